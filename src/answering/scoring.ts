import { answerFor, isAnswered, statementKey, type PageAnswers } from "./answer-state";
import { trueFalseIndex } from "~/questions/labels";
import { partKey, writtenPart, type WrittenMarks } from "./written-state";
import type { Question } from "~/questions/types";

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

/** Self-mark keys a written question owns in page state (none for auto-marked questions). */
export function writtenKeys(question: Question): string[] {
  return question.type === "text-based" ? question.parts.map((_, i) => partKey(question.id, i)) : [];
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

/** A page's progress and marks, derived from its answers and the learner's self-marks. */
export interface PageProgress {
  /** Questions finished: auto-marked ones answered, written ones with every part self-marked. */
  answered: number;
  /** Auto-marked questions answered correctly. */
  correct: number;
  /** Every question on the page. */
  total: number;
  /** Marks earned so far: 1 per right multiple choice (or its marks), 1 per fully right true/false set, self-marks. */
  marks: number;
  /** Marks available on the page. */
  maxMarks: number;
}

export function questionMaxMarks(question: Question): number {
  switch (question.type) {
    case "multiple-choice":
      return question.marks ?? 1;
    case "true-false-statements":
      return 1;
    case "text-based":
      return question.parts.reduce((sum, part) => sum + part.marks, 0);
  }
}

export function pageProgress(questions: readonly Question[], answers: PageAnswers, written: WrittenMarks): PageProgress {
  const progress: PageProgress = { answered: 0, correct: 0, total: questions.length, marks: 0, maxMarks: 0 };
  for (const question of questions) {
    progress.maxMarks += questionMaxMarks(question);
    if (question.type === "text-based") {
      const marks = writtenKeys(question).map((key) => writtenPart(written, key).mark);
      if (marks.every((mark) => mark !== null)) progress.answered += 1;
      progress.marks += marks.reduce<number>((sum, mark) => sum + (mark ?? 0), 0);
      continue;
    }
    const result = questionResult(question, answers);
    if (!result) continue;
    if (result.answered) progress.answered += 1;
    if (result.correct) {
      progress.correct += 1;
      progress.marks += questionMaxMarks(question);
    }
  }
  return progress;
}
