import { describe, expect, it } from "vitest";
import type { Attempt } from "./record";
import { cardFor, cardsFrom, dueBy } from "./schedule";

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1, 9);
const attempt = (id: string, questionId: string, correct: boolean, at: number): Attempt => ({
  id,
  questionId,
  option: 0,
  correct,
  at,
  where: { kind: "page", path: "/general" },
});

describe("spaced repetition (ts-fsrs)", () => {
  it("a wrong answer comes back sooner than a right one", () => {
    const wrong = cardFor("q", [attempt("a", "q", false, start)]);
    const right = cardFor("q", [attempt("a", "q", true, start)]);
    expect(wrong.due).toBeLessThan(right.due);
    expect(wrong.due - start).toBe(DAY); // tomorrow
    expect(right.due - start).toBeGreaterThanOrEqual(2 * DAY);
    expect(wrong.reps).toBe(1);
    expect(wrong.lastReview).toBe(start);
  });

  it("right answers on later days push the next review further out", () => {
    const once = cardFor("q", [attempt("a", "q", true, start)]);
    const twice = cardFor("q", [attempt("a", "q", true, start), attempt("b", "q", true, once.due)]);
    expect(twice.due - once.due).toBeGreaterThan(once.due - start);
    expect(twice.state).toBe(2); // review
  });

  it("replays each question's attempts by time, whatever order they come in", () => {
    const attempts = [attempt("a", "q1", true, start), attempt("b", "q1", false, start + 3 * DAY), attempt("c", "q2", true, start + DAY)];
    expect(cardsFrom([...attempts].reverse())).toEqual(cardsFrom(attempts));
    expect(cardsFrom(attempts).map((c) => c.questionId)).toEqual(["q1", "q2"]);
  });

  it("lists what is due by a time, the longest overdue first", () => {
    const cards = cardsFrom([attempt("a", "q1", true, start), attempt("b", "q2", false, start + DAY), attempt("c", "q3", false, start)]);
    expect(dueBy(cards, start + 2 * DAY)).toEqual(["q3", "q2"]);
    expect(dueBy(cards, start + 60 * DAY)).toEqual(["q3", "q2", "q1"]);
  });
});
