/**
 * The question bank's schema. Content files are plain data checked against these types;
 * every page, card and the answer key read from them.
 */

/**
 * The exam's three knowledge areas (Corporations (Relevant Providers Exams Standard)
 * Determination 2019). Every question belongs to exactly one.
 */
export const KNOWLEDGE_AREAS = [
  { id: "regulatory", title: "Financial advice regulatory and legal obligations" },
  { id: "ethics", title: "Applied ethical and professional reasoning and communication" },
  { id: "construction", title: "Financial advice construction" },
] as const;

export type KnowledgeArea = (typeof KNOWLEDGE_AREAS)[number]["id"];

/** Topics a question can have. A topic is not tied to one area: a question's area is its own field. */
export const TOPICS = [
  "Licensing and relevant providers",
  "General and personal advice",
  "Best interests and related duties",
  "Disclosure documents",
  "Ongoing fees and consent",
  "Conflicted remuneration",
  "Design and distribution",
  "Breach reporting and disputes",
  "Code of Ethics",
  "Conflicts, gifts and referrals",
  "Capacity, vulnerability and attorneys",
  "Client communication",
  "Behavioural finance",
  "Superannuation",
  "Retirement income streams",
  "Tax",
  "Social security",
  "Aged care",
  "Estate planning",
  "Insurance",
  "Investment and portfolio construction",
  "Debt",
  "Privacy",
  "AML/CTF",
  "Credit",
  "Tax advice",
  "Financial products and services",
  "SMSF",
] as const;

export type Topic = (typeof TOPICS)[number];

/** Financial years the bank's figures belong to, oldest first. */
export const FINANCIAL_YEARS = ["2023–24", "2024–25", "2025–26", "2026–27"] as const;
export type FinancialYear = (typeof FINANCIAL_YEARS)[number];
/** The year new questions are written to: the law learners sit the exam under. */
export const CURRENT_YEAR: FinancialYear = "2026–27";

/** A source a learner can open: the document, its address, and the part relied on. */
export interface Source {
  /** e.g. "Corporations Act 2001 (Cth) Part 7.7A (ATO legal database)". */
  title: string;
  url: string;
  /** e.g. "s 961B(2)" or "Standard 5". */
  at?: string;
}

/** Words of a statute or a Code standard that a question turns on, quoted as the exam does. */
export interface Quote {
  /** e.g. "Corporations Act 2001 (Cth) s 961B(1)" or "Code of Ethics, Standard 3". */
  cite: string;
  text: string;
}

interface QuestionBase {
  /** Unique across the whole bank and stable: the question's file name, its anchor on every page. */
  id: string;
  knowledgeArea: KnowledgeArea;
  topic: Topic;
  /** The financial year whose law and figures the question is written to. */
  year: FinancialYear;
  /** A short scenario shown before the question. */
  scenario?: string;
  /** Statutory or Code words the question turns on, shown before the question. */
  quote?: Quote;
  /** At least one. Shown under the explanation and in the answer key. */
  sources: readonly Source[];
}

/** One option and why it is right or wrong (without naming any option by its letter). */
export interface Option {
  text: string;
  rationale: string;
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: "multiple-choice";
  question: string;
  /** Exactly four options, in the order written (A to D on practice pages). */
  options: readonly Option[];
  /** Index of the key in options. */
  correctAnswer: number;
  /** Shown after the options' rationales. */
  note?: string;
  marks?: number;
}

export interface WrittenPart {
  subQuestion: string;
  marks: number;
  /** The model answer, as bullet points. */
  modelAnswer: readonly string[];
}

export interface TextBasedQuestion extends QuestionBase {
  type: "text-based";
  question: string;
  /** Parts a, b, ... */
  parts: readonly WrittenPart[];
}

export type TrueFalse = "True" | "False";

export interface TrueFalseStatement {
  text: string;
  correct: TrueFalse;
  explanation: string;
}

export interface TrueFalseQuestion extends QuestionBase {
  type: "true-false-statements";
  question: string;
  /** e.g. "1 mark if all parts are correct". */
  markInfo: string;
  statements: readonly TrueFalseStatement[];
}

export type Question = MultipleChoiceQuestion | TextBasedQuestion | TrueFalseQuestion;

/** A labelled fact on a client profile. */
export interface ProfileFact {
  label: string;
  value: string;
}

/** A table of facts in a case study. */
export interface FactTable {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Columns of figures, set right-aligned. */
  numeric?: readonly number[];
}

/** A client case study's facts: what a question out of its page still needs. */
export interface CaseFacts {
  /** URL slug, e.g. "priya-and-dev" or "margaret". */
  id: string;
  /** e.g. "Priya and Dev". */
  title: string;
  /** One sentence for the practice index. */
  summary: string;
  year: FinancialYear;
  narrative: readonly string[];
  profile: readonly ProfileFact[];
  considerations: readonly string[];
  tables: readonly FactTable[];
}

interface SectionBase {
  /** Unique: "margaret", "standalone", a case study's id or "topic-<slug>". */
  id: string;
  /** The page's name, also its answer key group's title. */
  title: string;
  /** The practice page, e.g. "/margaret" or "/case-studies/priya-and-dev". */
  path: string;
  /** "PQ" numbers questions PQ1, PQ2, ...; "" numbers them 1, 2, ... */
  numberPrefix: "PQ" | "";
  /** Number of the first question (Julie & Scott continues Margaret's numbering at PQ13). */
  firstNumber: number;
  questions: readonly Question[];
}

/** A practice page's questions and how they are numbered: a case study's (with its facts), a page of standalone questions, or a topic's. */
export type PracticeSection = (SectionBase & { kind: "case-study"; caseStudy: CaseFacts }) | (SectionBase & { kind: "section" | "topic" });

/** A topic's study notes as the site shows them (the Markdown is rendered by the page). */
export interface StudyNotes {
  /** The topic's slug: "superannuation". */
  id: string;
  topic: Topic;
  year: FinancialYear;
  summary: string;
  /** The body, Markdown, with the figures for its year put in. */
  markdown: string;
  /** Words in the body, for "a 6-minute read". */
  words: number;
  sources: readonly Source[];
}

/** A case study page's facts; undefined on other pages. */
export const sectionFacts = (section: PracticeSection): CaseFacts | undefined => (section.kind === "case-study" ? section.caseStudy : undefined);
