/**
 * The one schema of the question bank's data files (YAML under src/content/). Astro's content
 * collections validate every file with it at build time (src/content.config.ts), and the tests and
 * `npm run content` read the same files with the same schema (./files.ts), so a file that fails
 * fails everywhere with the same message: the file, the field and what is wrong.
 */
import { z } from "astro/zod";
import { FINANCIAL_YEARS, KNOWLEDGE_AREAS, TOPICS } from "~/questions/types";

const text = z.string().trim().min(1, "must not be empty");
/** A date written YYYY-MM-DD (Astro's YAML reader turns one into a Date: it is read back as written). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"),
);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/**
 * Who wrote or checked an item: a stable identity (lower-case words joined by hyphens), by
 * convention the batch and the role: "privacy-aml-writer", "case-audit-a-checker". The field says
 * the role; a checker's identity is never the writer's (src/content/bank.test.ts).
 */
const identity = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a stable identity: lower-case words joined by hyphens, e.g. "privacy-aml-writer"');

/** "2026-27" is accepted and written "2026–27" (an en dash), as the site shows it. */
const financialYear = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/^(\d{4})-(\d{2})$/, "$1–$2") : value),
  z.enum(FINANCIAL_YEARS, { error: `must be one of ${FINANCIAL_YEARS.join(", ")}` }),
);
const knowledgeArea = z.enum(KNOWLEDGE_AREAS.map((area) => area.id) as [string, ...string[]], {
  error: `must be one of ${KNOWLEDGE_AREAS.map((area) => area.id).join(", ")}`,
}) as z.ZodType<(typeof KNOWLEDGE_AREAS)[number]["id"]>;
const topic = z.enum(TOPICS, { error: "must be one of the topics in src/questions/types.ts (TOPICS), spelt exactly" });

/** A source document, kept once in src/content/sources.yaml and cited by its id. */
export const sourceSchema = z.strictObject({
  /** What the document is: "Corporations Act 2001 (Cth) Part 7.7A (ATO legal database)". */
  title: text,
  /** Where a learner can open it. */
  url: z.url({ protocol: /^https$/, error: "must be an https address" }),
});

/** A question cites a source by id, optionally with the part it relies on: "s 961B(2)", "Standard 5". */
export const sourceRefSchema = z.union([slug, z.strictObject({ id: slug, at: text })]);

/** Words of a statute or Code standard that the question turns on, quoted as the exam does. */
const quoteSchema = z.strictObject({ cite: text, text });

/** The Code of Ethics' five values (its values clause). */
export const CODE_VALUES = ["trustworthiness", "competence", "honesty", "fairness", "diligence"] as const;

/** Biases and heuristics of behavioural finance a question can turn on. */
export const BIASES = [
  "anchoring",
  "availability",
  "confirmation",
  "disposition effect",
  "endowment",
  "familiarity",
  "framing",
  "herding",
  "hindsight",
  "home bias",
  "loss aversion",
  "mental accounting",
  "overconfidence",
  "present bias",
  "recency",
  "regret aversion",
  "representativeness",
  "status quo",
  "sunk cost",
] as const;

const verdict = z.enum(["pending", "fault", "confirmed"]);

/** One earlier check of the question: a fault found (and since fixed), kept as the record. */
const pastCheckSchema = z.strictObject({
  verdict,
  checker: identity,
  checked: isoDate,
  note: text,
});

/**
 * The independent check of a question. `confirmed` is only valid with who checked it, when, the
 * date the law was checked as current to, and the hash of the text checked (`npm run content --
 * review` writes it); the build refuses a question whose text no longer has that hash.
 */
export const reviewSchema = z
  .strictObject({
    verdict,
    /** The checker's stable identity, e.g. "build-tax-ss-checker": never the writer's. */
    checker: identity.optional(),
    checked: isoDate.optional(),
    lawCurrentTo: isoDate.optional(),
    hash: z
      .string()
      .regex(/^[0-9a-f]{16}$/, "must be the 16 hex digits `npm run content -- review` writes")
      .optional(),
    /** The long evidence: a Markdown file under src/content/reviews/ that has a row for this question. */
    evidence: z
      .string()
      .regex(/^reviews\/[a-z0-9-]+\.md$/, "must name a file as reviews/<name>.md")
      .optional(),
    /** What the checker found, in a sentence (required with a fault). */
    note: text.optional(),
    history: z.array(pastCheckSchema).optional(),
  })
  .superRefine((review, ctx) => {
    if (review.verdict === "pending") return;
    for (const field of ["checker", "checked", "lawCurrentTo", "hash"] as const) {
      if (!review[field]) ctx.addIssue({ code: "custom", path: [field], message: `is required when the verdict is ${review.verdict}` });
    }
    if (review.verdict === "fault" && !review.note) ctx.addIssue({ code: "custom", path: ["note"], message: "must say what is wrong" });
  });

const questionBase = {
  knowledgeArea,
  topic,
  /** The financial year whose law and figures the question is written to. */
  year: financialYear,
  /** The writer's stable identity, e.g. "privacy-aml-writer". */
  writer: identity,
  /** A short scenario shown before the question. */
  scenario: text.optional(),
  quote: quoteSchema.optional(),
  sources: z.array(sourceRefSchema).min(1, "needs at least one source"),
  /** The Code of Ethics standard the question turns on (its point), if any. */
  standard: z.number().int().min(1).max(12).optional(),
  /** The Code value the question turns on, if any. */
  value: z.enum(CODE_VALUES, { error: `must be one of ${CODE_VALUES.join(", ")}` }).optional(),
  /** The bias the question applies to a client's words or choices, if any. */
  bias: z.enum(BIASES, { error: `must be one of the BIASES in src/content/schema.ts` }).optional(),
  review: reviewSchema,
};

const optionSchema = z.strictObject({
  /** The option as the learner reads it. */
  text,
  /**
   * Why it is right (for the key) or wrong (for the others), without naming any option by its
   * letter: the explanation is composed from the rationales with the letters of the order shown.
   * The key's reads after "C is right: ", another's after "A is wrong because ".
   */
  rationale: text,
});

export const multipleChoiceSchema = z.strictObject({
  type: z.literal("multiple-choice"),
  ...questionBase,
  question: text,
  options: z.array(optionSchema).length(4, "must have exactly four options"),
  /** The key: the letter of the right option in the order written here. */
  answer: z.enum(["A", "B", "C", "D"], { error: "must be A, B, C or D" }),
  /** Shown after the options' rationales: what applies in a later year, or a caution. */
  note: text.optional(),
  marks: z.number().int().positive().optional(),
});

export const trueFalseSchema = z.strictObject({
  type: z.literal("true-false-statements"),
  ...questionBase,
  question: text,
  /** e.g. "1 mark if all parts are correct". */
  markInfo: text,
  statements: z.array(z.strictObject({ text, correct: z.enum(["True", "False"]), explanation: text })).min(2),
});

export const writtenSchema = z.strictObject({
  type: z.literal("text-based"),
  ...questionBase,
  question: text,
  parts: z.array(z.strictObject({ subQuestion: text, marks: z.number().int().positive(), modelAnswer: z.array(text).min(1) })).min(1),
});

/** Every question file: one of the three kinds. */
export const questionSchema = z.discriminatedUnion("type", [multipleChoiceSchema, trueFalseSchema, writtenSchema]);

/** How a page numbers its questions: PQ1, PQ2, ... or 1, 2, ... */
const numberingSchema = z.strictObject({
  prefix: z.enum(["PQ", ""]),
  first: z.number().int().positive(),
});

const tableSchema = z
  .strictObject({
    caption: text,
    columns: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
    /** Columns (from 0) of figures, set right-aligned. */
    numeric: z.array(z.number().int().nonnegative()).optional(),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, i) => {
      if (row.length !== table.columns.length)
        ctx.addIssue({ code: "custom", path: ["rows", i], message: `has ${row.length} cells for ${table.columns.length} columns` });
    });
  });

/** The typed facts behind a stated Age Pension: assessable assets and income (src/content/means-test.ts). */
const agePensionSchema = z.strictObject({
  claim: z.enum(["full", "part", "nil"]),
  couple: z.boolean(),
  homeowner: z.boolean(),
  assets: z.array(z.strictObject({ item: text, value: z.number().nonnegative(), deemed: z.boolean().optional() })).min(1),
  income: z.array(z.strictObject({ item: text, perYear: z.number().nonnegative(), workBonus: z.boolean().optional() })).optional(),
});

/**
 * The words of one of the original pages (Margaret, Julie & Scott, Standalone Scenarios, General
 * Questions): the pages listed in the navigation, in `order`. Other pages' words are composed from
 * their data (src/content/bank.ts).
 */
const originalPageSchema = z.strictObject({
  /** Its place in the navigation, from 1. */
  order: z.number().int().positive(),
  /** Its name in the navigation and the practice lists, where not its title. */
  navLabel: text.optional(),
  heading: text,
  /** The page's meta description. */
  description: text,
  /** The paragraph under the heading. */
  intro: text,
  /** Show the intro in a card headed "About this section" rather than under the heading. */
  introCard: z.boolean().optional(),
  /** One line for the practice index and the home page. */
  summary: text,
});

/** A client case study: the facts, then its questions in order. */
export const caseStudySchema = z
  .strictObject({
    /** e.g. "Priya and Dev", or "Margaret". */
    title: text,
    /** One sentence for the practice index. */
    summary: text,
    year: financialYear,
    /** Its practice page; by default /case-studies/<id> (an original page sets its own). */
    path: z
      .string()
      .regex(/^\/[a-z0-9/-]+$/)
      .optional(),
    /** Set on an original page: its place in the navigation and its words. */
    page: originalPageSchema.optional(),
    /** Numbering of its questions; by default 1, 2, ... */
    numbering: numberingSchema.optional(),
    /** The scenario, a paragraph an entry. */
    narrative: z.array(text).optional(),
    /** Labelled facts: Age, Home, ... */
    profile: z.array(z.strictObject({ label: text, value: text })).optional(),
    /** Points the adviser must weigh, shown as a list. */
    considerations: z.array(text).optional(),
    tables: z.array(tableSchema).optional(),
    /** The date the case is as at (the meeting): ages and whole years in its text are computed at it. */
    asAt: isoDate.optional(),
    /** The people whose ages the text computes, by the key its placeholders use: {{age:rosa}}. */
    people: z.record(slug, z.strictObject({ name: text, born: isoDate })).optional(),
    /** An Age Pension the case states (full, part or nil), with the assessable facts it rests on; a test works it out. */
    agePension: agePensionSchema.optional(),
    /** Its questions' ids, in the order of the page. */
    questions: z.array(slug).min(1),
    /** The check of the case study as a whole: ages, dates, balances and entitlements agree, and the law is current. */
    review: reviewSchema,
  })
  .refine((c) => (c.narrative?.length ?? 0) + (c.profile?.length ?? 0) + (c.tables?.length ?? 0) > 0, {
    message: "needs its facts: a narrative, a profile or a table",
  });

/** A page of standalone questions in a fixed order (Standalone Scenarios, General Questions). */
export const sectionSchema = z.strictObject({
  title: text,
  path: z.string().regex(/^\/[a-z0-9/-]+$/),
  page: originalPageSchema,
  numbering: numberingSchema,
  questions: z.array(slug).min(1),
});

/**
 * A topic's study notes: Markdown under src/content/notes/<topic-slug>.md, this front matter
 * first. The body uses the same figure placeholders as questions, for the notes' year.
 */
export const noteSchema = z.strictObject({
  topic,
  /** The financial year whose law and figures the notes are written to. */
  year: financialYear,
  writer: identity,
  /** One sentence: what the notes cover. */
  summary: text,
  sources: z.array(sourceRefSchema).min(2, "needs at least two sources a learner can open"),
  review: reviewSchema,
});

export type SourceEntry = z.infer<typeof sourceSchema>;
export type NoteEntry = z.infer<typeof noteSchema>;
export type SourceRef = z.infer<typeof sourceRefSchema>;
export type QuestionEntry = z.infer<typeof questionSchema>;
export type CaseStudyEntry = z.infer<typeof caseStudySchema>;
export type SectionEntry = z.infer<typeof sectionSchema>;
export type OriginalPageEntry = z.infer<typeof originalPageSchema>;

/** The raw bank: every file's data, by id (the file's name without .yaml). */
export interface BankFiles {
  questions: Readonly<Record<string, QuestionEntry>>;
  /** Study notes by id (the topic's slug): front matter and Markdown body. */
  notes?: Readonly<Record<string, { data: NoteEntry; body: string }>>;
  caseStudies: Readonly<Record<string, CaseStudyEntry>>;
  sections: Readonly<Record<string, SectionEntry>>;
  sources: Readonly<Record<string, SourceEntry>>;
}
