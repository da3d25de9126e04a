import { answerFor, isAnswered, statementKey, type PageAnswers } from "./answer-state";
import { trueFalseIndex } from "./labels";
import type { Question } from "./types";

/** Whether an interactive question is answered and whether it was answered correctly. */
export interface QuestionResult {
  answered: boolean;
  correct: boolean;
}

/** Answer keys a question owns in page state (none for written questions). */
export function answerKeys(question: Question): string[] {
  switch (question.type) {
    case "multiple-choice":
      return [question.id];
    case "true-false-statements":
      return question.statements.map((_, i) => statementKey(question.id, i));
    case "text-based":
      return [];
  }
}

/** Result of an auto-marked question; null for written questions, which the learner marks. */
export function questionResult(question: Question, answers: PageAnswers): QuestionResult | null {
  switch (question.type) {
    case "multiple-choice": {
      const state = answerFor(answers, question.id);
      return { answered: isAnswered(state), correct: state.selected === question.correctAnswer };
    }
    case "true-false-statements": {
      const states = question.statements.map((_, i) => answerFor(answers, statementKey(question.id, i)));
      const answered = states.every(isAnswered);
      const correct = answered && question.statements.every((s, i) => states[i]?.selected === trueFalseIndex(s.correct));
      return { answered, correct };
    }
    case "text-based":
      return null;
  }
}

export interface Score {
  /** Auto-marked questions answered. */
  answered: number;
  /** Auto-marked questions answered correctly. */
  correct: number;
  /** Auto-marked questions on the page. */
  total: number;
}

export function scoreQuestions(questions: readonly Question[], answers: PageAnswers): Score {
  let answered = 0;
  let correct = 0;
  let total = 0;
  for (const question of questions) {
    const result = questionResult(question, answers);
    if (!result) continue;
    total += 1;
    if (result.answered) answered += 1;
    if (result.correct) correct += 1;
  }
  return { answered, correct, total };
}
