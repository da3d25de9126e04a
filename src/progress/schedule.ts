/**
 * Spaced repetition with ts-fsrs (FSRS, the scheduler Anki uses): each question's card is its
 * attempts replayed in order, a right answer rated Good and a wrong one Again. Replaying (rather
 * than updating a stored card) keeps the schedule a function of the attempts, so two devices'
 * records merged give the card either would have had; fuzz is off so a replay is exact. Short-term
 * learning steps are off too: a question is answered once a session, not drilled like a flash card,
 * so its next review is a day or more away (a wrong answer tomorrow, a right one in a few days).
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type FSRS } from "ts-fsrs";
import type { Attempt, CardState } from "./record";

let scheduler: FSRS | undefined;
const fsrsScheduler = () => (scheduler ??= fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false })));

function stateOf(questionId: string, card: Card): CardState {
  return {
    questionId,
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as CardState["state"],
    lastReview: card.last_review ? card.last_review.getTime() : null,
  };
}

/** One question's card after these attempts (any order: they are replayed by time). */
export function cardFor(questionId: string, attempts: readonly Attempt[]): CardState {
  const ordered = attempts.filter((a) => a.questionId === questionId).sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
  const f = fsrsScheduler();
  let card = createEmptyCard(new Date(ordered[0]?.at ?? 0));
  for (const attempt of ordered) card = f.next(card, new Date(attempt.at), attempt.correct ? Rating.Good : Rating.Again).card;
  return stateOf(questionId, card);
}

/** Every answered question's card, by question id. */
export function cardsFrom(attempts: readonly Attempt[]): CardState[] {
  const byQuestion = new Map<string, Attempt[]>();
  for (const attempt of attempts) {
    const list = byQuestion.get(attempt.questionId);
    if (list) list.push(attempt);
    else byQuestion.set(attempt.questionId, [attempt]);
  }
  return [...byQuestion.keys()].sort().map((questionId) => cardFor(questionId, byQuestion.get(questionId)!));
}

/** Questions whose review is due by `time`, the longest overdue first. */
export function dueBy(cards: readonly CardState[], time: number): string[] {
  return cards
    .filter((card) => card.due <= time)
    .sort((a, b) => a.due - b.due || (a.questionId < b.questionId ? -1 : 1))
    .map((card) => card.questionId);
}
