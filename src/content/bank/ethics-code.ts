import type { BankBatch, MultipleChoiceQuestion, Source } from "../../quiz/types";
import { aud } from "../figures";

/*
 * Batch "ethics-code": the Financial Planners and Advisers Code of Ethics 2019 (all twelve
 * standards, the five values) and how the Code is complied with, monitored and enforced
 * (s 921E, ASIC since FASEA was wound up, the Financial Services and Credit Panel).
 * One case study (Harriet and Ian, 8 questions) and 24 standalone questions.
 * No dated rule figures are used. Client amounts are illustrative constants.
 * Sources and the status of each claim: ethics-code.sources.md beside this file.
 *
 * Quotes: only words found verbatim in a stored source are quoted (Standards 2, 3, 5, 6 and 12,
 * the values clause and the description of trustworthiness). No amendment of the Code since
 * 2019 was found; see the sources file.
 * The wording of Standards 1, 8, 10 and 11 was not found in any stored source, so no question
 * rests on what those standards say (fixer session, 25 November 2026; see ethics-code.check.md).
 * Standard 4 is described only as the Acenda article describes it (acting with the client's
 * informed consent).
 */

const Y = "2026–27" as const;
const CODE = "Financial Planners and Advisers Code of Ethics 2019";
const CODE_URL = "https://www.legislation.gov.au/F2019L00117/latest/text";

const base = {
  type: "multiple-choice",
  knowledgeArea: "ethics",
  topic: "Code of Ethics",
  year: Y,
} as const;

/** A Code of Ethics source for a standard or part, e.g. code("Standard 3"). */
const code = (part: string): Source => ({ title: `${CODE}, ${part}`, url: CODE_URL });

/** Verbatim text found in the stored sources listed in ethics-code.sources.md. */
const STD2 = `You must act with integrity and in the best interests of each of your clients.`;
const STD3 = `You must not advise, refer or act in any other manner where you have a conflict of interest or duty.`;
const STD5 = `All advice and financial product recommendations that you give to a client must be in the best interests of the client and appropriate to the client's individual circumstances. You must be satisfied that the client understands your advice, and the benefits, costs and risks of the financial products that you recommend, and you must have reasonable grounds to be satisfied.`;
const STD6 = `You must take into account the broad effects arising from the client acting on your advice and actively consider the client's broader, long-term interests and likely circumstances.`;
const STD12 = `Individually and in co-operation with peers, you must uphold and promote the ethical standards of the profession and hold each other accountable for the protection of the public interest.`;

const S = {
  es: {
    title: "Federal Register of Legislation, Financial Planners and Advisers Code of Ethics 2019, Explanatory Statement (s 921E; compliance from 1 January 2020)",
    url: "https://www.legislation.gov.au/Details/F2019L00117/Explanatory%20Statement/Text",
  },
  acenda1: {
    title: "Acenda, Ethics CPD Article 1: Standards 6, 9 and 10 (text of Standard 6)",
    url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-1",
  },
  acenda2: {
    title: "Acenda, Ethics CPD Article 2: Standards 2, 5 and 7 (text of Standards 2 and 5)",
    url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-2",
  },
  acenda3: {
    title: "Acenda, Ethics CPD Article 3: Case studies and Standard 12 (FSCP sitting panels and powers)",
    url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-3",
  },
  acenda6: {
    title: "Acenda, Ethics CPD Article 6: Informed consent and understanding (Standards 4 and 5)",
    url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/ethics-cpd/ethics-cpd-article-6",
  },
  philo: {
    title: "Philo Capital, FASEA's Latest Guidance is No Help At All (text of Standard 3; the Code applies to individual advisers)",
    url: "https://philocapital.com.au/blog/2020/10/18/faseas-latest-guidance-is-no-help-at-all",
  },
  pp12: {
    title: "Professional Planner, Standard 12: broader than you may think (text of Standard 12)",
    url: "https://www.professionalplanner.com.au/2023/09/standard-12-broader-than-you-may-think/",
  },
  mnaValues: {
    title: "MyNextAdvice, FASEA Code of Ethics values: demonstrate, realise and promote (text of the values clause)",
    url: "https://mynextadvice.com.au/fasea-code-of-ethics-values-demonstrate-realise-and-promote/",
  },
  malValues: {
    title: "Money & Life, Understanding FASEA's five values (the Code's description of trustworthiness)",
    url: "https://www.moneyandlife.com.au/professionals/learn/understanding-faseas-five-values/",
  },
  ifa: {
    title: "ifa, FASEA's code of ethics guide explained (records to demonstrate compliance; Standard 1 and wholesale investors; Standard 4)",
    url: "https://ifa.com.au/news/28646-fasea-s-code-of-ethics-guide-explained",
  },
  amweek: {
    title: "Adviser Marketing Week, FASEA responds to 3 tricky advice and service situations (Standard 7 consent to fees)",
    url: "https://www.amweek.com.au/2020/02/fasea-responds/",
  },
  fg002: {
    title: "FASEA, FG002 Financial Planners and Advisers Code of Ethics 2019 Guide, October 2020 (advice and products offered with competence)",
    url: "https://vdocuments.us/financial-planners-advisers-code-of-ethics-2019-guide-the-standard-requires.html",
  },
  fsAdvice: {
    title: "FS Advice, Ethics and Governance (test understanding; ask the client to explain the advice back)",
    url: "https://issuu.com/financial.standard/docs/fs_advice_v16i01/41",
  },
  av2023: {
    title: "AdviserVoice, Ethical standards: a review (Part one) (s 921E; monitoring passed to ASIC; values paramount)",
    url: "https://www.adviservoice.com.au/2023/01/cpd-ethical-standards-a-review-part-one/",
  },
  av2025: {
    title: "AdviserVoice, Ethics and the advice practice (ASIC expects licensees to take reasonable steps to ensure compliance with the Code)",
    url: "https://www.adviservoice.com.au/2025/06/cpd-ethics-and-the-advice-practice/",
  },
  avConsent: {
    title: "AdviserVoice, Ethics, informed consent and the Statement of Advice",
    url: "https://www.adviservoice.com.au/2023/06/cpd-ethics-informed-consent-and-the-statement-of-advice/",
  },
  addisons: {
    title: "Addisons, More than the letter of the law: FASEA's new Code of Ethics (s 921E and the meaning of relevant provider)",
    url: "https://addisons.com/knowledge/insights/more-than-the-letter-of-the-law-faseas-new-code-of-ethics-for-financial-planners-advisers/",
  },
  kaplan: {
    title: "Kaplan Professional, Education and professional standards for financial advisers (standard setting moved to the Minister and Treasury from 1 January 2022)",
    url: "https://www.kaplanprofessional.edu.au/education-and-professional-standards-for-financial-advisers/",
  },
  em: {
    title: "Financial Sector Reform (Hayne Royal Commission Response – Better Advice) Bill 2021, Explanatory Memorandum, Chapter 1",
    url: "https://ato.gov.au/law/view/document?DocID=NEM%2FEM202139%2FNAT%2FATO%2F00003&PiT=99991231235958",
  },
  asicFscp: {
    title: "ASIC, Financial Services and Credit Panel (FSCP)",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-services-and-credit-panel/",
  },
  mmFscp: {
    title: "Money Management, Decoding determinations: Understanding the FSCP decisions (April 2025)",
    url: "https://www.moneymanagement.com.au/news/financial-planning/decoding-determinations-understanding-fscp-decisions",
  },
  ppWarn: {
    title: "Professional Planner, ASIC releases adviser warning, reprimand parameters (June 2022)",
    url: "https://www.professionalplanner.com.au/2022/06/asic-releases-adviser-warning-reprimand-parameters/",
  },
  ioof: {
    title: "IOOF, FASEA Code of Ethics: what's to come? (ASIC receives reports of breaches; FSCP as the single disciplinary body)",
    url: "https://www.ioof.com.au/financial-advisers/news-and-insights/adviser-news/articles/august-2021/fasea-review",
  },
  agedCare: {
    title: "Minister for Health and Ageing, New Aged Care Act to start from 1 November (media release: commencement of the Aged Care Act 2024 on 1 November 2025)",
    url: "https://www.health.gov.au/ministers/the-hon-mark-butler-mp/media/new-aged-care-act-to-start-from-1-november",
  },
  mal12: {
    title: "Money & Life, Spotlight on FASEA's Code of Ethics: Standard 12 (text of Standard 12)",
    url: "https://www.moneyandlife.com.au/professionals/learn/spotlight-on-faseas-code-of-ethics-standard-12-cpd-quiz/",
  },
} satisfies Record<string, Source>;

/* ------------------------------------------------------------------ */
/* Case study: Harriet and Ian                                          */
/* ------------------------------------------------------------------ */

const IAN_SUPER = 610_000;
const HARRIET_SUPER = 236_000;
const SAVINGS = 85_000;
const HOME = 1_100_000;
const HARRIET_INCOME = 52_000;
const JACK_LOAN = 150_000;
const EARLIER_LOAN = 38_000;
const FEE_RATE = 1.1;
const FEE = Math.round((IAN_SUPER * FEE_RATE) / 100);

const caseQuestions: MultipleChoiceQuestion[] = [
  {
    ...base,
    id: "ethics-code-01",
    quote: { cite: `${CODE}, Standard 3`, text: STD3 },
    question: `You own 20% of Juniper Managed Portfolios Pty Ltd, the company that runs the managed account service your practice usually recommends. Juniper's investment committee rates it as suitable for Ian's ${aud(IAN_SUPER)}. Applying Standard 3, how should you deal with your shareholding before any recommendation is made about where Ian's money is invested?`,
    options: [
      `Recommend the Juniper service if it is the cheapest suitable option, because advice that also costs the client the least cannot involve a conflict of interest.`,
      `Disclose your 20% shareholding in the Statement of Advice and obtain written consent from both of them, which resolves the conflict under the Code and lets you recommend the service.`,
      `Treat the shareholding as a conflict that stops you advising on this investment: refer the investment advice to an adviser with no interest in Juniper, or remove the interest before advising.`,
      `Have Juniper's investment committee make the recommendation in your place, because the conflict is yours personally and does not attach to the committee's research.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Standard 3 says you must not advise, refer or act in any other manner where you have a conflict of interest or duty. Owning part of the company that earns revenue from the recommended service gives you a financial interest in Harriet and Ian choosing it, which competes with your duty to advise them in their interests. The standard is framed as a prohibition on acting, not as a duty to disclose, so the way to comply is to avoid advising on the investment while the interest exists (refer it to an adviser without the interest) or to remove the interest. Commentators noted that Standard 3 as written is hard to reconcile with advisers who own the businesses whose services they recommend. A is wrong because price does not remove your ownership interest in the outcome; a cheap product can still be one you profit from. B is wrong because disclosure and consent may meet disclosure rules elsewhere in the law, but Standard 3's words prohibit advising where the conflict exists, and a signed consent does not remove the interest. D is wrong because you would still be the adviser acting for Harriet and Ian, and passing the recommendation through your own practice's committee does not change who benefits from it.`,
    sources: [code("Standard 3"), S.philo],
  },
  {
    ...base,
    id: "ethics-code-02",
    quote: { cite: `${CODE}, Standard 2`, text: STD2 },
    question: `At a meeting Harriet cannot attend, Ian tells you he lent Jack ${aud(EARLIER_LOAN)} from their joint savings last year and asks you to leave it out of the fact find and never mention it to Harriet. Applying Standard 2, what should you do?`,
    options: [
      `Explain that you act for both of them and cannot keep material financial information from Harriet; encourage Ian to tell her, and consider whether you can keep acting for both if he refuses.`,
      `Agree to leave the loan out of the fact find, because Ian lent the money and Standard 2 requires you to act in the best interests of the client who gives you the instruction.`,
      `Record the loan in your file but leave it out of the Statement of Advice, so that your file is accurate while Harriet is spared a family disagreement she did not raise herself.`,
      `Tell Harriet about the loan yourself at the next meeting without speaking to Ian again first, because acting in each client's best interests requires you to disclose it to her immediately and in full.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: Standard 2 requires you to act with integrity and in the best interests of each of your clients. Harriet and Ian are both your clients, the money came from their joint savings, and a past loan to Jack is material to advice about lending him a further ${aud(JACK_LOAN)}. Agreeing to hide it from one joint client would be a failure of integrity towards her and would put your duty to Ian in conflict with your duty to Harriet. The honest course is to tell Ian you cannot keep it from Harriet, give him the chance to raise it himself, and, if he will not, consider whether you can continue to act for both. B is wrong because the standard speaks of each of your clients: Harriet's interests count as much as Ian's. C is wrong because advice built on a file that Harriet is not allowed to see in full would still mislead her about the basis of the advice. D is wrong because going around Ian without first raising it with him does not treat him, also your client, with integrity; speaking to him first is the fair way to resolve the problem.`,
    sources: [code("Standard 2"), S.acenda2],
  },
  {
    ...base,
    id: "ethics-code-03",
    quote: { cite: `${CODE}, Standard 5`, text: STD5 },
    question: `Harriet's first language is Vietnamese and she speaks conversational English. Ian, who wants to lend ${aud(JACK_LOAN)} to Jack, offers to translate the advice for her at home. Applying Standard 5, how should you make sure Harriet understands the advice?`,
    options: [
      `Let Ian translate, because he knows Harriet well and a family member will make her feel more comfortable than a stranger would.`,
      `Give Harriet the Statement of Advice in English with a one-page plain-language summary, and rely on her signed authority to proceed as evidence that she understands it.`,
      `Send Harriet translated product disclosure statements and treat understanding them as her responsibility once she has the documents in her own language.`,
      `Arrange a qualified interpreter, explain the advice to Harriet directly, and check her understanding by asking her to explain the key risks and costs back to you.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: Standard 5 requires you to be satisfied that the client understands your advice and the benefits, costs and risks of the products you recommend, and to have reasonable grounds for being satisfied. For Harriet that means communicating with her directly through a qualified interpreter and testing her understanding, for example by asking her to explain the key points back to you, which is a recognised way of checking understanding. B is wrong because a signature shows that a document was received and accepted, not that it was understood, so it does not give you reasonable grounds. C is wrong because the standard places the duty to be satisfied of the client's understanding on you; handing over documents, even translated ones, does not transfer it. A is wrong because Ian has his own interest in the advice (he wants money lent to Jack), so relying on him to explain it to Harriet risks a filtered account and gives you no reasonable grounds to be satisfied that she understands it.`,
    sources: [code("Standard 5"), S.acenda2, S.fsAdvice],
  },
  {
    ...base,
    id: "ethics-code-04",
    quote: { cite: `${CODE}, Standard 6`, text: STD6 },
    question: `Ian, who has retired and can access his super, asks only how to withdraw ${aud(JACK_LOAN)} from his account so that he can lend it to Jack's landscaping business. There would be no written loan agreement. Applying Standard 6, what should your advice address?`,
    options: [
      `Only the tax treatment and mechanics of the withdrawal, because Ian has asked how to take the money out and the decision to lend it is a private family matter.`,
      `How the loan would affect both retirements, including Harriet's position if Jack cannot repay, and safeguards such as lending less or a written loan agreement.`,
      `Nothing about the loan, because a loan to an adult child is outside financial advice and discussing Jack's business would breach the privacy of a person who is not your client.`,
      `A recommendation to make the withdrawal, because Ian has capacity, the money is his, and respecting his autonomy means carrying out his instruction without questioning it.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: Standard 6 requires you to take into account the broad effects arising from the client acting on your advice and to actively consider the client's broader, long-term interests and likely circumstances. Taking ${aud(JACK_LOAN)} out of Ian's super reduces the retirement savings that both Harriet and Ian rely on, and an undocumented loan to a small business may never be repaid. Considering those effects, and ways to limit the risk, is what the standard asks of you; the decision remains theirs. A is wrong because limiting yourself to the mechanics ignores the broad effects of the client acting on your advice, which is exactly what Standard 6 requires you to consider. C is wrong because discussing the consequences of your clients' own decision with them does not breach anyone's privacy, and the loan is central to their financial position. D is wrong because respecting autonomy means helping the client decide with the consequences in view, not carrying out an instruction without considering its effects.`,
    sources: [code("Standard 6"), S.acenda1],
  },
  {
    ...base,
    id: "ethics-code-05",
    question: `Your practice proposes an implementation fee of ${FEE_RATE}% of the amount Ian rolls over, deducted from his account. So far Harriet and Ian have been told only that there is "a small implementation fee". With reference to Standard 7 and the value of honesty, what must happen before the fee is charged?`,
    options: [
      `Tell both of them the fee in dollars (${aud(FEE)} on ${aud(IAN_SUPER)}), what it pays for and how it will be deducted, and charge it only if they freely agree to it.`,
      `Show the percentage in the fees section of the Statement of Advice, because a fee set out anywhere in the advice document is agreed to when the clients accept the advice.`,
      `Agree the fee with the accountant who referred them, because the accountant knows their affairs and has handled their professional fees for many years.`,
      `Charge the fee as planned but offer a refund if either of them later complains, because offering a refund shows the fee was fair and reasonable.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: Standard 7 requires the client's free and informed consent to the fees you charge. Consent is informed only if the clients know what the fee is in terms they can weigh (here ${aud(FEE)}), what it is for and how it is paid, and it is free only if they can decline it. Telling them plainly before the fee is charged also reflects the values of honesty and fairness. B is wrong because a percentage in a long document, accepted together with the advice, does not show that either client knowingly agreed to the fee. C is wrong because the accountant is not your client and cannot consent for Harriet and Ian; the consent must be theirs. D is wrong because a refund offered after the event is not consent, and deducting a fee the clients never agreed to is not made fair by offering to give it back.`,
    sources: [code("Standard 7"), S.amweek, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-06",
    question: `Your fact find records Harriet's risk tolerance as "growth". At a second meeting she said she wanted most of her ${aud(HARRIET_SUPER)} in defensive assets, but your note of that meeting was never entered. Ian suggests you "just change the first note to conservative so the file looks consistent". Applying Standard 2 and the value of honesty, what should you do?`,
    options: [
      `Change the first note as Ian suggests, because Harriet's later instruction replaces the earlier one and a consistent file is easier for the licensee's compliance team to review.`,
      `Leave the file as it is and prepare the advice on the "growth" profile, because the fact find Harriet signed is the record of what she agreed to.`,
      `Keep the original note, add a dated note of the second meeting recording Harriet's instruction, confirm it with her, and base the advice on her confirmed position.`,
      `Delete both notes and complete a new fact find at the next meeting, because a record that contains inconsistencies is worse than having no record at all.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Standard 2 requires you to act with integrity and in the best interests of each of your clients, and honesty is one of the Code's five values. FASEA's guidance also told advisers that they will need to keep appropriate records to demonstrate, if called upon, their compliance with the Code. Keeping the original note and adding a dated note of the second meeting gives an honest record of what Harriet said and how her instructions changed, and confirming the change with Harriet herself, not through Ian, makes sure the advice rests on her own view as your client. A is wrong because rewriting an earlier note so that it says something that was not said is dishonest and hides the history of her instructions, whatever the reason given for it. B is wrong because acting in Harriet's best interests means basing the advice on her current instructions: ignoring one you know she gave would make the advice inappropriate for her. D is wrong because destroying notes removes the record of what she told you and leaves nothing to show how the advice was reached; inconsistencies are dealt with by adding accurate, dated notes, not by deleting them.`,
    sources: [code("Standard 2"), S.acenda2, S.ifa, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-07",
    question: `Jack suggests that Harriet and Ian set up a self-managed super fund to buy the premises his business rents and lease them back to him. Your licensee authorises SMSF advice, but you have never advised on SMSFs or on related-party property. Applying Standard 9 and the value of competence, what should you do?`,
    options: [
      `Advise on the strategy after reading a sample trust deed, because your degree and the adviser exam qualify you to advise on every product your licensee authorises.`,
      `Tell them an SMSF is unsuitable without analysing it, because advising against a strategy you do not understand carries no risk of breaching the Code.`,
      `Give them a brochure on SMSFs and let Jack's accountant set up the fund, because once another professional is involved the Code's requirement of competence no longer applies to you.`,
      `Explain that this is outside your experience, and either refer them to an adviser with SMSF expertise or build the knowledge, with supervision, before advising them on it.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: FASEA's guidance explains that Standard 9 requires all financial product advice, and all financial products, to be offered with competence, and competence is one of the Code's five values. An SMSF buying a related party's premises is a specialised strategy; if you lack the knowledge to advise on it, the competent course is to refer the clients to an adviser who has that knowledge or to build it, with supervision, before advising. A is wrong because a licensee's authorisation sets what you may advise on, not whether you have the knowledge to do it well; meeting entry qualifications does not make you competent in every area. B is wrong because advice against a strategy is still advice, and rejecting it without analysis is not advice offered with competence or in the clients' best interests. C is wrong because your own obligations under the Code do not end when another professional becomes involved; you would still be acting for Harriet and Ian on a matter you cannot assess.`,
    sources: [code("Standard 9"), S.fg002, S.acenda1, S.mnaValues],
  },
  {
    ...base,
    id: "ethics-code-08",
    quote: { cite: `${CODE}, Standard 12`, text: STD12 },
    question: `Harriet tells you that the couple's previous adviser, at another licensee, had them sign blank forms "to save time", and that one of those forms was later used to switch her super to a fund with higher fees. Applying Standard 12, what should you do?`,
    options: [
      `Say nothing about the previous adviser, because Standard 12 applies only to advisers within your own practice and criticising a competitor would look self-interested to the clients.`,
      `Help Harriet understand her options, including a complaint to the previous adviser's licensee, and raise your concern about the practice with that licensee or with ASIC.`,
      `Post a warning about the previous adviser on a professional online forum, because holding each other accountable requires misconduct to be exposed publicly.`,
      `Fix the fund problem quietly in your own advice and leave any question about the previous adviser's conduct for Harriet to pursue on her own if she wishes.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: Standard 12 requires you, individually and in co-operation with peers, to uphold the ethical standards of the profession and hold each other accountable for the protection of the public interest. Having clients sign blank forms exposes them to exactly the harm Harriet suffered. Helping Harriet seek redress and raising the concern through proper channels (the other adviser's licensee, or ASIC, which receives reports of possible breaches) holds the other adviser to account and protects other clients. A is wrong because the standard speaks of the profession and peers generally, not only your own practice. C is wrong because public exposure on a forum is not a proper channel: it can be unfair to the other adviser, who has not been heard, and does not get the matter investigated. D is wrong because fixing Harriet's fund alone leaves the practice unaddressed and other clients at risk, which does not meet the accountability that Standard 12 asks for.`,
    sources: [code("Standard 12"), S.mal12, S.pp12, S.ioof],
  },
];

/* ------------------------------------------------------------------ */
/* Standalone scenarios and knowledge questions                         */
/* ------------------------------------------------------------------ */

const standalone: MultipleChoiceQuestion[] = [
  {
    ...base,
    id: "ethics-code-09",
    quote: {
      cite: `${CODE}, values`,
      text: `These values are paramount. ... All the other provisions of this Code must be read and applied in a way that promotes the values.`,
    },
    scenario: `An adviser regularly leaves client emails and calls unanswered for several weeks. She argues that no standard in the Code says how quickly an adviser must respond, so her habit cannot fall short of the Code.`,
    question: `How does the Code answer her argument?`,
    options: [
      `The values are paramount and the standards are read to promote them, so failing to demonstrate diligence can fall short of the Code even though no single standard mentions response times.`,
      `She is right, because the values are only an aspirational introduction to the Code and an adviser can fall short of the Code only by breaching one of the twelve numbered standards.`,
      `She is right unless her licensee's client agreement promises a response time, because the Code adopts whatever service levels the licensee has agreed with its clients.`,
      `The values replace the standards for service matters, so her licensee's response-time policy becomes a Code standard that ASIC enforces against her directly.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: the Code requires advisers to always act in a way that demonstrates, realises and promotes the values of trustworthiness, competence, honesty, fairness and diligence; it says the values are paramount and that all its other provisions must be read and applied in a way that promotes them. The values are an obligation in their own right, so leaving clients without responses for weeks can fail to demonstrate diligence whether or not a standard mentions response times. B is wrong because the values clause is itself a requirement ("You must always act ..."), not an optional introduction. C is wrong because the Code does not take its content from a licensee's service promises; the obligation comes from the Code. D is wrong because the values do not replace the standards or turn a licensee's internal policy into part of the Code; the standards still apply and are read in the light of the values.`,
    sources: [code("values"), S.mnaValues, S.av2023],
  },
  {
    ...base,
    id: "ethics-code-10",
    quote: {
      cite: `${CODE}, values (trustworthiness)`,
      text: `Acting to demonstrate, realise and promote the value of trustworthiness requires that you act in good faith in your relationships with other people. Trust is earned by good conduct. It is easily broken by unethical conduct. Trust requires you act with integrity and honesty in all your professional dealings, and these values are interrelated.`,
    },
    scenario: `Through your own data-entry error, a switch you arranged for a client went into the wrong investment option. The client has not noticed. So far the error has cost her ${aud(3_200)}.`,
    question: `Which response best demonstrates the value of trustworthiness as the Code describes it?`,
    options: [
      `Correct the option quietly at her next review so she never learns of the error, because telling her would only damage a relationship that is otherwise working well.`,
      `Wait to see whether markets recover the ${aud(3_200)}, and raise the error at the next annual review only if a loss still remains by then.`,
      `Mention the error only if she asks about her returns, because volunteering it would be an admission that your licensee's insurer would not want you to make.`,
      `Tell her promptly what went wrong and what it has cost, correct the switch, and start your licensee's process to compensate her for the loss.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: the Code describes trustworthiness as acting in good faith in your relationships, with integrity and honesty in all your professional dealings, and notes that trust is earned by good conduct and easily broken by unethical conduct. Telling the client about your mistake, fixing it and making good her loss is good-faith conduct that keeps her trust on an honest footing. A is wrong because hiding an error from the person it harmed is not honest dealing, even if the switch is later corrected. B is wrong because delaying disclosure in the hope the loss disappears puts your interest ahead of hers and leaves her uninformed about her own money. C is wrong because staying silent to protect yourself or your licensee's insurer is the opposite of acting with integrity and honesty towards the client.`,
    sources: [code("values"), S.malValues],
  },
  {
    ...base,
    id: "ethics-code-11",
    scenario: `A licensee's induction slides list "the five values of the Code of Ethics" that every adviser must demonstrate, realise and promote. A new adviser wants to check the slide against the Code.`,
    question: `Which list correctly sets out the five values in the Code?`,
    options: [
      `Integrity, objectivity, competence, fairness and confidentiality`,
      `Trustworthiness, competence, honesty, fairness and diligence`,
      `Trustworthiness, integrity, independence, fairness and diligence`,
      `Honesty, competence, objectivity, respect and professionalism`,
    ],
    correctAnswer: 1,
    explanation: `B is right: the Code requires advisers to always act in a way that demonstrates, realises and promotes five values: trustworthiness, competence, honesty, fairness and diligence. A is wrong because integrity, objectivity and confidentiality are principles found in other professional codes (for example accounting codes), not the five values of this Code; integrity appears in the Code in Standard 2 rather than as a value. C is wrong because integrity and independence are not among the five values; the list omits competence and honesty. D is wrong because objectivity, respect and professionalism are not among the values, and the list leaves out trustworthiness, fairness and diligence.`,
    sources: [code("values"), S.mnaValues, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-12",
    scenario: `A prospective client's fact find shows net assets well below the level that would let her be treated as a wholesale client. Her accountant nonetheless offers to sign a certificate saying she meets the test. Your practice manager points out that as a wholesale client she would not need a Statement of Advice.`,
    question: `Applying Standard 2 and the value of trustworthiness, what should you do?`,
    options: [
      `Accept the certificate, because the law lets you rely on an accountant's certificate and the accountant, not you, is responsible if it turns out to be wrong.`,
      `Accept the certificate but still give her a Statement of Advice, because giving more disclosure than the law requires removes any concern under the Code.`,
      `Decline to treat her as a wholesale client, because using a certificate you know to be wrong to avoid the protections for retail clients defeats the intent of the law.`,
      `Ask her whether she would prefer to be treated as a wholesale client and follow her choice, because respecting her autonomy is an essential part of acting in her best interests.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Standard 2 requires you to act with integrity and in the best interests of each of your clients, and the Code describes trustworthiness as acting in good faith in your relationships with other people. The retail client protections, including the Statement of Advice, exist for people in her position; using a certificate you know to be wrong to take her outside them would serve the practice's convenience rather than her interests, and would not be acting in good faith, whatever the form of the paperwork. A is wrong because relying on a certificate you know to be untrue is not good faith, and shifting blame to the accountant does not make your own conduct honest. B is wrong because a Statement of Advice alone does not restore the other protections she would lose as a wholesale client, so the failure of integrity remains. D is wrong because whether she is a retail client turns on the law's tests, not on her preference, and inviting her to give up protections she may not understand is not acting in her best interests.`,
    sources: [code("Standard 2"), S.acenda2, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-13",
    scenario: `A self-employed client asks you to help arrange for part of his consulting income to be paid into his adult daughter's bank account "so I don't have to declare it". He says other advisers do this for their clients.`,
    question: `Applying the Code's values, in particular honesty, how should you respond?`,
    options: [
      `Help set it up but make a file note that the idea was entirely the client's own, because the Code is breached only when an unlawful strategy is suggested by the adviser.`,
      `Refer him to a tax agent to set up the arrangement and keep advising on his investments, because tax matters sit outside the Code of Ethics.`,
      `Decline to help, explain that not declaring income he earned is unlawful, and offer to advise on lawful options, with input from a registered tax agent where needed.`,
      `Set it up only if his daughter agrees in writing, because her informed consent makes the payments her income rather than his for tax purposes.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: the Code requires you always to act in a way that demonstrates, realises and promotes its values, including honesty, and it describes trustworthiness as requiring integrity and honesty in all your professional dealings. Helping a client hide income he earned so that it is not declared would be taking part in a dishonest and unlawful arrangement; explaining why you cannot help, and offering lawful alternatives, keeps you honest with the client and within the law. A is wrong because taking part in a dishonest arrangement falls short of the Code whoever suggested it; a file note does not change what you did. B is wrong because referring him on so that someone else carries out the same arrangement still helps him do it, and the values apply to all your professional dealings, not only to investment advice. D is wrong because a family member's written agreement does not change who earned the income; an arrangement designed to avoid declaring it remains dishonest and unlawful.`,
    sources: [code("values"), S.mnaValues, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-14",
    quote: { cite: `${CODE}, Standard 2`, text: STD2 },
    scenario: `A client applying for a business loan asks you to write to his bank confirming that you manage ${aud(310_000)} of his investments. You manage ${aud(145_000)}. He says the bank "never checks these letters".`,
    question: `Applying Standard 2, what should you do?`,
    options: [
      `Refuse to overstate the amount and offer, with his consent, to confirm only the true balance, because a false statement to the bank would breach your integrity whatever he wants.`,
      `Write the letter with the higher figure but mark it "client-supplied information", because the bank then knows that the amount did not come from your records.`,
      `Write the letter as asked, because helping him obtain finance he needs for his business is acting in his best interests and the bank is responsible for its own checks.`,
      `Refuse to write anything at all to the bank, because Standard 2 prevents advisers from corresponding with a third party about a client's finances.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: Standard 2 requires you to act with integrity and in the best interests of each of your clients. Confirming a figure you know is false would be dishonest towards the bank, and helping a client obtain credit on false information is not in his best interests either, because it exposes him to a loan he may not be able to support and to the consequences of a false application. Confirming the true balance, with his consent, helps him honestly. B is wrong because a letter on your letterhead stating a false figure remains a false statement even with a label attached. C is wrong because the best interests duty does not extend to helping a client mislead a lender, and whether the bank checks is irrelevant to your integrity. D is wrong because nothing in Standard 2 stops you giving a third party accurate information with the client's consent; the problem is the false figure, not the letter.`,
    sources: [code("Standard 2"), S.acenda2],
  },
  {
    ...base,
    id: "ethics-code-15",
    quote: { cite: `${CODE}, Standard 3`, text: STD3 },
    scenario: `A real estate agent offers you two nights at a resort for each client you refer to her who buys an investment property. Several of your clients have asked you to recommend an agent.`,
    question: `Applying Standard 3, how should you respond?`,
    options: [
      `Accept the offer and disclose it in each client's Statement of Advice, because the benefit comes from an agent rather than a product issuer and disclosure removes the conflict.`,
      `Accept the offer only for clients who have already decided to buy, because you are then merely referring them rather than advising them to invest in property.`,
      `Accept the offer but always give each client the names of three agents including her, because giving the client a choice of agents removes the conflict from the referral.`,
      `Decline the offer and, if you refer clients to an agent, choose the agent on merit for each client and receive nothing for the referral.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: Standard 3 says you must not advise, refer or act in any other manner where you have a conflict of interest or duty. A reward for each referral gives you a personal interest in sending clients to that agent, so referring while the arrangement stands is exactly what the standard prohibits. Declining the benefit removes the conflict, and any referral can then be made on the agent's merits for that client. A is wrong because Standard 3 prohibits acting where the conflict exists; disclosure does not remove your interest in the reward, whatever its treatment under other rules. B is wrong because the standard expressly covers referring, not only advising, so referring clients who have already decided to buy is still caught. C is wrong because including her among several names is still a referral made while you have an interest in the client choosing her.`,
    sources: [code("Standard 3"), S.philo],
  },
  {
    ...base,
    id: "ethics-code-16",
    scenario: `Years ago a client signed a platform authority that lets you lodge switches on her account. During a sharp market fall, you move 30% of her balanced portfolio into cash without contacting her, believing it protects her.`,
    question: `Applying Standard 4, which deals with acting with the client's informed consent, what was wrong with what you did?`,
    options: [
      `Nothing was wrong, because the platform authority is a standing consent and a switch you believe protects her is in her best interests.`,
      `You made a significant change to her investments without her informed consent; you should have explained the switch and its risks and obtained her agreement first.`,
      `The only problem was the timing, because moving to cash in a falling market locks in losses; the same switch made before the fall began would have fully met the Code.`,
      `The switch was wrong only because you did not give her a Record of Advice afterwards; sending one now would make your action consistent with the Code.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: Standard 4 deals with acting with the informed consent of the client, and one challenge it poses for advisers is assessing whether a client has truly been able to give informed consent. An administrative authority that lets you lodge instructions on a platform does not mean the client has agreed, with understanding, to a particular significant change to her portfolio; informed consent to that action needed her to be told what you proposed, why, and what the risks were (including crystallising losses), and then to agree. A is wrong because a general authority signed years ago is not informed consent to a specific decision she knew nothing about, however good your intentions. C is wrong because the problem is acting without her informed consent, not the market timing; the same switch made at any time without her consent would raise the same issue. D is wrong because documents issued after the event cannot supply consent that was never obtained before you acted.`,
    sources: [code("Standard 4"), S.acenda6, S.avConsent, S.ifa],
  },
  {
    ...base,
    id: "ethics-code-17",
    scenario: `You email a client a 60-page Statement of Advice and an authority to proceed. She signs and returns the authority within an hour and you implement the advice. A month later she is upset to learn that it involved cancelling her existing life insurance, which she says she did not realise.`,
    question: `What should you have done to act with her informed consent (Standard 4)?`,
    options: [
      `Nothing more, because a signed authority to proceed is conclusive evidence of informed consent once the client has been given the Statement of Advice.`,
      `Explained the key consequences, including the cancellation of her existing cover, checked that she understood them, and only then acted on her informed consent.`,
      `Put a bold warning about the cancellation on the first page of the Statement of Advice, and then acted on the signed authority without further contact.`,
      `Waited until any cooling-off period had ended before acting, because consent given during a cooling-off period is not informed consent under the Code.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: Standard 4 deals with acting with the informed consent of the client. Consent is informed when the client has clear and sufficient information and understands what she is agreeing to, and one challenge the Code poses for advisers is assessing whether the client has truly been able to give it. Cancelling existing cover is a key consequence; explaining it directly and checking her understanding before acting is what makes her consent informed. A is wrong because a signature returned within an hour on a 60-page document shows receipt and agreement, not understanding of a consequence she did not know about. C is wrong because a warning in a document, however prominent, does not by itself show that the client read and understood it. D is wrong because cooling-off rights concern the product, not whether consent to your advice was informed; waiting would not have told her about the cancellation.`,
    sources: [code("Standard 4"), S.acenda6, S.avConsent],
  },
  {
    ...base,
    id: "ethics-code-18",
    quote: { cite: `${CODE}, Standard 5`, text: STD5 },
    scenario: `Priya, 41, wants to borrow against her home to invest in a geared share fund she read about online. After two explanations she still describes the fund as "guaranteed to beat the bank".`,
    question: `Applying Standard 5, what should you do?`,
    options: [
      `Recommend the fund, because she has repeated her instruction twice and Standard 5 is met once the risks have been explained to her in writing.`,
      `Recommend the fund but ask her to sign a risk acknowledgement, because her signature gives you reasonable grounds to be satisfied that she understands.`,
      `Not recommend it while she misunderstands the risks: explain again in plain terms, test her understanding, and consider whether the strategy is appropriate for her at all.`,
      `Refer her to the fund's issuer for an explanation, because the product disclosure statement, not the adviser, is responsible for explaining a product's risks to investors.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Standard 5 requires you to be satisfied, on reasonable grounds, that the client understands your advice and the benefits, costs and risks of the products you recommend, and the advice must be in her best interests and appropriate to her circumstances. Her description of a geared fund as guaranteed shows she does not understand the risk of losses magnified by borrowing against her home, so you cannot yet be satisfied, and you should also ask whether the strategy suits her at all. A is wrong because explaining risks is not enough; the standard requires you to be satisfied that she understands them. B is wrong because a signature on an acknowledgement does not give reasonable grounds when her own words show she has not understood. D is wrong because the duty to be satisfied of her understanding is yours and cannot be handed to the issuer or a disclosure document.`,
    sources: [code("Standard 5"), S.acenda2, S.fsAdvice],
  },
  {
    ...base,
    id: "ethics-code-19",
    quote: { cite: `${CODE}, Standard 6`, text: STD6 },
    scenario: `Leo, 45, has received a redundancy payment and wants all of it contributed to super to reduce tax. He has a ${aud(320_000)} mortgage, two children in primary school and no emergency savings, and expects to be looking for work for several months.`,
    question: `Applying Standard 6, how should you approach his request?`,
    options: [
      `Weigh the tax saving against his need for cash he can reach while he looks for work, his mortgage and family costs, and discuss an emergency reserve outside super.`,
      `Recommend contributing the whole payment, because the tax saving is certain and Standard 6 concerns the client's stated objective rather than his wider personal circumstances.`,
      `Recommend paying the whole payment off the mortgage instead, because reducing debt is always in a client's long-term interest whatever the tax consequences.`,
      `Limit the advice to the contribution rules, because he asked only about super and advice beyond his request would exceed the scope he agreed to.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: Standard 6 requires you to take into account the broad effects of the client acting on your advice and actively consider his broader, long-term interests and likely circumstances. Money contributed to super generally cannot be reached until he meets a condition of release, while he faces months without wages, a mortgage and young children, so the effect on his cash needs must be weighed against the tax saving. B is wrong because the standard expressly looks beyond the stated objective to the broader effects and likely circumstances. C is wrong because it replaces one fixed answer with another; no strategy is always right, and the standard asks you to consider his circumstances, including his need for accessible cash. D is wrong because even when advice is limited in scope, Standard 6 still requires you to consider the broad effects of acting on it, and here those effects are obvious and serious.`,
    sources: [code("Standard 6"), S.acenda1],
  },
  {
    ...base,
    id: "ethics-code-20",
    scenario: `A long-standing client has died. Your practice wants to charge a fee for helping her executor gather and close her investments, and proposes to deduct it under the client's existing ongoing fee arrangement.`,
    question: `With reference to Standard 7, how should the practice deal with the fee?`,
    options: [
      `Deduct it under the existing arrangement, because the client agreed to ongoing fees while she was alive and that agreement covers work done for her estate.`,
      `Deduct it and tell the executor afterwards, because the work has to be done quickly and the executor can dispute the fee if it seems unreasonable.`,
      `Waive any fee, because Standard 7 prevents advisers from charging fees to a deceased client's estate in any circumstances.`,
      `Explain the proposed service and fee to the executor, and charge it only if the executor gives free and informed consent to it.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: Standard 7 requires free and informed consent to the fees charged. This is a new service, for the estate, and the person who can consent to it now is the executor. When asked about a fee for estate administration, FASEA said the adviser must use professional judgement about who needs to consent and ensure the Code's values are met; explaining the fee to the executor and charging it only with the executor's agreement does that. A is wrong because the client's consent to ongoing advice fees was given for services to her while she was alive and cannot be stretched to cover a different service for her estate. B is wrong because consent obtained after the fee is deducted is not consent at all, and leaving the executor to dispute it reverses the burden. C is wrong because the Code does not ban fees for work done for an estate; it requires the right person's free and informed consent.`,
    sources: [code("Standard 7"), S.amweek],
  },
  {
    ...base,
    id: "ethics-code-21",
    scenario: `Three weeks after a phone call, you write a file note recording that the client "instructed" you to sell all her Australian shares. Your memory is that she said she was "thinking about" selling some of them.`,
    question: `With reference to the Code's value of honesty and FASEA's guidance on keeping records, what should you do?`,
    options: [
      `Keep the note as written, because a file note is a private working paper and only the Statement of Advice is a record that the Code is concerned with.`,
      `Keep the note as written but wait for the next market update before acting, because the delay gives her time to change her mind about the instruction.`,
      `Rewrite the note to say she asked to sell "some" shares and date it the day of the call, so that the file reads as if it had been written at the time.`,
      `Record what she actually said, show the date the note was written, and confirm her instructions with her in writing before acting on them.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: honesty is one of the Code's five values, the Code describes trustworthiness as requiring integrity and honesty in all your professional dealings, and FASEA's guidance warned advisers that they would need to keep appropriate records to demonstrate, if called upon, their compliance with the Code. An honest note records what the client actually said and shows when it was written, and where you are unsure of the instruction you confirm it with her before acting. A is wrong because file notes are part of the client's record and are often the only evidence of instructions given by phone; the values apply to all your professional dealings, not only to the Statement of Advice. B is wrong because the note itself would still be inaccurate, and acting on an instruction she may never have given is not made safe by waiting. C is wrong because backdating a note misleads anyone who reads the file about when it was made, which is dishonest even if the wording is closer to the truth.`,
    sources: [code("values"), S.ifa, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-22",
    scenario: `Your practice's retirement seminar invitation says "only three places left" when 40 remain, and the slides show the one year in which your model portfolio returned 18%, but not the five weaker years around it.`,
    question: `Applying Standard 9 and the value of honesty, what should the practice do?`,
    options: [
      `Keep the invitation and slides but add the statement that past performance is not a reliable indicator of future performance, which corrects the overall impression.`,
      `Remove the false scarcity claim and show returns for the whole period with their risks, so that attendees judge the service on accurate information.`,
      `Keep both, because a seminar is general promotion rather than advice and the Code applies only once a person has become a client of the practice.`,
      `Keep the 18% figure but remove the scarcity claim, because only a statement that is literally untrue can be deceptive, and the 18% return really happened.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: Standard 9 requires advice and financial products to be offered in good faith and with competence, and honesty is one of the Code's five values. A false claim that places are running out pressures people to sign up, and showing only the best year gives a misleading picture of the portfolio; both must go if the service is to be offered in good faith. A is wrong because a general disclaimer does not undo a selective presentation or a false statement about places. C is wrong because the Code governs the adviser's conduct, including how services are promoted to prospective clients, not only what is said after they become clients. D is wrong because a true figure chosen to create a false impression can mislead as much as an untrue statement; the selective return must be put in context too.`,
    sources: [code("Standard 9"), S.fg002, S.acenda1, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-23",
    scenario: `To show that a client can retire at 60, you model her super earning 11% a year after fees, although your licensee's approved assumption for her balanced option is 6%. At 6% the plan falls short of her target income.`,
    question: `Applying Standard 9, what should you do?`,
    options: [
      `Use 11%, because projections are only estimates and the client can always adjust her retirement plans later if the returns turn out to be lower than expected.`,
      `Use 11% for the recommendation but show the 6% result in an appendix, because the client then has both figures in front of her.`,
      `Use the approved assumption, show her that the plan falls short at 6%, and discuss options such as working longer, contributing more or lowering her target.`,
      `Use 8.5%, halfway between the two, because a middle estimate balances the client's goal against the licensee's conservative assumption.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Standard 9 requires advice to be offered in good faith and with competence. Choosing an assumption because it produces the answer the client wants, rather than because it is reasonable, is neither; the competent and honest course is to use a reasonable assumption, show her the shortfall, and help her consider realistic choices. A is wrong because knowing the plan fails on reasonable assumptions and presenting it as working would leave her to discover the shortfall when it is too late to fix. B is wrong because basing the recommendation on an unrealistic figure, with the realistic one in an appendix, still presents the advice in a misleading way. D is wrong because an assumption picked to split the difference is still chosen to fit the goal, not because it is a reasonable estimate for her option.`,
    sources: [code("Standard 9"), S.fg002, S.acenda1],
  },
  {
    ...base,
    id: "ethics-code-24",
    scenario: `You have completed your CPD for the year, all of it on investment topics. A client asks for advice about moving into residential aged care. You last studied aged care before the Aged Care Act 2024 commenced on 1 November 2025.`,
    question: `Applying Standard 9 and the value of competence, what should you do?`,
    options: [
      `Before advising, update your knowledge of the new aged care rules or refer the client to an adviser who has it, because CPD hours alone do not make you competent here.`,
      `Advise on the rules you studied, because you have met this year's CPD requirement in full and meeting CPD hours is how the Code measures an adviser's relevant knowledge and skills.`,
      `Advise, but add a disclaimer that the rules may have changed, because telling the client about the limits of your knowledge satisfies the Code's requirement of competence.`,
      `Decline all aged care work permanently, because the Code allows advisers to advise only in the areas they studied for their original qualification.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: FASEA's guidance explains that Standard 9 requires all financial product advice, and all financial products, to be offered with competence, and competence is one of the Code's five values. Aged care rules changed when the Aged Care Act 2024 commenced on 1 November 2025, so knowledge from before then is out of date for this client; to advise competently you must update it first or refer the client to an adviser who has it. B is wrong because completing CPD hours in other topics does not give you the knowledge this advice needs; what matters is whether the advice you give is offered with competence, not how many hours you have logged. C is wrong because a disclaimer does not make advice competent; it shifts the risk of your gap in knowledge onto the client. D is wrong because nothing in the Code limits you permanently to the areas of your original qualification; you can build the knowledge before advising in a new area.`,
    sources: [code("Standard 9"), S.fg002, S.mnaValues, S.agedCare],
  },
  {
    ...base,
    id: "ethics-code-25",
    scenario: `ASIC writes asking for the files of three of your clients in connection with a possible breach of the Code of Ethics. Your practice manager suggests sending only the Statements of Advice and holding back the file notes until they have been "tidied up".`,
    question: `Applying the Code's values of honesty and trustworthiness, what should you do?`,
    options: [
      `Follow the manager's suggestion, because ASIC is entitled only to documents the law requires you to keep, and file notes are internal working papers.`,
      `Wait until ASIC convenes a sitting panel before responding, because you need to be open with the regulator only once a formal hearing has been called.`,
      `Provide the complete files, including the file notes as they stand, within the time ASIC asks, taking legal advice if you wish but without altering any records.`,
      `Provide the files once you have removed anything that might suggest a breach, because nothing in the Code requires you to give ASIC evidence against yourself or your practice.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: the Code requires you always to act in a way that demonstrates, realises and promotes its values, and it describes trustworthiness as requiring integrity and honesty in all your professional dealings, which include your dealings with the regulator that monitors compliance with the Code. Giving ASIC the complete files, with the file notes as they stand, is the honest response; "tidying up" file notes before producing them would mislead ASIC about what your records said. A is wrong because file notes are part of the client record and are often the most telling evidence; holding them back in order to edit them is not honest dealing. B is wrong because nothing in the Code postpones honesty until a formal hearing; ASIC's request is itself a professional dealing to which the values apply. D is wrong because removing documents that might show a breach is concealment, the opposite of honest dealing, and would compound any breach being investigated.`,
    sources: [code("values"), S.malValues, S.mnaValues, S.asicFscp],
  },
  {
    ...base,
    id: "ethics-code-26",
    scenario: `ASIC asks to interview you as a witness about advice a colleague in your practice gave to several clients. Before the interview the colleague asks you to "keep it vague" and not mention the client meetings you sat in on.`,
    question: `Applying Standard 12 and the value of honesty, how should you approach the interview?`,
    options: [
      `Answer ASIC's questions truthfully and completely about what you saw, because holding peers accountable and dealing honestly are what the Code asks of you here.`,
      `Give general answers that do not mention the meetings, because Standard 12 requires advisers to support one another during regulatory investigations of the practice.`,
      `Decline the interview, because only the adviser under investigation has to answer ASIC's questions; other advisers are not obliged to help.`,
      `Agree an account of events with your colleague before the interview, so that ASIC receives consistent information from the practice.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: Standard 12 requires you, individually and in co-operation with peers, to uphold and promote the ethical standards of the profession and hold each other accountable for the protection of the public interest, and honesty is one of the Code's five values. Truthful and complete answers about what you saw are how you hold a colleague accountable; keeping it vague at the colleague's request would shield the colleague at the expense of the clients and the public. B is wrong because Standard 12 asks advisers to hold each other accountable, not to shield each other from scrutiny. C is wrong because Standard 12 places the duty on you individually, not only on the adviser under investigation; declining to help because you are not the subject does not hold a peer to account. D is wrong because agreeing a shared story with the person under investigation risks giving ASIC a misleading account, which is neither honest nor holding each other accountable.`,
    sources: [code("Standard 12"), S.mal12, S.malValues],
  },
  {
    ...base,
    id: "ethics-code-27",
    quote: { cite: `${CODE}, Standard 12`, text: STD12 },
    scenario: `A provisional adviser you supervise tells you that a senior adviser in your practice has told her to pre-fill clients' risk profile questionnaires before meetings "to save time", and to have clients sign them.`,
    question: `Applying Standard 12, what should you do?`,
    options: [
      `Tell her to follow the senior adviser's method, because a supervisor should not undermine a colleague's authority in front of a provisional adviser.`,
      `Tell her it is a matter between her and the senior adviser, because Standard 12 deals only with an adviser's conduct towards clients, not relations with colleagues.`,
      `Tell her to keep a private note in case it ever becomes an issue, because Standard 12 is met as long as each adviser keeps their own conduct ethical.`,
      `Raise the practice with the senior adviser and, if it continues, with the licensee's compliance team, and coach her on why risk profiles must come from the client.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: Standard 12 requires advisers, individually and in co-operation with peers, to uphold and promote the ethical standards of the profession and hold each other accountable for the protection of the public interest. Pre-filled risk profiles put words in clients' mouths and can lead to unsuitable advice. Raising it with the senior adviser, escalating to compliance if needed, and teaching the provisional adviser the right practice is what holding each other accountable and promoting ethical standards look like. A is wrong because seniority does not make an unethical practice acceptable; deferring to it fails to uphold the profession's standards. B is wrong because the standard is expressly about co-operation with peers and holding each other accountable, not only conduct towards clients. C is wrong because the standard asks more than keeping your own conduct clean: it asks you to promote the profession's standards and hold others to them.`,
    sources: [code("Standard 12"), S.mal12, S.pp12],
  },
  {
    ...base,
    id: "ethics-code-28",
    scenario: `A financial advice practice has four people: Ann, who is authorised to give personal advice to retail clients on super and investments; Ben, who is authorised by the licensee to give general advice only, which he does at seminars; Cara, a paraplanner who prepares Statements of Advice but is not authorised to advise; and the licensee company that authorises Ann and Ben.`,
    question: `Under s 921E of the Corporations Act, who must comply with the Code of Ethics?`,
    options: [
      `All four, because the Code applies to every person and company involved in providing financial advice under an Australian financial services licence.`,
      `Ann, because s 921E applies to relevant providers: individuals who are authorised to provide personal advice to retail clients on relevant financial products.`,
      `Ann and the licensee company, because the Code binds both the individual adviser and the licensee that authorises her to give personal advice.`,
      `Ann and Ben, because anyone who gives financial product advice to retail clients, whether it is general or personal advice, must comply with the Code.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: under s 921E all relevant providers must comply with the Code. A relevant provider is an individual (a licensee; an authorised representative, employee or director of a licensee; or an employee or director of a related body corporate of a licensee) who is authorised to provide personal advice to retail clients on relevant financial products. Only Ann meets that description. A is wrong because the duty falls on relevant providers, not on everyone in the business; Cara is not authorised to advise. C is wrong because the Code applies to individual advisers, not to organisations; the licensee has its own obligations, and ASIC expects licensees to take reasonable steps to ensure their advisers comply with the Code, but the licensee company is not itself bound by s 921E. D is wrong because Ben is not authorised to provide personal advice to retail clients, so he is not a relevant provider; relevant-provider status turns on authorisation, not on the advice actually given.`,
    sources: [S.es, S.addisons, S.philo, S.kaplan, S.av2025],
  },
  {
    ...base,
    id: "ethics-code-29",
    question: `In 2026–27, the Financial Adviser Standards and Ethics Authority (FASEA), which made the Code of Ethics in 2019, no longer exists. Which statement correctly describes who now sets and who enforces the Code?`,
    options: [
      `The Minister now holds the power to make and change the Code by legislative instrument, and ASIC monitors compliance, using the Financial Services and Credit Panel.`,
      `FASEA's functions passed to the Financial Advice Association Australia, which now sets the Code and disciplines any adviser who breaches it.`,
      `ASIC sets the Code as one of its regulatory guides, and the Australian Financial Complaints Authority decides whether advisers have breached it when it resolves complaints.`,
      `The Code lapsed when FASEA was wound up, and its standards now apply only as licence conditions that each licensee chooses to impose on its advisers.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: the Better Advice reforms, which took effect on 1 January 2022, transferred FASEA's functions to the responsible Minister and to ASIC, and expanded ASIC's Financial Services and Credit Panel to act as the single disciplinary body for financial advisers. Standard setting, including the Code, now sits with the Minister and Treasury, with standards set by legislative instrument, and responsibility for monitoring compliance passed to ASIC. The Code remains law, and s 921E still requires relevant providers to comply with it. B is wrong because a professional association can discipline its own members under its own code but does not make or enforce the legislated Code. C is wrong because the Code is a legislative instrument, not an ASIC regulatory guide, and AFCA resolves complaints rather than deciding Code breaches. D is wrong because the Code did not lapse with FASEA; it continues to bind every relevant provider by law.`,
    sources: [S.em, S.kaplan, S.av2023, S.asicFscp],
  },
  {
    ...base,
    id: "ethics-code-30",
    question: `In 2026–27, ASIC decides to convene a sitting panel of the Financial Services and Credit Panel (FSCP) to consider whether a financial adviser has failed to comply with the Code of Ethics. Who makes up the sitting panel?`,
    options: [
      `Three ombudsmen of the Australian Financial Complaints Authority, because the FSCP is the disciplinary arm of AFCA for individual financial advisers.`,
      `A judge of the Federal Court and two ASIC Commissioners, because a sitting panel's decisions take effect as orders of the court.`,
      `Representatives nominated by the adviser's licensee and professional association, because the FSCP is a self-regulatory body run by the industry.`,
      `An ASIC staff member and at least two members of the FSCP, a pool of industry participants appointed by the responsible Minister.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: the FSCP is a pool of industry participants, appointed by the responsible Minister, that ASIC draws on to form individual sitting panels, and each sitting panel comprises an ASIC staff member and at least two members from the FSCP. A is wrong because the FSCP operates within ASIC's processes, not as part of AFCA. B is wrong because a sitting panel is an administrative decision-maker convened by ASIC, not a court. C is wrong because the panel members come from the Minister-appointed pool and ASIC, not from nominees of the adviser's licensee or association.`,
    sources: [S.asicFscp, S.mmFscp, S.acenda3],
  },
  {
    ...base,
    id: "ethics-code-31",
    question: `A sitting panel of the Financial Services and Credit Panel has found that an adviser failed to comply with the Code of Ethics. Which of the following is NOT one of the powers a sitting panel has?`,
    options: [
      `Suspending or prohibiting the financial adviser's registration.`,
      `Ordering the adviser to pay compensation to the clients harmed.`,
      `Directing the adviser to undertake specified training or supervision.`,
      `Recommending that ASIC begin civil penalty proceedings.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: ordering compensation for clients is not among a sitting panel's powers. ASIC lists the powers as directing advisers to undertake specified training, counselling or supervision or to report certain matters to ASIC; suspending or prohibiting an adviser's registration; issuing infringement notices in specified circumstances; recommending that ASIC commence civil penalty proceedings; and accepting enforceable undertakings. A client who has lost money seeks redress through complaints and dispute resolution, not from the panel. A is wrong because suspending or prohibiting registration is one of the panel's powers. C is wrong because directing training, counselling or supervision is one of the panel's powers. D is wrong because recommending civil penalty proceedings is one of the panel's powers.`,
    sources: [S.asicFscp, S.acenda3, S.mmFscp],
  },
  {
    ...base,
    id: "ethics-code-32",
    question: `In 2026–27, ASIC concludes that an adviser breached the Code of Ethics in a minor way and decides not to convene a sitting panel or use its other enforcement powers. What is the likely outcome for the adviser?`,
    options: [
      `Nothing, because a breach that does not justify a sitting panel falls outside ASIC's powers and can be dealt with only by the adviser's licensee under its own policies.`,
      `ASIC must record the breach and the adviser's name on the Financial Advisers Register, because every breach of the Code is recorded publicly.`,
      `A warning or a reprimand from ASIC, with a copy to the adviser's licensee; warnings and reprimands are not recorded on the Financial Advisers Register.`,
      `The matter passes to the Australian Financial Complaints Authority, which decides whether the adviser must repay fees to the clients affected.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: for less serious misconduct ASIC does not have to convene a sitting panel, but if it does not propose to convene one or to use its other enforcement powers, it must give a warning or a reprimand. ASIC has said it sends the adviser a letter setting out the decision, gives a copy to the adviser's current licensee, and does not record warnings or reprimands on the Financial Advisers Register or publish the adviser's name (unless, for example, the misconduct is already public and publication is in the public interest). A is wrong because minor breaches remain within ASIC's remit; the warning or reprimand is ASIC's own response. B is wrong because warnings and reprimands are not recorded on the Register and the adviser's name is generally not published. D is wrong because the regime for Code breaches is run by ASIC and the FSCP; AFCA resolves complaints but does not decide Code breaches referred by ASIC.`,
    sources: [S.asicFscp, S.mmFscp, S.ppWarn],
  },
];

export const ethicsCodeBatch: BankBatch = {
  id: "ethics-code",
  caseStudies: [
    {
      id: "harriet-and-ian",
      title: "Harriet and Ian",
      summary: `A couple weighing a super rollover and a loan to their son test an adviser's conflicts, consent, records and competence under the Code of Ethics.`,
      year: Y,
      narrative: [
        `Harriet Tran (58) is a part-time nurse and Ian Tran (63) retired as an electrician in March 2026. They have been married for 35 years, own their home outright and have one son, Jack (34), who runs a landscaping business. Their accountant referred them to you, an authorised representative of Juniper Wealth, in October 2026.`,
        `Ian wants to roll his super into an account that will pay him an income, and to take ${aud(JACK_LOAN)} out of it to lend to Jack's business. Harriet wants to keep working for a few more years and is worried about having enough to live on if something happens to Ian.`,
        `Harriet's first language is Vietnamese; she speaks conversational English. Ian does most of the talking in meetings. You own 20% of Juniper Managed Portfolios Pty Ltd, which runs the managed account service that Juniper Wealth's advisers usually recommend.`,
      ],
      profile: [
        { label: "Clients", value: "Harriet Tran (58) and Ian Tran (63)" },
        { label: "Work", value: `Harriet: part-time nurse, ${aud(HARRIET_INCOME)} a year; Ian: retired` },
        { label: "Family", value: "Son Jack (34), runs a landscaping business" },
        { label: "Adviser", value: "You, authorised representative of Juniper Wealth" },
      ],
      tables: [
        {
          caption: "Assets and liabilities (October 2026)",
          columns: ["Asset", "Owner", "Value", "Notes"],
          rows: [
            ["Home", "Joint", aud(HOME), "No mortgage"],
            ["Super (accumulation)", "Ian", aud(IAN_SUPER), "Ian wants to start an income stream and lend part to Jack"],
            ["Super (accumulation)", "Harriet", aud(HARRIET_SUPER), "Harriet is still contributing"],
            ["Savings account", "Joint", aud(SAVINGS), "Emergency money"],
          ],
        },
      ],
      questions: caseQuestions,
    },
  ],
  questions: standalone,
};
