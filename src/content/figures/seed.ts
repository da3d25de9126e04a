/**
 * The seed's figures by the names its pages use, all for 2023–24 (seed section 9), read from
 * the figures module so a value is written once: the year-keyed domain files for figures the
 * new questions share, ./seed-era.ts for the ones only the seed uses. Explanations that say what
 * applies now read the later years from the module directly (fig(name, year)).
 */
import { fig } from "./index";

export const FINANCIAL_YEAR = "2023–24";
const Y = FINANCIAL_YEAR;

export const figures = {
  concessionalCap: fig("concessionalCap", Y),
  nonConcessionalCap: fig("nonConcessionalCap", Y),
  nonConcessionalBringForward: fig("nonConcessionalBringForwardCap", Y),
  medicareLevyPercent: fig("medicareLevyRate", Y),
  preservationAgeMin: fig("preservationAgeMin", Y),
  preservationAgeMax: fig("preservationAgeMax", Y),
  lifeCoverMultipleMin: fig("lifeCoverMultipleMin", Y),
  lifeCoverMultipleMax: fig("lifeCoverMultipleMax", Y),
  formerHomeExemptionYears: fig("formerHomeExemptionYears", Y),
  assetsLimitSingleHomeowner2023: fig("ageAssetsLimitSingleHomeowner", Y),
  assetsLimitSingleNonHomeowner2023: fig("ageAssetsLimitSingleNonHomeowner", Y),
  assetsCutOffSingleNonHomeowner2023: fig("assetsCutOffSingleNonHomeowner", Y),
  assetsTaperPerThousandSingle: fig("assetsTestTaperSingle", Y),
  maxAccommodationPayment2023: fig("maxAccommodationPaymentAmount", Y),
  accommodationPaymentChoiceDays: fig("accommodationPaymentChoiceDays", Y),
  lumpSumRefundDaysAfterProbate: fig("lumpSumRefundDaysAfterProbate", Y),
  bringForwardYears: fig("bringForwardYears", Y),
  bringForwardAgeLimit: fig("bringForwardAgeLimit", Y),
  bringForwardThreeYearTsbLimit: fig("bringForwardThreeYearTsbThreshold", Y),
  bringForwardTwoYearTsbLimit: fig("bringForwardTwoYearTsbThreshold", Y),
  generalTransferBalanceCap: fig("transferBalanceCap", Y),
  superBenefitTaxFreeAge: fig("superBenefitTaxFreeAge", Y),
  superContributionsTaxPercent: fig("superContributionsTaxPercent", Y),
  division293Threshold: fig("division293Threshold", Y),
  division293RatePercent: fig("division293Rate", Y),
  deathBenefitsDependantChildAgeUnder: fig("taxDependantChildAgeUnder", Y),
  giftingFreeAreaAnnual: fig("giftingFreeAreaAnnual", Y),
  giftingFreeAreaRollingTotal: fig("giftingFreeAreaFiveYear", Y),
  giftingFreeAreaRollingYears: fig("giftingFreeAreaRollingYears", Y),
  giftingExcessAssessedYears: fig("giftingAssessmentPeriodYears", Y),
} as const;
