/**
 * Every dollar figure, rate and age the questions rely on, in one place, so that a figure
 * cannot drift between a question, its explanation and the answer key. Questions build
 * their text from these constants (see `aud` and `percent`). Values are for the
 * 2023–24 financial year (seed section 9); later values are kept beside them so an
 * explanation can mention the change.
 */

export const FINANCIAL_YEAR = "2023–24";

export const figures = {
  /** Concessional contributions cap, 2023–24. */
  concessionalCap: 27_500,
  /** Concessional contributions cap from 1 July 2024. */
  concessionalCapFrom2024: 30_000,
  /** Non-concessional contributions cap, 2023–24. */
  nonConcessionalCap: 110_000,
  /** Non-concessional bring-forward (three years), 2023–24. */
  nonConcessionalBringForward: 330_000,
  /** Non-concessional cap from 1 July 2024. */
  nonConcessionalCapFrom2024: 120_000,
  /** Non-concessional bring-forward from 1 July 2024. */
  nonConcessionalBringForwardFrom2024: 360_000,
  /** Medicare levy, percent of taxable income. */
  medicareLevyPercent: 2,
  /** Preservation age range by date of birth. */
  preservationAgeMin: 55,
  preservationAgeMax: 60,
  /** Rule-of-thumb life cover, multiples of income. */
  lifeCoverMultipleMin: 5,
  lifeCoverMultipleMax: 7,

  // --- aged care and social security (Margaret PQ7 to PQ12) ---
  /**
   * Years a single person's former home stays exempt from the Age Pension assets test after
   * they enter a care situation (e.g. permanent residential aged care); rule in force in 2023–24.
   * Source: DSS Social Security Guide 1.1.R.113; DVA CLIK 9.2.7 "Entering care".
   */
  formerHomeExemptionYears: 2,
  /** Age Pension full-pension assets limit, single homeowner, from 1 July 2023 (2023–24). Source: CFS "Age Pension changes"; QSuper Age Pension page. */
  assetsLimitSingleHomeowner2023: 301_750,
  /** Age Pension full-pension assets limit, single non-homeowner, from 1 July 2023 (2023–24). Source: CFS "Age Pension changes"; QSuper Age Pension page. */
  assetsLimitSingleNonHomeowner2023: 543_750,
  /** Age Pension part-pension cut-off, single non-homeowner, from 1 July 2023 (higher after 20 September 2023). Source: CFS "Age Pension changes". */
  assetsCutOffSingleNonHomeowner2023: 898_500,
  /** Assets test taper: single pension falls by this many dollars a fortnight per $1,000 over the limit (since 1 January 2017; 2023–24). Source: Services Australia Operational Blueprint 108-03010090 "Assets Test for single pension customers". */
  assetsTaperPerThousandSingle: 3,
  /** Maximum accommodation payment (RAD or equivalent) a provider could charge without approval, 2023–24. Source: ACPC "Approval of Accommodation Payments"; Provider Institute. */
  maxAccommodationPayment2023: 550_000,
  /** Maximum accommodation payment without approval from 1 January 2025 (indexed from 1 July 2025). Source: IHACPA "About refundable accommodation deposits". */
  maxAccommodationPaymentFrom2025: 750_000,
  /** Days a new resident had to choose how to pay for accommodation after entry (Aged Care Act 1997 rules, 2023–24). Source: Lexology (2014 reforms); Integranet. */
  accommodationPaymentChoiceDays: 28,
  /** Days within which a provider must refund the lump-sum balance after receiving probate or letters of administration (2023–24). Source: My Aged Care "Aged care home accommodation refunds". */
  lumpSumRefundDaysAfterProbate: 14,

  // --- Julie & Scott and standalone scenarios ---
  /**
   * Length in years of the full non-concessional bring-forward period (the first-year cap is
   * this many times the annual cap), 2023–24 and later. Source: ATO "Non-concessional
   * contributions cap"; Aware Super Oracle 5.4.
   */
  bringForwardYears: 3,
  /**
   * Bring-forward age limit: a person under this age at any time in the financial year can
   * use the non-concessional bring-forward arrangement (from 1 July 2022; still applies in
   * 2023–24). Source: ATO "Non-concessional contributions cap"; Aware Super Oracle 5.4.
   */
  bringForwardAgeLimit: 75,
  /**
   * 2023–24: total super balance at 30 June 2023 must be below this for the three-year
   * bring-forward (3 × the annual non-concessional cap). Source: ATO bring-forward table, as
   * reproduced by Aware Super Oracle 5.4.
   */
  bringForwardThreeYearTsbLimit: 1_680_000,
  /**
   * 2023–24: from the three-year limit up to (not including) this total super balance, only a
   * two-year bring-forward (2 × the annual cap) is available. Same source.
   */
  bringForwardTwoYearTsbLimit: 1_790_000,
  /** General transfer balance cap, 2023–24 (nil non-concessional cap at or above it). ATO. */
  generalTransferBalanceCap: 1_900_000,
  /**
   * Age from which every superannuation benefit (lump sum or income stream) is not assessable
   * and not exempt income, if paid from a taxed source. Income Tax Assessment Act 1997 s 301-10;
   * ATO "Key superannuation rates and thresholds": super lump sum tax table, 2023–24.
   */
  superBenefitTaxFreeAge: 60,

  // --- general questions ---
  /**
   * Tax a complying super fund pays on concessional contributions, percent (2023–24).
   * Source: ATO "Excess contributions tax learner guide" (concessional contributions are
   * included in the fund's assessable income and taxed at 15%).
   */
  superContributionsTaxPercent: 15,
  /**
   * Division 293 threshold: income plus concessional contributions above this attract
   * Division 293 tax (from 1 July 2017, so also 2023–24; not indexed).
   * Source: ATO "Change to Division 293 income threshold".
   */
  division293Threshold: 250_000,
  /**
   * Division 293 tax rate, percent, on the lesser of the excess over the threshold and the
   * concessional contributions (2023–24). Source: ATO "Change to Division 293 income threshold".
   */
  division293RatePercent: 15,
  /**
   * Tax law: a child of the deceased is a death benefits dependant only if under this age
   * (2023–24). Source: ATO glossary "Death benefits dependant".
   */
  deathBenefitsDependantChildAgeUnder: 18,
  /**
   * Social security gifting free area for one financial year, single or couple (2023–24).
   * Source: Services Australia "How much you can gift" (page updated 28 September 2023).
   */
  giftingFreeAreaAnnual: 10_000,
  /**
   * Social security gifting free area over the rolling period below (2023–24). Same source.
   */
  giftingFreeAreaRollingTotal: 30_000,
  /** Rolling period, in financial years, for the gifting free area total (2023–24). Same source. */
  giftingFreeAreaRollingYears: 5,
  /**
   * Years from the date of a gift for which the amount above the gifting free areas is counted
   * in the assets test and deemed under the income test (2023–24). Same source.
   */
  giftingExcessAssessedYears: 5,
} as const;

export type FigureName = keyof typeof figures;
