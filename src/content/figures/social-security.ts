import { defineFigures } from "./define";

const saAgePensionWho = { title: "Services Australia: Age Pension – Who can get it", url: "https://www.servicesaustralia.gov.au/who-can-get-age-pension" };
const dssQualificationAge = {
  title: "DSS Social Security Guide 3.4.1.10 Qualification for Age",
  url: "https://guides.dss.gov.au/social-security-guide/3/4/1/10",
};
const saResidence = {
  title: "Services Australia: Age Pension residence rules",
  url: "https://www.servicesaustralia.gov.au/individuals/services/centrelink/age-pension/who-can-get-it/residence-rules",
};
const saIncomeTest = { title: "Services Australia: Income test for Age Pension", url: "https://www.servicesaustralia.gov.au/income-test-for-age-pension" };
const saAssetsTest = { title: "Services Australia: Assets test for Age Pension", url: "https://www.servicesaustralia.gov.au/assets-test-for-age-pension" };
const saAssetsTestPensions2024 = {
  title: "Services Australia: Assets test for pensions (limits from 20 September 2024; $3 a fortnight per $1,000 taper)",
  url: "https://www.servicesaustralia.gov.au/assets-test-for-disability-support-pension",
};
const cfs2023 = {
  title: "CFS: Age Pension changes from 1 July 2023",
  url: "https://cfs.com.au/personal/news-and-updates/latest-from-cfs/age-pension-changes.html",
};
const retirementEssentials2025 = {
  title: "Retirement Essentials: Age Pension changes 1 July 2025 (DSS announcement of 12 June 2025)",
  url: "https://retirementessentials.com.au/news/centrelink-age-pension/age-pension-changes-1-july-2025",
};
const fool2025 = {
  title: "Motley Fool: Pension changes to assets and income tests revealed (12 June 2025)",
  url: "https://www.fool.com.au/2025/06/12/pension-changes-to-assets-and-income-tests-revealed/",
};
const saDeemingOperational = {
  title: "Services Australia Operational Blueprint 108-05050000: Deeming rates current and historical",
  url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-05050000-05.html",
};
const supercentral2025 = {
  title: "SuperCentral: Deeming thresholds and income free area for 2025/26",
  url: "https://www.supercentral.com.au/resource-centre/newsletters/supercentral-news/age-pension-increase-in-deeming-thresholds-for-2025-26-financial-year-increase-in-income-free-area-however-deeming-rates-remain-unchanged",
};
const perpetual2025 = {
  title: "Perpetual: Technical roundup September 2025 (deeming rates rise 0.5 percentage points from 20 September 2025)",
  url: "https://wrap.perpetual.com.au/wrap/resources/advisers/insights/monthly-technical-roundup/september-2025.html",
};
const saGifting = {
  title: "Services Australia: How much you can gift",
  url: "https://www.servicesaustralia.gov.au/how-much-you-can-gift",
};
const saGiftingOperational = {
  title: "Services Australia Operational Blueprint 108-06010010: Assessing deprivation/gifting",
  url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-06010010-05.html",
};
const dssGifting = {
  title: "DSS Social Security Guide 4.1.10 The rolling 5 financial year deprivation provisions",
  url: "https://guides.dss.gov.au/social-security-guide/4/1/10",
};
const saWorkBonus = { title: "Services Australia: How the Work Bonus works", url: "https://www.servicesaustralia.gov.au/how-work-bonus-works" };
const dvaWorkBonus = { title: "DVA CLIK: Work bonus bank", url: "https://clik.dva.gov.au/glossary/work-bonus-bank" };
const saHeas = {
  title: "Services Australia: How much you can get under the Home Equity Access Scheme",
  url: "https://www.servicesaustralia.gov.au/how-much-you-can-get-under-home-equity-access-scheme",
};
const saHeasChoosing = {
  title: "Services Australia: Choosing your loan payments under the Home Equity Access Scheme",
  url: "https://www.servicesaustralia.gov.au/choosing-your-loan-payments-under-home-equity-access-scheme",
};
const saRealEstate = { title: "Services Australia: Real estate assets", url: "https://www.servicesaustralia.gov.au/real-estate-assets" };
const dssSaleProceeds = {
  title: "DSS Social Security Guide 4.6.3.90 Exempting the principal home – sale proceeds (homes sold on or after 1 January 2023)",
  url: "https://guides.dss.gov.au/social-security-guide/4/6/3/90",
};

const dssCareSituations = {
  title: "DSS Social Security Guide 4.6.3.70 Exempting the principal home – care situations",
  url: "https://guides.dss.gov.au/social-security-guide/4/6/3/70",
};
const dssRefundableDeposit = {
  title: "DSS Social Security Guide 1.1.R.113 Refundable deposit, refundable deposit balance",
  url: "https://guides.dss.gov.au/social-security-guide/1/1/r/113",
};
const dvaEnteringCare = {
  title: "DVA CLIK 9.2.7 Departure from principal home: entering care",
  url: "https://clik.dva.gov.au/compensation-and-support-policy-library/part-9-principles-determining-pension-rate/92-residential-situation/927-departure-principal-home/entering-care",
};
const dvaLifetimeIncomeStreams = {
  title: "DVA CLIK 10.5.2 Asset-tested income streams (lifetime)",
  url: "https://clik.dva.gov.au/compensation-and-support-policy-library/part-10-types-income-and-assets/105-income-streams/1052-description-income-streams/asset-tested-income-streams-lifetime",
};
const saLifetimeIncomeStreamsNews = {
  title: "Services Australia (Department of Human Services) news: Do you know about changes to lifetime income streams? (16 July 2019)",
  url: "https://www.humanservices.gov.au/individuals/news/do-you-know-about-changes-lifetime-income-streams",
};

const householdCapital2025 = {
  title: "Household Capital: Pension payday, retirees get a raise (maximum Age Pension from 20 September 2025)",
  url: "https://householdcapital.com.au/news-and-media/pension-payday-retirees-get-a-raise",
};
const psvfc2025 = {
  title: "Age Pension from 20 September 2025: maximum rates and assets test cut-offs ($714,500 single homeowner, $1,074,000 couple homeowners)",
  url: "https://psvfc.org/will-australias-age-pension-continue-in-future-government/",
};

const limitsNote =
  "Lower (full pension) assets test limits are indexed each 1 July: 2023–24 value from 1 July 2023, 2024–25 from 1 July 2024, 2025–26 from 1 July 2025. " +
  "The cut-off points (part pension limits) also move on 20 March and 20 September with the maximum rate and are not recorded here. " +
  "2026–27 (from 1 July 2026) is left out: no primary source or two independent sources for the 1 July 2026 indexation were found. " +
  "Searched again on 25 November 2026 (batch tax-ss-aged-2026): the stored Services Australia and DSS pages still show the 2024 and 2025 limits, so no 2026–27 value is entered and no question prints one.";

/** social-security figures, each financial year side by side. See ./index.ts for the shape. */
export const socialSecurityFigures = defineFigures({
  agePensionAge: {
    label: "Age Pension age (people born on or after 1 January 1957)",
    unit: "age",
    values: { "2023–24": 67, "2024–25": 67, "2025–26": 67, "2026–27": 67 },
    sources: [saAgePensionWho, dssQualificationAge],
    note: "Social Security Act 1991 s 23(5A)–(5D): rose from 65 by 6 months every 2 years from 1 July 2017 and reached 67 on 1 July 2023; no later increase is legislated.",
  },
  agePensionResidenceYears: {
    label: "Qualifying Australian residence for Age Pension (years in total, at least 5 of them without a break)",
    unit: "years",
    values: { "2023–24": 10, "2024–25": 10, "2025–26": 10, "2026–27": 10 },
    sources: [saResidence, dssQualificationAge],
    note: "Social Security Act 1991 s 7(5). Exemptions for refugees, some widowed women (2 years' residence before claim) and claims under international agreements.",
  },
  ageAssetsLimitSingleHomeowner: {
    label: "Age Pension assets test: full pension limit, single homeowner",
    unit: "aud",
    values: { "2023–24": 301_750, "2024–25": 314_000, "2025–26": 321_500 },
    sources: [cfs2023, saAssetsTestPensions2024, retirementEssentials2025, fool2025],
    note: limitsNote,
  },
  ageAssetsLimitCoupleHomeowner: {
    label: "Age Pension assets test: full pension limit, couple homeowner (combined)",
    unit: "aud",
    values: { "2023–24": 451_500, "2024–25": 470_000, "2025–26": 481_500 },
    sources: [cfs2023, saAssetsTestPensions2024, retirementEssentials2025, fool2025],
    note: limitsNote,
  },
  ageAssetsLimitSingleNonHomeowner: {
    label: "Age Pension assets test: full pension limit, single non-homeowner",
    unit: "aud",
    values: { "2023–24": 543_750, "2024–25": 566_000, "2025–26": 579_500 },
    sources: [cfs2023, saAssetsTestPensions2024, retirementEssentials2025, fool2025],
    note: limitsNote,
  },
  ageAssetsLimitCoupleNonHomeowner: {
    label: "Age Pension assets test: full pension limit, couple non-homeowner (combined)",
    unit: "aud",
    values: { "2023–24": 693_500, "2024–25": 722_000, "2025–26": 739_500 },
    sources: [cfs2023, saAssetsTestPensions2024, retirementEssentials2025],
    note: limitsNote,
  },
  agePensionMaxRateSingle: {
    label: "Age Pension maximum rate, single, per fortnight (basic rate, Pension Supplement and Energy Supplement)",
    unit: "aud",
    values: { "2025–26": 1_178.7 },
    sources: [householdCapital2025, psvfc2025],
    note:
      "From 20 September 2025 (basic $1,079.70, Pension Supplement $84.90, Energy Supplement $14.10); indexed each 20 March and 20 September. " +
      "The stored Services Australia rates page predates 2025, so two secondary sources that agree are recorded; the assets test cut-offs they publish " +
      "($714,500 single homeowner, $1,074,000 couple homeowner) agree with this rate, the full pension limits and the $3 taper. Earlier and later values are not recorded.",
  },
  agePensionMaxRateCoupleEach: {
    label: "Age Pension maximum rate, each member of a couple, per fortnight (basic rate, Pension Supplement and Energy Supplement)",
    unit: "aud",
    values: { "2025–26": 888.5 },
    sources: [householdCapital2025, psvfc2025],
    note: "From 20 September 2025 ($1,777.00 combined; basic $813.90, Pension Supplement $64.00, Energy Supplement $10.60 each). See agePensionMaxRateSingle.",
  },
  assetsTestTaperSingle: {
    label: "Assets test taper: reduction in a single pensioner's fortnightly pension for each $1,000 of assets over the limit",
    unit: "aud",
    values: { "2023–24": 3, "2024–25": 3, "2025–26": 3, "2026–27": 3 },
    sources: [saAssetsTestPensions2024, saAssetsTest],
    note: "$3 a fortnight per $1,000 since 1 January 2017 (previously $1.50); for a couple, $1.50 a fortnight each ($3 combined). A legislated rate, not indexed.",
  },
  assetsTestTaperCoupleEach: {
    label: "Assets test taper: reduction in each member of a couple's fortnightly pension for each $1,000 of combined assets over the limit",
    unit: "aud",
    values: { "2023–24": 1.5, "2024–25": 1.5, "2025–26": 1.5, "2026–27": 1.5 },
    sources: [saAssetsTestPensions2024],
    note: "Since 1 January 2017. A legislated rate, not indexed.",
  },
  incomeFreeAreaSingle: {
    label: "Pension income test free area, single (per fortnight)",
    unit: "aud",
    values: { "2023–24": 204, "2024–25": 212, "2025–26": 218 },
    sources: [
      { title: "DSS: Work Bonus (income free area from 1 July 2023)", url: "https://www.dss.gov.au/seniors/programmes-services/work-bonus" },
      saIncomeTest,
      supercentral2025,
      retirementEssentials2025,
    ],
    note: "Indexed each 1 July (values from 1 July 2023, 1 July 2024, 1 July 2025). 2026–27 left out: the 1 July 2026 value was not confirmed.",
  },
  incomeFreeAreaCouple: {
    label: "Pension income test free area, couple combined (per fortnight)",
    unit: "aud",
    values: { "2023–24": 360, "2024–25": 372, "2025–26": 380 },
    sources: [
      { title: "DSS: Work Bonus (income free area from 1 July 2023)", url: "https://www.dss.gov.au/seniors/programmes-services/work-bonus" },
      saIncomeTest,
      supercentral2025,
      retirementEssentials2025,
    ],
    note: "Indexed each 1 July (values from 1 July 2023, 1 July 2024, 1 July 2025). 2026–27 left out: the 1 July 2026 value was not confirmed.",
  },
  incomeTestTaperSingle: {
    label: "Pension income test taper, single: reduction per dollar of income over the free area",
    unit: "percent",
    values: { "2023–24": 50, "2024–25": 50, "2025–26": 50, "2026–27": 50 },
    sources: [saIncomeTest],
    note: "50 cents in the dollar (standard rules; transitional rate pensioners 40 cents). A legislated rate, not indexed.",
  },
  incomeTestTaperCoupleEach: {
    label: "Pension income test taper, couple: reduction in each member's pension per dollar of combined income over the couple free area",
    unit: "percent",
    values: { "2023–24": 25, "2024–25": 25, "2025–26": 25, "2026–27": 25 },
    sources: [saIncomeTest],
    note: "25 cents each (50 cents combined). A legislated rate, not indexed.",
  },
  deemingThresholdSingle: {
    label: "Deeming threshold, single (lower deeming rate applies up to it)",
    unit: "aud",
    values: { "2023–24": 60_400, "2024–25": 62_600, "2025–26": 64_200 },
    sources: [saDeemingOperational, supercentral2025],
    note: "Indexed each 1 July (values from 1 July 2023, 1 July 2024, 1 July 2025). 2026–27 left out: the 1 July 2026 value was not confirmed.",
  },
  deemingThresholdCouple: {
    label: "Deeming threshold, pensioner couple combined",
    unit: "aud",
    values: { "2023–24": 100_200, "2024–25": 103_800, "2025–26": 106_200 },
    sources: [saDeemingOperational, supercentral2025],
    note: "Indexed each 1 July (values from 1 July 2023, 1 July 2024, 1 July 2025). 2026–27 left out: the 1 July 2026 value was not confirmed.",
  },
  deemingRateLower: {
    label: "Lower deeming rate",
    unit: "percent",
    values: { "2023–24": 0.25, "2024–25": 0.25, "2025–26": 0.75 },
    sources: [
      saDeemingOperational,
      perpetual2025,
      { title: "Priority1: Deeming increase from 20 September 2025", url: "https://priority1.net.au/deeming-increase-announced-implications" },
      {
        title: "Minister for Social Services media release: Changes to social security payments from September 20 (20 August 2025)",
        url: "https://www.tanyaplibersek.com/media/media-releases/changes-to-social-security-payments-from-september-20",
      },
    ],
    note:
      "0.25% from 1 May 2020 to 19 September 2025; 0.75% from 20 September 2025 (the 2025–26 value here). The Minister for Social Services said on 20 August 2025 that the Government would gradually return deeming rates to pre-pandemic settings; " +
      "the rate in force in 2026–27 was not confirmed, so no 2026–27 value is recorded and no question depends on it. " +
      "A non-authoritative news page (blowthetruth.com, searched 25 November 2026) reported 1.25% / 3.25% from 20 March 2026; no government page confirmed it, so it is not used, " +
      "and the 2025–26 value here may not have applied for the whole of 2025–26.",
  },
  deemingRateUpper: {
    label: "Upper deeming rate",
    unit: "percent",
    values: { "2023–24": 2.25, "2024–25": 2.25, "2025–26": 2.75 },
    sources: [
      saDeemingOperational,
      perpetual2025,
      { title: "Priority1: Deeming increase from 20 September 2025", url: "https://priority1.net.au/deeming-increase-announced-implications" },
    ],
    note: "2.25% from 1 May 2020 to 19 September 2025; 2.75% from 20 September 2025 (the 2025–26 value here). 2026–27 not confirmed (see deemingRateLower).",
  },
  giftingFreeAreaAnnual: {
    label: "Gifting (disposal) free area per financial year, single or couple combined",
    unit: "aud",
    values: { "2023–24": 10_000, "2024–25": 10_000, "2025–26": 10_000, "2026–27": 10_000 },
    sources: [saGifting, saGiftingOperational, dssGifting],
    note: "Fixed amount in the Social Security Act 1991 (s 1126AA individuals, s 1126AB couples), not indexed; unchanged since 1 July 2002.",
  },
  giftingFreeAreaFiveYear: {
    label: "Gifting (disposal) free area over a rolling 5 financial years, single or couple combined",
    unit: "aud",
    values: { "2023–24": 30_000, "2024–25": 30_000, "2025–26": 30_000, "2026–27": 30_000 },
    sources: [saGifting, saGiftingOperational, dssGifting],
    note: "Fixed amount, not indexed; no more than the annual free area in any one financial year counts toward it.",
  },
  giftingAssessmentPeriodYears: {
    label: "Period a gift over the free areas is assessed as a deprived asset (and deemed)",
    unit: "years",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [saGifting, saGiftingOperational],
    note: "Five years from the date of the gift. Gifts in the 5 years before a claim also count unless the person could not reasonably have expected to qualify.",
  },
  workBonusFortnightly: {
    label: "Work Bonus concession amount (employment income excluded from the income test each fortnight)",
    unit: "aud",
    values: { "2023–24": 300, "2024–25": 300, "2025–26": 300, "2026–27": 300 },
    sources: [saWorkBonus, dvaWorkBonus, { title: "DSS: Work Bonus", url: "https://www.dss.gov.au/seniors/programmes-services/work-bonus" }],
    note: "Fixed amount in the Social Security Act 1991 (not indexed); $300 since 1 July 2019.",
  },
  workBonusIncomeBankMax: {
    label: "Work Bonus income bank maximum balance",
    unit: "aud",
    values: { "2024–25": 11_800, "2025–26": 11_800, "2026–27": 11_800 },
    sources: [saWorkBonus, dvaWorkBonus],
    note:
      "$7,800 before 1 December 2022; temporarily $11,800 from 1 December 2022 to 31 December 2023, made permanent from 1 January 2024 (new pensioners get a one-off $4,000 credit). " +
      "2023–24 is left out because the rule changed part-way through that year. Fixed amount, not indexed.",
  },
  heasMaxFortnightlyPercent: {
    label: "Home Equity Access Scheme: maximum fortnightly pension plus loan, as a percentage of the maximum pension rate",
    unit: "percent",
    values: { "2023–24": 150, "2024–25": 150, "2025–26": 150, "2026–27": 150 },
    sources: [saHeas, saHeasChoosing, { title: "DSS: Home Equity Access Scheme", url: "https://dss.gov.au/about-the-department/news/67651" }],
    note: "Pension Loans Scheme renamed Home Equity Access Scheme from 1 July 2022; 150% cap since 1 July 2019. The interest rate is not recorded (3.95% a year was the last rate confirmed; not confirmed for 2026–27).",
  },
  heasAdvanceMaxPercent: {
    label: "Home Equity Access Scheme: maximum lump sum advances in any 26 fortnights, as a percentage of the maximum annual pension rate",
    unit: "percent",
    values: { "2023–24": 50, "2024–25": 50, "2025–26": 50, "2026–27": 50 },
    sources: [
      saHeasChoosing,
      {
        title: "data.gov.au: Home Equity Access Scheme quarterly report (scheme description)",
        url: "https://www.data.gov.au/data/dataset/home-equity-access-scheme-quarterly-report",
      },
    ],
    note: "Advance payments available from 1 July 2022; up to two advances in 26 fortnights.",
  },
  homeSaleProceedsExemptionMonths: {
    label: "Assets test exemption for principal home sale proceeds intended for a new home (months)",
    unit: "number",
    values: { "2023–24": 24, "2024–25": 24, "2025–26": 24, "2026–27": 24 },
    sources: [saRealEstate, dssSaleProceeds],
    note: "For homes sold on or after 1 January 2023 (12 months before then); may be extended by up to 12 months (36 in total). The exempt proceeds are deemed at the lower deeming rate only.",
  },
  careSituationHomeExemptionYears: {
    label:
      "Years a pensioner's former principal home stays exempt from the assets test after entering a care situation (such as an aged care home) when no partner remains living in it",
    unit: "years",
    values: { "2023–24": 2, "2024–25": 2, "2025–26": 2, "2026–27": 2 },
    sources: [dssCareSituations, dssRefundableDeposit, dvaEnteringCare],
    note:
      "Social Security Act 1991 s 11A. Where one member of a couple enters care and the other keeps living in the home, the couple remain homeowners and the home stays exempt with no time limit; " +
      "the period runs only when no partner remains (for example from the at-home partner's death).",
  },
  lifetimeIncomeStreamAssetPercent: {
    label:
      "Lifetime income stream bought on or after 1 July 2019: percentage of the purchase amount assessed as an asset from the assessment day up to the threshold day",
    unit: "percent",
    values: { "2023–24": 60, "2024–25": 60, "2025–26": 60, "2026–27": 60 },
    sources: [dvaLifetimeIncomeStreams, saLifetimeIncomeStreamsNews],
    note:
      "From 1 July 2019 (Social Services and Other Legislation Amendment (Supporting Retirement Incomes) Act 2019). The asset value may be higher if the product's surrender value or death benefit is high. " +
      "The threshold day is, broadly, the day the owner reaches age 84 (the life expectancy of a 65-year-old man) but not earlier than 5 years after the assessment day (secondary sources; not quoted in questions).",
  },
  lifetimeIncomeStreamAssetPercentAfterThreshold: {
    label: "Lifetime income stream bought on or after 1 July 2019: percentage of the purchase amount assessed as an asset after the threshold day",
    unit: "percent",
    values: { "2023–24": 30, "2024–25": 30, "2025–26": 30, "2026–27": 30 },
    sources: [dvaLifetimeIncomeStreams],
    note: "From 1 July 2019. A legislated percentage, not indexed.",
  },
  lifetimeIncomeStreamIncomePercent: {
    label: "Lifetime income stream bought on or after 1 July 2019: percentage of each payment assessed as income under the income test",
    unit: "percent",
    values: { "2023–24": 60, "2024–25": 60, "2025–26": 60, "2026–27": 60 },
    sources: [dvaLifetimeIncomeStreams, saLifetimeIncomeStreamsNews],
    note: "From 1 July 2019. The income stream is not deemed. A legislated percentage, not indexed.",
  },
});
