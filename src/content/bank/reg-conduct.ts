import type { BankBatch } from "../../quiz/types";
import { aud } from "../figures";

/*
 * Rule periods and caps this batch relies on. None is indexed each financial year, but the lead
 * may prefer to hold them in the figures module.
 * FIGURE NEEDED: cslrCompensationCap 2026–27 150000 (aud) Compensation Scheme of Last Resort, https://www.cslr.org.au/about-us/what-cslr and https://www.afca.org.au/cslr
 * FIGURE NEEDED: idrStandardDays 2026–27 30 (days) RG 271 maximum IDR timeframe for standard complaints, https://afca.org.au/members/rg271/new-maximum-idr-timeframes
 * FIGURE NEEDED: idrSuperTrusteeDays 2026–27 45 (days) RG 271 superannuation trustee complaints, https://afca.org.au/members/rg271/new-maximum-idr-timeframes
 * FIGURE NEEDED: idrFinancialDifficultyDays 2026–27 21 (days) RG 271 financial difficulty complaints, https://afca.org.au/members/rg271/new-maximum-idr-timeframes
 * The 30-day breach reporting period (s 912DAA(3), s 912DAB(3)) and the 10 business days for
 * significant dealings (s 994F, s 994G) are statutory periods written into the Act.
 */
const cslrCompensationCap = 150_000; // FIGURE NEEDED: cslrCompensationCap 2026–27 150000
const idrStandardDays = 30; // FIGURE NEEDED: idrStandardDays 2026–27 30
const idrSuperTrusteeDays = 45; // FIGURE NEEDED: idrSuperTrusteeDays 2026–27 45
const idrFinancialDifficultyDays = 21; // FIGURE NEEDED: idrFinancialDifficultyDays 2026–27 21
const breachReportDays = 30;
const significantDealingBusinessDays = 10;

/** Illustrative client facts (not rule figures). */
const fiona = { age: 61, annualFee: 2_400, fundInvestment: 60_000, timeframeYears: 5 } as const;
const gareth = { age: 64, annualFee: 2_400 } as const;
const southcrestMinYears = 7;
const nadia = { own: 150_000, borrowed: 250_000, feePercent: 0.8 } as const;
const nadiaTotal = nadia.own + nadia.borrowed;
const feeOn = (amount: number, pct: number) => Math.round((amount * pct) / 100);
const uma = { determination: 210_000 } as const;

const corpsAct = { title: "Corporations Act 2001 (Cth) (Federal Register of Legislation)", url: "https://www.legislation.gov.au/C2004A00818/latest/text" };
const info286 = {
  title: "ASIC Information Sheet 286 (INFO 286) FAQs: Ongoing fee arrangements and consents",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/fees/faqs-ongoing-fee-arrangements-and-consents",
};
const info256 = {
  title: "ASIC Information Sheet 256 (INFO 256) FAQs: Ongoing fee arrangements",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/fees/faqs-ongoing-fee-arrangements",
};
const info287 = {
  title: "ASIC Information Sheet 287 (INFO 287) FAQs: Non-ongoing fee requests or consents",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/fees/faqs-non-ongoing-fee-requests-or-consents",
};
const info264 = {
  title: "ASIC Information Sheet 264 (INFO 264) FAQs: Design and distribution obligations for advice licensees and financial advisers",
  url: "https://asic.gov.au/regulatory-resources/financial-services/giving-financial-product-advice/faqs-design-and-distribution-obligations-for-advice-licensees-and-financial-advisers/",
};
const s962G = { title: "Corporations Act 2001 (Cth) s 962G (ATO Legal Database)", url: "https://ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F962G&PiT=99991231235958" };
const dbfoOfa = {
  title: "Treasury Laws Amendment (Delivering Better Financial Outcomes and Other Measures) Act 2024, Sch 1 Pt 2 item 10 (new ss 962F, 962G)",
  url: "https://ato.gov.au/law/view/document?DocID=PAC%2F20240067%2FSch1-Cl10&PiT=99991231235958",
};
const dbfoInsurance = {
  title: "Treasury Laws Amendment (Delivering Better Financial Outcomes and Other Measures) Act 2024, Sch 1 Pt 5 item 96 (new s 963BB)",
  url: "https://ato.gov.au/law/view/document?DocID=PAC%2F20240067%2FSch1-Cl96&PiT=99991231235958",
};
const s99FA = { title: "Superannuation Industry (Supervision) Act 1993 (Cth) s 99FA (ATO Legal Database)", url: "https://ato.gov.au/law/view/print?DocID=PAC%2F19930078%2F99FA&PiT=99991231235958" };
const s963B = { title: "Corporations Act 2001 (Cth) s 963B (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?docid=PAC/20010050/963B" };
const s964D = { title: "Corporations Act 2001 (Cth) s 964D (ATO Legal Database)", url: "https://ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F964D&PiT=99991231235958" };
const s912D = { title: "Corporations Act 2001 (Cth) s 912D (ATO Legal Database)", url: "https://ato.gov.au/law/view/document?LocID=%22PAC%2F20010050%2F912D%283%29%28e%29%22" };
const s912DAA = { title: "Corporations Act 2001 (Cth) s 912DAA (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F20010050%2F912DAA(1)(b)%22" };
const s912DAB = { title: "Corporations Act 2001 (Cth) s 912DAB (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F20010050%2F912DAB(1)%22" };
const s963BAustlii = { title: "Corporations Act 2001 (Cth) s 963B (AustLII, current consolidation)", url: "https://www.austlii.edu.au/cgi-bin/viewdoc/au/legis/cth/consol_act/ca2001172/s963b.html" };
const s963L = { title: "Corporations Act 2001 (Cth) s 963L (ATO Legal Database)", url: "https://www.ato.gov.au/law/view/document?docid=PAC/20010050/963L" };
const s962WA = { title: "Corporations Act 2001 (Cth) s 962WA (ATO Legal Database)", url: "https://ato.gov.au/law/view/print?DocID=PAC%2F20010050%2F962WA&PiT=99991231235958" };
const allensRelief2025 = {
  title: "Allens: ASIC provides relief for licensees under the reportable situations regime (ASIC Corporations and Credit (Amendment) Instrument 2025/289), June 2025",
  url: "https://www.allens.com.au/insights-news/insights/2025/06/asic-provides-relief-for-licensees-under-the-reportable-situations-regime",
};
const regTomorrowRelief2025 = {
  title: "Regulation Tomorrow: ASIC issues additional targeted relief under the reportable situations regime (27 June 2025)",
  url: "https://www.regulationtomorrow.com/au/asic-issues-additional-targeted-relief-under-the-reportable-situations-regime/",
};
const mmRelief2025 = {
  title: "Money Management: Reliefs introduced to help licensees with reportable situations (30 June 2025)",
  url: "https://www.moneymanagement.com.au/news/financial-planning/reliefs-introduced-help-licensees-reportable-situations",
};
const afcaIdr = { title: "AFCA: New maximum IDR timeframes (RG 271)", url: "https://afca.org.au/members/rg271/new-maximum-idr-timeframes" };

export const regConductBatch: BankBatch = {
  id: "reg-conduct",
  caseStudies: [
    {
      id: "fiona-and-gareth",
      title: "Fiona and Gareth",
      summary: "A couple with ongoing fee arrangements paid from super and a platform account, new insurance and investment advice, a fee deduction error, a breach report and a complaint.",
      year: "2026–27",
      narrative: [
        `Fiona Ellery, ${fiona.age}, works three days a week as a community pharmacist. Her husband Gareth, ${gareth.age}, retired from engineering in 2024. They live in Geelong and are retail clients of Jonah Reid, an authorised representative of Harbourline Advice Pty Ltd, an Australian financial services (AFS) licensee.`,
        `On 12 March 2025 Fiona and Gareth each entered into an ongoing fee arrangement with Harbourline for an annual review and ongoing advice, at ${aud(fiona.annualFee)} a year each, paid monthly. Fiona's fee is deducted from her account in a choice investment option of Coastline Super, a regulated superannuation fund. Gareth's fee is deducted from his investment platform account. Each signed a written consent to the deductions. In January 2027 Jonah begins preparing the written disclosure and consent form for the renewal of Fiona's arrangement.`,
        `In August 2026 Jonah gave each of them personal advice. He recommended that Gareth take out a term life insurance policy, on which the insurer would pay Harbourline a commission. He also recommended that Fiona invest ${aud(fiona.fundInvestment)} of her savings in the Southcrest Global Infrastructure Fund. The fund's target market determination (TMD) describes its target market as investors with an investment timeframe of at least ${southcrestMinYears} years; Fiona's timeframe is ${fiona.timeframeYears} years. Jonah's Statement of Advice explains why he considered the fund was still in her best interests.`,
        `On 2 June 2026 Gareth withdrew, in writing, his consent to fee deductions from his platform account, saying he would pay future fees by invoice. Harbourline did not pass the withdrawal on to the platform operator, which deducted Gareth's monthly fee on 1 July and 1 August 2026 and paid both amounts to Harbourline. On 14 October 2026, after reviewing the platform's records, Harbourline's compliance manager first knew that there were reasonable grounds to believe a significant breach of a core obligation had occurred.`,
        `On 1 February 2027 Gareth emails Harbourline to complain that the two deductions have still not been refunded. Harbourline is not a superannuation trustee, and the complaint is not about financial difficulty.`,
      ],
      profile: [
        { label: "Fiona", value: `${fiona.age}, part-time pharmacist` },
        { label: "Gareth", value: `${gareth.age}, retired engineer` },
        { label: "Adviser", value: "Jonah Reid, authorised representative of Harbourline Advice Pty Ltd" },
        { label: "Ongoing fee arrangements entered into", value: "12 March 2025" },
      ],
      tables: [
        {
          caption: "Ongoing fee arrangements with Harbourline",
          columns: ["Client", "Fee a year", "Paid from", "Deduction consent"],
          rows: [
            ["Fiona", aud(fiona.annualFee), "Coastline Super (choice investment option)", "Signed March 2025"],
            ["Gareth", aud(gareth.annualFee), "Investment platform account", "Signed March 2025, withdrawn in writing 2 June 2026"],
          ],
        },
      ],
      questions: [
        {
          id: "reg-conduct-01",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Ongoing fees and consent",
          year: "2026–27",
          quote: {
            cite: "Corporations Act 2001 (Cth) s 962G(1)",
            text: "A written consent given in relation to an ongoing fee arrangement complies with the requirements in this section if: (a) before obtaining the consent, the fee recipient disclosed to the client, in writing, the matters set out in subsection (2); and (b) the consent is for: (i) the ongoing fee arrangement to be entered into, or renewed (as the case requires); and (ii) the ongoing fees disclosed as required under paragraph (2)(e) to be charged to the client; and (c) the consent is signed by the client; and (d) the consent is dated; and (e) the fee recipient has the consent or a copy of the consent.",
          },
          question: "In January 2027 Jonah prepares the written disclosure he must give Fiona before she signs her consent to renew her ongoing fee arrangement. Under s 962G of the Corporations Act as it applies in 2026–27, which of the following must that disclosure include?",
          options: [
            "A fee disclosure statement setting out the fees Fiona paid and the services she received over the previous 12 months",
            "A copy of Harbourline's latest financial statements and the certificate for its professional indemnity insurance",
            "A statement that she can end the arrangement at any time, and the date it will terminate if she does not consent",
            "The commission rates that product issuers would pay Harbourline on the products Jonah may recommend to her",
          ],
          correctAnswer: 2,
          explanation:
            "C is right: s 962G(2) lists the matters the fee recipient must disclose in writing before obtaining the consent. They include a statement that the ongoing fee arrangement can be terminated by the client at any time (s 962G(2)(g)) and the date on which the arrangement will terminate if the consent is not given (s 962G(2)(i)), along with the fee recipient's name and contact details, why the consent is sought, the maximum period until the consent ceases to have effect under s 962H, the services, and the amount and frequency of each ongoing fee. A is wrong because the Delivering Better Financial Outcomes Act 2024 removed the obligation to give annual fee disclosure statements; ASIC's INFO 286 applies the amended consent rules to arrangements entered into on or after 10 January 2025, as Fiona's was. B is wrong because the licensee's financial statements and insurance certificate are not matters listed in s 962G(2). D is wrong because product commissions are not among the s 962G(2) matters; they are dealt with by the conflicted remuneration provisions in Division 4 of Part 7.7A.",
          sources: [s962G, dbfoOfa, info286],
        },
        {
          id: "reg-conduct-02",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Ongoing fees and consent",
          year: "2026–27",
          question: "Suppose Fiona does not give a new consent within the period allowed by s 962H, so her ongoing fee arrangement terminates under s 962F. Fiona then pays, by bank transfer, an invoice Harbourline sends her for a further month's ongoing fee. Under the rules in force in 2026–27, what is the effect of that payment?",
          options: [
            "It neither renews the arrangement nor starts a new one, and Harbourline need not refund it, though a court may order a refund",
            "It renews Fiona's arrangement for another year, because paying the invoice is conduct that shows she consents to the renewal",
            "It creates a new ongoing fee arrangement with Fiona, which Harbourline must then confirm to her in writing within 30 days",
            "Harbourline must refund it within 30 days and must also report the payment to AFCA as a breach of the consent requirements",
          ],
          correctAnswer: 0,
          explanation:
            "A is right: s 962F(2) provides that a client who pays an ongoing fee after the arrangement terminates is not taken to have waived their rights or to have entered into a new ongoing fee arrangement, and s 962F(3) provides that the fee recipient is not obliged to refund the payment; the note to s 962F(3) says a court may order a refund under s 1317GA. (Gareth's arrangement is a different matter: under s 962WA(1)(b) it is a condition of an ongoing fee arrangement that it terminates if s 962S is not complied with, and Harbourline accepted fees deducted from his account after he had withdrawn his deduction consent.) B is wrong because an arrangement is renewed only by a written consent that is signed, dated and preceded by the s 962G(2) disclosure; paying an invoice is not such a consent. C is wrong because s 962F(2) says expressly that the payment does not create a new ongoing fee arrangement, and no confirmation step exists. D is wrong because s 962F(3) says the fee recipient is not obliged to refund the payment, and AFCA is a complaints body that does not receive breach reports; reportable situations are lodged with ASIC.",
          sources: [dbfoOfa, info286, s962WA],
        },
        {
          id: "reg-conduct-03",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Ongoing fees and consent",
          year: "2026–27",
          quote: {
            cite: "Superannuation Industry (Supervision) Act 1993 (Cth) s 99FA(1)",
            text: "The trustee or the trustees of a regulated superannuation fund must not charge against a member's interest in the fund the cost of financial product advice provided to the member unless:",
          },
          question: "Fiona's ongoing fee is deducted from her Coastline Super account. In 2026–27, which of the following is a condition that s 99FA requires to be met before the trustee may charge Jonah's fee against her interest in the fund?",
          options: [
            "Gareth, as her spouse, also signs the consent, because the ongoing advice is given to Fiona and Gareth as a couple",
            "The fee is no more than 1% a year of her account balance, which is the cap on advice fees charged to members' accounts",
            "Jonah certifies to the trustee that Fiona signed a consent, so that the trustee does not need to hold a copy of it",
            "The trustee has Fiona's written consent or a copy of it, and the ongoing fee arrangement requirements are met",
          ],
          correctAnswer: 3,
          explanation:
            "D is right: under s 99FA(1) the trustee may charge the cost of advice against a member's interest only if the advice is personal advice, the trustee charges it in accordance with the member's written request or written consent, for an ongoing fee arrangement any applicable requirements of Division 3 of Part 7.7A of the Corporations Act are met, and the trustee has the request or consent or a copy of it (s 99FA(1)(f)). The trustee's best financial interests duty and the sole purpose test also continue to apply (Note 1 to s 99FA(1)). A is wrong because the consent is the member's: Fiona's interest in the fund is hers, and s 99FA(1) refers to a written request or consent of the member, not of a spouse. B is wrong because s 99FA sets no percentage cap on advice fees; the conditions are about the kind of advice, the member's consent and the trustee holding it. C is wrong because s 99FA(1)(f) requires the trustee itself to have the request or consent, or a copy of it; an adviser's certification is not enough.",
          sources: [s99FA, info286, info287],
        },
        {
          id: "reg-conduct-04",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Conflicted remuneration",
          year: "2026–27",
          question: "Jonah's August 2026 advice recommended that Gareth take out a term life insurance policy on which the insurer pays Harbourline a commission. Under the rules in force in 2026–27, what must happen for that commission to fall within the life risk insurance exception to the ban on conflicted remuneration?",
          options: [
            "Jonah must give Gareth a fee disclosure statement each year showing the dollar amount of commission received in the last 12 months",
            "Before the policy is issued, Gareth must consent to the commission after being told the insurer's name and the commission rate",
            "Gareth must consent in writing within 30 days after the policy is issued, and he may withdraw that consent at any later time",
            "Harbourline must rebate the first year's commission to Gareth, as any commission on advised life insurance is conflicted remuneration",
          ],
          correctAnswer: 1,
          explanation:
            "B is right: s 963BB, inserted by Part 5 of Schedule 1 to the Delivering Better Financial Outcomes Act 2024, provides that where a licensee or representative provides personal advice to a retail client about a life risk insurance product, the exception in s 963B(1)(b) does not apply to a commission unless the conditions in s 963BB are met, including that before the issue or sale of the product the client consented to it, and that before the consent the client was told, among other things, the insurer's name (if known) and the rate of the benefit as a percentage of the policy cost. The commission must also still meet the benefit ratio and clawback requirements in s 963B(1)(b). A is wrong because fee disclosure statements related to ongoing fee arrangements, not commissions, and that obligation has been removed; s 963BB requires consent before the policy is issued. C is wrong because the consent must be given before the issue or sale of the product, and the disclosure must tell the client that the consent is irrevocable. D is wrong because a life risk insurance commission that meets s 963B(1)(b) and s 963BB is not conflicted remuneration, so no rebate is required.",
          sources: [dbfoInsurance, s963B],
        },
        {
          id: "reg-conduct-05",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Design and distribution",
          year: "2026–27",
          question: "Fiona is outside the target market described in the Southcrest fund's TMD, but Jonah recommended the fund to her as personal advice. Which statement about the design and distribution obligations in Part 7.8A of the Corporations Act is correct in 2026–27?",
          options: [
            "The reasonable steps obligation does not apply to Jonah's personal advice, but Harbourline has reporting and record-keeping duties",
            "Jonah breached Part 7.8A, because a distributor must never recommend a product to a consumer who is outside its target market",
            "The obligations do not apply at all, because advice licensees and their advisers are not distributors under Part 7.8A",
            "Jonah must obtain the issuer's written approval before Fiona invests, because she falls outside the fund's target market",
          ],
          correctAnswer: 0,
          explanation:
            "A is right: ASIC's INFO 264 explains that advice licensees and financial advisers are distributors when they provide financial product advice, and that while they are exempt from the reasonable steps obligation when providing personal advice, they still have obligations relating to reporting (such as complaints and significant dealings) and record keeping. Whether the fund suits Fiona is governed by the best interests duty and related obligations in Part 7.7A. B is wrong because the design and distribution obligations are not an individual product suitability test, and personal advice is not subject to the reasonable steps obligation; Part 7.8A does not forbid a personal advice recommendation outside the target market, which is governed instead by the best interests duty. C is wrong because INFO 264 states that advice licensees and financial advisers are considered distributors when providing financial product advice. D is wrong because Part 7.8A contains no requirement for an issuer to approve an individual investment.",
          sources: [info264, corpsAct],
        },
        {
          id: "reg-conduct-06",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Breach reporting and disputes",
          year: "2026–27",
          question: `In 2026–27, by when must Harbourline lodge its report with ASIC about the deductions taken from Gareth's platform account after he withdrew his consent?`,
          options: [
            "Within 10 business days after 1 July 2026, the date of the first deduction made after Gareth withdrew his consent",
            "Within 30 days after Gareth's fees have been refunded, so that the report can describe the finished remediation",
            `Within ${breachReportDays} days after 14 October 2026, when it first knew there were reasonable grounds to believe it occurred`,
            "No report is needed, because a breach that affects one client and is being refunded cannot be a significant breach",
          ],
          correctAnswer: 2,
          explanation: `C is right: under s 912DAA(3) a report about a reportable situation must be lodged with ASIC within ${breachReportDays} days after the licensee first knows that, or is reckless with respect to whether, there are reasonable grounds to believe the reportable situation has arisen. A significant breach of a core obligation is a reportable situation under s 912D(1)(a), and the facts say the compliance manager first knew of those reasonable grounds on 14 October 2026. A is wrong because 10 business days was the time limit under the breach reporting regime that applied before the reportable situations regime began on 1 October 2021, and the period runs from the licensee's knowledge of reasonable grounds, not from the date of the breach. B is wrong because the period does not wait for remediation; ASIC expects a licensee to update a report as remediation progresses. D is wrong because the case says Harbourline had reasonable grounds to believe a significant breach of a core obligation had occurred, and a refund that is still to be paid does not take the breach out of s 912D. ASIC's June 2025 relief for some low-impact breaches (ASIC Corporations and Credit (Amendment) Instrument 2025/289) applies only if, among other conditions, the breach is rectified, including paying any remediation, within 60 days after it first occurred; the fees deducted from Gareth's account on 1 July and 1 August 2026 had still not been refunded on 1 February 2027.`,
          sources: [s912DAA, s912D, allensRelief2025, regTomorrowRelief2025],
        },
        {
          id: "reg-conduct-07",
          type: "multiple-choice",
          knowledgeArea: "regulatory",
          topic: "Breach reporting and disputes",
          year: "2026–27",
          question: "Gareth's complaint reaches Harbourline by email on 1 February 2027. In 2026–27, under ASIC's RG 271, what is the latest date by which Harbourline must give Gareth its IDR response, if no exception to the maximum timeframe applies?",
          options: ["22 February 2027", "18 March 2027", "2 May 2027", "3 March 2027"],
          correctAnswer: 3,
          explanation: `D is right: for a standard complaint, RG 271 requires the IDR response within ${idrStandardDays} calendar days after the complaint is received; ${idrStandardDays} days after 1 February 2027 is 3 March 2027. Harbourline is an advice licensee, not a superannuation trustee, and the complaint is not about financial difficulty, so the standard timeframe applies. A is wrong because 22 February 2027 applies the ${idrFinancialDifficultyDays}-day timeframe for complaints about financial difficulty. B is wrong because 18 March 2027 applies the ${idrSuperTrusteeDays}-day timeframe for complaints to superannuation trustees and traditional trustees. C is wrong because 2 May 2027 is 90 days after receipt, which is not the timeframe for a standard complaint.`,
          sources: [afcaIdr, { title: "ASIC RG 271 Internal dispute resolution", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-271-internal-dispute-resolution/" }],
        },
      ],
    },
  ],
  questions: [
    {
      id: "reg-conduct-08",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Ongoing fees and consent",
      year: "2026–27",
      scenario: "Harriet entered into an ongoing fee arrangement with her financial adviser on 1 September 2023 and has kept it in place ever since. Under the rules at the time she received a fee disclosure statement each year.",
      question: "In 2026–27, which statement about Harriet's ongoing fee arrangement is correct?",
      options: [
        "Her adviser must keep giving her annual fee disclosure statements, because her arrangement was entered into before 10 January 2025",
        "The consent rules as amended by the DBFO Act have applied since its first anniversary after 10 January 2025, and no FDS is required",
        "Her arrangement terminated on 10 January 2025, so she must sign a new arrangement before any further ongoing fees can be charged",
        "The amended rules will apply only if Harriet and her adviser agree to vary the fees or the services under the arrangement after 10 January 2025",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: this is a question about the transition to the Delivering Better Financial Outcomes (DBFO) Act 2024 rules. ASIC's INFO 286 says the amended ongoing fee arrangement and consent obligations apply to arrangements entered into on or after 10 January 2025 (the start day) and to arrangements already in force on the start day from the first anniversary of the arrangement that occurs after the start day. Harriet's first anniversary after 10 January 2025 was 1 September 2025, so by 2026–27 the amended consent rules apply and the annual fee disclosure statement, which the DBFO Act removed, is no longer required. A is wrong because INFO 256 says the old rules, including the FDS, continued to apply to an arrangement in force on the start day only until its first anniversary on or after that day. C is wrong because the DBFO Act did not terminate existing arrangements on the start day; the transition applies the new rules from the next anniversary. D is wrong because the new rules apply from that anniversary whether or not the arrangement is varied.",
      sources: [info286, info256],
    },
    {
      id: "reg-conduct-09",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Ongoing fees and consent",
      year: "2026–27",
      question: "Under Division 3 of Part 7.7A of the Corporations Act, which of the following is an ongoing fee arrangement in 2026–27?",
      options: [
        "Aaron pays $3,300 for a one-off Statement of Advice in six monthly instalments, and receives no further services after that",
        "A company that is a wholesale client pays an annual retainer for ongoing investment advice to its treasury team",
        "Bella receives personal advice and agrees to pay a $2,400 annual review fee by monthly instalments, with no end date",
        "Chris pays $300 a year for a subscription to his licensee's general advice newsletter, which renews automatically",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: an ongoing fee arrangement exists where a fee recipient gives personal advice to a retail client, they enter into an arrangement, and under its terms the client must pay a fee during a period of more than 12 months (s 962A; ASIC INFO 256 and INFO 286). Bella's review fee is payable with no end date, so it is payable for more than 12 months. A is wrong because Aaron's fee is for one piece of advice and is payable over six months, not more than 12 months. B is wrong because the ongoing fee arrangement provisions apply only where personal advice is given to a retail client, and the company is a wholesale client. D is wrong because the newsletter provides general advice only, and an ongoing fee arrangement requires personal advice to the client.",
      sources: [info286, info256, corpsAct],
    },
    {
      id: "reg-conduct-10",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Ongoing fees and consent",
      year: "2026–27",
      scenario: "Dana has an ongoing fee arrangement with her adviser, Eli. She wants her ongoing fee deducted from her investment platform account rather than charged to her credit card.",
      question: "In 2026–27, what must the written consent for Eli to arrange the deduction of the fee from Dana's platform account specify?",
      options: [
        "Dana's name as account holder, the account number, and the amount to be deducted or a reasonable estimate with its basis",
        "Only the total fees Dana paid over the last 12 months, because the platform's own records identify the account to be debited",
        "Eli's AFS licence number, the date of the platform's PDS, and a statement of whether the fee is deductible for Dana's tax",
        "A declaration witnessed by a justice of the peace that Dana understands the fee, because account deductions need a witness",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: ASIC's INFO 286 explains that a fee recipient must have the client's written consent before deducting, or arranging to deduct, ongoing fees from the client's account (ss 962R and 962S), and that the consent must be signed by the account holder, dated, and specify the account holder's name, the account number, and for each amount to be deducted either the amount or, if it cannot be determined, a reasonable estimate and an explanation of how it was worked out (s 962T). B is wrong because a backward-looking summary of past fees is not what the consent must contain, and the consent must identify the account by its number. C is wrong because none of these items is required by s 962T or INFO 286. D is wrong because the law requires the consent to be signed by the account holder and dated, not witnessed. The consent is not needed where fees are charged to a credit card, which is why Dana's change of payment method brings the requirement into play.",
      sources: [info286, corpsAct],
    },
    {
      id: "reg-conduct-11",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Ongoing fees and consent",
      year: "2026–27",
      scenario: "Tomas, 45, is a member of a regulated superannuation fund. In 2026–27 he attends a general advice seminar about the fund's investment options, run for the fund by an adviser. He later engages the same adviser for one-off personal advice, set out in a Statement of Advice, about how his super account should be invested. There is no ongoing fee arrangement.",
      question: "In 2026–27, which of these costs may the trustee charge against Tomas's interest in the fund?",
      options: [
        "A share of the seminar's cost, charged to Tomas alone because he attended and it was about his fund's investment options",
        "The personal advice fee, on the adviser's emailed confirmation that Tomas agreed to it, without a written request or consent",
        "Both the seminar cost and the personal advice fee, provided their total is less than the fund's annual administration fee",
        "The personal advice fee, if Tomas gives a written request or consent meeting s 99FA(2) and the trustee holds it or a copy",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: s 99FA(1) allows the trustee to charge the cost of advice against a member's interest only if the advice is personal advice, the cost is charged in accordance with the member's written request or written consent, for an arrangement that is not an ongoing fee arrangement the request or consent meets s 99FA(2) (which requires, among other things, the member's and the adviser's names and contact details, the fund's name and a brief description of the services), and the trustee has the request or consent or a copy of it. A is wrong because s 99FA(1)(a) limits charging to personal advice, and ASIC's INFO 287 states that general advice costs cannot be charged to a member's superannuation account under a fee arrangement. B is wrong because the trustee must charge in accordance with a written request or written consent of the member and must hold it or a copy; an adviser's email is neither. C is wrong because the seminar was general advice, and s 99FA contains no test comparing advice fees with the administration fee.",
      sources: [s99FA, info287],
    },
    {
      id: "reg-conduct-12",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Conflicted remuneration",
      year: "2026–27",
      scenario: "Kestrel Platforms offers Northway Advice, an AFS licensee whose advisers give personal advice to retail clients, a yearly payment equal to 0.1% of the value of the client funds that Northway's advisers place on the Kestrel platform.",
      question: "How is this payment treated under the conflicted remuneration provisions of the Corporations Act in 2026–27?",
      options: [
        "It is presumed to be conflicted remuneration because its value depends on the value of products, so Northway must not accept it",
        "It is allowed if Northway discloses the payment clearly in its Financial Services Guide and in each client's Statement of Advice",
        "It is allowed because it is paid to the licensee itself rather than to the individual advisers who recommend the platform",
        "It is allowed as long as each adviser who recommends the platform can show that the advice met the best interests duty",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: conflicted remuneration is any benefit given to a licensee or representative who provides financial product advice to retail clients that, because of its nature or the circumstances in which it is given, could reasonably be expected to influence the choice of product recommended or the advice given (s 963A). Under s 963L a benefit that depends on the total number or value of financial products recommended or acquired (a volume-based benefit) is presumed to be conflicted remuneration, and s 963E prohibits a licensee from accepting conflicted remuneration (ASIC RG 246). B is wrong because the ban cannot be avoided by disclosure; the payment remains conflicted remuneration however clearly it is disclosed. C is wrong because the definition covers benefits given to a licensee as well as to its representatives. D is wrong because the ban on conflicted remuneration is a separate obligation from the best interests duty, and meeting one does not satisfy the other.",
      sources: [
        { title: "ASIC RG 246 Conflicted and other banned remuneration", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-246-conflicted-and-other-banned-remuneration/" },
        s963L,
        corpsAct,
      ],
    },
    {
      id: "reg-conduct-13",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Conflicted remuneration",
      year: "2026–27",
      quote: {
        cite: "Corporations Act 2001 (Cth) s 963B(1)",
        text: "A monetary benefit given to a financial services licensee, or a representative of a financial services licensee, who provides financial product advice to persons as retail clients is not conflicted remuneration in the circumstances set out in any of the following paragraphs:",
      },
      question: "Which of the following monetary benefits, given to an advice licensee whose advisers give personal advice to retail clients, falls within an exception in s 963B(1) in 2026–27?",
      options: [
        "A fund manager pays the licensee $250 for every new client its advisers invest in that manager's funds",
        "A super fund trustee pays the licensee's fee for personal advice about a client's interest in the fund, charged against it",
        "The bank that employs an adviser pays a quarterly bonus based on the number of managed fund investments the adviser arranges",
        "A platform operator pays the licensee a yearly rebate based on the total client funds its advisers hold on the platform",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: s 963B(1)(bb) provides that a monetary benefit is not conflicted remuneration where it is given by a trustee of a regulated superannuation fund, in relation to personal advice provided to a retail client about the client's interest in the fund, and is charged against the client's interest in the fund (or against the interests of the client and other members). The trustee must still meet s 99FA of the SIS Act before charging it. A is wrong because a payment for each new client invested is a volume-based benefit, presumed to be conflicted remuneration under s 963L, and no s 963B(1) exception covers it. C is wrong because a bonus that depends on the number of products arranged is volume-based, and s 963J stops an employer giving its employees conflicted remuneration. D is wrong because a rebate based on the value of funds on the platform is volume-based and presumed to be conflicted remuneration.",
      sources: [s963BAustlii, corpsAct, s963L, s99FA],
    },
    {
      id: "reg-conduct-14",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Conflicted remuneration",
      year: "2026–27",
      scenario: `Nadia, a retail client, invests ${aud(nadiaTotal)} in a share portfolio: ${aud(nadia.own)} of her own savings and ${aud(nadia.borrowed)} borrowed under a margin loan her adviser recommended. The adviser's licensee usually charges an ongoing fee of ${nadia.feePercent}% a year of the value of the assets it advises on.`,
      quote: {
        cite: "Corporations Act 2001 (Cth) s 964D(1)",
        text: "The financial services licensee must not charge an asset-based fee on a borrowed amount used or to be used to acquire financial products by or on behalf of the client.",
      },
      question: "In 2026–27, which fee may the licensee charge Nadia for ongoing advice on this portfolio?",
      options: [
        `${nadia.feePercent}% a year of ${aud(nadiaTotal)} (${aud(feeOn(nadiaTotal, nadia.feePercent))}), because Nadia has agreed to it in writing as part of her ongoing fee arrangement`,
        `${nadia.feePercent}% a year of ${aud(nadia.own)} (${aud(feeOn(nadia.own, nadia.feePercent))}), or a fixed dollar fee that does not depend on the amount she has borrowed`,
        `${nadia.feePercent}% a year of ${aud(nadiaTotal)} (${aud(feeOn(nadiaTotal, nadia.feePercent))}), as long as the fee is paid from the margin loan account and not her savings`,
        `${nadia.feePercent / 2}% a year of ${aud(nadiaTotal)} (${aud(feeOn(nadiaTotal, nadia.feePercent / 2))}), because halving the rate on the whole portfolio removes the conflict`,
      ],
      correctAnswer: 1,
      explanation: `B is right: s 964D(1) bans an asset-based fee on a borrowed amount used to acquire financial products for the client, so the licensee may charge its percentage fee only on the ${aud(nadia.own)} that is Nadia's own money, or charge a fixed dollar fee that does not depend on the amount of funds. A is wrong because the ban applies whether or not the client agrees; client consent does not turn a fee on the ${aud(nadia.borrowed)} borrowed amount into a permitted fee. C is wrong because the ban turns on what the fee is calculated on, not on which account pays it; a fee on the whole ${aud(nadiaTotal)} is still charged on the borrowed amount. D is wrong because a fee of any percentage calculated on the whole portfolio is still an asset-based fee on the borrowed part of it.`,
      sources: [s964D, { title: "ASIC RG 246 Conflicted and other banned remuneration", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-246-conflicted-and-other-banned-remuneration/" }],
    },
    {
      id: "reg-conduct-15",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Conflicted remuneration",
      year: "2026–27",
      scenario: "In 2011 Otto invested in a managed fund on the advice of his adviser at the time. Until the end of 2020 the fund manager paid the adviser's licensee a trail commission out of the fund's fees, under an arrangement entered into before 1 July 2013.",
      question: "What is the position for Otto's investment in 2026–27?",
      options: [
        "The trail commission continues to be paid to the licensee, because the arrangement began before the ban on conflicted remuneration",
        "The trail commission can continue only if Otto signs a fresh written consent to it each year, in the same way as ongoing fees",
        "The trail commission is now paid to ASIC, which holds it in a fund to compensate clients who received conflicted advice",
        "The licensee can no longer receive it; amounts the manager would otherwise pay as commission must be rebated to product holders",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: this question is about the transition away from grandfathering. The Treasury Laws Amendment (Ending Grandfathered Conflicted Remuneration) Act 2019 removed, from 1 January 2021, the grandfathering that had let benefits under arrangements made before the Future of Financial Advice reforms continue. Since then the bans in Subdivision C of Division 4 of Part 7.7A apply to such benefits, and under ss 963M and 963N and the rebate scheme in the Corporations Regulations (Subdivision 4A of Division 4 of Part 7.7A) a person who would otherwise be legally obliged to give the conflicted remuneration must instead rebate amounts based on it to product holders such as Otto, by payments or other monetary benefits that are just and equitable. A is wrong because grandfathering ended on 1 January 2021, so the date of the arrangement no longer protects the commission. B is wrong because annual consent applies to ongoing fee arrangements, not to grandfathered commissions, which can no longer be paid to the licensee at all. C is wrong because the amounts are rebated to product holders, not paid to ASIC.",
      sources: [
        { title: "Treasury Laws Amendment (Ending Grandfathered Conflicted Remuneration) Act 2019 (commencement of Schedule 1: 1 January 2021)", url: "https://ato.gov.au/law/view/fulldocument?filename=PAC20190087" },
        { title: "Treasury Laws Amendment (Ending Grandfathered Conflicted Remuneration) Act 2019, Sch 1 item 9 (ss 963M, 963N)", url: "https://www.ato.gov.au/law/view/document?LocID=%22PAC%2F20190087%2FSch1-Cl9%22" },
        { title: "Treasury Laws Amendment (Ending Grandfathered Conflicted Remuneration) Regulations 2019", url: "https://ato.gov.au/law/view/fulldocument?filename=REG20191526" },
      ],
    },
    {
      id: "reg-conduct-16",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Conflicted remuneration",
      year: "2026–27",
      scenario: "Priya tells her adviser she has $300,000 of savings to invest. Nothing in her fact-find or bank statements suggests the money is borrowed, and the licensee starts charging an ongoing fee of 0.7% a year of the portfolio's value. A year later Priya mentions that the money came from a line of credit secured on her home.",
      quote: {
        cite: "Corporations Act 2001 (Cth) s 964D(3) and (5)",
        text: "Subsections (1) and (2) do not apply in relation to a borrowed amount if it is not reasonably apparent that the amount has been borrowed. ... Nothing in this section affects the duty of the financial services licensee, or the representative of the financial services licensee, under section 961B to make reasonable inquiries to obtain complete and accurate information.",
      },
      question: "Which statement about the licensee's position under s 964D is correct in 2026–27?",
      options: [
        "It contravened s 964D from the start, because the ban applies to any amount that was borrowed whether or not the licensee knew of it",
        "The ban did not apply while it was not reasonably apparent the money was borrowed, but the duty to make inquiries still applied",
        "The ban never applied, because a line of credit secured on a home is not a borrowed amount for the purposes of s 964D",
        "The ban never applied, because Priya pays the fee herself and it is not paid by the lender that provided the line of credit",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: s 964D(3) says the ban does not apply to a borrowed amount if it is not reasonably apparent that the amount has been borrowed, and s 964D(5) says this does not affect the duty under s 961B to make reasonable inquiries to obtain complete and accurate information. Once Priya tells the adviser, it is reasonably apparent, so from then on the percentage fee cannot be charged on the borrowed amount. A is wrong because s 964D(3) expressly excludes amounts not reasonably apparent as borrowed. C is wrong because 'borrowed' in Subdivision B means borrowed in any form, secured or unsecured, including through a credit facility (s 964G), so a line of credit is covered. D is wrong because the ban is on charging an asset-based fee calculated on a borrowed amount; it does not matter who pays the fee.",
      sources: [s964D, corpsAct],
    },
    {
      id: "reg-conduct-17",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Design and distribution",
      year: "2026–27",
      question: "Under the design and distribution obligations in Part 7.8A of the Corporations Act, who must make a target market determination (TMD) for a financial product in 2026–27, and what does the TMD describe?",
      options: [
        "Each adviser who recommends the product, describing why the product suits the particular client who receives the advice",
        "ASIC, which approves a TMD for each product class describing the retail clients who may lawfully acquire products in it",
        "The product's issuer, describing the class of consumers for whom the product is likely to be appropriate",
        "The research house that rates the product, describing its risk rating and the asset allocation of its underlying investments",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: ASIC's INFO 264 explains that the issuer of a financial product must determine an appropriate target market, being the class of consumers for whom the product is likely to be appropriate having regard to their likely objectives, financial situation and needs, and set it out in a TMD along with other information about how the product will be distributed and how consumer outcomes will be monitored (s 994B; RG 274). A is wrong because the TMD describes a class of consumers, not an individual client; whether a product suits a particular client is a matter for personal advice and the best interests duty, and INFO 264 notes the obligations are not an individual product suitability test. B is wrong because issuers make TMDs; ASIC does not make or approve them. D is wrong because a research house's rating is not a TMD and a research house is not the issuer.",
      sources: [info264, { title: "ASIC RG 274 Product design and distribution obligations", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-274-product-design-and-distribution-obligations/" }],
    },
    {
      id: "reg-conduct-18",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Design and distribution",
      year: "2026–27",
      scenario: "Larkspur Investments, an AFS licensee, promotes a managed fund issued by another company through general advice webinars and an online application form for retail investors. Larkspur does not give the investors personal advice.",
      question: "Which design and distribution obligation applies to Larkspur in 2026–27?",
      options: [
        "It must take reasonable steps that will, or are reasonably likely to, result in distribution consistent with the fund's TMD",
        "None, because the general advice warning given in each webinar removes any need for it to consider the fund's target market",
        "It must confirm for each investor that the fund suits that investor's own objectives, financial situation and needs",
        "None, because only the issuer of a product has obligations under the design and distribution regime in Part 7.8A",
      ],
      correctAnswer: 0,
      explanation:
        "A is right: under s 994E both issuers and distributors must take reasonable steps that will, or are reasonably likely to, result in retail product distribution conduct being consistent with the TMD (INFO 264, Table 1). The exemption from this obligation applies only to personal advice, which Larkspur does not give. In ASIC v Firstmac Limited [2024] FCA 737, the first case on these obligations, a distributor was found to have contravened this reasonable steps obligation. B is wrong because a general advice warning is a disclosure requirement for general advice and does not displace the reasonable steps obligation. C is wrong because the obligations are not an individual product suitability test (INFO 264); Larkspur must take reasonable steps directed at the target market, not assess each investor's needs as personal advice would. D is wrong because the distribution obligations apply to distributors as well as issuers.",
      sources: [info264, { title: "Johnson Winter Slattery: Distributor dilemmas: reasonable steps under DDO (ASIC v Firstmac Limited [2024] FCA 737)", url: "https://jws.com.au/insights/articles/2024/distributor-dilemmas-reasonable-steps-under-ddo" }],
    },
    {
      id: "reg-conduct-19",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Design and distribution",
      year: "2026–27",
      scenario: "Marlow Advice, a distributor of an investment product, becomes aware of a significant dealing in the product by its clients that is not consistent with the product's TMD.",
      question: "What must Marlow do under Part 7.8A of the Corporations Act in 2026–27?",
      options: [
        "Report the dealing to ASIC within 30 days, in the same report that it lodges for any reportable situations under s 912DAA",
        "Record the dealing in its own register and include it in the annual compliance report that it gives its board",
        "Tell the affected clients, who must then decide within 10 business days whether to keep or sell the product",
        `Notify the product's issuer as soon as practicable, and in any case within ${significantDealingBusinessDays} business days after becoming aware of it`,
      ],
      correctAnswer: 3,
      explanation: `D is right: a distributor that becomes aware of a significant dealing in a product that is not consistent with the product's TMD must notify the issuer as soon as practicable, and in any case within ${significantDealingBusinessDays} business days after becoming aware of it (s 994F). The issuer then has its own obligation to notify ASIC (s 994G). A is wrong because the distributor's notice goes to the issuer, not to ASIC, and the significant dealing notice is separate from the breach reporting regime in s 912DAA. B is wrong because keeping a record is not enough; the law requires the issuer to be notified within the time limit. C is wrong because Part 7.8A does not require the distributor to tell clients or set any time for clients to sell.`,
      sources: [
        info264,
        { title: "Insignia Financial (IOOF): Design and distribution obligations FAQs", url: "https://www-prod.ioof.com.au/financial-advisers/design-and-distribution-obligations/faqs" },
        corpsAct,
      ],
    },
    {
      id: "reg-conduct-20",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Design and distribution",
      year: "2026–27",
      scenario: "Quinn, an authorised representative, gives personal advice to retail clients. Several of his clients hold a managed fund whose TMD requires distributors to report complaints about the fund to its issuer every quarter.",
      question: "Which statement about the design and distribution obligations of Quinn's licensee in 2026–27 is correct?",
      options: [
        "It has no obligations for that fund, because licensees whose advisers give personal advice are exempt from the whole regime",
        "It must report to the issuer the number of complaints it received about the fund for each reporting period set in the TMD",
        "It must forward each complaint to AFCA, which then passes the complaint data on to the fund's issuer each quarter",
        "It must report complaints to the issuer only when a complaint alleges the fund was sold to someone outside its target market",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: distributors must report to the issuer whether they received complaints about the product during the reporting period specified in the TMD and, if so, the number of complaints (s 994F; INFO 264). INFO 264 states that advice licensees and advisers giving personal advice are exempt from the reasonable steps obligation but still have reporting and record-keeping obligations. A is wrong because the personal advice exemption covers only the reasonable steps obligation, not reporting and record keeping. C is wrong because complaints information is reported by the distributor to the issuer; AFCA has no role in passing it on. D is wrong because the reporting obligation covers complaints about the product generally, not only complaints about sales outside the target market.",
      sources: [info264, { title: "Insignia Financial (IOOF): Design and distribution obligations FAQs", url: "https://www-prod.ioof.com.au/financial-advisers/design-and-distribution-obligations/faqs" }],
    },
    {
      id: "reg-conduct-21",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Design and distribution",
      year: "2026–27",
      scenario: "Ridgeway Funds Management issues a managed fund to retail clients. A distributor notifies Ridgeway of a significant dealing in the fund that is not consistent with the fund's TMD.",
      question: "Under s 994G of the Corporations Act, what must Ridgeway do in 2026–27?",
      options: [
        `Notify ASIC of the significant dealing as soon as practicable, and in any case within ${significantDealingBusinessDays} business days after becoming aware of it`,
        "Notify AFCA of the significant dealing within 30 days, so that affected investors can lodge complaints about it",
        "Nothing, because the distributor rather than the issuer is responsible for dealings that fall outside the target market",
        "Suspend the fund at once and refund every investor who acquired units through the distributor that made the notice",
      ],
      correctAnswer: 0,
      explanation: `A is right: s 994G requires an issuer that becomes aware of a significant dealing in its product that is not consistent with the TMD to notify ASIC within ${significantDealingBusinessDays} business days after becoming aware of it. Significant dealings can also be a step towards a review trigger, after which the issuer must review the TMD. B is wrong because the notice goes to ASIC, not AFCA, which resolves individual complaints. C is wrong because the issuer has its own obligation to report to ASIC once it becomes aware of the dealing, including through a distributor's notice. D is wrong because s 994G requires a notice to ASIC; it does not require the issuer to suspend the product or refund investors.`,
      sources: [
        { title: "Herbert Smith Freehills: Becoming aware of a significant dealing under DDO (s 994G)", url: "https://prod.hsf-prod.magnolia-platform.com/notes/fsraustralia/2021-08/fsr-gps-becoming-aware-of-a-significant-dealing-under-ddo" },
        { title: "Insignia Financial (IOOF): Design and distribution obligations FAQs", url: "https://www-prod.ioof.com.au/financial-advisers/design-and-distribution-obligations/faqs" },
        corpsAct,
      ],
    },
    {
      id: "reg-conduct-22",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Breach reporting and disputes",
      year: "2026–27",
      scenario: "On 1 August 2026 Westport Advice, an AFS licensee, starts investigating whether one of its advisers breached the best interests duty when advising 40 clients to switch superannuation funds, and whether any breach is significant. On 12 October 2026 the investigation is still under way.",
      quote: {
        cite: "Corporations Act 2001 (Cth) s 912D(1)(c)",
        text: "the financial services licensee or a representative of the financial services licensee conducts an investigation into whether there is a reportable situation of the kind mentioned in paragraph (a) or (b) and the investigation continues for more than 30 days;",
      },
      question: "Which statement about Westport's breach reporting obligations in 2026–27 is correct?",
      options: [
        "It need not report anything until the investigation ends and it has concluded that a significant breach occurred",
        "It must report only if the investigation finds that clients lost money, because only losses make a breach reportable",
        "The investigation is itself a reportable situation because it has now run for more than 60 days, so it must be reported",
        "It must notify AFCA rather than ASIC, because the possible breach concerns personal advice given to retail clients",
      ],
      correctAnswer: 2,
      explanation:
        "C is right: s 912D(1)(c) makes an investigation into whether there is a significant breach, or a likely significant breach, of a core obligation a reportable situation once it continues for more than 30 days, and ASIC relief made in June 2025 (ASIC Corporations and Credit (Amendment) Instrument 2025/289, amending ASIC Instrument 2024/620) extended that period to 60 days. Westport's investigation had run for 72 days by 12 October 2026, so it is a reportable situation whichever period is applied, and it must be reported to ASIC under s 912DAA. If the investigation later finds there is no such breach, that outcome is also a reportable situation (s 912D(1)(d)). A is wrong because s 912D(1)(c) makes a long-running investigation reportable without waiting for its conclusion. B is wrong because loss is only one way a breach can be significant, and an investigation that runs past the time limit is reportable whatever its outcome. D is wrong because reportable situations are lodged with ASIC (s 912DAA); AFCA resolves complaints.",
      sources: [s912D, s912DAA, { title: "ASIC RG 78 Breach reporting by AFS licensees and credit licensees", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-78-breach-reporting-by-afs-licensees-and-credit-licensees/" }, allensRelief2025, mmRelief2025],
    },
    {
      id: "reg-conduct-23",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Breach reporting and disputes",
      year: "2026–27",
      scenario: "Yasmin, an adviser with Tideline Advice, takes on a new client who was previously advised by Victor, an authorised representative of another licensee, Cobalt Wealth. Victor still gives personal advice to retail clients about relevant financial products. The client's records give Tideline reasonable grounds to believe that Victor forged the client's signature on fund switching forms, which would be serious fraud.",
      question: "What does s 912DAB of the Corporations Act require of Tideline in 2026–27?",
      options: [
        `Lodge a report with ASIC within ${breachReportDays} days after it first knows of, or is reckless with respect to, the circumstances`,
        "Nothing, because only Cobalt Wealth, as Victor's licensee, is obliged to report his conduct to ASIC",
        "Lodge a complaint about Victor with AFCA on the client's behalf within 30 days after the client agrees to it",
        "Report Victor only to Cobalt Wealth, which must then decide whether his conduct needs to be reported to ASIC",
      ],
      correctAnswer: 0,
      explanation: `A is right: s 912DAB(1) requires a licensee to lodge a report with ASIC if there are reasonable grounds to believe a reportable situation of the kind in s 912D(1)(a) or (b) (a significant breach or likely breach of a core obligation) or s 912D(2) (gross negligence or serious fraud) has arisen in relation to another licensee, an individual representative of that licensee engaged in the conduct, and the individual provides personal advice to retail clients about relevant financial products. Under s 912DAB(3) the report must be lodged within ${breachReportDays} days after the reporting licensee first knows of, or is reckless with respect to, those circumstances. B is wrong because s 912DAB places the obligation on the reporting licensee, Tideline, in addition to any obligation Cobalt Wealth has about its own representative. C is wrong because s 912DAB requires a report to ASIC, not a complaint to AFCA; whether the client complains is the client's choice. D is wrong because the report must be lodged with ASIC; telling Cobalt Wealth alone does not meet s 912DAB.`,
      sources: [s912DAB, s912D],
    },
    {
      id: "reg-conduct-24",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Breach reporting and disputes",
      year: "2026–27",
      scenario: "Sam's licensee gave him its final IDR response to his complaint about investment advice on 3 March 2024. He first became aware of his loss in 2023. In September 2026 he decides to lodge a complaint with AFCA.",
      question: "Under the time limits in the AFCA Rules, which statement is correct in 2026–27?",
      options: [
        "He is within time, because a complaint can be lodged up to six years after he first became aware of his loss",
        "He is within time, because no time limit applies once the financial firm has given its final IDR response",
        "He is out of time, and AFCA has no discretion to consider any complaint lodged outside its time limits",
        "He is past the two-year limit after the IDR response, so AFCA will consider it only in exceptional circumstances",
      ],
      correctAnswer: 3,
      explanation:
        "D is right: under the AFCA Rules a complaint must be lodged before the earlier of two years after the financial firm's final IDR response and six years after the complainant first became aware (or should reasonably have become aware) of the loss, although AFCA may still consider a complaint lodged later if it considers exceptional circumstances apply. Sam's two years from 3 March 2024 ended on 3 March 2026, before September 2026. A is wrong because the six-year limit is not the only limit; the earlier two-year limit after the IDR response applies. B is wrong because the final IDR response starts the two-year limit rather than removing the time limits. C is wrong because AFCA can consider a late complaint where exceptional circumstances apply.",
      sources: [
        { title: "AFCA: Make a complaint (time limits generally six years from awareness of loss)", url: "https://afca.org.au/make-a-complaint/complain/" },
        { title: "Berrill & Watson: AFCA time limits (six years from awareness of loss or two years after the IDR response)", url: "https://www.berrillwatson.com.au/industry-news/2019/december/afca-legacy-complaints/" },
        { title: "Allianz Australia: Dispute resolution (AFCA time limits and exceptional circumstances)", url: "https://origin-www.allianz.com.au/contact-us/dispute-resolution.html" },
      ],
    },
    {
      id: "reg-conduct-25",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Breach reporting and disputes",
      year: "2026–27",
      scenario: "AFCA issues a determination on Tara's complaint about her financial adviser's licensee, awarding her compensation. Tara thinks the amount is too low. The complaint is not a superannuation complaint.",
      question: "Which statement about the effect of AFCA's determination is correct in 2026–27?",
      options: [
        "It binds both Tara and the licensee as soon as it is issued, and Tara can appeal against it only to ASIC",
        "Tara may reject it; she is then not bound and may go to court, and the licensee is not bound by it either",
        "Tara must accept it within 30 days, or AFCA will enforce it against her on the licensee's behalf",
        "The licensee may reject it within 30 days if it considers the compensation awarded to Tara is too high",
      ],
      correctAnswer: 1,
      explanation:
        "B is right: AFCA explains that a complainant does not have to accept a determination; if she does not accept it, the financial firm is not bound by it and she can choose to take the matter to another forum, such as a court. For a non-superannuation complaint the determination becomes final and binding on the parties only if the complainant accepts it within 30 days of its issue. A is wrong because a non-superannuation determination binds the parties only on the complainant's acceptance, and ASIC does not hear appeals from AFCA determinations. C is wrong because acceptance is the complainant's choice; a determination is never enforced against a complainant who does not accept it. D is wrong because the financial firm cannot reject a determination the complainant accepts; it then becomes binding and the firm must comply.",
      sources: [
        { title: "AFCA: Determinations: what happens next and common questions", url: "https://www.afca.org.au/determinations-what-happens-next-and-common-questions" },
        { title: "AFCA: Factsheet: refusal or failure to give effect to an AFCA determination", url: "https://afca.org.au/about-afca/publications/factsheet-refusal-or-failure-to-give-effect-to-an-afca-determination" },
        { title: "ASIC INFO 176 What to do if you are dissatisfied with a decision by AFCA", url: "https://asic.gov.au/about-asic/contact-us/how-to-complain/what-to-do-if-you-are-dissatisfied-with-a-decision-by-the-australian-financial-complaints-authority" },
      ],
    },
    {
      id: "reg-conduct-26",
      type: "multiple-choice",
      knowledgeArea: "regulatory",
      topic: "Breach reporting and disputes",
      year: "2026–27",
      scenario: `Uma has an AFCA determination awarding her ${aud(uma.determination)} for loss caused by personal advice from her former adviser about a relevant financial product. The adviser's licensee is in liquidation and has not paid.`,
      question: "In 2026–27, which statement about Uma's compensation is correct?",
      options: [
        `ASIC must pay her the full ${aud(uma.determination)}, because it licensed the adviser's licensee and supervised its conduct`,
        `The Compensation Scheme of Last Resort can pay the full ${aud(uma.determination)}, because AFCA has already set the amount`,
        `She may apply to the Compensation Scheme of Last Resort, which can pay up to ${aud(cslrCompensationCap)} of the unpaid amount`,
        "She has no other avenue, because a licensee's professional indemnity insurance is the only compensation arrangement",
      ],
      correctAnswer: 2,
      explanation: `C is right: the Compensation Scheme of Last Resort (CSLR), which began on 2 April 2024, can pay up to ${aud(cslrCompensationCap)} to an eligible consumer who has an unpaid AFCA determination about personal financial advice to a retail client on relevant financial products, among other covered services; the AFCA process must be completed first. A is wrong because ASIC is the regulator and does not pay compensation for unpaid AFCA determinations; those are met by the firm's own compensation arrangements or, as a last resort, the CSLR. B is wrong because the CSLR's payments are capped at ${aud(cslrCompensationCap)}, whatever the determination awarded. D is wrong because, although s 912B requires a licensee that provides financial services to retail clients to have compensation arrangements (usually adequate professional indemnity insurance, as ASIC RG 126 explains), the CSLR exists as a last resort when a determination is unpaid.`,
      sources: [
        { title: "CSLR: What is the CSLR", url: "https://www.cslr.org.au/about-us/what-cslr" },
        { title: "AFCA: Compensation Scheme of Last Resort", url: "https://www.afca.org.au/cslr" },
        { title: "ASIC RG 126 Compensation and insurance arrangements for AFS licensees", url: "https://asic.gov.au/regulatory-resources/find-a-document/regulatory-guides/rg-126-compensation-and-insurance-arrangements-for-afs-licensees/" },
      ],
    },
  ],
};
