import { useCallback, useReducer } from "react";
import { answerFor, noAnswers, pageReducer, type AnswerAction, type PageAction, type PageAnswers } from "~/quiz/answer-state";
import { noWrittenMarks, writtenReducer, type WrittenAction, type WrittenMarks } from "~/quiz/written-state";

export interface PageAnswersApi {
  answers: PageAnswers;
  dispatch: React.Dispatch<PageAction>;
  written: WrittenMarks;
  dispatchWritten: React.Dispatch<WrittenAction>;
  /** Clears every answer and self-mark on the page. */
  resetAll: () => void;
}

/** One page's answers and self-marks, in page state only: nothing is stored, a reload clears them. */
export function usePageAnswers(): PageAnswersApi {
  const [answers, dispatch] = useReducer(pageReducer, noAnswers);
  const [written, dispatchWritten] = useReducer(writtenReducer, noWrittenMarks);
  const resetAll = useCallback(() => {
    dispatch({ type: "resetAll" });
    dispatchWritten({ type: "resetAll" });
  }, []);
  return { answers, dispatch, written, dispatchWritten, resetAll };
}

/** The answer state and actions of one answer key (a question, or one true/false statement). */
export function useAnswerState({ answers, dispatch }: Pick<PageAnswersApi, "answers" | "dispatch">, key: string) {
  const state = answerFor(answers, key);
  const send = useCallback((action: AnswerAction) => dispatch({ ...action, key }), [dispatch, key]);
  return [state, send] as const;
}
