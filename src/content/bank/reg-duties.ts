import type { BankBatch, Source } from "../../quiz/types";
import { aud } from "../figures";

/*
 * Batch reg-duties: the best interests duty and related obligations (Corporations Act Part 7.7A
 * Division 2, ASIC INFO 228 and INFO 267) and disclosure documents (FSG and website disclosure
 * information, SOA, ROA, PDS). No dated figures are used. Checks are recorded in
 * reg-duties.sources.md.
 */

const Y = "2026–27" as const;

/** Sources, written once so that titles and addresses cannot drift between questions. */
const PART_7_7A: Source = {
  title: "Corporations Act 2001 (Cth) Part 7.7A, full text including Division 2, ss 961 to 961J (s 961B best interests duty, s 961G appropriate advice, s 961H warning, s 961J conflicts priority) (ATO legal database)",
  url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=154",
};
const S946C: Source = {
  title: "Corporations Act 2001 (Cth) s 946C Timing of giving Statement of Advice (ATO legal database)",
  url: "https://www.ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F946C&PiT=99991231235958",
};
const S1019B: Source = {
  title: "Corporations Act 2001 (Cth) s 1019B Cooling-off period for return of financial product (ATO legal database)",
  url: "https://www.ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F1019B&PiT=99991231235958",
};
const S1012G: Source = {
  title: "Corporations Act 2001 (Cth) s 1012G (Product Disclosure Statements: recommendation situations and time-critical cases) (ATO legal database)",
  url: "https://www.ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F1012G&PiT=99991231235958",
};
const INFO_228: Source = {
  title: "ASIC INFO 228 Limited AFS licensees: Advice conduct and disclosure obligations",
  url: "https://asic.gov.au/for-finance-professionals/afs-licensees/limited-afs-licensees/limited-afs-licensees-advice-conduct-and-disclosure-obligations/",
};
const INFO_291: Source = {
  title: "ASIC INFO 291 FAQs: FSGs and website disclosure information",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/faqs-fsgs-and-website-disclosure-information",
};
const INFO_267: Source = {
  title: "ASIC INFO 267 Tips for giving limited advice (summarising RG 175 and RG 244)",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/tips-for-giving-limited-advice/",
};
const INFO_266: Source = {
  title: "ASIC INFO 266 FAQs: Records of Advice (ROAs)",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/faqs-records-of-advice-roas/",
};
const REG_7_7_09: Source = {
  title: "Corporations Regulations 2001 (Cth) reg 7.7.09 (record of further advice) (AustLII)",
  url: "https://www5.austlii.edu.au/au/legis/cth/consol_reg/cr2001281/s7.7.09.html",
};
const DBFO_ACT: Source = {
  title: "Treasury Laws Amendment (Delivering Better Financial Outcomes and Other Measures) Act 2024 (No. 67, 2024), Schedule 1 Part 3 (Financial Services Guides)",
  url: "https://www.legislation.gov.au/C2024A00067/latest/text",
};
const REG_7_7_07: Source = {
  title: "Corporations Regulations 2001 (Cth) reg 7.7.07, note on website disclosure information under Division 2A of Part 7.7 (ATO legal database)",
  url: "https://ato.gov.au/law/view/document?LocID=%22REG%2F20010193%2F7.7.07%281%29%22",
};
const PART_7_7: Source = {
  title: "Corporations Act 2001 (Cth) Part 7.7 (Financial services disclosure), full text including ss 942B (FSG content), 944A, 946C, 947B, 947C and 947D (Statement of Advice) (ATO legal database)",
  url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=153",
};
const PART_7_9: Source = {
  title: "Corporations Act 2001 (Cth) Part 7.9, full text including ss 1012A, 1012D and 1012G (Product Disclosure Statements) (ATO legal database)",
  url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20010050&filenumber=157",
};
const ULTIQA: Source = {
  title: "ASIC v Ultiqa Lifestyle Promotions Ltd (in liq) [2022] FCA 561 (sets out the text of s 961B)",
  url: "https://zoelaw.ai/cases/australian-securities-and-investments-commission-v-ultiqa-lifestyle-promotions-l-2022-fca-561",
};
const DBFO_TRANCHE_2A: Source = {
  title: "King & Wood Mallesons: Delivering Better Financial Outcomes Tranche 2A (draft legislation released 21 March 2025, including replacing statements of advice with a client advice record)",
  url: "https://www.mallesons.com/au/en/insights/latest-thinking/delivering-better-financial-outcomes-tranche-2a-a-missed-opportunity",
};

/** Illustrative facts for the case study (not rule figures). */
const cd = {
  claireAge: 58,
  dimitriAge: 61,
  claireSalary: 62_000,
  dimitriSalary: 148_000,
  coastline: 412_000,
  delta: 96_000,
  deltaCover: 400_000,
  claireSuper: 188_000,
  savings: 45_000,
  toInvest: 35_000,
  home: 1_150_000,
  mortgage: 140_000,
} as const;

export const regDutiesBatch: BankBatch = {
  id: "reg-duties",
  caseStudies: [
    {
      id: "claire-and-dimitri",
      title: "Claire and Dimitri",
      summary:
        "A couple in their late fifties and early sixties seek limited advice on consolidating super and investing savings, testing the best interests duty, conflicts and the FSG, SOA, PDS and ROA rules.",
      year: Y,
      narrative: [
        `Claire (${cd.claireAge}) and Dimitri (${cd.dimitriAge}) are married and live in Geelong. On Monday 20 July 2026 Claire telephoned Ellen Park, a financial adviser, and booked a first meeting. Ellen is an authorised representative of Harbourline Advice Pty Ltd, an Australian financial services licensee. Ellen makes the statements and information that would otherwise have to be in her Financial Services Guide available on her practice's website as website disclosure information. A company in the same corporate group as Harbourline issues Harbourline Super, which is on Harbourline's approved product list.`,
        `Dimitri is an engineer earning ${aud(cd.dimitriSalary)} a year and plans to retire at 65. He has two super accounts: Coastline Super (${aud(cd.coastline)}, no insurance) and Delta Industry Super (${aud(cd.delta)}, with death and total and permanent disability (TPD) cover of ${aud(cd.deltaCover)}). He tells Ellen he wants advice on one thing only: combining his two accounts into one to cut the fees he pays.`,
        `Claire works part time as a practice manager earning ${aud(cd.claireSalary)} a year. Her super of ${aud(cd.claireSuper)} includes income protection cover. The couple have ${aud(cd.savings)} in a joint savings account, and Claire would like advice on investing ${aud(cd.toInvest)} of it for at least seven years. Their home is worth ${aud(cd.home)} and they owe ${aud(cd.mortgage)} on it.`,
        `At their first meeting on Tuesday 4 August 2026, Dimitri said his employer is offering voluntary redundancies next year and that he "might take one", but he would not say more when Ellen asked. He also asked Ellen whether the couple should set up a self-managed super fund to buy his brother's commercial property. Ellen has no training or experience in advising on self-managed super funds or commercial property. Ellen and the couple agreed the scope of the advice in writing, and she presented her recommendations at a meeting on Monday 14 September 2026.`,
      ],
      profile: [
        { label: "Adviser", value: "Ellen Park, authorised representative of Harbourline Advice Pty Ltd" },
        { label: "First contact", value: "Monday 20 July 2026 (telephone)" },
        { label: "First meeting", value: "Tuesday 4 August 2026" },
        { label: "Advice presented", value: "Monday 14 September 2026" },
      ],
      tables: [
        {
          caption: "Claire and Dimitri: personal details",
          columns: ["", "Claire", "Dimitri"],
          rows: [
            ["Age", String(cd.claireAge), String(cd.dimitriAge)],
            ["Work", "Practice manager, part time", "Engineer, full time"],
            ["Salary", aud(cd.claireSalary), aud(cd.dimitriSalary)],
            ["Advice sought", `Investing ${aud(cd.toInvest)} of savings`, "Combining his two super accounts"],
          ],
        },
        {
          caption: "Assets and liabilities",
          columns: ["Item", "Owner", "Value", "Notes"],
          rows: [
            ["Home", "Joint", aud(cd.home), `Mortgage of ${aud(cd.mortgage)}`],
            ["Savings account", "Joint", aud(cd.savings), "Claire wants to invest part of it"],
            ["Coastline Super", "Dimitri", aud(cd.coastline), "No insurance"],
            ["Delta Industry Super", "Dimitri", aud(cd.delta), `Death and TPD cover of ${aud(cd.deltaCover)}`],
            ["Claire's super", "Claire", aud(cd.claireSuper), "Includes income protection cover"],
          ],
        },
      ],
      questions: [
        {
          id: "reg-duties-01",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Disclosure documents",
          year: Y,
          question:
            "Under the law in force in 2026–27, which statement about Financial Services Guide (FSG) obligations is correct before Ellen gives Claire and Dimitri personal advice?",
          options: [
            "Ellen must post or email them a full FSG before the first meeting, because making FSG information available on a website does not satisfy the FSG rules for personal advice.",
            "No disclosure about Ellen's services is needed, because the Delivering Better Financial Outcomes reforms repealed the FSG requirement for all financial advice from January 2025.",
            "Ellen need not give them an FSG, because she makes the statements and information required in an FSG available on her website as website disclosure information.",
            "An FSG is needed only once Ellen has decided what to recommend, and it can be given as one section of the Statement of Advice that sets out her recommendations.",
          ],
          correctAnswer: 2,
          explanation:
            "C is right: the Delivering Better Financial Outcomes amendments (Treasury Laws Amendment (Delivering Better Financial Outcomes and Other Measures) Act 2024, Schedule 1 Part 3) added website disclosure information (Division 2A of Part 7.7). ASIC's INFO 228 says that if you are providing financial product advice, you do not have to give an FSG if you have made the statements and information required to be in the FSG available on your website (s 941C(5A)); ASIC's INFO 291 sets out how that information must be made available. A is wrong because the website option is available for financial product advice, which includes Ellen's personal advice. B is wrong because the FSG obligation in ss 941A and 941B was not repealed: it still applies, subject to exemptions such as website disclosure information (INFO 291, question 1). D is wrong because, where an FSG is required, it must be given as soon as the provider realises a financial service is likely to be provided and before it is provided (s 941D(1)), not after the advice has been formed, and it is a separate document from the Statement of Advice.",
          sources: [INFO_228, INFO_291, DBFO_ACT, REG_7_7_07],
        },
        {
          id: "reg-duties-02",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Best interests and related duties",
          year: Y,
          question:
            "In 2026–27, Ellen wants to rely on the safe harbour in s 961B(2) of the Corporations Act for Dimitri's advice. Which matter must she identify as part of the subject matter of the advice and his relevant circumstances, even though he asked only about cutting fees?",
          options: [
            `Whether Dimitri still needs the ${aud(cd.deltaCover)} of death and TPD cover in Delta Industry Super, because closing that account could end the cover.`,
            "Whether Claire's income protection cover in her own super fund is enough, because the couple's insurance must be reviewed together in any super advice.",
            "Whether the couple should set up a self-managed super fund, because an SMSF would be another way of bringing Dimitri's two balances together in one place.",
            "Nothing beyond the fees and past returns of the two funds, because the subject matter of scaled advice is fixed by the exact words of the client's request.",
          ],
          correctAnswer: 0,
          explanation:
            "A is right: s 961B(2)(b) requires the provider to identify the subject matter of the advice sought by the client, whether explicitly or implicitly, and the objectives, financial situation and needs that would reasonably be considered relevant to advice on that subject matter (the client's relevant circumstances). Advice to close one of two super accounts implicitly raises what Dimitri would lose, and the cover in Delta Industry Super would usually end if that account were closed. ASIC's INFO 267 adds that limited advice should not be scoped to exclude critical issues that are relevant to the subject matter. B is wrong because Claire's cover is not part of the advice Dimitri sought about his own accounts; it is not a relevant circumstance for that subject matter. C is wrong because an SMSF is a different subject (he raised it separately), and Ellen must first assess her expertise for it under s 961B(2)(d). D is wrong because scope can be limited by agreement, but the subject matter includes what is implicitly sought, not only the client's exact words.",
          sources: [PART_7_7A, INFO_267],
        },
        {
          id: "reg-duties-03",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Best interests and related duties",
          year: Y,
          question:
            "In 2026–27, after Ellen asks again, Dimitri still will not discuss a possible redundancy. Ellen is satisfied she can still give appropriate consolidation advice. What must she do about the missing information?",
          options: [
            "Refuse to give any advice at all until Dimitri gives her full details of the redundancy offer, because advice cannot be given on incomplete information.",
            "Note his refusal on the file and give the advice without any comment to him, because a client who chooses not to answer cannot later rely on the missing information.",
            "Assume he will take a redundancy and base the advice on that assumption, without telling him, because it is the more cautious view of his situation.",
            "Warn him that the advice is or may be based on incomplete information about his circumstances and that he should consider its appropriateness before acting on it.",
          ],
          correctAnswer: 3,
          explanation:
            "D is right: s 961H requires the provider, if it is reasonably apparent that information about the client's objectives, financial situation and needs on which the advice is based is incomplete or inaccurate, to warn the client that the advice is, or may be, based on incomplete or inaccurate information and that, because of that, the client should consider the appropriateness of the advice before acting on it. The warning must also appear in the Statement of Advice. Ellen has already made reasonable inquiries (s 961B(2)(c)), so giving the advice with the warning is open to her. A is wrong because the law does not forbid advice on incomplete information; it requires inquiries, a warning and advice that is still appropriate (s 961G). B is wrong because the warning is a legal requirement whenever the gap is reasonably apparent, whatever the reason for it. C is wrong because basing judgements on an undisclosed assumption is not basing them on his relevant circumstances (s 961B(2)(f)), and it hides from him the very gap the warning exists to reveal. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
          sources: [PART_7_7A, PART_7_7, DBFO_TRANCHE_2A],
        },
        {
          id: "reg-duties-04",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Best interests and related duties",
          year: Y,
          question:
            "Dimitri asks Ellen to include advice on setting up a self-managed super fund to buy his brother's commercial property. Applying s 961B(2) of the Corporations Act in 2026–27, what should Ellen do?",
          options: [
            "Answer the SMSF question as general advice with a general advice warning, so that the best interests duty does not apply to that part of the discussion.",
            "Assess whether she has the expertise to advise on that subject and, as she does not, decline to give that advice while continuing with the advice she can give.",
            "Research SMSFs and commercial property herself and include them in the same Statement of Advice, because any adviser may advise on any super strategy.",
            "Give the SMSF advice once Dimitri signs a statement that he accepts she has no experience in the area and releases her from any claim arising from that advice.",
          ],
          correctAnswer: 1,
          explanation:
            "B is right: s 961B(2)(d) requires the provider to have assessed whether she has the expertise required to advise the client on the subject matter sought and, if not, to have declined to provide the advice. Ellen has no training or experience in SMSF or commercial property advice, so she should decline that part (she can suggest Dimitri see someone with that expertise) and carry on with the consolidation and investment advice within her expertise. A is wrong because advice given after considering Dimitri's objectives and circumstances is personal advice whatever warning is attached, so the duty applies. C is wrong because the step turns on the provider's actual expertise, not on whether the topic is super. D is wrong because s 960A makes void any condition that requires a client to waive rights under Part 7.7A, and a release does not supply the missing expertise.",
          sources: [PART_7_7A],
        },
        {
          id: "reg-duties-05",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Best interests and related duties",
          year: Y,
          question:
            "Ellen's research finds that Delta Industry Super would meet Dimitri's needs at a similar cost and keep his existing cover, while Harbourline Super, issued by a company in Harbourline's group, would not keep it. Ellen herself is paid the same flat advice fee either way. How does s 961J apply in 2026–27?",
          options: [
            "Ellen may recommend Harbourline Super as long as the Statement of Advice discloses the group relationship, because disclosure is how the Act resolves this kind of conflict.",
            "Section 961J is not engaged, because Ellen receives no extra payment whichever fund she recommends and the priority rule covers only the adviser's own interests.",
            "As she knows of a conflict between Dimitri's interests and those of her licensee's group, she must give priority to his interests, even if Harbourline Super is not chosen.",
            "Ellen should present both funds without a recommendation and let Dimitri choose, so that she avoids having to prioritise anyone's interests in the advice.",
          ],
          correctAnswer: 2,
          explanation:
            "C is right: s 961J requires a provider who knows, or reasonably ought to know, that there is a conflict between the interests of the client and the interests of the provider, an associate, the licensee of whom the provider is a representative or an associate of that licensee, to give priority to the client's interests when giving the advice. Harbourline Super benefits Harbourline's group, so Ellen must put Dimitri's interests first, which here points away from the in-house fund. A is wrong because s 961J requires priority to the client's interests; disclosing a conflict does not satisfy it. B is wrong because the rule extends beyond the adviser's own interests to the licensee and its associates. D is wrong because Dimitri asked for advice: withholding a recommendation to sidestep the conflict does not act in his best interests (s 961B) and would not give him appropriate advice (s 961G).",
          sources: [PART_7_7A],
        },
        {
          id: "reg-duties-06",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Disclosure documents",
          year: Y,
          quote: {
            cite: "Corporations Act 2001 (Cth) s 946C(2)",
            text: "If the Statement of Advice is not given to the client when the advice is provided, the providing entity must, when the advice is provided, give the client a statement that contains the information that would be required to be in a Statement of Advice by paragraphs 947B(2)(d) and (e), or 947C(2)(e) and (f), as the case requires, and by section 947D, if applicable.",
          },
          question:
            "On 14 September 2026 Ellen explains her recommendations to Claire and Dimitri in person, including that Dimitri roll his Coastline Super balance into Delta Industry Super, and says the Statement of Advice will be emailed later that week. Neither client asks for anything to be done urgently. What does s 946C require?",
          options: [
            "At the meeting, a statement of the SOA's remuneration, benefits, interests and switching information; then the SOA as soon as practicable and before implementing.",
            "Nothing at the meeting itself; the SOA must be given within 5 business days after the meeting, and Ellen may lodge their applications in the meantime if they both agree.",
            "The SOA must be given within 30 days of the meeting, and Ellen may start implementing once the clients sign an authority to proceed on the recommendations.",
            "Ellen should not have explained the advice orally, because personal advice to a retail client must be given by means of the Statement of Advice itself.",
          ],
          correctAnswer: 0,
          explanation:
            "A is right: under s 946C(1), if the SOA is not the means by which the advice is provided, it must be given when, or as soon as practicable after, the advice is provided and, in any event, before the providing entity provides any further financial service arising out of or connected with the advice. Under s 946C(2), at the time of the oral advice Ellen must give a statement containing the SOA information about remuneration, commissions and other benefits and about interests, associations or relationships that might influence the advice (ss 947C(2)(e) and (f) for an authorised representative), and the s 947D information because Dimitri's advice recommends replacing one product with another. B is wrong because the 5 business day period applies only in a time-critical case under s 946C(3), where the client expressly instructs that a further service be provided immediately or by a specified time; nor can implementation come before the SOA here. C is wrong because there is no 30-day period, and implementation is a further service that must wait for the SOA. D is wrong because s 946C(1) expressly contemplates advice given other than by the SOA itself. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
          sources: [S946C, PART_7_7, DBFO_TRANCHE_2A],
        },
        {
          id: "reg-duties-07",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Disclosure documents",
          year: Y,
          question: `Ellen will recommend that Claire invest ${aud(cd.toInvest)} in units of the Eastbay Balanced Fund, a registered managed investment scheme. Under the Corporations Act in 2026–27, what is the general rule for the Product Disclosure Statement (PDS)?`,
          options: [
            "Ellen need give the PDS only if Claire asks for it, because the Statement of Advice already summarises the fund's fees, risks and features for her.",
            "The PDS is sent by the issuer with the confirmation once Claire's units are issued, so Ellen has no obligation to give it to her before she invests.",
            "Ellen must write a PDS for the fund herself, tailored to Claire's circumstances, because the adviser who recommends a product is responsible for preparing its PDS.",
            "Ellen must give Claire the fund's PDS, prepared by its issuer, at or before the time she gives the advice recommending that Claire acquire units in the fund.",
          ],
          correctAnswer: 3,
          explanation:
            "D is right: when a financial services licensee or authorised representative gives a retail client personal advice recommending a particular financial product, the PDS for that product must generally be given at or before the time the advice is provided (s 1012A, a recommendation situation). The PDS is prepared by the product's issuer, not the adviser. Relief from this timing is narrow: s 1012G(2) and (3) let the PDS be given later in a time-critical case, where the client expressly instructs that the advice be provided immediately or by a specified time and it is not reasonably practicable to give the PDS first, but s 1012G(1) allows this only for certain products (broadly, products that need no application form under s 1016A and carry the s 1019B cooling-off right, and basic deposit products and similar); even then information including the issuer's name and contact details must be communicated orally. Separately, s 1012D sets out situations in which no PDS is required at all. A is wrong because the PDS obligation does not depend on a request, and the SOA does not replace the PDS. B is wrong because in a recommendation situation the adviser's obligation arises when the recommendation is made, not after issue. C is wrong because the issuer is responsible for preparing the PDS; the adviser's tailoring belongs in the SOA.",
          sources: [S1012G, PART_7_9],
        },
        {
          id: "reg-duties-08",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Disclosure documents",
          year: Y,
          question:
            "In March 2027 Dimitri tells Ellen he accepted a redundancy in February, has stopped work at 61 and now wants advice on moving his combined super balance into a more conservative investment option. Which advice document does the law require in 2026–27?",
          options: [
            "A Record of Advice, because Ellen gave him a Statement of Advice less than 12 months ago about the same super account and the same fund.",
            "A new Statement of Advice, because his relevant circumstances are now significantly different from those set out in the September 2026 SOA.",
            "A Record of Advice, provided Dimitri signs an acknowledgement that he agrees to receive a Record of Advice instead of a Statement of Advice.",
            "No advice document, because changing an investment option within the fund he already holds is a transaction, not financial product advice.",
          ],
          correctAnswer: 1,
          explanation:
            "B is right: a Record of Advice can replace an SOA for further advice only if the client was previously given an SOA setting out the relevant circumstances, those circumstances are not significantly different, and the basis of the further advice is not significantly different. ASIC's INFO 266 says that if there is a significant difference in either the client's relevant circumstances or the basis of the further advice, an ROA cannot be used and an SOA is required. Stopping work after a redundancy is a significant change to the circumstances behind the 2026 advice. A is wrong because the test is whether circumstances and the basis of advice have significantly changed, not how recent the previous SOA is or which product it covered. C is wrong because the conditions are set by the Act and cannot be replaced by the client's agreement. D is wrong because a recommendation to switch investment options is financial product advice, and it is personal advice because it considers his circumstances. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice and Record of Advice rules in Part 7.7 of the Corporations Act and the Corporations Regulations.",
          sources: [INFO_266, DBFO_TRANCHE_2A],
        },
      ],
    },
  ],
  questions: [
    {
      id: "reg-duties-09",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 961B(1)",
        text: "The provider must act in the best interests of the client in relation to the advice.",
      },
      scenario:
        "Tomasz is a financial adviser and an authorised representative of Meridian Advice Pty Ltd, an Australian financial services licensee. He gives Ruth, a retail client, personal advice about her super. Meridian's compliance manager reviews and approves every Statement of Advice before it is sent.",
      question: "In 2026–27, who is 'the provider' who owes Ruth the duty in s 961B(1)?",
      options: [
        "Meridian Advice alone, because it holds the licence and Tomasz gives the advice only as its authorised representative and agent.",
        "Tomasz, the individual who gives the advice, even though he gives it as a representative on behalf of Meridian Advice.",
        "The compliance manager, because approving the Statement of Advice before it is sent makes her the person responsible for it.",
        "No individual: the duty is owed by the advice business as a whole, so it is shared by everyone who works on Ruth's file.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: Division 2 of Part 7.7A applies to personal advice given to a person as a retail client (s 961(1)). The individual who is to provide the advice is 'the provider' (s 961(2)), and s 961(4) says an individual is a provider even if the individual is a representative of a licensee and provides the advice on the licensee's behalf. A is wrong because the duty attaches to the individual adviser; the licensee has separate obligations of its own, but it does not replace Tomasz as provider. C is wrong because reviewing a document does not make the reviewer the person who provides the advice. D is wrong because the Act identifies the provider as an individual (or each individual, where two or more give the advice, s 961(3)); only where the individual cannot reasonably be identified is the person providing the advice the provider (s 961(5)).",
      sources: [PART_7_7A],
    },
    {
      id: "reg-duties-10",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      question:
        "Under the Corporations Act in 2026–27, which statement best describes how s 961B(2) (the 'safe harbour') relates to the best interests duty in s 961B(1)?",
      options: [
        "Section 961B(1) imposes the duty; s 961B(2) lists steps which, if the provider proves each of them was taken, mean the provider has satisfied that duty.",
        "Section 961B(2) imposes seven separate duties, and failing any one of them is a separate contravention even if the client was served well by the advice.",
        "Section 961B(2) applies only to comprehensive advice; scaled advice is tested under s 961B(1) alone because the steps cannot be applied to a narrow scope.",
        "Section 961B(2) is ASIC guidance rather than part of the Act, so each licensee may vary the steps in its own advice policy to suit its business.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: s 961B(1) states the duty, and s 961B(2) provides that the provider satisfies the duty in subsection (1) if the provider proves that the provider has done each of the listed steps. The steps are a means of showing the duty was met, not the duty itself, and the onus is on the provider to prove each one. B is wrong because the steps are not free-standing duties; the obligation is the single duty in s 961B(1). C is wrong because the steps are framed around the subject matter of the advice sought, so they apply to scaled advice too (ASIC INFO 267 explains that inquiries can be adjusted to the advice sought). D is wrong because s 961B(2) is a provision of the Corporations Act; ASIC's guidance in RG 175 explains it but does not create it, and a licensee cannot vary it.",
      sources: [PART_7_7A, ULTIQA, INFO_267],
    },
    {
      id: "reg-duties-11",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "Sienna's licensee uses an advice checklist that asks its advisers to confirm six steps: identifying the client's instructions, identifying the subject matter and relevant circumstances, making inquiries, assessing expertise, investigating products and basing judgements on the client's relevant circumstances. Sienna has ticked all six for a client's advice.",
      question: "In 2026–27, has Sienna shown that she is within the safe harbour in s 961B(2)?",
      options: [
        "Yes: the 'catch-all' step that once sat in s 961B(2)(g) was removed from the Act in 2014, so the six steps are now the whole of the safe harbour.",
        "Yes, because the only other step in s 961B(2) is a record-keeping step, and a ticked checklist on the file is itself the record that the step requires.",
        "No: the safe harbour also requires the client to sign an acknowledgement that the advice is in the client's best interests before the advice is implemented.",
        "No: she must also prove she took any other step that, at the time of the advice, would reasonably be regarded as in the client's best interests.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: s 961B(2) requires proof that the provider has done each of the listed steps, and paragraph (g) is taking any other step that, at the time the advice is provided, would reasonably be regarded as being in the best interests of the client, given the client's relevant circumstances. Ticking (a) to (f) does not prove (g). A is wrong because the 'catch-all' was proposed for removal in 2014 but remains in s 961B(2): the Federal Court set out the section, including paragraph (g), in ASIC v Ultiqa Lifestyle Promotions Ltd [2022] FCA 561, and the Delivering Better Financial Outcomes Act 2024 amended the rules on super advice fees, ongoing fees, FSGs, conflicted remuneration and insurance commissions, not s 961B. B is wrong because paragraph (g) is not a record-keeping step. C is wrong because no client acknowledgement is part of the safe harbour, and a client cannot waive the duty (s 960A).",
      sources: [
        PART_7_7A,
        {
          title: "ASIC v Ultiqa Lifestyle Promotions Ltd [2022] FCA 561 at [70] (text of s 961B)",
          url: "https://zoelaw.ai/cases/australian-securities-and-investments-commission-v-ultiqa-lifestyle-promotions-l-2022-fca-561",
        },
        DBFO_ACT,
      ],
    },
    {
      id: "reg-duties-12",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "Lena, 34, wants to use her savings as a deposit on a home in about 18 months. Her adviser, Marco, records her goal, asks about her income and spending, and researches several products. He then recommends she invest all her savings in a high-growth share fund because it has had the best ten-year return of the funds he reviewed.",
      question: "In 2026–27, which obligation does Marco's recommendation most clearly fail to meet?",
      options: [
        "None: because Marco recorded her goal, made inquiries and researched products, he completed the safe harbour, which proves that his advice is appropriate.",
        "Only the s 961H warning: he must warn Lena that the advice may be based on incomplete information, after which the recommendation stands.",
        "Section 961G: he may give the advice only if it would be reasonable to conclude it is appropriate to her, and a growth fund suits an 18-month goal poorly.",
        "Section 961J, because recommending any growth fund creates a conflict between the adviser's interests and the client's that must be given priority.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: s 961G says the provider must only provide the advice if it would be reasonable to conclude that the advice is appropriate to the client, had the provider satisfied the duty in s 961B. A high-growth share fund carries a real risk of loss over 18 months, which does not fit a short-term goal of buying a home; judgements must also be based on her relevant circumstances (s 961B(2)(f)), not on a fund's past returns alone. A is wrong because the best interests duty and the appropriate advice requirement are separate obligations, and completing process steps does not make an unsuitable recommendation appropriate. B is wrong because nothing suggests Lena's information is incomplete, and a warning would not cure inappropriate advice anyway. D is wrong because nothing in the facts shows a conflict of interest; the problem is the fit of the advice to her goal.",
      sources: [PART_7_7A, ULTIQA],
    },
    {
      id: "reg-duties-13",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "In August 2026, Ravi's adviser recommended that he move his super to a diversified balanced option with lower fees after considering his goals, age and attitude to risk. Share markets then fell sharply and his balance was lower a year later than when he switched. Ravi complains that the advice was not in his best interests.",
      question: "According to ASIC's stated approach, how does ASIC assess whether the adviser complied with the best interests duty?",
      options: [
        "By whether Ravi ended up better off than if he had not followed the advice, judged by comparing his balance now with where it would otherwise have been.",
        "By whether, at the time the advice was given, a reasonable advice provider would believe Ravi was likely to be in a better position if he followed it.",
        "By whether Ravi signed the Statement of Advice to confirm that he understood and accepted the advice before the adviser implemented the switch.",
        "By whether the adviser used every section of the licensee's advice template, because a completed template is taken to show the duty was met.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: ASIC's INFO 228 says that when assessing whether an adviser has complied with the best interests duty, ASIC considers whether, at the time the advice is given, a reasonable advice provider would believe that the client is likely to be in a better position if the client follows the advice. The test looks at the advice when it was given, not at later market movements. A is wrong because hindsight about investment returns does not decide compliance; advice can be sound even though markets later fall. C is wrong because a client's signature on an SOA is not the test and cannot waive the duty (s 960A). D is wrong because using a template is not the test; the steps in s 961B(2) must actually be taken and proved, and the advice must also be appropriate (s 961G).",
      sources: [INFO_228, PART_7_7A],
    },
    {
      id: "reg-duties-14",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "Priya, 39, a nurse, asks adviser Hugo for advice only about whether to take out a retail income protection policy. She says she does not want her super looked at 'at all'. Hugo knows many super funds provide insurance to their members.",
      question: "In 2026–27, how should Hugo scope this limited advice?",
      options: [
        "Decline to advise, because ASIC's guidance says insurance advice can only be given as part of comprehensive advice that reviews all of a client's affairs.",
        "Agree to advise only on income protection and ignore her super entirely, because a client's own instructions about scope decide what is relevant to the advice.",
        "Treat the discussion as general advice, because advice limited to one product type at the client's request cannot be personal advice.",
        "Limit the advice to income protection, but ask whether she already has income protection through her super and explain what the advice covers and does not cover.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: ASIC's INFO 267, summarising RG 175 and RG 244, says all personal advice can be scaled and the level of inquiries adjusted to the advice sought, but advice should not be scoped to exclude critical issues relevant to the subject matter, and the adviser must explain what advice is and is not being provided. Any income protection she already holds through her super bears directly on whether she needs a new policy and how much cover, so it is a relevant circumstance (s 961B(2)(b)); Hugo need not otherwise review her super. A is wrong because the scope of all types of advice can be limited. B is wrong because the client can limit the subject matter, but what is relevant to that subject matter is judged objectively, not by her instructions alone. C is wrong because advice that considers her circumstances is personal advice however narrow its scope.",
      sources: [INFO_267, PART_7_7A],
    },
    {
      id: "reg-duties-15",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      question: "Which statement about limited (scaled) personal advice is consistent with ASIC's guidance in 2026–27?",
      options: [
        "The scope of all types of personal advice can be limited, including advice on complex issues, and limited advice can cover more than one topic.",
        "Limited advice is a form of general advice, so the best interests duty applies only when a client asks for advice that covers all of their affairs.",
        "Limited advice may be given only on a single simple topic, such as a one-off contribution, and never on a complex issue such as retirement planning.",
        "Once the client agrees to a limited scope, the adviser need make no inquiries beyond the information the client chooses to volunteer at the meeting.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: ASIC's INFO 267 says limited advice is personal advice that does not cover all possible topics relevant to the client, that you can limit the scope of all types of advice including advice about complex issues, and that limited advice can include advice on a single topic or on multiple topics. B is wrong because limited advice is personal advice, and ASIC's INFO 228 confirms the best interests duty applies even where the scope of personal advice is limited to a specific issue. C is wrong because INFO 267 expressly says complex issues can be the subject of limited advice. D is wrong because the level of inquiries can be adjusted to the advice sought, but the provider must still identify the relevant circumstances and make reasonable inquiries where information is apparently incomplete or inaccurate (s 961B(2)(b) and (c)).",
      sources: [INFO_267, INFO_228],
    },
    {
      id: "reg-duties-16",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 960A",
        text: "A condition of a contract or other arrangement is void if it provides that a party to the contract is required or bound to waive any right under this Part, or waive the compliance with any requirement of this Part.",
      },
      scenario:
        "Hamish, a retail client, wants his adviser to recommend a listed investment company he has read about. Before the advice is given, the adviser asks him to sign a letter in which Hamish 'waives any right to advice that is in his best interests' and accepts that the adviser will consider nothing but that one investment.",
      question: "What is the effect of the letter under Part 7.7A in 2026–27?",
      options: [
        "The waiver is effective, because Hamish is an adult who has chosen in writing to give up a protection that exists only for his own benefit.",
        "The waiver is effective only if Hamish obtained independent legal advice before signing it and the letter was witnessed by someone else.",
        "The waiver is void, so if the adviser gives Hamish personal advice the best interests duty and the related obligations still apply to it.",
        "The waiver removes the best interests duty in s 961B, but the adviser must still meet the appropriate advice requirement in s 961G.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: s 960A makes void a condition of a contract or other arrangement that requires a party to waive any right under Part 7.7A or waive compliance with any of its requirements. The best interests duty (s 961B), the appropriate advice requirement (s 961G), the warning requirement (s 961H) and the priority rule (s 961J) are all in Part 7.7A, so the letter cannot switch them off. Hamish can still agree a narrow subject matter, but the adviser must act in his best interests on it, including telling him if the investment does not suit him. A is wrong because the Act overrides the client's agreement here. B is wrong because no formality can save a condition the Act makes void. D is wrong because s 960A covers every right and requirement in the Part, including s 961B.",
      sources: [PART_7_7A],
    },
    {
      id: "reg-duties-17",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 961(6)",
        text: "A person who offers personal advice through a computer program is taken to be the person who is to provide the advice, and is the provider for the purposes of this Division.",
      },
      scenario:
        "Kestrel Invest Pty Ltd, an Australian financial services licensee, offers an online tool that asks retail clients about their goals, income and attitude to risk and then recommends a portfolio of exchange traded funds. The software was written by a contractor, and no Kestrel employee reviews the recommendations.",
      question: "In 2026–27, who must comply with the best interests duty for the tool's recommendations?",
      options: [
        "Kestrel Invest, because it offers the personal advice through a computer program and is therefore treated as the provider of that advice.",
        "The contractor who wrote the software, because the recommendations follow the rules that the contractor built into the program.",
        "No one, because the duty applies only to advice given by an individual and no individual reviews the tool's recommendations.",
        "Each client, because a client who enters their own details and accepts a recommendation online is directing their own investments without advice.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: s 961(6) treats a person who offers personal advice through a computer program as the person who is to provide the advice and as the provider for the purposes of Division 2 of Part 7.7A. Kestrel offers the advice, and the tool considers each client's objectives and situation, so Kestrel must act in the client's best interests and give appropriate advice. B is wrong because the contractor builds the tool but does not offer the advice to clients. C is wrong because s 961(6) exists precisely so that digital advice is covered without an individual adviser. D is wrong because the tool recommends a portfolio based on the client's circumstances, which is personal advice given to the client, not a decision the client makes unaided.",
      sources: [PART_7_7A],
    },
    {
      id: "reg-duties-18",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario: `Fiona manages investments for Gwen, 52, a retail client, and her fee is a percentage of the funds she manages for Gwen. Gwen inherits ${aud(150_000)} and asks Fiona whether she should add it to the portfolio Fiona manages or use it to pay off the ${aud(150_000)} left on her home loan, which charges 6.4% a year.`,
      question: "In 2026–27, how does s 961J apply to Fiona's advice?",
      options: [
        "Fiona complies if she tells Gwen how her fee is worked out and then lets Gwen decide, because disclosure of a conflict satisfies the priority rule.",
        "Fiona should recommend splitting the inheritance evenly between the loan and the portfolio, so that her interests and Gwen's are given equal weight.",
        "Section 961J does not apply, because it covers only conflicts arising from product issuers and licensees, not the adviser's own fee arrangements.",
        "Fiona knows her fee would rise if Gwen invests, so she must give priority to Gwen's interests, even if the better advice is to repay the loan.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: s 961J(1) applies where the provider knows, or reasonably ought to know, of a conflict between the client's interests and those of the provider (among others), and requires the provider to give priority to the client's interests when giving the advice. Investing the inheritance would increase Fiona's fee, so she must recommend whatever is better for Gwen, even if that is repaying the loan and her fee does not grow. A is wrong because the rule requires priority, not just disclosure. B is wrong because balancing the adviser's interests against the client's is exactly what the rule forbids; any split must be justified by Gwen's circumstances alone. C is wrong because the conflicts listed in s 961J start with the provider's own interests.",
      sources: [PART_7_7A],
    },
    {
      id: "reg-duties-19",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "Oscar, 45, has a partner and two children and wants advice on how much life insurance to hold. He will not tell his adviser, Grace, what he owes, what he earns or whether he already holds any cover, even after she explains why she needs to know.",
      question: "In 2026–27, what is the effect of Grace giving Oscar a s 961H warning?",
      options: [
        "The warning makes any recommendation compliant, because Oscar has been told the advice may rest on incomplete information and he has accepted that risk.",
        "It is required if she advises on incomplete information, but it does not relieve her of s 961G, so she should not give advice she cannot conclude is appropriate.",
        "The warning allows Grace to estimate Oscar's debts and income from averages for people in his area and to base the recommended cover on those estimates.",
        "The warning must be lodged with the licensee's compliance team, who then decide whether the advice can go ahead without Oscar's information.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: s 961H requires a warning where it is reasonably apparent that the information on which the advice is based is incomplete or inaccurate, but it is an additional obligation, not a substitute for the others. Section 961G still allows advice only if it would be reasonable to conclude it is appropriate to the client had the best interests duty been met. Without Oscar's debts, income or existing cover, Grace is unlikely to be able to recommend an appropriate amount of cover, so she should not give that advice. A is wrong because a warning does not make inappropriate advice appropriate. C is wrong because judgements must be based on the client's relevant circumstances (s 961B(2)(f)), not on averages presented as his. D is wrong because the obligations sit with the provider, and the warning is given to the client, including in the Statement of Advice.",
      sources: [PART_7_7A, PART_7_7],
    },
    {
      id: "reg-duties-20",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Best interests and related duties",
      year: Y,
      scenario:
        "Stella, 47, asks her adviser whether she should move her super to a fund with lower fees. Her adviser decides that it would be reasonable to consider recommending a financial product.",
      question: "In 2026–27, what does s 961B(2)(e) of the Corporations Act require the adviser to have done to rely on the safe harbour?",
      options: [
        "Compared every super fund on the market, because anything less than a full market search cannot be called an investigation of the available products.",
        "Investigated only the fund Stella has named, because the investigation step is limited to the products the client raises in her instructions.",
        "Conducted a reasonable investigation into financial products that might meet Stella's relevant objectives and needs, and assessed what it found.",
        "Recommended the lowest-fee fund on the licensee's approved product list, because fees are the only objective Stella has disclosed to her adviser.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: s 961B(2)(e) applies if, in considering the subject matter of the advice sought, it would be reasonable to consider recommending a financial product, and requires the provider to have conducted a reasonable investigation into the financial products that might achieve the client's relevant objectives and meet her relevant needs, and to have assessed the information gathered. A is wrong because the investigation must be reasonable, not exhaustive. B is wrong because the investigation covers products that might meet her relevant objectives and needs, not only those she names. D is wrong because the step requires an investigation and an assessment of what it finds, and her relevant circumstances include more than fees, such as insurance and investment options (s 961B(2)(b)).",
      sources: [PART_7_7A],
    },
    {
      id: "reg-duties-21",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      scenario:
        "Ingrid is an authorised representative of a licensee that does not make website disclosure information available. Jack, a prospective retail client, emails her asking for advice about retiring and books a meeting for the following week.",
      question: "Under the Corporations Act in 2026–27, when must Ingrid give Jack a Financial Services Guide (FSG)?",
      options: [
        "As soon as she realises she is likely to provide him a financial service, and in any event before providing it, so before advising him at the meeting.",
        "With the Statement of Advice after the meeting, so that Jack receives all of the required disclosure documents together in one pack.",
        "Only if Jack asks for one, because an FSG is an optional summary of the adviser's services for clients who want more information.",
        "Within 5 business days after the first meeting, because the FSG describes a service that has only started once the first meeting has actually taken place.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: ASIC's INFO 228 explains that an FSG must typically be given as soon as the provider realises that it is likely to provide a financial service to the client, and before the financial service is provided (ss 941A, 941B and 941D(1)). Jack's email makes it apparent that advice is likely, so Ingrid should give the FSG then, and in any case before advising him. B is wrong because the FSG helps the client decide whether to obtain the service at all, so it must come before the service, not with the SOA afterwards. C is wrong because giving an FSG is a legal obligation for retail clients, subject only to exemptions such as website disclosure information, which her licensee does not use. D is wrong because the general rule requires the FSG before the service is provided, not after.",
      sources: [INFO_228, INFO_291],
    },
    {
      id: "reg-duties-22",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 946C(3)",
        text: "If: (a) the client expressly instructs that they require a further financial service that arises out of, or is connected with, the advice to be provided immediately, or by a specified time; and (b) it is not reasonably practicable to give the Statement of Advice to the client before that further service is provided as so instructed; the providing entity must give the client the Statement of Advice: (c) unless paragraph (d) applies - within 5 business days after providing that further service, or sooner if practicable; or ...",
      },
      scenario:
        "In 2026–27, adviser Nina gives Walter, a retail client, personal advice by telephone to sell a parcel of shares. Walter expressly instructs her to arrange the sale immediately, and it is not reasonably practicable to give him a Statement of Advice first. Nina arranges the sale that day.",
      question: "When must Nina give Walter the Statement of Advice?",
      options: [
        "Before she arranges the sale, with no exception, because an SOA must always be given before any further financial service arising from the advice.",
        "Within 14 days after the sale, because a time-critical SOA follows the same period as the cooling-off period for financial products.",
        "Within 5 business days after Walter asks for it in writing, because in a time-critical case the SOA is given only on the client's request.",
        "Within 5 business days after she provides the further service of arranging the sale of his shares, or sooner than that if it is practicable.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: s 946C(3) applies where the client expressly instructs that a further financial service arising from the advice be provided immediately and it is not reasonably practicable to give the SOA first; unless paragraph (d) applies, the SOA must be given within 5 business days after providing that further service, or sooner if practicable. Paragraph (d) deals with the provision of a financial product to which cooling-off applies, which a sale of Walter's shares is not. Under s 946C(2), Nina must also give Walter, when she gives the advice, the SOA information about remuneration, benefits, interests and associations. A is wrong because s 946C(3) is an exception to the general rule in s 946C(1). B is wrong because the 14-day period belongs to the cooling-off right in s 1019B, not to SOA timing. C is wrong because the SOA must be given whether or not Walter asks for it. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
      sources: [S946C, DBFO_TRANCHE_2A],
    },
    {
      id: "reg-duties-23",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      question:
        "In 2026–27, which of the following is NOT required to be included in a Statement of Advice given to a retail client?",
      options: [
        "A statement setting out the advice and the basis on which it is given, including the reasoning that led to the recommendations.",
        "Information about remuneration, commissions and other benefits that might reasonably be expected to influence the advice.",
        "A full copy of the Product Disclosure Statement for each recommended product, bound into the Statement of Advice as an appendix.",
        "Where it applies, a warning that the advice is or may be based on incomplete or inaccurate information about the client.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right (it is the item NOT required): the PDS is a separate document prepared by the product issuer and given under Part 7.9 (s 1012A); the SOA need not contain it. A is wrong because the SOA must set out the advice and the basis on which it is given (ss 947B and 947C). B is wrong because the SOA must include information about remuneration, commissions and other benefits that might reasonably be expected to be capable of influencing the advice, and about interests, associations or relationships that might do so. D is wrong because where s 961H applies the SOA must include the warning that the advice is or may be based on incomplete or inaccurate information. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
      sources: [PART_7_7, S946C, PART_7_9, DBFO_TRANCHE_2A],
    },
    {
      id: "reg-duties-24",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      scenario:
        "Rosa received a Statement of Advice in October 2026 recommending a diversified portfolio. In April 2027 her circumstances are unchanged, and by telephone her adviser recommends that she increase her regular monthly investment into the same portfolio on the same basis as the original advice. The adviser uses a Record of Advice (ROA) instead of a new SOA.",
      question: "Under the Corporations Regulations in 2026–27, what is required of the record of this further advice?",
      options: [
        "It must contain every element required in an SOA, be signed by Rosa to confirm the advice, and be kept for at least 12 months after the advice.",
        "It must set out the advice, or brief particulars of the recommendations and their basis, may be kept in any form, and must be kept for 7 years.",
        "It must be sent to Rosa within 5 business days of the call and kept until she stops being a client, after which it may be destroyed.",
        "It must be lodged with the licensee's compliance team within 30 days and a copy must be attached to Rosa's next annual review document.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: reg 7.7.09 of the Corporations Regulations 2001 (made for s 946B(3A)) says the record of advice must set out either the advice given (and any s 947D information and statement) or brief particulars of the recommendations made and the basis on which they are made; the providing entity may keep the record in any form, for example a tape recording, and must keep it for 7 years after the day the further advice is provided. An ROA can be used because Rosa had an SOA, her relevant circumstances are not significantly different, and the basis of the further advice is not significantly different (ASIC INFO 266). A is wrong because an ROA does not need the full content of an SOA or the client's signature, and the retention period is 7 years. C is wrong because the retention period runs 7 years from the further advice, not until the client relationship ends. D is wrong because the regulation sets no lodgement requirement of that kind. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice and Record of Advice rules in Part 7.7 of the Corporations Act and the Corporations Regulations.",
      sources: [REG_7_7_09, INFO_266, DBFO_TRANCHE_2A],
    },
    {
      id: "reg-duties-25",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 1019B(3)",
        text: "The right to return the product can only be exercised during the period of 14 days starting on the earlier of: (a) the time when the confirmation requirement (if applicable) is complied with; or (b) the end of the fifth business day after the day on which the product was issued or sold to the client.",
      },
      scenario:
        "On Tuesday 11 May 2027 Ava, a retail client, is issued a financial product to which the cooling-off right in s 1019B applies. She receives confirmation of the transaction on Thursday 13 May 2027. There are no public holidays in that fortnight where she lives.",
      question: "In 2026–27, when does Ava's 14-day cooling-off period start?",
      options: [
        "On Thursday 13 May 2027, when she receives confirmation, because that is earlier than the end of the fifth business day after the product was issued.",
        "On Tuesday 11 May 2027, the day the product was issued, because the cooling-off period always runs from the issue of the financial product.",
        "At the end of Tuesday 18 May 2027, the fifth business day after issue, because the period cannot start until five business days have passed.",
        "When she receives the Product Disclosure Statement, because cooling-off periods always run from the date the client is given that disclosure document.",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: under s 1019B(3) the 14-day period starts on the earlier of the time the confirmation requirement is complied with (when the client receives confirmation of the transaction, s 1019B(4)) and the end of the fifth business day after the day the product was issued. The fifth business day after Tuesday 11 May 2027 is Tuesday 18 May 2027, so confirmation on Thursday 13 May 2027 is earlier and starts the period. B is wrong because the issue date is not a starting point in s 1019B(3). C is wrong because the end of the fifth business day is used only if it comes before confirmation. D is wrong because receipt of the PDS is not a trigger for the period.",
      sources: [S1019B],
    },
    {
      id: "reg-duties-26",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      scenario:
        "Zara is thinking about seeing a financial adviser for the first time. The adviser's licensee gives a Financial Services Guide (FSG) to new clients, and Zara asks what it will tell her.",
      question: "In 2026–27, what is the main purpose and content of the FSG?",
      options: [
        "A recommendation tailored to Zara's goals and circumstances, with the reasons for it and any warning that it rests on incomplete information.",
        "A description of a particular product's features, fees, risks and cooling-off rights, prepared by the issuer of that product.",
        "A statement of the fees Zara paid over the past year under an ongoing fee arrangement and the services she received for them.",
        "Who the provider is, the services offered, how the provider is paid and how to complain, so that she can decide whether to use the services.",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: ASIC's INFO 291 says the purpose of an FSG is to ensure retail clients receive key information about the type of financial services offered by a providing entity, to decide whether to obtain financial services from it. It covers who the provider is, the services and products it can advise on, how the provider and related parties are paid and the dispute resolution arrangements (s 942B sets out the main content of an FSG given by a licensee, and ASIC's INFO 228 notes that the FSG provisions are designed to give retail clients enough information to decide whether to obtain financial services from the provider). A is wrong because a tailored recommendation and its basis belong in a Statement of Advice. B is wrong because a product's features, fees and risks are set out in the issuer's Product Disclosure Statement. C is wrong because it describes the annual fee disclosure statement that applied to ongoing fee arrangements, not the FSG.",
      sources: [INFO_291, INFO_228, PART_7_7],
    },
    {
      id: "reg-duties-27",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      scenario:
        "Beatrix is an authorised representative of Northgate Advice Pty Ltd, an Australian financial services licensee. She is preparing a Statement of Advice for a new retail client.",
      question: "In 2026–27, which identifying information must Beatrix's Statement of Advice include?",
      options: [
        "Only her own name, because the authorised representative who gives the advice is the only person the client needs to be able to contact.",
        "Her name and contact details, Northgate's name and contact details, and a statement that she is Northgate's authorised representative.",
        "Only Northgate's name and licence number, because advice given by an authorised representative is given in the licensee's name alone.",
        "Her name and the name of the product issuer whose product she recommends, because the issuer is responsible for the advice on its product.",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: an SOA given by an authorised representative must identify the representative (name and contact details), the authorising licensee (name and contact details) and state that the representative is the licensee's authorised representative (s 947C), so the client knows who gave the advice and which licensee is responsible for it. A is wrong because the client must also be able to identify the licensee that authorised the advice. C is wrong because the representative who gave the advice must be identified too. D is wrong because the product issuer does not give or take responsibility for the adviser's advice; it is responsible for its own PDS. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
      sources: [PART_7_7, DBFO_TRANCHE_2A],
    },
    {
      id: "reg-duties-28",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Disclosure documents",
      year: Y,
      scenario:
        "Harriet, a financial adviser, presents a free seminar explaining in general terms how super investment options work, without considering any attendee's circumstances. Afterwards Leo, a retail client who attended, books a meeting. Harriet reviews his super statement, goals and attitude to risk and recommends he switch to a different investment option.",
      question: "In 2026–27, for which advice must Harriet give Leo a Statement of Advice?",
      options: [
        "For both the seminar and the meeting, because Leo is a retail client who received financial product advice from Harriet on each of those occasions.",
        "For the seminar only, because advice given to a group must be documented, while one-on-one advice can be recorded in a file note.",
        "For the recommendation at the meeting only, because it is personal advice to a retail client, whereas the seminar gave only general advice.",
        "For neither, because switching investment options within the same super fund is not a recommendation to acquire a new financial product.",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: the Statement of Advice requirements in Division 3 of Part 7.7 apply to personal advice given to a retail client (s 944A), and the meeting recommendation is personal advice because Harriet considered Leo's objectives, financial situation and needs. The seminar gave general advice, which does not require an SOA (a general advice warning applies instead). A is wrong because being a retail client is not enough; the SOA obligation attaches only to personal advice. B is wrong because group delivery does not make advice personal, and personal advice needs an SOA (or an ROA only where an exception applies), not just a file note. D is wrong because recommending a switch of investment option is financial product advice, and it is personal advice here. Note: in March 2025 the Government released draft law for the next tranche of the Delivering Better Financial Outcomes reforms that proposed replacing the Statement of Advice with a 'client advice record'; this question applies the Statement of Advice rules in Part 7.7 of the Corporations Act.",
      sources: [S946C, PART_7_7, DBFO_TRANCHE_2A],
    },
  ],
};
