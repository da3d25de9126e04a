/**
 * Which questions a mock exam can draw on. Only auto-markable questions take part (multiple
 * choice, and true/false sets marked as one question); written questions are marked by hand on
 * the practice pages, so the builder leaves them out and says how many.
 *
 * The mock exam's page carries an outline (counts by section and topic) and nothing of the
 * questions. Starting a session loads the pool's index (ids with their section, topic, area and
 * kind), draws from it, then loads only the questions drawn (src/features/exam/data.ts), each a
 * file the build writes (src/pages/data/).
 */
import { questionHref, questionLabel } from "~/questions/labels";
import {
  KNOWLEDGE_AREAS,
  TOPICS,
  type CaseFacts,
  type KnowledgeArea,
  type MultipleChoiceQuestion,
  type PracticeSection,
  type Question,
  type Topic,
  type TrueFalseQuestion,
} from "~/questions/types";

export type AutoMarkedQuestion = MultipleChoiceQuestion | TrueFalseQuestion;
export type SectionId = PracticeSection["id"];

export function isAutoMarked(question: Question): question is AutoMarkedQuestion {
  return question.type === "multiple-choice" || question.type === "true-false-statements";
}

/** One question of the pool, as its index lists it: no content, only what drawing needs. */
export interface PoolEntry {
  id: string;
  sectionId: SectionId;
  topic: Topic;
  knowledgeArea: KnowledgeArea;
  multipleChoice: boolean;
}

/** Where a question lives on the practice pages. */
export interface Location {
  sectionId: SectionId;
  sectionTitle: string;
  /** Its number on its practice page: "PQ5" or "3". */
  pageLabel: string;
  /** Deep link to it, e.g. "/topics/tax#build-tax-ss-13". */
  href: string;
  /** Its case study, whose facts the question needs. */
  caseStudyId?: string;
}

/** A question file the build writes for the mock exam: the question as shown, and where it lives. */
export interface QuestionFile {
  question: AutoMarkedQuestion;
  location: Location;
}

/** One question as it appears in a session: its content, where it lives, the order of its options. */
export interface ExamItem extends Location {
  question: AutoMarkedQuestion;
  caseStudy?: CaseFacts;
  /** The order its options are shown in (indexes as written): shuffled per session, kept for the review. */
  order?: readonly number[];
}

/** What the learner chose in the builder. Topics are stored as exclusions so a topic that appears
 * when another section is ticked starts ticked. */
export interface PoolFilter {
  sectionIds: readonly SectionId[];
  excludedTopics: readonly Topic[];
  /** Exam conditions: multiple choice only (no true/false sets), as the real exam since 2024. */
  multipleChoiceOnly?: boolean;
}

/** The pool's entries for every auto-markable question, in page order (build time). */
export function poolEntries(sections: readonly PracticeSection[]): PoolEntry[] {
  return sections.flatMap((section) =>
    section.questions.filter(isAutoMarked).map((question) => ({
      id: question.id,
      sectionId: section.id,
      topic: question.topic,
      knowledgeArea: question.knowledgeArea,
      multipleChoice: question.type === "multiple-choice",
    })),
  );
}

/** Each question file of the bank (build time). */
export function questionFiles(sections: readonly PracticeSection[]): QuestionFile[] {
  return sections.flatMap((section) =>
    section.questions.flatMap((question, index): QuestionFile[] => {
      if (!isAutoMarked(question)) return [];
      return [
        {
          question,
          location: {
            sectionId: section.id,
            sectionTitle: section.title,
            pageLabel: questionLabel(section, index),
            href: questionHref(section, question.id),
            ...(section.kind === "case-study" ? { caseStudyId: section.caseStudy.id } : {}),
          },
        },
      ];
    }),
  );
}

/**
 * The pool's index as the build writes it: compact, since a session loads it whole. Each entry is
 * [id, section, topic, area, kind] with the last four as numbers into the lists beside it.
 */
export interface PoolIndexFile {
  sections: readonly SectionId[];
  topics: readonly Topic[];
  areas: readonly KnowledgeArea[];
  entries: readonly (readonly [string, number, number, number, 0 | 1])[];
}

export function encodePool(entries: readonly PoolEntry[]): PoolIndexFile {
  const sections = [...new Set(entries.map((e) => e.sectionId))];
  const areas = KNOWLEDGE_AREAS.map((a) => a.id);
  return {
    sections,
    topics: TOPICS,
    areas,
    entries: entries.map(
      (e) => [e.id, sections.indexOf(e.sectionId), TOPICS.indexOf(e.topic), areas.indexOf(e.knowledgeArea), e.multipleChoice ? 1 : 0] as const,
    ),
  };
}

/** The pool's entries from the file; an entry that names nothing known is refused. */
export function decodePool(file: PoolIndexFile): PoolEntry[] {
  return file.entries.map(([id, section, topic, area, kind]) => {
    const sectionId = file.sections[section];
    const t = file.topics[topic];
    const a = file.areas[area];
    if (sectionId === undefined || t === undefined || a === undefined) throw new Error(`The question index is damaged at ${id}.`);
    return { id, sectionId, topic: t, knowledgeArea: a, multipleChoice: kind === 1 };
  });
}

/** Auto-markable questions of the chosen sections and topics, in page order. */
export function filterPool(entries: readonly PoolEntry[], filter: PoolFilter): PoolEntry[] {
  return entries
    .filter((entry) => filter.sectionIds.includes(entry.sectionId))
    .filter((entry) => !filter.excludedTopics.includes(entry.topic))
    .filter((entry) => !filter.multipleChoiceOnly || entry.multipleChoice);
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
 * No question itself, so the mock exam's first load does not grow with the bank.
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
  return outline.filter((section) => sectionIds.includes(section.id)).flatMap((section) => Object.entries(section.topics) as [Topic, TopicTally][]);
}

/** How many questions `filterPool` would give for this filter (without multipleChoiceOnly), from the outline alone. */
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
