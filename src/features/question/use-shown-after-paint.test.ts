import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useShownAfterPaint } from "./use-shown-after-paint";

describe("use-shown-after-paint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  });
  afterEach(() => vi.useRealTimers());

  it("turns on only after the next frame, and off at once", () => {
    const { result, rerender } = renderHook(({ show }) => useShownAfterPaint(show), { initialProps: { show: false } });
    expect(result.current).toBe(false);

    rerender({ show: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(16)); // the frame: its task is queued, not yet run
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    rerender({ show: false });
    expect(result.current).toBe(false);
  });

  it("is on from the start when shown from the start (a card rendered already answered)", () => {
    const { result } = renderHook(() => useShownAfterPaint(true));
    expect(result.current).toBe(true);
  });

  it("forgets a pending show that was turned off before the frame", () => {
    const { result, rerender } = renderHook(({ show }) => useShownAfterPaint(show), { initialProps: { show: false } });
    rerender({ show: true });
    rerender({ show: false });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(false);
  });
});
