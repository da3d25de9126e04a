import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sections } from "~/test/bank";
import { TOPICS, type PracticeSection } from "~/questions/types";
import { fixtureSections } from "./fixtures";
import {
  decodePool,
  encodePool,
  filterPool,
  isAutoMarked,
  outlineOf,
  poolEntries,
  poolSize,
  questionFiles,
  topicsIn,
  writtenLeftOut,
  type PoolFilter,
  type SectionId,
} from "./pool";

const both = { sectionIds: ["margaret", "general"] as const, excludedTopics: [] };
const fixtureOutline = outlineOf(fixtureSections);

describe("the question pool", () => {
  it("takes auto-markable questions of the chosen sections, in page order, and leaves written ones out", () => {
    const pool = filterPool(poolEntries(fixtureSections), both);
    expect(pool.map((i) => i.id)).toEqual(["m1", "m3", "m4", "g1", "g2", "g3"]);
    expect(writtenLeftOut(fixtureOutline, both)).toBe(1);
  });

  it("knows where each question lives on the practice pages", () => {
    const locations = new Map(questionFiles(fixtureSections).map((file) => [file.question.id, file.location]));
    expect(locations.get("m1")).toEqual({ sectionId: "margaret", sectionTitle: "Margaret", pageLabel: "PQ1", href: "/margaret#m1", caseStudyId: "margaret" });
    expect(locations.get("m3")).toMatchObject({ pageLabel: "PQ3", href: "/margaret#m3" });
    expect(locations.get("g1")).toMatchObject({ sectionTitle: "General Questions", pageLabel: "1", href: "/general#g1" });
    expect(locations.has("m2")).toBe(false);
  });

  it("filters by section and by excluded topic", () => {
    expect(filterPool(poolEntries(fixtureSections), { sectionIds: ["general"], excludedTopics: [] }).map((i) => i.id)).toEqual(["g1", "g2", "g3"]);
    expect(
      filterPool(poolEntries(fixtureSections), { sectionIds: ["margaret", "general"], excludedTopics: ["Tax", "Code of Ethics"] }).map((i) => i.id),
    ).toEqual(["m3", "m4"]);
    expect(writtenLeftOut(fixtureOutline, { sectionIds: ["margaret"], excludedTopics: ["Code of Ethics"] })).toBe(0);
    expect(filterPool(poolEntries(fixtureSections), { sectionIds: [], excludedTopics: [] })).toEqual([]);
  });

  it("offers only the topics present in the chosen sections, in the bank's topic order, with counts", () => {
    expect(topicsIn(fixtureOutline, ["margaret"])).toEqual([
      { topic: "Code of Ethics", count: 1 },
      { topic: "Aged care", count: 2 },
    ]);
    expect(topicsIn(fixtureOutline, ["general"]).map((t) => t.topic)).toEqual(["Code of Ethics", "Tax"]);
  });

  it("on the real bank: every auto-markable question is available and no written one", () => {
    const everySection = sections.map((section) => section.id);
    const all = filterPool(poolEntries(sections), { sectionIds: everySection, excludedTopics: [] });
    const autoMarked = sections.flatMap((s) => s.questions).filter(isAutoMarked);
    expect(all).toHaveLength(autoMarked.length);
    expect(all.map((e) => e.id)).toEqual(autoMarked.map((q) => q.id));
    for (const { topic } of topicsIn(outlineOf(sections), everySection)) expect(TOPICS).toContain(topic);
    // Exam conditions: multiple choice only.
    const multipleChoice = filterPool(poolEntries(sections), { sectionIds: everySection, excludedTopics: [], multipleChoiceOnly: true });
    expect(multipleChoice.length).toBe(autoMarked.filter((q) => q.type === "multiple-choice").length);
  });

  it("writes the pool's index compactly and reads it back the same", () => {
    const entries = poolEntries(sections);
    const file = JSON.parse(JSON.stringify(encodePool(entries)));
    expect(decodePool(file)).toEqual(entries);
    expect(() => decodePool({ ...file, entries: [["x", 99, 0, 0, 1]] })).toThrow(/damaged at x/);
  });

  it("the outline (what the builder's page carries instead of the bank) counts exactly what the pool would hold", () => {
    expect(fixtureOutline).toEqual([
      { id: "margaret", title: "Margaret", topics: { "Code of Ethics": { autoMarked: 1, written: 1 }, "Aged care": { autoMarked: 2, written: 0 } } },
      { id: "general", title: "General Questions", topics: { "Code of Ethics": { autoMarked: 1, written: 0 }, Tax: { autoMarked: 2, written: 0 } } },
    ]);
    // It survives the trip through the page's JSON.
    expect(JSON.parse(JSON.stringify(outlineOf(sections)))).toEqual(outlineOf(sections));

    const check = (bank: readonly PracticeSection[], filter: PoolFilter) => {
      const outline = outlineOf(bank);
      const pool = filterPool(poolEntries(bank), filter);
      expect(poolSize(outline, filter)).toBe(pool.length);
      const written = bank
        .filter((s) => filter.sectionIds.includes(s.id))
        .flatMap((s) => s.questions)
        .filter((q) => q.type === "text-based" && !filter.excludedTopics.includes(q.topic));
      expect(writtenLeftOut(outline, filter)).toBe(written.length);
      const everyTopic = filterPool(poolEntries(bank), { sectionIds: filter.sectionIds, excludedTopics: [] });
      expect(topicsIn(outline, filter.sectionIds)).toEqual(
        TOPICS.map((topic) => ({ topic, count: everyTopic.filter((i) => i.topic === topic).length })).filter((t) => t.count > 0),
      );
    };
    const ids: SectionId[] = ["margaret", "julie-scott", "standalone", "general"];
    fc.assert(
      fc.property(fc.subarray(ids), fc.subarray([...TOPICS]), (sectionIds, excludedTopics) => {
        check(sections, { sectionIds, excludedTopics });
        check(fixtureSections, { sectionIds, excludedTopics });
      }),
    );
  });
});
