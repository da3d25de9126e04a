import { defineFigures } from "./define";

/**
 * Other dated figures (estate planning, insurance, investment, debt), each financial year side
 * by side. See ./index.ts for the shape.
 */

const atoInheritingDwelling = {
  title: "ATO: Inheriting a dwelling (CGT exemption where the ownership interest ends within two years of death)",
  url: "https://www.ato.gov.au/general/capital-gains-tax/in-detail/gifts,-inheritances-and-deceased-estates/inheriting-a-dwelling/",
};
const atoFlowchart36 = {
  title: "ATO: Guide to capital gains tax, flowchart 3.6 (inherited dwelling)",
  url: "https://ato.gov.au/forms-and-instructions/capital-gains-tax-guide-2010/appendixes/appendix-3-flowcharts/flowchart-36",
};
const restSrm = {
  title: "Rest: Standard Risk Measure methodology (ASFA and FSC guidance, July 2011)",
  url: "https://rest.com.au/investments/how-we-invest/standard-risk-measure-methodology",
};
const qsuperSrm = {
  title: "QSuper: Standard risk measures",
  url: "https://qsuper.qld.gov.au/performance/investment-basics/standard-risk-measures",
};

export const otherFigures = defineFigures({
  inheritedDwellingExemptionYears: {
    label: "Inherited dwelling: years from the deceased's death within which the beneficiary's or executor's ownership interest must end for the full CGT exemption (ITAA 1997 s 118-195)",
    unit: "years",
    values: { "2023–24": 2, "2024–25": 2, "2025–26": 2, "2026–27": 2 },
    sources: [atoInheritingDwelling, atoFlowchart36],
    note:
      "For a dwelling the deceased acquired on or after 20 September 1985, it must also have been their main residence just before death and not then used to produce income. " +
      "Settlement must happen within the period; the Commissioner may extend it.",
  },
  standardRiskMeasurePeriodYears: {
    label: "Standard Risk Measure: period over which the estimated number of negative annual returns is stated",
    unit: "years",
    values: { "2023–24": 20, "2024–25": 20, "2025–26": 20, "2026–27": 20 },
    sources: [restSrm, qsuperSrm],
    note: "Industry guidance (ASFA and FSC, July 2011), not legislation; risk band 6 ('High') is 4 to less than 6 negative annual returns in any 20-year period.",
  },
});
