import type { BankBatch, FinancialYear } from "../../quiz/types";
import { aud, fig, figText } from "../figures";

/** Every question in this batch is written to the law and figures for 2026–27. */
const Y: FinancialYear = "2026–27";

/** Income tax on a resident's taxable income for a year, before offsets and the Medicare levy, from the figures module. */
function residentTax(taxable: number, year: FinancialYear, firstRate = fig("residentRateFirstBracket", year), secondRate = fig("residentRateSecondBracket", year)): number {
  const bands: [number, number, number][] = [
    [fig("taxFreeThreshold", year), fig("residentFirstBracketTop", year), firstRate],
    [fig("residentFirstBracketTop", year), fig("residentSecondBracketTop", year), secondRate],
    [fig("residentSecondBracketTop", year), fig("residentThirdBracketTop", year), fig("residentRateThirdBracket", year)],
    [fig("residentThirdBracketTop", year), Infinity, fig("residentTopRate", year)],
  ];
  return Math.round(bands.reduce((tax, [from, to, rate]) => tax + (Math.max(0, Math.min(taxable, to) - from) * rate) / 100, 0));
}

/** The franking credit on a fully franked dividend at a company tax rate (percent). */
const frankingCredit = (dividend: number, rate: number) => Math.round((dividend * rate) / (100 - rate));

/** The complying super fund CGT discount, printed as the fraction it is. */
const superDiscountText = fig("cgtDiscountSuperFund", Y) === 33.33 ? "33⅓%" : figText("cgtDiscountSuperFund", Y);

// ---------------------------------------------------------------------------------------------
// Case study: Rosa and Stefan Santoro (facts as at 25 November 2026)
// ---------------------------------------------------------------------------------------------

const rosa = { age: 68, born: "3 March 1958", pensionBalance: 412_000, pensionDrawings: 26_000 } as const;
const stefan = { age: 64, born: "19 May 1962", reachesPensionAge: "19 May 2029", salary: 58_400, superBalance: 286_000 } as const;
const joint = { home: 1_150_000, termDeposit: 74_000, shares: 138_000, dividends: 5_600, car: 24_000, contents: 15_000 } as const;
const unit = {
  price: 310_000,
  stampDuty: 11_400,
  legalFees: 1_600,
  salePrice: 655_000,
  agentCommission: 14_200,
  priorLoss: 9_300,
} as const;
const gift = { amount: 45_000 } as const;

const companyRate = fig("companyTaxRateFull", Y);
const rosaDividend = joint.dividends / 2;
const rosaCredit = frankingCredit(rosaDividend, companyRate);
const coupleCredit = frankingCredit(joint.dividends, companyRate);
const stefanGrossedUpDividends = rosaDividend + rosaCredit;
const stefanTaxable = stefan.salary + stefanGrossedUpDividends;
const stefanTax = residentTax(stefanTaxable, Y);
const stefanTaxOldFirstRate = residentTax(stefanTaxable, Y, fig("residentRateFirstBracket", "2025–26"));
const stefanTax2023 = residentTax(stefanTaxable, "2023–24");
const stefanTaxFlat = Math.round(((stefanTaxable - fig("taxFreeThreshold", Y)) * fig("residentRateSecondBracket", Y)) / 100);
const firstBandTax = Math.round(((fig("residentFirstBracketTop", Y) - fig("taxFreeThreshold", Y)) * fig("residentRateFirstBracket", Y)) / 100);
const stefanSecondBandTax = stefanTax - firstBandTax;

const unitCostBase = unit.price + unit.stampDuty + unit.legalFees + unit.agentCommission;
const unitGain = unit.salePrice - unitCostBase;
const discountShare = (100 - fig("cgtDiscountIndividual", Y)) / 100;
const unitNetGain = (unitGain - unit.priorLoss) * discountShare;
const unitWrongOrder = unitGain * discountShare - unit.priorLoss;
const unitNoCommission = (unit.salePrice - (unitCostBase - unit.agentCommission) - unit.priorLoss) * discountShare;
const unitNoDiscount = unitGain - unit.priorLoss;

const giftFree = fig("giftingFreeAreaAnnual", Y);
const giftExcess = gift.amount - giftFree;
const giftYears = fig("giftingAssessmentPeriodYears", Y);

const caseSources = {
  dssPartnerSuper: { title: "DSS Social Security Guide 4.8.2.40 Treatment of non-income support recipient partner's superannuation investments", url: "https://guides.dss.gov.au/social-security-guide/4/8/2/40" },
  dssSuperAssets: { title: "DSS Social Security Guide 4.6.5.75 Treatment of superannuation & roll-over investments under the assets test", url: "https://guides.dss.gov.au/social-security-guide/4/6/5/75" },
  saDeeming: { title: "Services Australia: Deeming", url: "https://www.servicesaustralia.gov.au/deeming" },
  dssDeemingScope: { title: "DSS Social Security Guide 4.4.1.30 Scope of deeming", url: "https://guides.dss.gov.au/social-security-guide/4/4/1/30" },
  saRealEstate: { title: "Services Australia: Real estate assets", url: "https://www.servicesaustralia.gov.au/real-estate-assets" },
  saAssetsTest: { title: "Services Australia: Assets test for Age Pension", url: "https://www.servicesaustralia.gov.au/assets-test-for-age-pension" },
  saGifting: {
    title: "Services Australia: How much you can gift",
    url: "https://www.servicesaustralia.gov.au/how-much-you-can-gift",
  },
  saGiftingOperational: { title: "Services Australia Operational Blueprint 108-06010010: Assessing deprivation/gifting", url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-06010010-05.html" },
  ratesAct: { title: "Treasury Laws Amendment (More Cost of Living Relief) Act 2025, Schedule 1", url: "https://www.legislation.gov.au/C2025A00028/asmade/text" },
  ratesActAto: { title: "ATO Legal Database: More Cost of Living Relief Act 2025, Sch 1 (resident rates for 2026-27)", url: "https://www.ato.gov.au/law/view/document?DocID=PAC%2F20250028%2FSch1-Cl2&PiT=99991231235958" },
  atoRates: { title: "ATO: Tax rates – Australian resident", url: "https://www.ato.gov.au/tax-rates-and-codes/tax-rates-australian-residents" },
  s102_5: { title: "Income Tax Assessment Act 1997 s 102-5 How to work out your net capital gain (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F102-5%22" },
  s110_25: { title: "Income Tax Assessment Act 1997 s 110-25 General rules about cost base (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F110-25%22" },
  s110_35: { title: "Income Tax Assessment Act 1997 s 110-35 Incidental costs (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F110-35%22" },
  cgtDiscount: { title: "ATO: CGT discount", url: "https://www.ato.gov.au/individuals-and-families/investments-and-assets/capital-gains-tax/cgt-discount" },
  s115_100: { title: "Income Tax Assessment Act 1997 s 115-100 Discount percentage (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F115-100%22" },
  frankingRefund: { title: "ATO: Refunding franking credits – individuals", url: "https://www.ato.gov.au/business/imputation/in-detail/refunding-franking-credits/refunding-franking-credits---individuals/" },
  companyRates: { title: "ATO: Changes to company tax rates", url: "https://www.ato.gov.au/rates/changes-to-company-tax-rates/" },
  s301_10: { title: "Income Tax Assessment Act 1997 s 301-10 (ATO Legal Database)", url: "https://ato.gov.au/law/view/document?DocID=PAC%2F19970038%2F301-10&PiT=99991231235958" },
} as const;

const rosaAndStefan = {
  id: "rosa-and-stefan",
  title: "Rosa and Stefan",
  summary: "A couple of 68 and 64 weigh an investment unit sale, a gift to their daughter and Rosa's Age Pension: tax and social security in 2026–27.",
  year: Y,
  narrative: [
    `Rosa Santoro (${rosa.age}, born ${rosa.born}) and Stefan Santoro (${stefan.age}, born ${stefan.born}) are married and live in their own home, worth ${aud(joint.home)}, on a 650 square metre suburban block held on one title. They see you on 25 November 2026, in the 2026–27 financial year. Both are Australian residents for tax and social security purposes.`,
    `Rosa retired in 2024 and receives a part Age Pension. On 10 February 2025 she started an account-based pension from her superannuation fund, a taxed fund; its balance is ${aud(rosa.pensionBalance)} and she draws ${aud(rosa.pensionDrawings)} a year. Stefan works part-time as an employed engineering consultant on a salary of ${aud(stefan.salary)} and has ${aud(stefan.superBalance)} in a superannuation accumulation account. He has not started an income stream and does not intend to retire before ${stefan.reachesPensionAge}.`,
    `Rosa has owned an investment unit in her sole name since 22 June 2009. It has always been rented out and was never the couple's home. She bought it for ${aud(unit.price)}, paying ${aud(unit.stampDuty)} in stamp duty and ${aud(unit.legalFees)} in legal and conveyancing fees. On 14 September 2026 she signed a contract to sell it for ${aud(unit.salePrice)}; the agent's commission is ${aud(unit.agentCommission)} and settlement is on 26 October 2026. Rosa has a net capital loss of ${aud(unit.priorLoss)} carried forward from a share sale in 2022–23. Assume no capital works or depreciation deductions reduce the unit's cost base and Rosa has no other CGT events in 2026–27.`,
    `The couple jointly hold a term deposit and a portfolio of Australian listed shares that pays ${aud(joint.dividends)} a year in dividends, fully franked at the ${figText("companyTaxRateFull", Y)} company tax rate. They plan to give their daughter Sienna ${aud(gift.amount)} in January 2027 towards a house deposit. They have made no other gifts in the current or the previous four financial years.`,
  ],
  profile: [
    { label: "Rosa", value: `${rosa.age}, retired, part Age Pension, account-based pension started 10 February 2025` },
    { label: "Stefan", value: `${stefan.age}, part-time employee, salary ${aud(stefan.salary)}, reaches Age Pension age on ${stefan.reachesPensionAge}` },
    { label: "Home", value: `${aud(joint.home)}, owned jointly, 650 square metres on one title` },
    { label: "Planned gift", value: `${aud(gift.amount)} to daughter Sienna in January 2027` },
  ],
  tables: [
    {
      caption: "Assets at 25 November 2026",
      columns: ["Asset", "Owner", "Value", "Notes"],
      rows: [
        ["Home", "Joint", aud(joint.home), "Principal home"],
        ["Account-based pension", "Rosa", aud(rosa.pensionBalance), `Started 10 February 2025; drawing ${aud(rosa.pensionDrawings)} a year`],
        ["Superannuation (accumulation)", "Stefan", aud(stefan.superBalance), "No income stream"],
        ["Investment unit", "Rosa", aud(unit.salePrice), `Contract to sell signed 14 September 2026; bought June 2009 for ${aud(unit.price)}`],
        ["Term deposit", "Joint", aud(joint.termDeposit), ""],
        ["Australian listed shares", "Joint", aud(joint.shares), `${aud(joint.dividends)} a year fully franked dividends`],
        ["Car", "Joint", aud(joint.car), ""],
        ["Household contents", "Joint", aud(joint.contents), ""],
      ],
    },
  ],
  questions: [
    {
      type: "multiple-choice",
      id: "build-tax-ss-01",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      question: `Under the rules for 2026–27, how is Stefan's ${aud(stefan.superBalance)} superannuation accumulation account treated when Services Australia works out Rosa's Age Pension?`,
      options: [
        "It counts as an assessable asset under the assets test, but it is not deemed because no income stream is being paid from it.",
        "It is disregarded under both the income test and the assets test while Stefan is under Age Pension age and it stays in accumulation.",
        "It counts under both tests now, because a partner's superannuation is assessed from the day the pensioner partner reaches Age Pension age.",
        "Half the balance counts under both tests, because a couple's assets are combined and then shared equally between the two partners.",
      ],
      correctAnswer: 1,
      explanation:
        `B is right: superannuation in accumulation phase owned by a partner who is under Age Pension age is exempt from both the income test and the assets test when working out the pensioner partner's payment (DSS Social Security Guide 4.8.2.40 and 4.6.5.75). Stefan reaches Age Pension age (${figText("agePensionAge", Y)}) on ${stefan.reachesPensionAge}; from then his superannuation will be a financial investment, counted under the assets test and deemed. ` +
        "A is wrong because while Stefan is under Age Pension age the account is not assessed at all, under either test. " +
        "C is wrong because the test turns on the age of the partner who owns the superannuation, not on Rosa's age. " +
        "D is wrong because the exempt account is left out entirely; nothing from it is combined or split.",
      sources: [caseSources.dssPartnerSuper, caseSources.dssSuperAssets],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-02",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      question: "In 2026–27, how is Rosa's account-based pension, which she started on 10 February 2025, assessed under the Age Pension income test?",
      options: [
        `Her payments of ${aud(rosa.pensionDrawings)} a year, less a deductible amount based on the purchase price, are counted as income.`,
        "It is exempt from the income test because it is paid from a taxed superannuation fund and is tax-free for her.",
        "Only the investment earnings credited to the account during the year are counted as her income from it.",
        "Its balance is included in the couple's financial investments and deemed; the payments she draws are not income.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: an account-based income stream that started on or after 1 January 2015 is a financial investment, so its account balance is deemed to earn income and the actual payments are not counted (Services Australia, Deeming; DSS Social Security Guide 4.4.1.30). " +
        "A is wrong because payments less a deductible amount is the older treatment kept only for account-based pensions held before 1 January 2015 by someone who was already receiving an income support payment then and has kept receiving it. " +
        "B is wrong because the tax treatment of a superannuation pension does not decide its social security treatment. " +
        "C is wrong because deeming replaces actual earnings: what the account really earns is not counted.",
      sources: [caseSources.saDeeming, caseSources.dssDeemingScope],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-03",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      question: `Under the Age Pension assets test for 2026–27, how does the couple's ${aud(joint.home)} home affect Rosa's assessment?`,
      options: [
        "The home is an exempt asset, and the couple's other assets are compared with the lower limits that apply to homeowners.",
        "The home is an exempt asset, and the couple's other assets are compared with the higher limits that apply to non-homeowners.",
        "The home counts as an asset, but only to the extent its value is more than the homeowner full pension assets limit.",
        "Only Rosa's half share of the home counts as an asset, because Stefan has not yet reached Age Pension age himself.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: the principal home and up to 2 hectares of land on the same title are exempt from the assets test whatever their value, and because the couple own their home they are assessed against the homeowner limits, which are lower than the non-homeowner limits (Services Australia, Real estate assets; Assets test for Age Pension). " +
        "B is wrong because the higher non-homeowner limits are for people who do not own their home. " +
        "C is wrong because the exemption has no value cap. " +
        "D is wrong because Stefan's age affects only how his superannuation is assessed, not the exemption of the home.",
      sources: [caseSources.saRealEstate, caseSources.saAssetsTest],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-04",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      question: `Under the gifting rules for 2026–27, how will the ${aud(gift.amount)} gift to Sienna in January 2027 affect Rosa's Age Pension?`,
      options: [
        `Nothing is assessed, because each partner has a ${aud(giftFree)} annual free area and the five-year free area covers the rest.`,
        `${aud(gift.amount - 2 * giftFree)} is assessed as a deprived asset for ${giftYears} years, because each partner has a ${aud(giftFree)} annual free area.`,
        `${aud(giftExcess)} is assessed as a deprived asset and deemed for ${giftYears} years from the gift; the first ${aud(giftFree)} is disregarded.`,
        `${aud(giftExcess)} is assessed as a deprived asset only until 30 June 2027, when the next financial year's free area begins.`,
      ],
      correctAnswer: 2,
      explanation:
        `C is right: a couple share one gifting free area of ${figText("giftingFreeAreaAnnual", Y)} in a financial year, and the amount over it is counted as an asset and deemed for ${giftYears} years from the date of the gift (Services Australia, How much you can gift). ` +
        `A is wrong because no more than ${aud(giftFree)} of gifts in any one financial year can count toward the five-year free area. ` +
        `B is wrong because the ${aud(giftFree)} annual free area is for a couple combined, not for each partner. ` +
        `D is wrong because the excess stays assessable for ${giftYears} years from the date of the gift, not until the end of the financial year.`,
      sources: [caseSources.saGifting, caseSources.saGiftingOperational],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-05",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      question: `Assume Stefan's taxable income for 2026–27 is ${aud(stefanTaxable)}: his ${aud(stefan.salary)} salary plus his ${aud(stefanGrossedUpDividends)} share of the grossed-up dividends (ignore the term-deposit interest and any deductions). Using the resident tax rates for 2026–27, what is the income tax on that taxable income before tax offsets and the Medicare levy?`,
      options: [aud(stefanTax), aud(stefanTaxOldFirstRate), aud(stefanTax2023), aud(stefanTaxFlat)],
      correctAnswer: 0,
      explanation:
        `A is right: for 2026–27 there is no tax on the first ${figText("taxFreeThreshold", Y)}, ${figText("residentRateFirstBracket", Y)} on the part from there to ${figText("residentFirstBracketTop", Y)} (${aud(firstBandTax)}) and ${figText("residentRateSecondBracket", Y)} on the rest (${aud(stefanSecondBandTax)}), a total of ${aud(stefanTax)} (Income Tax Rates Act 1986 as amended by the Treasury Laws Amendment (More Cost of Living Relief) Act 2025). ` +
        `B is wrong because it applies the ${figText("residentRateFirstBracket", "2025–26")} first rate that applied up to 30 June 2026, not the ${figText("residentRateFirstBracket", Y)} rate for 2026–27. ` +
        `C is wrong because it uses the 2023–24 rates of ${figText("residentRateFirstBracket", "2023–24")} and ${figText("residentRateSecondBracket", "2023–24")}. ` +
        `D is wrong because it taxes all income above the tax-free threshold at ${figText("residentRateSecondBracket", Y)}, ignoring the lower first bracket.`,
      sources: [caseSources.ratesAct, caseSources.ratesActAto, caseSources.atoRates],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-06",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      question: "What is Rosa's net capital gain for 2026–27 from the sale of the investment unit?",
      options: [aud(unitWrongOrder), aud(unitNoCommission), aud(unitNoDiscount), aud(unitNetGain)],
      correctAnswer: 3,
      explanation:
        `D is right: the cost base is the purchase price plus the incidental costs of buying (stamp duty, legal fees) and of selling (agent's commission), ${aud(unitCostBase)} (ITAA 1997 ss 110-25, 110-35), so the capital gain is ${aud(unitGain)}. The method statement in s 102-5 applies the carried-forward capital loss first, leaving ${aud(unitGain - unit.priorLoss)}, and then the ${figText("cgtDiscountIndividual", Y)} discount because the unit was owned for at least 12 months: ${aud(unitNetGain)}. ` +
        `A is wrong because it takes the discount before applying the capital loss, the reverse of the order in s 102-5. ` +
        `B is wrong because it leaves the agent's commission out of the cost base; costs of selling are incidental costs. ` +
        `C is wrong because it leaves out the CGT discount, which an individual gets on an asset owned for at least 12 months.`,
      sources: [caseSources.s102_5, caseSources.s110_25, caseSources.s110_35, caseSources.cgtDiscount],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-07",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      question: `In 2026–27 the jointly held shares pay ${aud(joint.dividends)} of dividends fully franked at ${figText("companyTaxRateFull", Y)}. How is Rosa's share of those dividends treated for income tax?`,
      options: [
        `She includes only her ${aud(rosaDividend)} cash dividend in assessable income; the franking credit is a separate tax-free benefit.`,
        `She includes ${aud(rosaDividend)} plus a ${aud(rosaCredit)} franking credit and claims a ${aud(rosaCredit)} offset, refundable if it exceeds her tax.`,
        `She includes ${aud(rosaDividend + rosaCredit)} in assessable income and claims a ${aud(rosaCredit)} offset, but any unused part of it is lost.`,
        "The dividends are not assessable income for her because she is over 60 and is receiving an account-based pension.",
      ],
      correctAnswer: 1,
      explanation:
        `B is right: the couple's franking credit is ${aud(coupleCredit)} (${aud(joint.dividends)} x ${companyRate}/${100 - companyRate}), so Rosa's half is ${aud(rosaCredit)}. She includes her cash dividend and the franking credit in assessable income and is entitled to a tax offset of the same amount; for an individual, franking credits above her tax are refunded (ATO, Refunding franking credits – individuals). ` +
        "A is wrong because the franking credit must be included in assessable income (the dividend is grossed up). " +
        "C is wrong because excess franking credits are refundable to individuals; they are not lost. " +
        "D is wrong because only her superannuation pension payments are tax-free; dividends from shares she holds personally are assessable.",
      sources: [caseSources.frankingRefund, caseSources.companyRates],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-08",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      quote: {
        cite: "Income Tax Assessment Act 1997 (Cth) s 301-10",
        text: "If you are 60 years or over when you receive a superannuation benefit, the benefit is not assessable income and is not exempt income.",
      },
      question: `Rosa draws ${aud(rosa.pensionDrawings)} from her account-based pension in 2026–27. The pension is paid from a taxed superannuation fund. How are the payments treated for income tax in 2026–27?`,
      options: [
        "They are assessable income, but she is entitled to a tax offset of 15% of the taxed element of the taxable component.",
        "Only the taxable component is assessable, taxed at her marginal rate, while the tax-free component is excluded.",
        "They are not assessable income and not exempt income, so they are left out of her taxable income altogether.",
        "They are tax-free only until the total she has drawn from the pension exceeds her transfer balance cap.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: under s 301-10 of the ITAA 1997 a superannuation benefit received at age 60 or over from a taxed source is neither assessable income nor exempt income, so Rosa (68) leaves it out of her taxable income. " +
        "A is wrong because the 15% offset on the taxed element applies only to certain recipients aged under 60, not to someone of Rosa's age. " +
        "B is wrong because the split into taxable and tax-free components matters only under 60 or for an untaxed element. " +
        "D is wrong because the transfer balance cap limits how much can be moved into retirement phase; it does not make pension payments taxable.",
      sources: [caseSources.s301_10],
    },
  ],
} as const satisfies BankBatch["caseStudies"][number];

// ---------------------------------------------------------------------------------------------
// Standalone scenarios and knowledge questions
// ---------------------------------------------------------------------------------------------

const priya = { taxable: 142_600 } as const;
const tom = { gain: 8_600 } as const;
const fund = { gain: 48_000 } as const;
const mei = { gain: 20_000, loss: 8_000 } as const;
const beatrice = { dividends: 4_620 } as const;
const carlow = { dividend: 7_500 } as const;
const marcus = { income: 236_500, contributions: 24_600 } as const;
const wen = { inheritance: 20_000 } as const;
const george = { rent: 23_400, interest: 6_100, rates: 3_200, repairs: 2_100, depreciation: 4_800 } as const;
const frank = { shares: 184_500, dividends: 9_400 } as const;
const patriciaSale = { price: 840_000, forNewHome: 700_000 } as const;
const dorothy = { gift: 55_000 } as const;
const kevin = { earnings: 520 } as const;

const fundNetGain = Math.round(fund.gain * (1 - 1 / 3));
const meiNet = (mei.gain - mei.loss) * discountShare;
const beatriceCredit = frankingCredit(beatrice.dividends, companyRate);
const bre = fig("companyTaxRateBaseRateEntity", Y);
const carlowCredit = frankingCredit(carlow.dividend, bre);
const d293Total = marcus.income + marcus.contributions;
const d293Excess = d293Total - fig("division293Threshold", Y);
const d293Rate = fig("division293Rate", Y);
const d293Tax = Math.round((Math.min(d293Excess, marcus.contributions) * d293Rate) / 100);
const wenTaper = fig("assetsTestTaperSingle", Y);
const wenReduction = (wen.inheritance / 1000) * wenTaper;
const georgeNet = george.rent - george.interest - george.rates - george.repairs;
const kevinAssessed = kevin.earnings - fig("workBonusFortnightly", Y);
const dorothyExcess = dorothy.gift - giftFree;

const src = {
  ...caseSources,
  aph: { title: "Parliament of Australia: Treasury Laws Amendment (More Cost of Living Relief) Bill 2025", url: "https://www.aph.gov.au/Parliamentary_Business/Bills_Legislation/Bills_Search_Results/Result/Second_Reading_Speeches?BillId=r7331" },
  medicare: { title: "ATO: Medicare levy", url: "https://www.ato.gov.au/individuals-and-families/medicare-and-private-health-insurance/medicare-levy" },
  s115_25: { title: "Income Tax Assessment Act 1997 s 115-25 Discount capital gains must be made at least 12 months after acquisition (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F115-25%22" },
  s118_145: { title: "Income Tax Assessment Act 1997 s 118-145 Absences (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F118-145%22" },
  formerHome: { title: "ATO: Treating former home as main residence", url: "https://www.ato.gov.au/Individuals/Capital-gains-tax/Property-and-capital-gains-tax/Your-main-residence-(home)/Treating-former-home-as-main-residence/" },
  div293: { title: "ATO: Change to Division 293 income threshold", url: "https://www.ato.gov.au/individuals/super/super-changes/change-to-division-293-income-threshold/" },
  s293_1: { title: "Income Tax Assessment Act 1997 s 293-1 (ATO Legal Database)", url: "https://ato.gov.au/law/view/document?LocID=%22PAC%2F19970038%2F293-1%22" },
  saWho: { title: "Services Australia: Age Pension – Who can get it", url: "https://www.servicesaustralia.gov.au/who-can-get-age-pension" },
  dssAge: { title: "DSS Social Security Guide 3.4.1.10 Qualification for Age", url: "https://guides.dss.gov.au/social-security-guide/3/4/1/10" },
  saResidence: { title: "Services Australia: Age Pension residence rules", url: "https://www.servicesaustralia.gov.au/individuals/services/centrelink/age-pension/who-can-get-it/residence-rules" },
  saIncomeTest: { title: "Services Australia: Income test for Age Pension", url: "https://www.servicesaustralia.gov.au/income-test-for-age-pension" },
  saAssetsTestPensions: { title: "Services Australia: Assets test for Disability Support Pension (the same pension assets test taper)", url: "https://www.servicesaustralia.gov.au/assets-test-for-disability-support-pension" },
  saRealEstateIncome: { title: "Services Australia: Real estate income", url: "https://www.servicesaustralia.gov.au/real-estate-income" },
  dssRealEstateIncome: { title: "DSS Social Security Guide 4.3.8.30 Income from real estate", url: "https://guides.dss.gov.au/social-security-guide/4/3/8/30" },
  dssSaleProceeds: { title: "DSS Social Security Guide 4.6.3.90 Exempting the principal home – sale proceeds (homes sold on or after 1 January 2023)", url: "https://guides.dss.gov.au/social-security-guide/4/6/3/90" },
  dssDisposalBeforeClaim: { title: "DSS Social Security Guide 4.1.2.20 Disposal of assets post 1 July 2002", url: "https://guides.dss.gov.au/social-security-guide/4/1/2/20" },
  saWorkBonus: { title: "Services Australia: How the Work Bonus works", url: "https://www.servicesaustralia.gov.au/how-work-bonus-works" },
  saHeas: { title: "Services Australia: How much you can get under the Home Equity Access Scheme", url: "https://www.servicesaustralia.gov.au/how-much-you-can-get-under-home-equity-access-scheme" },
  saHeasChoosing: { title: "Services Australia: Choosing your loan payments under the Home Equity Access Scheme", url: "https://www.servicesaustralia.gov.au/choosing-your-loan-payments-under-home-equity-access-scheme" },
} as const;

const heasCap = fig("heasMaxFortnightlyPercent", Y);
/**
 * First resident rate legislated for 2027–28 and later years (Treasury Laws Amendment (More Cost of
 * Living Relief) Act 2025, Sch 1). The figures module has no 2027–28 column, so it is kept here and
 * used only as a distractor that the explanation labels as the 2027–28 rate.
 */
const firstRateFrom2027 = 14;

export const buildTaxSsBatch: BankBatch = {
  id: "build-tax-ss",
  caseStudies: [rosaAndStefan],
  questions: [
    {
      type: "multiple-choice",
      id: "build-tax-ss-09",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      question: `Under the resident tax rates for 2026–27, what marginal rate applies to an Australian resident's taxable income between the tax-free threshold and ${figText("residentFirstBracketTop", Y)}?`,
      options: [
        figText("residentRateFirstBracket", "2025–26"),
        percent(firstRateFrom2027),
        figText("residentRateFirstBracket", Y),
        figText("residentRateFirstBracket", "2023–24"),
      ],
      correctAnswer: 2,
      explanation:
        `C is right: the Treasury Laws Amendment (More Cost of Living Relief) Act 2025 amended the Income Tax Rates Act 1986 so that the first rate is ${figText("residentRateFirstBracket", Y)} for 2026–27, falling again from 2027–28. ` +
        `A is wrong because ${figText("residentRateFirstBracket", "2025–26")} was the rate for 2024–25 and 2025–26, before this change took effect. ` +
        `B is wrong because ${percent(firstRateFrom2027)} is the rate legislated for 2027–28 and later years, not 2026–27. ` +
        `D is wrong because ${figText("residentRateFirstBracket", "2023–24")} was the rate up to 2023–24, before the stage 3 changes.`,
      sources: [src.ratesAct, src.ratesActAto, src.aph],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-10",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `Priya, an Australian resident, expects taxable income of ${aud(priya.taxable)} in 2026–27. She holds appropriate private hospital cover and is not entitled to any Medicare levy reduction or exemption.`,
      question: "Including the Medicare levy, what is Priya's marginal rate of tax on an extra dollar of income in 2026–27?",
      options: [
        percent(fig("residentRateSecondBracket", Y) + fig("medicareLevyRate", Y)),
        percent(fig("residentRateThirdBracket", Y) + fig("medicareLevyRate", Y)),
        percent(fig("residentRateThirdBracket", Y)),
        percent(fig("residentTopRate", Y) + fig("medicareLevyRate", Y)),
      ],
      correctAnswer: 1,
      explanation:
        `B is right: in 2026–27 taxable income between ${figText("residentSecondBracketTop", Y)} and ${figText("residentThirdBracketTop", Y)} is taxed at ${figText("residentRateThirdBracket", Y)}, and the levy adds ${figText("medicareLevyRate", Y)} of taxable income, so her extra dollar bears ${percent(fig("residentRateThirdBracket", Y) + fig("medicareLevyRate", Y))} (Income Tax Rates Act 1986; ATO, Medicare levy). ` +
        `A is wrong because the ${figText("residentRateSecondBracket", Y)} rate stops at ${figText("residentSecondBracketTop", Y)}. ` +
        "C is wrong because it leaves out the levy. " +
        `D is wrong because the top rate applies only above ${figText("residentThirdBracketTop", Y)}.`,
      sources: [src.ratesActAto, src.atoRates, src.medicare],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-11",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `Tom, an Australian resident, bought listed shares on 10 March 2026 and sold them on 2 March 2027, making a capital gain of ${aud(tom.gain)}. He has no capital losses and no other CGT events in 2026–27.`,
      question: "How much of the gain is included in Tom's net capital gain for 2026–27?",
      options: [
        `${aud(tom.gain * discountShare)}, because the CGT discount applies to shares held across parts of two income years`,
        `${aud(tom.gain * discountShare)}, because the CGT discount applies once shares have been held for more than six months`,
        "Nil, because a gain on listed shares held for less than 12 months is exempt from capital gains tax",
        `${aud(tom.gain)}, because Tom did not own the shares for at least 12 months before the CGT event`,
      ],
      correctAnswer: 3,
      explanation:
        `D is right: a capital gain is a discount capital gain only if the asset was acquired at least 12 months before the CGT event (ITAA 1997 s 115-25). Tom owned the shares for less than 12 months, so the whole ${aud(tom.gain)} is included. ` +
        "A is wrong because holding an asset across two income years does not meet the 12-month test. " +
        "B is wrong because the holding period is 12 months, not six. " +
        "C is wrong because there is no exemption for short-term gains on shares; they are fully taxable.",
      sources: [src.s115_25, src.cgtDiscount],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-12",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `A complying self-managed superannuation fund in accumulation phase sells listed shares it has held for three years, making a capital gain of ${aud(fund.gain)} in 2026–27. It has no capital losses.`,
      question: "What net capital gain does the fund include in its assessable income for 2026–27?",
      options: [aud(fundNetGain), aud(fund.gain * discountShare), aud(fund.gain), aud(fund.gain * 0.75)],
      correctAnswer: 0,
      explanation:
        `A is right: a complying superannuation fund's CGT discount is ${superDiscountText}, not ${figText("cgtDiscountIndividual", Y)} (ITAA 1997 s 115-100), so it includes two-thirds of the gain: ${aud(fundNetGain)}. ` +
        `B is wrong because the ${figText("cgtDiscountIndividual", Y)} discount is for individuals and trusts. ` +
        "C is wrong because a complying fund is entitled to a discount on an asset it has owned for at least 12 months. " +
        `D is wrong because 25% is not the discount percentage for a complying superannuation fund; s 115-100 gives such a fund ${superDiscountText}.`,
      sources: [src.s115_100, src.cgtDiscount],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-13",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `In 2026–27 Mei sells units in a managed fund that she has held for four years, making a capital gain of ${aud(mei.gain)}, and sells shares held for two years, making a capital loss of ${aud(mei.loss)}. She has no other CGT events and no losses from earlier years.`,
      question: "What is Mei's net capital gain for 2026–27?",
      options: [aud(mei.gain * discountShare - mei.loss), aud(mei.gain * discountShare), aud(meiNet), aud(mei.gain - mei.loss)],
      correctAnswer: 2,
      explanation:
        `C is right: under the method statement in ITAA 1997 s 102-5, capital losses reduce capital gains first, leaving ${aud(mei.gain - mei.loss)}, and only then does the ${figText("cgtDiscountIndividual", Y)} discount apply, giving ${aud(meiNet)}. ` +
        "A is wrong because it applies the discount before the loss, which wastes part of the loss. " +
        "B is wrong because the capital loss must be applied against the capital gain in the same year; it cannot be saved for later while a gain remains. " +
        "D is wrong because it leaves out the discount, to which Mei is entitled on units owned for at least 12 months.",
      sources: [src.s102_5, src.cgtDiscount],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-14",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario:
        "Hannah lived in her apartment as her main residence from 2015 until she moved interstate for work on 1 August 2022. She rented the apartment out from then until she sold it under a contract signed on 5 November 2026. While interstate she rented a flat and owned no other dwelling. She is an Australian resident.",
      question: "Which statement about the CGT main residence exemption on Hannah's sale in 2026–27 is correct?",
      options: [
        "Only the period from 2015 to August 2022 is exempt, because the apartment produced rent after she moved out.",
        "She can choose to keep treating the apartment as her main residence while it was rented, so the whole gain can be exempt.",
        "No exemption is available, because the apartment was not her main residence on the day she signed the sale contract.",
        "The whole gain is exempt automatically, because a former home can be treated as a main residence for an unlimited time.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: under the absence rule in ITAA 1997 s 118-145 she can choose to treat a former home as her main residence for up to 6 years while it produces income, provided she treats no other dwelling as her main residence; she was away for less than 6 years, so the whole gain can be exempt (ATO, Treating former home as main residence). " +
        "A is wrong because renting the property out does not end the exemption within the 6-year period. " +
        "C is wrong because the absence rule exists for exactly this situation. " +
        "D is wrong because the unlimited period applies only if the home is not used to produce income, and the exemption is a choice she must make.",
      sources: [src.s118_145, src.formerHome],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-15",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: "Jack bought an investment property in 2019, borrowing to buy it, and has rented it out since. He sells it in 2026–27.",
      question: "Which of these amounts forms part of the property's cost base when Jack works out his capital gain for 2026–27?",
      options: [
        "The loan interest he has claimed each year as a deduction against the rent",
        "The council rates and insurance he has claimed each year as rental deductions",
        "The increase in the property's market value since the day he bought it",
        "The stamp duty and conveyancing fees he paid when he bought the property",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: stamp duty and conveyancing fees are incidental costs of acquiring the asset, the second element of the cost base (ITAA 1997 ss 110-25 and 110-35). " +
        "A is wrong because costs of owning an asset are excluded from the cost base to the extent they have been deducted, as Jack's loan interest has. " +
        "B is wrong because rates and insurance he has deducted are excluded for the same reason. " +
        "C is wrong because a rise in market value is not an amount paid; it is the gain being measured.",
      sources: [src.s110_25, src.s110_35],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-16",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `Beatrice, 72, is a self-funded retiree and an Australian resident. In 2026–27 her only income apart from a tax-free superannuation pension is ${aud(beatrice.dividends)} of dividends from Australian listed companies, fully franked at ${figText("companyTaxRateFull", Y)}.`,
      question: "What is the income tax outcome for Beatrice in 2026–27?",
      options: [
        `No tax is payable, and the ${aud(beatriceCredit)} franking credit is refunded to her once she lodges a return or refund application.`,
        `No tax is payable, and the ${aud(beatriceCredit)} franking credit is forfeited, because a tax offset can only reduce tax to nil.`,
        `Tax is payable on ${aud(beatrice.dividends + beatriceCredit)} at the first marginal rate, reduced by the ${aud(beatriceCredit)} franking credit.`,
        `No tax is payable, but only half of the ${aud(beatriceCredit)} franking credit is refunded because her income is so low.`,
      ],
      correctAnswer: 0,
      explanation:
        `A is right: her taxable income is the ${aud(beatrice.dividends)} dividend plus the ${aud(beatriceCredit)} franking credit, ${aud(beatrice.dividends + beatriceCredit)}, below the ${figText("taxFreeThreshold", Y)} tax-free threshold for 2026–27, so no tax is payable and the excess franking credit is refunded; her credits are under the ATO's small shareholder limit, so only the related payments rule applies (ATO, Refunding franking credits – individuals). ` +
        "B is wrong because franking credits are a refundable tax offset for resident individuals. " +
        "C is wrong because no tax is payable on income below the tax-free threshold. " +
        "D is wrong because the whole excess franking credit is refundable; there is no partial refund.",
      sources: [src.frankingRefund, src.atoRates],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-17",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      scenario: `Carlow Pty Ltd is a base rate entity whose corporate tax rate for imputation purposes in 2026–27 is ${figText("companyTaxRateBaseRateEntity", Y)}. It pays its shareholder, Niamh, a fully franked dividend of ${aud(carlow.dividend)}.`,
      question: "What franking credit is attached to the dividend paid to Niamh in 2026–27?",
      options: [
        aud(frankingCredit(carlow.dividend, companyRate)),
        aud((carlow.dividend * bre) / 100),
        aud(carlowCredit),
        aud((carlow.dividend * companyRate) / 100),
      ],
      correctAnswer: 2,
      explanation:
        `C is right: a fully franked dividend carries a franking credit of the dividend x rate / (100 - rate), using the company's corporate tax rate for imputation purposes: ${aud(carlow.dividend)} x ${bre}/${100 - bre} = ${aud(carlowCredit)} (ATO, Changes to company tax rates). ` +
        `A is wrong because it uses the ${figText("companyTaxRateFull", Y)} rate, which does not apply to this base rate entity. ` +
        `B is wrong because it takes ${figText("companyTaxRateBaseRateEntity", Y)} of the cash dividend instead of grossing it up. ` +
        `D is wrong because it takes ${figText("companyTaxRateFull", Y)} of the cash dividend, with the wrong rate and method.`,
      sources: [src.companyRates, src.frankingRefund],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-18",
      knowledgeArea: "construction",
      topic: "Tax",
      year: Y,
      quote: {
        cite: "Income Tax Assessment Act 1997 (Cth) s 293-1",
        text: `This Division reduces the concessional tax treatment of certain superannuation contributions made for high income individuals. The high income threshold is ${figText("division293Threshold", Y)}.`,
      },
      scenario: `In 2026–27 Marcus has income for Division 293 purposes (not counting his super contributions) of ${aud(marcus.income)} and low tax (concessional) contributions of ${aud(marcus.contributions)}.`,
      question: "How much Division 293 tax will Marcus be assessed for 2026–27?",
      options: [aud(0), aud((marcus.contributions * d293Rate) / 100), aud(((d293Excess + marcus.contributions) * d293Rate) / 100), aud(d293Tax)],
      correctAnswer: 3,
      explanation:
        `D is right: his income plus contributions is ${aud(d293Total)}, which exceeds the ${figText("division293Threshold", Y)} threshold by ${aud(d293Excess)}. Division 293 tax is ${figText("division293Rate", Y)} of the lesser of that excess and his low tax contributions: ${figText("division293Rate", Y)} of ${aud(d293Excess)} = ${aud(d293Tax)} (ATO, Change to Division 293 income threshold). ` +
        "A is wrong because the low tax contributions are added to income when testing the threshold. " +
        "B is wrong because only the part of the contributions above the threshold is taxed when the excess is smaller. " +
        "C is wrong because it taxes the excess and the contributions together, counting the same dollars twice.",
      sources: [src.div293, src.s293_1],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-19",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: "Lena was born on 14 August 1959. She meets the residence rules and her income and assets are below the Age Pension limits.",
      question: "Under the rules in force in 2026–27, from what date can Lena first be paid the Age Pension?",
      options: ["14 February 2026", "14 August 2026", "14 August 2024", "14 August 2029"],
      correctAnswer: 1,
      explanation:
        `B is right: the Age Pension age for people born on or after 1 January 1957 is ${figText("agePensionAge", Y)} (Social Security Act 1991 s 23; Services Australia, Age Pension – Who can get it), so Lena reaches it on 14 August 2026. She can lodge her claim up to 13 weeks before then. ` +
        "A is wrong because 66 and a half was the Age Pension age for people born from 1 July 1955 to 31 December 1956. " +
        "C is wrong because 65 has not been the Age Pension age for anyone born after 30 June 1952. " +
        "D is wrong because a proposed increase to 70 was never legislated.",
      sources: [src.saWho, src.dssAge],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-20",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario:
        "Arjun, 67, is an Australian citizen living in Australia. He was an Australian resident from January 1988 to December 1991, lived overseas from 1992, and returned as a resident in March 2019. He has lived in Australia continuously since and claims the Age Pension in November 2026.",
      question: "Does Arjun meet the Age Pension residence requirement under the rules for 2026–27?",
      options: [
        "Yes: his periods of residence total more than 10 years and one of them is more than 5 years without a break.",
        "No: he needs 10 years of continuous Australian residence immediately before the day he lodges his claim.",
        "No: residence before he left Australia in 1991 is too long ago to count toward the 10-year requirement.",
        "Yes: any Australian resident who is in Australia on the day of the claim qualifies after 2 years' residence.",
      ],
      correctAnswer: 0,
      explanation:
        `A is right: a claimant generally needs ${figText("agePensionResidenceYears", Y)} years of Australian residence in total, at least 5 of them without a break (Services Australia, Age Pension residence rules; Social Security Act 1991 s 7). Arjun has about 4 years from 1988 to 1991 and more than 7 continuous years since March 2019. ` +
        "B is wrong because the 10 years need not be continuous or immediately before the claim. " +
        "C is wrong because earlier periods of residence count, however long ago. " +
        "D is wrong because the 2-year rule is only for a woman whose partner died while both were Australian residents.",
      sources: [src.saResidence, src.dssAge],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-21",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario:
        `Ivan and Olga are a couple who both receive the Age Pension. In a fortnight in 2026–27 their combined assessable income rises by ${aud(100)}, all of it above the couple income free area, and the income test gives them a lower rate than the assets test.`,
      question: "Under the standard income test for 2026–27, by how much does the extra income reduce each partner's pension for that fortnight?",
      options: [
        aud((100 * fig("incomeTestTaperSingle", Y)) / 100) + " each",
        aud(100) + " each",
        aud((100 * fig("incomeTestTaperCoupleEach", Y)) / 200) + " each",
        aud((100 * fig("incomeTestTaperCoupleEach", Y)) / 100) + " each",
      ],
      correctAnswer: 3,
      explanation:
        `D is right: for a pensioner couple, each partner's pension falls by ${fig("incomeTestTaperCoupleEach", Y)} cents for each dollar of combined income over the couple free area, ${fig("incomeTestTaperSingle", Y)} cents combined (Services Australia, Income test for Age Pension). ` +
        `A is wrong because ${fig("incomeTestTaperSingle", Y)} cents in the dollar is the single rate, or the couple's combined reduction, not each partner's. ` +
        "B is wrong because the income test is a taper, not a dollar-for-dollar reduction. " +
        "C is wrong because it halves the per-partner rate a second time.",
      sources: [src.saIncomeTest],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-22",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `Wen is a single homeowner receiving a part Age Pension under the assets test in 2026–27: her assessable assets are above the full pension limit and below the cut-off. She inherits ${aud(wen.inheritance)} in cash, her assets stay below the cut-off, and the assets test still gives her the lower rate.`,
      question: "By how much does the inheritance reduce Wen's Age Pension under the assets test for 2026–27?",
      options: [
        `${aud((wen.inheritance / 1000) * fig("assetsTestTaperCoupleEach", Y))} a fortnight`,
        `${aud(wenReduction)} a year`,
        `${aud(wenReduction)} a fortnight`,
        `${aud(wenReduction * 10)} a fortnight`,
      ],
      correctAnswer: 2,
      explanation:
        `C is right: a single pensioner's rate falls by ${figText("assetsTestTaperSingle", Y)} a fortnight for each ${aud(1000)} of assessable assets over the full pension limit (Services Australia, Assets test), so ${aud(wen.inheritance)} reduces it by ${aud(wenReduction)} a fortnight. ` +
        `A is wrong because ${figText("assetsTestTaperCoupleEach", Y)} per ${aud(1000)} is the reduction for each member of a couple (and the single taper before 2017). ` +
        `B is wrong because the taper is a reduction in each fortnight's pension, not a yearly one: ${aud(wenReduction)} a fortnight is ${aud(wenReduction * 26)} a year. ` +
        `D is wrong because it applies the taper per ${aud(100)} instead of per ${aud(1000)}.`,
      sources: [src.saAssetsTestPensions, src.saAssetsTest],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-23",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `George, a single age pensioner, owns a rental property. In 2026–27 it earns gross rent of ${aud(george.rent)}. He pays ${aud(george.interest)} in loan interest, ${aud(george.rates)} in council rates and ${aud(george.repairs)} in repairs, and claims ${aud(george.depreciation)} of capital works and depreciation deductions in his tax return.`,
      question: "How much income from the property is counted under the Age Pension income test for 2026–27?",
      options: [
        `${aud(georgeNet)} a year: the gross rent less interest, rates and repairs`,
        `${aud(georgeNet - george.depreciation)} a year: his net rental income as worked out for tax`,
        `${aud(george.rent)} a year: the gross rent, because no expenses are deducted`,
        "Nil: the property's value is deemed instead, so the rent itself is ignored",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: income from real estate is the gross rent less allowable deductions such as loan interest, rates and maintenance, but capital depreciation and special building write-offs cannot be deducted (Services Australia, Real estate income; DSS Social Security Guide 4.3.8.30). " +
        "B is wrong because it also deducts capital works and depreciation, which the income test does not allow. " +
        "C is wrong because allowable expenses are deducted from the gross rent. " +
        "D is wrong because real estate is not a financial investment and is not deemed; its actual net income is counted, and its value counts under the assets test.",
      sources: [src.saRealEstateIncome, src.dssRealEstateIncome],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-24",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `Frank, a single age pensioner, holds ${aud(frank.shares)} of Australian listed shares. In 2026–27 they pay him ${aud(frank.dividends)} in dividends, more than the deeming rates would assume.`,
      question: "How are Frank's shares treated under the Age Pension income test for 2026–27?",
      options: [
        `The ${aud(frank.dividends)} of dividends he actually receives is counted as his income from the shares.`,
        "Deemed income on the shares' value is counted, and the dividends he actually receives are not counted.",
        `The higher of the deemed income and the ${aud(frank.dividends)} of actual dividends is counted as income.`,
        "The shares are exempt from the income test because their value is already counted in the assets test.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: listed shares are financial investments, so they are deemed to earn income at the deeming rates whatever they actually earn; returns above the deeming rates are not assessed (Services Australia, Deeming; DSS Social Security Guide 4.4.1.30). " +
        "A is wrong because actual returns on financial investments are replaced by deemed income. " +
        "C is wrong because there is no higher-of comparison; deemed income applies even when actual income is higher. " +
        "D is wrong because financial investments count under both tests: their value under the assets test and deemed income under the income test.",
      sources: [src.saDeeming, src.dssDeemingScope],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-25",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `Patricia, a single age pensioner, sells her home in October 2026 for ${aud(patriciaSale.price)}. She intends to use ${aud(patriciaSale.forNewHome)} to buy a smaller home and to spend the rest on travel and gifts. The money sits in a bank account while she looks for a home.`,
      question: "Under the rules for 2026–27, how is the sale money treated while she looks?",
      options: [
        `All ${aud(patriciaSale.price)} is exempt from the assets test for up to ${fig("homeSaleProceedsExemptionMonths", Y)} months, and none of it is deemed.`,
        `All ${aud(patriciaSale.price)} counts under the assets test at once, because she has become a non-homeowner.`,
        `${aud(patriciaSale.forNewHome)} is exempt from the assets test for up to ${fig("homeSaleProceedsExemptionMonths", Y)} months and deemed at the lower rate only; the rest is assessable.`,
        `${aud(patriciaSale.forNewHome)} is exempt from the assets test for up to 12 months, and all ${aud(patriciaSale.price)} is deemed at the normal rates.`,
      ],
      correctAnswer: 2,
      explanation:
        `C is right: for a home sold on or after 1 January 2023, the part of the sale proceeds a person intends to use for a new home is exempt from the assets test for up to ${fig("homeSaleProceedsExemptionMonths", Y)} months (extendable to 36 in some cases), and while exempt it is deemed at the lower deeming rate only; the part she intends to spend elsewhere is assessed normally (Services Australia, Real estate assets; DSS Social Security Guide 4.6.3.90). ` +
        "A is wrong because only the amount intended for the new home is exempt, and the exempt amount is still deemed. " +
        "B is wrong because the exemption applies to the proceeds meant for the new home. " +
        "D is wrong because the 12-month period applied to homes sold before 1 January 2023.",
      sources: [src.saRealEstate, src.dssSaleProceeds],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-26",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `Dorothy, born in July 1959, gave her son ${aud(dorothy.gift)} in cash in August 2024, soon after she turned 65, and made no other gifts. She turned 67 in July 2026 and claims the Age Pension in September 2026, in 2026–27.`,
      question: "How is the 2024 gift treated when Dorothy's Age Pension claim is assessed in 2026–27?",
      options: [
        "It is ignored, because the gift was made before she claimed the Age Pension and before she reached Age Pension age.",
        `Only ${aud(dorothy.gift - 3 * giftFree)} is assessed, because the whole five-year free area can be used for a single gift.`,
        `All ${aud(dorothy.gift)} is assessed for five years, because gifts made before a claim get no gifting free area.`,
        `${aud(dorothyExcess)} is assessed as a deprived asset, and deemed, until August 2029, five years after the gift.`,
      ],
      correctAnswer: 3,
      explanation:
        `D is right: gifts made in the 5 years before a claim are assessed under the same rules, unless the person could not reasonably have expected to qualify, and Dorothy was 65 and close to Age Pension age. The first ${figText("giftingFreeAreaAnnual", Y)} in the financial year is disregarded and the excess is an asset, and deemed, for ${giftYears} years from the gift (DSS Social Security Guide 4.1.2.20; Services Australia, How much you can gift). ` +
        "A is wrong because the deprivation rules reach back 5 years before a claim. " +
        `B is wrong because no more than ${aud(giftFree)} of gifts in any one financial year counts toward the five-year free area. ` +
        "C is wrong because the same free areas apply to gifts made before a claim.",
      sources: [src.dssDisposalBeforeClaim, src.saGifting],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-27",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: `Kevin, a single age pensioner with no other income, earns ${aud(kevin.earnings)} from part-time employment in a fortnight in 2026–27. His Work Bonus balance is nil at the start of the fortnight.`,
      question: "How much of Kevin's employment income is counted under the income test for that fortnight?",
      options: [aud(kevinAssessed), aud(kevin.earnings), aud(kevin.earnings / 2), aud(0)],
      correctAnswer: 0,
      explanation:
        `A is right: the Work Bonus takes ${figText("workBonusFortnightly", Y)} a fortnight off employment income before the income test is applied, and any unused balance (up to ${figText("workBonusIncomeBankMax", Y)}) would offset more; with a nil balance, ${aud(kevinAssessed)} is counted (Services Australia, How the Work Bonus works). ` +
        "B is wrong because it ignores the Work Bonus. " +
        "C is wrong because it confuses the 50 cent income test taper with the amount of income counted. " +
        `D is wrong because only ${figText("workBonusFortnightly", Y)} is excluded when there is no Work Bonus balance to draw on.`,
      sources: [src.saWorkBonus],
    },
    {
      type: "multiple-choice",
      id: "build-tax-ss-28",
      knowledgeArea: "construction",
      topic: "Social security",
      year: Y,
      scenario: "Gwen, 74, receives the maximum rate of Age Pension and owns her home outright. She wants a regular top-up to her income and is considering the Home Equity Access Scheme in 2026–27.",
      question: "What is the most Gwen can receive each fortnight as a loan under the Home Equity Access Scheme?",
      options: [
        `An amount equal to ${percent(heasCap)} of the maximum pension rate, paid on top of her pension`,
        `An amount equal to ${percent(heasCap - 100)} of the maximum pension rate, paid on top of her pension`,
        "Nothing, because the scheme is only available to people who do not receive a pension",
        `An amount equal to ${percent(100)} of the maximum pension rate, paid on top of her pension`,
      ],
      correctAnswer: 1,
      explanation:
        `B is right: pension and loan together can be up to ${figText("heasMaxFortnightlyPercent", Y)} of the maximum pension rate each fortnight, so a maximum-rate pensioner can borrow up to ${percent(heasCap - 100)} of that rate (Services Australia, How much you can get under the Home Equity Access Scheme). She can also take lump sum advances of up to ${figText("heasAdvanceMaxPercent", Y)} of the maximum annual rate in any 26 fortnights. ` +
        `A is wrong because ${percent(heasCap)} is the cap on pension plus loan combined, which only a person receiving no pension could take entirely as a loan. ` +
        "C is wrong because pensioners and non-pensioners of Age Pension age can both use the scheme. " +
        `D is wrong because it would take her total above the ${percent(heasCap)} cap.`,
      sources: [src.saHeas, src.saHeasChoosing],
    },
  ],
};

function percent(value: number): string {
  return `${value}%`;
}
