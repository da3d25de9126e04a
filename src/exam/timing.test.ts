import { describe, expect, it } from "vitest";
import { deadlineOf, formatClock, formatDuration, isTimeUp, parseMinutes, secondsLeft, secondsTaken, timeLimitSeconds } from "./timing";

describe("timing", () => {
  it("defaults to 2.5 minutes a question", () => {
    expect(timeLimitSeconds(10, 2.5)).toBe(1500);
    expect(timeLimitSeconds(1, 0.1)).toBe(6);
  });

  it("accepts minutes a question with at most one decimal, from 0.1 to 10", () => {
    expect(parseMinutes("2.5")).toBe(2.5);
    expect(parseMinutes(" 3 ")).toBe(3);
    expect(parseMinutes("0.1")).toBe(0.1);
    expect(parseMinutes(".5")).toBe(0.5);
    for (const bad of ["", "0", "0.05", "2.55", "-1", "11", "abc", "1e1"]) expect(parseMinutes(bad)).toBeNull();
  });

  it("counts down to zero and knows when time is up", () => {
    const start = 1_000_000;
    const deadline = deadlineOf(start, 6);
    expect(secondsLeft(deadline, start)).toBe(6);
    expect(secondsLeft(deadline, start + 5_001)).toBe(1);
    expect(isTimeUp(deadline, start + 5_999)).toBe(false);
    expect(isTimeUp(deadline, start + 6_000)).toBe(true);
    expect(secondsLeft(deadline, start + 60_000)).toBe(0);
  });

  it("time taken never exceeds the limit", () => {
    expect(secondsTaken(0, 90_000, 1500)).toBe(90);
    expect(secondsTaken(0, 7_000, 6)).toBe(6);
    expect(secondsTaken(0, 7_000, null)).toBe(7);
  });

  it("formats clocks and durations", () => {
    expect(formatClock(1500)).toBe("25:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(725)).toBe("12 min 5 s");
    expect(formatDuration(3720)).toBe("1 h 2 min");
    expect(formatDuration(0)).toBe("0 s");
  });
});
