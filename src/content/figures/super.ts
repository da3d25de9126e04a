import { defineFigures } from "./define";

/**
 * Superannuation figures, each financial year side by side. See ./index.ts for the shape.
 *
 * The ATO pages cited below were read in the versions the ATO last updated between
 * 17 April 2026 and 16 September 2026 (so they carry the 2026–27 values); where a figure is
 * fixed in legislation rather than indexed, the note says so.
 */

const ATO_CONTRIBUTIONS_CAPS = {
  title: "ATO: Key superannuation rates and thresholds – Contributions caps",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/contributions-caps",
};
const ATO_CONCESSIONAL_CAP = {
  title: "ATO: Concessional contributions cap",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/concessional-contributions-cap",
};
const ATO_NON_CONCESSIONAL_CAP = {
  title: "ATO: Non-concessional contributions cap",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/non-concessional-contributions-cap",
};
const ATO_TRANSFER_BALANCE_CAP = {
  title: "ATO: Key superannuation rates and thresholds – Transfer balance cap",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/transfer-balance-cap",
};
const ATO_PAYMENTS_FROM_SUPER = {
  title: "ATO: Key superannuation rates and thresholds – Payments from super",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/payments-from-super",
};
const ATO_SUPER_GUARANTEE = {
  title: "ATO: Key superannuation rates and thresholds – Super guarantee",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee",
};
const ATO_CONDITIONS_OF_RELEASE = {
  title: "ATO: Conditions of release",
  url: "https://www.ato.gov.au/tax-and-super-professionals/for-superannuation-professionals/apra-regulated-funds/paying-benefits/releasing-benefits/conditions-of-release",
};
const ATO_INCOME_STREAM_RULES = {
  title: "ATO: Income stream (pension) rules and payments",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/self-managed-super-funds-smsf/paying-smsf-benefits/income-stream-pension-rules-and-payments",
};
const ATO_DEATH_BENEFITS = {
  title: "ATO: Superannuation death benefits",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/withdrawing-and-using-your-super/superannuation-death-benefits",
};
const ATO_DOWNSIZER_GN = {
  title: "ATO: GN 2018/2 Downsizer contribution",
  url: "https://www.ato.gov.au/law/view/document?docid=GDN%2FGDN20182%2FNAT%2FATO%2F00001",
};
const ART_DOWNSIZER = {
  title: "Australian Retirement Trust: Downsizer contributions",
  url: "https://www.australianretirementtrust.com.au/superannuation/contributions/voluntary/downsizing-contributions",
};
const ART_SPOUSE = {
  title: "Australian Retirement Trust: Spouse contributions",
  url: "https://www.australianretirementtrust.com.au/superannuation/contributions/voluntary/spouse",
};
const FIRSTTECH_2026 = {
  title: "Colonial First State FirstTech: transfer balance cap to increase to $2.1 million on 1 July 2026",
  url: "https://cfs.com.au/content/cfs-winged/au/en/adviser/firsttech/overview.html",
};
const GRANT_THORNTON_CAPS = {
  title: "Grant Thornton: Time to revise your superannuation strategy (caps from 1 July 2026)",
  url: "https://www.grantthornton.com.au/insights/client-alerts/time-to-revise-your-superannuation-strategy",
};
const SUPERGUIDE_WORK_TEST = {
  title: "SuperGuide: What are the current work test rules for super contributions?",
  url: "https://www.superguide.com.au/how-super-works/work-test-super-contributions",
};

const ATO_ABOUT_PAYDAY_SUPER = {
  title: "ATO: About Payday Super",
  url: "https://www.ato.gov.au/businesses-and-organisations/super-for-employers/about-payday-super",
};
const ATO_DIV296_LARGE_BALANCES = {
  title: "ATO: Division 296 tax on large super balances",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/division-296-tax/division-296-tax-on-large-super-balances",
};
const ATO_DIV296_CALCULATED = {
  title: "ATO: How Division 296 tax is calculated",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/division-296-tax/how-division-296-tax-is-calculated",
};
const ATO_DIV296_PAYING = {
  title: "ATO: Paying Division 296 tax",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/division-296-tax/paying-division-296-tax",
};
const TLA_2026_SCH1_ITEM22 = {
  title:
    "Treasury Laws Amendment (Building a Stronger and Fairer Super System) Act 2026 (No. 8 of 2026), Sch 1 item 22 (indexation of the Division 296 thresholds), ATO Legal Database",
  url: "https://www.ato.gov.au/law/view/document?DocID=PAC%2F20260008%2FSch1-Cl22&PiT=99991231235958",
};

export const superFigures = defineFigures({
  // --- contributions caps ---
  concessionalCap: {
    label: "General concessional contributions cap",
    unit: "aud",
    values: { "2023–24": 27_500, "2024–25": 30_000, "2025–26": 30_000, "2026–27": 32_500 },
    sources: [ATO_CONTRIBUTIONS_CAPS, ATO_CONCESSIONAL_CAP, GRANT_THORNTON_CAPS],
    note: "Indexed to AWOTE in $2,500 steps; $32,500 from 1 July 2026",
  },
  nonConcessionalCap: {
    label: "Annual non-concessional contributions cap (total super balance below the general transfer balance cap)",
    unit: "aud",
    values: { "2023–24": 110_000, "2024–25": 120_000, "2025–26": 120_000, "2026–27": 130_000 },
    sources: [ATO_NON_CONCESSIONAL_CAP, ATO_CONTRIBUTIONS_CAPS, GRANT_THORNTON_CAPS],
    note: "Four times the concessional cap. Nil for a year if total super balance at the previous 30 June is at or above the general transfer balance cap.",
  },
  nonConcessionalBringForwardCap: {
    label: "Non-concessional cap over a three-year bring-forward period (3 × the annual cap in the trigger year)",
    unit: "aud",
    values: { "2023–24": 330_000, "2024–25": 360_000, "2025–26": 360_000, "2026–27": 390_000 },
    sources: [ATO_NON_CONCESSIONAL_CAP, GRANT_THORNTON_CAPS],
    note: "Fixed at the first (trigger) year's cap for the whole period: later indexation does not raise it.",
  },
  nonConcessionalTwoYearBringForwardCap: {
    label: "Non-concessional cap over a two-year bring-forward period (2 × the annual cap in the trigger year)",
    unit: "aud",
    values: { "2023–24": 220_000, "2024–25": 240_000, "2025–26": 240_000, "2026–27": 260_000 },
    sources: [ATO_NON_CONCESSIONAL_CAP],
  },
  bringForwardThreeYearTsbThreshold: {
    label: "Total super balance at the previous 30 June must be below this for the three-year bring-forward",
    unit: "aud",
    values: { "2023–24": 1_680_000, "2024–25": 1_660_000, "2025–26": 1_760_000, "2026–27": 1_840_000 },
    sources: [ATO_NON_CONCESSIONAL_CAP],
    note: "General transfer balance cap less 2 × the annual non-concessional cap.",
  },
  bringForwardTwoYearTsbThreshold: {
    label: "Total super balance at the previous 30 June must be below this for the two-year bring-forward",
    unit: "aud",
    values: { "2023–24": 1_790_000, "2024–25": 1_780_000, "2025–26": 1_880_000, "2026–27": 1_970_000 },
    sources: [ATO_NON_CONCESSIONAL_CAP],
    note: "General transfer balance cap less 1 × the annual non-concessional cap. At or above this (but below the general transfer balance cap) only the annual cap applies.",
  },
  bringForwardAgeLimit: {
    label: "Bring-forward available if under this age at any time in the financial year",
    unit: "age",
    values: { "2023–24": 75, "2024–25": 75, "2025–26": 75, "2026–27": 75 },
    sources: [ATO_NON_CONCESSIONAL_CAP],
    note: "Under 75 from 2022–23.",
  },
  carryForwardTsbThreshold: {
    label: "Carry-forward (catch-up) concessional contributions: total super balance at the previous 30 June must be less than this",
    unit: "aud",
    values: { "2023–24": 500_000, "2024–25": 500_000, "2025–26": 500_000, "2026–27": 500_000 },
    sources: [ATO_CONCESSIONAL_CAP, ATO_CONTRIBUTIONS_CAPS],
    note: "Not indexed. A balance of exactly $500,000 fails the test.",
  },
  carryForwardYears: {
    label: "Unused concessional cap amounts can be carried forward for up to this many years",
    unit: "years",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [ATO_CONCESSIONAL_CAP],
    note: "Oldest unused amounts are applied first; in 2026–27 the unused amounts of 2021–22 to 2025–26 are available.",
  },
  workTestAge: {
    label: "From this age (to 75) the work test (40 hours in 30 consecutive days) applies to claiming a deduction for personal contributions",
    unit: "age",
    values: { "2023–24": 67, "2024–25": 67, "2025–26": 67, "2026–27": 67 },
    sources: [SUPERGUIDE_WORK_TEST],
    note: "Since 1 July 2022 the work test applies only to personal deductible contributions.",
  },
  downsizerCap: {
    label: "Downsizer contribution limit per person",
    unit: "aud",
    values: { "2023–24": 300_000, "2024–25": 300_000, "2025–26": 300_000, "2026–27": 300_000 },
    sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
    note: "Fixed in legislation (not indexed); limited to the sale proceeds; does not count towards any contributions cap.",
  },
  downsizerMinAge: {
    label: "Minimum age for a downsizer contribution (at the time of contributing)",
    unit: "age",
    values: { "2023–24": 55, "2024–25": 55, "2025–26": 55, "2026–27": 55 },
    sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
    note: "55 from 1 January 2023 (60 from 1 July 2022, 65 before).",
  },
  downsizerOwnershipYears: {
    label: "Home must have been owned by the person or their spouse for at least this many years",
    unit: "years",
    values: { "2023–24": 10, "2024–25": 10, "2025–26": 10, "2026–27": 10 },
    sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
  },
  downsizerContributionDays: {
    label: "Downsizer contribution must be made within this many days of receiving the sale proceeds (usually settlement)",
    unit: "days",
    values: { "2023–24": 90, "2024–25": 90, "2025–26": 90, "2026–27": 90 },
    sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
  },
  spouseContributionOffsetRate: {
    label: "Spouse contribution tax offset rate, percent of eligible contributions",
    unit: "percent",
    values: { "2023–24": 18, "2024–25": 18, "2025–26": 18, "2026–27": 18 },
    sources: [ART_SPOUSE],
    note: "Income Tax Assessment Act 1997 s 290-230; unchanged since 1 July 2017.",
  },
  spouseContributionOffsetMaxContribution: {
    label: "Maximum spouse contribution that attracts the tax offset",
    unit: "aud",
    values: { "2023–24": 3_000, "2024–25": 3_000, "2025–26": 3_000, "2026–27": 3_000 },
    sources: [ART_SPOUSE],
    note: "Reduced $1 for every $1 of the receiving spouse's income above the lower threshold.",
  },
  spouseContributionOffsetMax: {
    label: "Maximum spouse contribution tax offset",
    unit: "aud",
    values: { "2023–24": 540, "2024–25": 540, "2025–26": 540, "2026–27": 540 },
    sources: [ART_SPOUSE],
  },
  spouseOffsetIncomeLowerThreshold: {
    label: "Spouse contribution tax offset: full offset if the receiving spouse's income is at or below this",
    unit: "aud",
    values: { "2023–24": 37_000, "2024–25": 37_000, "2025–26": 37_000, "2026–27": 37_000 },
    sources: [ART_SPOUSE],
    note: "Income = assessable income + reportable fringe benefits + reportable employer super contributions. Not indexed.",
  },
  spouseOffsetIncomeUpperThreshold: {
    label: "Spouse contribution tax offset: no offset if the receiving spouse's income is at or above this",
    unit: "aud",
    values: { "2023–24": 40_000, "2024–25": 40_000, "2025–26": 40_000, "2026–27": 40_000 },
    sources: [ART_SPOUSE],
    note: "Not indexed. The receiving spouse's total super balance at the previous 30 June must also be below the general transfer balance cap (FirstTech 2026).",
  },

  // --- employer contributions ---
  superGuaranteeRate: {
    label: "Super guarantee rate",
    unit: "percent",
    values: { "2023–24": 11, "2024–25": 11.5, "2025–26": 12, "2026–27": 12 },
    sources: [ATO_SUPER_GUARANTEE],
    note: "From 1 July 2026 (Payday Super) a percentage of qualifying earnings, which include ordinary time earnings and salary sacrifice contributions; before that, of ordinary time earnings.",
  },
  paydaySuperDueBusinessDays: {
    label: "Payday Super: super guarantee contributions must be received by the employee's fund within this many business days after payday (from 1 July 2026)",
    unit: "days",
    values: { "2026–27": 7 },
    sources: [ATO_ABOUT_PAYDAY_SUPER],
    note: "Business days. Longer applies in some cases, such as for new employees. Before 1 July 2026 contributions were due 28 days after the end of each quarter. The Small Business Superannuation Clearing House closed to new users on 1 October 2025 and is no longer accessible from 1 July 2026.",
  },
  maxContributionBaseAnnual: {
    label: "Maximum super contribution base, annual (from 1 July 2026, under Payday Super)",
    unit: "aud",
    values: { "2026–27": 270_830 },
    sources: [ATO_SUPER_GUARANTEE],
    note: "Before 1 July 2026 the base was quarterly ($62,500 a quarter in 2025–26).",
  },

  // --- access and preservation ---
  preservationAge: {
    label: "Preservation age (everyone born on or after 1 July 1964)",
    unit: "age",
    values: { "2024–25": 60, "2025–26": 60, "2026–27": 60 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_CONDITIONS_OF_RELEASE],
    note: "From 1 July 2024 everyone who has not yet reached preservation age has a preservation age of 60. In 2023–24 it depended on date of birth (59 for those born 1 July 1963 to 30 June 1964), so no single value is given for that year.",
  },
  unrestrictedAccessAge: {
    label: "Age from which super can be cashed with no cashing restriction, even if still working",
    unit: "age",
    values: { "2023–24": 65, "2024–25": 65, "2025–26": 65, "2026–27": 65 },
    sources: [ATO_CONDITIONS_OF_RELEASE],
  },

  // --- retirement income streams ---
  transferBalanceCap: {
    label: "General transfer balance cap",
    unit: "aud",
    values: { "2023–24": 1_900_000, "2024–25": 1_900_000, "2025–26": 2_000_000, "2026–27": 2_100_000 },
    sources: [ATO_TRANSFER_BALANCE_CAP, ATO_NON_CONCESSIONAL_CAP, FIRSTTECH_2026],
    note: "Indexed to CPI in $100,000 steps. Earlier years (ATO table): $1.6 million from 2017–18 to 2020–21, $1.7 million in 2021–22 and 2022–23. Also the total super balance at which the non-concessional cap is nil, and the limit for the co-contribution and the spouse tax offset.",
  },
  transitionToRetirementMaxPercent: {
    label: "Maximum annual payments from a transition to retirement income stream, percent of the account balance at the start of the year",
    unit: "percent",
    values: { "2023–24": 10, "2024–25": 10, "2025–26": 10, "2026–27": 10 },
    sources: [ATO_CONDITIONS_OF_RELEASE, ATO_INCOME_STREAM_RULES],
    note: "Until the member meets a condition of release with no cashing restriction (e.g. turning 65).",
  },
  minimumDrawdownUnder65: {
    label: "Minimum annual pension payment, percent of balance: under 65",
    unit: "percent",
    values: { "2023–24": 4, "2024–25": 4, "2025–26": 4, "2026–27": 4 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
    note: "SIS Regulations Schedule 7; standard factors from 2023–24 onwards. Age at 1 July (or at commencement in the first year).",
  },
  minimumDrawdown65To74: {
    label: "Minimum annual pension payment, percent of balance: 65 to 74",
    unit: "percent",
    values: { "2023–24": 5, "2024–25": 5, "2025–26": 5, "2026–27": 5 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },
  minimumDrawdown75To79: {
    label: "Minimum annual pension payment, percent of balance: 75 to 79",
    unit: "percent",
    values: { "2023–24": 6, "2024–25": 6, "2025–26": 6, "2026–27": 6 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },
  minimumDrawdown80To84: {
    label: "Minimum annual pension payment, percent of balance: 80 to 84",
    unit: "percent",
    values: { "2023–24": 7, "2024–25": 7, "2025–26": 7, "2026–27": 7 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },
  minimumDrawdown85To89: {
    label: "Minimum annual pension payment, percent of balance: 85 to 89",
    unit: "percent",
    values: { "2023–24": 9, "2024–25": 9, "2025–26": 9, "2026–27": 9 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },
  minimumDrawdown90To94: {
    label: "Minimum annual pension payment, percent of balance: 90 to 94",
    unit: "percent",
    values: { "2023–24": 11, "2024–25": 11, "2025–26": 11, "2026–27": 11 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },
  minimumDrawdown95Plus: {
    label: "Minimum annual pension payment, percent of balance: 95 or more",
    unit: "percent",
    values: { "2023–24": 14, "2024–25": 14, "2025–26": 14, "2026–27": 14 },
    sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES],
  },

  // --- Division 296 (tax on earnings for total super balances above $3 million), from 2026–27 ---
  div296LargeBalanceThreshold: {
    label: "Division 296: large superannuation balance threshold (LSBT)",
    unit: "aud",
    values: { "2026–27": 3_000_000 },
    sources: [ATO_DIV296_LARGE_BALANCES, TLA_2026_SCH1_ITEM22],
    note: "Treasury Laws Amendment (Building a Stronger and Fairer Super System) Act 2026 (No. 8 of 2026); applies from the 2026–27 income year. Indexed to CPI in $150,000 increments. For 2026–27 only the total super balance at 30 June 2027 is tested; from 2027–28 the greater of the balance just before the start of the year and at its end.",
  },
  div296VeryLargeBalanceThreshold: {
    label: "Division 296: very large superannuation balance threshold (VLSBT)",
    unit: "aud",
    values: { "2026–27": 10_000_000 },
    sources: [ATO_DIV296_LARGE_BALANCES, TLA_2026_SCH1_ITEM22],
    note: "Indexed to CPI in $500,000 increments.",
  },
  div296Rate: {
    label: "Division 296 tax rate on taxable super earnings (the share of total super earnings attributable to the balance above the LSBT)",
    unit: "percent",
    values: { "2026–27": 15 },
    sources: [ATO_DIV296_LARGE_BALANCES, ATO_DIV296_CALCULATED],
    note: "Assessed to the individual by the ATO, in addition to the fund's own tax; the headline combined rate on those earnings is 30%.",
  },
  div296VeryLargeAdditionalRate: {
    label: "Division 296 additional tax rate on the very large super balance earnings component (the share attributable to the balance above the VLSBT)",
    unit: "percent",
    values: { "2026–27": 10 },
    sources: [ATO_DIV296_LARGE_BALANCES, ATO_DIV296_CALCULATED],
    note: "On top of the 15% rate, so earnings attributable to the balance above the VLSBT bear 25% Division 296 tax (a headline combined rate of 40%).",
  },
  div296PaymentDays: {
    label: "Division 296 tax is due and payable this many days after the ATO issues the Division 296 notice of assessment",
    unit: "days",
    values: { "2026–27": 84 },
    sources: [ATO_DIV296_PAYING],
    note: "Amounts for a defined benefit interest not in retirement phase are deferred. General interest charge applies to late payment. The tax is not deductible.",
  },
  div296ReleaseElectionDays: {
    label: "Division 296: days after the notice of assessment within which the individual may elect to release money from super to pay the tax",
    unit: "days",
    values: { "2026–27": 60 },
    sources: [ATO_DIV296_PAYING, ATO_DIV296_LARGE_BALANCES],
    note: "The election does not change the due date; once made it cannot be withdrawn.",
  },

  // --- death benefits ---
  deathBenefitNonDependantTaxedElementRate: {
    label: "Maximum tax rate (before Medicare levy) on the taxed element of a death benefit lump sum paid to a non-dependant (tax law)",
    unit: "percent",
    values: { "2023–24": 15, "2024–25": 15, "2025–26": 15, "2026–27": 15 },
    sources: [ATO_PAYMENTS_FROM_SUPER],
    note: "The tax-free component is tax free; a lump sum to a tax dependant is tax free.",
  },
  deathBenefitNonDependantUntaxedElementRate: {
    label: "Maximum tax rate (before Medicare levy) on the untaxed element of a death benefit lump sum paid to a non-dependant (tax law)",
    unit: "percent",
    values: { "2023–24": 30, "2024–25": 30, "2025–26": 30, "2026–27": 30 },
    sources: [ATO_PAYMENTS_FROM_SUPER],
  },
  taxDependantChildAgeUnder: {
    label: "A child of the deceased is a death benefits dependant for tax only if under this age (unless financially dependent or interdependent)",
    unit: "age",
    values: { "2023–24": 18, "2024–25": 18, "2025–26": 18, "2026–27": 18 },
    sources: [ATO_DEATH_BENEFITS],
  },
  deathBenefitChildIncomeStreamAgeLimit: {
    label:
      "A child (other than one with a permanent disability) can receive a death benefit income stream only until this age; financially dependent or disabled if 18 or over",
    unit: "age",
    values: { "2023–24": 25, "2024–25": 25, "2025–26": 25, "2026–27": 25 },
    sources: [ATO_DEATH_BENEFITS],
    note: "The income stream must be cashed as a lump sum on or before the child turns 25, unless the child has a permanent disability.",
  },
});
