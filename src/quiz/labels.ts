import type { PracticeSection, TrueFalse } from "./types";

/** A, B, C, D, ... */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The question's label on its page: "PQ5" on scenario pages, "3" elsewhere. */
export function questionLabel(section: Pick<PracticeSection, "numberPrefix" | "firstNumber">, index: number): string {
  return `${section.numberPrefix}${section.firstNumber + index}`;
}

/** The anchor id of a question, e.g. "pq5" or "q3", for deep links. */
export function questionAnchor(section: Pick<PracticeSection, "numberPrefix" | "firstNumber">, index: number): string {
  return section.numberPrefix ? `pq${section.firstNumber + index}` : `q${section.firstNumber + index}`;
}

/** Written parts are lettered a, b, ... */
export function partLetter(index: number): string {
  return String.fromCharCode(97 + index);
}

export const TRUE_FALSE: readonly TrueFalse[] = ["True", "False"];

export function trueFalseIndex(value: TrueFalse): number {
  return value === "True" ? 0 : 1;
}

/** Content may write "a) Explain ..."; the UI letters parts itself. */
export function stripPartPrefix(subQuestion: string): string {
  return subQuestion.replace(/^\(?[a-z]\)\s*/, "");
}
