import type { AssetRow, PracticeSection, ProfileRow } from "~/quiz/types";
import { aud } from "./figures";

/** Seed facts for Julie and Scott's case study. Do not change: the questions depend on them. */
export const julieScott = {
  julieAge: 48,
  scottAge: 45,
  homeValue: 800_000,
  homeLoan: 600_000,
  homeLoanRatePercent: 4.1,
  offsetBalance: 170_000,
  sharePortfolio: 120_000,
  julieSuperFundA: 330_000,
  julieSuperFundB: 60_000,
  scottSuper: 145_000,
} as const;

export const julieScottProfile: readonly ProfileRow[] = [
  { category: "Age", julie: `${julieScott.julieAge}`, scott: `${julieScott.scottAge}` },
  { category: "Occupation", julie: "Consultant", scott: "Sole trader" },
  { category: "Employment", julie: "Employee", scott: "Self-employed" },
  {
    category: "Superannuation",
    julie: `${aud(julieScott.julieSuperFundA)} and ${aud(julieScott.julieSuperFundB)} in two funds`,
    scott: `${aud(julieScott.scottSuper)} in one fund`,
  },
];

export const julieScottAssets: readonly AssetRow[] = [
  { name: "Main residence", owner: "Joint", value: julieScott.homeValue, notes: "Their home" },
  {
    name: "Home loan",
    owner: "Joint",
    value: -julieScott.homeLoan,
    notes: `${julieScott.homeLoanRatePercent}% variable, secured by the main residence`,
  },
  { name: "Offset account", owner: "Joint", value: julieScott.offsetBalance, notes: "Linked to the home loan" },
  { name: "Share portfolio", owner: "Joint", value: julieScott.sharePortfolio, notes: "Australian shares" },
  { name: "Julie's super fund 1", owner: "Julie", value: julieScott.julieSuperFundA, notes: "Her main fund" },
  { name: "Julie's super fund 2", owner: "Julie", value: julieScott.julieSuperFundB, notes: "A second, smaller fund" },
  { name: "Scott's super fund", owner: "Scott", value: julieScott.scottSuper, notes: "His only fund" },
];

export const julieScottSection: PracticeSection = {
  id: "julie-scott",
  path: "/julie-scott",
  title: "Julie & Scott",
  numberPrefix: "PQ",
  firstNumber: 13,
  questions: [
    {
      id: "julie-scott-pq13",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: "2023–24",
      question: `Julie (${julieScott.julieAge}, an employed consultant) asks you to roll her ${aud(julieScott.julieSuperFundB)} fund into her ${aud(julieScott.julieSuperFundA)} fund "to save on fees". The smaller fund holds death and total and permanent disability (TPD) cover that she took out years ago when her health was good; the larger fund holds only a lower amount of default cover. Julie and Scott owe ${aud(julieScott.homeLoan)} on their home loan (${aud(julieScott.homeLoan - julieScott.offsetBalance)} net of the ${aud(julieScott.offsetBalance)} offset account). You are giving Julie personal advice as a retail client. Which approach meets your obligations under the Corporations Act 2001?`,
      options: [
        "Compare both funds' fees, investments and insurance against her needs, and set out the switch's costs and lost cover in her Statement of Advice.",
        "Recommend the rollover because it cuts her fees, and suggest she apply for more cover in the larger fund once the smaller fund has been closed.",
        "Treat the rollover as an administrative request: give her the transfer form with a general advice warning, as she already holds both funds.",
        "Obtain Scott's written consent before closing the smaller fund, because super is joint property and either spouse can block a rollover.",
      ],
      correctAnswer: 0,
      explanation: `A is right: recommending that Julie close one fund and move its balance into another is personal advice to replace one product with another (switching). The best interests duty itself is s 961B(1): you must act in her best interests in relation to the advice. Section 961B(2) is a safe harbour, not a list of separate requirements: you satisfy the duty if you prove you took each of its steps, which include identifying her relevant circumstances (she is ${julieScott.julieAge}, and the family carries ${aud(julieScott.homeLoan - julieScott.offsetBalance)} of net home debt, so her death and TPD cover matters), conducting a reasonable investigation into the products that might meet her needs and basing all judgements on her relevant circumstances. Because the advice recommends replacing one product with another, s 947D requires the Statement of Advice to disclose the cost of the switch, the benefits she may lose (such as the smaller fund's insurance, which usually ends when the account is closed) and any other significant consequences. B is wrong because fees are only one factor: her existing cover would end when the smaller fund closes, and new cover in the larger fund may need underwriting and could be refused, loaded or excluded, leaving the family under-insured; any replacement cover should be confirmed before the old account is closed. C is wrong because a recommendation to roll one super account into another, made to a client whose circumstances you have considered, is personal advice even if a general advice warning is given (Westpac Securities Administration Ltd v ASIC [2021] HCA 3 concerned exactly this kind of consolidation campaign), so the best interests duty and the Statement of Advice requirements still apply. D is wrong because each super account belongs to its member: Julie alone can request the rollover, and Scott's consent is not required, although the family's needs are part of her relevant circumstances.`,
      sources: [
        {
          title: "Corporations Act 2001 (Cth) s 961B",
          url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=154",
        },
        {
          title: "Parliament of Australia, Senate Economics Committee, FOFA inquiry report, chapter 3: Best interests duty (s 961B(1) duty; s 961B(2) steps that satisfy it)",
          url: "https://aph.gov.au/Parliamentary_Business/Committees/Senate/Economics/FOFA/Report/c03",
        },
        { title: "Corporations Act 2001 (Cth) s 947D" },
        { title: "Westpac Securities Administration Ltd v Australian Securities and Investments Commission [2021] HCA 3" },
        {
          title: "ATO: Rollover initiation request to transfer whole balance of superannuation benefits between funds",
          url: "https://www.ato.gov.au/forms/rollover-initiation-request-to-transfer-whole-balance-of-superannuation-benefits-between-funds/?page=2",
        },
      ],
    },
  ],
};
