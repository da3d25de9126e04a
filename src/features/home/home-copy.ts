/** The home page's copy (docs/product.md). */

export interface HomeCard {
  title: string;
  body: string;
}

export const featureCards: readonly HomeCard[] = [
  {
    title: "Character-Based Scenarios",
    body: "Work through client case studies like the real exam's, from an 86-year-old whose daughter holds an enduring power of attorney to a young family weighing insurance, debt and investment.",
  },
  {
    title: "Targeted Practice",
    body: "Practise by knowledge area and topic: licensing, advice and disclosure, the Code of Ethics, super, tax, social security, aged care, estate planning, insurance and more, written to 2026–27 law.",
  },
  {
    title: "Exam-Ready Format",
    body: "Multiple-choice, true/false and written-response questions with instant feedback and an explanation for every answer.",
  },
];

export const examStructureCards: readonly HomeCard[] = [
  {
    title: "Client Scenarios & Case Studies",
    body: "The exam applies knowledge to clients' circumstances. Each case study gives a profile and key facts, then asks what a competent, ethical adviser would do.",
  },
  {
    title: "Regulatory & Ethical Standards",
    body: "Questions draw on the Corporations Act 2001 (Chapter 7) and the Financial Planners and Advisers Code of Ethics, with the section or standard named as the source.",
  },
  {
    title: "Varied Question Types",
    body: "Multiple choice with one defensible answer, true/false statement sets marked all-or-nothing, and written responses with marks and model answers.",
  },
];

export interface PracticeLink {
  to: string;
  title: string;
  body: string;
}

/** After the original practice pages (whose lines are their own, from the bank), the site's tools. */
export const toolLinks: readonly PracticeLink[] = [
  { to: "/practice", title: "All practice", body: "Every case study, and practice by knowledge area and topic with its study notes, with question counts." },
  {
    to: "/exam",
    title: "Mock exam",
    body: "Sit a timed mock exam, or a practice session with feedback as you go, from any sections and topics, then review your results.",
  },
  { to: "/answers", title: "Answers", body: "The full answer key with explanations and sources, by section." },
  {
    to: "/progress",
    title: "Progress",
    body: "If you choose to keep it, your record on this device: what to practise next, by area and topic, and your mock exams.",
  },
];
