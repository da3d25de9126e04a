import { describe, expect, it } from "vitest";
import { answerFor, isAnswered } from "./answer-state";
import { initialPageState, pageStateReducer, type PageState, type PageStateAction } from "./page-state";
import { pageProgress } from "./scoring";
import { isStruck, noStrikes, struckFor, toggleStrike } from "./strike-state";
import { mc } from "~/test/questions";

const run = (state: PageState, ...actions: PageStateAction[]) => actions.reduce(pageStateReducer, state);
const strike = (questionId: string, option: number): PageStateAction => ({ type: "strike", questionId, option });
const choose = (key: string, option: number): PageStateAction => ({ type: "answer", action: { type: "select", key, option } });

describe("struck-out options", () => {
  it("strikes an option out and restores it, per question, in written order", () => {
    const struck = toggleStrike(toggleStrike(toggleStrike(noStrikes, "q1", 3), "q1", 0), "q2", 1);
    expect(struckFor(struck, "q1")).toEqual([0, 3]);
    expect(isStruck(struck, "q2", 1)).toBe(true);
    expect(isStruck(struck, "q2", 0)).toBe(false);
    const restored = toggleStrike(toggleStrike(struck, "q1", 0), "q1", 3);
    expect(restored).toEqual({ q2: [1] });
    expect(struckFor(restored, "q1")).toEqual([]);
  });
});

describe("a practice page's strikes", () => {
  it("a struck option cannot be chosen until it is restored", () => {
    const struck = run(initialPageState, strike("q1", 1), choose("q1", 1));
    expect(isAnswered(answerFor(struck.answers, "q1"))).toBe(false);
    const chosen = run(struck, strike("q1", 1), choose("q1", 1));
    expect(answerFor(chosen.answers, "q1").selected).toBe(1);
  });

  it("once answered, the question's options are final: striking changes nothing until reset", () => {
    const answered = run(initialPageState, strike("q1", 0), choose("q1", 2));
    expect(run(answered, strike("q1", 3))).toBe(answered);
    expect(struckFor(answered.struck, "q1")).toEqual([0]);
  });

  it("resetting the question or the page clears its strikes; other questions keep theirs", () => {
    const state = run(initialPageState, strike("q1", 0), strike("q2", 3));
    const reset = run(state, { type: "resetQuestion", questionId: "q1", answerKeys: ["q1"], partKeys: [] });
    expect(reset.struck).toEqual({ q2: [3] });
    expect(run(state, { type: "resetPage" }).struck).toEqual({});
  });

  it("strikes are never answers: progress and marks count none of them", () => {
    const questions = [mc("q1", "Tax", 0), mc("q2", "Tax", 1)];
    const state = run(initialPageState, strike("q1", 1), strike("q1", 2), strike("q1", 3), strike("q2", 0));
    expect(pageProgress(questions, state.answers, state.written)).toMatchObject({ answered: 0, correct: 0, marks: 0 });
    expect(state.answers).toEqual({});
  });
});
