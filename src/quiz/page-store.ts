import { noAnswers, pageReducer, type PageAction, type PageAnswers } from "./answer-state";
import { noWrittenMarks, writtenReducer, type WrittenAction, type WrittenMarks } from "./written-state";

/** A page's answers and self-marks at one moment. */
export interface PageSnapshot {
  readonly answers: PageAnswers;
  readonly written: WrittenMarks;
}

/**
 * One page's answers and self-marks, held outside the component tree so that each card and the
 * progress bar can listen for what they show: an answer re-renders its own card and the bar's
 * figures, not the page. The state changes only through the reducers; nothing is stored.
 */
export interface PageStore {
  snapshot(): PageSnapshot;
  dispatch(action: PageAction): void;
  dispatchWritten(action: WrittenAction): void;
  /** Clears every answer and self-mark on the page. */
  resetAll(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createPageStore(): PageStore {
  let current: PageSnapshot = { answers: noAnswers, written: noWrittenMarks };
  const listeners = new Set<() => void>();

  function update(next: PageSnapshot) {
    if (next.answers === current.answers && next.written === current.written) return;
    current = next;
    for (const listener of [...listeners]) listener();
  }

  return {
    snapshot: () => current,
    dispatch: (action) => update({ ...current, answers: pageReducer(current.answers, action) }),
    dispatchWritten: (action) => update({ ...current, written: writtenReducer(current.written, action) }),
    resetAll: () =>
      update({
        answers: pageReducer(current.answers, { type: "resetAll" }),
        written: writtenReducer(current.written, { type: "resetAll" }),
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
