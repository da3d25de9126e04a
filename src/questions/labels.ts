import type { PracticeSection, TrueFalse } from "./types";

/** A, B, C, D, ... */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The question's label on its page: "PQ5" on scenario pages, "3" elsewhere. */
export function questionLabel(section: Pick<PracticeSection, "numberPrefix" | "firstNumber">, index: number): string {
  return `${section.numberPrefix}${section.firstNumber + index}`;
}

/**
 * The original pages' anchors by position ("pq5" on Margaret, "q3" on General), kept working for
 * links made before every question's anchor became its id. Those pages never change order.
 */
export function legacyAnchor(section: Pick<PracticeSection, "numberPrefix" | "firstNumber" | "kind">, index: number): string | undefined {
  if (section.kind === "topic") return undefined;
  if (section.kind === "case-study" && !section.numberPrefix) return undefined;
  return section.numberPrefix ? `pq${section.firstNumber + index}` : `q${section.firstNumber + index}`;
}

/** A question's deep link: its page and its id. */
export function questionHref(section: Pick<PracticeSection, "path">, questionId: string): string {
  return `${section.path}#${questionId}`;
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
