/**
 * Results of a submitted session: score against the learner's target, time taken, a breakdown by
 * topic, and the review list with its filters. Derived from session and state, never stored.
 */
import { questionResult } from "~/answering/scoring";
import { KNOWLEDGE_AREAS, TOPICS, type KnowledgeArea, type Topic } from "~/questions/types";
import type { ExamItem } from "./pool";
import type { ExamSession } from "./session";
import { itemProgress, type EndedBy, type ExamState, type Progress } from "./state";
import { secondsTaken } from "./timing";

export interface ReviewItem {
  /** Position in the session, from 0. */
  index: number;
  item: ExamItem;
  answered: boolean;
  /** Partial: a true/false set with some statements answered (it scores nothing). */
  progress: Progress;
  correct: boolean;
  flagged: boolean;
}

export interface TopicScore {
  topic: Topic;
  correct: number;
  total: number;
  percent: number;
  metTarget: boolean;
}

export interface AreaScore {
  area: KnowledgeArea;
  /** The area's name in the Exams Standard. */
  title: string;
  correct: number;
  total: number;
  percent: number;
  metTarget: boolean;
}

export interface ExamResults {
  correct: number;
  answered: number;
  total: number;
  /** Rounded for display; metTarget uses the exact ratio, so 69.5% never rounds up to a 70% target. */
  percent: number;
  targetPercent: number;
  metTarget: boolean;
  timeTakenSeconds: number;
  timeLimitSeconds: number | null;
  endedBy: EndedBy;
  /** Score by knowledge area, in the Exams Standard's order (areas with questions only). */
  byArea: AreaScore[];
  byTopic: TopicScore[];
  items: ReviewItem[];
}

export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

function meets(correct: number, total: number, targetPercent: number): boolean {
  return total > 0 && correct * 100 >= targetPercent * total;
}

export function examResults(session: ExamSession, state: ExamState): ExamResults {
  if (state.submittedAt === null || state.endedBy === null) throw new Error("Results exist only after submission.");
  const items: ReviewItem[] = session.items.map((item, index) => {
    // Auto-marked questions always have a result.
    const result = questionResult(item.question, state.answers) ?? { answered: false, correct: false };
    return {
      index,
      item,
      answered: result.answered,
      progress: itemProgress(item, state.answers).progress,
      correct: result.correct,
      flagged: state.flagged.includes(item.question.id),
    };
  });
  const correct = items.filter((i) => i.correct).length;
  const total = items.length;
  const byTopic = TOPICS.flatMap((topic): TopicScore[] => {
    const inTopic = items.filter((i) => i.item.question.topic === topic);
    if (inTopic.length === 0) return [];
    const right = inTopic.filter((i) => i.correct).length;
    return [
      {
        topic,
        correct: right,
        total: inTopic.length,
        percent: percentOf(right, inTopic.length),
        metTarget: meets(right, inTopic.length, session.targetPercent),
      },
    ];
  });
  const byArea = KNOWLEDGE_AREAS.flatMap(({ id, title }): AreaScore[] => {
    const inArea = items.filter((i) => i.item.question.knowledgeArea === id);
    if (inArea.length === 0) return [];
    const right = inArea.filter((i) => i.correct).length;
    return [
      {
        area: id,
        title,
        correct: right,
        total: inArea.length,
        percent: percentOf(right, inArea.length),
        metTarget: meets(right, inArea.length, session.targetPercent),
      },
    ];
  });
  return {
    correct,
    answered: items.filter((i) => i.answered).length,
    total,
    percent: percentOf(correct, total),
    targetPercent: session.targetPercent,
    metTarget: meets(correct, total, session.targetPercent),
    timeTakenSeconds: secondsTaken(session.startedAt, state.submittedAt, session.timeLimitSeconds),
    timeLimitSeconds: session.timeLimitSeconds,
    endedBy: state.endedBy,
    byArea,
    byTopic,
    items,
  };
}

export type ReviewFilter = "incorrect" | "flagged" | "all";

export const REVIEW_FILTERS: readonly ReviewFilter[] = ["incorrect", "flagged", "all"];

/** Incorrect includes unanswered questions: they score nothing and are worth another go. */
export function filterReview(items: readonly ReviewItem[], filter: ReviewFilter): ReviewItem[] {
  switch (filter) {
    case "incorrect":
      return items.filter((i) => !i.correct);
    case "flagged":
      return items.filter((i) => i.flagged);
    case "all":
      return [...items];
  }
}

export function reviewCounts(items: readonly ReviewItem[]): Record<ReviewFilter, number> {
  return {
    incorrect: filterReview(items, "incorrect").length,
    flagged: filterReview(items, "flagged").length,
    all: items.length,
  };
}

/** The filter the review opens on: the mistakes when there are any. */
export function defaultReviewFilter(items: readonly ReviewItem[]): ReviewFilter {
  return items.some((i) => !i.correct) ? "incorrect" : "all";
}

/** Question ids for "Retry incorrect". */
export function incorrectQuestionIds(results: ExamResults): string[] {
  return filterReview(results.items, "incorrect").map((i) => i.item.question.id);
}
