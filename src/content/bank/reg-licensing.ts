import type { BankBatch, Source } from "../../quiz/types";
import { aud } from "../figures";

/** The year these questions are written to. */
const Y = "2026–27" as const;

// Rule figures this batch relies on. They are not indexed and have not changed since 2001, but a
// review of the wholesale tests was under way in 2024-25 (the PJC report of February 2025
// recommended no change). The lead should move them into a figures module.
// FIGURE NEEDED: wholesaleProductValue 2026–27 500000 Corporations Act 2001 s 761G(7)(a) with Corporations Regulations 2001 reg 7.1.18 (G+T "Wholesale client tests remain the same", Feb 2025; Moneysmart glossary)
const productValueThreshold = 500_000;
// FIGURE NEEDED: wholesaleNetAssets 2026–27 2500000 Corporations Regulations 2001 reg 7.1.28(1) (ATO legal database copy of reg 7.1.28)
const netAssetsThreshold = 2_500_000;
// FIGURE NEEDED: wholesaleGrossIncome 2026–27 250000 Corporations Regulations 2001 reg 7.1.28(2) (ATO legal database copy of reg 7.1.28)
const grossIncomeThreshold = 250_000;
// FIGURE NEEDED: professionalInvestorGrossAssets 2026–27 10000000 Corporations Act 2001 s 9 "professional investor" para (f) (secondary sources only: Netwealth, Curve Securities)
const professionalInvestorAssets = 10_000_000;
// FIGURE NEEDED: smallBusinessEmployees 2026–27 20 (100 if manufacturing) Corporations Act 2001 s 761G(12) (Semper; docplayer summary of ASIC guidance)
const smallBusinessEmployees = 20;
const smallManufacturerEmployees = 100;
// FIGURE NEEDED: cpdHours 2026–27 40 hours a CPD year, >= 70% licensee-approved, minimums 5/5/5/9 Corporations (Relevant Providers Continuing Professional Development Standard) Determination 2018 (Treasury FAS page)
const cpdHours = 40;
const cpdEthicsMinimum = 9;
const cpdOtherMinimum = 5;
// FIGURE NEEDED: professionalYearHours 2026–27 1600 hours incl. >= 100 hours structured training Corporations (Work and Training Professional Year Standard) Determination 2018 (ASIC professional year page)
const pyHours = 1_600;
const pyStructuredTraining = 100;

/** A count with thousands separators, e.g. 1600 -> "1,600" (locale-independent). */
const count = (n: number) => aud(n).replace("$", "");

/** Sources used by several questions. */
const src = {
  corpAct: { title: "Corporations Act 2001 (Cth) (Federal Register of Legislation)", url: "https://www.legislation.gov.au/C2004A00818/latest/text" },
  s761G: {
    title: "Corporations Act 2001 (Cth) s 761G (ATO legal database copy)",
    url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F20010050%2F761G(6)%22",
  },
  reg7128: {
    title: "Corporations Regulations 2001 reg 7.1.28 Retail clients and wholesale clients: assets and income (ATO legal database copy)",
    url: "https://ato.gov.au/law/view/document?DocID=REG%2F20010193%2F7.1.28&PiT=99991231235958",
  },
  moneysmartSophisticated: { title: "Moneysmart (ASIC): Glossary, sophisticated investor", url: "https://moneysmart.gov.au/glossary/sophisticated-investor" },
  gtWholesale: { title: "Gilbert + Tobin: Wholesale client tests remain the same (February 2025)", url: "https://www.gtlaw.com.au/insights/wholesale-client-tests-remain-the-same" },
  pjcWholesale: {
    title: "Parliamentary Joint Committee on Corporations and Financial Services: Wholesale investor and wholesale client tests, Chapter 2",
    url: "https://www.aph.gov.au/Parliamentary_Business/Committees/Joint/Corporations_and_Financial_Services/Wholesaleinvestor/Report/Chapter_2_-_The_wholesale_investor_and_client_tests",
  },
  hnSophisticated: {
    title: "Holley Nethercote: Wholesale client eligibility, sophisticated investor and individual wealth tests (September 2025)",
    url: "https://www.mondaq.com/australia/fund-finance/1676724/wholesale-client-eligibility-sophisticated-investor-and-individual-wealth-tests",
  },
  fsrDiv3: {
    title: "Corporations Act 2001 (Cth) s 944A, as inserted by the Financial Services Reform Act 2001 (ATO legal database)",
    url: "https://www.ato.gov.au/law/view/document?docid=PAC%2F20010122%2FSch1-Cl1-38",
  },
  info228: {
    title: "ASIC INFO 228: Limited AFS licensees, advice conduct and disclosure obligations",
    url: "https://asic.gov.au/for-finance-professionals/afs-licensees/limited-afs-licensees/limited-afs-licensees-advice-conduct-and-disclosure-obligations/",
  },
  info229: {
    title: "ASIC INFO 229: Limited AFS licensees, complying with your licensing obligations (s 912A(1) general obligations)",
    url: "https://asic.gov.au/for-finance-professionals/afs-licensees/limited-afs-licensees/limited-afs-licensees-complying-with-your-licensing-obligations/",
  },
  appointingAr: {
    title: "ASIC: Appointing and ceasing an AFS authorised representative",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/running-a-financial-advice-business/appointing-and-ceasing-an-afs-authorised-representative",
  },
  info91: {
    title: "ASIC INFO 91: Who can be an authorised representative of an AFS licensee",
    url: "https://asic.gov.au/for-finance-professionals/afs-licensees/appointing-and-ceasing-an-afs-authorised-representative/who-can-be-an-authorised-representative-of-an-afs-licensee",
  },
  far: { title: "ASIC: Financial Advisers Register", url: "https://asic.gov.au/for-finance-professionals/afs-licensees/financial-advisers-register" },
  farInfo: {
    title: "ASIC: Information on the Financial Advisers Register (adviser role types, including provisional financial adviser)",
    url: "https://asic.gov.au/for-finance-professionals/afs-licensees/financial-advisers-register/information-on-the-financial-advisers-register/",
  },
  info276: {
    title: "ASIC INFO 276: FAQs, registration for relevant providers",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/your-obligations-when-giving-financial-advice/faqs-registration-for-relevant-providers",
  },
  registering: {
    title: "ASIC: Registering a relevant provider",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/running-a-financial-advice-business/registering-a-relevant-provider",
  },
  info277: {
    title: "ASIC INFO 277: Registration of relevant providers, guidance on making declarations",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/running-a-financial-advice-business/registration-of-relevant-providers-guidance-on-making-declarations",
  },
  qualStandard: {
    title: "ASIC: Qualifications standard",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/professional-standards/qualifications-standard",
  },
  qualNews2026: {
    title: "ASIC: ASIC issues update on compliance with the financial adviser qualifications standard (2026)",
    url: "https://www.asic.gov.au/about-asic/news-centre/news-items/asic-issues-update-on-compliance-with-the-financial-adviser-qualifications-standard/",
  },
  s1684: {
    title: "Corporations Act 2001 (Cth) s 1684AA Recognising experience (ATO legal database copy)",
    url: "https://ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F1684AA&PiT=99991231235958",
  },
  s1684Def: {
    title: "Corporations Act 2001 (Cth) s 1684 Definitions, including experienced provider and exam cut-off day (ATO legal database copy)",
    url: "https://ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F1684&PiT=99991231235958",
  },
  info281: {
    title: "ASIC INFO 281: FAQs, relevant providers, accessing the experienced provider pathway",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/professional-standards-for-financial-advisers/qualification-exam-and-professional-development/faqs-relevant-providers-accessing-the-experienced-provider-pathway",
  },
  py: {
    title: "ASIC: Professional year",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/professional-standards-for-financial-advisers/qualification-exam-and-professional-development/professional-year",
  },
  fasPy: { title: "Treasury (Financial Adviser Standards): Professional year", url: "https://fas.treasury.gov.au/other-standards/professional-year" },
  fasCpd: { title: "Treasury (Financial Adviser Standards): Continuing professional development", url: "https://fas.treasury.gov.au/other-standards/continuing-professional-development" },
  fasFaq: { title: "Treasury (Financial Adviser Standards): Frequently asked questions", url: "https://fas.treasury.gov.au/about/frequently-asked-questions" },
  quickRef: {
    title: "ASIC: Quick reference guide, applying the financial adviser professional standards",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/quick-reference-guide-applying-the-financial-adviser-professional-standards",
  },
  examFaq: {
    title: "ASIC: FAQs, financial adviser exam",
    url: "https://asic.gov.au/regulatory-resources/financial-services/financial-advice/educational-requirements/financial-adviser-exam/faqs-financial-adviser-exam",
  },
  emProfStandards: {
    title: "Explanatory Memorandum, Corporations Amendment (Professional Standards of Financial Advisers) Bill 2016, chapter 2 (ATO legal database)",
    url: "https://www.ato.gov.au/law/view/document?DocID=NEM%2FEM20173%2FNAT%2FATO%2F00004&PiT=99991231235958",
  },
  westpacGadens: {
    title: "Gadens: When is financial product advice personal and not general? (Westpac Securities Administration Ltd v ASIC, High Court, 2021)",
    url: "https://gadens.com/legal-insights/when-is-financial-product-advice-personal-and-not-general-under-the-corporations-act-2001-cth",
  },
  westpacHl: {
    title: "Hamilton Locke: High Court clarifies the personal advice test (quotes s 766B(3))",
    url: "https://hamiltonlocke.com.au/high-court-clarifies-personal-advice-test/",
  },
  addisons949A: {
    title: "Addisons: Know the difference between general advice and personal advice (s 949A general advice warning)",
    url: "https://addisons.com/knowledge/insights/know-the-difference-between-general-advice-and-personal-advice-asic-v-westpac-securities-administration-ltd/",
  },
  rg244: {
    title: "ASIC Regulatory Guide 244: Giving information, general advice and scaled advice (text of the December 2012 guide, copy on studylib.net)",
    url: "https://studylib.net/doc/8314953/rg-244---australian-securities-and-investments-commission",
  },
  knowCompliance: {
    title: "Know Compliance: General advice, it's getting personal (quotes s 766B(3) and the RG 244 chart of obligations)",
    url: "https://knowcompliance.com.au/uncategorized/general-advice-its-getting-personal/",
  },
  addisonsCode: {
    title: "Addisons: More than the letter of the law, FASEA's new Code of Ethics (relevant providers must comply under s 921E)",
    url: "https://addisons.com/knowledge/insights/more-than-the-letter-of-the-law-faseas-new-code-of-ethics-for-financial-planners-advisers/",
  },
} satisfies Record<string, Source>;

/** Case study facts (illustrative client amounts, not rule figures). */
const anika = { age: 49, income2425: 412_600, income2526: 438_150, termDeposit: 315_000, superBalance: 702_840 } as const;
const ben = { age: 52, income2425: 168_300, income2526: 184_720, superA: 486_310, superB: 97_460, propertyProceeds: 540_000, employees: 9 } as const;
const home = { value: 1_645_000, mortgage: 312_400 } as const;

export const regLicensingBatch: BankBatch = {
  id: "reg-licensing",
  caseStudies: [
    {
      id: "anika-and-ben",
      title: "Anika and Ben",
      summary:
        "A couple seek advice from a corporate authorised representative's adviser and her provisional colleague: retail or wholesale status, authorisation, registration and the licensee's responsibility.",
      year: Y,
      narrative: [
        `Anika Rao, ${anika.age}, is an anaesthetist employed by a private hospital group. Her husband Ben Rao, ${ben.age}, is the sole director and shareholder of Rao Drafting Pty Ltd, an engineering drafting business with ${ben.employees} employees. They live in Brisbane with their two teenage children.`,
        "In October 2026 they meet Chloe Nguyen at the offices of Harbour Lane Wealth Pty Ltd. Harbour Lane Wealth does not hold its own Australian financial services (AFS) licence: it is a corporate authorised representative of Meridian Advice Group Ltd, an AFS licensee. Chloe is an employee of Harbour Lane Wealth, holds an approved degree, passed the financial adviser exam in 2020 and has given personal advice to retail clients for nine years.",
        "Also at the meeting is Daniel Park, who works for Harbour Lane Wealth as a provisional relevant provider. He has completed his approved degree, passed the financial adviser exam and is in the third quarter of his professional year, with Chloe as his supervisor. Harbour Lane Wealth's client services officer, Emily, books appointments and handles paperwork; she holds no authorisation from Meridian.",
        `Anika wants to invest the ${aud(anika.termDeposit)} from a maturing term deposit in her own name in an unlisted private credit fund that is offered only to wholesale clients. She has brought a certificate, signed by her accountant (a qualified accountant) on 2 October 2026, stating that her gross income for each of the last two financial years was at least ${aud(grossIncomeThreshold)}.`,
        `Ben wants advice on combining his two superannuation accounts. He has also just received ${aud(ben.propertyProceeds)} from the sale of an investment property and is thinking of investing all of it, in his own name and in a single application, in the same private credit fund. None of the money is for use in his business.`,
      ],
      profile: [
        { label: "Clients", value: `Anika Rao (${anika.age}) and Ben Rao (${ben.age})` },
        { label: "Adviser", value: "Chloe Nguyen, employee of Harbour Lane Wealth Pty Ltd" },
        { label: "Authorised by", value: "Meridian Advice Group Ltd (AFS licensee), through Harbour Lane Wealth as its corporate authorised representative" },
        { label: "Provisional adviser", value: "Daniel Park, third quarter of his professional year, supervised by Chloe" },
        { label: "Year of advice", value: Y },
      ],
      tables: [
        {
          caption: "Gross income",
          columns: ["Client", "2024–25", "2025–26"],
          rows: [
            ["Anika (salary)", aud(anika.income2425), aud(anika.income2526)],
            ["Ben (director's salary and dividends)", aud(ben.income2425), aud(ben.income2526)],
          ],
        },
        {
          caption: "Assets and liabilities, October 2026",
          columns: ["Item", "Owner", "Value"],
          rows: [
            ["Home", "Joint", aud(home.value)],
            ["Home loan", "Joint", aud(-home.mortgage)],
            ["Term deposit (maturing)", "Anika", aud(anika.termDeposit)],
            ["Proceeds of investment property sale", "Ben", aud(ben.propertyProceeds)],
            ["Superannuation", "Anika", aud(anika.superBalance)],
            ["Superannuation, fund A", "Ben", aud(ben.superA)],
            ["Superannuation, fund B", "Ben", aud(ben.superB)],
          ],
        },
      ],
      questions: [
        {
          id: "reg-licensing-01",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "General and personal advice",
          year: Y,
          question: `Under the rules for ${Y}, how is Anika to be treated when she acquires the ${aud(anika.termDeposit)} interest in the private credit fund, and why?`,
          options: [
            `As a retail client, because her investment is below ${aud(productValueThreshold)} and the product value test is the only way an individual investing in a managed fund can be a wholesale client.`,
            `As a wholesale client, because before acquiring the interest she gives a copy of a qualified accountant's certificate that her gross income was at least ${aud(grossIncomeThreshold)} in each of the last two financial years.`,
            "As a wholesale client, but only once Chloe also gives her a written statement of reasons and she signs an acknowledgement, because every wholesale classification of an individual needs both documents.",
            "As a retail client, because the decision that an individual is experienced enough to be wholesale belongs to the AFS licensee, and an accountant's certificate cannot replace that judgement.",
          ],
          correctAnswer: 1,
          explanation: `B is right: under s 761G(7)(c) of the Corporations Act 2001 a product that is not a general insurance, superannuation or RSA product, and is not for use in connection with a business, is provided to a person as a wholesale client if they give the provider a qualified accountant's certificate that they have net assets of at least ${aud(netAssetsThreshold)} or gross income of at least ${aud(grossIncomeThreshold)} for each of the last two financial years (Corporations Regulations 2001 reg 7.1.28). Anika's income in 2024–25 and 2025–26 exceeded ${aud(grossIncomeThreshold)}, her certificate is current, and the investment is personal. A is wrong because the product value test in s 761G(7)(a) is only one of several routes; the individual wealth test in s 761G(7)(c) is another. C is wrong because a written statement of reasons and a signed acknowledgement belong to the sophisticated investor test in s 761GA, a separate route she does not need. D is wrong because it again describes s 761GA; the individual wealth test relies on the accountant's certificate, not on the licensee's view of her experience.`,
          sources: [src.s761G, src.reg7128, src.moneysmartSophisticated, src.gtWholesale],
        },
        {
          id: "reg-licensing-02",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "General and personal advice",
          year: Y,
          question: `Ben's two superannuation balances total ${aud(ben.superA + ben.superB)}. In ${Y}, is Ben a retail or a wholesale client for Chloe's advice on combining them?`,
          options: [
            `Wholesale, because the value of the superannuation products the advice relates to is more than ${aud(productValueThreshold)}, which meets the product value test.`,
            "Wholesale, because Anika's accountant's certificate establishes the couple's household wealth, and a certificate held by one spouse also covers advice given to the other spouse.",
            `Retail, but only because Ben's own gross income was below ${aud(grossIncomeThreshold)} in both of the last two financial years, so he cannot obtain a certificate.`,
            "Retail, because advice about a superannuation product given to an individual is provided to him as a retail client whatever his income, assets or balance.",
          ],
          correctAnswer: 3,
          explanation: `D is right: s 761G(6) of the Corporations Act 2001 treats a superannuation product, or a financial service relating to one, as provided to a person as a retail client unless the person is, in broad terms, the trustee of a large superannuation fund or an RSA provider; the product value and individual wealth tests in s 761G(7) apply only to products other than general insurance, superannuation and RSA products. A is wrong because the product value test does not apply to superannuation products, so the ${aud(ben.superA + ben.superB)} total is irrelevant. B is wrong because retail or wholesale status is decided for each person and each product or service; Anika's certificate relates to her own income and in any case cannot be used for superannuation. C is wrong because even with a certificate Ben would still be a retail client for superannuation advice, so his income is not the reason.`,
          sources: [src.s761G, src.reg7128, src.moneysmartSophisticated],
        },
        {
          id: "reg-licensing-03",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "General and personal advice",
          year: Y,
          question: `In ${Y}, Ben goes ahead with a single application of ${aud(ben.propertyProceeds)} for an interest in the private credit fund in his own name. He has no accountant's certificate. How is he treated for this acquisition?`,
          options: [
            `As a retail client, because his gross income was below ${aud(grossIncomeThreshold)} in each of the last two financial years and he has no accountant's certificate.`,
            `As a retail client, because the product value test is available only to companies and trustees, not to individuals investing in their own names.`,
            `As a wholesale client, because the price of the interest is at least ${aud(productValueThreshold)} and it is not a general insurance, superannuation or RSA product.`,
            `As a wholesale client, but only if a qualified accountant also certifies that his net assets are at least ${aud(netAssetsThreshold)}.`,
          ],
          correctAnswer: 2,
          explanation: `C is right: under s 761G(7)(a) of the Corporations Act 2001, a product other than a general insurance, superannuation or RSA product is provided as a wholesale client where its price (or the value of the product the service relates to) is at least the amount in the regulations, ${aud(productValueThreshold)}. Ben is acquiring a ${aud(ben.propertyProceeds)} interest in one application, so the product value test is met without any certificate. A is wrong because failing the individual wealth test does not matter when another test in s 761G(7) is met. B is wrong because the product value test is not limited to companies or trustees; it applies to individuals. D is wrong because the product value test and the individual wealth test are alternatives, not cumulative conditions.`,
          sources: [src.s761G, src.gtWholesale, src.pjcWholesale],
        },
        {
          id: "reg-licensing-04",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Licensing and relevant providers",
          year: Y,
          quote: {
            cite: "Corporations Act 2001 (Cth) s 916B(3)",
            text: "An authorised representative (an authoriser) of a financial services licensee may, in that capacity, give an individual a written notice authorising that individual, for the purposes of this Chapter, to provide a specified financial service or financial services on behalf of the licensee, but only if the licensee consents in writing given to the authoriser.",
          },
          question: `Chloe is an employee of Harbour Lane Wealth, not of Meridian. In ${Y}, how can she be authorised to give personal advice to Anika and Ben on Meridian's behalf?`,
          options: [
            "Harbour Lane Wealth gives Chloe a written notice authorising her to provide specified financial services for Meridian, with Meridian's written consent.",
            "No separate authorisation is needed, because an employee of a corporate authorised representative is automatically a representative of the licensee that appointed it.",
            "Chloe must obtain her own AFS licence, because an individual who gives personal advice to retail clients cannot act under another entity's licence.",
            "Meridian must authorise Chloe directly, because a corporate authorised representative can never authorise individuals to act on a licensee's behalf.",
          ],
          correctAnswer: 0,
          explanation: `A is right: s 916B(3) lets an authorised representative such as Harbour Lane Wealth sub-authorise an individual by written notice to provide specified financial services on behalf of the licensee, but only with the licensee's written consent; ASIC notes that a corporate authorised representative will generally need to sub-authorise its directors and employees this way. B is wrong because it is employees and directors of the licensee itself who are its representatives without an authorisation; Chloe is employed by the corporate authorised representative. C is wrong because an authorised representative provides financial services on behalf of a licensee without holding a licence of her own. D is wrong because, although a licensee may authorise a person directly under s 916A, s 916B expressly allows a corporate authorised representative to sub-authorise individuals with the licensee's consent.`,
          sources: [src.corpAct, src.appointingAr, src.info91],
        },
        {
          id: "reg-licensing-05",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Licensing and relevant providers",
          year: Y,
          question: `Daniel's new business cards and email signature read "Daniel Park, Financial Adviser, Harbour Lane Wealth". In ${Y}, is he allowed to describe himself this way?`,
          options: [
            "Yes, because he has completed an approved degree and passed the financial adviser exam, which are the two conditions for using that title.",
            "Yes, provided Chloe countersigns every Statement of Advice he prepares, because her supervision makes the advice hers for the purpose of the title.",
            "Yes, once Meridian registers him with ASIC, because registration on the Financial Advisers Register is what allows the title to be used.",
            "No, because as a provisional relevant provider he must not use that title, and should be called a provisional financial adviser instead.",
          ],
          correctAnswer: 3,
          explanation: `D is right: s 923C of the Corporations Act 2001 restricts the terms "financial adviser" and "financial planner" to relevant providers who have met the education and training standards (approved degree, exam and professional year); a provisional relevant provider may not use them and is referred to as a provisional financial adviser or provisional financial planner (Corporations (Provisional Relevant Provider—Expressions) Determination 2018). A is wrong because completing the professional year is the third condition, and Daniel is only in its third quarter. B is wrong because supervision is a condition of his provisional status, not a way to acquire the restricted title. C is wrong because provisional relevant providers cannot be registered with ASIC, and registration does not confer the right to use the title in any case.`,
          sources: [src.emProfStandards, src.py, src.fasFaq, src.info276],
        },
        {
          id: "reg-licensing-06",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "General and personal advice",
          year: Y,
          question: `While booking the next appointment, Anika asks Emily what the private credit fund charges. Emily reads out the management fee and the minimum investment from the fund's disclosure document and says she cannot comment on whether the fund suits Anika. In ${Y}, how is Emily's statement classified?`,
          options: [
            "General advice, so Emily had to give Anika a general advice warning before reading out the fees.",
            "Factual information, which is not financial product advice because it contains no recommendation or statement of opinion.",
            "Personal advice, because it was directed to a named client whose income and assets Emily could see on the client file at the time.",
            "Dealing in a financial product, so Emily needed Meridian's authorisation before telling Anika the fees.",
          ],
          correctAnswer: 1,
          explanation: `B is right: financial product advice under s 766B(1) of the Corporations Act 2001 is a recommendation or statement of opinion (or a report of either) intended, or reasonably regarded as intended, to influence a decision about a financial product. ASIC's RG 244 distinguishes giving factual information from giving general or personal advice; reading out a product's fees and minimum investment, with no recommendation or opinion, is factual information, so Emily gave no financial product advice. A is wrong because the general advice warning in s 949A applies only when general advice is given, and Emily gave no recommendation or opinion. C is wrong because personal advice is still financial product advice; with no recommendation or opinion there is no advice to be personal, and she expressly declined to say whether the fund suited Anika. D is wrong because dealing means applying for, acquiring, issuing, varying or disposing of a product (or arranging to), not stating its fees.`,
          sources: [src.corpAct, src.rg244, src.addisons949A],
        },
        {
          id: "reg-licensing-07",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Licensing and relevant providers",
          year: Y,
          question: `Which statement about registration with ASIC correctly applies to Chloe and Daniel in ${Y}?`,
          options: [
            "Both must be registered with ASIC before either gives personal advice to retail clients, because registration applies to everyone who is recorded on the Financial Advisers Register.",
            "Neither needs to be registered, because they act for a corporate authorised representative and only individuals employed by the licensee are registered.",
            "Chloe must be registered before she gives personal advice to retail clients on relevant financial products, but Daniel, as a provisional relevant provider, cannot be registered.",
            "Only Daniel must be registered, because ASIC registration is the step that lets a provisional relevant provider give advice under supervision.",
          ],
          correctAnswer: 2,
          explanation: `C is right: ASIC states that relevant providers (including time-share advisers) must be registered with ASIC before they provide personal advice to retail clients on relevant financial products, and that provisional relevant providers cannot be registered; registration is separate from being authorised and recorded on the Financial Advisers Register, and giving personal advice while unregistered breaches a restricted civil penalty provision. A is wrong because provisional relevant providers appear on the Register but cannot be registered. B is wrong because the requirement attaches to the relevant provider, whether employed by the licensee, an authorised representative or employed by an authorised representative. D is wrong because it reverses the rule: Daniel is the one who cannot be registered.`,
          sources: [src.info276, src.registering, src.far, src.farInfo],
        },
        {
          id: "reg-licensing-08",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Licensing and relevant providers",
          year: Y,
          quote: {
            cite: "Corporations Act 2001 (Cth) s 917A(1)",
            text: "This Division applies to any conduct of a representative of a financial services licensee: (a) that relates to the provision of a financial service; and (b) on which a third person (the client) could reasonably be expected to rely; and (c) on which the client in fact relied in good faith.",
          },
          question: `Suppose that in ${Y} Chloe, acting under her sub-authorisation, gives Anika negligent personal advice on which Anika relies in good faith and suffers a loss. Under Division 6 of Part 7.6, what is Meridian's position?`,
          options: [
            "Meridian is responsible to Anika for Chloe's conduct, as between Meridian and Anika, because Chloe provided the service as its representative.",
            "Meridian has no responsibility, because Chloe is employed and paid by Harbour Lane Wealth, which alone answers to clients for her conduct.",
            "Meridian is responsible only if Anika proves that Meridian itself failed to supervise Chloe, because the Division imposes liability for the licensee's own fault.",
            "Only Chloe is responsible, because a relevant provider who is registered with ASIC is personally liable for the advice in place of the licensee.",
          ],
          correctAnswer: 0,
          explanation: `A is right: Division 6 of Part 7.6 (ss 917A to 917F) applies to conduct of a representative that relates to a financial service, on which a client could reasonably be expected to rely and did rely in good faith; where the representative acts for only one licensee, that licensee is responsible, as between itself and the client, for the representative's conduct (s 917B), so the client can look to the licensee for a remedy. Chloe is Meridian's authorised representative through her sub-authorisation. B is wrong because her employment by the corporate authorised representative does not remove the authorising licensee's responsibility. C is wrong because this responsibility does not depend on proving the licensee's own fault, although poor supervision could separately breach s 912A(1)(ca). D is wrong because registration does not shift responsibility away from the licensee, and Chloe may also remain liable herself.`,
          sources: [src.corpAct, src.info229, src.appointingAr],
        },
      ],
    },
  ],
  questions: [
    {
      id: "reg-licensing-09",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Fiona Walsh is a registered relevant provider with an approved degree who has given personal advice to retail clients on superannuation and managed investments for eleven years. In 2026 she leaves her employer to open her own practice, Walsh Private Wealth Pty Ltd. She does not want the cost and compliance burden of her practice holding its own AFS licence.",
      question: `In ${Y}, which arrangement lets Walsh Private Wealth lawfully provide this advice without holding its own AFS licence?`,
      options: [
        "Fiona relies on her registration with ASIC as a relevant provider, which allows her to advise clients on her own account without any licensee.",
        "Fiona stays on the Financial Advisers Register under her former employer's licence while she builds up her own client base.",
        "Walsh Private Wealth becomes a corporate authorised representative of an AFS licensee, which consents in writing to Fiona being sub-authorised to advise on its behalf.",
        "Fiona advises only clients she already advised at her former employer, because continuing to advise existing clients after changing firms falls outside the licensing requirement.",
      ],
      correctAnswer: 2,
      explanation: `C is right: s 911A of the Corporations Act 2001 requires a person who carries on a financial services business to hold an AFS licence unless exempt, and one exemption is acting as a representative of a licensee; a company can be appointed an authorised representative and can sub-authorise individuals with the licensee's written consent (ss 916A, 916B). A is wrong because registration with ASIC is a separate requirement for individuals who give personal advice; it is not a licence and does not let her act outside a licensee. B is wrong because her former employer's authorisation covers only services on that licensee's behalf, so advising for her own practice under it would be unauthorised. D is wrong because there is no exemption for advising clients one already knows; advising them is still carrying on a financial services business.`,
      sources: [src.corpAct, src.appointingAr, src.info91, src.info276],
    },
    {
      id: "reg-licensing-10",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Greenfield Advice Pty Ltd holds an AFS licence and has appointed 40 authorised representatives who run their own advice businesses. Its compliance manual says the authorised representatives are independent businesses responsible for their own training and compliance. Greenfield checked each adviser's qualifications when it appointed them but has done no file reviews or training since.",
      question: `Which statement best describes Greenfield's obligations for its authorised representatives in ${Y}?`,
      options: [
        "Greenfield must take reasonable steps to ensure its representatives comply with the financial services laws and are adequately trained and competent.",
        "Greenfield's obligations for training and supervision cover only its employees; authorised representatives who run their own businesses answer for their own compliance.",
        "Greenfield met its obligations when it checked each adviser's qualifications on appointment; after that the continuing professional development standard is the only requirement.",
        "Greenfield need do nothing further, because ASIC monitors authorised representatives directly through the Financial Advisers Register.",
      ],
      correctAnswer: 0,
      explanation: `A is right: s 912A(1)(ca) of the Corporations Act 2001 requires a licensee to take reasonable steps to ensure that its representatives comply with the financial services laws, and s 912A(1)(f) requires it to ensure its representatives are adequately trained and competent to provide the financial services; authorised representatives are representatives, so these duties cannot be contracted away in a manual. B is wrong because "representative" includes authorised representatives, not only employees. C is wrong because the obligations are continuing; checking qualifications at appointment does not show reasonable steps to monitor compliance afterwards. D is wrong because the Register is a public record of advisers, not a substitute for the licensee's own monitoring and supervision.`,
      sources: [src.info229, src.corpAct],
    },
    {
      id: "reg-licensing-11",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Hamish, 58, was continuously authorised to give personal advice to retail clients on superannuation and managed investments from March 2009 to December 2021 and is still authorised today. He was never banned, disqualified or subject to an enforceable undertaking, and he passed the financial adviser exam in September 2021. He has no degree.",
      quote: {
        cite: "Corporations Act 2001 (Cth) s 1684(1), definition of experienced provider, paragraphs (d) and (e)",
        text: "(d) the person satisfies paragraphs (b) and (c) for at least 10 years (that is, 3,650 days) within the qualifying period (whether consecutive or not); and (e) before the end of the qualifying period, the person has never: (i) been banned or disqualified under Division 8 of Part 7.6 as in force at that time; or (ii) given an undertaking under section 93AA or 171E of the ASIC Act as in force at that time.",
      },
      question: `The qualifying period runs from 1 January 2007 to 31 December 2021. On what basis can Hamish continue as a relevant provider in ${Y}?`,
      options: [
        "He must enrol in an approved degree now, because existing providers without a degree have a further transition period to 1 January 2028 to complete one.",
        "He cannot continue, because the experienced provider pathway needs at least 15 years of experience within the qualifying period, and he has fewer than 13.",
        "He can continue only if he also completes a professional year, because the experienced provider pathway replaces the degree but not the work and training standard.",
        "He is an experienced provider who passed the exam in time, so by making a written declaration that he meets the definition he is taken to meet the qualifications standard.",
      ],
      correctAnswer: 3,
      explanation: `D is right: Hamish was authorised to give personal advice to retail clients on relevant financial products for more than 10 years (3,650 days) within the qualifying period and before it ended was never banned or disqualified and never gave an undertaking under s 93AA or 171E of the ASIC Act, so he is an experienced provider (s 1684(1)); because he also passed the exam before his exam cut-off day (s 1684AA(1)(b)), once he makes the written declaration he is taken to meet the education and training standards in s 921B(2) and (4) (the qualifications standard and the professional year), and a notice must be lodged with ASIC. A is wrong because there is no further transition: existing providers had until 1 January 2026 to meet the qualifications standard. B is wrong because the definition requires 10 years, not 15. C is wrong because s 1684AA treats an experienced provider who makes the declaration as meeting both s 921B(2) and s 921B(4), so no professional year is needed.`,
      sources: [src.s1684Def, src.s1684, src.info281, src.qualStandard, src.info277],
    },
    {
      id: "reg-licensing-12",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Ingrid gave personal advice to retail clients on relevant financial products from 2008. She qualified for the exam extension, so her exam cut-off day was 1 October 2022, but she had not passed the exam by then and was still authorised on that day. She passed the exam in 2024. She has no degree and now wants to be authorised again.",
      question: `What must Ingrid do to meet the qualifications standard and be authorised to give personal advice again in ${Y}?`,
      options: [
        "Nothing further, because she has more than 10 years of experience and has now passed the exam, so she can rely on the experienced provider pathway.",
        "Complete a bachelor or higher degree, or equivalent qualification, approved by the Minister, as neither pathway for existing providers is open to her.",
        "Sit the exam again, because a pass obtained after the exam cut-off day does not count for an adviser who held an exam extension.",
        "Complete any four units of an approved degree, because existing providers can meet the standard through the existing provider pathways in Part 3 of the Determination.",
      ],
      correctAnswer: 1,
      explanation: `B is right: ASIC explains that existing providers who had not passed the exam by their exam cut-off day and were still authorised on that day lost their relevant provider status by operation of law; to be re-authorised they must meet the qualifications standard by completing a bachelor or higher degree, or equivalent qualification, approved by the Minister, and cannot use the existing provider pathways in Part 3 of the Determination or the experienced provider pathway. A is wrong because ASIC states that such a person cannot rely on the experienced provider pathway even if they later pass the exam. C is wrong because the exam is passed once; her 2024 pass still counts, it simply does not reopen the pathway. D is wrong because the Part 3 existing provider pathways are expressly unavailable to her.`,
      sources: [src.qualStandard, src.info277],
    },
    {
      id: "reg-licensing-13",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Jacob first became authorised to give personal advice to retail clients on relevant financial products in 2015 and passed the exam in 2021. By 1 January 2026 he had finished six of the eight units of an approved graduate diploma and expects to finish the rest in mid-2027. His licensee would like to keep him authorised while he finishes.",
      question: `Can Jacob's licensee keep him authorised to give personal advice to retail clients on relevant financial products in ${Y}?`,
      options: [
        "No, because existing providers had to meet the qualifications standard by 1 January 2026, and Jacob cannot give that advice until he completes an approved qualification.",
        "Yes, because an existing provider who has completed more than half of an approved qualification may stay authorised until the qualification is finished.",
        "Yes, as long as Jacob tells each client in writing that he has not yet completed his approved qualification and the licensee records it on the Register.",
        "Yes, because by 2026 Jacob has more than 10 years of experience and so qualifies for the experienced provider pathway.",
      ],
      correctAnswer: 0,
      explanation: `A is right: existing providers generally had until 1 January 2026 to meet the qualifications standard; ASIC's 2026 review of the Financial Advisers Register confirmed the standard took effect on that date, and existing providers found not to meet it had their authorisations to give personal advice ceased. Jacob had not completed an approved qualification by then and, with about seven years of experience before 31 December 2021, is not an experienced provider. B is wrong because there is no partial-completion exception. C is wrong because disclosure to clients cannot substitute for meeting an education standard. D is wrong because the experience must fall within the qualifying period of 1 January 2007 to 31 December 2021, and Jacob has only about seven years in that period, short of the 3,650 days required.`,
      sources: [src.qualStandard, src.qualNews2026, src.s1684],
    },
    {
      id: "reg-licensing-14",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Kirra began her professional year in February 2026. Because she is caring for a young child she works three days a week, about 22 hours. Her licensee has told her that the professional year must be finished within 12 calendar months of starting or she will have to start again.",
      question: `Is the licensee's statement about the professional year correct in ${Y}?`,
      options: [
        `Yes, because the professional year must be completed within 12 calendar months, although part-time candidates need to log only ${pyHours / 2} hours.`,
        "Yes, because the professional year is defined as a calendar year of supervised work, and time outside that year cannot be counted.",
        `No, the professional year is ${count(pyHours)} hours (at least ${pyStructuredTraining} of them structured training) over one full-time equivalent year, with no time limit.`,
        "No, because candidates who work part-time are exempt from the professional year and may instead complete an additional year of continuing professional development.",
      ],
      correctAnswer: 2,
      explanation: `C is right: ASIC explains that the professional year (the work and training standard in the Corporations (Work and Training Professional Year Standard) Determination 2018) is one year full-time equivalent of ${count(pyHours)} hours, at least ${pyStructuredTraining} of which must be structured training, and that there is no time limit for completing it, so Kirra can take as long as she needs working part-time. A is wrong because there is neither a 12-month deadline nor a reduced number of hours for part-time candidates. B is wrong because the standard is measured in full-time equivalent hours, not a calendar year. D is wrong because there is no part-time exemption; continuing professional development applies to relevant providers, not in place of the professional year.`,
      sources: [src.py, src.fasPy],
    },
    {
      id: "reg-licensing-15",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Liam has completed the first two quarters of his professional year and passed the financial adviser exam in June 2026. He still has two units of his approved degree to finish, which he will complete in December 2026. His supervisor would like him to start the third quarter in September 2026 and call himself a provisional financial adviser.",
      question: `Can Liam begin the third quarter of his professional year in September 2026?`,
      options: [
        "Yes, because passing the exam is the only requirement for moving into the third quarter; the approved degree need only be finished before the whole professional year ends.",
        "Yes, provided his licensee approves in writing, because the licensee decides when a candidate moves from direct to indirect supervision.",
        "No, because he must first complete a further year of continuing professional development before the third quarter can begin.",
        "No, because before the third quarter he must have completed his approved degree and passed the exam, and be authorised as a provisional relevant provider.",
      ],
      correctAnswer: 3,
      explanation: `D is right: ASIC and Treasury's Financial Adviser Standards guidance state that a person can start the professional year while finishing an approved degree, but before commencing the third quarter they must have completed an approved degree or equivalent qualification, passed the exam and been authorised by their licensee as a provisional relevant provider on the Financial Advisers Register; Liam's degree is not finished until December 2026. A is wrong because the degree must be complete before the third quarter, not merely before the end of the year. B is wrong because the licensee cannot waive the conditions in the standard. C is wrong because continuing professional development is not a condition of the third quarter; provisional relevant providers complete structured training as part of the professional year instead.`,
      sources: [src.py, src.fasPy, src.fasCpd],
    },
    {
      id: "reg-licensing-16",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Maya is in the second year of an approved Bachelor of Commerce (financial planning) and works part-time as a client services officer at an advice practice. She wants to sit the financial adviser exam in 2026–27, before finishing her degree, so that it is out of the way.",
      question: `Is Maya eligible to sit the financial adviser exam in ${Y}?`,
      options: [
        "No, because a candidate must have completed an approved degree before ASIC will issue the exam eligibility number needed to book.",
        "Yes, because since 19 January 2024 there are no restrictions on who may sit the exam, although she must still finish her degree and professional year to become a relevant provider.",
        "No, because only provisional relevant providers who have finished the first two quarters of the professional year may sit the exam.",
        "Yes, and passing the exam will let her give personal advice under supervision straight away, without finishing her degree.",
      ],
      correctAnswer: 1,
      explanation: `B is right: ASIC's quick reference guide states that there are no restrictions on who is eligible to sit the exam, because the law changed on 19 January 2024 to remove the requirement to have completed an approved degree or qualification, or to be an existing provider, before sitting it; the exam is passed once, but she still needs the degree and the professional year to become a relevant provider. A is wrong because it describes the pre-2024 eligibility rules. C is wrong because there is no professional-year prerequisite for sitting the exam. D is wrong because passing the exam alone does not make her a provisional relevant provider; she would also need the approved degree and to have reached the third quarter of the professional year.`,
      sources: [src.quickRef, src.examFaq, src.py],
    },
    {
      id: "reg-licensing-17",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Nathan is a relevant provider. His licensee's CPD year runs from 1 July to 30 June. For the CPD year ending 30 June 2027 his log shows 40 hours, all approved by his licensee: technical competence 18 hours, client care and practice 9 hours, regulatory compliance and consumer protection 7 hours, and professionalism and ethics 6 hours.",
      question: `Has Nathan met the continuing professional development standard for the ${Y} CPD year?`,
      options: [
        `No, he must complete at least ${cpdEthicsMinimum - 6} more hours of professionalism and ethics, because that category has a minimum of ${cpdEthicsMinimum} hours.`,
        `Yes, because he has completed ${cpdHours} hours in total and all of them were approved by his licensee.`,
        "No, because no more than a third of a relevant provider's hours may be spent on technical competence, so some of his technical hours do not count.",
        "No, because at least half of the hours must be in regulatory compliance and consumer protection, so he is 13 hours short in that category.",
      ],
      correctAnswer: 0,
      explanation: `A is right: the Corporations (Relevant Providers Continuing Professional Development Standard) Determination 2018 requires ${cpdHours} hours of CPD each CPD year, at least 70% approved by the licensee, with minimums of ${cpdOtherMinimum} hours each in technical competence, client care and practice, and regulatory compliance and consumer protection, and ${cpdEthicsMinimum} hours in professionalism and ethics; Nathan has only 6 hours of professionalism and ethics. B is wrong because meeting the total does not satisfy the category minimums. C is wrong because there is no cap on technical hours; the balance above the minimums can be any qualifying CPD. D is wrong because the regulatory compliance minimum is ${cpdOtherMinimum} hours, which Nathan's 7 hours meet.`,
      sources: [src.fasCpd],
    },
    {
      id: "reg-licensing-18",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Licensing and relevant providers",
      year: Y,
      scenario:
        "Oakridge Super's trustee holds an AFS licence. Its call centre staff are authorised to give general advice only, about the fund's investment options, to members. Several have passed the financial adviser exam. The trustee plans an advertising campaign describing them as \"Oakridge Super Financial Advisers\".",
      question: `In ${Y}, may the trustee describe its call centre staff as financial advisers?`,
      options: [
        "Yes, because the trustee holds an AFS licence, and staff acting under a licence may use any job title that accurately describes the kind of advice they actually give to members.",
        "Yes, for the staff who have passed the financial adviser exam, because passing the exam is what entitles a person to use the title.",
        "No, because the title is reserved for relevant providers who meet the education and training standards, and general-advice-only staff are not relevant providers.",
        "Yes, provided every call opens with a general advice warning, because the warning tells members that the advice is not personal.",
      ],
      correctAnswer: 2,
      explanation: `C is right: s 923C of the Corporations Act 2001 restricts "financial adviser", "financial planner" and similar terms to individuals who are relevant providers (authorised to give personal advice to retail clients on relevant financial products) and who have met the education and training standards; staff who give only general advice are not relevant providers and are not on the Financial Advisers Register. A is wrong because the trustee holding a licence does not lift the restriction on who may be described by these terms. B is wrong because the exam is only one of the standards, and these staff are not relevant providers at all. D is wrong because a general advice warning has nothing to do with the title restriction.`,
      sources: [src.emProfStandards, src.far, src.corpAct],
    },
    {
      id: "reg-licensing-19",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "Rosa, a financial adviser, is interviewed on a radio program in 2026–27. No listener calls in. She says: \"For most people who want income right now, I think listed infrastructure funds are a better choice than term deposits.\" She names no fund and knows nothing about the listeners.",
      question: "How should Rosa's statement be classified under s 766B of the Corporations Act 2001?",
      options: [
        "It is not financial product advice, because it names no particular fund, and statements about a whole class of products fall outside the definition of financial product advice.",
        "It is personal advice, because by referring to people who want income she has considered an objective of the listeners.",
        "It is factual information, because it is broadcast to the public rather than directed to any individual listener.",
        "It is general advice: an opinion intended to influence decisions about a class of financial products, given without considering any listener's circumstances.",
      ],
      correctAnswer: 3,
      explanation: `D is right: s 766B(1) defines financial product advice as a recommendation or statement of opinion intended to influence a decision about a particular financial product or class of financial products, and s 766B(4) makes all financial product advice that is not personal advice general advice; Rosa's opinion about a class of products, given to the public without considering anyone's circumstances, is general advice. A is wrong because the definition expressly covers a class of financial products. B is wrong because personal advice requires that she considered, or a reasonable person might expect her to have considered, a particular person's objectives, financial situation or needs; a broad reference to a group's purpose in a broadcast does not do that. C is wrong because a statement of opinion is not factual information, however widely it is broadcast.`,
      sources: [src.corpAct, src.knowCompliance, src.westpacHl],
    },
    {
      id: "reg-licensing-20",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "In 2026–27 Sunline Super's trustee, which is authorised to give general advice only, phones members who hold other super accounts. Each call opens with a general advice warning. The caller then asks the member about their goals for retirement and whether lower fees matter to them, and recommends that they roll their other accounts into Sunline.",
      quote: {
        cite: "Corporations Act 2001 (Cth) s 766B(3)",
        text: "For the purposes of this Chapter, personal advice is financial product advice that is given or directed to a person (including by electronic means) in circumstances where: (a) the provider of the advice has considered one or more of the person's objectives, financial situation and needs (otherwise than for the purposes of compliance with the Anti-Money Laundering and Counter-Terrorism Financing Act 2006 or with regulations, or AML/CTF Rules, under that Act); or (b) a reasonable person might expect the provider to have considered one or more of those matters.",
      },
      question: "How should the recommendations made on these calls be classified?",
      options: [
        "As general advice, because each call opened with a general advice warning and the trustee did not intend to consider, and did not record, any member's personal circumstances.",
        "As personal advice, because a reasonable person might expect the caller to have considered one or more of the member's objectives, financial situation and needs.",
        "As general advice, because the trustee is authorised to give general advice only, and its licence determines the kind of advice its staff give.",
        "As factual information, because recommending consolidation into a member's existing fund is information about that fund's own product.",
      ],
      correctAnswer: 1,
      explanation: `B is right: under s 766B(3)(b) advice is personal if a reasonable person might expect the provider to have considered one or more of the person's objectives, financial situation and needs; in Westpac Securities Administration Ltd v ASIC (2021) the High Court held that calls like these, which drew out members' objectives and then recommended a rollover, were personal advice despite the general advice warnings. A is wrong because the test looks at what a reasonable person might expect, not at a warning or the provider's intention. C is wrong because the kind of advice actually given is judged on the facts; giving personal advice while authorised only for general advice is a breach, not a reclassification. D is wrong because a recommendation to roll over is a recommendation intended to influence a decision about a financial product, which is advice, not factual information.`,
      sources: [src.corpAct, src.westpacHl, src.westpacGadens],
    },
    {
      id: "reg-licensing-21",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "In 2026–27 Uma, 61, visits her bank branch to update her address. Tom, a customer service officer, looks at her account records and says: \"At your age, with $84,300 sitting in savings, you should move $61,500 into our balanced managed fund.\" Tom asked Uma nothing about her goals or needs.",
      question: "Is Tom's recommendation personal advice?",
      options: [
        "Yes, because in making the recommendation Tom considered Uma's financial situation, and considering any one of objectives, financial situation or needs is enough.",
        "No, because Tom did not ask about Uma's objectives or needs, and personal advice requires all three of objectives, financial situation and needs to be considered.",
        "No, because advice drawn only from the bank's own records rather than from questions asked of the client is general advice.",
        "No, because recommending a product issued by the adviser's own organisation is a sales recommendation, not financial product advice.",
      ],
      correctAnswer: 0,
      explanation: `A is right: under s 766B(3)(a) of the Corporations Act 2001 advice is personal advice if the provider has considered one or more of the person's objectives, financial situation and needs; Tom used Uma's age and savings balance, which is her financial situation, to recommend an amount to invest. B is wrong because the section says "one or more", not all three. C is wrong because it does not matter where the information came from; what matters is that Tom considered it. D is wrong because a recommendation intended to influence a decision about a financial product is financial product advice under s 766B(1) whoever issues the product.`,
      sources: [src.corpAct, src.westpacHl, src.knowCompliance],
    },
    {
      id: "reg-licensing-22",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "In 2026–27 Vanessa, an authorised representative, presents a community seminar to 30 members of the public titled \"Five things to weigh up before you salary sacrifice into super\". She recommends that attendees consider salary sacrifice but does not discuss anyone's circumstances or collect any personal information.",
      question: "What does the Corporations Act 2001 require Vanessa to do about this general advice?",
      options: [
        "Give each attendee a Statement of Advice within five business days, setting out the basis of the advice.",
        "Collect a fact-find from each attendee so that she can show she acted in their best interests under s 961B.",
        "Warn them that the advice does not take account of their objectives, financial situation or needs, so they should consider its appropriateness before acting.",
        "Nothing, because advice given to a group at a public seminar is not given to any one client, so the general advice warning provisions in the Act do not apply to it.",
      ],
      correctAnswer: 2,
      explanation: `C is right: s 949A requires a licensee or authorised representative who gives general advice to a retail client to warn that the advice has been prepared without taking account of the client's objectives, financial situation or needs and that, because of that, the client should consider the appropriateness of the advice having regard to those matters before acting on it. A is wrong because a Statement of Advice is required only for personal advice to a retail client (Part 7.7 Division 3, s 944A). B is wrong because the best interests duty in s 961B applies to personal advice, not general advice. D is wrong because members of the public attending the seminar receive the advice as retail clients, and s 949A applies however many people receive it.`,
      sources: [src.addisons949A, src.fsrDiv3, src.info228],
    },
    {
      id: "reg-licensing-23",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "Wendell, 67, is retired. He personally owns and controls property, shares and cash with gross assets of $11.2 million, against which he has borrowings of $3.4 million. He has no accountant's certificate. He wants to invest $152,500 in an unlisted property fund offered only to wholesale clients.",
      question: `In ${Y}, how is Wendell treated for this investment?`,
      options: [
        `As a retail client, because his investment is below ${aud(productValueThreshold)} and he has not given the provider an accountant's certificate.`,
        "As a retail client unless the licensee gives him a written statement of reasons that he has enough investing experience.",
        `As a retail client, because after his borrowings his net assets are below ${aud(professionalInvestorAssets)}, so he is not a professional investor.`,
        `As a wholesale client, because as a person who has or controls gross assets of at least ${aud(professionalInvestorAssets)} he is a professional investor.`,
      ],
      correctAnswer: 3,
      explanation: `D is right: under s 761G(7)(d) of the Corporations Act 2001 a product or service provided to a professional investor is provided to them as a wholesale client, and the definition of professional investor in s 9 includes a person who has or controls gross assets of at least ${aud(professionalInvestorAssets)}; Wendell's gross assets are $11.2 million, and the property fund is not a superannuation, RSA or general insurance product. A is wrong because the product value and individual wealth tests are only two of the routes to wholesale status. B is wrong because the s 761GA statement of reasons belongs to the sophisticated investor test, which he does not need. C is wrong because the test counts gross assets, not net assets, so his borrowings do not matter.`,
      sources: [src.s761G, src.corpAct, src.gtWholesale],
    },
    {
      id: "reg-licensing-24",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "Xanthe, 58, owns her home, worth $1,870,000, with no mortgage. She also holds shares worth $541,800 and cash of $166,400, and owes $12,300 on a car loan. Her gross income has been about $142,300 a year. She asks her accountant, a qualified accountant, for a certificate so she can invest in a wholesale fund in her own name.",
      question: `In ${Y}, can the accountant certify that Xanthe meets the net assets limb of the individual wealth test?`,
      options: [
        `No, because the family home is excluded from net assets, leaving her well below ${aud(netAssetsThreshold)}.`,
        `Yes, because her net assets of about $2.57 million, including her home, are at least ${aud(netAssetsThreshold)}.`,
        `No, because a certificate requires both net assets of at least ${aud(netAssetsThreshold)} and gross income of at least ${aud(grossIncomeThreshold)} a year.`,
        "No, because only financial assets that could be invested count towards net assets for the certificate.",
      ],
      correctAnswer: 1,
      explanation: `B is right: the individual wealth test in s 761G(7)(c) of the Corporations Act 2001 and reg 7.1.28 of the Corporations Regulations 2001 is met by net assets of at least ${aud(netAssetsThreshold)} or gross income of at least ${aud(grossIncomeThreshold)} in each of the last two financial years; Xanthe's net assets are $1,870,000 + $541,800 + $166,400 − $12,300 = $2,565,900, and the test does not exclude the family home (whether to exclude it was one of the questions considered, and not adopted, in the 2023–25 reviews). A is wrong because there is no exclusion for the home. C is wrong because the two limbs are alternatives. D is wrong because net assets are not limited to investable financial assets.`,
      sources: [src.reg7128, src.moneysmartSophisticated, src.pjcWholesale],
    },
    {
      id: "reg-licensing-25",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        `Yusuf is a physiotherapist who runs his practice as a sole trader with four employees. He has a current certificate from a qualified accountant stating that his gross income was at least ${aud(grossIncomeThreshold)} in each of the last two financial years. In 2026–27 he asks for advice on investing $183,500 of practice funds that he has set aside to replace the practice's equipment in 2028.`,
      question: "Can the adviser treat Yusuf as a wholesale client for this advice on the strength of his certificate?",
      options: [
        "No, because the certificate route is unavailable where the product is for use in connection with a business, and his small practice fails the business test too.",
        "Yes, because the certificate is current, and a current certificate makes its holder a wholesale client for every financial product other than superannuation and general insurance.",
        "Yes, because a business with employees is a wholesale client under the business test, whether or not it has a certificate.",
        "No, because a certificate for a sole trader must be issued by ASIC rather than by a qualified accountant.",
      ],
      correctAnswer: 0,
      explanation: `A is right: the certificate route in s 761G(7)(c) of the Corporations Act 2001 applies only where the product or service is not for use in connection with a business (as Moneysmart's summary also states), and money set aside for the practice's equipment is for use in his business; the business test in s 761G(7)(b) needs a business that is not a small business, meaning one with at least ${smallBusinessEmployees} employees (${smallManufacturerEmployees} for a manufacturer), and Yusuf has four. B is wrong because the certificate does not cover products used in connection with a business. C is wrong because a business with fewer than ${smallBusinessEmployees} employees is a small business, so it is a retail client under that test. D is wrong because the certificate is given by a qualified accountant, not ASIC.`,
      sources: [src.s761G, src.moneysmartSophisticated, src.reg7128],
    },
    {
      id: "reg-licensing-26",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "Zara, 45, managed an Australian equities portfolio for a fund manager for twelve years and now works as a university lecturer. Her income is about $166,700 a year and her net assets about $1.1 million. In 2026–27 an AFS licensee is considering treating her as a wholesale client for an investment in an unlisted infrastructure fund under the sophisticated investor test in s 761GA of the Corporations Act 2001.",
      question: "Which of the following is NOT a requirement of the sophisticated investor test?",
      options: [
        "The licensee is satisfied on reasonable grounds that Zara's previous experience in using financial services and investing in financial products allows her to assess the merits, value and risks of the product.",
        "The licensee gives Zara a written statement of its reasons for being satisfied about her experience.",
        "Zara signs a written acknowledgement about the consequences of being treated as a wholesale client, including not receiving the documents a retail client would.",
        `Zara gives the licensee a qualified accountant's certificate that her net assets are at least ${aud(netAssetsThreshold)} or her gross income was at least ${aud(grossIncomeThreshold)} in each of the last two years.`,
      ],
      correctAnswer: 3,
      explanation: `D is right (it is NOT a requirement): an accountant's certificate belongs to the separate individual wealth test in s 761G(7)(c); the sophisticated investor test in s 761GA turns on experience, not wealth, so Zara's income and assets do not matter. A is wrong because the licensee being satisfied on reasonable grounds about her previous experience is a requirement of s 761GA. B is wrong because the licensee must give her a written statement of its reasons. C is wrong because she must sign a written acknowledgement. The test is also unavailable for general insurance, superannuation and RSA products and for services used in connection with a business.`,
      sources: [src.hnSophisticated, src.corpAct, src.moneysmartSophisticated],
    },
    {
      id: "reg-licensing-27",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        "Bluegum Joinery Pty Ltd manufactures kitchen cabinetry and has 64 employees. Its directors seek advice on investing $383,200 of the company's surplus working capital, which it will use in the business, in a managed cash fund. None of the directors holds an accountant's certificate, and the company's gross assets are $6.3 million.",
      question: `In ${Y}, is the company a retail or a wholesale client for this advice?`,
      options: [
        `Wholesale, because a business with more than ${smallBusinessEmployees} employees is not a small business, so the business test is met.`,
        "Wholesale, because a company is always a wholesale client and the retail client protections are for individuals only.",
        `Retail, because a manufacturing business with fewer than ${smallManufacturerEmployees} employees is a small business, and the investment is below ${aud(productValueThreshold)}.`,
        "Retail, because a managed cash fund is a product that can only ever be provided to retail clients.",
      ],
      correctAnswer: 2,
      explanation: `C is right: under s 761G(7)(b) of the Corporations Act 2001 a product or service for use in connection with a business is provided to a wholesale client only if the business is not a small business, and a small business is one with fewer than ${smallBusinessEmployees} employees, or fewer than ${smallManufacturerEmployees} if it manufactures goods; Bluegum manufactures and has 64 employees, the investment is below the ${aud(productValueThreshold)} product value threshold, and its gross assets are below the ${aud(professionalInvestorAssets)} professional investor level. A is wrong because the ${smallBusinessEmployees}-employee threshold applies only to businesses that do not manufacture. B is wrong because companies can be retail clients; s 761G(1) makes every client retail unless an exception applies. D is wrong because a managed fund interest can be provided to wholesale clients when one of the tests is met.`,
      sources: [src.s761G, src.gtWholesale],
    },
    {
      id: "reg-licensing-28",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "General and personal advice",
      year: Y,
      scenario:
        `In 2026–27 Cleo gives her adviser a current qualified accountant's certificate that her net assets are at least ${aud(netAssetsThreshold)}. The adviser, after reviewing her circumstances, gives her personal advice to invest $412,000 in a portfolio of listed investment companies in her own name. Her super and insurance are not discussed.`,
      question: "What is the effect of Cleo being a wholesale client for this advice?",
      options: [
        "None, because an adviser who is a relevant provider must give every client a Statement of Advice and act in their best interests, whatever their status.",
        "The adviser need not give her a Statement of Advice or meet the best interests duty and related obligations in Part 7.7A, because those apply to personal advice to retail clients.",
        "The advice is treated as general advice, so the adviser must give her a general advice warning instead of a Statement of Advice.",
        "Cleo becomes a wholesale client for every product and service the adviser provides, including any later advice about her superannuation.",
      ],
      correctAnswer: 1,
      explanation: `B is right: the Statement of Advice requirements in Part 7.7 Division 3 apply to personal advice provided to a person as a retail client (s 944A), and so do the best interests duty and related obligations in Part 7.7A (ASIC INFO 228); because Cleo gave a qualified accountant's certificate before the service was provided, this advice is provided to her as a wholesale client under s 761G(7)(c). A is wrong because these obligations depend on the client being retail for the advice, not on the adviser's status; the Code of Ethics is a separate duty, and an adviser who is a relevant provider must still comply with it (s 921E). C is wrong because personal advice stays personal advice; wholesale status changes which obligations apply, not the kind of advice. D is wrong because status is decided for each product or service, and advice to her about her own superannuation would be provided to her, as an individual member, as a retail client (s 761G(6)).`,
      sources: [src.fsrDiv3, src.info228, src.s761G, src.moneysmartSophisticated, src.addisonsCode],
    },
  ],
};
