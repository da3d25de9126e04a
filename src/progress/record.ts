/**
 * The study record (docs/product.md, departure 4): what a learner who turns on "Keep my progress on
 * this device" keeps in their own browser. Plain data: the attempts, the flags, the mock exams
 * finished, each question's spaced-repetition card and an optional exam date. Nothing here is ever
 * sent anywhere; the file a learner exports is this, with a header that says whose it is.
 *
 * These are the types; `schema.ts` checks a file against them (Zod, loaded only to import one).
 */
import type { KnowledgeArea } from "~/questions/types";

/**
 * The exam's knowledge areas, as ids (KNOWLEDGE_AREAS in src/questions/types.ts; a test checks they
 * agree). Written out so the record's code never loads the bank's lists.
 */
export const AREA_IDS = ["regulatory", "ethics", "construction"] as const satisfies readonly KnowledgeArea[];

/** The shape's version. Raise it with a step in `migrate.ts` whenever the shape changes. */
export const RECORD_VERSION = 1;

/** Where an answer was given: a practice page (its path) or the mock exam (its mode). */
export type Where = { readonly kind: "page"; readonly path: string } | { readonly kind: "exam"; readonly mode: "timed" | "tutor" };

/** One answer to one multiple-choice question. Attempts are never changed, only added. */
export interface Attempt {
  /** Unique (a random UUID): importing a file is a union of attempts by id. */
  readonly id: string;
  readonly questionId: string;
  /** The option chosen, as written (0 to 3), whatever order the options were shown in. */
  readonly option: number;
  readonly correct: boolean;
  /** Milliseconds since the epoch. */
  readonly at: number;
  readonly where: Where;
}

/** A question's flag as last set (unflagging is kept too, so the latest choice wins a merge). */
export interface Flag {
  readonly questionId: string;
  readonly flagged: boolean;
  readonly at: number;
}

export interface AreaScore {
  readonly area: KnowledgeArea;
  readonly correct: number;
  readonly total: number;
}

/** A finished mock exam session: its score overall and by knowledge area. */
export interface ExamRecord {
  readonly id: string;
  /** When it was finished. */
  readonly at: number;
  readonly mode: "timed" | "tutor";
  /** How it was started, e.g. "Practise my mistakes" (none for the builder). */
  readonly name?: string | undefined;
  readonly correct: number;
  readonly total: number;
  readonly byArea: readonly AreaScore[];
}

/**
 * A question's spaced-repetition card (ts-fsrs), as the scheduler left it after replaying the
 * question's attempts in order (`schedule.ts`). Rebuilt from the attempts whenever they change,
 * so it never disagrees with them; kept so a file carries the schedule.
 */
export interface CardState {
  readonly questionId: string;
  readonly due: number;
  readonly stability: number;
  readonly difficulty: number;
  readonly scheduledDays: number;
  readonly learningSteps: number;
  readonly reps: number;
  readonly lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  readonly state: 0 | 1 | 2 | 3;
  readonly lastReview: number | null;
}

/** The learner's exam date (a calendar day, "2027-02-15"), or null once removed; the latest setting wins a merge. */
export interface ExamDate {
  readonly date: string | null;
  readonly at: number;
}

export interface StudyRecord {
  readonly version: typeof RECORD_VERSION;
  readonly attempts: readonly Attempt[];
  readonly flags: readonly Flag[];
  readonly exams: readonly ExamRecord[];
  readonly cards: readonly CardState[];
  readonly examDate: ExamDate | null;
}

export function emptyRecord(): StudyRecord {
  return { version: RECORD_VERSION, attempts: [], flags: [], exams: [], cards: [], examDate: null };
}

const byAtThenId = (a: { at: number; id: string }, b: { at: number; id: string }) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byQuestion = (a: { questionId: string }, b: { questionId: string }) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0);

/** The record in its one canonical order (attempts and exams by time, the rest by question), so equal records compare equal. */
export function normalise(record: StudyRecord): StudyRecord {
  return {
    version: RECORD_VERSION,
    attempts: [...record.attempts].sort(byAtThenId),
    flags: [...record.flags].sort(byQuestion),
    exams: [...record.exams].sort(byAtThenId),
    cards: [...record.cards].sort(byQuestion),
    examDate: record.examDate,
  };
}
