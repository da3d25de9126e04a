/**
 * The whole bank, and the practice sections built from it. Every page, the answer key and the
 * mock exam read from here, so no answer or explanation is written twice.
 */
import { TOPICS, type CaseStudy, type MultipleChoiceQuestion, type PracticeSection, type Question, type Topic } from "~/quiz/types";
import { batches } from "./bank";
import { generalSection } from "./general";
import { julieScottSection } from "./julie-scott";
import { margaretSection } from "./margaret";
import { standaloneSection } from "./standalone";

/** The seed's four practice pages, in navigation order. */
export const seedSections = [margaretSection, julieScottSection, standaloneSection, generalSection] as const;

export const caseStudies: readonly CaseStudy[] = batches.flatMap((batch) => batch.caseStudies);

/** New standalone scenarios and knowledge questions (not part of a case study). */
export const standaloneQuestions: readonly MultipleChoiceQuestion[] = batches.flatMap((batch) => batch.questions);

/** "Licensing and relevant providers" -> "licensing-and-relevant-providers". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const caseStudyPath = (caseStudy: Pick<CaseStudy, "id">) => `/case-studies/${caseStudy.id}`;
export const topicPath = (topic: Topic) => `/topics/${slugify(topic)}`;

export const caseStudySections: readonly PracticeSection[] = caseStudies.map((caseStudy) => ({
  id: caseStudy.id,
  title: caseStudy.title,
  path: caseStudyPath(caseStudy),
  numberPrefix: "",
  firstNumber: 1,
  questions: caseStudy.questions,
}));

/** One practice page per topic that has new standalone questions, in the order of TOPICS. */
export const topicSections: readonly PracticeSection[] = TOPICS.map((topic) => ({
  id: `topic-${slugify(topic)}`,
  title: topic,
  path: topicPath(topic),
  numberPrefix: "" as const,
  firstNumber: 1,
  questions: standaloneQuestions.filter((question) => question.topic === topic),
})).filter((section) => section.questions.length > 0);

/** Every practice section: each question of the bank is on exactly one of them. */
export const sections: readonly PracticeSection[] = [...seedSections, ...caseStudySections, ...topicSections];

/** Every question in the bank. */
export const allQuestions: readonly Question[] = sections.flatMap((section) => section.questions);
