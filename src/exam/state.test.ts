import { describe, expect, it } from "vitest";
import { answerFor, statementKey } from "~/answering/answer-state";
import { fixtureSections, sessionFor } from "./fixtures";
import { defaultSettings, type ExamMode } from "./session";
import { examReducer, initialExamState, itemProgress, sessionProgress, type ExamAction, type ExamState } from "./state";

function start(mode: ExamMode) {
  const session = sessionFor(fixtureSections, { ...defaultSettings, sectionIds: ["margaret", "general"], shuffle: false, count: 4, mode }, 0);
  return { session, state: initialExamState(session) };
}
const run = (state: ExamState, ...actions: ExamAction[]) => actions.reduce(examReducer, state);

describe("session reducer", () => {
  it("moves between questions within bounds", () => {
    const { state } = start("timed");
    expect(run(state, { type: "next" }, { type: "next" }).current).toBe(2);
    expect(run(state, { type: "previous" }).current).toBe(0);
    expect(run(state, { type: "goTo", index: 3 }, { type: "next" }).current).toBe(3);
    expect(run(state, { type: "goTo", index: 99 }).current).toBe(3);
  });

  it("timed: an answer can be changed or cleared until submission, and shows no explanation toggle", () => {
    const { state } = start("timed");
    let s = run(state, { type: "choose", key: "m1", option: 0 }, { type: "choose", key: "m1", option: 2 });
    expect(answerFor(s.answers, "m1").selected).toBe(2);
    expect(run(s, { type: "toggleExplanation", key: "m1" })).toBe(s);
    s = run(s, { type: "clear", keys: ["m1"] });
    expect(answerFor(s.answers, "m1").selected).toBeNull();
  });

  it("tutor: an answer locks, as on the practice pages, and the explanation toggles", () => {
    const { state } = start("tutor");
    const s = run(state, { type: "choose", key: "m1", option: 0 }, { type: "choose", key: "m1", option: 2 }, { type: "clear", keys: ["m1"] });
    expect(answerFor(s.answers, "m1")).toEqual({ selected: 0, explanationShown: true });
    expect(answerFor(run(s, { type: "toggleExplanation", key: "m1" }).answers, "m1").explanationShown).toBe(false);
  });

  it("flags and unflags questions for review", () => {
    const { state } = start("timed");
    const s = run(state, { type: "toggleFlag", questionId: "m3" }, { type: "toggleFlag", questionId: "g1" }, { type: "toggleFlag", questionId: "m3" });
    expect(s.flagged).toEqual(["g1"]);
  });

  it("freezes answers and flags after submission, but the learner can still move around", () => {
    const { state } = start("timed");
    const submitted = run(state, { type: "choose", key: "m1", option: 1 }, { type: "submit", at: 60_000, endedBy: "time" });
    expect(submitted).toMatchObject({ submittedAt: 60_000, endedBy: "time" });
    const after = run(
      submitted,
      { type: "choose", key: "m1", option: 2 },
      { type: "toggleFlag", questionId: "m1" },
      { type: "submit", at: 90_000, endedBy: "learner" },
    );
    expect(answerFor(after.answers, "m1").selected).toBe(1);
    expect(after.flagged).toEqual([]);
    expect(after.submittedAt).toBe(60_000);
    expect(run(submitted, { type: "next" }).current).toBe(1);
  });

  it("timed: strikes options out and back, never the chosen one, and a struck option cannot be chosen until restored", () => {
    const { session, state } = start("timed");
    let s = run(
      state,
      { type: "strike", questionId: "m1", option: 1 },
      { type: "strike", questionId: "m1", option: 3 },
      { type: "choose", key: "m1", option: 1 },
    );
    expect(s.struck).toEqual({ m1: [1, 3] });
    expect(answerFor(s.answers, "m1").selected).toBeNull();
    s = run(s, { type: "choose", key: "m1", option: 0 });
    expect(run(s, { type: "strike", questionId: "m1", option: 0 })).toBe(s);
    s = run(s, { type: "strike", questionId: "m1", option: 1 }, { type: "choose", key: "m1", option: 1 });
    expect(answerFor(s.answers, "m1").selected).toBe(1);
    expect(s.struck).toEqual({ m1: [3] });
    // Kept while moving through the exam, and never counted as answers.
    s = run(s, { type: "next" }, { type: "strike", questionId: "g1", option: 2 }, { type: "previous" });
    expect(s.struck).toEqual({ m1: [3], g1: [2] });
    expect(sessionProgress(session, s).answered).toBe(1);
  });

  it("tutor: strikes until the answer is given, which is final; after submission nothing is struck", () => {
    const { state } = start("tutor");
    const answered = run(state, { type: "strike", questionId: "m1", option: 1 }, { type: "choose", key: "m1", option: 2 });
    expect(run(answered, { type: "strike", questionId: "m1", option: 3 })).toBe(answered);
    expect(answered.struck).toEqual({ m1: [1] });
    const submitted = run(start("timed").state, { type: "submit", at: 1, endedBy: "learner" });
    expect(run(submitted, { type: "strike", questionId: "g1", option: 0 })).toBe(submitted);
  });

  it("counts a true/false set as answered only when every statement is", () => {
    const { session, state } = start("timed");
    const set = session.items[1]!;
    const partly = run(state, { type: "choose", key: statementKey("m3", 0), option: 0 });
    expect(itemProgress(set, partly.answers)).toEqual({ progress: "partial", answeredParts: 1, totalParts: 2 });
    const whole = run(
      partly,
      { type: "choose", key: statementKey("m3", 1), option: 0 },
      { type: "choose", key: "m1", option: 0 },
      { type: "toggleFlag", questionId: "g1" },
    );
    expect(itemProgress(set, whole.answers).progress).toBe("answered");
    expect(sessionProgress(session, partly)).toEqual({ answered: 0, unanswered: 4, flagged: 0 });
    expect(sessionProgress(session, whole)).toEqual({ answered: 2, unanswered: 2, flagged: 1 });
  });
});
