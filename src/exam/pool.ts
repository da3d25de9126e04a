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
  /** Exam conditions: multiple choice only (no true/false sets), as the real exam since 2024. */
  multipleChoiceOnly?: boolean;
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
    href: `${section.path}#${questionAnchor(section, index)}`,
  };
}

/** Auto-markable questions of the chosen sections and topics, in page order. */
export function examPool(sections: readonly PracticeSection[], filter: PoolFilter): ExamItem[] {
  return located(sections, filter.sectionIds)
    .filter((entry): entry is Located & { question: AutoMarkedQuestion } => isAutoMarked(entry.question))
    .filter((entry) => !filter.excludedTopics.includes(entry.question.topic))
    .filter((entry) => !filter.multipleChoiceOnly || entry.question.type === "multiple-choice")
    .map(toItem);
}

export interface TopicCount {
  topic: Topic;
  /** Auto-markable questions on this topic in the chosen sections. */
  count: number;
}

/** How many questions of one topic a section has: those that mark themselves, and written ones. */
export interface TopicTally {
  autoMarked: number;
  written: number;
}

/**
 * What the builder needs to know of a section: its name and, per topic, how many questions it has.
 * No question itself: the mock exam's page carries this outline and loads the bank only when a
 * session starts, so its first load does not grow with the bank (src/pages/exam.astro).
 */
export interface SectionOutline {
  id: SectionId;
  title: string;
  /** Topics with at least one question in this section, in TOPICS order. */
  topics: Partial<Record<Topic, TopicTally>>;
}

export function outlineOf(sections: readonly PracticeSection[]): SectionOutline[] {
  return sections.map((section) => {
    const topics: Partial<Record<Topic, TopicTally>> = {};
    for (const topic of TOPICS) {
      const onTopic = section.questions.filter((q) => q.topic === topic);
      if (onTopic.length === 0) continue;
      const autoMarked = onTopic.filter(isAutoMarked).length;
      topics[topic] = { autoMarked, written: onTopic.length - autoMarked };
    }
    return { id: section.id, title: section.title, topics };
  });
}

/** Every (topic, tally) of the chosen sections, in the bank's section order. */
function talliesIn(outline: readonly SectionOutline[], sectionIds: readonly SectionId[]) {
  return outline
    .filter((section) => sectionIds.includes(section.id))
    .flatMap((section) => Object.entries(section.topics) as [Topic, TopicTally][]);
}

/** How many questions `examPool` would give for this filter, from the outline alone. */
export function poolSize(outline: readonly SectionOutline[], filter: PoolFilter): number {
  return talliesIn(outline, filter.sectionIds)
    .filter(([topic]) => !filter.excludedTopics.includes(topic))
    .reduce((sum, [, tally]) => sum + tally.autoMarked, 0);
}

/** Topics with at least one auto-markable question in the chosen sections, in TOPICS order. */
export function topicsIn(outline: readonly SectionOutline[], sectionIds: readonly SectionId[]): TopicCount[] {
  const tallies = talliesIn(outline, sectionIds);
  return TOPICS.map((topic) => ({
    topic,
    count: tallies.filter(([t]) => t === topic).reduce((sum, [, tally]) => sum + tally.autoMarked, 0),
  })).filter((t) => t.count > 0);
}

/** Written questions the filter would otherwise include, to say how many are left out. */
export function writtenLeftOut(outline: readonly SectionOutline[], filter: PoolFilter): number {
  return talliesIn(outline, filter.sectionIds)
    .filter(([topic]) => !filter.excludedTopics.includes(topic))
    .reduce((sum, [, tally]) => sum + tally.written, 0);
}
