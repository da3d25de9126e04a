import { describe, expect, it } from "vitest";
import { KNOWLEDGE_AREAS, TOPICS } from "~/questions/types";
import type { Attempt } from "./record";
import { accuracyOverTime, byArea, byTopic, flaggedInBank, mistakeIds, overall, practiseLists, studyPlan, unseenIds, type OutlineEntry } from "./stats";

const outline: OutlineEntry[] = [
  { id: "t1", topic: "Tax", knowledgeArea: "construction" },
  { id: "t2", topic: "Tax", knowledgeArea: "construction" },
  { id: "s1", topic: "Superannuation", knowledgeArea: "construction" },
  { id: "e1", topic: "Code of Ethics", knowledgeArea: "ethics" },
  { id: "e2", topic: "Code of Ethics", knowledgeArea: "ethics" },
  { id: "r1", topic: "Privacy", knowledgeArea: "regulatory" },
];

const day = (d: number, hour = 10) => new Date(2026, 10, d, hour).getTime();
let n = 0;
const attempt = (questionId: string, correct: boolean, at: number): Attempt => ({
  id: `a${++n}`,
  questionId,
  option: 0,
  correct,
  at,
  where: { kind: "page", path: "/general" },
});

// t1: wrong then right; t2: wrong; e1: right; s1: right then wrong; an attempt at a question no longer in the bank.
const attempts = [
  attempt("t1", false, day(1)),
  attempt("t1", true, day(3)),
  attempt("t2", false, day(2)),
  attempt("e1", true, day(2)),
  attempt("s1", true, day(1)),
  attempt("s1", false, day(4)),
  attempt("gone", false, day(4)),
];

describe("study statistics", () => {
  it("by knowledge area: answered, not yet seen and the share right at the last answer, weakest first", () => {
    expect(
      byArea(outline, attempts, KNOWLEDGE_AREAS).map(({ key, answered, unseen, correct, percent }) => ({ key, answered, unseen, correct, percent })),
    ).toEqual([
      { key: "construction", answered: 3, unseen: 0, correct: 1, percent: 33 },
      { key: "ethics", answered: 1, unseen: 1, correct: 1, percent: 100 },
      { key: "regulatory", answered: 0, unseen: 1, correct: 0, percent: null },
    ]);
  });

  it("by topic, weakest first, topics not yet tried last", () => {
    expect(byTopic(outline, attempts, TOPICS).map((s) => [s.title, s.percent])).toEqual([
      ["Superannuation", 0],
      ["Tax", 50],
      ["Code of Ethics", 100],
      ["Privacy", null],
    ]);
  });

  it("overall, counting only questions in the bank", () => {
    expect(overall(outline, attempts)).toMatchObject({ questions: 6, answered: 4, unseen: 2, correct: 2, percent: 50 });
  });

  it("mistakes are questions whose last answer was wrong, the latest first", () => {
    expect(mistakeIds(outline, attempts)).toEqual(["s1", "t2"]);
  });

  it("unseen and flagged questions in the bank's order", () => {
    expect(unseenIds(outline, attempts)).toEqual(["e2", "r1"]);
    expect(
      flaggedInBank(outline, [
        { questionId: "r1", flagged: true, at: 1 },
        { questionId: "t1", flagged: true, at: 1 },
        { questionId: "t2", flagged: false, at: 2 },
        { questionId: "gone", flagged: true, at: 1 },
      ]),
    ).toEqual(["t1", "r1"]);
  });

  it("accuracy over time, by day over a short span, every attempt counted", () => {
    const { unit, periods } = accuracyOverTime(attempts);
    expect(unit).toBe("day");
    expect(periods.map((p) => [p.label, p.attempts, p.correct, p.percent])).toEqual([
      ["1 Nov", 2, 1, 50],
      ["2 Nov", 2, 1, 50],
      ["3 Nov", 1, 1, 100],
      ["4 Nov", 2, 0, 0],
    ]);
  });

  it("accuracy over time, by week over months", () => {
    const spread = [
      attempt("t1", true, new Date(2026, 7, 3).getTime()),
      attempt("t1", false, new Date(2026, 7, 5).getTime()),
      attempt("t2", true, new Date(2026, 10, 20).getTime()),
    ];
    const { unit, periods } = accuracyOverTime(spread);
    expect(unit).toBe("week");
    expect(periods.map((p) => [p.label, p.percent])).toEqual([
      ["Week of 3 Aug", 50],
      ["Week of 16 Nov", 100],
    ]);
    expect(accuracyOverTime([])).toEqual({ unit: "day", periods: [] });
  });

  it("a study plan: days left and questions a day to cover the unseen and the due by the exam", () => {
    const now = new Date(2026, 10, 25, 21, 0).getTime();
    expect(studyPlan("2026-12-05", now, 25, 6)).toEqual({ daysLeft: 10, toCover: 31, perDay: 4 });
    expect(studyPlan("2026-11-25", now, 25, 6)).toEqual({ daysLeft: 0, toCover: 31, perDay: null });
    expect(studyPlan("2026-11-20", now, 0, 0)).toMatchObject({ daysLeft: -5, perDay: null });
  });
});

describe("practice sessions from the record", () => {
  it("lists the mistakes, the flagged, the unseen and the due", () => {
    const now = day(30);
    const lists = practiseLists(outline, { attempts, flags: [{ questionId: "e2", flagged: true, at: 1 }] }, now);
    expect(lists.mistakes).toEqual(["s1", "t2"]);
    expect(lists.flagged).toEqual(["e2"]);
    expect(lists.unseen).toEqual(["e2", "r1"]);
    // Weeks later every answered question in the bank is due; the one no longer in the bank is left out.
    expect([...lists.due].sort()).toEqual(["e1", "s1", "t1", "t2"]);
    expect(practiseLists(outline, { attempts, flags: [] }, day(4, 12)).due).not.toContain("e1");
  });
});
