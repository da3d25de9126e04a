/** Small question builders for tests: each kind, valid against src/questions/types.ts. */
import type { MultipleChoiceQuestion, TextBasedQuestion, Topic, TrueFalseQuestion } from "~/questions/types";

const source = (id: string) => [{ title: `Source for ${id}`, url: `https://example.gov.au/${id}` }];

export function mc(id: string, topic: Topic, correctAnswer = 0): MultipleChoiceQuestion {
  return {
    id,
    type: "multiple-choice",
    knowledgeArea: "construction",
    topic,
    year: "2023–24",
    question: `Question ${id}?`,
    options: [0, 1, 2, 3].map((i) => ({
      text: `${id} option ${"ABCD"[i]}`,
      rationale: i === correctAnswer ? `it is right for ${id}.` : `${id} option ${i + 1} is wrong.`,
    })),
    correctAnswer,
    sources: source(id),
  };
}

/** Two statements: the first is True, the second False. */
export function tf(id: string, topic: Topic): TrueFalseQuestion {
  return {
    id,
    type: "true-false-statements",
    knowledgeArea: "construction",
    topic,
    year: "2023–24",
    question: `Statements ${id}`,
    markInfo: "1 mark if all parts are correct",
    statements: [
      { text: `${id} first statement`, correct: "True", explanation: `${id} first is true.` },
      { text: `${id} second statement`, correct: "False", explanation: `${id} second is false.` },
    ],
    sources: source(id),
  };
}

/** A written question with `parts` parts of 2 marks each. */
export function written(id: string, topic: Topic, parts = 2): TextBasedQuestion {
  return {
    id,
    type: "text-based",
    knowledgeArea: "construction",
    topic,
    year: "2023–24",
    question: `Write about ${id}.`,
    parts: Array.from({ length: parts }, (_, i) => ({
      subQuestion: `${"ab"[i] ?? "c"}) Part ${i + 1} of ${id}?`,
      marks: 2,
      modelAnswer: [`Model answer ${i + 1} for ${id}.`],
    })),
    sources: source(id),
  };
}
