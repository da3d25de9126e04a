/**
 * Struck-out options: the learner rules a multiple-choice option out and it is drawn through, as
 * on a paper exam. Kept per question id, as indexes of the options as written (so the order they
 * are shown in does not matter). A strike is never an answer: scoring, progress and the study
 * record read the answers only. The rules that tie strikes to answers (a struck option cannot be
 * chosen until restored; the chosen option cannot be struck) live in the reducers that hold both:
 * page-state.ts for a practice page, src/exam/state.ts for a mock exam.
 */

export type Struck = Readonly<Record<string, readonly number[]>>;

export const noStrikes: Struck = Object.freeze({});

const none: readonly number[] = Object.freeze([]);

/** The options struck out on one question, in written order. */
export function struckFor(struck: Struck, questionId: string): readonly number[] {
  return struck[questionId] ?? none;
}

export function isStruck(struck: Struck, questionId: string, option: number): boolean {
  return struckFor(struck, questionId).includes(option);
}

/** Strikes an option out, or restores it if it is struck. */
export function toggleStrike(struck: Struck, questionId: string, option: number): Struck {
  const before = struckFor(struck, questionId);
  const after = before.includes(option) ? before.filter((o) => o !== option) : [...before, option].sort((a, b) => a - b);
  if (after.length > 0) return { ...struck, [questionId]: after };
  const next = { ...struck };
  delete next[questionId];
  return next;
}
