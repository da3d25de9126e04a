/**
 * What /progress shows, derived from the record and the bank's outline (its multiple-choice
 * questions, with their knowledge area and topic); never stored. A question's standing is its last
 * attempt: answered or not yet seen, right or wrong. The areas and topics come with the outline
 * (the page passes them), so this code never loads the bank's lists itself.
 */
import type { PoolEntry } from "~/exam/pool";
import { lastAttempts } from "./last-attempt";
import type { PractiseKind } from "./practise";
import type { Attempt, Flag, StudyRecord } from "./record";
import { cardsFrom, dueBy } from "./schedule";

/** A multiple-choice question of the bank, as much as the statistics need. */
export type OutlineEntry = Pick<PoolEntry, "id" | "topic" | "knowledgeArea">;

export interface Standing {
  /** The area's id or the topic's name. */
  key: string;
  title: string;
  questions: number;
  /** Questions answered at least once. */
  answered: number;
  unseen: number;
  /** Answered questions whose last answer was right. */
  correct: number;
  /** correct ÷ answered as a whole percentage, or null when nothing is answered. */
  percent: number | null;
}

function standing(key: string, title: string, ids: readonly string[], last: ReadonlyMap<string, Attempt>): Standing {
  const answered = ids.filter((id) => last.has(id));
  const correct = answered.filter((id) => last.get(id)!.correct).length;
  return {
    key,
    title,
    questions: ids.length,
    answered: answered.length,
    unseen: ids.length - answered.length,
    correct,
    percent: answered.length === 0 ? null : Math.round((correct / answered.length) * 100),
  };
}

/** The weakest first: the lowest share right (exactly, not rounded), then the most answered; nothing answered last. */
function weakestFirst(rows: Standing[]): Standing[] {
  const share = (s: Standing) => (s.answered === 0 ? Number.POSITIVE_INFINITY : s.correct / s.answered);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => share(a.row) - share(b.row) || b.row.answered - a.row.answered || a.index - b.index)
    .map(({ row }) => row);
}

/** The knowledge areas, in the Exams Standard's order (KNOWLEDGE_AREAS). */
export type AreaList = readonly { readonly id: OutlineEntry["knowledgeArea"]; readonly title: string }[];

export function byArea(outline: readonly OutlineEntry[], attempts: readonly Attempt[], areas: AreaList): Standing[] {
  const last = lastAttempts(attempts);
  return weakestFirst(
    areas.flatMap(({ id, title }) => {
      const ids = outline.filter((entry) => entry.knowledgeArea === id).map((entry) => entry.id);
      return ids.length ? [standing(id, title, ids, last)] : [];
    }),
  );
}

/** `topics`: in the bank's order (TOPICS). */
export function byTopic(outline: readonly OutlineEntry[], attempts: readonly Attempt[], topics: readonly string[]): Standing[] {
  const last = lastAttempts(attempts);
  return weakestFirst(
    topics.flatMap((topic) => {
      const ids = outline.filter((entry) => entry.topic === topic).map((entry) => entry.id);
      return ids.length ? [standing(topic, topic, ids, last)] : [];
    }),
  );
}

export function overall(outline: readonly OutlineEntry[], attempts: readonly Attempt[]): Standing {
  return standing(
    "all",
    "All questions",
    outline.map((entry) => entry.id),
    lastAttempts(attempts),
  );
}

/** Questions whose last answer was wrong, the most recent first ("Practise my mistakes"). */
export function mistakeIds(outline: readonly OutlineEntry[], attempts: readonly Attempt[]): string[] {
  const known = new Set(outline.map((entry) => entry.id));
  return [...lastAttempts(attempts).values()]
    .filter((attempt) => !attempt.correct && known.has(attempt.questionId))
    .sort((a, b) => b.at - a.at)
    .map((attempt) => attempt.questionId);
}

/** Questions flagged now, in the bank's order ("Practise flagged"). */
export function flaggedInBank(outline: readonly OutlineEntry[], flags: readonly Flag[]): string[] {
  const flagged = new Set(flags.filter((flag) => flag.flagged).map((flag) => flag.questionId));
  return outline.filter((entry) => flagged.has(entry.id)).map((entry) => entry.id);
}

/** Questions never answered, in the bank's order ("Practise unseen"). */
export function unseenIds(outline: readonly OutlineEntry[], attempts: readonly Attempt[]): string[] {
  const seen = new Set(attempts.map((attempt) => attempt.questionId));
  return outline.filter((entry) => !seen.has(entry.id)).map((entry) => entry.id);
}

export type PeriodUnit = "day" | "week" | "month";

export interface Period {
  /** The period's first moment, local time. */
  start: number;
  label: string;
  attempts: number;
  correct: number;
  percent: number;
}

const DAY = 86_400_000;

function startOf(time: number, unit: PeriodUnit): Date {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  if (unit === "week") date.setDate(date.getDate() - ((date.getDay() + 6) % 7)); // Monday
  if (unit === "month") date.setDate(1);
  return date;
}

const dayLabel = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short" });
const monthLabel = new Intl.DateTimeFormat("en-AU", { month: "short", year: "numeric" });

/**
 * Share of answers right per day, week or month (whichever keeps the periods few), for the periods
 * with answers, oldest first. Every attempt counts, not only each question's last.
 */
export function accuracyOverTime(attempts: readonly Attempt[]): { unit: PeriodUnit; periods: Period[] } {
  if (attempts.length === 0) return { unit: "day", periods: [] };
  const times = attempts.map((a) => a.at);
  const span = Math.max(...times) - Math.min(...times);
  const unit: PeriodUnit = span <= 14 * DAY ? "day" : span <= 26 * 7 * DAY ? "week" : "month";
  const periods = new Map<number, Period>();
  for (const attempt of attempts) {
    const start = startOf(attempt.at, unit);
    const key = start.getTime();
    const period = periods.get(key) ?? {
      start: key,
      label: unit === "month" ? monthLabel.format(start) : unit === "week" ? `Week of ${dayLabel.format(start)}` : dayLabel.format(start),
      attempts: 0,
      correct: 0,
      percent: 0,
    };
    period.attempts++;
    if (attempt.correct) period.correct++;
    period.percent = Math.round((period.correct / period.attempts) * 100);
    periods.set(key, period);
  }
  return { unit, periods: [...periods.values()].sort((a, b) => a.start - b.start) };
}

/** A calendar day ("2027-02-15") as local midnight. */
export function localDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

export interface StudyPlan {
  /** Whole days from today to the exam day (0 on the day, negative after). */
  daysLeft: number;
  /** Questions to cover: the unseen, and the reviews due by the exam day. */
  toCover: number;
  /** A day, from today to the day before the exam, to cover them; null once the day has come. */
  perDay: number | null;
}

export function studyPlan(examDay: string, now: number, unseen: number, dueByExam: number): StudyPlan {
  const today = startOf(now, "day");
  const daysLeft = Math.round((localDay(examDay).getTime() - today.getTime()) / DAY);
  const toCover = unseen + dueByExam;
  return { daysLeft, toCover, perDay: daysLeft > 0 ? Math.ceil(toCover / daysLeft) : null };
}

/** Each practice session's questions, in the order a session takes them. */
export function practiseLists(outline: readonly OutlineEntry[], record: Pick<StudyRecord, "attempts" | "flags">, now: number): Record<PractiseKind, string[]> {
  const known = new Set(outline.map((entry) => entry.id));
  return {
    mistakes: mistakeIds(outline, record.attempts),
    flagged: flaggedInBank(outline, record.flags),
    unseen: unseenIds(outline, record.attempts),
    due: dueBy(cardsFrom(record.attempts), now).filter((id) => known.has(id)),
  };
}
