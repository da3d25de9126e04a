import { defineFigures } from "./define";

const ratesAct2025 = {
  title: "Treasury Laws Amendment (More Cost of Living Relief) Act 2025 (No. 28, 2025), Schedule 1 (2026–27 and 2027–28 resident rates)",
  url: "https://www.legislation.gov.au/C2025A00028/asmade/text",
};
const ratesAct2025Ato = {
  title: "ATO Legal Database: Treasury Laws Amendment (More Cost of Living Relief) Act 2025, Sch 1 item 2 (rates for 2026-27)",
  url: "https://www.ato.gov.au/law/view/document?DocID=PAC%2F20250028%2FSch1-Cl2&PiT=99991231235958",
};
const atoResidentRates = {
  title: "ATO: Tax rates – Australian resident",
  url: "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents",
};
const atoLito = {
  title: "ATO: Low income tax offset",
  url: "https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/tax-offsets/low-income-tax-offset",
};
const litoNote =
  "ITAA 1997 s 61-115 (amounts fixed in the Act, not indexed; in this form from 2020–21). ATO: '$37,500 or less, you will get the maximum offset of $700'; " +
  "'between $37,501 and $45,000, you will get $700 minus 5 cents for every $1 above $37,500'; 'between $45,001 and $66,667, you will get $325 minus 1.5 cents for every $1 above $45,000'. " +
  "Non-refundable: 'can only reduce your tax payable to $0'. The ATO page read (searched 25 November 2026) states the current rules without naming a year; no change for 2026–27 was found.";
const rateNote =
  "Income Tax Rates Act 1986 Sch 7 Pt I cl 1. 2023–24: 19% / 32.5% / 37% / 45% with thresholds $45,000, $120,000, $180,000. " +
  "2024–25 and 2025–26 (stage 3): 16% / 30% / 37% / 45% with thresholds $45,000, $135,000, $190,000. " +
  "2026–27: 15% / 30% / 37% / 45% (More Cost of Living Relief Act 2025, assented 27 March 2025); 2027–28 and later: 14%.";

/** tax figures, each financial year side by side. See ./index.ts for the shape. */
export const taxFigures = defineFigures({
  taxFreeThreshold: {
    label: "Tax-free threshold for resident individuals",
    unit: "aud",
    values: { "2023–24": 18_200, "2024–25": 18_200, "2025–26": 18_200, "2026–27": 18_200 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: "Unchanged since 1 July 2012. " + rateNote,
  },
  residentRateFirstBracket: {
    label: "Resident marginal tax rate on taxable income above the tax-free threshold up to the first bracket top ($18,201 to $45,000)",
    unit: "percent",
    values: { "2023–24": 19, "2024–25": 16, "2025–26": 16, "2026–27": 15 },
    sources: [atoResidentRates, ratesAct2025, ratesAct2025Ato],
    note: "Falls to 14% from 2027–28 (same Act). " + rateNote,
  },
  residentFirstBracketTop: {
    label: "Top of the first resident tax bracket",
    unit: "aud",
    values: { "2023–24": 45_000, "2024–25": 45_000, "2025–26": 45_000, "2026–27": 45_000 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  residentRateSecondBracket: {
    label: "Resident marginal tax rate on the second bracket ($45,001 to the second bracket top)",
    unit: "percent",
    values: { "2023–24": 32.5, "2024–25": 30, "2025–26": 30, "2026–27": 30 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  residentSecondBracketTop: {
    label: "Top of the second resident tax bracket",
    unit: "aud",
    values: { "2023–24": 120_000, "2024–25": 135_000, "2025–26": 135_000, "2026–27": 135_000 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  residentRateThirdBracket: {
    label: "Resident marginal tax rate on the third bracket",
    unit: "percent",
    values: { "2023–24": 37, "2024–25": 37, "2025–26": 37, "2026–27": 37 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  residentThirdBracketTop: {
    label: "Top of the third resident tax bracket (top marginal rate applies above it)",
    unit: "aud",
    values: { "2023–24": 180_000, "2024–25": 190_000, "2025–26": 190_000, "2026–27": 190_000 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  residentTopRate: {
    label: "Resident top marginal tax rate",
    unit: "percent",
    values: { "2023–24": 45, "2024–25": 45, "2025–26": 45, "2026–27": 45 },
    sources: [atoResidentRates, ratesAct2025Ato],
    note: rateNote,
  },
  medicareLevyRate: {
    label: "Medicare levy rate (on taxable income; reductions apply on low incomes)",
    unit: "percent",
    values: { "2023–24": 2, "2024–25": 2, "2025–26": 2, "2026–27": 2 },
    sources: [{ title: "ATO: Medicare levy", url: "https://www.ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/medicare-levy" }],
    note: "Medicare Levy Act 1986 s 6. The More Cost of Living Relief Act 2025 raised only the low-income thresholds, not the 2% rate.",
  },
  cgtDiscountIndividual: {
    label: "CGT discount percentage for resident individuals and trusts (asset held at least 12 months)",
    unit: "percent",
    values: { "2023–24": 50, "2024–25": 50, "2025–26": 50, "2026–27": 50 },
    sources: [
      {
        title: "ITAA 1997 s 115-100 Discount percentage (ATO Legal Database)",
        url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F115-100%22",
      },
      { title: "ATO: CGT discount", url: "https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/cgt-discount" },
    ],
    note: "Not available to companies; generally not available to foreign or temporary residents for gains after 8 May 2012.",
  },
  cgtDiscountSuperFund: {
    label: "CGT discount percentage for complying superannuation funds (33⅓%, stored rounded to 33.33)",
    unit: "percent",
    values: { "2023–24": 33.33, "2024–25": 33.33, "2025–26": 33.33, "2026–27": 33.33 },
    sources: [
      {
        title: "ITAA 1997 s 115-100 Discount percentage (ATO Legal Database)",
        url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F115-100%22",
      },
      { title: "ATO: CGT discount", url: "https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/cgt-discount" },
    ],
    note: "Exactly one-third (33⅓%). Questions print it as 33⅓% and calculate with one-third.",
  },
  companyTaxRateFull: {
    label: "Company tax rate (companies that are not base rate entities)",
    unit: "percent",
    values: { "2023–24": 30, "2024–25": 30, "2025–26": 30, "2026–27": 30 },
    sources: [{ title: "ATO: Changes to company tax rates", url: "https://www.ato.gov.au/rates/changes-to-company-tax-rates/" }],
    note: "Income Tax Rates Act 1986 s 23. Also the maximum franking rate for a company that is not a base rate entity.",
  },
  companyTaxRateBaseRateEntity: {
    label: "Company tax rate for base rate entities",
    unit: "percent",
    values: { "2023–24": 25, "2024–25": 25, "2025–26": 25, "2026–27": 25 },
    sources: [{ title: "ATO: Changes to company tax rates", url: "https://www.ato.gov.au/rates/changes-to-company-tax-rates/" }],
    note:
      "25% from 2021–22. Base rate entity: aggregated turnover under $50 million and no more than 80% base rate entity passive income (Income Tax Rates Act 1986 s 23AA). " +
      "Its maximum franking rate for a year is worked out on the prior year's turnover and passive income.",
  },
  baseRateEntityTurnoverThreshold: {
    label: "Aggregated turnover threshold for a base rate entity",
    unit: "aud",
    values: { "2023–24": 50_000_000, "2024–25": 50_000_000, "2025–26": 50_000_000, "2026–27": 50_000_000 },
    sources: [{ title: "ATO: Changes to company tax rates", url: "https://www.ato.gov.au/rates/changes-to-company-tax-rates/" }],
    note: "$50 million from 2018–19.",
  },
  division293Threshold: {
    label: "Division 293 high income threshold (income for Division 293 purposes plus low tax contributions)",
    unit: "aud",
    values: { "2023–24": 250_000, "2024–25": 250_000, "2025–26": 250_000, "2026–27": 250_000 },
    sources: [
      { title: "ITAA 1997 s 293-1 (ATO Legal Database)", url: "https://ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F293-1%22" },
      {
        title: "ATO: Change to Division 293 income threshold",
        url: "https://www.ato.gov.au/individuals/super/super-changes/change-to-division-293-income-threshold/",
      },
    ],
    note: "$250,000 from 2017–18 (previously $300,000); a fixed amount in s 293-1, not indexed.",
  },
  division293Rate: {
    label: "Division 293 tax rate (on the lesser of the excess over the threshold and the low tax contributions)",
    unit: "percent",
    values: { "2023–24": 15, "2024–25": 15, "2025–26": 15, "2026–27": 15 },
    sources: [
      {
        title: "ATO: Change to Division 293 income threshold",
        url: "https://www.ato.gov.au/individuals/super/super-changes/change-to-division-293-income-threshold/",
      },
    ],
    note: "Income Tax (Division 293) Act 2013.",
  },
  lowIncomeTaxOffsetMax: {
    label: "Low income tax offset (LITO): maximum offset, for taxable income up to the first LITO threshold",
    unit: "aud",
    values: { "2023–24": 700, "2024–25": 700, "2025–26": 700, "2026–27": 700 },
    sources: [atoLito],
    note: litoNote,
  },
  lowIncomeTaxOffsetFirstThreshold: {
    label: "Low income tax offset: taxable income above which the maximum offset starts to reduce",
    unit: "aud",
    values: { "2023–24": 37_500, "2024–25": 37_500, "2025–26": 37_500, "2026–27": 37_500 },
    sources: [atoLito],
    note: litoNote,
  },
  lowIncomeTaxOffsetFirstTaperPercent: {
    label: "Low income tax offset: reduction for each dollar of taxable income between the first LITO threshold and $45,000 (5 cents)",
    unit: "percent",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [atoLito],
    note: litoNote,
  },
  lowIncomeTaxOffsetAt45000: {
    label: "Low income tax offset at a taxable income of $45,000, from which the second reduction starts",
    unit: "aud",
    values: { "2023–24": 325, "2024–25": 325, "2025–26": 325, "2026–27": 325 },
    sources: [atoLito],
    note: litoNote,
  },
  lowIncomeTaxOffsetSecondTaperPercent: {
    label: "Low income tax offset: reduction for each dollar of taxable income between $45,000 and the cut-out (1.5 cents)",
    unit: "percent",
    values: { "2023–24": 1.5, "2024–25": 1.5, "2025–26": 1.5, "2026–27": 1.5 },
    sources: [atoLito],
    note: litoNote,
  },
  lowIncomeTaxOffsetCutOut: {
    label: "Low income tax offset: taxable income at which the offset cuts out",
    unit: "aud",
    values: { "2023–24": 66_667, "2024–25": 66_667, "2025–26": 66_667, "2026–27": 66_667 },
    sources: [atoLito],
    note: litoNote,
  },
});
