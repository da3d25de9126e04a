import type { BankBatch, Source } from "../../quiz/types";
import { aud, fig, figText } from "../figures";

/** The year every question in this batch is written to. */
const Y = "2026–27" as const;
const f = (name: Parameters<typeof fig>[0]) => fig(name, Y);
const ft = (name: Parameters<typeof figText>[0]) => figText(name, Y);

/** Medicare levy rate from the tax figures module (also stated on the ATO "Payments from super" page). */
const MEDICARE_LEVY_PERCENT = f("medicareLevyRate");

/** Rounds to the nearest $10, an exact $5 rounding up (SIS Regulations Schedule 7). */
const nearest10 = (amount: number) => Math.floor(amount / 10 + 0.5) * 10;

// --- sources ---
const ATO_CONTRIBUTIONS_CAPS: Source = {
  title: "ATO: Key superannuation rates and thresholds – Contributions caps",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/contributions-caps",
};
const ATO_CONCESSIONAL_CAP: Source = {
  title: "ATO: Concessional contributions cap",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/concessional-contributions-cap",
};
const ATO_NON_CONCESSIONAL_CAP: Source = {
  title: "ATO: Non-concessional contributions cap",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/non-concessional-contributions-cap",
};
const ATO_TRANSFER_BALANCE_CAP: Source = {
  title: "ATO: Key superannuation rates and thresholds – Transfer balance cap",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/transfer-balance-cap",
};
const ATO_TRANSFER_BALANCE_ACCOUNT: Source = {
  title: "ATO: Transfer balance account",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/withdrawing-and-using-your-super/retirement-withdrawal-lump-sum-or-income-stream/transfer-balance-account",
};
const ATO_PAYMENTS_FROM_SUPER: Source = {
  title: "ATO: Key superannuation rates and thresholds – Payments from super",
  url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/payments-from-super",
};
const ATO_CONDITIONS_OF_RELEASE: Source = {
  title: "ATO: Conditions of release",
  url: "https://www.ato.gov.au/tax-and-super-professionals/for-superannuation-professionals/apra-regulated-funds/paying-benefits/releasing-benefits/conditions-of-release",
};
const ATO_INCOME_STREAM_RULES: Source = {
  title: "ATO: Income stream (pension) rules and payments",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/self-managed-super-funds-smsf/paying-smsf-benefits/income-stream-pension-rules-and-payments",
};
const ATO_DEATH_BENEFITS: Source = {
  title: "ATO: Superannuation death benefits",
  url: "https://www.ato.gov.au/individuals-and-families/super-for-individuals-and-families/super/withdrawing-and-using-your-super/superannuation-death-benefits",
};
const ATO_PAYDAY_SUPER: Source = {
  title: "ATO: About Payday Super",
  url: "https://www.ato.gov.au/businesses-and-organisations/super-for-employers/about-payday-super",
};
const ATO_DOWNSIZER_GN: Source = {
  title: "ATO: GN 2018/2 Downsizer contribution",
  url: "https://www.ato.gov.au/law/view/document?docid=GDN%2FGDN20182%2FNAT%2FATO%2F00001",
};
const ART_DOWNSIZER: Source = {
  title: "Australian Retirement Trust: Downsizer contributions",
  url: "https://www.australianretirementtrust.com.au/superannuation/contributions/voluntary/downsizing-contributions",
};
const ART_SPOUSE: Source = {
  title: "Australian Retirement Trust: Spouse contributions",
  url: "https://www.australianretirementtrust.com.au/superannuation/contributions/voluntary/spouse",
};
const ART_CONSOLIDATE: Source = {
  title: "Australian Retirement Trust: Consolidating duplicate accounts",
  url: "https://australianretirementtrust.com.au/superannuation/consolidate/duplicate-accounts",
};
const BERRILL_WATSON_CONSOLIDATE: Source = {
  title: "Berrill & Watson: Consolidating super funds and insurance cover",
  url: "https://www.berrillwatson.com.au/supertalk-blog/2025/september/consolidating-super-funds",
};
const FIRSTTECH_2026: Source = {
  title: "Colonial First State FirstTech: general transfer balance cap to increase to $2.1 million on 1 July 2026",
  url: "https://cfs.com.au/content/cfs-winged/au/en/adviser/firsttech/overview.html",
};
const FIRSTTECH_PRE_RETIREMENT: Source = {
  title: "Colonial First State FirstTech Pocket Guide: Pre-retirement income streams",
  url: "https://cfs.com.au/Firsttech-App/Superannuation/Pre-retirement-income-streams.html",
};
const SUPERGUIDE_WORK_TEST: Source = {
  title: "SuperGuide: What are the current work test rules for super contributions?",
  url: "https://www.superguide.com.au/how-super-works/work-test-super-contributions",
};
const FUTURE_SUPER_WORK_TEST_EXEMPTION: Source = {
  title: "Future Super: What is the work test exemption?",
  url: "https://futuresuper.com.au/faqs/what-is-the-work-test-exemption",
};
const CODE_OF_ETHICS: Source = {
  title: "Financial Planners and Advisers Code of Ethics 2019 (Standards 2, 4 and 5)",
  url: "https://www.legislation.gov.au/F2019L00117/latest/text",
};
const SIS_REG_RETIREMENT: Source = {
  title: "Superannuation Industry (Supervision) Regulations 1994 (Cth) reg 6.01(7) (meaning of retirement)",
  url: "https://www.legislation.gov.au/F1996B00580/latest/text",
};
const AWARE_RETIREMENT: Source = {
  title: "Aware Super SuperOracle 7.6: Permanent retirement",
  url: "https://superoracle.aware.com.au/condition-of-release/permanent-retirement",
};
const ITAA_1997: Source = {
  title: "Income Tax Assessment Act 1997 (Cth) s 301-10",
  url: "https://www.legislation.gov.au/C2004A05138/latest/text",
};
const SIS_REGULATIONS: Source = {
  title: "Superannuation Industry (Supervision) Regulations 1994 (Cth) Schedule 7",
  url: "https://www.legislation.gov.au/F1996B00580/latest/text",
};

// --- Pavel and Oksana: client figures ---
const PAVEL_SALARY = 185_000;
const PAVEL_TSB = 1_150_000;
const OKSANA_TSB = 210_000;
const OKSANA_UNUSED = [24_300, 24_100, 23_800, 26_100, 25_920] as const; // 2021–22 to 2025–26
const OKSANA_UNUSED_TOTAL = OKSANA_UNUSED.reduce((a, b) => a + b, 0); // 124,220
const PAVEL_SG = Math.round((PAVEL_SALARY * f("superGuaranteeRate")) / 100); // 22,200

// --- Nerida and Owen: client figures ---
const NERIDA_BALANCE = 1_400_000;
const NERIDA_BALANCE_JAN = 1_420_000;
const NERIDA_ANNUAL_MIN = nearest10((NERIDA_BALANCE * f("minimumDrawdown65To74")) / 100);
const NERIDA_JAN_ANNUAL = (NERIDA_BALANCE_JAN * f("minimumDrawdown65To74")) / 100; // 71,000
const NERIDA_JAN_MIN = nearest10((NERIDA_JAN_ANNUAL * 181) / 365); // 35,210
const OWEN_ACCUM = 250_000;
const OWEN_ACCUM_TAXABLE = 200_000;
const PATRICK_TAXABLE = OWEN_ACCUM_TAXABLE / 2; // 100,000
const PATRICK_TAX_FREE = (OWEN_ACCUM - OWEN_ACCUM_TAXABLE) / 2; // 25,000
const PATRICK_RATE = f("deathBenefitNonDependantTaxedElementRate") + MEDICARE_LEVY_PERCENT; // 17
const PATRICK_TAX = (PATRICK_TAXABLE * PATRICK_RATE) / 100; // 17,000

export const buildSuperBatch: BankBatch = {
  id: "build-super",
  caseStudies: [
    {
      id: "pavel-and-oksana",
      title: "Pavel and Oksana",
      summary: `A couple aged 63 and 58 deciding how to put an inheritance, catch-up contributions and their home sale proceeds into super in ${Y}.`,
      year: Y,
      narrative: [
        "Pavel (63) and Oksana (58) have been married for 30 years and live in Ballarat. You are meeting them in November 2026 to advise on building their super before they retire. Neither of them has ever started a super income stream. Neither has ever made a non-concessional contribution, so Pavel has never triggered the bring-forward rule, and neither has ever made a downsizer contribution.",
        "Pavel is a civil engineer working full time. He intends to keep working until he turns 65 in March 2028. Oksana works part time as a bookkeeper and plans to stop work permanently on 18 December 2026.",
        `In August 2026 Pavel received ${aud(400_000)} in cash from his late mother's estate. They would like as much of it as possible to go into super this financial year.`,
        `They own their home jointly and have lived in it since they bought it in 2004. They have signed a contract to sell it for ${aud(1_450_000)}, with settlement on 15 March 2027, and will buy a smaller unit for ${aud(980_000)}.`,
        "Oksana has told you more than once that she leaves \"the money side\" to Pavel.",
      ],
      profile: [
        { label: "Pavel", value: "Born 12 March 1963; civil engineer, full time" },
        { label: "Oksana", value: "Born 20 September 1967; bookkeeper, part time until 18 December 2026" },
        { label: "Home", value: `Owned jointly since 2004; sale for ${aud(1_450_000)} settles 15 March 2027` },
      ],
      tables: [
        {
          caption: "Employment and super",
          columns: ["", "Pavel", "Oksana"],
          rows: [
            ["Age at 1 July 2026", "63", "58"],
            ["Salary", `${aud(PAVEL_SALARY)} a year`, `${aud(34_000)} a year (until 18 December 2026)`],
            ["Other income", "Nil", "Nil"],
            ["Total super balance at 30 June 2026", `${aud(PAVEL_TSB)} (accumulation)`, `${aud(OKSANA_TSB)} (accumulation)`],
            [`Contributions so far in ${Y}`, "Employer super guarantee only", "Employer super guarantee only"],
          ],
        },
        {
          caption: "Oksana's unused concessional cap amounts (ATO online services, November 2026)",
          columns: ["Financial year", "Concessional contributions made", "Unused cap amount"],
          rows: [
            ["2021–22", aud(3_200), aud(OKSANA_UNUSED[0])],
            ["2022–23", aud(3_400), aud(OKSANA_UNUSED[1])],
            ["2023–24", aud(3_700), aud(OKSANA_UNUSED[2])],
            ["2024–25", aud(3_900), aud(OKSANA_UNUSED[3])],
            ["2025–26", aud(4_080), aud(OKSANA_UNUSED[4])],
            ["Total", "", aud(OKSANA_UNUSED_TOTAL)],
          ],
        },
      ],
      questions: [
        {
          type: "multiple-choice",
          id: "build-super-01",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `In ${Y}, Pavel wants to contribute as much of the inheritance as he can to his own super as non-concessional contributions. Under the bring-forward rules, what is the most he can contribute in ${Y} without exceeding his non-concessional contributions cap?`,
          options: [
            `${aud(f("nonConcessionalCap"))}, because the bring-forward rule is not available once a person has reached preservation age`,
            `${aud(f("nonConcessionalTwoYearBringForwardCap"))}, because his total super balance at 30 June 2026 was over $1 million`,
            `${aud(f("nonConcessionalBringForwardCap"))}, because his total super balance at 30 June 2026 was below ${aud(f("bringForwardThreeYearTsbThreshold"))}`,
            `${aud(400_000)}, the whole inheritance, because money inherited from an estate is not counted towards the cap`,
          ],
          correctAnswer: 2,
          explanation: `C is right: Pavel is under ${f("bringForwardAgeLimit")} and his total super balance at 30 June 2026 (${aud(PAVEL_TSB)}) was below ${aud(f("bringForwardThreeYearTsbThreshold"))}, so in ${Y} he can bring forward two future years' caps and contribute up to 3 × ${aud(f("nonConcessionalCap"))} = ${aud(f("nonConcessionalBringForwardCap"))} (ATO, Non-concessional contributions cap). A is wrong because eligibility for the bring-forward depends on being under ${f("bringForwardAgeLimit")} and on total super balance, not on preservation age. B is wrong because the two-year bring-forward (${aud(f("nonConcessionalTwoYearBringForwardCap"))}) applies only where the total super balance is at least ${aud(f("bringForwardThreeYearTsbThreshold"))} but less than ${aud(f("bringForwardTwoYearTsbThreshold"))}. D is wrong because an inheritance contributed without claiming a deduction is a non-concessional contribution like any other; contributing the full ${aud(400_000)} would exceed his cap by ${aud(400_000 - f("nonConcessionalBringForwardCap"))}.`,
          sources: [ATO_NON_CONCESSIONAL_CAP, ATO_CONTRIBUTIONS_CAPS],
        },
        {
          type: "multiple-choice",
          id: "build-super-02",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Pavel also wants to claim a tax deduction for a personal contribution in ${Y}. His employer will contribute the super guarantee of ${ft("superGuaranteeRate")} of his salary (${aud(PAVEL_SG)}), and he has unused concessional cap amounts from earlier years. What is the most he can contribute as a personal deductible contribution in ${Y} without exceeding his concessional contributions cap?`,
          options: [
            `${aud(f("concessionalCap") - PAVEL_SG)}, because his total super balance stops him using any unused cap amounts`,
            `${aud(f("concessionalCap"))}, because super guarantee contributions sit outside the concessional cap`,
            `${aud(f("concessionalCap") - PAVEL_SG)} plus his unused cap amounts from 2021–22 to 2025–26, as he is under 67`,
            "Nil, because he is over 60 and must meet the work test before he can claim a deduction",
          ],
          correctAnswer: 0,
          explanation: `A is right: concessional contributions include employer contributions and personal contributions claimed as a deduction, and in ${Y} the general concessional cap is ${aud(f("concessionalCap"))} (ATO, Concessional contributions cap). His super guarantee of ${aud(PAVEL_SG)} leaves ${aud(f("concessionalCap") - PAVEL_SG)}. He cannot carry forward unused cap amounts because his total super balance at 30 June 2026 (${aud(PAVEL_TSB)}) was not less than ${aud(f("carryForwardTsbThreshold"))}. B is wrong because employer super guarantee contributions count towards the concessional cap. C is wrong because carry-forward needs a total super balance below ${aud(f("carryForwardTsbThreshold"))} at the previous 30 June; age plays no part in that test. D is wrong because the work test for deductible contributions applies only from age ${f("workTestAge")}, and Pavel is 63.`,
          sources: [ATO_CONCESSIONAL_CAP, ATO_CONTRIBUTIONS_CAPS, SUPERGUIDE_WORK_TEST],
        },
        {
          type: "multiple-choice",
          id: "build-super-03",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Using the table of Oksana's unused concessional cap amounts, what is the most she could have as concessional contributions (employer and personal deductible contributions combined) in ${Y} without exceeding her concessional contributions cap?`,
          options: [
            `${aud(f("concessionalCap"))}, the general cap, because carry-forward is not available to people aged over 55`,
            `${aud(OKSANA_UNUSED_TOTAL)}, the total of her unused cap amounts`,
            `${aud(f("concessionalCap") + OKSANA_UNUSED_TOTAL - OKSANA_UNUSED[0])}, because her 2021–22 unused amount expired on 30 June 2026`,
            `${aud(f("concessionalCap") + OKSANA_UNUSED_TOTAL)}, the general cap plus all five years' unused amounts`,
          ],
          correctAnswer: 3,
          explanation: `D is right: Oksana's total super balance at 30 June 2026 (${aud(OKSANA_TSB)}) was less than ${aud(f("carryForwardTsbThreshold"))}, so in ${Y} she can add her unused cap amounts from the previous ${f("carryForwardYears")} years (2021–22 to 2025–26) to the general cap: ${aud(f("concessionalCap"))} + ${aud(OKSANA_UNUSED_TOTAL)} = ${aud(f("concessionalCap") + OKSANA_UNUSED_TOTAL)} (ATO, Concessional contributions cap). A is wrong because carry-forward has no age limit; the test is her total super balance. B is wrong because unused amounts are added to the current year's general cap, not used instead of it. C is wrong because unused amounts are available for ${f("carryForwardYears")} years: a 2021–22 amount expires only if it is not used by the end of ${Y}.`,
          sources: [ATO_CONCESSIONAL_CAP, ATO_CONTRIBUTIONS_CAPS],
        },
        {
          type: "multiple-choice",
          id: "build-super-04",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Pavel is considering a ${aud(f("spouseContributionOffsetMaxContribution"))} spouse contribution to Oksana's super fund in ${Y}. Oksana's assessable income for ${Y} is expected to be about ${aud(16_500)}, and she has no reportable fringe benefits or reportable employer super contributions. What tax offset can Pavel claim for the contribution?`,
          options: [
            `${aud(f("spouseContributionOffsetMax"))}, being ${ft("spouseContributionOffsetRate")} of the contribution`,
            `${aud(450)}, being 15% of the contribution`,
            `${aud(270)}, because the offset is halved while the receiving spouse is still working`,
            "Nil, because Pavel's own income is above the income limit for claiming the offset",
          ],
          correctAnswer: 0,
          explanation: `A is right: the contributing spouse can claim a tax offset of ${ft("spouseContributionOffsetRate")} of up to ${aud(f("spouseContributionOffsetMaxContribution"))} of spouse contributions when the receiving spouse's income is ${aud(f("spouseOffsetIncomeLowerThreshold"))} or less, phasing out to nil at ${aud(f("spouseOffsetIncomeUpperThreshold"))} (ART, Spouse contributions). In ${Y} the receiving spouse must also be under 75 with a total super balance at 30 June 2026 below the general transfer balance cap of ${aud(f("transferBalanceCap"))} (CFS FirstTech), which Oksana meets. B is wrong because the offset rate is ${ft("spouseContributionOffsetRate")}, not the 15% contributions tax rate. C is wrong because the offset is reduced only by the receiving spouse's income above ${aud(f("spouseOffsetIncomeLowerThreshold"))}, not by whether she works. D is wrong because the income test applies to the receiving spouse (Oksana), not to Pavel.`,
          sources: [ART_SPOUSE, FIRSTTECH_2026],
        },
        {
          type: "multiple-choice",
          id: "build-super-05",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Oksana intends to stop work permanently on 18 December 2026 and never work again. Under the rules for ${Y}, when is the earliest she can take her preserved super as a lump sum?`,
          options: [
            "On 18 December 2026, because from that day she will have retired from the workforce",
            `On 20 September 2027, when she turns ${f("preservationAge")} and meets the retirement condition of release`,
            `On 20 September 2032, when she turns ${f("unrestrictedAccessAge")}, because she will have stopped work before preservation age`,
            `Not before ${f("unrestrictedAccessAge")}: from ${f("preservationAge")} she can draw on it only through a transition to retirement income stream`,
          ],
          correctAnswer: 1,
          explanation: `B is right: Oksana was born after 30 June 1964, so her preservation age is ${f("preservationAge")} (ATO, Conditions of release). From age 60, a member who has ceased an employment arrangement meets the retirement condition of release if the trustee is reasonably satisfied that they intend never again to be gainfully employed, full time or part time (SIS Regulations reg 6.01(7)(b)(ii)). Because Oksana stops work before 60, this is the limb she relies on, and she meets it when she turns ${f("preservationAge")} on 20 September 2027; retirement places no restriction on taking a lump sum. A is wrong because at 59 she has not reached her preservation age. C is wrong because turning ${f("unrestrictedAccessAge")} is a separate condition of release; stopping work before ${f("preservationAge")} does not push her access out to ${f("unrestrictedAccessAge")}. D is wrong because a transition to retirement income stream is for people who have reached preservation age while still working; once she has retired she is not limited to an income stream.`,
          sources: [ATO_CONDITIONS_OF_RELEASE, SIS_REG_RETIREMENT, AWARE_RETIREMENT, ATO_PAYMENTS_FROM_SUPER],
        },
        {
          type: "multiple-choice",
          id: "build-super-06",
          knowledgeArea: "construction",
          topic: "Retirement income streams",
          year: Y,
          question: `Pavel asks about starting a transition to retirement income stream in ${Y} while he keeps working full time. Which statement about the income stream is correct?`,
          options: [
            "It counts against his transfer balance cap from the day it starts, and the fund pays no tax on the earnings supporting it",
            `He must draw between ${ft("minimumDrawdownUnder65")} and ${ft("transitionToRetirementMaxPercent")} of the balance each year, and its earnings are taxed until it enters retirement phase`,
            `He can take lump sums from it whenever he likes, up to ${ft("transitionToRetirementMaxPercent")} of the balance a year, without meeting another condition of release`,
            "Its payments are taxed at his marginal rate, less a 15% offset, until he turns 65, because he has not retired",
          ],
          correctAnswer: 1,
          explanation: `B is right: a transition to retirement income stream must meet the minimum payment standards (${ft("minimumDrawdownUnder65")} of the balance for someone under 65 in ${Y}) and must not pay more than ${ft("transitionToRetirementMaxPercent")} of the account balance at the start of each year (ATO, Conditions of release). It is not in retirement phase until Pavel turns 65 or notifies the fund that he has retired, is permanently incapacitated or has a terminal medical condition, so until then the earnings on its assets are taxed (CFS FirstTech; ATO, Transfer balance account). A is wrong because a transition to retirement income stream is credited to the transfer balance account only when it enters retirement phase, and until then its earnings are taxed. C is wrong because it cannot be commuted to a lump sum until he meets a condition of release with no cashing restriction. D is wrong because Pavel is over 60, and super income stream payments from a taxed fund to a person aged 60 or over are not assessable income (Income Tax Assessment Act 1997 s 301-10).`,
          sources: [ATO_CONDITIONS_OF_RELEASE, FIRSTTECH_PRE_RETIREMENT, ATO_TRANSFER_BALANCE_ACCOUNT, ATO_PAYMENTS_FROM_SUPER, ITAA_1997],
        },
        {
          type: "multiple-choice",
          id: "build-super-07",
          knowledgeArea: "ethics",
          topic: "Superannuation",
          year: Y,
          question: `When you meet Oksana alone to confirm her instructions for ${Y}, she says she does not really follow the bring-forward and catch-up contribution strategy and will "just sign whatever Pavel is happy with". What should you do?`,
          options: [
            "Proceed, because the advice is for the couple and Pavel has confirmed that both of them agree to the strategy",
            "Explain the strategy in plain terms using her own figures, check she understands its costs and risks, and confirm it suits her goals",
            "Give her the advice document and have her sign an acknowledgement that she has read it, which meets your obligations",
            "Stop advising Oksana and advise only Pavel, because a client who defers to her spouse cannot give informed consent",
          ],
          correctAnswer: 1,
          explanation: "B is right: Standard 5 of the Code of Ethics requires an adviser to be satisfied that the client understands the advice and the benefits, costs and risks of what is recommended, and Standard 4 allows an adviser to act for a client only with the client's free, prior and informed consent. Oksana is a client in her own right, so the strategy must be explained to her in a way she understands and checked against her own objectives. A is wrong because Pavel's agreement cannot stand in for Oksana's understanding and consent. C is wrong because a signed acknowledgement shows only that she received the document, not that she understands the advice. D is wrong because her uncertainty calls for a clearer explanation, not for ending the relationship; with a plain explanation she may well be able to give informed consent.",
          sources: [CODE_OF_ETHICS],
        },
        {
          type: "multiple-choice",
          id: "build-super-08",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Suppose Pavel contributes ${aud(f("nonConcessionalBringForwardCap"))} of the inheritance as non-concessional contributions in August 2026. When their home sale settles on 15 March 2027, which statement about downsizer contributions in ${Y} is correct?`,
          options: [
            `Each of them can contribute up to ${aud(f("downsizerCap"))} within ${f("downsizerContributionDays")} days of settlement, whatever Pavel's non-concessional cap`,
            `Only Oksana can contribute up to ${aud(f("downsizerCap"))}, because Pavel has used his whole non-concessional cap for three years`,
            "Neither of them can contribute, because Oksana is under 60 and both spouses must be eligible for either to contribute",
            `They can contribute up to ${aud(f("downsizerCap"))} between them, and it counts towards each person's non-concessional cap`,
          ],
          correctAnswer: 0,
          explanation: `A is right: in ${Y} a person aged ${f("downsizerMinAge")} or over can make a downsizer contribution of up to ${aud(f("downsizerCap"))} from the sale of a home in Australia that they or their spouse owned for at least ${f("downsizerOwnershipYears")} years, within ${f("downsizerContributionDays")} days of receiving the proceeds; downsizer contributions do not count towards any contributions cap and are not limited by total super balance (ATO GN 2018/2; ART, Downsizer contributions). Both are over ${f("downsizerMinAge")} and have owned the home since 2004. B is wrong because downsizer contributions are outside the non-concessional cap, so Pavel's bring-forward does not stop him. C is wrong because the minimum age is ${f("downsizerMinAge")}, not 60, and each spouse is tested separately. D is wrong because the limit is ${aud(f("downsizerCap"))} for each person (${aud(2 * f("downsizerCap"))} for a couple), and it does not count towards the non-concessional cap.`,
          sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
        },
      ],
    },
    {
      id: "nerida-and-owen",
      title: "Nerida and Owen",
      summary: "A retired couple aged 67 and 71 starting account-based pensions and planning what happens to their super when one of them dies.",
      year: Y,
      narrative: [
        "Nerida (67) and Owen (71) live in Newcastle and have been married for 41 years. Both are fully retired. Their only child, Patrick (40), is married, works full time and is financially independent of them. Owen also has a younger brother, Ned, who lives interstate and is not financially dependent on him.",
        "Nerida retired as a school principal in 2024. Her super has stayed in accumulation phase and she has never had a retirement phase income stream. She now wants an account-based pension to pay her a regular income.",
        "Owen started an account-based pension in 2021 and nominated Nerida as its reversionary beneficiary. He also has a separate accumulation account in the same fund, covered by a valid non-lapsing binding death benefit nomination: 50% to Nerida and 50% to Patrick.",
        "Owen has told you he would like some of his super to go to Ned when he dies.",
      ],
      profile: [
        { label: "Nerida", value: "Born 4 May 1959; retired school principal" },
        { label: "Owen", value: "Born 18 October 1954; retired" },
        { label: "Patrick", value: "Their son, 40; financially independent" },
      ],
      tables: [
        {
          caption: "Super at 1 July 2026",
          columns: ["Account", "Owner", "Balance", "Tax components"],
          rows: [
            ["Accumulation", "Nerida", aud(NERIDA_BALANCE), `Taxable component (taxed element) ${aud(1_120_000)}; tax-free component ${aud(280_000)}`],
            ["Account-based pension (reversionary to Nerida)", "Owen", aud(950_000), `Taxable component (taxed element) ${aud(760_000)}; tax-free component ${aud(190_000)}`],
            ["Accumulation (binding nomination: 50% Nerida, 50% Patrick)", "Owen", aud(OWEN_ACCUM), `Taxable component (taxed element) ${aud(OWEN_ACCUM_TAXABLE)}; tax-free component ${aud(OWEN_ACCUM - OWEN_ACCUM_TAXABLE)}`],
          ],
        },
      ],
      questions: [
        {
          type: "multiple-choice",
          id: "build-super-09",
          knowledgeArea: "construction",
          topic: "Retirement income streams",
          year: Y,
          question: `Nerida starts an account-based pension with her whole ${aud(NERIDA_BALANCE)} accumulation balance on 1 July 2026. What is the minimum amount she must be paid from it in ${Y}?`,
          options: [
            `${aud((NERIDA_BALANCE * f("minimumDrawdownUnder65")) / 100)} (${ft("minimumDrawdownUnder65")} of the balance)`,
            `${aud(NERIDA_ANNUAL_MIN)} (${ft("minimumDrawdown65To74")} of the balance)`,
            `${aud((NERIDA_BALANCE * f("minimumDrawdown75To79")) / 100)} (${ft("minimumDrawdown75To79")} of the balance)`,
            `${aud((NERIDA_BALANCE * f("transitionToRetirementMaxPercent")) / 100)} (${ft("transitionToRetirementMaxPercent")} of the balance)`,
          ],
          correctAnswer: 1,
          explanation: `B is right: the minimum annual payment is the account balance on the start day multiplied by the percentage factor for the member's age, which in ${Y} is ${ft("minimumDrawdown65To74")} for ages 65 to 74: ${ft("minimumDrawdown65To74")} × ${aud(NERIDA_BALANCE)} = ${aud(NERIDA_ANNUAL_MIN)} (ATO, Payments from super; SIS Regulations Schedule 7). A is wrong because ${ft("minimumDrawdownUnder65")} is the factor for people under 65. C is wrong because ${ft("minimumDrawdown75To79")} applies from age 75 to 79. D is wrong because ${ft("transitionToRetirementMaxPercent")} is the maximum for a transition to retirement income stream, not the minimum for an account-based pension.`,
          sources: [ATO_PAYMENTS_FROM_SUPER, ATO_INCOME_STREAM_RULES, SIS_REGULATIONS],
        },
        {
          type: "multiple-choice",
          id: "build-super-10",
          knowledgeArea: "construction",
          topic: "Retirement income streams",
          year: Y,
          question: `Suppose instead that Nerida starts her account-based pension on 1 January 2027, with a balance of ${aud(NERIDA_BALANCE_JAN)} on that day. What is the minimum amount she must be paid from it in ${Y}?`,
          options: [
            `${aud(NERIDA_JAN_MIN)}: the annual minimum pro-rated for the 181 days left in the year`,
            `${aud(NERIDA_JAN_ANNUAL / 2)}: half of the annual minimum, as the pension runs for half the year`,
            `${aud(NERIDA_JAN_ANNUAL)}: the full annual minimum, based on her balance on the start day`,
            "Nil: no minimum payment applies in the financial year a pension starts",
          ],
          correctAnswer: 0,
          explanation: `A is right: when a pension starts after 1 July, the minimum for the first year is the annual minimum (${ft("minimumDrawdown65To74")} × ${aud(NERIDA_BALANCE_JAN)} = ${aud(NERIDA_JAN_ANNUAL)}) multiplied by the days remaining in the financial year from the start day (181) and divided by 365, rounded to the nearest $10: ${aud(NERIDA_JAN_MIN)} (ATO, Income stream (pension) rules and payments). B is wrong because the pro-rating is by days remaining, not a simple half, and the result is rounded to the nearest $10. C is wrong because the full annual minimum applies only to a pension that runs for the whole year. D is wrong because only a pension that starts on or after 1 June has no minimum for that year.`,
          sources: [ATO_INCOME_STREAM_RULES, SIS_REGULATIONS],
        },
        {
          type: "multiple-choice",
          id: "build-super-11",
          knowledgeArea: "construction",
          topic: "Retirement income streams",
          year: Y,
          question: `Assume Nerida started her pension on 1 July 2026, and that Owen dies on 10 February 2027 when his reversionary pension is worth ${aud(930_000)}. Under the rules for ${Y}, when does a credit for Owen's pension arise in Nerida's transfer balance account, and for how much?`,
          options: [
            `On 10 February 2027, for ${aud(930_000)}, the value when she became entitled to it`,
            `On 10 February 2028, for ${aud(930_000)}, its value at the date of Owen's death`,
            "On 10 February 2028, for whatever the pension is worth on that day",
            "No credit arises, because a reversionary pension stays in Owen's transfer balance account",
          ],
          correctAnswer: 1,
          explanation: "B is right: for a reversionary death benefit income stream, the credit arises in the beneficiary's transfer balance account 12 months after the member's death, and its amount is the value of the income stream at the date of death (ATO, Superannuation death benefits; ATO, Transfer balance account). A is wrong because the credit is deferred for 12 months to give the beneficiary time to arrange her affairs. C is wrong because the credit is the value at the date of death, not the value 12 months later. D is wrong because a transfer balance account ceases on death; a reversionary pension counts towards the surviving beneficiary's cap.",
          sources: [ATO_DEATH_BENEFITS, ATO_TRANSFER_BALANCE_ACCOUNT],
        },
        {
          type: "multiple-choice",
          id: "build-super-12",
          knowledgeArea: "construction",
          topic: "Retirement income streams",
          year: Y,
          question: `Assume Nerida started her pension with ${aud(NERIDA_BALANCE)} on 1 July 2026 and Owen dies on 10 February 2027, when his reversionary pension is worth ${aud(930_000)}. The reversionary credit would take her transfer balance account above her personal transfer balance cap. Under the rules for ${Y}, which of the following, done before that credit arises, would reduce the balance of her transfer balance account?`,
          options: [
            "Drawing pension payments well above the minimum from her own account-based pension",
            "Rolling Owen's reversionary pension into an accumulation account in her name so that it stays in super",
            "A fall in the value of her own account-based pension caused by investment losses",
            "Partially commuting her own account-based pension and rolling the lump sum back to accumulation",
          ],
          correctAnswer: 3,
          explanation: "D is right: a partial commutation of a retirement phase income stream creates a debit in the transfer balance account for the amount commuted, and unless it comes from a death benefit income stream the lump sum can be kept in accumulation phase (ATO, Transfer balance account). A is wrong because pension payments are not commutations and do not create a debit. B is wrong because a death benefit cannot be kept in accumulation phase; an amount commuted from Owen's reversionary pension would have to be paid out of super. C is wrong because investment losses do not create a debit.",
          sources: [ATO_TRANSFER_BALANCE_ACCOUNT, ATO_DEATH_BENEFITS],
        },
        {
          type: "multiple-choice",
          id: "build-super-13",
          knowledgeArea: "construction",
          topic: "Superannuation",
          year: Y,
          question: `Owen dies on 10 February 2027. His accumulation account, then worth ${aud(OWEN_ACCUM)} with the tax components shown in the table, is paid as lump sums under his binding nomination: half to Nerida and half directly to Patrick. Under the rules for ${Y}, how much tax is payable on Patrick's share?`,
          options: [
            "Nil, because Patrick is Owen's child and a child of any age is a dependant",
            `${aud((PATRICK_TAXABLE * f("deathBenefitNonDependantTaxedElementRate")) / 100)}, being ${ft("deathBenefitNonDependantTaxedElementRate")} of his share of the taxable component`,
            `${aud(PATRICK_TAX)}, being ${PATRICK_RATE}% of his share of the taxable component`,
            `${aud(((PATRICK_TAXABLE + PATRICK_TAX_FREE) * PATRICK_RATE) / 100)}, being ${PATRICK_RATE}% of his whole share`,
          ],
          correctAnswer: 2,
          explanation: `C is right: Patrick is a dependant under super law (a child of any age), which is why the fund can pay him directly, but at 40 and financially independent he is not a death benefits dependant for tax (ATO, Superannuation death benefits). A lump sum paid to a non-dependant is taxed on the taxable component (taxed element) at a maximum of ${ft("deathBenefitNonDependantTaxedElementRate")} plus the ${MEDICARE_LEVY_PERCENT}% Medicare levy, and the tax-free component is tax free (ATO, Payments from super). His share is ${aud(PATRICK_TAXABLE)} taxable and ${aud(PATRICK_TAX_FREE)} tax-free: ${PATRICK_RATE}% × ${aud(PATRICK_TAXABLE)} = ${aud(PATRICK_TAX)}. A is wrong because for tax a child is a dependant only if under ${f("taxDependantChildAgeUnder")}, financially dependent or in an interdependency relationship. B is wrong because the Medicare levy is added to the ${ft("deathBenefitNonDependantTaxedElementRate")} rate when the benefit is paid to an individual. D is wrong because the tax-free component is not taxed.`,
          sources: [ATO_DEATH_BENEFITS, ATO_PAYMENTS_FROM_SUPER],
        },
        {
          type: "multiple-choice",
          id: "build-super-14",
          knowledgeArea: "construction",
          topic: "Estate planning",
          year: Y,
          question: "Owen wants part of his super to go to his brother Ned when he dies. What is the most effective way for Owen to achieve this?",
          options: [
            "Add Ned to his binding death benefit nomination, because a binding nomination can name any adult",
            "Nominate his legal personal representative in a binding nomination and provide for Ned in his will",
            "Make a non-binding nomination in Ned's favour so that the trustee can use its discretion to pay him",
            "Nothing further: the trustee must pay Ned directly if Owen's will leaves Ned part of his super",
          ],
          correctAnswer: 1,
          explanation: "B is right: super law lets a fund pay a death benefit to a dependant (a spouse, a child of any age, a person financially dependent on the member or a person in an interdependency relationship) or to the member's legal personal representative. To leave super to someone who is not a dependant, super law allows a binding nomination in favour of the legal personal representative, so the benefit is paid to the estate and passes under the will (ATO, Superannuation death benefits). A is wrong because a binding nomination can name only dependants and the legal personal representative, and Ned is neither. C is wrong because the trustee's discretion extends only to dependants and the legal personal representative, so it cannot pay Ned directly. D is wrong because a will does not govern super held in a fund; the trustee pays under the fund's rules and super law.",
          sources: [ATO_DEATH_BENEFITS],
        },
        {
          type: "multiple-choice",
          id: "build-super-15",
          knowledgeArea: "ethics",
          topic: "Estate planning",
          year: Y,
          question: "Owen is in hospital recovering from a fall. Patrick phones you, says Owen has agreed to leave his whole accumulation account to Patrick, and asks you to prepare a new binding nomination form to that effect for Owen to sign in hospital. Owen has not contacted you about it. What should you do?",
          options: [
            "Prepare the form as Patrick asks, because Owen still has to sign it and the fund will check that it is valid",
            "Take no instructions from Patrick; speak with Owen privately to find out what he wants before preparing anything",
            "Prepare the form, but send it to Nerida first so that both of Patrick's parents have agreed to the change",
            "Refuse any further contact with the family about Owen's nomination until he has updated his will",
          ],
          correctAnswer: 1,
          explanation: "B is right: Owen is the client. Under Standard 4 of the Code of Ethics you may act for a client only with the client's free, prior and informed consent, and Standard 2 requires you to act with integrity and in the client's best interests, so you need Owen's own instructions, given without Patrick present. A is wrong because Owen signing a form prepared on a third party's instructions does not show free and informed consent, particularly when the person instructing benefits from the change. C is wrong because Nerida's agreement does not replace Owen's own instructions, and she is also affected by the change. D is wrong because Owen is entitled to advice about his nomination; his will is a separate document and updating it is not a precondition.",
          sources: [CODE_OF_ETHICS, ATO_DEATH_BENEFITS],
        },
      ],
    },
  ],
  questions: [
    {
      type: "multiple-choice",
      id: "build-super-16",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Tamsin, 45, has a salary package of ${aud(100_000)} a year. From 1 July 2026 she salary sacrifices ${aud(10_000)} of it into super, so her employer pays her ${aud(90_000)} in cash salary. She makes no other contributions, and her total super balance at 30 June 2026 was ${aud(640_000)}.`,
      question: `Under the rules for ${Y}, how much more could Tamsin salary sacrifice in ${Y} without exceeding the general concessional contributions cap?`,
      options: [
        `${aud(f("concessionalCap") - 10_000 - (90_000 * f("superGuaranteeRate")) / 100)}, because super guarantee is worked out on her ${aud(90_000)} cash salary`,
        `${aud(f("concessionalCap") - 10_000)}, because super guarantee contributions do not count towards the cap`,
        `${aud(f("concessionalCap") - 10_000 - (100_000 * f("superGuaranteeRate")) / 100)}, because super guarantee applies to qualifying earnings of ${aud(100_000)}`,
        `More than ${aud(f("concessionalCap") - 10_000 - (100_000 * f("superGuaranteeRate")) / 100)}, because she can add unused cap amounts from the last five years`,
      ],
      correctAnswer: 2,
      explanation: `C is right: from 1 July 2026 the super guarantee is ${ft("superGuaranteeRate")} of qualifying earnings, which include salary sacrifice contributions (ATO, About Payday Super), so her employer must contribute ${ft("superGuaranteeRate")} × ${aud(100_000)} = ${aud((100_000 * f("superGuaranteeRate")) / 100)}. With her ${aud(10_000)} salary sacrifice, her concessional contributions are ${aud(10_000 + (100_000 * f("superGuaranteeRate")) / 100)}, leaving ${aud(f("concessionalCap") - 10_000 - (100_000 * f("superGuaranteeRate")) / 100)} under the ${aud(f("concessionalCap"))} cap (ATO, Concessional contributions cap). A is wrong because salary sacrificed amounts are part of qualifying earnings, so the employer cannot leave them out of the super guarantee calculation. B is wrong because super guarantee contributions are concessional contributions and count towards the cap. D is wrong because her total super balance at 30 June 2026 was not below ${aud(f("carryForwardTsbThreshold"))}, so she cannot carry forward unused amounts.`,
      sources: [ATO_PAYDAY_SUPER, ATO_CONCESSIONAL_CAP],
    },
    {
      type: "multiple-choice",
      id: "build-super-17",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      question: `Under the rules for ${Y}, how are a client's excess concessional contributions treated?`,
      options: [
        "They are included in assessable income and taxed at marginal rates less a 15% offset, and up to 85% can be released from super",
        "They are taxed at 47% inside the fund, and the client cannot withdraw them until meeting a condition of release",
        "They are refunded automatically by the fund and are not included in the client's assessable income",
        "They are taxed at marginal rates with no offset, and all of the excess counts towards the non-concessional cap",
      ],
      correctAnswer: 0,
      explanation: "A is right: excess concessional contributions are included in assessable income and taxed at the client's marginal rate less a 15% tax offset for the contributions tax the fund has already paid, and the client can elect to release up to 85% of the excess from super (ATO, Concessional contributions cap). B is wrong because excess concessional contributions are taxed at marginal rates, not at a flat 47% in the fund, and can be released. C is wrong because nothing is refunded automatically; the ATO issues a determination and the client chooses whether to release an amount. D is wrong because a 15% offset applies, and only excess that is not released counts towards the non-concessional cap.",
      sources: [ATO_CONCESSIONAL_CAP],
    },
    {
      type: "multiple-choice",
      id: "build-super-18",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Rhys, 68, is retired. His total super balance at 30 June 2026 was ${aud(2_150_000)}, held in an account-based pension and an accumulation account. He has just received ${aud(200_000)} from selling shares and wants to add it to super in ${Y} as a non-concessional contribution.`,
      question: `What is Rhys's non-concessional contributions cap for ${Y}?`,
      options: [
        `${aud(f("nonConcessionalCap"))}, as he is under 75 but cannot use the bring-forward rule`,
        `${aud(f("nonConcessionalTwoYearBringForwardCap"))}, as his balance allows only a two-year bring-forward`,
        `${aud(f("nonConcessionalBringForwardCap"))}, as he is under 75 at some time in the financial year`,
        `Nil, as his total super balance at 30 June 2026 was at least ${aud(f("transferBalanceCap"))}`,
      ],
      correctAnswer: 3,
      explanation: `D is right: a person's non-concessional contributions cap is nil for a financial year if their total super balance at the end of the previous 30 June was equal to or more than the general transfer balance cap, which is ${aud(f("transferBalanceCap"))} for ${Y} (ATO, Non-concessional contributions cap). Any non-concessional contribution Rhys made would be an excess. A is wrong because the annual ${aud(f("nonConcessionalCap"))} cap is available only if the total super balance is below ${aud(f("transferBalanceCap"))}. B is wrong because the two-year bring-forward needs a balance of at least ${aud(f("bringForwardThreeYearTsbThreshold"))} but less than ${aud(f("bringForwardTwoYearTsbThreshold"))}. C is wrong because being under 75 is necessary but not enough; the total super balance test also applies.`,
      sources: [ATO_NON_CONCESSIONAL_CAP, ATO_TRANSFER_BALANCE_CAP],
    },
    {
      type: "multiple-choice",
      id: "build-super-19",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `In March 2026 Sofia, 52, made a non-concessional contribution of ${aud(200_000)}, which triggered a three-year bring-forward period covering 2025–26 to 2027–28. Her total super balance was ${aud(1_250_000)} at 30 June 2025 and ${aud(1_480_000)} at 30 June 2026. She has made no other non-concessional contributions.`,
      question: `In ${Y}, how much more can Sofia contribute as non-concessional contributions before the end of her bring-forward period without exceeding her cap?`,
      options: [
        `${aud(f("nonConcessionalBringForwardCap") - 200_000)}: the new three-year limit of ${aud(f("nonConcessionalBringForwardCap"))} less the ${aud(200_000)} already contributed`,
        `${aud(f("nonConcessionalCap"))} in each of 2026–27 and 2027–28, because the annual cap applies again after the first year`,
        `${aud(fig("nonConcessionalBringForwardCap", "2025–26") - 200_000)}: the ${aud(fig("nonConcessionalBringForwardCap", "2025–26"))} limit fixed in the trigger year less the ${aud(200_000)} already contributed`,
        "Nil, because her total super balance rose between 30 June 2025 and 30 June 2026",
      ],
      correctAnswer: 2,
      explanation: `C is right: this is a transition case across the 1 July 2026 indexation of the caps. Once a bring-forward is triggered, the cap for the whole period is fixed at three times the annual cap in the trigger year, and later indexation does not apply (ATO, Non-concessional contributions cap). Sofia triggered hers in 2025–26, when the three-year limit was ${aud(fig("nonConcessionalBringForwardCap", "2025–26"))}, so ${aud(fig("nonConcessionalBringForwardCap", "2025–26") - 200_000)} remains for 2026–27 and 2027–28, provided her total super balance at the previous 30 June stays below the general transfer balance cap (${aud(f("transferBalanceCap"))} for ${Y}). A is wrong because the ${aud(f("nonConcessionalBringForwardCap"))} limit applies only to bring-forward periods triggered in ${Y} or later. B is wrong because during a bring-forward period the remaining amount is what is left of the bring-forward cap, not a fresh annual cap. D is wrong because a rise in her balance matters only if it reaches the general transfer balance cap, and ${aud(1_480_000)} is well below it.`,
      sources: [ATO_NON_CONCESSIONAL_CAP],
    },
    {
      type: "multiple-choice",
      id: "build-super-20",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Tom, 66, and his wife Mei, 61, have sold the home they bought and moved into in September 2018. Settlement was on 2 October 2026 and the sale price was ${aud(1_100_000)}. Neither has made a downsizer contribution before.`,
      question: `Can Tom and Mei make downsizer contributions from this sale in ${Y}?`,
      options: [
        `No, because neither of them had owned the home for at least ${f("downsizerOwnershipYears")} years before the sale`,
        `Yes, up to ${aud(f("downsizerCap"))} each, because both are aged ${f("downsizerMinAge")} or over when they contribute`,
        "Only Tom, because a downsizer contribution can be made only by a person aged 65 or over",
        `Yes, up to ${aud(f("downsizerCap"))} between them, if they contribute within ${f("downsizerContributionDays")} days of settlement`,
      ],
      correctAnswer: 0,
      explanation: `A is right: a downsizer contribution requires the home to have been owned by the person or their spouse for at least ${f("downsizerOwnershipYears")} years before the sale (ATO GN 2018/2; ART, Downsizer contributions). Tom and Mei owned it for about eight years, so neither can make a downsizer contribution from this sale. B is wrong because meeting the age requirement of ${f("downsizerMinAge")} is not enough on its own. C is wrong because the minimum age has been ${f("downsizerMinAge")} since 1 January 2023 (it was 65 before 1 July 2022). D is wrong because the ownership test is not met, and where it is met the limit is ${aud(f("downsizerCap"))} for each person, not for the couple.`,
      sources: [ATO_DOWNSIZER_GN, ART_DOWNSIZER],
    },
    {
      type: "multiple-choice",
      id: "build-super-21",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Ursula turned 70 in August 2026. She stopped work in 2023 and has done no paid work since. Her total super balance at 30 June 2026 was ${aud(820_000)}. In ${Y} she plans to contribute ${aud(45_000)} from her savings to her super fund.`,
      question: `Which statement about Ursula's planned ${aud(45_000)} contribution in ${Y} is correct?`,
      options: [
        `Her fund cannot accept it, because anyone aged ${f("workTestAge")} or over must meet the work test to make a voluntary contribution`,
        "Her fund can accept it, and she can claim a tax deduction for it simply because she is under 75",
        `Her fund can accept it only if she uses the bring-forward rule, because she is over ${f("workTestAge")}`,
        "Her fund can accept it, but she cannot claim a deduction for it unless she meets the work test or its exemption",
      ],
      correctAnswer: 3,
      explanation: `D is right: people under 75 can make non-concessional contributions without meeting a work test, but a person aged ${f("workTestAge")} to 74 must meet the work test (gainfully employed for at least 40 hours in a period of 30 consecutive days in the year) or the one-off work test exemption to claim a deduction for personal contributions (SuperGuide; Future Super). Ursula has not worked since 2023, so she meets neither. A is wrong because since 1 July 2022 the work test no longer applies to a fund accepting voluntary contributions from people under 75. B is wrong because being under 75 allows the contribution but not, on its own, the deduction. C is wrong because the bring-forward rule governs how much can be contributed as non-concessional contributions, not whether a contribution can be accepted; ${aud(45_000)} is within the annual cap.`,
      sources: [SUPERGUIDE_WORK_TEST, FUTURE_SUPER_WORK_TEST_EXEMPTION],
    },
    {
      type: "multiple-choice",
      id: "build-super-22",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Victor, 61, has two jobs: a full-time role with a logistics company and a Saturday job at a hardware store. On 30 September 2026 he resigns from the logistics company but keeps his Saturday job. His super balance on that day is ${aud(520_000)}.`,
      question: `Under the rules for ${Y}, which statement about Victor's access to his super is correct?`,
      options: [
        `He cannot access any of his preserved benefits until he stops all work or turns ${f("unrestrictedAccessAge")}`,
        "He can access all of his super, including contributions his Saturday employer makes after 30 September 2026",
        "He can access the benefits accumulated to 30 September 2026; later contributions stay preserved for now",
        `He can access his super only through a transition to retirement income stream paying up to ${ft("transitionToRetirementMaxPercent")} a year`,
      ],
      correctAnswer: 2,
      explanation: `C is right: a member aged 60 or over who ceases an employment arrangement meets a condition of release even if they continue in another job; they may cash all benefits accumulated up to that time, and amounts accrued afterwards are preserved until a fresh condition of release is met (ATO, Conditions of release). A is wrong because at 60 or over leaving one employment arrangement is enough. B is wrong because contributions made after he left the logistics company are preserved until another condition of release, such as turning ${f("unrestrictedAccessAge")}. D is wrong because, having met a condition of release, he can take the benefits accumulated to 30 September 2026 as a lump sum or as a pension; a transition to retirement income stream is not his only option.`,
      sources: [ATO_CONDITIONS_OF_RELEASE],
    },
    {
      type: "multiple-choice",
      id: "build-super-23",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: "Wendy, 38, has three super accounts from past jobs and wants to roll them all into her current employer's fund to save on fees. One of the old accounts holds death and total and permanent disability cover that began in 2015, before she was diagnosed with a chronic back condition.",
      question: "What is the most important thing for Wendy to check before she rolls that account over and closes it?",
      options: [
        "Whether she would lose that cover on closing the account, and whether her new fund would cover her on similar terms",
        "Whether the rollover will count towards her non-concessional contributions cap for the financial year",
        "Whether she has met a condition of release, since a rollover between super funds needs one",
        "Whether her current fund will take over the old cover automatically once the rollover is received",
      ],
      correctAnswer: 0,
      explanation: "A is right: insurance cover held in a super account generally ends when the account is closed, and cover in another fund may exclude a pre-existing condition or require health underwriting, so she should confirm what she would lose and what replacement cover she can get before consolidating (Australian Retirement Trust; Berrill & Watson). B is wrong because a rollover between funds is not a contribution and does not count towards any contributions cap. C is wrong because rollovers to another super fund do not require a condition of release (ATO, Conditions of release). D is wrong because insurance does not transfer automatically between funds; any transfer of cover needs an application that the receiving fund must accept.",
      sources: [ART_CONSOLIDATE, BERRILL_WATSON_CONSOLIDATE, ATO_CONDITIONS_OF_RELEASE],
    },
    {
      type: "multiple-choice",
      id: "build-super-24",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Xavier, 50, wants to use all of his ${Y} concessional cap. On Tuesday 29 June 2027 he sends a ${aud(6_000)} personal contribution to his fund by BPAY, intending to claim a deduction for it. The fund receives the money on Friday 2 July 2027.`,
      question: `In which financial year does Xavier's ${aud(6_000)} contribution count towards his concessional contributions cap?`,
      options: [
        `${Y}, because he made the payment before 30 June 2027`,
        `${Y}, because he intends to claim the deduction in his ${Y} tax return`,
        "It is split between the two years in proportion to the days in each",
        "2027–28, because contributions count in the year the fund receives them",
      ],
      correctAnswer: 3,
      explanation: "D is right: contributions count towards a cap in the financial year the super fund receives them, so a payment sent on 29 June 2027 but received on 2 July 2027 counts in 2027–28 (ATO, Concessional contributions cap; ATO, Non-concessional contributions cap). A is wrong because the date he sent the payment does not decide the year. B is wrong because his intention about the deduction does not change when the fund received the contribution. C is wrong because a contribution is not apportioned between financial years.",
      sources: [ATO_CONCESSIONAL_CAP, ATO_NON_CONCESSIONAL_CAP],
    },
    {
      type: "multiple-choice",
      id: "build-super-25",
      knowledgeArea: "construction",
      topic: "Retirement income streams",
      year: Y,
      scenario: `Yolanda started a transition to retirement income stream with ${aud(480_000)} in 2024 and still works part time. She turns 65 on 12 November 2026, when the income stream is worth ${aud(510_000)}. She has no other income stream.`,
      question: `Under the rules for ${Y}, what happens to Yolanda's transition to retirement income stream when she turns 65?`,
      options: [
        "Nothing changes until she retires and tells her fund, because she is still working part time",
        `It must be commuted and restarted as an account-based pension, valued at ${aud(510_000)}`,
        `It enters retirement phase: its earnings become tax-free and a ${aud(510_000)} credit arises in her transfer balance account`,
        `It enters retirement phase, and a credit of ${aud(480_000)}, its starting value, arises in her transfer balance account`,
      ],
      correctAnswer: 2,
      explanation: `C is right: a transition to retirement income stream enters retirement phase when the member turns 65, whether or not they notify the fund; from then the earnings on its assets are not taxed, and it counts towards the transfer balance cap from that day at its value on that day (CFS FirstTech; ATO, Transfer balance account). A is wrong because turning 65 is a condition of release with no cashing restriction whatever her work status; notice to the fund is needed only for retirement, permanent incapacity or a terminal medical condition. B is wrong because no commutation is needed; the same income stream moves into retirement phase. D is wrong because the credit is the income stream's value on the day it enters retirement phase, not its starting value.`,
      sources: [FIRSTTECH_PRE_RETIREMENT, ATO_TRANSFER_BALANCE_ACCOUNT],
    },
    {
      type: "multiple-choice",
      id: "build-super-26",
      knowledgeArea: "construction",
      topic: "Retirement income streams",
      year: Y,
      scenario: `Zara, 72, has an account-based pension with a balance of ${aud(620_000)} on 1 July 2026. By 20 June 2027 she has received pension payments of ${aud(20_000)} for ${Y}. In March 2027 she also took a ${aud(50_000)} partial commutation as a lump sum to help her daughter buy a car.`,
      question: `What must Zara's fund do before 30 June 2027 for her pension to meet the minimum payment standards for ${Y}?`,
      options: [
        `Pay her at least ${aud((620_000 * f("minimumDrawdown65To74")) / 100 - 20_000)} more as pension payments, as the partial commutation does not count`,
        `Nothing, because her payments and the lump sum total ${aud(70_000)}, more than her ${aud((620_000 * f("minimumDrawdown65To74")) / 100)} minimum`,
        `Pay her at least ${aud((620_000 * f("minimumDrawdown65To74")) / 100 - 20_000)} more, which can be taken as another partial commutation`,
        `Nothing, because the partial commutation resets the minimum to ${ft("minimumDrawdown65To74")} of her reduced balance`,
      ],
      correctAnswer: 0,
      explanation: `A is right: her minimum for ${Y} is ${ft("minimumDrawdown65To74")} × ${aud(620_000)} = ${aud((620_000 * f("minimumDrawdown65To74")) / 100)}, and from 1 July 2017 partial commutation payments do not count towards minimum annual pension payments (ATO, Income stream (pension) rules and payments). She has received ${aud(20_000)} of pension payments, so at least ${aud((620_000 * f("minimumDrawdown65To74")) / 100 - 20_000)} more must be paid as pension payments. B is wrong because the ${aud(50_000)} commutation is excluded from the minimum. C is wrong because the shortfall must be paid as pension payments, not as another commutation. D is wrong because the minimum is set on the 1 July balance for the whole year; a commutation during the year does not reset it.`,
      sources: [ATO_INCOME_STREAM_RULES, ATO_PAYMENTS_FROM_SUPER],
    },
    {
      type: "multiple-choice",
      id: "build-super-27",
      knowledgeArea: "construction",
      topic: "Retirement income streams",
      year: Y,
      scenario: `Aaron, 66, retires and starts an account-based pension with ${aud(350_000)} on 8 June 2027.`,
      question: `What is the minimum amount that must be paid from Aaron's pension in ${Y}?`,
      options: [
        `${aud((350_000 * f("minimumDrawdown65To74")) / 100)}, the full annual minimum of ${ft("minimumDrawdown65To74")} of ${aud(350_000)}`,
        `${aud(nearest10((((350_000 * f("minimumDrawdown65To74")) / 100) * 23) / 365))}, the annual minimum pro-rated for the 23 days left in the year`,
        `${aud((350_000 * f("minimumDrawdownUnder65")) / 100)}, ${ft("minimumDrawdownUnder65")} of ${aud(350_000)}, because the pension started in the last month of the year`,
        "Nil, because the pension started on or after 1 June 2027",
      ],
      correctAnswer: 3,
      explanation: `D is right: if a pension starts on or after 1 June in a financial year, no minimum payment is required for that year (ATO, Income stream (pension) rules and payments). A is wrong because the full annual minimum applies only to a pension in place for the whole year. B is wrong because pro-rating by days remaining applies to pensions that start after 1 July but before 1 June. C is wrong because there is no reduced factor for a late start; at 66 his factor would be ${ft("minimumDrawdown65To74")}, and in any case no minimum applies this year.`,
      sources: [ATO_INCOME_STREAM_RULES],
    },
    {
      type: "multiple-choice",
      id: "build-super-28",
      knowledgeArea: "construction",
      topic: "Retirement income streams",
      year: Y,
      scenario: `Bianca, 66, retired in 2026 and has ${aud(2_620_000)} in accumulation phase. She has never had a retirement phase income stream. On 1 August 2026 she starts an account-based pension with the most she is allowed to transfer. By 30 June 2027 strong returns have lifted the pension balance to ${aud(2_260_000)}.`,
      question: `Under the rules for ${Y}, which statement is correct?`,
      options: [
        `She could transfer ${aud(f("transferBalanceCap"))}, and she now has an excess transfer balance of ${aud(2_260_000 - f("transferBalanceCap"))} that she must commute`,
        `She could transfer all ${aud(2_620_000)}, because the transfer balance cap limits only non-concessional contributions`,
        `She could transfer ${aud(f("transferBalanceCap"))}; the growth has not put her over her cap, but she cannot add to retirement phase`,
        `She could transfer ${aud(f("transferBalanceCap"))}, and each 1 July her personal cap rises by the pension's investment earnings`,
      ],
      correctAnswer: 2,
      explanation: `C is right: a person who starts their first retirement phase income stream in ${Y} has a personal transfer balance cap equal to the general transfer balance cap of ${aud(f("transferBalanceCap"))} (ATO, Transfer balance cap). Investment earnings that lift the pension balance above the cap do not cause an excess, but having used all her cap space she cannot transfer more into retirement phase and is not entitled to proportional indexation (ATO, Transfer balance account). The remaining ${aud(2_620_000 - f("transferBalanceCap"))} can stay in accumulation phase. A is wrong because the transfer balance account records amounts transferred, not investment earnings. B is wrong because the transfer balance cap limits the total amount transferred into retirement phase. D is wrong because earnings do not change the cap, and a person who has fully used their cap is not entitled to indexation.`,
      sources: [ATO_TRANSFER_BALANCE_CAP, ATO_TRANSFER_BALANCE_ACCOUNT],
    },
    {
      type: "multiple-choice",
      id: "build-super-29",
      knowledgeArea: "construction",
      topic: "Retirement income streams",
      year: Y,
      question: `Under the rules for ${Y}, what happens if a client's transfer balance account exceeds their personal transfer balance cap?`,
      options: [
        "The whole income stream stops being in retirement phase and all of it must be rolled back to accumulation phase",
        "The excess is taxed at the client's marginal rate each year until the client reaches age 75",
        "The excess and its excess transfer balance earnings must be commuted, and tax is payable on those earnings",
        "Nothing happens until the next 1 July, when indexation of the general cap usually removes the excess",
      ],
      correctAnswer: 2,
      explanation: "C is right: a client who exceeds their personal transfer balance cap must commute the excess, together with the excess transfer balance earnings credited to the account, into a lump sum or back to accumulation phase, and pays tax on those notional earnings; if the client does not act, the ATO issues a commutation authority to the fund (ATO, Transfer balance account). A is wrong because only the excess and its earnings must be removed, not the whole income stream. B is wrong because the excess is not left in place and taxed at marginal rates; it must be removed. D is wrong because earnings keep accruing on the excess until it is removed, and a client who has reached or exceeded their cap is not entitled to indexation.",
      sources: [ATO_TRANSFER_BALANCE_ACCOUNT],
    },
    {
      type: "multiple-choice",
      id: "build-super-30",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: Y,
      scenario: `Caleb died in October 2026 aged 58. His super death benefit of ${aud(700_000)} is to be divided equally between his two children: Daisy, 22, a full-time university student who lived with him and was financially dependent on him, and Ethan, 27, who works full time and lives independently. Neither child has a disability.`,
      question: `Under the rules for ${Y}, which statement about how the fund can pay the children's shares is correct?`,
      options: [
        "Both can take their shares as death benefit income streams, because both are Caleb's children",
        "Only Ethan can take an income stream, because a child must be 25 or over to receive a death benefit pension",
        "Neither can take an income stream, because death benefits paid to children must be paid as lump sums",
        `Daisy can take an income stream that must be cashed out by age ${f("deathBenefitChildIncomeStreamAgeLimit")}, but Ethan's share must be a lump sum`,
      ],
      correctAnswer: 3,
      explanation: `D is right: a child can receive a death benefit income stream only if under 18, under ${f("deathBenefitChildIncomeStreamAgeLimit")} and financially dependent on the deceased, or permanently disabled; unless the child is disabled, the income stream must be cashed as a lump sum on or before the child turns ${f("deathBenefitChildIncomeStreamAgeLimit")} (ATO, Superannuation death benefits). Daisy is 22 and was financially dependent; Ethan is 27 and independent, so his share must be paid as a lump sum. A is wrong because being a child under super law lets the fund pay Ethan directly, but not as an income stream. B is wrong because it reverses the age rule. C is wrong because eligible children, such as Daisy, can receive an income stream.`,
      sources: [ATO_DEATH_BENEFITS],
    },
  ],
};
