/**
 * The question bank's schema. Content files are plain data checked against these types;
 * every page, card and the answer key read from them.
 */

export const TOPICS = [
  "Code of Ethics",
  "Corporations Act",
  "Superannuation",
  "Tax",
  "Aged care and social security",
  "Estate planning",
  "Insurance",
  "Behavioural finance",
] as const;

export type Topic = (typeof TOPICS)[number];

/** Where a fact comes from: an act and section, a Code of Ethics standard, or a page title. */
export interface Source {
  /** e.g. "Corporations Act 2001 (Cth) s 961B" or the ATO page's title. */
  title: string;
  /** Publisher's page, when there is a stable one. */
  url?: string;
}

interface QuestionBase {
  /** Unique across the whole bank, e.g. "margaret-pq1", "general-3". */
  id: string;
  topic: Topic;
  /** At least one. Shown under the explanation and in the answer key. */
  sources: readonly Source[];
}

export interface MultipleChoiceQuestion extends QuestionBase {
  type: "multiple-choice";
  question: string;
  /** Exactly four options, lettered A to D in the UI. */
  options: readonly string[];
  /** Index into options. */
  correctAnswer: number;
  /** Why the answer is right and why each other option is wrong. */
  explanation: string;
  marks?: number;
}

export interface WrittenPart {
  subQuestion: string;
  marks: number;
  /** The model answer, as bullet points. */
  explanation: readonly string[];
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

/** A practice page's questions and how they are numbered. */
export interface PracticeSection {
  id: "margaret" | "julie-scott" | "standalone" | "general";
  /** The navigation label, also the answer key group's title. */
  title: string;
  /** "PQ" numbers questions PQ1, PQ2, ...; "" numbers them 1, 2, ... */
  numberPrefix: "PQ" | "";
  /** Number of the first question (Julie & Scott continues Margaret's numbering at PQ13). */
  firstNumber: number;
  questions: readonly Question[];
}

/** Row of the Julie & Scott personal and financial information table. */
export interface ProfileRow {
  category: string;
  julie: string;
  scott: string;
}

/** Row of the Julie & Scott assets and liabilities table. */
export interface AssetRow {
  name: string;
  owner: string;
  /** Dollars; a liability is negative. */
  value: number;
  notes: string;
}

/** A labelled fact on a client profile card. */
export interface ProfileFact {
  label: string;
  value: string;
}
