import { defineFigures } from "./define";

/**
 * Anti-money laundering and counter-terrorism financing (AML/CTF) figures, each financial year
 * side by side. See ./index.ts for the shape.
 */

const austracTtrReform = {
  title: "AUSTRAC: Threshold transaction reports (Reform) (AML/CTF Act ss 5 and 43)",
  url: "https://www.austrac.gov.au/about-us/amlctf-reform/reforms-guidance/amlctf-program-reform/reporting-austrac-reform/threshold-transaction-reports-reform",
};
const austracTtrBefore = {
  title: "AUSTRAC: Reporting transactions of $10,000 and over: Threshold transaction reports (TTRs) (guidance on the obligations before 31 March 2026)",
  url: "https://austrac.gov.au/business/core-guidance/reporting/reporting-transactions-10000-and-over-threshold-transaction-reports-ttrs",
};

export const amlFigures = defineFigures({
  amlCashThreshold: {
    label:
      "AML/CTF threshold transaction: transfer of physical currency (cash) of at least this amount, or the foreign currency equivalent, in providing a designated service, reported to AUSTRAC in a threshold transaction report",
    unit: "aud",
    values: { "2023–24": 10000, "2024–25": 10000, "2025–26": 10000, "2026–27": 10000 },
    sources: [austracTtrReform, austracTtrBefore],
    note:
      "A fixed amount (not indexed). The report is due within 10 business days after the day the transaction takes place (s 43(2)). " +
      "AUSTRAC's guidance on the obligations before 31 March 2026 and its reform guidance from 31 March 2026 both state $10,000.",
  },
});
