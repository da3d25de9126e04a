/**
 * Everything a practice page remembers while it is open, in one state changed by one pure
 * reducer: the answers (answer-state.ts), the options struck out (strike-state.ts), the written
 * parts' reveals and self-marks (written-state.ts), which true/false sets show their answers, the
 * drafts of written answers and the page's Attempt-first switch. Nothing is stored: a reload
 * starts again. Score and progress are derived (scoring.ts), from the answers only.
 */
import { answerFor, isAnswered, noAnswers, pageReducer, type PageAction, type PageAnswers } from "./answer-state";
import { isStruck, noStrikes, toggleStrike, type Struck } from "./strike-state";
import { noWrittenMarks, writtenReducer, type WrittenAction, type WrittenMarks } from "./written-state";

export interface PageState {
  readonly answers: PageAnswers;
  /** Multiple-choice options struck out, by question id. */
  readonly struck: Struck;
  readonly written: WrittenMarks;
  /** True/false sets whose answers are revealed, by question id. */
  readonly revealed: Readonly<Record<string, true>>;
  /** Drafts of written parts, by part key. */
  readonly drafts: Readonly<Record<string, string>>;
  /** Written questions hide their model answers until the learner asks. */
  readonly attemptFirst: boolean;
}

export type PageStateAction =
  | { type: "answer"; action: PageAction }
  | { type: "strike"; questionId: string; option: number }
  | { type: "written"; action: WrittenAction }
  | { type: "reveal"; questionId: string; on: boolean }
  | { type: "draft"; key: string; text: string }
  | { type: "resetQuestion"; answerKeys: readonly string[]; partKeys: readonly string[]; questionId: string }
  | { type: "toggleAttemptFirst" }
  | { type: "resetPage" };

export const initialPageState: PageState = Object.freeze({
  answers: noAnswers,
  struck: noStrikes,
  written: noWrittenMarks,
  revealed: {},
  drafts: {},
  attemptFirst: false,
});

function without<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Readonly<Record<string, T>> {
  if (!keys.some((key) => key in record)) return record;
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

export function pageStateReducer(state: PageState, action: PageStateAction): PageState {
  switch (action.type) {
    case "answer": {
      // A struck-out option is restored before it can be chosen.
      if (action.action.type === "select" && isStruck(state.struck, action.action.key, action.action.option)) return state;
      const answers = pageReducer(state.answers, action.action);
      return answers === state.answers ? state : { ...state, answers };
    }
    case "strike":
      // An answer on a practice page is final until reset, and so are its options.
      if (isAnswered(answerFor(state.answers, action.questionId))) return state;
      return { ...state, struck: toggleStrike(state.struck, action.questionId, action.option) };
    case "written": {
      const written = writtenReducer(state.written, action.action);
      return written === state.written ? state : { ...state, written };
    }
    case "reveal":
      if (Boolean(state.revealed[action.questionId]) === action.on) return state;
      return { ...state, revealed: action.on ? { ...state.revealed, [action.questionId]: true } : without(state.revealed, [action.questionId]) };
    case "draft":
      if ((state.drafts[action.key] ?? "") === action.text) return state;
      return { ...state, drafts: action.text ? { ...state.drafts, [action.key]: action.text } : without(state.drafts, [action.key]) };
    case "resetQuestion": {
      const answers = pageReducer(state.answers, { type: "resetMany", keys: action.answerKeys });
      const written = writtenReducer(state.written, { type: "resetParts", keys: action.partKeys });
      const revealed = without(state.revealed, [action.questionId]);
      const drafts = without(state.drafts, action.partKeys);
      const struck = without(state.struck, [action.questionId]);
      if (answers === state.answers && struck === state.struck && written === state.written && revealed === state.revealed && drafts === state.drafts)
        return state;
      return { ...state, answers, struck, written, revealed, drafts };
    }
    case "toggleAttemptFirst":
      return { ...state, attemptFirst: !state.attemptFirst };
    case "resetPage":
      // Everything the learner did on the page; the Attempt-first switch is a setting and stays.
      return { ...initialPageState, attemptFirst: state.attemptFirst };
  }
}
