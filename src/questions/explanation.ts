/**
 * A multiple-choice question's explanation, composed from its options' rationales with the
 * letters of the order the learner sees: the key first ("C is right: ..."), then every other
 * option in that order ("A is wrong because ..."), then the question's note. Options can then be
 * shuffled without a wrong letter anywhere.
 */
import { optionLetter } from "./labels";
import type { MultipleChoiceQuestion } from "./types";

export interface ExplanationLine {
  /** The option's letter as shown. */
  letter: string;
  verdict: "right" | "wrong";
  /** The whole sentence: "C is right: ..." or "A is wrong because ...". */
  text: string;
}

export interface Explanation {
  lines: readonly ExplanationLine[];
  note?: string;
}

/** "D is wrong because" and ", although ..." make "D is wrong because, although ...". */
const joined = (verdict: string, rationale: string) => (/^[,;:]/.test(rationale) ? `${verdict}${rationale}` : `${verdict} ${rationale}`);

/** The identity order: options as written. */
export function authoredOrder(question: Pick<MultipleChoiceQuestion, "options">): number[] {
  return question.options.map((_, i) => i);
}

/**
 * `order[shown]` is the index (as written) of the option shown at position `shown`.
 */
export function composeExplanation(question: MultipleChoiceQuestion, order: readonly number[] = authoredOrder(question)): Explanation {
  const shownAt = (index: number) => order.indexOf(index);
  const keyLetter = optionLetter(shownAt(question.correctAnswer));
  const key = question.options[question.correctAnswer];
  const lines: ExplanationLine[] = [{ letter: keyLetter, verdict: "right", text: joined(`${keyLetter} is right:`, key?.rationale ?? "") }];
  order.forEach((index, shown) => {
    if (index === question.correctAnswer) return;
    const letter = optionLetter(shown);
    lines.push({ letter, verdict: "wrong", text: joined(`${letter} is wrong because`, question.options[index]?.rationale ?? "") });
  });
  return question.note ? { lines, note: question.note } : { lines };
}

/** The explanation as one text: the lines, then the note. */
export function explanationText(question: MultipleChoiceQuestion, order?: readonly number[]): string {
  const { lines, note } = composeExplanation(question, order);
  return [...lines.map((line) => line.text), ...(note ? [note] : [])].join(" ");
}
