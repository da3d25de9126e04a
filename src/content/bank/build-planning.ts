import type { BankBatch, Source } from "../../quiz/types";
import { aud, fig } from "../figures";

/**
 * Batch "build-planning": aged care, estate planning, insurance, investment and debt, written to
 * the law and figures for 2026–27. Sources for every claim are listed in
 * ./build-planning.sources.md.
 */

const Y = "2026–27" as const;

// ---------------------------------------------------------------------------------------------
// Sources
// ---------------------------------------------------------------------------------------------

const healthRadRetention: Source = {
  title: "Department of Health, Disability and Ageing: Refundable accommodation deposit and contribution (RAD and RAC) retention",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/refundable-accommodation-deposit-and-contribution-rad-and-rac-retention",
};
const healthManagingAccommodation: Source = {
  title: "Department of Health, Disability and Ageing: Managing accommodation costs for residential aged care",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/managing-fees-accommodation-costs",
};
const healthDapIndexation: Source = {
  title: "Department of Health, Disability and Ageing: Daily accommodation payment (DAP) indexation",
  url: "https://www.health.gov.au/our-work/residential-aged-care/managing/dap-indexation",
};
const healthMaxAccommodation: Source = {
  title: "Department of Health, Disability and Ageing: Published prices and maximum accommodation payment amounts",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/published-prices-and-maximum-accommodation-payment-amounts",
};
const ihacpaRadApprovals: Source = {
  title: "IHACPA: About RAD approvals",
  url: "https://www.ihacpa.gov.au/aged-care/refundable-accommodation-deposits-rads/about-rad-approvals",
};
const saCaps: Source = {
  title: "Services Australia: Annual, lifetime and time limited caps for aged care",
  url: "https://www.servicesaustralia.gov.au/annual-lifetime-and-time-limited-caps-for-aged-care",
};
const myAgedCareFeeChanges: Source = {
  title: "My Aged Care: Changes to fees, contributions, and accommodation costs while in an aged care home",
  url: "https://www.myagedcare.gov.au/changes-fees-contributions-and-accommodation-costs-while-aged-care-home",
};
const healthChangingArrangements: Source = {
  title: "Department of Health, Disability and Ageing: Changes to fee and accommodation arrangements for residential aged care",
  url: "https://www.health.gov.au/our-work/residential-aged-care/charging/changing-fee-and-accommodation-arrangements",
};
const guideContributionsResidential: Source = {
  title: "Department of Health, Disability and Ageing: Guide to Aged Care Law – Contributions in residential care",
  url: "https://www.health.gov.au/node/56935",
};
const healthSupportAtHomeContributions: Source = {
  title: "Department of Health, Disability and Ageing: Support at Home participant contributions",
  url: "https://www.health.gov.au/our-work/support-at-home/support-at-home-participant-contributions",
};
const codeOfEthics: Source = {
  title: "Financial Planners and Advisers Code of Ethics 2019 (Standards 2, 4, 5 and 6)",
  url: "https://www.legislation.gov.au/F2019L00117/latest/text",
};
const awareEstatePlanning: Source = {
  title: "Aware Super: Estate planning and beneficiaries (binding nominations override the will; family trust assets pass under the trust deed)",
  url: "https://aware.com.au/blog/life-events/caring-for-a-young-family/estate-planning-and-beneficiaries",
};
const itaa128_50: Source = {
  title: "Income Tax Assessment Act 1997 (Cth) s 128-50 Joint tenants (ATO Legal Database)",
  url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F128-50%22",
};
const td1999_72: Source = {
  title: "ATO Taxation Determination TD 1999/72 (a joint tenant's interest passes to the survivor, not to the estate)",
  url: "https://www.ato.gov.au/law/view/view.htm?PiT=99991231235958&docid=TXD%2FTD199972%2FNAT%2FATO%2F00001",
};
const dvaRefund: Source = {
  title: "DVA CLIK 3.3.6 Refund of accommodation costs",
  url: "https://clik.dva.gov.au/compensation-and-support-reference-library/aged-care-means-testing/3-residential-aged-care-fees-and-payments/33-accommodation-costs/336-refund-accommodation-costs",
};
const atoCostBaseInherited: Source = {
  title: "ATO: Cost base of inherited assets",
  url: "https://www.ato.gov.au/individuals/capital-gains-tax/inherited-assets-and-capital-gains-tax/cost-base-of-inherited-assets/",
};
const atoInheritingDwelling: Source = {
  title: "ATO: Inheriting a dwelling",
  url: "https://www.ato.gov.au/general/capital-gains-tax/in-detail/gifts,-inheritances-and-deceased-estates/inheriting-a-dwelling/",
};
const atoFlowchart36: Source = {
  title: "ATO: Guide to capital gains tax, flowchart 3.6 (inherited dwelling)",
  url: "https://ato.gov.au/forms-and-instructions/capital-gains-tax-guide-2010/appendixes/appendix-3-flowcharts/flowchart-36",
};
const emTestamentaryTrusts: Source = {
  title: "Explanatory Memorandum, Treasury Laws Amendment (2019 Measures No. 3) Bill 2019 (testamentary trusts, excepted trust income) – ATO Legal Database",
  url: "https://ato.gov.au/law/view/print?DocID=NEM%2FEM202020%2FNAT%2FATO%2F00007&PiT=99991231235958",
};
const atoIncomeProtection: Source = {
  title: "ATO: Income protection insurance",
  url: "https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/deductions-you-can-claim/investments-insurance-and-super/income-protection-insurance",
};
const emHayneInsurance: Source = {
  title: "Explanatory Memorandum, Financial Sector Reform (Hayne Royal Commission Response) Bill 2020, Chapter 2 (duty to take reasonable care not to make a misrepresentation) – ATO Legal Database",
  url: "https://ato.gov.au/law/view/print?DocID=NEM%2FEM202047%2FNAT%2FATO%2F00004&PiT=99991231235958",
};
const bnlawDutyReasonableCare: Source = {
  title: "Bartier Perry / BN Law: New consumer duty under the Insurance Contracts Act 1984 commencing 5 October 2021",
  url: "https://bnlaw.com.au/knowledge-hub/insights/new-consumer-duty-under-insurance-contracts-act-1984-commencing-5-october-2021/",
};
const atoFundInsuranceDeductions: Source = {
  title: "ATO: Fund income tax return instructions, F Death or disability premiums (insured benefits must be consistent with conditions of release from 1 July 2014)",
  url: "https://ato.gov.au/forms-and-instructions/fund-income-tax-return-2015-instructions/section-c-deductions/11-deductions/f-death-or-disability-premiums",
};
const commbankInsuranceSuper: Source = {
  title: "CommBank: Insurance inside or outside super",
  url: "https://www.commbank.com.au/articles/financial-wellbeing/insurance-inside-or-outside-super.html",
};
const moneysmartLifeCalculator: Source = {
  title: "ASIC Moneysmart: Life insurance calculator",
  url: "https://moneysmart.gov.au/how-life-insurance-works/life-insurance-calculator",
};
const atoTd2007_4: Source = {
  title: "ATO Taxation Determination TD 2007/4 (s 118-300 exempts death and terminal illness benefits, not trauma benefits)",
  url: "https://www.ato.gov.au/law/view/document?docid=TXD/TD20074/NAT/ATO/00001",
};
const atoTraumaRuling: Source = {
  title: "ATO edited private advice 5010048808824: trauma insurance payment not assessable; capital gain disregarded under s 118-37",
  url: "https://www.ato.gov.au/law/view/view.htm?PiT=99991231235958&docid=EV%2F5010048808824",
};
const afaIdii: Source = {
  title: "AFA: APRA finalises IDII intervention measures (agreed value removed from 1 April 2020; income at risk; 90% then 70% caps)",
  url: "https://www.afa.asn.au/news/apra-finalises-idii-intervention-measures",
};
const savingsIdii: Source = {
  title: "Savings.com.au: What changes are coming to income protection (quoting APRA: agreed value contracts discontinued from 31 March 2020)",
  url: "https://www.savings.com.au/home-loans/what-changes-are-coming-to-income-protection",
};
const atoOffsetRuling: Source = {
  title: "ATO edited private advice 1012341439096: interest on the gross loan deductible where offset money was used privately before the property was rented",
  url: "https://www.ato.gov.au/law/view/print?DocID=EV%2F1012341439096&PiT=99991231235958",
};
const atoOffsetAdvice2019: Source = {
  title: "ATO edited private advice 7920129145206 (18 January 2019): full interest on a rental property loan deductible where offset account funds are withdrawn for non-income producing purposes",
  url: "https://www.ato.gov.au/law/view/view.htm?PiT=99991231235958&docid=EV%2F7920129145206",
};
const atoRedrawNewHomeAdvice: Source = {
  title: "ATO edited private advice 1012253779638: interest on funds redrawn from a rental property loan to finance a new private residence is not deductible",
  url: "https://www.ato.gov.au/law/view/view.htm?PiT=99991231235958&docid=EV%2F1012253779638",
};
const atoRedrawPrivateAdvice: Source = {
  title: "ATO edited private advice 1012882983255: interest on an amount redrawn from a rental property loan for non-income producing purposes is not deductible",
  url: "https://www.ato.gov.au/law/view/view.htm?PiT=99991231235958&docid=EV%2F1012882983255",
};
const atoTr2000_2: Source = {
  title: "ATO Taxation Ruling TR 2000/2: deductibility of interest on moneys drawn down under line of credit facilities and redraw facilities",
  url: "https://www.ato.gov.au/law/view/document?docid=TXR/TR20002/NAT/ATO/00001",
};
const atoMixedLoanAdvice2021: Source = {
  title: "ATO edited private advice 1051882793027 (15 September 2021): a loan used for two purposes is a mixed purpose loan, and its interest is apportioned by the debt used for each purpose (citing TR 2000/2)",
  url: "https://www.ato.gov.au/law/view/print?DocID=EV%2F1051882793027&PiT=99991231235958",
};
const atoRentalInterest: Source = {
  title: "ATO: Rent – interest on loans, redraw facilities and apportionment (myTax, rental income and expenses)",
  url: "https://ato.gov.au/Individuals/myTax/2018/In-detail/rent/",
};
const westpacOffset: Source = {
  title: "Westpac: Pay off my mortgage sooner with an offset account or redraw facility",
  url: "https://www.westpac.com.au/help/lifemoments/recovery/getting-back-to-basics/how-long-to-pay-off-mortgage/",
};
const atoInvestmentDeductions: Source = {
  title: "ATO: Interest, dividend and other investment income deductions",
  url: "https://www.ato.gov.au/individuals/income-and-deductions/deductions-you-can-claim/other-deductions/interest,-dividend-and-other-investment-income-deductions/",
};
const moneysmartDiversification: Source = {
  title: "ASIC Moneysmart: Diversification",
  url: "https://www.moneysmart.gov.au/investing/invest-smarter/risk-and-return/diversification",
};
const commsecMix: Source = {
  title: "CommSec: How do I get the right mix in my portfolio? (defensive and growth asset classes)",
  url: "https://www.commsec.com.au/education/learn/investing-basics/how-do-i-get-the-right-mix-in-my-portfolio.html",
};
const restSrm: Source = {
  title: "Rest: Standard Risk Measure methodology (ASFA and FSC guidance, July 2011)",
  url: "https://rest.com.au/investments/how-we-invest/standard-risk-measure-methodology",
};
const qsuperSrm: Source = {
  title: "QSuper: Standard risk measures",
  url: "https://qsuper.qld.gov.au/performance/investment-basics/standard-risk-measures",
};
const choiceMargin: Source = {
  title: "CHOICE: Margin loans guide (LVR and margin calls)",
  url: "https://www.choice.com.au/money/financial-planning-and-investing/stock-market-investing/articles/margin-loans-guide",
};
const atoManagedFunds: Source = {
  title: "ATO: Personal investors guide to capital gains tax 2024, Part C: Distributions from managed funds",
  url: "https://ato.gov.au/forms-and-instructions/capital-gains-tax-personal-investors-guide-2024/part-c-distributions-from-managed-funds",
};
const commbankDebtPlan: Source = {
  title: "CommBank: Find a debt repayment plan (highest interest rate first – the avalanche method)",
  url: "https://commbank.com.au/articles/financial-wellbeing/find-a-debt-repayment-plan.html",
};
const ratecityDebtOrder: Source = {
  title: "RateCity: Which of my debts should I pay off first?",
  url: "https://www.ratecity.com.au/personal-loans/news/debt-highest-australian-history-cash",
};

// ---------------------------------------------------------------------------------------------
// Figures used in question text (from the figures module) and illustrative client amounts
// ---------------------------------------------------------------------------------------------

const retentionRate = fig("radRetentionRatePercent", Y);
const retentionYears = fig("radRetentionMaxYears", Y);
const ncccCapYears = fig("nonClinicalCareTimeLimitedCapYears", Y);
const ncccCapDays = fig("nonClinicalCareTimeLimitedCapDays", Y);
/** Groups thousands with commas, locale-independent: 1460 -> "1,460". */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const dwellingYears = fig("inheritedDwellingExemptionYears", Y);
const srmYears = fig("standardRiskMeasurePeriodYears", Y);

// Vera (illustrative client amounts)
const VERA_RAD = 650_000;
const VERA_RETENTION_A_YEAR = (VERA_RAD * retentionRate) / 100; // 13,000
const VERA_RETENTION_ONE_OFF = VERA_RETENTION_A_YEAR * retentionYears; // 65,000

// Tom and Wen (illustrative client amounts)
const HOME_LOAN = 620_000;
const CAR_LOAN = 18_000;
const CREDIT_CARD = 6_000;
const OFFSET = 35_000;
const EDUCATION_PER_CHILD = 60_000;
const FUNERAL = 20_000;
const INCOME_TOP_UP = 42_000;
const INCOME_YEARS = 10;
const EXISTING_LIFE_COVER = 280_000;
const DEBTS = HOME_LOAN + CAR_LOAN + CREDIT_CARD; // 644,000
const TOTAL_NEED = DEBTS + 2 * EDUCATION_PER_CHILD + FUNERAL + INCOME_TOP_UP * INCOME_YEARS; // 1,204,000
const SHORTFALL = TOTAL_NEED - EXISTING_LIFE_COVER - OFFSET; // 889,000
const TOM_SHARES = 45_000;

// Ines (margin loan)
const INES_PORTFOLIO = 195_000;
const INES_LOAN = 117_000;
const INES_MAX_LVR = 70;
const INES_NEW_VALUE = 156_000;
const INES_MAX_LOAN = (INES_NEW_VALUE * INES_MAX_LVR) / 100; // 109,200
const INES_REPAY = INES_LOAN - INES_MAX_LOAN; // 7,800
const INES_FALL = INES_PORTFOLIO - INES_NEW_VALUE; // 39,000

// Gareth (redraw)
const GARETH_BORROWED = 420_000;
const GARETH_BALANCE = 315_000;
const GARETH_REDRAW = GARETH_BORROWED - GARETH_BALANCE; // 105,000
const GARETH_DEDUCTIBLE_PCT = Math.round((100 * GARETH_BALANCE) / GARETH_BORROWED); // 75

export const buildPlanningBatch: BankBatch = {
  id: "build-planning",
  caseStudies: [
    // =========================================================================================
    // Case study 1: Vera — aged care and estate planning
    // =========================================================================================
    {
      id: "vera",
      title: "Vera",
      summary: "An 87-year-old widow moving into an aged care home under the Aged Care Act 2024, with her daughter as attorney and an estate to plan.",
      year: Y,
      narrative: [
        "It is November 2026. Vera, 87, is a widow who lives alone in the house in Ballarat that she and her late husband bought in 1988; the house is now in Vera's sole name. Since February 2026 she has received Support at Home services and has paid participant contributions towards them.",
        "In October 2026 Vera was approved for permanent residential aged care. She has never lived in an aged care home before. She plans to move into Banksia Gardens on 1 December 2026 and has agreed a room price of $650,000 as a refundable accommodation deposit (RAD). Services Australia has assessed her means: she is not a low-means resident, so she must pay the agreed room price as an accommodation payment. Banksia Gardens also offers premium suites whose published price is above the maximum accommodation payment amount.",
        "Vera has listed her house for sale and expects settlement about four months after she moves in. She intends to pay the full RAD from the sale proceeds.",
        "Vera's daughter Wendy, 58, lives nearby, holds Vera's enduring power of attorney for financial matters and comes to every meeting. Her son Theo, 55, lives in Singapore. Vera's will, made in 2019, leaves her estate to Wendy and Theo in equal shares. Vera's GP confirmed in 2026 that she has capacity to make her own financial decisions.",
      ],
      profile: [
        { label: "Age", value: "87" },
        { label: "Relationship status", value: "Widowed" },
        { label: "Care", value: "Support at Home since February 2026; entering Banksia Gardens on 1 December 2026" },
        { label: "Agreed room price", value: "$650,000 RAD" },
        { label: "Means assessment", value: "Not low means: pays the agreed room price as an accommodation payment" },
        { label: "Attorney", value: "Wendy (daughter), enduring power of attorney for financial matters" },
        { label: "Will (2019)", value: "Estate to Wendy and Theo equally" },
      ],
      tables: [
        {
          caption: "Vera's assets",
          columns: ["Asset", "Ownership", "Value", "Notes"],
          rows: [
            ["House, Ballarat", "Vera (sole)", "$820,000 (listed for sale)", "Main residence since 1988; proceeds to pay the RAD"],
            ["Term deposits", "Vera (sole)", "$180,000", ""],
            ["Australian shares, parcel A", "Vera (sole)", "$52,000", "Bought in 1984"],
            ["Australian shares, parcel B", "Vera (sole)", "$43,000", "Bought in 2012"],
            ["Holiday unit, Lakes Entrance", "Vera and Theo as joint tenants", "$380,000", "Bought in 2008"],
            ["Account-based pension", "Vera", "$210,000", "Valid binding death benefit nomination: Wendy and Theo equally"],
          ],
        },
      ],
      questions: [
        {
          type: "multiple-choice",
          id: "build-planning-01",
          knowledgeArea: "construction",
          topic: "Aged care",
          year: Y,
          question: `Vera pays the full RAD of ${aud(VERA_RAD)} once her house sale settles. Under the accommodation rules that apply to her in ${Y}, which statement about refundable deposit retention is correct?`,
          options: [
            `Banksia Gardens retains about ${aud(VERA_RETENTION_A_YEAR)} a year from her RAD, calculated daily, for no more than ${retentionYears} years, and the amounts retained are not refunded when she leaves.`,
            `Banksia Gardens retains about ${aud(VERA_RETENTION_A_YEAR)} a year from her RAD for as long as she stays, and everything it has retained is then refunded to her or to her estate when she permanently leaves care.`,
            "No retention applies to Vera, because retention is only ever deducted from residents who pay part of their agreed room price as a daily accommodation payment rather than as a lump sum.",
            `Banksia Gardens retains one amount of about ${aud(VERA_RETENTION_ONE_OFF)} on the day the RAD is paid, and that amount is refunded in full if she leaves care within her first ${retentionYears} years there.`,
          ],
          correctAnswer: 0,
          explanation: `A is right: Vera enters residential care for the first time after 31 October 2025, so she is on the 1 November 2025 accommodation arrangements and RAD retention applies to her. The department's RAD and RAC retention page says the amount is calculated daily at ${retentionRate}% a year, is limited to ${retentionYears} years, and is not refunded on exit; ${retentionRate}% of ${aud(VERA_RAD)} is about ${aud(VERA_RETENTION_A_YEAR)} a year (the exact amount depends on the balance held each day). B is wrong because retention stops after ${retentionYears} years and retained amounts are not refunded. C is wrong because retention is deducted from a refundable deposit (a RAD or RAC), the lump-sum form of payment, not from daily payments. D is wrong because retention is calculated daily over time, not taken as one upfront amount, and it is not refundable.`,
          sources: [healthRadRetention, healthManagingAccommodation],
        },
        {
          type: "multiple-choice",
          id: "build-planning-02",
          knowledgeArea: "construction",
          topic: "Aged care",
          year: Y,
          question: `Vera moves into Banksia Gardens on 1 December 2026 but will not have the sale proceeds to pay her RAD for about four months. Under the rules for residents entering care in ${Y}, which statement is correct?`,
          options: [
            "She must choose within 28 days of entry whether she will pay by RAD, by daily payment or by a combination, and if she chooses a lump sum the home must allow her up to 6 months to pay it.",
            "She pays nothing towards her accommodation until settlement, because a former home that is being sold is disregarded in her aged care means assessment for the first two years.",
            "She pays daily accommodation payments until she pays the lump sum, which she may pay at any time, and those daily payments are indexed on 20 March and 20 September.",
            "She pays a daily accommodation payment that is fixed at her entry date for her whole stay, because indexation applies only to the daily accommodation contributions of low-means residents.",
          ],
          correctAnswer: 2,
          explanation: "C is right: the department's guidance on managing accommodation costs says residents entering care on or after 1 November 2025 are not required to choose how to pay within 28 days; if they choose a lump sum they pay daily payments until they pay it, may pay or top it up at any time, and indexation may apply to daily accommodation payments. DAPs of residents on the 1 November 2025 accommodation arrangements are indexed on 20 March and 20 September in line with CPI. A is wrong because the 28-day choice and the up-to-6-months period are the rules for residents who entered care before 1 November 2025. B is wrong because Vera has been assessed as not low means and must pay her accommodation costs as daily payments until the lump sum is paid; nothing in the rules suspends them while her house is for sale. D is wrong because it reverses the rule: DAPs are indexed, and indexation does not apply to daily accommodation contributions (DACs).",
          sources: [healthManagingAccommodation, healthDapIndexation],
        },
        {
          type: "multiple-choice",
          id: "build-planning-03",
          knowledgeArea: "construction",
          topic: "Aged care",
          year: Y,
          question: `Vera is assessed as having to pay a non-clinical care contribution under the 1 November 2025 fee arrangements. Under the rules for ${Y}, when will she stop having to pay it?`,
          options: [
            `After ${retentionYears} years in care, the same period after which refundable deposit retention stops, whatever amount of non-clinical care contribution she has paid by then.`,
            "Only when her non-clinical care contributions alone reach the lifetime cap, because the contributions she paid for Support at Home count towards a separate home care cap.",
            "On each anniversary of her entry once an annual cap has been reached, with the contribution restarting from that anniversary until her total contributions reach the lifetime cap.",
            `When she has paid it for ${ncccCapYears} years (${grouped(ncccCapDays)} days, not necessarily in a row) or her contributions, including for Support at Home, reach the lifetime cap, whichever comes first.`,
          ],
          correctAnswer: 3,
          explanation: `D is right: Services Australia says a care recipient who enters residential care on or after 1 November 2025 stops making the non-clinical care contribution on reaching either the lifetime cap or the time-limited cap of ${ncccCapYears} years (${grouped(ncccCapDays)} days), whichever comes first; the days need not be continuous, and contributions made towards Support at Home services before entering residential care count towards the lifetime cap. A is wrong because ${retentionYears} years is the limit on RAD retention, not the non-clinical care contribution's time-limited cap. B is wrong because Support at Home contributions count towards the same lifetime cap. C is wrong because an annual cap that restarts on the anniversary of entry belongs to the means-tested care fee under the 1 July 2014 fee arrangements, not to the 1 November 2025 arrangements.`,
          sources: [saCaps, myAgedCareFeeChanges],
        },
        {
          type: "multiple-choice",
          id: "build-planning-04",
          knowledgeArea: "construction",
          topic: "Aged care",
          year: Y,
          question: `A Banksia Gardens premium suite has a published price above the maximum accommodation payment amount. In ${Y}, which statement about the home charging that price is correct?`,
          options: [
            "The home may charge that price only if the resident agrees to it in writing, because a resident's written consent is the approval needed for a price above the maximum.",
            "The home needs approval from the Independent Health and Aged Care Pricing Authority to charge above the maximum, and it cannot charge more than its published price.",
            "The home may charge that price without any approval, because the maximum accommodation payment amount only limits what low-means residents can be asked to pay.",
            "The home may charge the part above the maximum only as a daily accommodation payment, because the maximum limits the size of a RAD rather than the room price.",
          ],
          correctAnswer: 1,
          explanation: "B is right: the department's page on published prices says a provider must publish its room prices, cannot charge more than the published price, and must seek approval from the Independent Health and Aged Care Pricing Authority (IHACPA) to charge more than the maximum accommodation payment amount, which is indexed on 1 July each year; IHACPA approvals last 4 years. A is wrong because a resident's agreement is always needed for the room price but does not replace IHACPA approval above the maximum. C is wrong because the maximum applies to accommodation payments by residents who are not low means, which is exactly Vera's position; low-means residents pay a means-tested accommodation contribution instead. D is wrong because the maximum is a maximum price, whether paid as a RAD, a DAP or a combination, and the rules do not allow the excess to be converted into a daily payment to avoid approval.",
          sources: [healthMaxAccommodation, ihacpaRadApprovals],
        },
        {
          type: "multiple-choice",
          id: "build-planning-05",
          knowledgeArea: "construction",
          topic: "Estate planning",
          year: Y,
          question: `Suppose Vera dies in ${Y} while living at Banksia Gardens, after paying the full RAD and with her assets otherwise as shown in the table. Which of these will her executor distribute under her will?`,
          options: [
            "Her term deposits, her shares and her half share of the holiday unit; the balance of her RAD is kept by Banksia Gardens once she has died.",
            "Her term deposits, her shares, her RAD balance and her account-based pension, because a will overrides any death benefit nomination she has made earlier.",
            "Her term deposits, her shares and the refundable balance of her RAD; the holiday unit passes to Theo and her pension is paid under her nomination.",
            "Only her term deposits and her shares, because her RAD balance and her holiday unit pass directly to Wendy as her attorney once Vera has died.",
          ],
          correctAnswer: 2,
          explanation: "C is right: assets Vera owns in her own name (the term deposits and shares) form part of her estate, and the provider must refund the balance of her RAD (less retention and any agreed deductions) when she permanently leaves care, which on her death is paid to her estate. Her interest in the holiday unit, held as joint tenants, passes to Theo as surviving joint tenant and not to her estate (ITAA 1997 s 128-50 and TD 1999/72 reflect this survivorship rule), and a valid binding death benefit nomination overrides anyone named in the will, so her pension is paid to Wendy and Theo as nominated. A is wrong because the RAD balance is refundable, not kept by the provider, and a joint tenant's interest does not pass under the will. B is wrong because a binding nomination overrides the will, not the other way round. D is wrong because an enduring power of attorney gives Wendy no right to Vera's assets on her death; the RAD balance goes to the estate and the unit to Theo.",
          sources: [healthManagingAccommodation, dvaRefund, awareEstatePlanning, itaa128_50, td1999_72],
        },
        {
          type: "multiple-choice",
          id: "build-planning-06",
          knowledgeArea: "construction",
          topic: "Estate planning",
          year: Y,
          question: `Suppose Wendy and Theo inherit both of Vera's share parcels (parcel A bought in 1984, parcel B bought in 2012) and sell them in ${Y}. What is the first element of their cost base for each parcel?`,
          options: [
            "Parcel A: its market value on the day Vera died; parcel B: Vera's cost base for it on the day she died.",
            "Both parcels: their market value on the day Vera died, because every asset passing to a beneficiary on death receives a new cost base at that date.",
            "Parcel A: nil, because pre-CGT assets stay exempt from CGT in a beneficiary's hands forever; parcel B: its market value on the day Vera died.",
            "Both parcels: the amount Vera originally paid for them, after her estate has paid CGT on any gain the shares made up to the day she died.",
          ],
          correctAnswer: 0,
          explanation: "A is right: the ATO's page on the cost base of inherited assets says that for an asset the deceased acquired before 20 September 1985 the first element of the beneficiary's cost base is its market value on the day the deceased died, and for an asset acquired on or after 20 September 1985 it is generally the deceased's cost base on the day they died. B is wrong because the market value rule applies only to pre-CGT assets and certain dwellings, not to post-CGT shares. C is wrong because the beneficiary acquires a pre-CGT asset at market value on the date of death, and a later sale by the beneficiary is subject to the normal CGT rules; it does not stay exempt. D is wrong because a capital gain or loss on an asset passing to a beneficiary on death is generally disregarded, so the estate does not pay CGT merely because Vera died, and parcel A takes a market value cost base rather than Vera's purchase price.",
          sources: [atoCostBaseInherited],
        },
        {
          type: "multiple-choice",
          id: "build-planning-07",
          knowledgeArea: "ethics",
          topic: "Aged care",
          year: Y,
          question: "At the first meeting Wendy answers most questions for Vera and says: 'Mum wants to pay by daily payments so the house money stays intact for Theo and me.' Vera says little and looks unsure. What should the adviser do?",
          options: [
            "Act on Wendy's instruction, because as Vera's attorney under the enduring power of attorney Wendy is entitled to give instructions for Vera's financial affairs.",
            "Recommend daily payments, because keeping the sale proceeds invested meets an estate planning objective that benefits Vera's family as a whole.",
            "Decline to advise and end the engagement, because a family member's presence at meetings makes it impossible to act in Vera's best interests.",
            "Speak with Vera directly, including without Wendy present, to find out her own objectives and make sure any choice is her informed decision.",
          ],
          correctAnswer: 3,
          explanation: "D is right: Vera is the client and has capacity, so the adviser must establish Vera's own objectives and act in her best interests (Code of Ethics Standard 2), act only with her free, prior and informed consent (Standard 4) and be satisfied that she understands the advice (Standard 5); speaking with her alone for part of the meeting is a practical way to test whether the stated wish is hers. A is wrong because the adviser's duties are owed to Vera, who is present and able to decide, and an instruction that benefits the attorney calls for more care, not less. B is wrong because preserving an inheritance is Wendy's stated goal, not an objective Vera has expressed, and the recommendation must serve Vera's interests. C is wrong because the presence of a family member is not in itself a reason to refuse; the adviser can manage it by meeting Vera separately.",
          sources: [codeOfEthics],
        },
        {
          type: "multiple-choice",
          id: "build-planning-08",
          knowledgeArea: "ethics",
          topic: "Estate planning",
          year: Y,
          question: "A month later Wendy phones the adviser and asks for Vera's term deposits to be moved into an account held by Vera and Wendy as joint tenants, 'so it's simpler when Mum dies'. Vera has not raised this. What is the most appropriate response?",
          options: [
            "Arrange the transfer, because Wendy holds Vera's enduring power of attorney and moving money between accounts in Vera's name does not change who benefits from it.",
            "Raise it with Vera herself, explaining that money held as joint tenants would pass to Wendy by survivorship outside her will, so Theo would not share in it.",
            "Arrange the transfer but keep a file note that it was Wendy's idea, so that responsibility will rest with Wendy if Theo later objects to the change.",
            "Refuse, and tell Wendy that a joint account cannot be opened for anyone who has entered permanent residential aged care under the Aged Care Act 2024.",
          ],
          correctAnswer: 1,
          explanation: "B is right: the request would change who receives the money. On Vera's death a joint tenant's interest passes to the surviving joint tenant rather than through the will (ITAA 1997 s 128-50 and TD 1999/72 reflect this), so Theo would lose his equal share of those funds. The adviser must take into account the broad effects of acting on the advice (Code of Ethics Standard 6) and act only on Vera's free, prior and informed consent (Standard 4), so the proposal must be put to Vera, who has capacity, with its effect explained. A is wrong because the account would not stay in Vera's sole name: joint tenancy makes Wendy the survivor who takes the whole balance. C is wrong because a file note does not make it appropriate to act on an instruction that benefits the attorney without the client's informed consent. D is wrong because nothing in the aged care rules prevents a resident holding a joint account; the problem is the effect on Vera's estate and whose decision it is.",
          sources: [codeOfEthics, itaa128_50, td1999_72, awareEstatePlanning],
        },
      ],
    },

    // =========================================================================================
    // Case study 2: Tom and Wen — insurance, debt and investment for a young family
    // =========================================================================================
    {
      id: "tom-and-wen",
      title: "Tom and Wen",
      summary: "A young couple with two children, a home loan and default cover in super, reviewing life, TPD, income protection and trauma cover, debt and a savings plan.",
      year: Y,
      narrative: [
        "Tom, 35, is a construction site supervisor earning $112,000 a year. Wen, 33, is a part-time nurse earning $58,000 a year. They have two children, Mia (5) and Leo (2), and meet an adviser in November 2026.",
        "Their home loan has a 100% offset account. Apart from the default cover in their super funds they hold no personal insurance. Tom mentions that he saw a physiotherapist several times last year for lower back pain.",
        "If Tom died they would want to repay all their debts, set aside $60,000 for each child's education, keep $20,000 for funeral costs and emergencies, and give Wen $42,000 a year for 10 years to top up her income. They want these needs met from insurance, the offset balance and Tom's existing cover only: Tom's super balance and shares are to be kept for Wen's retirement. For this exercise they ask the adviser to ignore tax, inflation and investment earnings.",
        "They also want to start investing $500 a month for the children's secondary education, which they expect to draw on in 12 to 15 years. They describe themselves as comfortable with some short-term ups and downs.",
      ],
      tables: [
        {
          caption: "Tom and Wen: assets and liabilities",
          columns: ["Item", "Owner", "Amount", "Notes"],
          rows: [
            ["Home", "Joint", "$900,000", "Family home"],
            ["Home loan", "Joint", "-$620,000", "Variable rate 6.0% a year, 100% offset account"],
            ["Offset account", "Joint", "$35,000", "Emergency savings"],
            ["Car loan", "Tom", "-$18,000", "9.5% a year"],
            ["Credit card", "Wen", "-$6,000", "20.99% a year"],
            ["Australian shares", "Tom", "$45,000", "Bought in 2021 for $30,000"],
            ["Super", "Tom", "$95,000", "Default cover: life $280,000, TPD $280,000"],
            ["Super", "Wen", "$60,000", "Default cover: life $150,000"],
          ],
        },
      ],
      questions: [
        {
          type: "multiple-choice",
          id: "build-planning-09",
          knowledgeArea: "construction",
          topic: "Insurance",
          year: Y,
          question: "Using Tom and Wen's stated needs and the assets they want counted, how much additional life cover does Tom need?",
          options: [
            aud(TOTAL_NEED),
            aud(TOTAL_NEED - EXISTING_LIFE_COVER),
            aud(SHORTFALL),
            aud(TOTAL_NEED - OFFSET),
          ],
          correctAnswer: 2,
          explanation: `C is right: the needs are debts of ${aud(DEBTS)} (home loan ${aud(HOME_LOAN)}, car loan ${aud(CAR_LOAN)} and credit card ${aud(CREDIT_CARD)}), education of ${aud(2 * EDUCATION_PER_CHILD)}, funeral and emergencies of ${aud(FUNERAL)} and income of ${aud(INCOME_TOP_UP)} for ${INCOME_YEARS} years (${aud(INCOME_TOP_UP * INCOME_YEARS)}), a total of ${aud(TOTAL_NEED)}; less the resources they want counted, Tom's existing life cover of ${aud(EXISTING_LIFE_COVER)} and the offset balance of ${aud(OFFSET)}, the shortfall is ${aud(SHORTFALL)}. This is the needs-based approach used by the Moneysmart life insurance calculator (debts, future expenses and income support, less existing resources). A is wrong because it is the total need with no allowance for existing cover or savings. B is wrong because it deducts the existing cover but ignores the offset savings. D is wrong because it deducts the offset savings but ignores the existing cover in super.`,
          sources: [moneysmartLifeCalculator],
        },
        {
          type: "multiple-choice",
          id: "build-planning-10",
          knowledgeArea: "construction",
          topic: "Insurance",
          year: Y,
          question: `Tom takes out an income protection policy and a stand-alone trauma policy, both owned by him outside super and paid from his own bank account. Which statement about their tax treatment in ${Y} is correct?`,
          options: [
            "Both premiums are deductible because both policies protect his capacity to earn an income, and any benefit paid under either policy is assessable income.",
            "The income protection premiums are deductible and its benefits are assessable income, but the premiums for the trauma policy are not deductible.",
            "Neither premium is deductible, and the benefits of both policies are tax-free because they compensate him for an illness or an injury.",
            "The income protection premiums are deductible only if the policy is held through his super fund, and its benefits are then tax-free to him.",
          ],
          correctAnswer: 1,
          explanation: "B is right: the ATO's income protection insurance page says premiums for insurance against the loss of salary and wages are deductible and payments that replace salary and wages must be included in the tax return, while premiums for life, trauma and critical care insurance are not deductible. A is wrong because trauma cover pays a capital sum and its premiums are not deductible. C is wrong because income protection premiums held personally are deductible and its benefits are assessable. D is wrong because the ATO says no deduction is available where the policy is held through super and premiums are deducted from contributions; holding it personally is what makes the premiums deductible.",
          sources: [atoIncomeProtection],
        },
        {
          type: "multiple-choice",
          id: "build-planning-11",
          knowledgeArea: "ethics",
          topic: "Insurance",
          year: Y,
          question: "While completing Tom's application for income protection and TPD cover, Tom says: 'Leave out the physio for my back. It's nothing, and it will only push up the premium.' The application asks about back problems and treatment in the last five years. What should the adviser do?",
          options: [
            "Explain that Tom must take reasonable care not to make a misrepresentation, so the back treatment must be disclosed, and not lodge an application the adviser knows is inaccurate.",
            "Lodge the application as Tom instructs, because since October 2021 an insurer cannot reduce a claim or avoid a policy for any misrepresentation that was not fraudulent.",
            "Lodge the application as Tom instructs but keep a file note of the instruction, because the duty when answering the application rests with Tom and not with his adviser.",
            "Stop acting for Tom immediately and report him to ASIC, because asking for a health condition to be left out is a breach that the adviser must report as misconduct.",
          ],
          correctAnswer: 0,
          explanation: "A is right: since 5 October 2021 a consumer applying for insurance has a duty to take reasonable care not to make a misrepresentation to the insurer (Insurance Contracts Act 1984 s 20B, explained in the Hayne Royal Commission Response Bill's explanatory memorandum). Omitting treatment the application expressly asks about would breach that duty and could let the insurer vary the policy, reduce a claim or, in some cases, avoid the policy. Helping to lodge an answer the adviser knows is false would also be inconsistent with acting with integrity (Code of Ethics Standard 2). B is wrong because the reforms give insurers proportionate remedies for non-fraudulent misrepresentation and let a life insurer avoid the contract within three years if it would not have entered into it on any terms. C is wrong because a file note does not make it acceptable for the adviser to be party to a misrepresentation. D is wrong because the appropriate first step is to explain the duty and its consequences to Tom, who may then answer correctly; nothing has yet been lodged.",
          sources: [emHayneInsurance, bnlawDutyReasonableCare, codeOfEthics],
        },
        {
          type: "multiple-choice",
          id: "build-planning-12",
          knowledgeArea: "ethics",
          topic: "Insurance",
          year: Y,
          question: "Wen suggests simply increasing Tom's life and TPD cover inside his super fund because 'then it costs us nothing'. The adviser thinks cover in super may suit their cash flow. How should the adviser explain the trade-offs?",
          options: [
            "Confirm that cover inside super costs them nothing because the fund pays the premiums, so there is no disadvantage to explain to them.",
            "Mention only the cash-flow benefit, because explaining the limits of cover held in super could confuse them and delay getting the new cover in place for Tom.",
            "Tell them that cover inside super is always inferior and recommend all cover be held outside super, whatever the effect on their family budget.",
            "Explain that the premiums reduce Tom's super and retirement savings, and that TPD cover in super must fit super's permanent incapacity release rule.",
          ],
          correctAnswer: 3,
          explanation: "D is right: Code of Ethics Standard 5 requires the adviser to be satisfied that the client understands the advice and the benefits, costs and risks of the products recommended. Premiums for cover in super are deducted from the member's balance, which reduces retirement savings, and since 1 July 2014 a trustee cannot provide new insured benefits that are inconsistent with the conditions of release, so TPD cover in super must align with permanent incapacity (an inability to work in any job suited to the member's education, training or experience), which can be narrower than cover held outside super. A is wrong because the premiums are paid from Tom's own super balance. B is wrong because leaving out the costs and limits would prevent Wen and Tom from understanding the advice. C is wrong because cover in super can suit a family's cash flow; a blanket rule ignores their circumstances and the adviser's own view.",
          sources: [codeOfEthics, atoFundInsuranceDeductions, commbankInsuranceSuper],
        },
        {
          type: "multiple-choice",
          id: "build-planning-13",
          knowledgeArea: "construction",
          topic: "Debt",
          year: Y,
          question: `Tom and Wen expect to buy another home in about five years, keep their current home and its loan, and rent it out. Under the tax rules for ${Y}, which approach to their ${aud(OFFSET)} of savings best preserves their ability to deduct interest on the current loan once it is rented?`,
          options: [
            "Pay the savings into the loan now and later redraw them for the new home's deposit, because redrawn money keeps the purpose of the original loan.",
            "Keep the savings in the offset account, because taking them out later for a new home does not change the loan's balance or what it was used for.",
            "Pay the savings into the loan now, because interest on a loan secured over a rented property is deductible however the borrowed money is used.",
            "Keep the savings in a separate savings account, because interest saved through an offset account is assessable income in their tax returns.",
          ],
          correctAnswer: 1,
          explanation: "B is right: money in an offset account is the borrowers' own deposit, not borrowed money, so using it later for a private purpose does not change the loan balance or the purpose for which the loan was used. The ATO has accepted in private advice that, once the property is rented, interest on the whole loan balance is deductible where offset money was used for private purposes. A is wrong because a redraw is a new borrowing: the ATO treats interest on an amount redrawn for a private purpose (such as a new home) as not deductible, so the interest must be apportioned. C is wrong because deductibility follows the use of the borrowed money, not the security for the loan. D is wrong because an offset account reduces the interest charged rather than paying interest, so there is no interest income to tax, and moving the savings out of the offset would simply increase their interest cost.",
          sources: [atoOffsetAdvice2019, atoOffsetRuling, atoRedrawNewHomeAdvice, atoTr2000_2, westpacOffset],
        },
        {
          type: "multiple-choice",
          id: "build-planning-14",
          knowledgeArea: "construction",
          topic: "Debt",
          year: Y,
          question: `Tom proposes to sell his ${aud(TOM_SHARES)} of shares, use the proceeds to reduce the home loan, and then borrow the same amount through a separate loan split to buy a diversified share fund in his name. Under the tax rules for ${Y}, which statement is correct?`,
          options: [
            "Interest on the new split is not deductible, because that split is secured over the family home rather than over the shares that are bought with it.",
            "The sale and purchase are tax-neutral, because shares that are sold in order to reduce a home loan are exempt from capital gains tax.",
            "Interest on the new split is deductible because the money is used to buy income-producing investments, but selling the shares may trigger CGT.",
            "The strategy removes investment risk, because the new investment debt is matched by an equal reduction in the balance of the home loan.",
          ],
          correctAnswer: 2,
          explanation: "C is right: this is debt recycling. The ATO allows a deduction for interest on money borrowed to buy shares and other investments that produce assessable income, and deductibility depends on how the borrowed money is used (interest must be apportioned if it is used for mixed purposes), so a separate split used only for the fund keeps the deductible debt clean. Selling the existing shares is a CGT event, and a gain on shares bought in 2021 would be assessable. A is wrong because the security for a loan does not determine deductibility; the use of the money does. B is wrong because there is no CGT exemption for shares sold to repay a home loan. D is wrong because the family still holds geared share investments, so a market fall still leaves them with debt against a smaller investment.",
          sources: [atoInvestmentDeductions, atoRentalInterest],
        },
        {
          type: "multiple-choice",
          id: "build-planning-15",
          knowledgeArea: "construction",
          topic: "Investment and portfolio construction",
          year: Y,
          question: "Which approach is most consistent with Tom and Wen's 12 to 15 year time frame and risk profile for the $500 a month education savings?",
          options: [
            "A diversified fund with a majority in growth assets, added to monthly, with the mix moved towards defensive assets as the years of drawing on it approach.",
            "Cash accounts and term deposits only, because any fall in value has to be avoided for money that is set aside for the children's education.",
            "Shares in two or three well-known Australian companies, because a small number of holdings is easier to follow than a fund with many holdings.",
            "A geared share fund, because borrowing within the fund raises expected returns and a long time frame removes any risk of a loss over the period.",
          ],
          correctAnswer: 0,
          explanation: "A is right: with 12 to 15 years before the money is needed and a tolerance for some short-term volatility, a diversified portfolio weighted to growth assets suits their time frame; Moneysmart explains that diversification across asset classes reduces overall risk and volatility, and that defensive assets such as cash and fixed interest offset some of the volatility of growth assets, which is why the mix is moved towards them as the need for the money nears. B is wrong because a cash-only approach over 12 to 15 years sacrifices expected growth that their time frame and risk tolerance allow. C is wrong because two or three shares concentrate the risk in a few companies, which diversification is meant to avoid. D is wrong because gearing magnifies losses as well as gains, and a long time frame reduces but never removes the risk of loss; it does not fit a moderate risk profile.",
          sources: [moneysmartDiversification, choiceMargin],
        },
      ],
    },
  ],

  // ===========================================================================================
  // Standalone scenarios and knowledge questions
  // ===========================================================================================
  questions: [
    {
      type: "multiple-choice",
      id: "build-planning-16",
      knowledgeArea: "construction",
      topic: "Aged care",
      year: Y,
      scenario:
        "Victor moved into an aged care home in March 2024 and pays fees under the 1 July 2014 fee arrangements, including a means-tested care fee. He paid a RAD when he entered. His daughter asks whether he should opt in to the 1 November 2025 fee arrangements while he stays in the same home.",
      question: `Which statement about Victor opting in during ${Y} is correct?`,
      options: [
        "He can opt in only when he moves to a different aged care home, and the new arrangements then apply to his fees and to his accommodation at the new home.",
        "If he opts in, he can go back to the 1 July 2014 fee arrangements within 28 days by telling Services Australia that he has changed his mind.",
        "If he opts in, retention starts to be deducted from the RAD he paid in 2024, because RAD retention follows a resident's fee arrangements.",
        "He can opt in while staying in his home; his fees are then worked out under the new arrangements, his accommodation agreement continues and the choice is final.",
      ],
      correctAnswer: 3,
      explanation: "D is right: this is a transition question. Under the 'no worse off' principle a resident who entered care before 1 November 2025 keeps their fee arrangements unless they choose to opt in; the department says a resident can opt in at any time, including while living in their current home, that the new means testing thresholds, taper rates and caps then apply to the hotelling and non-clinical care contributions, that a resident who opts in without moving keeps their accommodation arrangements under their existing agreement, and that the decision cannot be undone, which is why it recommends financial advice first. A is wrong because opting in is possible while staying in the same home as well as when moving. B is wrong because the choice cannot be reversed. C is wrong because opting in while staying does not change his accommodation arrangements, and the department says retention does not apply to residents on the 1 July 2014 accommodation arrangements.",
      sources: [healthChangingArrangements, healthRadRetention, guideContributionsResidential],
    },
    {
      type: "multiple-choice",
      id: "build-planning-17",
      knowledgeArea: "construction",
      topic: "Aged care",
      year: Y,
      scenario: "Tessa, 81, receives Support at Home services in 2026–27: nursing care for a leg wound, help with showering three mornings a week, and a fortnightly house clean.",
      question: "For which of these services does Tessa make no participant contribution, whatever her income and assets?",
      options: [
        "The nursing care, because clinical supports are fully funded by the government for every Support at Home participant.",
        "The help with showering, because personal care that keeps her out of hospital is an independence service with no contribution.",
        "The house clean, because everyday living services are fully funded once a participant has a Support at Home classification.",
        "Each of them attracts a contribution, because every Support at Home service is charged to the participant as a set percentage.",
      ],
      correctAnswer: 0,
      explanation: "A is right: the department's Support at Home participant contributions page says participants make no contribution for clinical support services such as nursing and physiotherapy, which the government fully funds; they make moderate contributions for independence services such as personal care, and the highest contributions for everyday living services such as domestic assistance and gardening, with the rate depending on their means. B is wrong because personal care is an independence service, which attracts a moderate contribution. C is wrong because cleaning is an everyday living service, which attracts the highest contribution. D is wrong because clinical supports attract no contribution.",
      sources: [healthSupportAtHomeContributions],
    },
    {
      type: "multiple-choice",
      id: "build-planning-18",
      knowledgeArea: "construction",
      topic: "Estate planning",
      year: Y,
      scenario: "Walt and his sister Ada bought an investment unit in 2015 as joint tenants. Walt dies in 2026–27. His will leaves everything he owns to his two children.",
      quote: {
        cite: "Income Tax Assessment Act 1997 (Cth) s 128-50(2)",
        text: "The survivor is taken to have acquired (on the day the individual died) the individual's interest in the asset. If there are 2 or more survivors, they are taken to have acquired that interest in equal shares.",
      },
      question: "Which statement about Walt's interest in the unit is correct?",
      options: [
        "It passes to Walt's children under his will, and the first element of their cost base is its market value on the day Walt died.",
        "It passes to Ada, who is taken to have acquired it on the day Walt died for its market value on that day, so her cost base is reset to that value.",
        "It passes to Ada by survivorship, outside Walt's will, and the first element of her cost base for it is Walt's cost base on the day he died.",
        "It passes to Ada, but a CGT event happens on Walt's death, so his estate pays tax on the gain on his half up to the day he died.",
      ],
      correctAnswer: 2,
      explanation: "C is right: a joint tenant's interest passes to the surviving joint tenant, not through the deceased's will, and s 128-50 treats Ada as having acquired Walt's interest on the day he died; because Walt acquired his interest after 20 September 1985, s 128-50(3) makes the first element of her cost base Walt's cost base on that day (divided by the number of survivors, here one). TD 1999/72 confirms the interest does not pass to the legal personal representative or a beneficiary of the estate. A is wrong because the will cannot pass an interest held as a joint tenant. B is wrong because market value applies only where the deceased acquired the interest before 20 September 1985. D is wrong because the Act deals with Walt's death by giving Ada his cost base; his death does not make his estate pay CGT on his half.",
      sources: [itaa128_50, td1999_72],
    },
    {
      type: "multiple-choice",
      id: "build-planning-19",
      knowledgeArea: "construction",
      topic: "Estate planning",
      year: Y,
      scenario:
        "Maria's will set up a testamentary trust for her grandchildren, aged 8 and 11. After her death in 2025 the trust received $650,000 of assets from her estate. In 2026–27 the children's father adds $150,000 of his own savings to the trust, and the trustee distributes income from both sources to the children.",
      question: `How is the income the children receive from the trust in ${Y} taxed?`,
      options: [
        "All of it at adult marginal rates, because any income of a trust created by a will is excepted trust income whatever the source of its assets.",
        "Income from the assets that came from Maria's estate at adult marginal rates; income from the father's savings is not excepted trust income.",
        "All of it at the higher rates for minors' unearned income, because the tax concession for testamentary trusts ended on 1 July 2019.",
        "None of it is taxable, because the income of a testamentary trust is exempt from tax until each beneficiary turns 18.",
      ],
      correctAnswer: 1,
      explanation: "B is right: income a minor receives from a testamentary trust is excepted trust income, taxed at ordinary adult rates rather than the higher Division 6AA rates, but the 2019 amendments to s 102AG of the Income Tax Assessment Act 1936 limit this, for assets acquired by or transferred to the trustee on or after 1 July 2019, to income from property transferred to the trust from the deceased estate (or representing it or accumulations of its income). Income from the father's added savings is therefore not excepted trust income. A is wrong because it describes the position before the 2019 amendments, which let unrelated assets injected into the trust qualify. C is wrong because the concession was limited, not ended: income from the estate's assets still qualifies. D is wrong because there is no exemption for the income of a testamentary trust; the concession is only that excepted trust income is taxed at adult rates rather than the higher rates for minors.",
      sources: [emTestamentaryTrusts],
    },
    {
      type: "multiple-choice",
      id: "build-planning-20",
      knowledgeArea: "construction",
      topic: "Estate planning",
      year: Y,
      scenario:
        "Harold died on 3 March 2025. His home, bought in 1995, was his main residence and was not rented out when he died. His son Sam inherited it, rented it out from July 2025, and sells it under a contract that settles on 20 February 2027.",
      question: `Which statement about Sam's capital gains tax position in ${Y} is correct?`,
      options: [
        "Sam makes a taxable capital gain, because renting the home out after Harold's death ended the main residence exemption from the day the first tenant moved in.",
        "Sam's gain is partly exempt only, apportioned by comparing the days the home was rented with the total days since Harold died.",
        "Sam's gain is fully taxable, because an inherited dwelling is exempt only if the beneficiary lives in it as his own main residence until it is sold.",
        `Sam's capital gain is disregarded, because settlement happens within ${dwellingYears} years of Harold's death, even though the home was rented during that time.`,
      ],
      correctAnswer: 3,
      explanation: `D is right: under s 118-195 of the Income Tax Assessment Act 1997, as the ATO's pages on inheriting a dwelling explain, a capital gain on a dwelling the deceased acquired after 20 September 1985 is disregarded if it was the deceased's main residence just before death and not then used to produce income, and the beneficiary's ownership interest ends (settlement occurs) within ${dwellingYears} years of the death; this applies whether or not the dwelling is rented out during that period. Settlement on 20 February 2027 is within ${dwellingYears} years of 3 March 2025. A is wrong because renting during the ${dwellingYears}-year period does not affect this exemption. B is wrong because apportionment is only relevant when the full exemption is not available, for example if settlement is after the ${dwellingYears}-year period. C is wrong because the beneficiary living in the home is an alternative way to qualify, not a requirement when the sale settles within ${dwellingYears} years.`,
      sources: [atoInheritingDwelling, atoFlowchart36],
    },
    {
      type: "multiple-choice",
      id: "build-planning-21",
      knowledgeArea: "construction",
      topic: "Insurance",
      year: Y,
      scenario:
        "Priya, 41, is an orthopaedic surgeon who joined her current super fund in 2022. She wants TPD cover that pays if an injury stops her working as a surgeon, even if she could still teach or do medico-legal work.",
      question: `How should this cover be structured in ${Y}?`,
      options: [
        "As own-occupation TPD cover held outside super, because new cover in super must be consistent with the permanent incapacity condition of release, which looks beyond her own job.",
        "As own-occupation TPD cover held inside her super fund, because premiums paid through super are deductible to the fund and the benefit is released to her on a claim.",
        "As any-occupation TPD cover held outside super, because own-occupation definitions have not been available on any policy issued after 1 July 2014.",
        "As trauma cover held inside her super fund instead, because trauma benefits are paid on diagnosis and released from super without a condition of release.",
      ],
      correctAnswer: 0,
      explanation: "A is right: the ATO's fund return instructions note that from 1 July 2014 a trustee is prohibited from providing insured benefits that are not consistent with the conditions of release for death, terminal medical condition, permanent incapacity and temporary incapacity (with grandfathering only for members covered before that date). Permanent incapacity looks at whether she is unlikely to work in any job she is reasonably qualified for, so an own-occupation definition suited to a surgeon must be held outside super. B is wrong because new own-occupation TPD cover cannot be provided inside super, whatever the tax position of the premiums. C is wrong because own-occupation TPD is still available outside super; the restriction applies only to cover provided by super trustees. D is wrong because trauma benefits are not consistent with a condition of release, so new trauma cover cannot be provided inside super either.",
      sources: [atoFundInsuranceDeductions, commbankInsuranceSuper],
    },
    {
      type: "multiple-choice",
      id: "build-planning-22",
      knowledgeArea: "construction",
      topic: "Insurance",
      year: Y,
      scenario: "Nadia owns a trauma insurance policy on her own life, held outside super. In 2026–27 she is diagnosed with a cancer covered by the policy and receives a lump sum of $150,000.",
      question: "How is the lump sum treated for tax?",
      options: [
        "It is assessable income in 2026–27, because it replaces the income she may lose while she is being treated.",
        "It is a capital gain taxed at her marginal rate, with a 50% discount because she held the policy for more than 12 months.",
        "It is not assessable income, and any capital gain is disregarded because the payment compensates her for her own illness.",
        "It is tax-free only if the policy is held inside super and paid to her after she has met a condition of release.",
      ],
      correctAnswer: 2,
      explanation: "C is right: a trauma benefit is a capital sum, not ordinary income, and the ATO's view (in TD 2007/4 and private advice) is that the death-benefit exemption in s 118-300 does not cover a trauma payment made while the insured is alive, but any capital gain is disregarded under s 118-37 because the payment is compensation for an illness suffered by the taxpayer (or a relative). A is wrong because a trauma benefit is a lump sum for a specified condition, not a replacement of income such as an income protection benefit. B is wrong because the gain is disregarded, so no discount calculation arises. D is wrong because the exemption does not depend on the policy being in super; new trauma cover cannot be provided in super at all.",
      sources: [atoTraumaRuling, atoTd2007_4],
    },
    {
      type: "multiple-choice",
      id: "build-planning-23",
      knowledgeArea: "construction",
      topic: "Insurance",
      year: Y,
      scenario:
        "Marco, a self-employed plumber whose income varies from year to year, applies in 2026–27 for a new retail income protection policy held outside super. He asks for an 'agreed value' policy so that his benefit is fixed now.",
      question: "Which response is correct?",
      options: [
        "An agreed value policy is available if he provides his last three tax returns, because agreed value fixes his benefit at his average income over those years.",
        "New policies are not offered on an agreed value basis; his benefit will be based on his income at the time of claim, assessed over a period suited to variable earnings.",
        "Agreed value is still offered on new policies, but only to self-employed people, because their income is too variable to measure at the time of a claim.",
        "An agreed value policy is available, but its benefit is limited to 70% of the income he earns when he applies rather than when he makes a claim.",
      ],
      correctAnswer: 1,
      explanation: "B is right: APRA's individual disability income insurance measures required life insurers to stop writing agreed value (and endorsed agreed value) contracts from the end of March 2020, so new policies pay benefits based on income at risk at the time of claim; for people with variable income, APRA expects income at risk to be based on average earnings over a period appropriate to the occupation. Replacement ratios are also capped (90% of pre-disability income for the first 6 months and 70% after that). A is wrong because agreed value contracts are no longer written, whatever evidence is provided. C is wrong because the measures apply to all new retail income protection contracts, and for variable incomes APRA expects earnings to be averaged over an appropriate period at the time of claim rather than fixed at application. D is wrong because benefits are set by reference to income at the time of claim, not income at application.",
      sources: [afaIdii, savingsIdii],
    },
    {
      type: "multiple-choice",
      id: "build-planning-24",
      knowledgeArea: "construction",
      topic: "Investment and portfolio construction",
      year: Y,
      scenario: "A super fund labels its Growth investment option risk band 6, 'High', under the Standard Risk Measure.",
      question: "What does this label tell a member?",
      options: [
        `The option is expected to lose money in 6 of every ${srmYears} years, and each of those losses is expected to be no more than 6% of its value.`,
        `The option has a 6% chance of a negative return in any year after fees and tax, based on its actual returns over the past ${srmYears} years.`,
        `The option's returns are guaranteed to be positive in at least 14 of every ${srmYears} years, so any losses will be recovered within that period.`,
        `It is estimated to have 4 to fewer than 6 negative annual returns in any ${srmYears}-year period, but the label says nothing about how large a loss could be.`,
      ],
      correctAnswer: 3,
      explanation: `D is right: under the ASFA and FSC Standard Risk Measure guidance, risk band 6 ('High') means an estimated 4 to less than 6 negative annual returns over any ${srmYears}-year period. Funds' SRM disclosures state that the measure is not a complete assessment of investment risk: it does not show how large a negative return could be, and it does not allow for administration fees and tax. A is wrong because the band is a range of 4 to less than 6 negative years, and it says nothing about the size of losses. B is wrong because the band counts expected negative years, not a percentage probability, and it is a forward-looking estimate that excludes administration fees and tax. C is wrong because the measure is an estimate, not a guarantee.`,
      sources: [restSrm, qsuperSrm],
    },
    {
      type: "multiple-choice",
      id: "build-planning-25",
      knowledgeArea: "construction",
      topic: "Investment and portfolio construction",
      year: Y,
      scenario: `Ines bought a ${aud(INES_PORTFOLIO)} share portfolio using ${aud(INES_PORTFOLIO - INES_LOAN)} of her own money and a ${aud(INES_LOAN)} margin loan. Her lender's maximum loan-to-value ratio (LVR) for the portfolio is ${INES_MAX_LVR}%. After a market fall the portfolio is worth ${aud(INES_NEW_VALUE)}. Ignore any buffer and any interest.`,
      question: "How much cash must Ines repay to bring her loan back within the maximum LVR without selling shares?",
      options: [
        `${aud((INES_FALL * (100 - INES_MAX_LVR)) / 100)}, which is 30% of the ${aud(INES_FALL)} fall in the portfolio's value`,
        `${aud(INES_FALL)}, which is the full amount of the fall in the portfolio's value since she bought it`,
        `${aud(INES_REPAY)}, which brings the loan down to ${aud(INES_MAX_LOAN)}, or ${INES_MAX_LVR}% of ${aud(INES_NEW_VALUE)}`,
        `${aud(INES_FALL / 10)}, which is 10% of the ${aud(INES_FALL)} fall in the portfolio's value`,
      ],
      correctAnswer: 2,
      explanation: `C is right: her LVR is now ${aud(INES_LOAN)} / ${aud(INES_NEW_VALUE)} = 75%, above the ${INES_MAX_LVR}% maximum, so she faces a margin call; the largest loan allowed is ${INES_MAX_LVR}% of ${aud(INES_NEW_VALUE)} = ${aud(INES_MAX_LOAN)}, so she must repay ${aud(INES_LOAN)} - ${aud(INES_MAX_LOAN)} = ${aud(INES_REPAY)}. A margin call can be met by adding cash, adding security or selling part of the investment (CHOICE margin loans guide). A is wrong because 30% of the fall is not the amount needed to restore the ratio. B is wrong because she does not have to make good the whole fall, only bring the loan to ${INES_MAX_LVR}% of the new value. D is wrong because 10% of the fall bears no relation to the maximum LVR.`,
      sources: [choiceMargin],
    },
    {
      type: "multiple-choice",
      id: "build-planning-26",
      knowledgeArea: "construction",
      topic: "Investment and portfolio construction",
      year: Y,
      scenario: "Leah holds units in a managed fund that is an attribution managed investment trust (AMIT). Her AMMA statement for 2026–27 shows a capital gain component, which she chose to reinvest in more units.",
      question: "How should Leah treat the capital gain component?",
      options: [
        "Include it in her 2026–27 tax return as a capital gain she made, even though the amount was reinvested in more units rather than paid to her in cash.",
        "Leave it out until she sells her units, because a capital gain made inside a managed fund is taxed to the fund's trustee in the year that the fund makes it.",
        "Leave it out of her tax return, because reinvested distributions are not counted as income until they are withdrawn from the fund as cash.",
        "Treat it as a dividend, because all amounts a managed fund distributes are taxed as ordinary income whatever their character in the fund.",
      ],
      correctAnswer: 0,
      explanation: "A is right: the ATO's personal investors guide to capital gains tax (Part C) explains that amounts an AMIT attributes to a member keep their tax character and are treated as if the member received them directly, so the capital gains component is a capital gain Leah made in that income year, shown on her AMMA statement; reinvesting the distribution in more units instead of taking it in cash does not change this. B is wrong because the attribution rules tax the member on the amounts attributed, not the trustee. C is wrong because amounts attributed to her are taxable whether paid in cash or reinvested. D is wrong because the attribution rules preserve the character of each amount, so a capital gain stays a capital gain.",
      sources: [atoManagedFunds],
    },
    {
      type: "multiple-choice",
      id: "build-planning-27",
      knowledgeArea: "construction",
      topic: "Investment and portfolio construction",
      year: Y,
      scenario: "Ken's $150,000 share portfolio consists entirely of shares in three Australian banks. He is thinking of selling them and buying a broad index fund holding Australian and international shares.",
      question: "What is the main effect of the switch on his investment risk?",
      options: [
        "It removes the risk of a fall in value, because the companies in an index fund rise and fall independently of one another.",
        "It reduces the risk that comes from particular companies and one sector, but he stays exposed to falls across share markets generally.",
        "It increases his risk, because holding many companies means more of them could fail than when he held shares in only three.",
        "It has no effect on his risk, because all shares belong to the same asset class and so carry the same level of investment risk.",
      ],
      correctAnswer: 1,
      explanation: "B is right: Moneysmart explains that diversification leaves an investor less exposed to a single business or sector performing badly and reduces overall risk and the volatility of returns, but it does not guarantee gains or protect against losses, so a broad share fund still falls when share markets fall generally. A is wrong because diversification does not remove the risk of a fall in value. C is wrong because spreading money across many companies limits the effect of any one failure rather than increasing risk. D is wrong because shares in three banks carry concentrated company and sector risk that a broad fund spreads, even though both are in the same asset class.",
      sources: [moneysmartDiversification],
    },
    {
      type: "multiple-choice",
      id: "build-planning-28",
      knowledgeArea: "construction",
      topic: "Investment and portfolio construction",
      year: Y,
      question: "When building a client's asset allocation, which group contains only defensive assets?",
      options: [
        "Australian shares, international shares and listed property trusts",
        "Cash, term deposits and direct residential property",
        "Term deposits, Australian shares and Australian government bonds",
        "Cash, term deposits, and government and corporate bonds",
      ],
      correctAnswer: 3,
      explanation: "D is right: cash (including term deposits) and fixed interest (such as government and corporate bonds) are the defensive asset classes, which aim for steady income with more stable capital, while property and shares are growth assets (CommSec; Moneysmart on diversification describes the growth and defensive mix). A is wrong because shares and listed property are growth assets. B is wrong because direct residential property is a growth asset. C is wrong because Australian shares are a growth asset.",
      sources: [commsecMix, moneysmartDiversification],
    },
    {
      type: "multiple-choice",
      id: "build-planning-29",
      knowledgeArea: "construction",
      topic: "Debt",
      year: Y,
      scenario: `Gareth borrowed ${aud(GARETH_BORROWED)} in 2016 to buy a rental property, which has been rented ever since. By July 2026 the loan balance is ${aud(GARETH_BALANCE)}. He then redraws ${aud(GARETH_REDRAW)} from the same loan to buy a car and pay for a holiday, taking the balance back to ${aud(GARETH_BORROWED)}.`,
      question: `From then on in ${Y}, what share of the interest on the loan can Gareth deduct?`,
      options: [
        `${GARETH_DEDUCTIBLE_PCT}%, because ${aud(GARETH_BALANCE)} of the ${aud(GARETH_BORROWED)} balance relates to the rental property and ${aud(GARETH_REDRAW)} to private purposes`,
        "100%, because the loan was originally taken out to buy the rental property and is still secured over that property",
        "50%, because the interest is split equally between the original drawdown and the redraw, whatever their amounts",
        "None of it, because mixing private and rental borrowing in one loan makes all the interest on that loan non-deductible",
      ],
      correctAnswer: 0,
      explanation: `A is right: the ATO's private advice says that a loan used for both rental and private purposes is a mixed purpose loan whose interest must be apportioned according to the debt used for each purpose (pointing to Taxation Ruling TR 2000/2 on redraw facilities), and treats interest on an amount redrawn for private purposes as not deductible. ${aud(GARETH_BALANCE)} / ${aud(GARETH_BORROWED)} = ${GARETH_DEDUCTIBLE_PCT}%. B is wrong because deductibility follows the use of the borrowed money, not the original purpose or the security. C is wrong because apportionment is by the amounts used for each purpose, not an equal split. D is wrong because a mixed-purpose loan is apportioned, not made wholly non-deductible.`,
      sources: [atoTr2000_2, atoMixedLoanAdvice2021, atoRedrawPrivateAdvice],
    },
    {
      type: "multiple-choice",
      id: "build-planning-30",
      knowledgeArea: "construction",
      topic: "Debt",
      year: Y,
      scenario:
        "Jade has $800 a month spare after her minimum repayments. Her debts, none of them tax-deductible, are a credit card of $9,000 at 20.99% a year, a personal loan of $4,000 at 11.5%, a car loan of $15,000 at 8.9% and a home loan of $410,000 at 6.1%.",
      question: "To minimise the total interest she pays, where should Jade direct the extra $800 a month first?",
      options: [
        "The personal loan, because clearing the smallest balance first frees up its minimum repayment soonest.",
        "The home loan, because it is the largest debt and so costs her the most interest in dollars each month.",
        "The credit card, because it charges the highest rate, while she keeps up the minimum repayments on the rest.",
        "The car loan, because it is secured over a depreciating asset and so should be cleared before any unsecured debts.",
      ],
      correctAnswer: 2,
      explanation: "C is right: when no debt is tax-deductible, extra repayments save the most interest when they go to the debt with the highest interest rate first while minimum repayments continue on the others (the 'avalanche' method described by CommBank and RateCity). A is wrong because paying the smallest balance first (the 'snowball' method) can help motivation but does not minimise interest when that debt has a lower rate. B is wrong because each extra dollar saves interest only at that debt's rate, and the home loan has the lowest rate. D is wrong because security over a depreciating asset does not change the interest saved per dollar repaid, and the car loan's rate is lower than the credit card's and the personal loan's.",
      sources: [commbankDebtPlan, ratecityDebtOrder],
    },
  ],
};
