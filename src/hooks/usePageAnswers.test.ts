import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPageStore, type PageSnapshot } from "~/quiz/page-store";
import { usePageSelection } from "./usePageAnswers";

const answered = (snapshot: PageSnapshot) => Object.keys(snapshot.answers).length;
const select = (key: string, option: number) => ({ type: "select" as const, key, option });

describe("usePageSelection", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  });
  afterEach(() => vi.useRealTimers());

  it("follows the page's answers at once by default", () => {
    const store = createPageStore();
    const { result } = renderHook(() => usePageSelection(store, answered));
    act(() => store.dispatch(select("q1", 0)));
    expect(result.current).toBe(1);
  });

  it("with afterPaint, catches up once the next frame has painted, in one update for several answers", () => {
    const store = createPageStore();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return usePageSelection(store, answered, Object.is, { afterPaint: true });
    });
    const before = renders;
    act(() => {
      store.dispatch(select("q1", 0));
      store.dispatch(select("q2", 1));
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(17)); // the frame, then the task it queued
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
    expect(renders - before).toBe(1);
  });

  it("with afterPaint, drops a pending update when the component goes", () => {
    const store = createPageStore();
    const { unmount } = renderHook(() => usePageSelection(store, answered, Object.is, { afterPaint: true }));
    act(() => store.dispatch(select("q1", 0)));
    expect(vi.getTimerCount()).toBe(1); // the frame it waits for
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
