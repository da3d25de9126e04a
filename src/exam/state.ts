/**
 * The session reducer: answers, flags, struck-out options, the current question and submission. Answers go through
 * the practice pages' pageReducer (src/answering/answer-state.ts), so a session answers exactly like a
 * page does. In tutor mode an answer locks, as on the practice pages; in timed mode the learner
 * may change or clear an answer until the exam is submitted, as in the real exam. A struck-out
 * option (src/answering/strike-state.ts) is restored before it can be chosen, and the chosen option
 * cannot be struck out; strikes never count as answers. After submission nothing changes.
 */
import { answerFor, isAnswered, noAnswers, pageReducer, type PageAnswers } from "~/answering/answer-state";
import { answerKeys } from "~/answering/scoring";
import { isStruck, noStrikes, toggleStrike, type Struck } from "~/answering/strike-state";
import type { ExamItem } from "./pool";
import type { ExamMode, ExamSession } from "./session";

export type EndedBy = "learner" | "time";

export interface ExamState {
  mode: ExamMode;
  questionCount: number;
  answers: PageAnswers;
  /** Question ids flagged for review. */
  flagged: readonly string[];
  /** Multiple-choice options struck out, by question id. */
  struck: Struck;
  /** Index of the question on screen. */
  current: number;
  /** Milliseconds since the epoch; null while in progress. */
  submittedAt: number | null;
  endedBy: EndedBy | null;
}

export type ExamAction =
  | { type: "choose"; key: string; option: number }
  | { type: "clear"; keys: readonly string[] }
  | { type: "toggleExplanation"; key: string }
  | { type: "toggleFlag"; questionId: string }
  | { type: "strike"; questionId: string; option: number }
  | { type: "goTo"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "submit"; at: number; endedBy: EndedBy };

export function initialExamState(session: ExamSession): ExamState {
  return {
    mode: session.mode,
    questionCount: session.items.length,
    answers: noAnswers,
    flagged: session.flagged ?? [],
    struck: noStrikes,
    current: 0,
    submittedAt: null,
    endedBy: null,
  };
}

export function isSubmitted(state: ExamState): boolean {
  return state.submittedAt !== null;
}

function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, Math.floor(index)), Math.max(0, count - 1));
}

function withAnswers(state: ExamState, answers: PageAnswers): ExamState {
  return answers === state.answers ? state : { ...state, answers };
}

export function examReducer(state: ExamState, action: ExamAction): ExamState {
  switch (action.type) {
    case "goTo":
      return { ...state, current: clampIndex(action.index, state.questionCount) };
    case "next":
      return { ...state, current: clampIndex(state.current + 1, state.questionCount) };
    case "previous":
      return { ...state, current: clampIndex(state.current - 1, state.questionCount) };
    default:
      break;
  }
  // Everything below changes the learner's work, which is final once submitted.
  if (isSubmitted(state)) return state;
  switch (action.type) {
    case "choose": {
      if (isStruck(state.struck, action.key, action.option)) return state;
      const before = answerFor(state.answers, action.key);
      if (state.mode === "tutor" || !isAnswered(before)) {
        return withAnswers(state, pageReducer(state.answers, { type: "select", key: action.key, option: action.option }));
      }
      if (before.selected === action.option) return state;
      // Timed: changing an answer is reset then select on the same reducer.
      const cleared = pageReducer(state.answers, { type: "reset", key: action.key });
      return withAnswers(state, pageReducer(cleared, { type: "select", key: action.key, option: action.option }));
    }
    case "clear":
      if (state.mode === "tutor") return state; // tutor answers lock, as on the practice pages
      return withAnswers(state, pageReducer(state.answers, { type: "resetMany", keys: action.keys }));
    case "toggleExplanation":
      if (state.mode === "timed") return state; // no feedback until submission
      return withAnswers(state, pageReducer(state.answers, { type: "toggleExplanation", key: action.key }));
    case "toggleFlag": {
      const flagged = state.flagged.includes(action.questionId)
        ? state.flagged.filter((id) => id !== action.questionId)
        : [...state.flagged, action.questionId];
      return { ...state, flagged };
    }
    case "strike": {
      const answer = answerFor(state.answers, action.questionId);
      // The learner's answer is never struck out (clear it first), and a tutor answer is final.
      if (answer.selected === action.option || (state.mode === "tutor" && isAnswered(answer))) return state;
      return { ...state, struck: toggleStrike(state.struck, action.questionId, action.option) };
    }
    case "submit":
      return { ...state, submittedAt: action.at, endedBy: action.endedBy };
  }
}

export type Progress = "unanswered" | "partial" | "answered";

export interface ItemProgress {
  progress: Progress;
  /** Parts answered: 0 or 1 for multiple choice, statements for a true/false set. */
  answeredParts: number;
  totalParts: number;
}

export function itemProgress(item: ExamItem, answers: PageAnswers): ItemProgress {
  const keys = answerKeys(item.question);
  const answeredParts = keys.filter((key) => isAnswered(answerFor(answers, key))).length;
  const progress: Progress = answeredParts === 0 ? "unanswered" : answeredParts === keys.length ? "answered" : "partial";
  return { progress, answeredParts, totalParts: keys.length };
}

export interface SessionProgress {
  answered: number;
  /** Not fully answered (a true/false set with some statements left counts here). */
  unanswered: number;
  flagged: number;
}

export function sessionProgress(session: ExamSession, state: ExamState): SessionProgress {
  const answered = session.items.filter((item) => itemProgress(item, state.answers).progress === "answered").length;
  return { answered, unanswered: session.items.length - answered, flagged: state.flagged.length };
}
