import { useCallback, useReducer } from "react";
import { answerFor, noAnswers, pageReducer, type AnswerAction, type PageAnswers } from "~/quiz/answer-state";

export interface PageAnswersApi {
  answers: PageAnswers;
  dispatch: React.Dispatch<Parameters<typeof pageReducer>[1]>;
}

/** One page's answers, in page state only: nothing is stored, a reload clears them. */
export function usePageAnswers(): PageAnswersApi {
  const [answers, dispatch] = useReducer(pageReducer, noAnswers);
  return { answers, dispatch };
}

/** The answer state and actions of one answer key (a question, or one true/false statement). */
export function useAnswerState({ answers, dispatch }: PageAnswersApi, key: string) {
  const state = answerFor(answers, key);
  const send = useCallback((action: AnswerAction) => dispatch({ ...action, key }), [dispatch, key]);
  return [state, send] as const;
}
