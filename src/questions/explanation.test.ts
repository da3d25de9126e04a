import { describe, expect, it } from "vitest";
import { mc } from "~/test/questions";
import { composeExplanation, explanationText } from "./explanation";

describe("an explanation composed from the options' rationales", () => {
  const question = { ...mc("q", "Tax", 2), note: "A closing note." };

  it("names the key first, then the others in the order shown, then the note", () => {
    expect(explanationText(question)).toBe(
      "C is right: it is right for q. A is wrong because q option 1 is wrong. B is wrong because q option 2 is wrong. D is wrong because q option 4 is wrong. A closing note.",
    );
  });

  it("uses the letters of a shuffled order, so no letter is wrong", () => {
    // Shown: D, C, A, B (indexes as written).
    const { lines } = composeExplanation(question, [3, 2, 0, 1]);
    expect(lines.map((line) => line.text)).toEqual([
      "B is right: it is right for q.",
      "A is wrong because q option 4 is wrong.",
      "C is wrong because q option 1 is wrong.",
      "D is wrong because q option 2 is wrong.",
    ]);
  });

  it("joins a rationale that starts with a comma without a space", () => {
    const withComma = { ...question, options: question.options.map((o, i) => (i === 0 ? { ...o, rationale: ", although close, it misses the point." } : o)) };
    expect(composeExplanation(withComma).lines[1]!.text).toBe("A is wrong because, although close, it misses the point.");
  });
});
