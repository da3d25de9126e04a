import type { Question } from "~/quiz/types";
import { aud, fig, figText } from "./figures";
import { figures, FINANCIAL_YEAR } from "./figures/seed";
import { margaret } from "./margaret-facts";

/** Illustrative amounts for these questions (not rules). */
const roomPrice = 450_000;
const radFromSale = 450_000;
const partRad = 50_000;

const savings = margaret.bankBalance + margaret.sharesValue;
const assetsIfHomeCounted = margaret.homeValue + savings;
const excessOverNonHomeownerLimit = assetsIfHomeCounted - figures.assetsLimitSingleNonHomeowner2023;
const excessOverHomeownerLimit = assetsIfHomeCounted - figures.assetsLimitSingleHomeowner2023;
const reductionNonHomeowner = (excessOverNonHomeownerLimit / 1_000) * figures.assetsTaperPerThousandSingle;
const reductionHomeowner = (excessOverHomeownerLimit / 1_000) * figures.assetsTaperPerThousandSingle;
const assetsAfterSaleAndRad = margaret.homeValue - radFromSale + savings;
const giftedExcess = margaret.homeValue - figures.giftingFreeAreaAnnual;
const assetsAfterGift = giftedExcess + savings;
const excessAfterGift = assetsAfterGift - figures.assetsLimitSingleNonHomeowner2023;
const reductionAfterGift = (excessAfterGift / 1_000) * figures.assetsTaperPerThousandSingle;

const rules = `under the rules in force in ${FINANCIAL_YEAR}`;

/** Margaret PQ7 to PQ12: paying for residential aged care, the Age Pension, the former home, her estate. */
export const margaretAgedCareQuestions: readonly Question[] = [
  {
    id: "margaret-pq7",
    type: "multiple-choice",
    knowledgeArea: "construction",
    topic: "Aged care",
    year: "2023–24",
    question: `${margaret.name} is moving permanently into an aged care home. Answer ${rules} (Aged Care Act 1997). The agreed room price is ${aud(roomPrice)}, her means assessment shows she must meet the full price herself, and she has ${aud(margaret.bankBalance)} in the bank. Which statement about how she can pay for her accommodation is correct?`,
    options: [
      "She must pay the whole room price as a lump sum before she moves in, because daily payments are only for residents who get government help.",
      "She can pay by daily accommodation payments instead, and the daily payments she has made are refunded to her estate when she leaves care.",
      "She can pay a refundable lump sum (RAD), a daily payment (DAP) or a mix; the DAP applies the MPIR to the unpaid price and is not refunded.",
      `If she pays part of the price as a lump sum, her daily payment is still worked out on the full room price of ${aud(roomPrice)}.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: ${rules}, a resident who must meet the full price can pay it as a refundable accommodation deposit (RAD), as a daily accommodation payment (DAP) or as a combination of the two. The DAP is the unpaid part of the price multiplied by the maximum permissible interest rate (MPIR) and divided by 365; it works like rent and is not refunded. ${margaret.name} could, for example, pay part of the price from her savings as a RAD and a DAP on the rest. A is wrong because daily payment is open to every resident, and a new resident had up to ${figures.accommodationPaymentChoiceDays} days after entry to choose how to pay. B is wrong because only the lump-sum balance (less agreed deductions) is refunded to her or her estate; daily payments are not refunded. D is wrong because in a combination the DAP is worked out only on the part of the price not paid as a lump sum. In ${FINANCIAL_YEAR} a provider needed approval to charge more than ${aud(figures.maxAccommodationPayment2023)}. That maximum accommodation payment amount rose to ${aud(fig("maxAccommodationPaymentAmount", "2024–25"))} from 1 January 2025 and was ${figText("maxAccommodationPaymentAmount", "2025–26")} from 1 July 2025; it is indexed each 1 July (the Aged Care Rules 2025 now set it), so check the current amount before advising. What applies now: for people entering care from 1 November 2025 under the Aged Care Act 2024 there is no longer a ${figures.accommodationPaymentChoiceDays}-day period in which to choose how to pay (they pay daily payments, which may be indexed, until any lump sum is paid, and can pay or top up a lump sum at any time), and the provider deducts retention from a RAD at ${figText("radRetentionRatePercent", "2026–27")} a year, calculated daily, for up to ${fig("radRetentionMaxYears", "2026–27")} years; retained amounts are not refunded. Residents who entered care before 1 November 2025 keep the earlier arrangements.`,
    sources: [
      {
        title: "My Aged Care: Understanding aged care home accommodation costs",
        url: "https://www.myagedcare.gov.au/understanding-aged-care-home-accommodation-costs",
      },
      {
        title: "Services Australia Operational Blueprint: Aged care fees and charges - accommodation payments 065-05020020",
        url: "http://operational.servicesaustralia.gov.au/public/Pages/older-australians/065-05020020-05.html",
      },
      {
        title: "IHACPA: About refundable accommodation deposits",
        url: "https://www.ihacpa.gov.au/aged-care/refundable-accommodation-deposits/about",
      },
      {
        title: "Department of Health, Disability and Ageing: Managing accommodation costs for residential aged care (entering care before and from 1 November 2025)",
        url: "https://www.health.gov.au/our-work/residential-aged-care/charging/managing-fees-accommodation-costs",
      },
      {
        title: "Department of Health, Disability and Ageing: Published prices and maximum accommodation payment amounts",
        url: "https://www.health.gov.au/our-work/residential-aged-care/charging/published-prices-and-maximum-accommodation-payment-amounts",
      },
      {
        title: "Department of Health, Disability and Ageing: Refundable accommodation deposit and contribution (RAD and RAC) retention",
        url: "https://www.health.gov.au/our-work/residential-aged-care/charging/refundable-accommodation-deposit-and-contribution-rad-and-rac-retention",
      },
    ],
  },
  {
    id: "margaret-pq8",
    type: "multiple-choice",
    knowledgeArea: "construction",
    topic: "Aged care",
    year: "2023–24",
    question: `Answer ${rules}. Suppose ${margaret.name} sells her home for ${aud(margaret.homeValue)} and uses ${aud(radFromSale)} of the proceeds to pay a refundable accommodation deposit (RAD) to her aged care home. How is the RAD treated for her Age Pension and her aged care fees?`,
    options: [
      "It is an assessable asset for the Age Pension but is not deemed, because the aged care home pays her no interest on it.",
      "It is not counted or deemed for the Age Pension, but it is counted as an asset in her aged care means assessment.",
      `It is exempt from the Age Pension assets test for ${figures.formerHomeExemptionYears} years after she enters care and is then assessed at its full value.`,
      "It is an assessable asset for the Age Pension and earns deemed income, but it is ignored in her aged care means assessment.",
    ],
    correctAnswer: 1,
    explanation: `B is right: refundable deposits are exempt from the social security assets test, and the Social Security Act 1991 s 9(1D) says a refundable deposit is not a financial investment, so no deemed income is counted on it. The aged care means test is different: the RAD is included in her assets there and can affect her care fees. Once the home is sold she is assessed as a non-homeowner; ignoring selling costs and household contents, her assessable assets would be about ${aud(assetsAfterSaleAndRad)} (the ${aud(margaret.homeValue - radFromSale)} left from the sale plus her ${aud(savings)} in the bank and shares), below the ${FINANCIAL_YEAR} single non-homeowner full-pension limit of ${aud(figures.assetsLimitSingleNonHomeowner2023)}, so the assets test would not reduce her pension. A is wrong because the RAD is not counted under the Age Pension assets test at all. C is wrong because the ${figures.formerHomeExemptionYears}-year exemption applies to a former home that has not been sold, not to a RAD; the RAD balance stays exempt from the Age Pension assets test for as long as it is held. D is wrong because it reverses the two tests.`,
    sources: [
      {
        title: "DSS Social Security Guide 1.1.R.113 Refundable deposit, refundable deposit balance",
        url: "https://guides.dss.gov.au/social-security-guide/1/1/r/113",
      },
      { title: "Social Security Act 1991 (Cth) s 9(1D)" },
      {
        title: "My Aged Care: Understanding aged care home accommodation costs",
        url: "https://www.myagedcare.gov.au/understanding-aged-care-home-accommodation-costs",
      },
    ],
  },
  {
    id: "margaret-pq9",
    type: "multiple-choice",
    knowledgeArea: "construction",
    topic: "Social security",
    year: "2023–24",
    question: `Answer using the Age Pension rules in force in ${FINANCIAL_YEAR}. ${margaret.name}, who is single, moves permanently into aged care in October 2023 and keeps her home, which stays empty and is not rented. When the home's exemption period ends, assume that the home is still worth ${aud(margaret.homeValue)}, that her bank savings and shares still total ${aud(savings)}, that the assets test gives her the lower rate, and, for illustration only, that the single assets test limits set on 1 July 2023 still apply (in practice they are indexed, so the real figures at that date would differ). What happens to her Age Pension when the exemption period ends?`,
    options: [
      `She is treated as a non-homeowner; her assets of ${aud(assetsIfHomeCounted)} exceed the ${aud(figures.assetsLimitSingleNonHomeowner2023)} limit, so her pension falls by ${aud(reductionNonHomeowner)} a fortnight.`,
      "Nothing changes: the home stays exempt from the assets test for as long as she intends to leave it to her children under her will.",
      `She is still a homeowner; her assets of ${aud(assetsIfHomeCounted)} exceed the ${aud(figures.assetsLimitSingleHomeowner2023)} limit, so her pension falls by ${aud(reductionHomeowner)} a fortnight.`,
      `Her pension stops entirely, because the home alone is worth more than the ${aud(figures.assetsLimitSingleHomeowner2023)} full-pension limit for a single homeowner.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: a single person's former home is exempt from the Age Pension assets test for up to ${figures.formerHomeExemptionYears} years from the day she enters care (so until October 2025 here; the period can be extended only in limited circumstances), and during that time she is treated as a homeowner. When the exemption ends, the home is counted at its value and she is assessed as a non-homeowner, with the higher non-homeowner limit (${aud(figures.assetsLimitSingleNonHomeowner2023)} from 1 July 2023, used here for illustration). Her assets of ${aud(assetsIfHomeCounted)} are ${aud(excessOverNonHomeownerLimit)} over that limit; at ${aud(figures.assetsTaperPerThousandSingle)} a fortnight for each ${aud(1_000)} over, her pension falls by ${aud(reductionNonHomeowner)} a fortnight, leaving a part pension (the single non-homeowner cut-off was ${aud(figures.assetsCutOffSingleNonHomeowner2023)} from 1 July 2023). B is wrong because her wish to leave the home to her children does not extend the exemption. C is wrong because once the home is counted she is a non-homeowner and the homeowner limit no longer applies. D is wrong because the home is counted only after the exemption ends, and then against the non-homeowner limit; her assets are well below the cut-off.`,
    sources: [
      {
        title: "DSS Social Security Guide 1.1.R.113 Refundable deposit, refundable deposit balance (former home exempt for up to 2 years after entering care)",
        url: "https://guides.dss.gov.au/social-security-guide/1/1/r/113",
      },
      {
        title: "DVA CLIK 9.2.7 Departure from principal home: entering care",
        url: "https://clik.dva.gov.au/compensation-and-support-policy-library/part-9-principles-determining-pension-rate/92-residential-situation/927-departure-principal-home/entering-care",
      },
      {
        title: "Services Australia Operational Blueprint: Assets Test for single pension customers 108-03010090",
        url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-03010090-01.html",
      },
      {
        title: "CommBank CFS: Age Pension changes (thresholds from 1 July 2023)",
        url: "https://cfs.com.au/personal/news-and-updates/latest-from-cfs/age-pension-changes.html",
      },
    ],
  },
  {
    id: "margaret-pq10",
    type: "true-false-statements",
    knowledgeArea: "construction",
    topic: "Social security",
    year: "2023–24",
    question: `${margaret.name} enters permanent aged care in ${FINANCIAL_YEAR} and is thinking about renting out her former home. No protected person (such as a spouse) lives in it. Answer ${rules}. Decide whether each statement is true or false.`,
    markInfo: "1 mark if all parts are correct",
    statements: [
      {
        text: "If she rents out the home, the net rent is counted as income under the Age Pension income test.",
        correct: "True",
        explanation:
          "For people entering aged care from 1 January 2017, net rental income from the former home is included in the social security income test.",
      },
      {
        text: "Renting out the home ends its Age Pension assets test exemption straight away.",
        correct: "False",
        explanation: `The former home stays exempt for up to ${figures.formerHomeExemptionYears} years from entry into care whether or not it is rented; renting affects the income test, not the exemption period.`,
      },
      {
        text: "In her aged care means assessment, the home is counted (up to a capped value) from the day she enters care.",
        correct: "True",
        explanation:
          "For the aged care means test the former home is exempt only while a protected person lives there; otherwise it is counted from entry, up to an indexed cap.",
      },
      {
        text: "If she pays for her accommodation by daily payments, the rent is ignored in her aged care means assessment.",
        correct: "False",
        explanation:
          "That exclusion applied only to residents who entered care before 1 January 2016; for later entrants rental income from the former home is included in the aged care means test however they pay.",
      },
    ],
    sources: [
      {
        title: "Services Australia (Department of Human Services): Income and asset test changes for aged care residents",
        url: "https://www.humanservices.gov.au/health-professionals/news/income-and-asset-test-changes-aged-care-residents",
      },
      {
        title: "Services Australia (Department of Human Services): Changes to aged care means test for Residential Care",
        url: "https://www.humanservices.gov.au/health-professionals/news/changes-aged-care-means-test-residential-care",
      },
      {
        title: "My Aged Care: Fee estimator (protected person and the home)",
        url: "https://www.myagedcare.gov.au/fee-estimator?fe_type_of_care=age_home_care",
      },
      {
        title: "DSS Social Security Guide 1.1.R.113 Refundable deposit, refundable deposit balance",
        url: "https://guides.dss.gov.au/social-security-guide/1/1/r/113",
      },
    ],
  },
  {
    id: "margaret-pq11",
    type: "text-based",
    knowledgeArea: "construction",
    topic: "Aged care",
    year: "2023–24",
    question: `${margaret.name} wants to keep her home so that it passes to her children under her will. She is moving permanently into aged care. Answer ${rules}.`,
    parts: [
      {
        subQuestion: "a) Explain two costs to Margaret of keeping the home rather than selling it.",
        marks: 2,
        explanation: [
          "Any two of the first three points below, each explained (1 mark each). The last point is a common mistake and earns no mark:",
          `Age Pension: the home is exempt for only ${figures.formerHomeExemptionYears} years after she enters care; then it is counted and she becomes a non-homeowner. Applying the limits set on 1 July 2023 for illustration (they are indexed, so the real figures would differ), her assets of ${aud(assetsIfHomeCounted)} would be ${aud(excessOverNonHomeownerLimit)} over the ${aud(figures.assetsLimitSingleNonHomeowner2023)} limit, cutting her pension by ${aud(reductionNonHomeowner)} a fortnight. If she sold instead, a RAD paid from the proceeds would be exempt from the Age Pension assets test, although any proceeds she kept would be counted and deemed straight away.`,
          `Cash flow: if her means assessment requires her to pay for her accommodation, then with only ${aud(savings)} in the bank and shares she cannot pay a large lump sum (RAD) without selling, so much of her accommodation cost is likely to be a non-refundable daily payment met from her pension and savings, which run down over time.`,
          "If the home is rented to help pay the fees, the net rent is assessed under both the Age Pension income test and the aged care means test; an empty home still costs rates, insurance and upkeep.",
          "Not a cost of keeping: in her aged care means assessment a kept former home with no protected person living in it counts only up to a capped value (an indexed cap well below her home's value). Selling generally raises her aged care costs instead, because the sale proceeds, or a RAD paid from them, count in full in that assessment. On aged care fees, keeping the home is usually the cheaper option, so this point does not earn a mark as a cost of keeping.",
        ],
      },
      {
        subQuestion:
          "b) Helen suggests that Margaret transfer the home to her children now \"to protect it\". Explain the effect on Margaret's Age Pension and aged care fees.",
        marks: 2,
        explanation: [
          `A transfer for no payment is a gift (a disposal of assets, or deprivation). Only ${aud(figures.giftingFreeAreaAnnual)} a financial year (and ${aud(figures.giftingFreeAreaRollingTotal)} over ${figures.giftingFreeAreaRollingYears} financial years) is disregarded; if she has made no other gifts, about ${aud(giftedExcess)} is a deprived asset. These free areas are fixed amounts, not indexed: they are still ${aud(fig("giftingFreeAreaAnnual", "2026–27"))} and ${aud(fig("giftingFreeAreaFiveYear", "2026–27"))} in 2026–27.`,
          `Age Pension: the deprived asset counts straight away, from the date of the gift, and for ${figures.giftingExcessAssessedYears} years from the gift: it is included in the assets test and deemed under the income test, although she no longer owns the home or earns anything from it. That is worse than keeping the home, which would have been exempt for up to ${figures.formerHomeExemptionYears} years after she entered care. She also becomes a non-homeowner: applying the limits set on 1 July 2023 for illustration, her assets of about ${aud(assetsAfterGift)} would be ${aud(excessAfterGift)} over the ${aud(figures.assetsLimitSingleNonHomeowner2023)} limit, cutting her pension by about ${aud(reductionAfterGift)} a fortnight under the assets test from the date of the gift.`,
          `Aged care fees: the same deprived amount is included in full in her aged care means assessment, also for ${figures.giftingExcessAssessedYears} years from the gift, in place of the home's capped value, so her means-tested aged care costs would generally rise, not fall.`,
          "She would also lose the home as a source of money for her own care; the adviser should confirm Margaret's own informed wishes rather than act on Helen's suggestion alone.",
        ],
      },
    ],
    sources: [
      {
        title: "Services Australia: Gifting",
        url: "https://www.humanservices.gov.au/customer/enablers/gifting",
      },
      {
        title: "Services Australia Operational Blueprint: Assessing deprivation/gifting 108-06010010 (excess assessed as a deprived asset for 5 years from the date of the gift)",
        url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-06010010-05.html",
      },
      {
        title: "DSS Social Security Guide 4.1.6 Deprivation related to home & accommodation transfers",
        url: "https://guides.dss.gov.au/social-security-guide/4/1/6",
      },
      {
        title: "DVA CLIK 9.6.1 Overview of deprivation provisions (apply from the date of disposal; assets included for five years)",
        url: "https://clik.dva.gov.au/compensation-and-support-policy-library/part-9-principles-determining-pension-rate/96-deprivation-income-and-assets/961-overview-deprivation-provisions",
      },
      {
        title: "DVA CLIK 4.4 What are counted as assets (aged care means testing: pension asset rules plus refundable deposit balances; modified treatment of the home)",
        url: "https://clik.dva.gov.au/compensation-and-support-reference-library/aged-care-means-testing/4-aged-care-means-testing/44-what-are-counted-assets",
      },
      {
        title: "DVA CLIK 10.2.3 Disregarded assets relating to the principal home (sale proceeds assessed unless for a new home)",
        url: "https://clik.dva.gov.au/compensation-and-support-policy-library/part-10-types-income-and-assets/102-assets/1023-disregarded-assets/disregarded-assets-relating-principal-home",
      },
      {
        title: "Services Australia Operational Blueprint: Aged care means assessment – protected person 065-18120742 (principal home capped from the date of entry)",
        url: "https://operational.servicesaustralia.gov.au/public/Pages/older-australians/065-18120742-01.html",
      },
      {
        title: "Challenger: Gifting limits and the Age Pension",
        url: "https://www.challenger.com.au/adviser/campaigns/retirement-essentials/strategies-to-improve-age-pension-entitlements/gifting-limits-and-the-age-pension",
      },
      {
        title: "Department of Health: The aged care assets test - Gifted assets and Income Streams",
        url: "http://www.health.gov.au/internet/main/publishing.nsf/Content/ageing-rescare-assets-gifting.htm",
      },
      {
        title: "DSS Social Security Guide 1.1.R.113 Refundable deposit, refundable deposit balance",
        url: "https://guides.dss.gov.au/social-security-guide/1/1/r/113",
      },
      {
        title: "Services Australia (Department of Human Services): Income and asset test changes for aged care residents",
        url: "https://www.humanservices.gov.au/health-professionals/news/income-and-asset-test-changes-aged-care-residents",
      },
    ],
  },
  {
    id: "margaret-pq12",
    type: "multiple-choice",
    knowledgeArea: "construction",
    topic: "Estate planning",
    year: "2023–24",
    question: `${margaret.name}'s will leaves her home to her children and appoints ${margaret.attorney} as executor. She kept the home and, ${rules}, paid a ${aud(partRad)} refundable accommodation deposit (RAD) from her savings. She later dies in care. Which statement is correct?`,
    options: [
      `${margaret.attorney} can keep acting under the enduring power of attorney until the estate is finalised, including to sell the home.`,
      "The RAD balance is not refunded on death; the aged care home keeps it in return for the accommodation it provided.",
      `Before ${margaret.name} died, ${margaret.attorney} could have used the power of attorney to change her will once she had lost capacity.`,
      `The power of attorney ended at ${margaret.name}'s death; ${margaret.attorney} acts as executor, and the RAD balance is refunded to the estate.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: a power of attorney operates only while the principal is alive and ends on death; the executor named in the will then administers the estate. ${margaret.attorney} therefore deals with the home and other assets in a different capacity, as executor under the will. Under the rules in force in ${FINANCIAL_YEAR}, the provider must refund the lump-sum balance, less any agreed deductions, to the estate within ${figures.lumpSumRefundDaysAfterProbate} days of receiving evidence of probate or letters of administration (it may refund earlier if it is confident it has identified the right person). A is wrong because the power of attorney ended at death. B is wrong because the RAD balance must be refunded to the resident or the resident's estate. C is wrong because an attorney cannot make or change the principal's will; where a person has lost testamentary capacity, only a court can authorise a statutory will (in NSW, under the Succession Act 2006 s 18).`,
    sources: [
      {
        title: "NSW Trustee & Guardian: Attorney Frequently Asked Questions",
        url: "http://www.tag.nsw.gov.au/attorney-faqs.html",
      },
      {
        title: "Legal Aid NSW: Speaking for myself - Making a power of attorney",
        url: "http://www.legalaid.nsw.gov.au/publications/factsheets-and-resources/speaking-for-myself/making-a-power-of-attorney",
      },
      {
        title: "NSW Government: Enduring Power of Attorney",
        url: "https://www.nsw.gov.au/family-and-relationships/planning-for-end-of-life/enduring-power-of-attorney",
      },
      {
        title: "My Aged Care: Aged care home accommodation refunds",
        url: "https://www.myagedcare.gov.au/costs/aged-care-homes-costs-explained/accommodation-refunds",
      },
    ],
  },
];
