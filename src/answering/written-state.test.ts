import { describe, expect, it } from "vitest";
import { noAnswers, pageReducer } from "./answer-state";
import { pageProgress } from "./scoring";
import { mc as buildMc, written as buildWritten } from "~/test/questions";
import { noWrittenMarks, partKey, writtenPart, writtenReducer, type WrittenAction } from "./written-state";

const written = buildWritten("w", "Tax", 2);
const mc = buildMc("mc", "Tax", 0);

const play = (...actions: WrittenAction[]) => actions.reduce(writtenReducer, noWrittenMarks);

describe("written answers: reveal, then self-mark", () => {
  it("shows the model answer, then records the learner's mark", () => {
    const key = partKey("w", 0);
    expect(writtenPart(noWrittenMarks, key)).toEqual({ modelShown: false, mark: null });
    const shown = play({ type: "showModel", key });
    expect(writtenPart(shown, key)).toEqual({ modelShown: true, mark: null });
    expect(writtenPart(writtenReducer(shown, { type: "selfMark", key, mark: 1, max: 2 }), key)).toEqual({ modelShown: true, mark: 1 });
  });

  it("ignores marks outside 0 to the part's marks", () => {
    const key = partKey("w", 0);
    expect(play({ type: "selfMark", key, mark: 3, max: 2 })).toBe(noWrittenMarks);
    expect(play({ type: "selfMark", key, mark: -1, max: 2 })).toBe(noWrittenMarks);
    expect(play({ type: "selfMark", key, mark: 1.5, max: 2 })).toBe(noWrittenMarks);
  });

  it("resets parts or the whole page", () => {
    const a = partKey("w", 0);
    const b = partKey("w", 1);
    const marks = play({ type: "selfMark", key: a, mark: 2, max: 2 }, { type: "selfMark", key: b, mark: 0, max: 2 });
    expect(Object.keys(writtenReducer(marks, { type: "resetParts", keys: [a] }))).toEqual([b]);
    expect(writtenReducer(marks, { type: "resetAll" })).toEqual({});
  });
});

describe("page progress is derived, never stored", () => {
  it("counts answered, correct and marks across question kinds", () => {
    const answers = pageReducer(noAnswers, { type: "select", key: "mc", option: 0 });
    const marks = play({ type: "selfMark", key: partKey("w", 0), mark: 2, max: 2 });
    expect(pageProgress([mc, written], answers, marks)).toEqual({ answered: 1, correct: 1, total: 2, marks: 3, maxMarks: 5 });
    const both = writtenReducer(marks, { type: "selfMark", key: partKey("w", 1), mark: 1, max: 2 });
    expect(pageProgress([mc, written], answers, both)).toEqual({ answered: 2, correct: 1, total: 2, marks: 4, maxMarks: 5 });
  });
});
