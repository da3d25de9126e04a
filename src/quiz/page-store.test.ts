import { describe, expect, it, vi } from "vitest";
import { createPageStore } from "./page-store";

describe("the page store", () => {
  it("starts empty, changes only through the reducers, and tells its listeners after a change", () => {
    const store = createPageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.snapshot().answers).toEqual({});

    store.dispatch({ type: "select", key: "q1", option: 2 });
    expect(store.snapshot().answers.q1).toEqual({ selected: 2, explanationShown: true });
    expect(listener).toHaveBeenCalledTimes(1);

    // A locked answer does not change, so nobody is told.
    store.dispatch({ type: "select", key: "q1", option: 0 });
    expect(store.snapshot().answers.q1?.selected).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps each answer's object while others change, so a card can tell whether its own changed", () => {
    const store = createPageStore();
    store.dispatch({ type: "select", key: "q1", option: 1 });
    const first = store.snapshot().answers.q1;
    store.dispatch({ type: "select", key: "q2", option: 0 });
    expect(store.snapshot().answers.q1).toBe(first);
  });

  it("clears answers and self-marks together on resetAll, and stops telling a listener that unsubscribed", () => {
    const store = createPageStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "select", key: "q1", option: 1 });
    store.dispatchWritten({ type: "selfMark", key: "w1#0", mark: 2, max: 3 });
    store.resetAll();
    expect(store.snapshot()).toEqual({ answers: {}, written: {} });
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    store.dispatch({ type: "select", key: "q1", option: 1 });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
