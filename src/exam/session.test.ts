import { describe, expect, it } from "vitest";
import { sections } from "~/test/bank";
import { fixtureSections, sessionFor } from "./fixtures";
import { poolEntries } from "./pool";
import { defaultSettings, retrySession, selectEntries, settingsForAll, type ExamSettings } from "./session";
import { seededShuffle } from "./shuffle";

const settings: ExamSettings = { ...defaultSettings, sectionIds: ["margaret", "general"], count: 4, shuffle: false };
const ids = (s: { items: readonly { question: { id: string } }[] }) => s.items.map((i) => i.question.id);

describe("seeded shuffle", () => {
  it("is a permutation, the same for the same seed and different for another", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const a = seededShuffle(items, 42);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(seededShuffle(items, 42)).toEqual(a);
    expect(seededShuffle(items, 43)).not.toEqual(a);
    expect(items[0]).toBe(0); // input untouched
  });
});

describe("building a session", () => {
  it("without shuffling takes the first questions in page order", () => {
    const session = sessionFor(fixtureSections, settings, 1000);
    expect(ids(session)).toEqual(["m1", "m3", "m4", "g1"]);
    expect(session).toMatchObject({ mode: "timed", startedAt: 1000, targetPercent: 70, origin: "builder" });
  });

  it("gives a timed session 2.5 minutes a question by default, and tutor mode no limit", () => {
    expect(sessionFor(fixtureSections, settings, 0).timeLimitSeconds).toBe(4 * 150);
    expect(sessionFor(fixtureSections, { ...settings, minutesPerQuestion: 0.1, count: 1 }, 0).timeLimitSeconds).toBe(6);
    expect(sessionFor(fixtureSections, { ...settings, mode: "tutor" }, 0).timeLimitSeconds).toBeNull();
  });

  it("shuffling draws a seeded random selection: reproducible by seed", () => {
    const shuffled = { ...settings, shuffle: true, seed: 7 };
    const first = selectEntries(poolEntries(fixtureSections), shuffled).map((i) => i.id);
    expect(first).toHaveLength(4);
    expect(selectEntries(poolEntries(fixtureSections), shuffled).map((i) => i.id)).toEqual(first);
    const orders = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) =>
        selectEntries(poolEntries(fixtureSections), { ...shuffled, seed })
          .map((i) => i.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it("takes every question when fewer are available than asked for, and refuses an empty session", () => {
    expect(ids(sessionFor(fixtureSections, { ...settings, count: 50 }, 0))).toHaveLength(6);
    expect(() => sessionFor(fixtureSections, { ...settings, sectionIds: [] }, 0)).toThrow(/at least one/);
  });

  it("respects topic choices on the real bank", () => {
    const session = sessionFor(sections, { ...settingsForAll(sections.map((s) => s.id)), excludedTopics: ["Code of Ethics", "Tax"], count: 100, seed: 3 }, 0);
    expect(session.items.every((i) => !["Code of Ethics", "Tax"].includes(i.question.topic))).toBe(true);
  });
});

describe("retry incorrect", () => {
  it("starts a new session with only the given questions, keeping order, mode, pace and target", () => {
    const first = sessionFor(fixtureSections, { ...settings, count: 6, targetPercent: 80, minutesPerQuestion: 2 }, 0);
    const retry = retrySession(first, ["g3", "m3"], 5000, 9);
    expect(ids(retry)).toEqual(["m3", "g3"]);
    expect(retry).toMatchObject({ mode: "timed", targetPercent: 80, timeLimitSeconds: 2 * 120, startedAt: 5000, origin: "retry" });
    expect(retry.id).not.toBe(first.id);
    expect(() => retrySession(first, [], 0, 0)).toThrow(/Nothing to retry/);
  });
});

describe("the order of options", () => {
  it("is shuffled per session from its seed, the same for the same seed, and a permutation of the options", () => {
    const a = sessionFor(fixtureSections, { ...settings, count: 6, seed: 11 }, 0);
    const again = sessionFor(fixtureSections, { ...settings, count: 6, seed: 11 }, 0);
    const other = sessionFor(fixtureSections, { ...settings, count: 6, seed: 12 }, 0);
    const orders = (s: typeof a) => s.items.map((i) => i.order?.join() ?? "");
    expect(orders(again)).toEqual(orders(a));
    expect(orders(other)).not.toEqual(orders(a));
    for (const item of a.items) {
      if (item.question.type === "multiple-choice") expect([...item.order!].sort()).toEqual([0, 1, 2, 3]);
      else expect(item.order).toBeUndefined();
    }
  });
});

describe("exam conditions", () => {
  it("draws multiple choice only, in proportion to the knowledge areas, timed at 3 minutes a question", async () => {
    const { sections: bank } = await import("~/test/bank");
    const { examConditionsSettings } = await import("./session");
    const settings = {
      ...examConditionsSettings(
        bank.map((s) => s.id),
        20,
      ),
      seed: 7,
    };
    const items = selectEntries(poolEntries(bank), settings);
    expect(items).toHaveLength(20);
    expect(items.every((item) => item.multipleChoice)).toBe(true);
    const pool = bank.flatMap((s) => s.questions).filter((q) => q.type === "multiple-choice");
    for (const area of ["regulatory", "ethics", "construction"] as const) {
      const expected = (20 * pool.filter((q) => q.knowledgeArea === area).length) / pool.length;
      const drawn = items.filter((item) => item.knowledgeArea === area).length;
      expect(Math.abs(drawn - expected)).toBeLessThan(1);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(20);
    const session = sessionFor(bank, settings, 0);
    expect(session.timeLimitSeconds).toBe(20 * 3 * 60);
    // The same seed draws the same paper.
    expect(selectEntries(poolEntries(bank), settings).map((i) => i.id)).toEqual(items.map((i) => i.id));
  });
});
