/** A small question bank for the exam's tests: two sections, each question type, three topics. */
import type { PracticeSection } from "~/questions/types";
import { mc, tf, written } from "~/test/questions";
import { poolEntries, questionFiles, type ExamItem, type PoolEntry } from "./pool";
import { buildSession, selectEntries, type ExamSettings } from "./session";

export { mc, tf };

export const caseSection: PracticeSection = {
  id: "margaret",
  path: "/margaret",
  title: "Margaret",
  numberPrefix: "PQ",
  firstNumber: 1,
  kind: "case-study",
  caseStudy: {
    id: "margaret",
    title: "Margaret",
    summary: "Margaret's case.",
    year: "2023–24",
    narrative: ["Margaret is 86."],
    profile: [],
    considerations: [],
    tables: [],
  },
  questions: [mc("m1", "Code of Ethics", 2), written("m2", "Code of Ethics", 1), tf("m3", "Aged care"), mc("m4", "Aged care", 1)],
};

export const generalFixture: PracticeSection = {
  id: "general",
  path: "/general",
  title: "General Questions",
  numberPrefix: "",
  firstNumber: 1,
  kind: "section",
  questions: [mc("g1", "Tax", 0), mc("g2", "Code of Ethics", 3), mc("g3", "Tax", 1)],
};

export const fixtureSections = [caseSection, generalFixture] as const;

/** The drawn questions as the mock exam loads them: content and where each lives. */
export function itemsFor(sections: readonly PracticeSection[], entries: readonly Pick<PoolEntry, "id">[]): ExamItem[] {
  const files = new Map(questionFiles(sections).map((file) => [file.question.id, file]));
  return entries.map(({ id }) => {
    const file = files.get(id);
    if (!file) throw new Error(`no question ${id}`);
    return { ...file.location, question: file.question };
  });
}

/** A session as the mock exam builds one: draw from the pool, load what was drawn, start. */
export function sessionFor(sections: readonly PracticeSection[], settings: ExamSettings, startedAt: number) {
  return buildSession(itemsFor(sections, selectEntries(poolEntries(sections), settings)), settings, startedAt);
}
