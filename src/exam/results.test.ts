import { describe, expect, it } from "vitest";
import { statementKey } from "~/answering/answer-state";
import { fixtureSections, sessionFor } from "./fixtures";
import { defaultReviewFilter, examResults, filterReview, incorrectQuestionIds, reviewCounts } from "./results";
import { defaultSettings, retrySession } from "./session";
import { examReducer, initialExamState, type ExamAction } from "./state";

// m1 (Ethics, C), m3 (Aged care, T/F set True/False), m4 (Aged care, B), g1 (Tax, A), g2 (Ethics, D), g3 (Tax, B)
const session = sessionFor(fixtureSections, { ...defaultSettings, sectionIds: ["margaret", "general"], shuffle: false, count: 6, mode: "timed" }, 0);

function submitted(actions: ExamAction[], at = 600_000, endedBy: "learner" | "time" = "learner") {
  return [...actions, { type: "submit", at, endedBy } as const].reduce(examReducer, initialExamState(session));
}

const work: ExamAction[] = [
  { type: "choose", key: "m1", option: 2 }, // right
  { type: "choose", key: statementKey("m3", 0), option: 0 }, // right
  { type: "choose", key: statementKey("m3", 1), option: 0 }, // wrong: the set scores nothing
  { type: "choose", key: "m4", option: 1 }, // right
  { type: "choose", key: "g1", option: 0 }, // right
  // g2 unanswered
  { type: "choose", key: "g3", option: 0 }, // wrong
  { type: "toggleFlag", questionId: "m4" },
  { type: "toggleFlag", questionId: "g2" },
];

describe("results", () => {
  const results = examResults(session, submitted(work));

  it("scores questions, a true/false set being right only when every statement is", () => {
    expect(results).toMatchObject({ correct: 3, answered: 5, total: 6, percent: 50, targetPercent: 70, metTarget: false });
    expect(results.items.map((i) => i.progress)).toEqual(["answered", "answered", "answered", "answered", "unanswered", "answered"]);
    expect(results.items.map((i) => [i.item.question.id, i.correct])).toEqual([
      ["m1", true],
      ["m3", false],
      ["m4", true],
      ["g1", true],
      ["g2", false],
      ["g3", false],
    ]);
  });

  it("measures time taken, capped at the limit when time ran out", () => {
    expect(results.timeTakenSeconds).toBe(600);
    expect(results.timeLimitSeconds).toBe(6 * 150);
    const late = examResults(session, submitted([], 905_000, "time"));
    expect(late).toMatchObject({ timeTakenSeconds: 900, endedBy: "time", correct: 0, answered: 0 });
  });

  it("breaks the score down by topic, in the bank's topic order", () => {
    expect(results.byTopic).toEqual([
      { topic: "Code of Ethics", correct: 1, total: 2, percent: 50, metTarget: false },
      { topic: "Tax", correct: 1, total: 2, percent: 50, metTarget: false },
      { topic: "Aged care", correct: 1, total: 2, percent: 50, metTarget: false },
    ]);
  });

  it("compares with the target on the exact ratio (2 of 3 is below a 67% target)", () => {
    const two = sessionFor(fixtureSections, { ...defaultSettings, sectionIds: ["general"], shuffle: false, targetPercent: 67 }, 0);
    const state = [
      { type: "choose", key: "g1", option: 0 },
      { type: "choose", key: "g2", option: 3 },
      { type: "submit", at: 1, endedBy: "learner" },
    ].reduce((s, a) => examReducer(s, a as ExamAction), initialExamState(two));
    const r = examResults(two, state);
    expect(r.percent).toBe(67);
    expect(r.metTarget).toBe(false);
    expect(examResults({ ...two, targetPercent: 66 }, state).metTarget).toBe(true);
  });

  it("filters the review by incorrect (unanswered included), flagged and all", () => {
    expect(filterReview(results.items, "incorrect").map((i) => i.item.question.id)).toEqual(["m3", "g2", "g3"]);
    expect(filterReview(results.items, "flagged").map((i) => i.item.question.id)).toEqual(["m4", "g2"]);
    expect(filterReview(results.items, "all")).toHaveLength(6);
    expect(reviewCounts(results.items)).toEqual({ incorrect: 3, flagged: 2, all: 6 });
    expect(defaultReviewFilter(results.items)).toBe("incorrect");
  });

  it("opens the review on All when everything is right", () => {
    const perfect = examResults(
      session,
      submitted([
        { type: "choose", key: "m1", option: 2 },
        { type: "choose", key: statementKey("m3", 0), option: 0 },
        { type: "choose", key: statementKey("m3", 1), option: 1 },
        { type: "choose", key: "m4", option: 1 },
        { type: "choose", key: "g1", option: 0 },
        { type: "choose", key: "g2", option: 3 },
        { type: "choose", key: "g3", option: 1 },
      ]),
    );
    expect(perfect).toMatchObject({ correct: 6, percent: 100, metTarget: true });
    expect(defaultReviewFilter(perfect.items)).toBe("all");
    expect(incorrectQuestionIds(perfect)).toEqual([]);
  });

  it("retry incorrect builds a session of exactly the questions missed", () => {
    const retry = retrySession(session, incorrectQuestionIds(results), 1, 1);
    expect(retry.items.map((i) => i.question.id)).toEqual(["m3", "g2", "g3"]);
  });

  it("has no results before submission", () => {
    expect(() => examResults(session, initialExamState(session))).toThrow();
  });
});
