import type { PracticeSection } from "~/quiz/types";
import { aud, fig, figText, percent } from "./figures";
import { figures, FINANCIAL_YEAR } from "./figures/seed";

// General 3: the non-concessional bring-forward, derived from the caps so nothing drifts.
const bringForwardYears = figures.nonConcessionalBringForward / figures.nonConcessionalCap;
const twoYearBringForward = (bringForwardYears - 1) * figures.nonConcessionalCap;
/** Illustrative total super balance at 30 June 2023 (not a rule), between the 2023–24 thresholds. */
const g3Balance = 1_700_000;

// General 4: an illustrative Division 293 calculation (the two amounts are made up, not rules).
const d293Income = 240_000;
const d293Contributions = 25_000;
const d293Total = d293Income + d293Contributions;
const d293Excess = Math.max(0, d293Total - figures.division293Threshold);
const d293Base = Math.min(d293Excess, d293Contributions);
const d293Tax = (d293Base * figures.division293RatePercent) / 100;
const d293OnAllContributions = (d293Contributions * figures.division293RatePercent) / 100;
const combinedRatePercent = figures.superContributionsTaxPercent + figures.division293RatePercent;
const d293AtCombinedRate = (d293Base * combinedRatePercent) / 100;

// General 8: an illustrative single gift (the amount is made up, not a rule).
const giftAmount = 25_000;
const giftExcess = Math.max(0, giftAmount - figures.giftingFreeAreaAnnual);

export const generalSection: PracticeSection = {
  id: "general",
  path: "/general",
  title: "General Questions",
  numberPrefix: "",
  firstNumber: 1,
  questions: [
    {
      id: "general-1",
      type: "multiple-choice",
      knowledgeArea: "ethics",
      topic: "Code of Ethics",
      year: "2023–24",
      question: `Standard 5 of the Financial Planners and Advisers Code of Ethics 2019 (as made in 2019) requires an adviser to be satisfied about the client's understanding. Which statement best describes that requirement?`,
      options: [
        "The client has signed an acknowledgement that they received the Statement of Advice and product disclosure statements",
        "A family member or other trusted person has read and understood the advice and product documents on the client's behalf",
        "The client understands the advice and the benefits, costs and risks of the recommended products, on reasonable grounds",
        "The client understands the strategy advice; product costs and risks are left to the product disclosure statement",
      ],
      correctAnswer: 2,
      explanation: `C is right: Standard 5 requires all advice and financial product recommendations to be in the client's best interests and appropriate to the client's individual circumstances, and the adviser must be satisfied that the client understands the advice and the benefits, costs and risks of the financial products recommended, with reasonable grounds for being satisfied. A is wrong because receiving documents is not the same as understanding them: a signed acknowledgement of receipt does not by itself give reasonable grounds to be satisfied that the client understands. B is wrong because the standard is about the client's own understanding; someone else understanding the advice does not meet it. D is wrong because the standard expressly covers the benefits, costs and risks of the recommended products; handing over a product disclosure statement does not move that duty onto the document. This question uses the wording of the Code as made in 2019 (F2019L00117); before relying on the exact words, check the current compilation on the Federal Register of Legislation.`,
      sources: [
        {
          title: "Financial Planners and Advisers Code of Ethics 2019, Standard 5 (as made in 2019)",
          url: "https://www.legislation.gov.au/Details/F2019L00117",
        },
        {
          title: "Acenda, Ethics CPD Article 2: Standards 2, 5, and 7",
          url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-2",
        },
      ],
    },
    {
      id: "general-2",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: "2023–24",
      question:
        "Under s 766B(3) of the Corporations Act 2001 (Cth), when is financial product advice given to a person personal advice rather than general advice?",
      options: [
        "When the provider considered any of the person's objectives, financial situation and needs, or a reasonable person might expect that",
        "Only when the provider has actually considered all three of the person's objectives, financial situation and needs, taken together",
        "Only when the advice is given in writing, such as in a Statement of Advice, and never when it is given orally, such as by telephone",
        "Whenever the provider does not give a general advice warning, regardless of what was or might have been considered about the person",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: s 766B(3) defines personal advice as financial product advice given or directed to a person where (a) the provider has considered one or more of the person's objectives, financial situation and needs, or (b) a reasonable person might expect the provider to have considered one or more of those matters; general advice is financial product advice that is not personal advice (s 766B(4)). In Westpac Securities Administration Ltd v ASIC [2021] HCA 3 the High Court held that considering even one aspect is enough, and that telephone calls which began with a disclaimer that the discussion was general in nature still gave personal advice. B is wrong because the test is 'one or more', not all three, and limb (b) does not require actual consideration at all. C is wrong because the definition is not limited to written advice: the advice in the Westpac case was given in telephone calls; a Statement of Advice is a consequence of giving personal advice, not part of the test. D is wrong because the test turns on what was, or might reasonably be expected to have been, considered: leaving out a general advice warning does not turn general advice into personal advice, just as giving a disclaimer did not make Westpac's advice general.",
      sources: [
        { title: "Corporations Act 2001 (Cth) s 766B" },
        {
          title: "Hamilton Locke, High Court Clarifies the Personal Advice Test",
          url: "https://hamiltonlocke.com.au/high-court-clarifies-personal-advice-test/",
        },
        {
          title: "Brightlaw, Case note: High Court defines “personal advice”",
          url: "https://brightlaw.com.au/case-note-high-court-defines-personal-advice",
        },
      ],
    },
    {
      id: "general-3",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: "2023–24",
      question: `In ${FINANCIAL_YEAR}, a person aged under ${figures.bringForwardAgeLimit} throughout the year, whose total super balance at 30 June 2023 was ${aud(g3Balance)} and who was not already in a bring-forward period, wanted to make the largest non-concessional contribution possible without exceeding the cap. What was the most they could contribute in ${FINANCIAL_YEAR}?`,
      options: [
        aud(figures.nonConcessionalCap),
        aud(twoYearBringForward),
        aud(figures.nonConcessionalBringForward),
        aud(fig("nonConcessionalBringForwardCap", "2024–25")),
      ],
      correctAnswer: 1,
      explanation: `B is right: in ${FINANCIAL_YEAR} the annual non-concessional cap was ${aud(figures.nonConcessionalCap)}, and how much could be brought forward depended on the total super balance at 30 June 2023. A balance of ${aud(g3Balance)} is at least ${aud(figures.bringForwardThreeYearTsbLimit)} but below ${aud(figures.bringForwardTwoYearTsbLimit)}, so the person could bring forward only ${bringForwardYears - 1} years' caps, ${aud(twoYearBringForward)}, in one year (the arrangement is triggered automatically when contributions exceed the annual cap). A is wrong because ${aud(figures.nonConcessionalCap)} is the annual cap without bring-forward, the limit for balances from ${aud(figures.bringForwardTwoYearTsbLimit)} to below ${aud(figures.generalTransferBalanceCap)}. C is wrong because ${aud(figures.nonConcessionalBringForward)}, ${bringForwardYears} years' caps, needed a balance below ${aud(figures.bringForwardThreeYearTsbLimit)} at 30 June 2023. D is wrong because ${aud(fig("nonConcessionalBringForwardCap", "2024–25"))} was the full bring-forward amount in 2024–25 and 2025–26, when the annual cap was ${aud(fig("nonConcessionalCap", "2024–25"))} (with different total super balance thresholds); it did not apply in ${FINANCIAL_YEAR}. A balance of ${aud(figures.generalTransferBalanceCap)} or more at 30 June 2023 meant a nil non-concessional cap for ${FINANCIAL_YEAR}. What applies now: from 1 July 2026 the annual non-concessional cap is ${figText("nonConcessionalCap", "2026–27")}; the two-year bring-forward (${figText("nonConcessionalTwoYearBringForwardCap", "2026–27")}) needs a total super balance at the previous 30 June of at least ${figText("bringForwardThreeYearTsbThreshold", "2026–27")} but below ${figText("bringForwardTwoYearTsbThreshold", "2026–27")}, the full three-year bring-forward (${figText("nonConcessionalBringForwardCap", "2026–27")}) a balance below ${figText("bringForwardThreeYearTsbThreshold", "2026–27")}, and the cap is nil at a balance of ${figText("transferBalanceCap", "2026–27")} or more.`,
      sources: [
        {
          title: "ATO: Non-concessional contributions cap",
          url: "https://www.ato.gov.au/individuals/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/non-concessional-contributions-cap",
        },
        {
          title: "SMSF Adviser, Calculating contribution limits when thresholds are changing (8 June 2023)",
          url: "https://www.smsfadviser.com/strategy/22478-calculating-contribution-limits-when-thresholds-are-changing",
        },
        {
          title: "Aware Super Oracle 5.4: Bring-forward arrangements",
          url: "https://superoracle.aware.com.au/non-concessional-contributions/bring-forward-arrangements",
        },
      ],
    },
    {
      id: "general-4",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Tax",
      year: "2023–24",
      question: `In ${FINANCIAL_YEAR}, an individual's income for Division 293 purposes, not counting super contributions, is ${aud(d293Income)}, and their concessional contributions, all within the cap, are ${aud(d293Contributions)}. How much Division 293 tax is payable?`,
      options: [aud(0), aud(d293Tax), aud(d293OnAllContributions), aud(d293AtCombinedRate)],
      correctAnswer: 1,
      explanation: `B is right: Division 293 tax applies when income plus concessional contributions is more than ${aud(figures.division293Threshold)}. Here the total is ${aud(d293Total)}, which is ${aud(d293Excess)} over the threshold, and the tax is ${percent(figures.division293RatePercent)} of the lesser of that excess (${aud(d293Excess)}) and the concessional contributions (${aud(d293Contributions)}): ${percent(figures.division293RatePercent)} × ${aud(d293Base)} = ${aud(d293Tax)}. A is wrong because the test adds the concessional contributions to income; income alone being under ${aud(figures.division293Threshold)} does not avoid the tax. C is wrong because it applies ${percent(figures.division293RatePercent)} to all ${aud(d293Contributions)} of contributions, but the tax is on the lesser amount, here the ${aud(d293Excess)} excess. D is wrong because it applies ${percent(combinedRatePercent)}, which is the combined rate on the affected contributions (the fund's ${percent(figures.superContributionsTaxPercent)} contributions tax plus ${percent(figures.division293RatePercent)} Division 293 tax); Division 293 tax itself is ${percent(figures.division293RatePercent)}. (The contributions here are within the ${FINANCIAL_YEAR} concessional cap of ${aud(figures.concessionalCap)}. The cap was ${aud(fig("concessionalCap", "2024–25"))} in 2024–25 and 2025–26, and from 1 July 2026 the concessional cap is ${figText("concessionalCap", "2026–27")}; the Division 293 threshold (${figText("division293Threshold", "2026–27")}) and rate (${figText("division293Rate", "2026–27")}) are unchanged in 2026–27.)`,
      sources: [
        {
          title: "ATO: Change to Division 293 income threshold",
          url: "https://www.ato.gov.au/individuals/super/super-changes/change-to-division-293-income-threshold/",
        },
        {
          title: "ATO: Additional tax on concessional contributions (Division 293) – for individuals",
          url: "https://www.ato.gov.au/Individuals/Super/In-detail/Growing-your-super/Division-293-tax---information-for-individuals/",
        },
        {
          title: "ATO: Key superannuation rates and thresholds – Contributions caps",
          url: "https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/contributions-caps",
        },
      ],
    },
    {
      id: "general-5",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Insurance",
      year: "2023–24",
      question:
        "Since 1 July 2014, why can the trustee of a regulated super fund generally not give new members total and permanent disability (TPD) cover with an 'own occupation' definition?",
      options: [
        "New members' insured benefits must match a condition of release, and permanent incapacity looks at any work they are reasonably qualified for",
        "TPD cover of any kind can no longer be held inside super, so all TPD cover for new members must now be held in a policy owned outside super",
        "The Corporations Act prohibits advisers from recommending own occupation TPD cover to retail clients, whether inside or outside super",
        "Own occupation TPD pays a regular income stream rather than a lump sum, and a super fund cannot pay any insured benefit as an income stream",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: from 1 July 2014, reg 4.07D of the Superannuation Industry (Supervision) Regulations 1994 requires insured benefits offered to new members to be consistent with a condition of release (death, terminal illness, permanent incapacity or temporary incapacity). Permanent incapacity means ill-health where the trustee is reasonably satisfied the member is unlikely ever to engage in gainful employment for which they are reasonably qualified by education, training or experience. That is the mismatch the rule prevents: an own occupation claim could be paid while the member could still do other suitable work, so the money would reach the fund but could not be released to the member. Members who already held such cover on 30 June 2014 could generally keep it (grandfathering). B is wrong because TPD cover whose definition matches permanent incapacity (an 'any occupation' style definition) can still be held in super. C is wrong because no Corporations Act provision bans recommending own occupation TPD; it can still be held outside super, and the usual best interests duty applies to the advice. D is wrong because TPD cover is generally a lump sum under either definition, and super funds can pay insured income streams (income protection benefits rely on the temporary incapacity condition of release); the problem is the definition of disablement, not the form of payment.",
      sources: [
        { title: "Superannuation Industry (Supervision) Regulations 1994 (Cth) reg 4.07D and reg 1.03C" },
        {
          title: "Mondaq (Claire Machin), The challenges of insurance in superannuation",
          url: "https://www.mondaq.com/australia/insurance-laws-and-products/316282/the-challenges-of-insurance-in-superannuation",
        },
        {
          title: "Aware Super Oracle 10.4: Total and Permanent Disablement Insurance",
          url: "https://superoracle.aware.com.au/insurance-within-super/total-and-permanent-disablement-insurance",
        },
        {
          title: "Lawyers Alliance, Changing Total and Permanent Disablement (TPD) Definitions",
          url: "https://lawyersalliance.com.au/opinion/changing-total-and-permanent-disablement-tpd-definitions",
        },
        {
          title: "FG Law, Superannuation and Income Protection Changes",
          url: "https://www.fglaw.com.au/superannuation-and-income-protection-changes/",
        },
        {
          title: "PSSap, Important change – TPD definition changes from 1 July 2014",
          url: "http://pssap.gov.au/forms-and-publications/significant-event-notices/article/?id=important-change-tpd-definition-changes-from-1-july-2014",
        },
      ],
    },
    {
      id: "general-6",
      type: "multiple-choice",
      knowledgeArea: "ethics",
      topic: "Behavioural finance",
      year: "2023–24",
      question:
        "Which behavioural bias is shown when an investor treats recent investment gains as 'house money' to risk on speculative assets, while treating the same amount saved from salary far more cautiously?",
      options: ["Anchoring", "Loss aversion", "Mental accounting", "Overconfidence"],
      correctAnswer: 2,
      explanation:
        "C is right: mental accounting, a concept associated with Richard Thaler, is the tendency to treat money differently depending on where it came from or what it is meant for, instead of treating all money as interchangeable (fungible); viewing recent gains as disposable 'house money' for high-risk investments is a recognised example. A is wrong because anchoring is relying too heavily on an initial reference point, such as the price paid for an investment, when making later judgements. B is wrong because loss aversion is feeling a loss more strongly than a gain of the same size; it describes how gains and losses are felt, not labelling money by its source. D is wrong because overconfidence is overestimating one's own knowledge, skill or ability to predict, which tends to show as excessive trading and too little diversification; the behaviour here turns on where the money came from, not on the investor's view of their own skill.",
      sources: [
        {
          title: "BehavioralEconomics.com, Mental accounting",
          url: "https://www.behavioraleconomics.com/mini-encyclopedia-of-be/mental-accounting/",
        },
        {
          title: "Illuminvest, Anchoring bias",
          url: "https://www.illuminvest.com.au/articles/anchoring-bias",
        },
        { title: "The Decision Lab, Loss aversion", url: "https://thedecisionlab.com/bias/loss-aversion/" },
        {
          title: "Fiveable, Overconfidence bias",
          url: "https://library.fiveable.me/key-terms/introduction-investments/overconfidence-bias",
        },
      ],
    },
    {
      id: "general-7",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Estate planning",
      year: "2023–24",
      question: `A super fund member dies. Their adult child (aged ${figures.deathBenefitsDependantChildAgeUnder} or over) was not financially dependent on them and was not in an interdependency relationship with them. Under the rules in force in ${FINANCIAL_YEAR}, which statement about paying this child a lump sum death benefit is correct?`,
      options: [
        `The trustee cannot pay the child at all, because only a spouse or a child under ${figures.deathBenefitsDependantChildAgeUnder} is a dependant under super law`,
        "The child can be paid directly as a super law dependant, but is taxed on the taxable component as a tax non-dependant",
        "The child can only be paid through the estate, because a member's super always forms part of their deceased estate",
        "The child can be paid directly and, because they are the member's child, receives the whole lump sum free of tax",
      ],
      correctAnswer: 1,
      explanation: `B is right: under the Superannuation Industry (Supervision) Act 1993 a dependant includes the member's spouse, any child of any age and a person in an interdependency relationship (a financial dependant also qualifies), so the trustee can pay an adult child directly (subject to the fund's trust deed), for example under a valid binding death benefit nomination, which may name dependants and/or the legal personal representative. For tax, a death benefits dependant is a spouse or former spouse, a child under ${figures.deathBenefitsDependantChildAgeUnder}, a financial dependant or a person in an interdependency relationship, so a financially independent adult child is a non-dependant: the tax-free component of the lump sum stays tax-free but the taxable component is taxed. A is wrong because the super law meaning of child has no age limit; the under-${figures.deathBenefitsDependantChildAgeUnder} limit belongs to the tax definition. C is wrong because super does not automatically form part of the estate: the trustee pays dependants, the legal personal representative or both, as the fund rules, the law and any valid binding nomination allow. D is wrong because the whole lump sum (including its taxable component) is tax-free only for a death benefits dependant, and a financially independent adult child is not one.`,
      sources: [
        {
          title: "ATO: Death benefits dependant (glossary)",
          url: "https://www.ato.gov.au/individuals-and-families/your-tax-return/instructions-to-complete-your-tax-return/paper-tax-return-instructions/2013/supporting-information/special-circumstances-and-glossary-2013/glossary/death-benefits-dependant",
        },
        { title: "Superannuation Industry (Supervision) Act 1993 (Cth) s 10(1) (dependant); SIS Regulations reg 6.17A and 6.22" },
        {
          title: "First State Super Oracle 14.7: Who can be paid a super death benefit?",
          url: "http://superoracle.firststatesuper.com.au/super-and-estate-planning/who-can-be-paid-a-super-death-benefit",
        },
        {
          title: "Ellco, Death Benefits Paid to Dependants & Non-Dependants",
          url: "https://ellco.com.au/information/a-z-resources-for-self-managed-super-funds/death-benefits-paid-dependants-non-dependants",
        },
      ],
    },
    {
      id: "general-8",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Social security",
      year: "2023–24",
      question: `Under the social security gifting rules in force in ${FINANCIAL_YEAR}, an Age Pensioner who has made no other gifts in the previous ${figures.giftingFreeAreaRollingYears} financial years gives away ${aud(giftAmount)} as a single gift. How is the gift treated?`,
      options: [
        `None of it is assessed, because it is within the ${aud(figures.giftingFreeAreaRollingTotal)} allowed over ${figures.giftingFreeAreaRollingYears} financial years`,
        `${aud(giftExcess)} is assessed as a deprived asset until the end of the financial year of the gift`,
        `All ${aud(giftAmount)} is assessed as a deprived asset for ${figures.giftingExcessAssessedYears} years from the date of the gift`,
        `${aud(giftExcess)} is assessed as a deprived asset for ${figures.giftingExcessAssessedYears} years from the date of the gift`,
      ],
      correctAnswer: 3,
      explanation: `D is right: the gifting free areas are ${aud(figures.giftingFreeAreaAnnual)} in one financial year and ${aud(figures.giftingFreeAreaRollingTotal)} over ${figures.giftingFreeAreaRollingYears} financial years, and the ${figures.giftingFreeAreaRollingYears}-year amount cannot include more than ${aud(figures.giftingFreeAreaAnnual)} in a single financial year. Only ${aud(figures.giftingFreeAreaAnnual)} of the single ${aud(giftAmount)} gift is covered, so the excess of ${aud(giftExcess)} is counted in the assets test, and deemed under the income test, for ${figures.giftingExcessAssessedYears} years from the date of the gift. A is wrong because the ${aud(figures.giftingFreeAreaRollingTotal)} limit cannot be used up in one financial year; it caps gifts of up to ${aud(figures.giftingFreeAreaAnnual)} a year over ${figures.giftingFreeAreaRollingYears} years. B is wrong because the excess is assessed for ${figures.giftingExcessAssessedYears} years from the date of the gift, not just for the rest of that financial year. C is wrong because the first ${aud(figures.giftingFreeAreaAnnual)} falls within the annual gifting free area. The free areas are fixed amounts, not indexed: in 2026–27 they are still ${aud(fig("giftingFreeAreaAnnual", "2026–27"))} a financial year and ${aud(fig("giftingFreeAreaFiveYear", "2026–27"))} over ${figures.giftingFreeAreaRollingYears} financial years, and the excess is still assessed for ${fig("giftingAssessmentPeriodYears", "2026–27")} years.`,
      sources: [
        {
          title: "Services Australia: How much you can gift",
          url: "https://www.servicesaustralia.gov.au/how-much-you-can-gift?context=64831",
        },
        {
          title: "Services Australia Operational Blueprint: Assessing deprivation/gifting 108-06010010",
          url: "https://operational.servicesaustralia.gov.au/public/Pages/income-assests-and-rates-of-payment/108-06010010-05.html",
        },
      ],
    },
  ],
};
