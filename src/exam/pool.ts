/**
 * Which questions a mock exam can draw on. Only auto-markable questions take part (multiple
 * choice, and true/false sets marked as one question); written questions are marked by hand on
 * the practice pages, so the builder leaves them out and says how many.
 */
import { questionAnchor, questionLabel } from "~/quiz/labels";
import { TOPICS, type MultipleChoiceQuestion, type PracticeSection, type Question, type Topic, type TrueFalseQuestion } from "~/quiz/types";

export type AutoMarkedQuestion = MultipleChoiceQuestion | TrueFalseQuestion;
export type SectionId = PracticeSection["id"];

/** One question as it appears in an exam, with where it lives on the practice pages. */
export interface ExamItem {
  question: AutoMarkedQuestion;
  sectionId: SectionId;
  sectionTitle: string;
  /** Its number on its practice page: "PQ5" or "3". */
  pageLabel: string;
  /** Deep link to it on its practice page, e.g. "/margaret#pq5". */
  href: string;
}

/** What the learner chose in the builder. Topics are stored as exclusions so a topic that appears
 * when another section is ticked starts ticked. */
export interface PoolFilter {
  sectionIds: readonly SectionId[];
  excludedTopics: readonly Topic[];
}

export function isAutoMarked(question: Question): question is AutoMarkedQuestion {
  return question.type === "multiple-choice" || question.type === "true-false-statements";
}

interface Located {
  question: Question;
  section: PracticeSection;
  index: number;
}

function located(sections: readonly PracticeSection[], sectionIds: readonly SectionId[]): Located[] {
  return sections
    .filter((section) => sectionIds.includes(section.id))
    .flatMap((section) => section.questions.map((question, index) => ({ question, section, index })));
}

function toItem({ question, section, index }: Located & { question: AutoMarkedQuestion }): ExamItem {
  return {
    question,
    sectionId: section.id,
    sectionTitle: section.title,
    pageLabel: questionLabel(section, index),
    href: `/${section.id}#${questionAnchor(section, index)}`,
  };
}

/** Auto-markable questions of the chosen sections and topics, in page order. */
export function examPool(sections: readonly PracticeSection[], filter: PoolFilter): ExamItem[] {
  return located(sections, filter.sectionIds)
    .filter((entry): entry is Located & { question: AutoMarkedQuestion } => isAutoMarked(entry.question))
    .filter((entry) => !filter.excludedTopics.includes(entry.question.topic))
    .map(toItem);
}

export interface TopicCount {
  topic: Topic;
  /** Auto-markable questions on this topic in the chosen sections. */
  count: number;
}

/** Topics with at least one auto-markable question in the chosen sections, in TOPICS order. */
export function topicsIn(sections: readonly PracticeSection[], sectionIds: readonly SectionId[]): TopicCount[] {
  const questions = located(sections, sectionIds)
    .map((entry) => entry.question)
    .filter(isAutoMarked);
  return TOPICS.map((topic) => ({ topic, count: questions.filter((q) => q.topic === topic).length })).filter((t) => t.count > 0);
}

/** Written questions the filter would otherwise include, to say how many are left out. */
export function writtenLeftOut(sections: readonly PracticeSection[], filter: PoolFilter): number {
  return located(sections, filter.sectionIds).filter(
    ({ question }) => question.type === "text-based" && !filter.excludedTopics.includes(question.topic),
  ).length;
}
