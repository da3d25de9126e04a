/**
 * A mock exam in progress as the tab keeps it, so a reload or a crash does not lose it
 * (src/features/exam/saved-exam.ts keeps the text in sessionStorage; docs/decisions/0012-exam-resume.md
 * says why there). Kept: the questions drawn (ids, in the order asked), each one's option order and
 * a fingerprint of what it asks, the session's rules and start time, and the learner's work
 * (answers, flags, struck-out options, the question on screen). Not the questions themselves:
 * resuming loads them again, and refuses the exam if one no longer fits (the bank changed since).
 * Time left is not kept: it is the deadline (start plus limit) minus now, so the clock counts the
 * time away.
 */
import { statementKey } from "~/answering/answer-state";
import type { AutoMarkedQuestion, ExamItem } from "./pool";
import { sessionTitle, textHash, type ExamSession } from "./session";
import type { ExamState } from "./state";
import { deadlineOf, isTimeUp, secondsLeft } from "./timing";

/** Raised when what is kept changes shape; an exam kept by another version is refused, never misread. */
export const SAVED_EXAM_VERSION = 1;

export interface SavedItem {
  id: string;
  /** Its answer keys: 1 for multiple choice, one a statement for a true/false set. */
  parts: number;
  /** The order its options are shown in (indexes as written); multiple choice only. */
  order?: readonly number[];
  /** What it asks, hashed (fingerprint): an edited question cannot take the answers kept for it. */
  asks: string;
}

type Rules = Pick<ExamSession, "id" | "mode" | "minutesPerQuestion" | "timeLimitSeconds" | "targetPercent" | "startedAt" | "origin" | "name" | "seed">;

export interface SavedExam {
  version: typeof SAVED_EXAM_VERSION;
  session: Rules & { items: readonly SavedItem[] };
  state: Pick<ExamState, "answers" | "flagged" | "struck" | "current">;
}

/** What a question asks, as a short hash of its stem and its options' or statements' words. */
export function fingerprint(question: AutoMarkedQuestion): string {
  const parts = question.type === "multiple-choice" ? question.options.map((o) => o.text) : question.statements.map((s) => s.text);
  return textHash(JSON.stringify([question.question, ...parts])).toString(36);
}

/** The exam as kept: a session in progress and the learner's work in it. */
export function savedExam(session: ExamSession, state: ExamState): SavedExam {
  const { id, mode, minutesPerQuestion, timeLimitSeconds, targetPercent, startedAt, origin, name, seed } = session;
  return {
    version: SAVED_EXAM_VERSION,
    session: {
      id,
      mode,
      minutesPerQuestion,
      timeLimitSeconds,
      targetPercent,
      startedAt,
      origin,
      ...(name === undefined ? {} : { name }),
      seed,
      items: session.items.map(({ question, order }) => ({
        id: question.id,
        parts: question.type === "multiple-choice" ? 1 : question.statements.length,
        ...(order ? { order } : {}),
        asks: fingerprint(question),
      })),
    },
    state: { answers: state.answers, flagged: state.flagged, struck: state.struck, current: state.current },
  };
}

export function serialiseExam(session: ExamSession, state: ExamState): string {
  return JSON.stringify(savedExam(session, state));
}

// What a parsed text must be. JSON.parse gives plain data; every field is checked before use.
type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, below: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < below;
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

function isItem(value: unknown): value is SavedItem {
  if (!isData(value)) return false;
  const { id, parts, order, asks } = value;
  if (typeof id !== "string" || id === "" || typeof asks !== "string" || !isIndex(parts, 100) || parts < 1) return false;
  if (order === undefined) return true;
  return parts === 1 && Array.isArray(order) && order.length > 1 && order.every((o) => isIndex(o, order.length)) && distinct(order);
}

function isRules(s: Data): boolean {
  const timed = s.mode === "timed";
  return (
    typeof s.id === "string" &&
    (timed || s.mode === "tutor") &&
    isAmount(s.minutesPerQuestion) &&
    (timed ? isAmount(s.timeLimitSeconds) : s.timeLimitSeconds === null) &&
    isAmount(s.targetPercent) &&
    s.targetPercent <= 100 &&
    isAmount(s.startedAt) &&
    (s.origin === "builder" || s.origin === "retry") &&
    (s.name === undefined || typeof s.name === "string") &&
    Number.isInteger(s.seed)
  );
}

/** The learner's work fits the questions kept: every answer, flag and strike names one of them. */
function isWork(state: Data, items: readonly SavedItem[]): boolean {
  const options = new Map<string, number>();
  for (const item of items) {
    if (item.order) options.set(item.id, item.order.length);
    else for (let i = 0; i < item.parts; i++) options.set(statementKey(item.id, i), 2);
  }
  const ids = new Set(items.map((item) => item.id));
  const { answers, flagged, struck, current } = state;
  if (!isData(answers) || !isData(struck) || !Array.isArray(flagged) || !isIndex(current, items.length)) return false;
  const answersFit = Object.entries(answers).every(
    ([key, answer]) => options.has(key) && isData(answer) && isIndex(answer.selected, options.get(key)!) && typeof answer.explanationShown === "boolean",
  );
  const flagsFit = flagged.every((id) => typeof id === "string" && ids.has(id)) && distinct(flagged);
  const strikesFit = Object.entries(struck).every(([id, struckOut]) => {
    const count = items.find((item) => item.id === id)?.order?.length;
    const chosen = (answers[id] as Data | undefined)?.selected;
    return (
      count !== undefined &&
      Array.isArray(struckOut) &&
      struckOut.length > 0 &&
      distinct(struckOut) &&
      struckOut.every((o) => isIndex(o, count) && o !== chosen)
    );
  });
  return answersFit && flagsFit && strikesFit;
}

/** A kept exam from its text; null for anything that is not one (damaged, another version, work that fits none of its questions). */
export function parseSavedExam(text: string): SavedExam | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isData(data) || data.version !== SAVED_EXAM_VERSION || !isData(data.session) || !isData(data.state)) return null;
  const { items } = data.session;
  if (!isRules(data.session) || !Array.isArray(items) || items.length === 0 || !items.every(isItem) || !distinct(items.map((item) => item.id))) return null;
  return isWork(data.state, items) ? (data as unknown as SavedExam) : null;
}

/** The deadline of a kept timed exam; null in tutor mode. */
function deadlineOfSaved({ session }: SavedExam): number | null {
  return session.timeLimitSeconds === null ? null : deadlineOf(session.startedAt, session.timeLimitSeconds);
}

export interface SavedSummary {
  /** "Timed mock exam", "Retry incorrect: Practice session". */
  title: string;
  /** The question on screen, from 1. */
  current: number;
  total: number;
  /** Questions fully answered (every statement of a true/false set). */
  answered: number;
  /** Null without a time limit; 0 once its time is up. */
  secondsLeft: number | null;
}

/** What a kept exam is, for the offer to resume it, without loading its questions. */
export function summarise(saved: SavedExam, now: number): SavedSummary {
  const { session, state } = saved;
  const deadline = deadlineOfSaved(saved);
  const answered = session.items.filter((item) =>
    item.order
      ? state.answers[item.id] !== undefined
      : Array.from({ length: item.parts }, (_, i) => statementKey(item.id, i)).every((key) => state.answers[key] !== undefined),
  ).length;
  return {
    title: sessionTitle(session),
    current: state.current + 1,
    total: session.items.length,
    answered,
    secondsLeft: deadline === null ? null : secondsLeft(deadline, now),
  };
}

export interface ResumedExam {
  session: ExamSession;
  state: ExamState;
  /** Its time ran out while the learner was away: it is submitted as it stood at the deadline. */
  endedWhileAway: boolean;
}

/**
 * The session and the learner's work again, on the questions as loaded now (`items`, in the kept
 * order). Null if any of them no longer fits: another question, edited words, or another number
 * of options or statements.
 */
export function resumeExam(saved: SavedExam, items: readonly ExamItem[], now: number): ResumedExam | null {
  const { items: kept, ...rules } = saved.session;
  if (items.length !== kept.length) return null;
  const fits = kept.every((k, i) => {
    const question = items[i]?.question;
    if (!question || question.id !== k.id || fingerprint(question) !== k.asks) return false;
    return question.type === "multiple-choice" ? k.order?.length === question.options.length : k.order === undefined && k.parts === question.statements.length;
  });
  if (!fits) return null;
  const session: ExamSession = { ...rules, items: items.map((item, i) => ({ ...item, ...(kept[i]?.order ? { order: kept[i].order } : {}) })) };
  const deadline = deadlineOfSaved(saved);
  const endedWhileAway = deadline !== null && isTimeUp(deadline, now);
  const state: ExamState = {
    mode: rules.mode,
    questionCount: items.length,
    ...saved.state,
    submittedAt: endedWhileAway ? deadline : null,
    endedBy: endedWhileAway ? "time" : null,
  };
  return { session, state, endedWhileAway };
}
