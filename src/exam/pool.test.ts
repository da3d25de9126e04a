import { describe, expect, it } from "vitest";
import { sections } from "~/content";
import { TOPICS } from "~/quiz/types";
import { fixtureSections } from "./fixtures";
import { examPool, isAutoMarked, topicsIn, writtenLeftOut } from "./pool";

const both = { sectionIds: ["margaret", "general"] as const, excludedTopics: [] };

describe("the question pool", () => {
  it("takes auto-markable questions of the chosen sections, in page order, and leaves written ones out", () => {
    const pool = examPool(fixtureSections, both);
    expect(pool.map((i) => i.question.id)).toEqual(["m1", "m3", "m4", "g1", "g2", "g3"]);
    expect(writtenLeftOut(fixtureSections, both)).toBe(1);
  });

  it("knows where each question lives on the practice pages", () => {
    const [m1, m3, , g1] = examPool(fixtureSections, both);
    expect(m1).toMatchObject({ sectionTitle: "Margaret", pageLabel: "PQ1", href: "/margaret#pq1" });
    expect(m3).toMatchObject({ pageLabel: "PQ3", href: "/margaret#pq3" });
    expect(g1).toMatchObject({ sectionTitle: "General Questions", pageLabel: "1", href: "/general#q1" });
  });

  it("filters by section and by excluded topic", () => {
    expect(examPool(fixtureSections, { sectionIds: ["general"], excludedTopics: [] }).map((i) => i.question.id)).toEqual(["g1", "g2", "g3"]);
    expect(examPool(fixtureSections, { sectionIds: ["margaret", "general"], excludedTopics: ["Tax", "Code of Ethics"] }).map((i) => i.question.id)).toEqual(["m3", "m4"]);
    expect(writtenLeftOut(fixtureSections, { sectionIds: ["margaret"], excludedTopics: ["Code of Ethics"] })).toBe(0);
    expect(examPool(fixtureSections, { sectionIds: [], excludedTopics: [] })).toEqual([]);
  });

  it("offers only the topics present in the chosen sections, in the bank's topic order, with counts", () => {
    expect(topicsIn(fixtureSections, ["margaret"])).toEqual([
      { topic: "Code of Ethics", count: 1 },
      { topic: "Aged care and social security", count: 2 },
    ]);
    expect(topicsIn(fixtureSections, ["general"]).map((t) => t.topic)).toEqual(["Code of Ethics", "Tax"]);
  });

  it("on the real bank: every auto-markable question is available and no written one", () => {
    const all = examPool(sections, { sectionIds: ["margaret", "julie-scott", "standalone", "general"], excludedTopics: [] });
    const autoMarked = sections.flatMap((s) => s.questions).filter(isAutoMarked);
    expect(all).toHaveLength(autoMarked.length);
    expect(all.every((i) => i.question.type !== ("text-based" as string))).toBe(true);
    for (const { topic } of topicsIn(sections, ["margaret", "julie-scott", "standalone", "general"])) expect(TOPICS).toContain(topic);
  });
});
