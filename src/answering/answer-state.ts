/**
 * The answer state machine (docs/product.md, Answering a question), written once and used by every card.
 *
 *   unanswered --select--> answered (explanation shown)
 *   answered --toggleExplanation--> answered (explanation hidden) and back
 *   answered --reset--> unanswered
 *
 * An answer locks once chosen: further selections are ignored. The explanation cannot be
 * shown while unanswered. Everything else (score, progress) is derived from this state.
 */

export interface AnswerState {
  /** Index of the chosen option (for true/false: 0 = True, 1 = False), or null. */
  readonly selected: number | null;
  readonly explanationShown: boolean;
}

export const unanswered: AnswerState = Object.freeze({ selected: null, explanationShown: false });

export type AnswerAction = { type: "select"; option: number } | { type: "toggleExplanation" } | { type: "reset" };

export function isAnswered(state: AnswerState): boolean {
  return state.selected !== null;
}

export function answerReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case "select":
      if (isAnswered(state)) return state; // locked
      return { selected: action.option, explanationShown: true };
    case "toggleExplanation":
      if (!isAnswered(state)) return state; // answer first
      return { ...state, explanationShown: !state.explanationShown };
    case "reset":
      return unanswered;
  }
}

/**
 * A page's answers, keyed by answer key: a question id for multiple choice, or
 * `${questionId}:${statementIndex}` for each true/false statement.
 */
export type PageAnswers = Readonly<Record<string, AnswerState>>;

export type PageAction = (AnswerAction & { key: string }) | { type: "resetMany"; keys: readonly string[] } | { type: "resetAll" };

export const noAnswers: PageAnswers = Object.freeze({});

export function answerFor(answers: PageAnswers, key: string): AnswerState {
  return answers[key] ?? unanswered;
}

export function pageReducer(answers: PageAnswers, action: PageAction): PageAnswers {
  switch (action.type) {
    case "resetAll":
      return noAnswers;
    case "resetMany": {
      const next = { ...answers };
      for (const key of action.keys) delete next[key];
      return next;
    }
    default: {
      const { key, ...answerAction } = action;
      const before = answerFor(answers, key);
      const after = answerReducer(before, answerAction);
      if (after === before) return answers;
      if (after === unanswered) {
        const next = { ...answers };
        delete next[key];
        return next;
      }
      return { ...answers, [key]: after };
    }
  }
}

/** The key of one true/false statement's answer. */
export function statementKey(questionId: string, statementIndex: number): string {
  return `${questionId}:${statementIndex}`;
}
