import { describe, expect, it } from "vitest";
import { lastAttemptText, timeAgo } from "./last-attempt";

const now = new Date(2026, 10, 25, 15, 0).getTime();
const before = (minutes: number) => now - minutes * 60_000;

describe("how a question went last time", () => {
  it("says right or wrong and how long ago", () => {
    expect(lastAttemptText({ correct: false, at: new Date(2026, 10, 22, 9).getTime() }, now)).toBe("Last time: incorrect, 3 days ago");
    expect(lastAttemptText({ correct: true, at: before(0.5) }, now)).toBe("Last time: correct, just now");
  });

  it("counts minutes, hours, calendar days, weeks and months", () => {
    expect(timeAgo(before(1), now)).toBe("1 minute ago");
    expect(timeAgo(before(59), now)).toBe("59 minutes ago");
    expect(timeAgo(before(125), now)).toBe("2 hours ago");
    expect(timeAgo(new Date(2026, 10, 24, 23, 0).getTime(), now)).toBe("yesterday");
    expect(timeAgo(new Date(2026, 10, 12).getTime(), now)).toBe("13 days ago");
    expect(timeAgo(new Date(2026, 10, 1).getTime(), now)).toBe("3 weeks ago");
    expect(timeAgo(new Date(2026, 5, 1).getTime(), now)).toBe("5 months ago");
    expect(timeAgo(now + 5000, now)).toBe("just now");
  });
});
