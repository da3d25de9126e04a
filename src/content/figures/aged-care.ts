import { defineFigures } from "./define";

/**
 * Aged care figures under the Aged Care Act 2024 (in force from 1 November 2025), each
 * financial year side by side. Only values a primary source (health.gov.au, myagedcare.gov.au,
 * servicesaustralia.gov.au, legislation) states are entered; a year is left out where the value
 * for that year was not confirmed. See ./index.ts for the shape.
 */

const healthMaxAccommodation = {
  title: "Department of Health, Disability and Ageing: Published prices and maximum accommodation payment amounts",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/published-prices-and-maximum-accommodation-payment-amounts",
};
const ihacpaRadApprovals = {
  title: "IHACPA: About RAD approvals",
  url: "https://www.ihacpa.gov.au/aged-care/refundable-accommodation-deposits-rads/about-rad-approvals",
};
const healthRadRetention = {
  title: "Department of Health, Disability and Ageing: Refundable accommodation deposit and contribution (RAD and RAC) retention",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/refundable-accommodation-deposit-and-contribution-rad-and-rac-retention",
};
const saCaps = {
  title: "Services Australia: Annual, lifetime and time limited caps for aged care",
  url: "https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care",
};
const myAgedCareFeeChanges = {
  title: "My Aged Care: Changes to fees, contributions, and accommodation costs while in an aged care home",
  url: "https://www.myagedcare.gov.au/changes-fees-contributions-and-accommodation-costs-while-aged-care-home",
};
const ihacpaRads = {
  title: "IHACPA: Refundable accommodation deposits (RADs) – on 1 January 2025 the maximum accommodation payment amount increased from $550,000 to $750,000",
  url: "https://ihacpa.gov.au/aged-care/refundable-accommodation-deposits-rads",
};

const healthGuideContributions = {
  title: "Department of Health, Disability and Ageing: Guide to Aged Care Law – Contributions in residential care",
  url: "https://www.health.gov.au/node/56935",
};
const healthHigherEverydayLiving = {
  title: "Department of Health, Disability and Ageing: Higher everyday living agreements",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/higher-everyday-living-agreements",
};
const myAgedCareNewActFees = {
  title: "My Aged Care: The new Aged Care Act and your aged care home fees (29 October 2025)",
  url: "https://www.myagedcare.gov.au/news-and-updates/new-aged-care-act-and-your-aged-care-home-fees",
};

const saCarerCloseRelative = {
  title: "Services Australia: Aged care carer or close relative assessment for aged care calculation of cost of care",
  url: "https://www.servicesaustralia.gov.au/aged-care-carer-or-close-relative-assessment-for-aged-cost-care",
};
const myAgedCareFeeEstimator = {
  title: "My Aged Care: Fee estimator (protected person and the home)",
  url: "https://www.myagedcare.gov.au/fee-estimator?fe_type_of_care=age_home_care",
};

export const agedCareFigures = defineFigures({
  maxAccommodationPaymentAmount: {
    label: "Maximum accommodation payment amount a residential aged care provider may charge without IHACPA approval (RAD or equivalent)",
    unit: "aud",
    values: { "2023–24": 550_000, "2024–25": 750_000, "2025–26": 758_627 },
    sources: [healthMaxAccommodation, ihacpaRadApprovals, ihacpaRads],
    note:
      "2023–24: $550,000, the amount set from 1 July 2014 (Department of Health, for the Aged Care Pricing Commissioner) and still in force until 31 December 2024 (IHACPA). " +
      "2024–25: $750,000 applied from 1 January 2025; it was $550,000 from 1 July to 31 December 2024 (IHACPA: on 1 January 2025 the amount 'increased from $550,000 to $750,000'). " +
      "2025–26: $758,627 from 1 July 2025 (health.gov.au). Indexed on 1 July each year from 1 July 2025; the amount from 1 July 2026 (2026–27) was not confirmed from a primary source, so it is left out. " +
      "Searched again on 25 November 2026 (batch tax-ss-aged-2026): the stored health.gov.au page still reads 'From 1 July 2025, the maximum accommodation payment amount is $758,627. It will be indexed on 1 July each year.'",
  },
  radRetentionRatePercent: {
    label: "RAD and RAC retention: yearly rate a provider deducts from an eligible resident's refundable deposit (calculated daily, not refunded on exit)",
    unit: "percent",
    values: { "2025–26": 2, "2026–27": 2 },
    sources: [healthRadRetention],
    note:
      "Applies from 1 November 2025 to residents on the 1 November 2025 accommodation arrangements (and to people entering under the 1 July 2014 fee arrangements for the first time, or after a break of more than 28 days, after 31 October 2025). " +
      "It does not apply to residents on the 1 July 2014 accommodation arrangements, even if they pay a RAD after 1 November 2025.",
  },
  radRetentionMaxYears: {
    label: "RAD and RAC retention: maximum number of years retention can be deducted",
    unit: "years",
    values: { "2025–26": 5, "2026–27": 5 },
    sources: [healthRadRetention],
    note: "From 1 November 2025; health.gov.au: retention is 'limited to 5 years to protect residents who remain in care for a long time'.",
  },
  nonClinicalCareTimeLimitedCapYears: {
    label: "Non-clinical care contribution: time-limited cap (years of contributions after which the contribution stops)",
    unit: "years",
    values: { "2025–26": 4, "2026–27": 4 },
    sources: [saCaps],
    note: "From 1 November 2025. Services Australia: 4 years (1,460 days) of non-clinical care contributions, which need not be continuous; the contribution also stops earlier if the lifetime cap is reached.",
  },
  nonClinicalCareTimeLimitedCapDays: {
    label: "Non-clinical care contribution: time-limited cap in days",
    unit: "days",
    values: { "2025–26": 1_460, "2026–27": 1_460 },
    sources: [saCaps],
    note: "From 1 November 2025.",
  },
  agedCareLifetimeCapFrom1Nov2025: {
    label: "Lifetime cap on non-clinical care contributions and Support at Home contributions (combined), value at 1 November 2025",
    unit: "aud",
    values: { "2025–26": 135_318.69 },
    sources: [myAgedCareFeeChanges, saCaps],
    note:
      "Amount from My Aged Care ('Reaching the lifetime cap, which is currently $135,318.69', under the 1 November 2025 fee arrangements); " +
      "Services Australia confirms that Support at Home contributions count towards the same lifetime cap but does not state the amount. " +
      "It may not be the value for the whole of 2025–26: no later value, and no value for 2026–27, was confirmed from a primary source, so none is entered. Not used in question text. " +
      "health.gov.au (Support at Home participant contributions): '$135,318.69 (current as of 1 November 2025)' and 'The lifetime cap is indexed on 20 March and 20 September each year'; the values from 20 March 2026 and 20 September 2026 were not found (searched 25 November 2026).",
  },
  basicDailyFeePercentOfPension: {
    label: "Basic daily fee in residential aged care, as a percentage of the single rate of the basic Age Pension amount (in most cases)",
    unit: "percent",
    values: { "2025–26": 85, "2026–27": 85 },
    sources: [healthGuideContributions],
    note:
      "Guide to Aged Care Law (Aged Care Act 2024, from 1 November 2025): 'The basic daily fee is the amount that everyone pays for the daily services they receive in an aged care home. In most cases, this is 85% of the single rate of the basic Age Pension amount.' " +
      "Also 85% under the Aged Care Act 1997 before 1 November 2025. The dollar amount moves with the pension on 20 March and 20 September and is not recorded.",
  },
  higherEverydayLivingCoolingOffDays: {
    label: "Higher everyday living agreement: days after entering the agreement within which the resident can cancel or vary it",
    unit: "days",
    values: { "2025–26": 28, "2026–27": 28 },
    sources: [healthHigherEverydayLiving],
    note: "From 1 November 2025, when the higher everyday living fee replaced additional service fees and extra service fees for new agreements.",
  },
  agedCareChangeReportingDays: {
    label: "Days within which a person with an aged care means assessment must report a change in their (or their partner's) income, assets or circumstances",
    unit: "days",
    values: { "2025–26": 28, "2026–27": 28 },
    sources: [myAgedCareNewActFees],
    note: "A legal requirement from 1 November 2025 (My Aged Care, 29 October 2025), including changes to the partner's income or assets and the payment of a refundable deposit.",
  },
  protectedPersonCarerYears: {
    label: "Aged care means assessment: years an eligible carer must have lived in the home with the person entering care for the home to be protected",
    unit: "years",
    values: { "2023–24": 2, "2024–25": 2, "2025–26": 2, "2026–27": 2 },
    sources: [saCarerCloseRelative, myAgedCareFeeEstimator],
    note: "The carer must also provide daily care and be eligible for (not necessarily receiving) an income support payment.",
  },
  protectedPersonCloseRelativeYears: {
    label:
      "Aged care means assessment: years an eligible close relative (parent, sister, brother, child or grandchild) must have lived in the home with the person entering care for the home to be protected",
    unit: "years",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [saCarerCloseRelative, myAgedCareFeeEstimator],
    note: "The close relative must also be eligible for (not necessarily receiving) an income support payment.",
  },
});
