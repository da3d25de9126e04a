import type { PracticeSection } from "~/quiz/types";
import { aud, fig, figText, percent } from "./figures";
import { figures, FINANCIAL_YEAR } from "./figures/seed";

/** Illustrative facts for the standalone scenarios (not rule figures). */
const graham = { age: 66, totalSuperBalance: 1_200_000 } as const;
const ahmed = { age: 63, retiredAt: 62, lumpSum: 120_000, taxableComponent: 100_000, otherIncome: 35_000 } as const;
const mei = { age: 52 } as const;
const nadia = { age: 58 } as const;

export const standaloneSection: PracticeSection = {
  id: "standalone",
  path: "/standalone",
  title: "Standalone Scenarios",
  numberPrefix: "",
  firstNumber: 1,
  questions: [
    {
      id: "standalone-1",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Superannuation",
      year: "2023–24",
      question: `Graham, ${graham.age}, retired last year. His total super balance at 30 June 2023 was ${aud(graham.totalSuperBalance)}, and he has never made a non-concessional contribution. In ${FINANCIAL_YEAR} he sells an investment property and wants to put as much of the proceeds as he can into super as non-concessional (after-tax) contributions. Under the ${FINANCIAL_YEAR} rules, what is the most he can contribute as non-concessional contributions in ${FINANCIAL_YEAR} without exceeding his cap?`,
      options: [
        aud(figures.nonConcessionalCap),
        aud((figures.bringForwardYears - 1) * figures.nonConcessionalCap),
        aud(figures.nonConcessionalBringForward),
        aud(fig("nonConcessionalBringForwardCap", "2024–25")),
      ],
      correctAnswer: 2,
      explanation: `C is right: Graham is under ${figures.bringForwardAgeLimit} and his total super balance on 30 June 2023 (${aud(graham.totalSuperBalance)}) is below ${aud(figures.bringForwardThreeYearTsbLimit)}, so in ${FINANCIAL_YEAR} he can use the full bring-forward and contribute ${figures.bringForwardYears} times the ${aud(figures.nonConcessionalCap)} annual cap, ${aud(figures.nonConcessionalBringForward)}, in one year. Since 1 July 2022 people under ${figures.bringForwardAgeLimit} no longer need to meet a work test to make non-concessional contributions, so being ${graham.age} and retired does not stop him. A is wrong because ${aud(figures.nonConcessionalCap)} is the annual cap with no bring-forward, which would limit him only if his balance were ${aud(figures.bringForwardTwoYearTsbLimit)} or more (but below ${aud(figures.generalTransferBalanceCap)}). B is wrong because ${aud((figures.bringForwardYears - 1) * figures.nonConcessionalCap)} is the shorter bring-forward of ${figures.bringForwardYears - 1} years' caps, available only where the balance is at least ${aud(figures.bringForwardThreeYearTsbLimit)} but below ${aud(figures.bringForwardTwoYearTsbLimit)}. D is wrong because ${aud(fig("nonConcessionalBringForwardCap", "2024–25"))} was the bring-forward amount in 2024–25 and 2025–26, when the annual cap was ${aud(fig("nonConcessionalCap", "2024–25"))}; it does not apply in ${FINANCIAL_YEAR}, and once Graham triggers a bring-forward in ${FINANCIAL_YEAR} the later increase does not lift his limit for that ${figures.bringForwardYears}-year period. What applies now: from 1 July 2026 the annual non-concessional cap is ${figText("nonConcessionalCap", "2026–27")} and the full bring-forward is ${figText("nonConcessionalBringForwardCap", "2026–27")}, available if the total super balance at the previous 30 June is below ${figText("bringForwardThreeYearTsbThreshold", "2026–27")} (the general transfer balance cap is ${figText("transferBalanceCap", "2026–27")}).`,
      sources: [
        {
          title: "ATO: Non-concessional contributions cap",
          url: "https://www.ato.gov.au/individuals/super/growing-and-keeping-track-of-your-super/caps-limits-and-tax-on-super-contributions/non-concessional-contributions-cap/",
        },
        {
          title: "Aware Super Oracle 5.4: Bring-forward arrangements",
          url: "https://superoracle.aware.com.au/non-concessional-contributions/bring-forward-arrangements",
        },
      ],
    },
    {
      id: "standalone-2",
      type: "multiple-choice",
      knowledgeArea: "construction",
      topic: "Tax",
      year: "2023–24",
      question: `Ahmed, ${ahmed.age}, retired from work at ${ahmed.retiredAt}. In ${FINANCIAL_YEAR} he withdraws a ${aud(ahmed.lumpSum)} lump sum from his accumulation account in a taxed super fund: ${aud(ahmed.taxableComponent)} is taxable component (all taxed element) and ${aud(ahmed.lumpSum - ahmed.taxableComponent)} is tax-free component. His only other income is ${aud(ahmed.otherIncome)} of rent and interest. How is the lump sum treated for tax in ${FINANCIAL_YEAR}?`,
      options: [
        `The whole ${aud(ahmed.lumpSum)} is added to his assessable income and taxed at his marginal rates, because he has other income and must lodge a return.`,
        `None of it is assessable: the whole benefit is non-assessable, non-exempt income, so it attracts neither income tax nor the Medicare levy.`,
        `The ${aud(ahmed.taxableComponent)} taxable component is assessable income, with a tax offset that reduces the tax on it to nil up to his low rate cap.`,
        `Only the ${aud(ahmed.lumpSum - ahmed.taxableComponent)} tax-free component is tax-free; the taxable component is taxed at a capped concessional rate plus the Medicare levy.`,
      ],
      correctAnswer: 1,
      explanation: `B is right: under s 301-10 of the Income Tax Assessment Act 1997, a superannuation benefit received at age ${figures.superBenefitTaxFreeAge} or over is not assessable income and not exempt income. Ahmed is ${ahmed.age} and the benefit comes from a taxed fund, so neither component is taxed, and because the lump sum is not part of his taxable income the Medicare levy (${percent(figures.medicareLevyPercent)} of taxable income) does not apply to it either. A is wrong because non-assessable, non-exempt income is never added to assessable income; he may need to lodge a return because of his rent and interest, but only that income is taxed. C is wrong because that is the treatment for someone who has reached preservation age but is under ${figures.superBenefitTaxFreeAge} (s 301-20). D is wrong because from age ${figures.superBenefitTaxFreeAge} the taxed element of the taxable component is also tax-free; tax still applies at that age only to an untaxed element, such as a benefit from some public sector schemes, which Ahmed does not have.`,
      sources: [
        {
          title: "Income Tax Assessment Act 1997 (Cth) s 301-10",
          url: "https://www.ato.gov.au/law/view/document?docid=PAC/19970038/301-10",
        },
        {
          title: "ATO: Key superannuation rates and thresholds – Super lump sum tax table",
          url: "https://www.ato.gov.au/Rates/Key-superannuation-rates-and-thresholds/?page=12",
        },
        {
          title: "ATO: Accessing your super to retire",
          url: "https://ato.gov.au/individuals-and-families/jobs-and-employment-types/working-as-an-employee/leaving-the-workforce/accessing-your-super-to-retire",
        },
      ],
    },
    {
      id: "standalone-3",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: "2023–24",
      question: `Mei, ${mei.age}, a nurse, asks adviser Daniel for advice on one topic only: whether she should salary sacrifice part of her wage into super. In the fact-find she mentions "some credit card debt" but does not say how much she owes or at what interest rate. Daniel is giving her personal advice as a retail client. What does the safe harbour in s 961B(2) of the Corporations Act 2001 require Daniel to do about the debt if he wants to show he met the best interests duty?`,
      options: [
        "Decline to give any advice until Mei completes a full fact-find covering every area of her finances, because advice cannot be limited in scope.",
        "Rely only on what Mei has told him, because the safe harbour requires him to identify just the objectives and needs she discloses in her instructions.",
        "Nothing: he can give the advice as general advice with a warning, because advice limited to a single topic is not personal advice.",
        "Make reasonable inquiries about the debt, because it is reasonably apparent that information relevant to the salary sacrifice advice is incomplete.",
      ],
      correctAnswer: 3,
      explanation: `D is right: the duty itself is in s 961B(1), and s 961B(2) is a safe harbour: a provider who proves it took each of the listed steps satisfies the duty. One of those steps, s 961B(2)(c), is that where it was reasonably apparent that information about the client's relevant circumstances was incomplete or inaccurate, the provider made reasonable inquiries to obtain complete and accurate information, so to rely on the safe harbour Daniel must make, and be able to show, those inquiries. The size and cost of Mei's debt bear directly on whether salary sacrifice suits her, because it lowers her take-home pay and the money stays preserved in super until she meets a condition of release. If she still will not say, s 961H requires Daniel to warn her that the advice is based on incomplete information. A is wrong because s 961B(2)(b) refers to the subject matter of the advice sought by the client, so advice can be scoped to the topic Mei asked about; Daniel need not review every area of her finances. B is wrong because identifying what the client discloses through her instructions is only the first step (s 961B(2)(a)); the later steps are identifying her relevant circumstances and making reasonable inquiries when information is apparently incomplete. C is wrong because advice is personal advice when the provider has considered one or more of the client's objectives, financial situation and needs, or a reasonable person might expect that (s 766B(3)); a narrow scope and a general advice warning do not change that.`,
      sources: [
        {
          title: "Corporations Act 2001 (Cth) s 961B",
          url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=154",
        },
        { title: "Corporations Act 2001 (Cth) s 961H" },
        { title: "Corporations Act 2001 (Cth) s 766B" },
      ],
    },
    {
      id: "standalone-4",
      type: "multiple-choice",
      knowledgeArea: "ethics",
      topic: "Behavioural finance",
      year: "2023–24",
      question: `Nadia, ${nadia.age}, manages her own share portfolio outside super. Over the past year she sold her three holdings that had risen in value "to lock in the profits", but she is keeping two that have fallen by about a third, saying she will sell them "once they get back to what I paid". She asks you to review the portfolio. Which bias is she most clearly showing, and what is an appropriate response?`,
      options: [
        "Herding: show her how other investors have positioned their portfolios so that she feels more comfortable following the market.",
        "Disposition effect: agree to hold the two falling shares until they recover, because selling now would lock in a loss she can still avoid.",
        "Disposition effect: ask whether she would buy each share today at its current price, judging it on its prospects, not on what she paid.",
        "Overconfidence: curb her trading by recommending she move the whole portfolio into a managed fund and stop reviewing it herself.",
      ],
      correctAnswer: 2,
      explanation: `C is right: the disposition effect is the tendency to sell investments that have risen too soon and to hold those that have fallen too long (Shefrin and Statman, 1985); Nadia's use of her purchase price as the point at which she will sell is typical of it. Asking whether she would buy each holding today at its current price moves the decision away from the sunk purchase price and onto each share's prospects and its place in her portfolio. A is wrong because herding means copying what other investors do, and nothing suggests Nadia is following the crowd; encouraging her to follow the market would add a bias, not address one. B is wrong because it names the right bias but reinforces it: the loss has already happened in the share price, selling only realises it, and whether to hold should depend on the shares' prospects, not on what she paid. D is wrong because overconfidence shows as excessive trading or a belief in superior skill, which the facts do not show, and a wholesale switch into a managed fund is not a recommendation based on her relevant circumstances.`,
      sources: [
        {
          title: "Shefrin, H. & Statman, M. (1985), 'The disposition to sell winners too early and ride losers too long: Theory and evidence', Journal of Finance 40, 777–790",
        },
        {
          title: "BehavioralEconomics.com: Disposition effect",
          url: "https://www.behavioraleconomics.com/resources/mini-encyclopedia-of-be/disposition-effect/",
        },
      ],
    },
  ],
};
