/** A small question bank for the exam's tests: two sections, each question type, three topics. */
import type { MultipleChoiceQuestion, PracticeSection, TrueFalseQuestion } from "~/quiz/types";

export function mc(id: string, topic: MultipleChoiceQuestion["topic"], correctAnswer = 0): MultipleChoiceQuestion {
  return {
    id,
    type: "multiple-choice",
    topic,
    question: `Question ${id}?`,
    options: [`${id} option A`, `${id} option B`, `${id} option C`, `${id} option D`],
    correctAnswer,
    explanation: `${"ABCD"[correctAnswer]} is right for ${id}.`,
    sources: [{ title: `Source for ${id}` }],
  };
}

export function tf(id: string, topic: TrueFalseQuestion["topic"]): TrueFalseQuestion {
  return {
    id,
    type: "true-false-statements",
    topic,
    question: `Statements ${id}`,
    markInfo: "1 mark if all parts are correct",
    statements: [
      { text: `${id} first statement`, correct: "True", explanation: `${id} first is true.` },
      { text: `${id} second statement`, correct: "False", explanation: `${id} second is false.` },
    ],
    sources: [{ title: `Source for ${id}` }],
  };
}

export const caseSection: PracticeSection = {
  id: "margaret",
  title: "Margaret",
  numberPrefix: "PQ",
  firstNumber: 1,
  questions: [
    mc("m1", "Code of Ethics", 2),
    {
      id: "m2",
      type: "text-based",
      topic: "Code of Ethics",
      question: "Write.",
      parts: [{ subQuestion: "a) Why?", marks: 2, explanation: ["Because."] }],
      sources: [{ title: "Source for m2" }],
    },
    tf("m3", "Aged care and social security"),
    mc("m4", "Aged care and social security", 1),
  ],
};

export const generalFixture: PracticeSection = {
  id: "general",
  title: "General Questions",
  numberPrefix: "",
  firstNumber: 1,
  questions: [mc("g1", "Tax", 0), mc("g2", "Code of Ethics", 3), mc("g3", "Tax", 1)],
};

export const fixtureSections = [caseSection, generalFixture] as const;
