/** A small question bank for the exam's tests: two sections, each question type, three topics. */
import type { PracticeSection } from "~/quiz/types";
import { mc, tf, written } from "~/test/questions";

export { mc, tf };

export const caseSection: PracticeSection = {
  id: "margaret",
  path: "/margaret",
  title: "Margaret",
  numberPrefix: "PQ",
  firstNumber: 1,
  questions: [
    mc("m1", "Code of Ethics", 2),
    written("m2", "Code of Ethics", 1),
    tf("m3", "Aged care"),
    mc("m4", "Aged care", 1),
  ],
};

export const generalFixture: PracticeSection = {
  id: "general",
  path: "/general",
  title: "General Questions",
  numberPrefix: "",
  firstNumber: 1,
  questions: [mc("g1", "Tax", 0), mc("g2", "Code of Ethics", 3), mc("g3", "Tax", 1)],
};

export const fixtureSections = [caseSection, generalFixture] as const;
