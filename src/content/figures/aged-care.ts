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

export const agedCareFigures = defineFigures({
  maxAccommodationPaymentAmount: {
    label: "Maximum accommodation payment amount a residential aged care provider may charge without IHACPA approval (RAD or equivalent)",
    unit: "aud",
    values: { "2023–24": 550_000, "2024–25": 750_000, "2025–26": 758_627 },
    sources: [healthMaxAccommodation, ihacpaRadApprovals, ihacpaRads],
    note:
      "2023–24: $550,000, the amount set from 1 July 2014 (Department of Health, for the Aged Care Pricing Commissioner) and still in force until 31 December 2024 (IHACPA). " +
      "2024–25: $750,000 applied from 1 January 2025; it was $550,000 from 1 July to 31 December 2024 (IHACPA: on 1 January 2025 the amount 'increased from $550,000 to $750,000'). " +
      "2025–26: $758,627 from 1 July 2025 (health.gov.au). Indexed on 1 July each year from 1 July 2025; the amount from 1 July 2026 (2026–27) was not confirmed from a primary source, so it is left out.",
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
      "It may not be the value for the whole of 2025–26: no later value, and no value for 2026–27, was confirmed from a primary source, so none is entered. Not used in question text.",
  },
});
