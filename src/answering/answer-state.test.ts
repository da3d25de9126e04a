import { describe, expect, it } from "vitest";
import { answerFor, answerReducer, noAnswers, pageReducer, statementKey, unanswered } from "./answer-state";

describe("answerReducer: the answer state machine of docs/product.md", () => {
  it("choosing an option while unanswered answers the question and shows the explanation", () => {
    expect(answerReducer(unanswered, { type: "select", option: 2 })).toEqual({ selected: 2, explanationShown: true });
  });

  it("locks the answer once chosen: further choices are ignored", () => {
    const answered = answerReducer(unanswered, { type: "select", option: 1 });
    expect(answerReducer(answered, { type: "select", option: 3 })).toBe(answered);
  });

  it("toggles the explanation only when answered", () => {
    expect(answerReducer(unanswered, { type: "toggleExplanation" })).toBe(unanswered);
    const answered = answerReducer(unanswered, { type: "select", option: 0 });
    const hidden = answerReducer(answered, { type: "toggleExplanation" });
    expect(hidden).toEqual({ selected: 0, explanationShown: false });
    expect(answerReducer(hidden, { type: "toggleExplanation" })).toEqual({ selected: 0, explanationShown: true });
  });

  it("reset returns to unanswered, hides the explanation and clears the selection", () => {
    const answered = answerReducer(unanswered, { type: "select", option: 0 });
    expect(answerReducer(answered, { type: "reset" })).toEqual({ selected: null, explanationShown: false });
  });
});

describe("pageReducer: one remembered answer per question", () => {
  it("keeps answers per key and leaves the others alone", () => {
    let answers = pageReducer(noAnswers, { type: "select", key: "q1", option: 1 });
    answers = pageReducer(answers, { type: "select", key: "q2", option: 3 });
    expect(answerFor(answers, "q1").selected).toBe(1);
    expect(answerFor(answers, "q2").selected).toBe(3);
    expect(answerFor(answers, "q3")).toBe(unanswered);
  });

  it("returns the same object when an action changes nothing", () => {
    const answers = pageReducer(noAnswers, { type: "select", key: "q1", option: 1 });
    expect(pageReducer(answers, { type: "select", key: "q1", option: 2 })).toBe(answers);
    expect(pageReducer(answers, { type: "toggleExplanation", key: "q9" })).toBe(answers);
  });

  it("resets one key, several keys, or the whole page", () => {
    let answers = pageReducer(noAnswers, { type: "select", key: statementKey("tf", 0), option: 0 });
    answers = pageReducer(answers, { type: "select", key: statementKey("tf", 1), option: 1 });
    answers = pageReducer(answers, { type: "select", key: "mc", option: 1 });
    expect(Object.keys(pageReducer(answers, { type: "reset", key: "mc" }))).toEqual(["tf:0", "tf:1"]);
    expect(Object.keys(pageReducer(answers, { type: "resetMany", keys: ["tf:0", "tf:1"] }))).toEqual(["mc"]);
    expect(pageReducer(answers, { type: "resetAll" })).toEqual({});
  });
});
