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

const studyAssistIndexation = {
  title: "StudyAssist: Loan increases and indexation (HELP debts indexed on 1 June at the lower of CPI and WPI)",
  url: "https://studyassist.gov.au/node/65",
};
const educationHelpIndexationCredit = {
  title: "Department of Education: HELP indexation credit (1 June 2023 rate 7.1% reduced to 3.2%, 1 June 2024 rate 4.7% reduced to 4%)",
  url: "https://www.education.gov.au/helpestimator",
};
const sisS68aab = {
  title: "Treasury Laws Amendment (Putting Members' Interests First) Act 2019 Sch 1 item 1, inserting SIS Act s 68AAB (ATO Legal Database)",
  url: "https://ato.gov.au/law/view/document?docid=PAC%2F20190079%2FSch1-Cl1",
};
const sisS68aac = {
  title: "Superannuation Industry (Supervision) Act 1993 s 68AAC Benefits provided by taking out insurance – members under 25 years old (ATO Legal Database)",
  url: "https://www.ato.gov.au/law/view/print?DocID=PAC%2F19930078%2F68AAC&PiT=99991231235958",
};

export const otherFigures = defineFigures({
  inheritedDwellingExemptionYears: {
    label:
      "Inherited dwelling: years from the deceased's death within which the beneficiary's or executor's ownership interest must end for the full CGT exemption (ITAA 1997 s 118-195)",
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
  helpIndexationRate: {
    label: "HELP debt indexation rate applied on 1 June of the financial year (the lower of CPI and WPI growth, backdated to 1 June 2023)",
    unit: "percent",
    values: { "2023–24": 4, "2024–25": 3.2 },
    sources: [studyAssistIndexation, educationHelpIndexationCredit],
    note:
      "Applied on 1 June 2024 (2023–24) and 1 June 2025 (2024–25). HELP debts are charged no interest; indexation applies to the part of the debt at least 11 months old. " +
      "The 1 June 2023 rate was 3.2% (2022–23, outside the bank's years). The rate applied on 1 June 2026 (2025–26) was not confirmed and is left out.",
  },
  insuranceOptInAge: {
    label: "A MySuper or choice member under this age gets insurance in super only if they elect to (SIS Act s 68AAC)",
    unit: "age",
    values: { "2023–24": 25, "2024–25": 25, "2025–26": 25, "2026–27": 25 },
    sources: [sisS68aac],
    note: "In force from 1 April 2020 (Putting Members' Interests First). Does not apply to funds with no more than 6 members (s 68AAD), and other exceptions apply (for example defined benefit members).",
  },
  insuranceOptInBalance: {
    label:
      "A MySuper or choice member whose account balance is below this amount, and has not reached it since 1 November 2019, gets insurance in super only if they elect to (SIS Act s 68AAB)",
    unit: "aud",
    values: { "2023–24": 6_000, "2024–25": 6_000, "2025–26": 6_000, "2026–27": 6_000 },
    sources: [sisS68aab],
    note: "In force from 1 April 2020 (Putting Members' Interests First). A fixed amount in the Act, not indexed.",
  },
});
