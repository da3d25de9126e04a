/**
 * A mock-exam session: the questions drawn for it and its rules (mode, time limit, target).
 * Built once when the learner presses Start; answers live in the session reducer (state.ts).
 */
import { KNOWLEDGE_AREAS } from "~/questions/types";
import { EXAM_CONDITIONS_MINUTES_PER_QUESTION } from "./conditions";
import { filterPool, type ExamItem, type PoolEntry, type PoolFilter } from "./pool";
import { seededShuffle } from "./shuffle";
import { DEFAULT_MINUTES_PER_QUESTION, timeLimitSeconds } from "./timing";

/** Tutor: feedback after each question. Timed: a countdown and no feedback until submission. */
export type ExamMode = "tutor" | "timed";

export const DEFAULT_QUESTION_COUNT = 10;
/** The learner's own target, not the real exam's pass mark (which is a scaled score). */
export const DEFAULT_TARGET_PERCENT = 70;

export interface ExamSettings extends PoolFilter {
  /** Wanted number of questions; the session takes fewer if the pool is smaller. */
  count: number;
  mode: ExamMode;
  /** Pace for the time limit (timed mode only). */
  minutesPerQuestion: number;
  targetPercent: number;
  /** Shuffle draws a random selection in random order; otherwise the first questions in page order. */
  shuffle: boolean;
  /** Exam conditions: questions drawn in proportion to the knowledge areas of the pool. */
  byArea?: boolean;
  seed: number;
}

export interface ExamSession {
  /** Distinguishes sessions (a React key): the start time is unique enough per page. */
  id: string;
  mode: ExamMode;
  items: readonly ExamItem[];
  minutesPerQuestion: number;
  /** Null in tutor mode, which has no limit. */
  timeLimitSeconds: number | null;
  targetPercent: number;
  /** Milliseconds since the epoch. */
  startedAt: number;
  /** How it came about: from the builder, or "Retry incorrect" on an earlier session. */
  origin: "builder" | "retry";
  /** What the learner started, when it was not the builder: "Practise my mistakes" (from the study record). */
  name?: string;
  /** Questions flagged from the start ("Practise flagged" opens with its questions flagged). */
  flagged?: readonly string[];
  /** Seeds the order of each question's options. */
  seed: number;
}

/** The builder's defaults, before any section is chosen (the page chooses every section: settingsForAll). */
export const defaultSettings: ExamSettings = {
  sectionIds: [],
  excludedTopics: [],
  count: DEFAULT_QUESTION_COUNT,
  mode: "timed",
  minutesPerQuestion: DEFAULT_MINUTES_PER_QUESTION,
  targetPercent: DEFAULT_TARGET_PERCENT,
  shuffle: true,
  seed: 1,
};

/** Every section, for a default that draws on the whole bank. */
export function settingsForAll(sectionIds: readonly string[]): ExamSettings {
  return { ...defaultSettings, sectionIds };
}

/**
 * Exam conditions (src/exam/conditions.ts): the whole bank, multiple choice only, drawn in
 * proportion to the knowledge areas, timed with no feedback until submitted.
 */
export function examConditionsSettings(sectionIds: readonly string[], count: number): Omit<ExamSettings, "seed"> {
  return {
    sectionIds,
    excludedTopics: [],
    count,
    mode: "timed",
    minutesPerQuestion: EXAM_CONDITIONS_MINUTES_PER_QUESTION,
    targetPercent: DEFAULT_TARGET_PERCENT,
    shuffle: true,
    byArea: true,
    multipleChoiceOnly: true,
  };
}

/** The questions a session with these settings draws from the pool, in the order it asks them. */
export function selectEntries(entries: readonly PoolEntry[], settings: ExamSettings): PoolEntry[] {
  const pool = filterPool(entries, settings);
  const count = Math.max(0, Math.floor(settings.count));
  if (settings.byArea) return proportionalDraw(pool, count, settings.seed);
  const ordered = settings.shuffle ? seededShuffle(pool, settings.seed) : pool;
  return ordered.slice(0, count);
}

/**
 * `count` questions drawn at random with each knowledge area's share of the pool (largest
 * remainders decide the last places), in random order.
 */
export function proportionalDraw<T extends Pick<PoolEntry, "knowledgeArea">>(pool: readonly T[], count: number, seed: number): T[] {
  const take = Math.min(count, pool.length);
  const areas = KNOWLEDGE_AREAS.map(({ id }) => pool.filter((item) => item.knowledgeArea === id));
  const exact = areas.map((items) => (items.length * take) / pool.length);
  const quota = exact.map(Math.floor);
  const order = exact.map((value, i) => ({ i, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; quota.reduce((a, b) => a + b, 0) < take; k++) {
    const i = order[k % order.length]!.i;
    if (quota[i]! < areas[i]!.length) quota[i]!++;
  }
  const drawn = areas.flatMap((items, i) => seededShuffle(items, seed + i + 1).slice(0, quota[i]));
  return seededShuffle(drawn, seed);
}

/**
 * A number from a text (32-bit FNV-1a): from a question's id, so each question's options get their
 * own shuffle from one seed; from what a question asks, to see whether it changed (saved.ts).
 */
export function textHash(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** Each multiple-choice question's options in a seeded random order (the review shows the same). */
export function withOptionOrders(items: readonly ExamItem[], seed: number): ExamItem[] {
  return items.map((item) =>
    item.question.type === "multiple-choice"
      ? {
          ...item,
          order: seededShuffle(
            item.question.options.map((_, i) => i),
            (seed ^ textHash(item.question.id)) >>> 0,
          ),
        }
      : item,
  );
}

function sessionFrom(
  items: readonly ExamItem[],
  rules: Pick<ExamSession, "mode" | "minutesPerQuestion" | "targetPercent" | "origin" | "seed">,
  startedAt: number,
): ExamSession {
  return {
    id: `${rules.origin}-${startedAt}`,
    items: withOptionOrders(items, rules.seed),
    seed: rules.seed,
    mode: rules.mode,
    minutesPerQuestion: rules.minutesPerQuestion,
    targetPercent: rules.targetPercent,
    origin: rules.origin,
    timeLimitSeconds: rules.mode === "timed" ? timeLimitSeconds(items.length, rules.minutesPerQuestion) : null,
    startedAt,
  };
}

/** What the learner sees it called: "Timed mock exam", "Retry incorrect: Practice session", "Practise my mistakes: Practice session". */
export function sessionTitle({ origin, name, mode }: Pick<ExamSession, "origin" | "name" | "mode">): string {
  return `${origin === "retry" ? "Retry incorrect: " : name ? `${name}: ` : ""}${mode === "timed" ? "Timed mock exam" : "Practice session"}`;
}

/** A session of the drawn questions, loaded, in the order drawn. */
export function buildSession(items: readonly ExamItem[], settings: ExamSettings, startedAt: number): ExamSession {
  if (items.length === 0) throw new Error("A mock exam needs at least one question.");
  return sessionFrom(items, { ...settings, origin: "builder" }, startedAt);
}

/**
 * "Retry incorrect": a new session with only the given questions (those answered wrongly or left
 * unanswered), in the same order, with the same mode, pace and target.
 */
export function retrySession(previous: ExamSession, questionIds: readonly string[], startedAt: number, seed: number): ExamSession {
  const items = previous.items.filter((item) => questionIds.includes(item.question.id));
  if (items.length === 0) throw new Error("Nothing to retry: every question was answered correctly.");
  return sessionFrom(items, { ...previous, origin: "retry", seed }, startedAt);
}
