import type { Question } from "~/quiz/types";
import { aud } from "./figures";
import { margaret } from "./margaret-facts";

/*
 * Margaret PQ1 to PQ6: who the client is, capacity, the attorney's "sign off", elder financial
 * abuse, the golf-club conflict, consent and records, and the best interests duty.
 * Scenario facts come from `margaret` (margaret-facts.ts); no rule figures are needed.
 * Checks are recorded in docs/content-sources.md (Margaret PQ1 to PQ6).
 */

const { name, age, attorney } = margaret;
const home = aud(margaret.homeValue);
const bank = aud(margaret.bankBalance);
const shares = aud(margaret.sharesValue);

/** Code of Ethics source titles, written once so that they cannot drift between questions. */
const CODE = "Financial Planners and Advisers Code of Ethics 2019";
const CODE_URL = "https://www.legislation.gov.au/Details/F2019L00117";
/**
 * The Code is quoted as made in 2019 (F2019L00117). The brief reports a 2024 amendment that could not be
 * confirmed with the search tool (see docs/content-sources.md (Margaret PQ1 to PQ6)), so every question that
 * relies on a standard's wording says which version it uses.
 */
const AS_MADE = "as made in 2019";
/** Corporations Act Part 7.7A text as published in the ATO legal database (ss 961, 961B). */
const PART_7_7A_URL = "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=154";

export const margaretEthicsQuestions: readonly Question[] = [
  {
    id: "margaret-pq1",
    type: "multiple-choice",
    knowledgeArea: "regulatory",
    topic: "Best interests and related duties",
    year: "2023–24",
    question: `${attorney} telephones you. She holds an enduring power of attorney for her mother, ${name} (${age}), that is effective immediately, and asks you to recommend a strategy for ${name}'s home (worth ${home}), the ${bank} in her bank accounts and her ${shares} of shares. For the best interests duty and related obligations in Division 2 of Part 7.7A of the Corporations Act, whose interests must your advice serve?`,
    options: [
      `${attorney}'s, because the enduring power of attorney lets her give instructions and sign documents for her mother.`,
      `${name}'s and ${attorney}'s equally, because the advice uses ${name}'s assets but needs ${attorney}'s signature.`,
      `${name}'s, because the advice is about her assets and circumstances; ${attorney} acts for her as attorney.`,
      `The children's as a group, because they expect to inherit the home and are affected by the advice.`,
    ],
    correctAnswer: 2,
    explanation: `C is right: Division 2 of Part 7.7A applies to personal advice given to a person (the client) as a retail client, and the advice here considers ${name}'s objectives, financial situation and needs and deals with her money. She is the client to whom the duty to act in her best interests (s 961B) and the requirement for appropriate advice (s 961G) are owed. ${attorney} is her agent: an attorney must act in the principal's best interests, not her own, so taking instructions through ${attorney} does not change whose interests come first. Working out who the client is comes before everything else, including spotting conflicts. A is wrong because the power lets ${attorney} act for ${name}; it does not make ${attorney} the client or let her interests replace her mother's. B is wrong because ${attorney} has no interest of her own that the adviser must serve; treating her as a joint client would build a conflict into the engagement. D is wrong because the children are prospective beneficiaries of ${name}'s estate: her wish to leave them the home is one of her objectives, but they are not the client.`,
    sources: [
      { title: "Corporations Act 2001 (Cth) ss 961 and 961B (Part 7.7A, Division 2)", url: PART_7_7A_URL },
      { title: "Corporations Act 2001 (Cth) s 961G (appropriate advice)" },
      {
        title: "Acenda, Ethics CPD Article 4: Standard 3 – Avoiding conflicts of interest and duty (identify who the client is)",
        url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/ethics-cpd/ethics-cpd-article-4",
      },
      {
        title: "Turner Freeman, Enduring power of attorney – Part 2 (an attorney must act in the best interests of the principal)",
        url: "https://www.turnerfreeman.com.au/qld/blog/enduring-power-attorney-part-2/",
      },
    ],
  },
  {
    id: "margaret-pq2",
    type: "multiple-choice",
    knowledgeArea: "ethics",
    topic: "Capacity, vulnerability and attorneys",
    year: "2023–24",
    question: `At your first meeting, ${name} repeats herself, cannot remember how much she has in the bank and keeps turning to ${attorney} to answer for her. ${attorney} says: "Don't worry, I'll sign off on whatever you recommend, even if Mum can't follow it." Applying the Code of Ethics ${AS_MADE}, what should you do before giving any advice?`,
    options: [
      `See ${name} alone for part of the meeting and check her understanding in plain terms; if doubt remains, seek a capacity assessment.`,
      `Rely on ${attorney}'s signature, because a power of attorney that is effective immediately lets the attorney consent for the principal in every case.`,
      `Treat ${name} as unable to decide because she is ${age} and forgetful, and from now on take all instructions about her money from ${attorney}.`,
      `Give the advice to ${attorney} and ask her to explain it to her mother at home later, so that ${name} is not overwhelmed by meetings.`,
    ],
    correctAnswer: 0,
    explanation: `A is right: adults are presumed to have capacity, and age or forgetfulness does not by itself prove otherwise. Capacity is about the particular decision (Queensland's law, for example, describes it as being able to understand the nature and effect of the decision, make it freely and voluntarily, and communicate it), so you test it with ${name} directly and away from the person who answers for her; a family member who does all the talking is a recognised warning sign of financial elder abuse. Standard 5 of the Code (${AS_MADE}) requires you to be satisfied, on reasonable grounds, that the client understands your advice and the benefits, costs and risks of the products you recommend, and ${attorney}'s signature cannot supply that. If doubt remains, a formal assessment (for example by her doctor) and a reading of the power itself tell you whether ${name} can instruct you or whether ${attorney} must act for her, and within what limits. B is wrong because a power that is effective immediately lets ${attorney} act, but it does not take away ${name}'s right to decide while she has capacity, and an attorney must act in the principal's interests, not simply approve whatever is put in front of her. C is wrong because age and forgetfulness are not proof of incapacity; cutting ${name} out of decisions she may still be able to make ignores the presumption of capacity and an attorney's duty to support the principal to take part. D is wrong because you cannot hand your own duty to be satisfied that the client understands the advice to someone else, and sending advice only through ${attorney} increases the risk of undue influence.`,
    sources: [
      { title: `${CODE}, Standard 5 (${AS_MADE})`, url: CODE_URL },
      {
        title: "Acenda, Ethics CPD Article 2: Standards 2, 5, and 7 (text of Standards 2 and 5)",
        url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-2",
      },
      {
        title: "First Financial, What is elder financial abuse? (presumption of capacity; Queensland definition)",
        url: "https://firstfinancial.com.au/?p=10480",
      },
      {
        title: "Money Management, How advisers can spot financial elder abuse",
        url: "https://moneymanagement.com.au/news/financial-planning/how-advisers-can-spot-financial-elder-abuse",
      },
      {
        title: "ACT Law Handbook, Attorney's Obligations (support the principal to take part in decisions)",
        url: "https://ntlawhandbook.org/foswiki/ACTLawHbk/AttorneySObligations",
      },
    ],
  },
  {
    id: "margaret-pq3",
    type: "text-based",
    knowledgeArea: "ethics",
    topic: "Capacity, vulnerability and attorneys",
    year: "2023–24",
    question: `${attorney} repeats that she will "sign off" on any advice for her mother, even if ${name} cannot understand it. ${name} has told you that she wants to leave her home, worth ${home}, to her children, of whom ${attorney} is one.`,
    parts: [
      {
        subQuestion: `a) Explain why ${attorney}'s undertaking to sign off on advice that her mother may not understand is a concern for the adviser.`,
        marks: 2,
        explanation: [
          `The client is ${name}. The adviser must act in her best interests (Corporations Act s 961B) and be satisfied, on reasonable grounds, that she understands the advice and the benefits, costs and risks of any product recommended (Code of Ethics Standard 5, ${AS_MADE}). ${attorney}'s signature cannot stand in for ${name}'s understanding, or for her informed consent where she can give it (Standard 4).`,
          `A power of attorney that is effective immediately lets ${attorney} act, but it does not stop ${name} making her own decisions while she has capacity; an attorney must act in the principal's interests and support her to take part, not simply approve advice.`,
          `${attorney} has a personal interest in the outcome: as one of the children she stands to inherit the home, so advice that preserves the home may suit her more than it suits ${name}'s own needs, such as paying for her care.`,
          `An offer to decide everything for an older person, or a family member who speaks for them, is a recognised warning sign of financial elder abuse; misusing a power of attorney to obtain an early inheritance is a known form of that abuse. The adviser must not become the channel for it.`,
        ],
      },
      {
        subQuestion: `b) Describe two steps the adviser should take to protect ${name} before any advice is given.`,
        marks: 2,
        explanation: [
          `Meet ${name} without ${attorney} for at least part of the process, use plain language and check her understanding (for example by asking her to explain the options back); if doubt about her capacity remains, ask for a formal assessment by her doctor.`,
          `Obtain and read a copy of the enduring power of attorney: check when and how ${attorney} may act and any conditions or limits, and do not act on her instructions beyond what the document allows.`,
          `Identify ${name}'s own objectives, financial situation and needs (including her care and living costs), not only the goal ${attorney} states, and make reasonable inquiries where the information looks incomplete or inaccurate (s 961B(2)).`,
          `Keep a file note of who gave instructions, what ${name} said she wanted, how her understanding and consent were checked and any concerns. If abuse is suspected, do not proceed; encourage ${name} to get independent legal advice and point her to an elder abuse helpline.`,
        ],
      },
    ],
    sources: [
      { title: `${CODE}, Standards 4 and 5 (${AS_MADE})`, url: CODE_URL },
      { title: "Corporations Act 2001 (Cth) s 961B", url: PART_7_7A_URL },
      {
        title: "Acenda, Ethics CPD Article 6: Informed consent and understanding (Standards 4 and 5)",
        url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/ethics-cpd/ethics-cpd-article-6",
      },
      {
        title: "Money Management, How advisers can spot financial elder abuse",
        url: "https://moneymanagement.com.au/news/financial-planning/how-advisers-can-spot-financial-elder-abuse",
      },
      {
        title: "Mitchell Solicitors, Elder Abuse (attorneys obtaining an early inheritance)",
        url: "https://mitchellsol.com.au/legal-services/elder-law/elder-abuse/",
      },
      {
        title: "Acuity, Signs of financial abuse of older people (helpline and legal advice)",
        url: "https://www.acuitymag.com/people/signs-of-financial-abuse-of-older-people",
      },
    ],
  },
  {
    id: "margaret-pq4",
    type: "multiple-choice",
    knowledgeArea: "ethics",
    topic: "Conflicts, gifts and referrals",
    year: "2023–24",
    question: `You know ${attorney} socially through your golf club, and she chose you because "you'll understand what the family wants". Applying s 961J of the Corporations Act and Standard 3 of the Code of Ethics ${AS_MADE}, how should you deal with this relationship before agreeing to advise ${name}?`,
    options: [
      `Ignore it, because a social acquaintance gives you no financial benefit and so cannot be a conflict of interest.`,
      `Tell ${attorney} about it and go ahead if she agrees in writing, because as attorney she can consent to it for her mother.`,
      `Go ahead, giving some weight to ${attorney}'s wishes as a family friend, as long as the advice is still appropriate for ${name}.`,
      `Assess whether the friendship could sway your advice, tell ${name}, record it, and refer her elsewhere if it could.`,
    ],
    correctAnswer: 3,
    explanation: `D is right: conflicts are not only about money. A personal relationship with a family member who has her own stake in the outcome (${attorney} stands to inherit the home) can put your interests, such as keeping the friendship or goodwill at the club, against ${name}'s. Under s 961J of the Corporations Act, if you know or reasonably ought to know of a conflict between the client's interests and your own, you must give priority to the client's interests. The Code goes further: Standard 3, as made in 2019, reads "You must not advise, refer or act in any other manner where you have a conflict of interest or duty", and FASEA's guidance on the Code asks advisers to assess professionally whether a conflict exists. So if the friendship could influence your advice, declining and referring ${name} to another adviser is the safe course; telling ${name} herself, not only ${attorney}, respects that she is the client, and a record shows how you reasoned. (The answer does not turn on the exact wording of Standard 3: s 961J and the need to identify and deal with a personal conflict apply either way. In the exam, apply the Standard 3 text you are given.) A is wrong because a conflict of interest can arise from a personal relationship, not only from a payment. B is wrong because the client is ${name}, and agreement from the very person whose interests may compete with hers protects no one; an attorney must herself avoid conflicts with the principal's interests. C is wrong because s 961J requires priority to the client's interests, not a balance with the attorney's wishes, and advice that is otherwise appropriate (s 961G) does not cure a conflict.`,
    sources: [
      { title: `${CODE}, Standard 3 (${AS_MADE})`, url: CODE_URL },
      { title: "Corporations Act 2001 (Cth) s 961J (priority to the client's interests)" },
      {
        title: "Philo Capital, FASEA's Latest Guidance is No Help At All (quotes the text of Standard 3)",
        url: "https://philocapital.com.au/blog/2020/10/18/faseas-latest-guidance-is-no-help-at-all",
      },
      {
        title: "ifa, FASEA's code of ethics guide explained (Standard 3: assess whether a conflict exists)",
        url: "https://ifa.com.au/news/28646-fasea-s-code-of-ethics-guide-explained",
      },
      {
        title: "Mondaq, Are you FOFA ready? The conflicts priority rule – putting your client first",
        url: "http://www.mondaq.com/australia/x/235834/Financial+Services/Are+you+FOFA+ready+The+conflicts+priority+rule+putting+your+client+first",
      },
      {
        title: "Adviser Voice, Ethical standards – a review (Part one) (Quality of Advice Review and the Code)",
        url: "https://www.adviservoice.com.au/2023/01/cpd-ethical-standards-a-review-part-one/",
      },
    ],
  },
  {
    id: "margaret-pq5",
    type: "true-false-statements",
    knowledgeArea: "ethics",
    topic: "Code of Ethics",
    year: "2023–24",
    question: `You are checking how consent and records are handled in ${name}'s case. Where a statement refers to the Code of Ethics, use the Code ${AS_MADE}. Decide whether each statement is true or false.`,
    markInfo: "1 mark if all parts are correct",
    statements: [
      {
        text: `Because ${attorney}'s enduring power of attorney is effective immediately, ${name} can no longer make her own financial decisions.`,
        correct: "False",
        explanation: `A power that starts immediately lets the attorney act, but the principal can still make her own decisions while she has capacity. If ${name} has capacity, ${attorney} should generally act only on her instructions.`,
      },
      {
        text: `The adviser should presume that ${name}, as an adult, can make her own decisions unless there is evidence that she cannot.`,
        correct: "True",
        explanation: `The law presumes that adults have capacity; age, or a client's wish to involve family, does not displace that presumption. Doubts are resolved by a proper assessment, not assumed.`,
      },
      {
        text: `Standard 5 of the Code (${AS_MADE}) requires the adviser to be satisfied, on reasonable grounds, that the client understands the advice and the benefits, costs and risks of the financial products recommended.`,
        correct: "True",
        explanation: `That is what Standard 5 says, in addition to requiring advice that is in the client's best interests and appropriate to her individual circumstances.`,
      },
      {
        text: `If ${name} can understand the advice with support, ${attorney}'s signature can take the place of ${name}'s own informed consent.`,
        correct: "False",
        explanation: `Standard 4 lets you act for a client only with the client's informed consent. While ${name} can understand and decide, the consent must be hers; ${attorney}'s signature does not replace it.`,
      },
      {
        text: `A file note of who gave instructions, what ${name} said she wanted, how her understanding was checked and how the golf-club relationship was assessed helps the adviser show compliance with the Code.`,
        correct: "True",
        explanation: `FASEA's guidance on the Code says advisers need to keep appropriate records to demonstrate, if called upon, their compliance with the Code; the same notes also help show the steps taken under s 961B(2).`,
      },
    ],
    sources: [
      { title: `${CODE}, Standards 4 and 5 (${AS_MADE})`, url: CODE_URL },
      {
        title: "Acenda, Ethics CPD Article 2: Standards 2, 5, and 7 (text of Standard 5)",
        url: "https://www.acenda.com.au/adviser-partners/financial-advisers/webinars/professionalism-and-ethics/ethics-cpd-article-2",
      },
      {
        title: "ifa, FASEA's code of ethics guide explained (keep appropriate records to demonstrate compliance)",
        url: "https://ifa.com.au/news/28646-fasea-s-code-of-ethics-guide-explained",
      },
      {
        title: "RB Lawyers, Duties of a Power of Attorney (principal can still make own decisions)",
        url: "https://www.rblawyers.com.au/duties-of-a-power-of-attorney/",
      },
      {
        title: "LS Legal, Enduring Powers of Attorney (act on the principal's express instructions while she has capacity)",
        url: "https://lslegal.com.au/enduring-powers-of-attorney/",
      },
      {
        title: "First Financial, What is elder financial abuse? (presumption of capacity)",
        url: "https://firstfinancial.com.au/?p=10480",
      },
    ],
  },
  {
    id: "margaret-pq6",
    type: "multiple-choice",
    knowledgeArea: "regulatory",
    topic: "Best interests and related duties",
    year: "2023–24",
    question: `${attorney} instructs you that the only objective is to keep ${name}'s home (worth ${home}) for the children. Speaking with you alone, ${name} says she wants to be well cared for as she gets older and would also like the children to have the home. She has ${bank} in the bank and ${shares} in shares, and receives the full Age Pension. Which approach meets the best interests duty (s 961B) and the appropriate advice requirement (s 961G) of the Corporations Act?`,
    options: [
      `Base the advice on ${attorney}'s instruction alone, because an attorney's instructions set the subject matter and the objectives of the advice.`,
      `Identify ${name}'s own objectives and needs, inquire where ${attorney}'s account looks incomplete, and advise only if it is appropriate for her.`,
      `Recommend whichever strategy leaves the children the most, because leaving them the home is the goal ${name} herself has stated to you.`,
      `Rely on ${attorney}'s information and give ${name} a s 961H warning that it may be incomplete, which removes the need for any further inquiries.`,
    ],
    correctAnswer: 1,
    explanation: `B is right: the steps in s 961B(2) include identifying the client's objectives, financial situation and needs disclosed through her instructions, the subject matter of the advice and her relevant circumstances, and making reasonable inquiries where it is reasonably apparent that information is incomplete or inaccurate. Section 961G then requires the advice to be appropriate to the client. ${name} has two objectives that can pull against each other (her own care and leaving the home), so the advice must weigh both and explain the trade-off to her. A is wrong because the relevant circumstances are ${name}'s, and ${attorney}'s account conflicts with what ${name} told you; the duty is owed to ${name}, not to her attorney. C is wrong because it serves one objective and ignores her needs; advice that favours the children at the cost of ${name}'s care is not in her best interests. D is wrong because a s 961H warning is required when advice is based on incomplete or inaccurate information, but it does not replace the step in s 961B(2)(c) of making reasonable inquiries when gaps are apparent.`,
    sources: [
      { title: "Corporations Act 2001 (Cth) s 961B(2) (safe harbour steps)", url: PART_7_7A_URL },
      { title: "Corporations Act 2001 (Cth) ss 961G and 961H" },
      {
        title: "Mondaq, Are you FOFA ready? The best interests duty – what is appropriate (ss 961B, 961G, 961H)",
        url: "http://www.mondaq.com/australia/x/222070/Financial+Services/Are+you+FOFA+ready+The+best+interests+duty+what+is+appropriate",
      },
      {
        title: "Best Interests Obligations Mindmap (s 961B(2)(a) to (c))",
        url: "https://pdfslide.net/documents/best-interests-obligations-mindmap-1a-best-interests-best-interests-obligations.html",
      },
    ],
  },
];
