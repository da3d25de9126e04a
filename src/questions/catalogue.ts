/**
 * What the practice index shows: counts by knowledge area and topic, worked out from the
 * sections (pure data in, data out).
 */
import { questionHref, questionLabel } from "./labels";
import { KNOWLEDGE_AREAS, TOPICS, type KnowledgeArea, type PracticeSection, type Topic } from "./types";

/** "Licensing and relevant providers" -> "licensing-and-relevant-providers". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A topic's practice page, which opens with its study notes. */
export const topicPath = (topic: Topic) => `/topics/${slugify(topic)}`;

/** Where a topic's study notes are: "/topics/tax#study-notes". */
export const notesHref = (topic: Topic) => `${topicPath(topic)}#study-notes`;

export interface TopicCount {
  topic: Topic;
  /** The topic's practice page, when it has one. */
  path?: string;
  /** Questions of this area and topic on the topic's own page. */
  onPage: number;
  /** Questions of this area and topic in case studies and on the original practice pages. */
  elsewhere: number;
}

export interface AreaCount {
  area: KnowledgeArea;
  count: number;
  topics: readonly TopicCount[];
}

/** Counts per knowledge area, and per topic within it, across every section. */
export function areaCounts(sections: readonly PracticeSection[], topicSections: readonly PracticeSection[]): AreaCount[] {
  const topicPages = new Set(topicSections.map((section) => section.id));
  const pathOf = new Map(topicSections.map((section) => [section.title, section.path]));
  const located = sections.flatMap((section) => section.questions.map((question) => ({ question, onTopicPage: topicPages.has(section.id) })));
  return KNOWLEDGE_AREAS.map(({ id }) => {
    const inArea = located.filter((entry) => entry.question.knowledgeArea === id);
    const topics = TOPICS.map((topic) => {
      const onTopic = inArea.filter((entry) => entry.question.topic === topic);
      const path = pathOf.get(topic);
      return {
        topic,
        ...(path ? { path } : {}),
        onPage: onTopic.filter((entry) => entry.onTopicPage).length,
        elsewhere: onTopic.filter((entry) => !entry.onTopicPage).length,
      };
    }).filter((count) => count.onPage + count.elsewhere > 0);
    return { area: id, count: inArea.length, topics };
  });
}

export interface QuestionLink {
  label: string;
  href: string;
}

/** Links to a topic's questions that live in case studies and on the original practice pages. */
export function topicLinksElsewhere(sections: readonly PracticeSection[], topic: Topic, except: string): QuestionLink[] {
  return sections
    .filter((section) => section.id !== except)
    .flatMap((section) =>
      section.questions.flatMap((question, i) =>
        question.topic === topic ? [{ label: `${section.title}, question ${questionLabel(section, i)}`, href: questionHref(section, question.id) }] : [],
      ),
    );
}
