import { defineFigures } from "./define";

/**
 * Figures only the original pages use (Margaret, Julie & Scott, Standalone, General), kept as the
 * original pages wrote them: 2023–24 values with their sources. Figures the new questions share (caps,
 * thresholds, the Medicare levy, gifting) live in the domain files, each year side by side;
 * The original pages read their 2023–24 values from here.
 */
export const originalPageFigures = defineFigures({
  preservationAgeMin: {
    label: "Preservation age, lowest (born before 1 July 1960)",
    unit: "age",
    values: { "2023–24": 55 },
    sources: [
      {
        title: "ATO: Preservation age",
        url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/withdrawing-and-using-your-super/preservation-age",
      },
    ],
    note: "By date of birth, 55 to 60; 60 for everyone from 1 July 2024 (preservationAge).",
  },
  preservationAgeMax: {
    label: "Preservation age, highest (born after 30 June 1964)",
    unit: "age",
    values: { "2023–24": 60 },
    sources: [
      {
        title: "ATO: Preservation age",
        url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/withdrawing-and-using-your-super/preservation-age",
      },
    ],
  },
  lifeCoverMultipleMin: {
    label: "Rule-of-thumb life cover, lowest multiple of income (original specification, section 9)",
    unit: "number",
    values: { "2023–24": 5 },
    sources: [{ title: "The original specification, section 9 (a rule of thumb, not a rule)" }],
  },
  lifeCoverMultipleMax: {
    label: "Rule-of-thumb life cover, highest multiple of income (original specification, section 9)",
    unit: "number",
    values: { "2023–24": 7 },
    sources: [{ title: "The original specification, section 9 (a rule of thumb, not a rule)" }],
  },
  formerHomeExemptionYears: {
    label: "Years a single person's former home stays exempt from the assets test after entering care",
    unit: "years",
    values: { "2023–24": 2 },
    sources: [{ title: "DSS Social Security Guide 4.2.10.40 / 1.1.R.113", url: "https://guides.dss.gov.au/social-security-guide/4/2/10/40" }],
  },
  assetsCutOffSingleNonHomeowner: {
    label: "Age Pension part-pension assets cut-off, single non-homeowner (from 1 July 2023)",
    unit: "aud",
    values: { "2023–24": 898_500 },
    sources: [{ title: "Services Australia: Assets test for Age Pension", url: "https://www.servicesaustralia.gov.au/assets-test-for-age-pension" }],
    note: "From 1 July 2023; higher after 20 September 2023.",
  },
  accommodationPaymentChoiceDays: {
    label: "Days a new resident had to choose how to pay for accommodation (Aged Care Act 1997)",
    unit: "days",
    values: { "2023–24": 28 },
    sources: [{ title: "My Aged Care: Aged care home costs and fees", url: "https://www.myagedcare.gov.au/aged-care-home-costs-and-fees" }],
    note: "Removed for people entering care from 1 November 2025 (Aged Care Act 2024).",
  },
  lumpSumRefundDaysAfterProbate: {
    label: "Days to refund a lump-sum balance after probate or letters of administration",
    unit: "days",
    values: { "2023–24": 14 },
    sources: [{ title: "My Aged Care: Aged care home accommodation refunds", url: "https://www.myagedcare.gov.au/aged-care-home-accommodation-refunds" }],
  },
  bringForwardYears: {
    label: "Length of the full non-concessional bring-forward period",
    unit: "years",
    values: { "2023–24": 3 },
    sources: [
      {
        title: "ATO: Non-concessional contributions cap",
        url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/non-concessional-contributions-cap",
      },
    ],
  },
  superBenefitTaxFreeAge: {
    label: "Age from which super benefits from a taxed source are non-assessable, non-exempt income",
    unit: "age",
    values: { "2023–24": 60 },
    sources: [{ title: "Income Tax Assessment Act 1997 (Cth) s 301-10", url: "https://www.ato.gov.au/law/view/document?docid=PAC/19970038/301-10" }],
  },
  superContributionsTaxPercent: {
    label: "Tax a complying super fund pays on concessional contributions",
    unit: "percent",
    values: { "2023–24": 15 },
    sources: [
      {
        title: "ATO: Concessional contributions cap",
        url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/concessional-contributions-cap",
      },
    ],
  },
  giftingFreeAreaRollingYears: {
    label: "Rolling period, in financial years, for the five-year gifting free area",
    unit: "years",
    values: { "2023–24": 5 },
    sources: [{ title: "Services Australia: How much you can gift", url: "https://www.servicesaustralia.gov.au/how-much-you-can-gift" }],
  },
});
