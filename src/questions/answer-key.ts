import { composeExplanation } from "./explanation";
import { optionLetter, partLetter, questionHref, questionLabel, stripPartPrefix } from "./labels";
import type { PracticeSection, Question, Source } from "./types";

/** One line of an answer-key entry: a labelled answer and its explanation. */
export interface AnswerKeyItem {
  /** "B. The option text", "a) ..." or a true/false statement. */
  label: string;
  /** The correct answer in words: the option, "True"/"False", or the model answer's bullets. */
  answer: string | readonly string[];
  /** The explanation, a paragraph an entry. */
  explanation?: readonly string[];
}

export interface AnswerKeyEntry {
  id: string;
  number: string;
  /** Where the question lives on its practice page, e.g. "/margaret#margaret-pq5". */
  href: string;
  question: string;
  items: readonly AnswerKeyItem[];
  sources: readonly Source[];
}

export interface AnswerKeyGroup {
  id: string;
  title: string;
  /** The practice page, e.g. "/margaret". */
  path: string;
  /** This section's answer-key page, e.g. "/answers/margaret". */
  page: string;
  entries: readonly AnswerKeyEntry[];
}

function entryItems(question: Question): AnswerKeyItem[] {
  switch (question.type) {
    case "multiple-choice": {
      const { lines, note } = composeExplanation(question);
      return [
        {
          label: "Correct answer",
          answer: `${optionLetter(question.correctAnswer)}. ${question.options[question.correctAnswer]?.text ?? ""}`,
          explanation: [...lines.map((line) => line.text), ...(note ? [note] : [])],
        },
      ];
    }
    case "text-based":
      return question.parts.map((part, i) => ({
        label: `${partLetter(i)}) ${stripPartPrefix(part.subQuestion)} (${part.marks} marks)`,
        answer: part.modelAnswer,
      }));
    case "true-false-statements":
      return question.statements.map((statement) => ({
        label: statement.text,
        answer: statement.correct,
        explanation: [statement.explanation],
      }));
  }
}

/** What the learner reads before answering: the scenario, the quoted words, the question. */
export function fullQuestionText(question: Question): string {
  const quote = "quote" in question && question.quote ? `“${question.quote.text}” (${question.quote.cite})` : undefined;
  return [question.scenario, quote, question.question].filter(Boolean).join("\n\n");
}

/** The answer key for one practice section, generated from the same data as its page. */
export function answerKeyGroup(section: PracticeSection, path: string): AnswerKeyGroup {
  return {
    id: section.id,
    title: section.title,
    path,
    page: answerKeyPagePath(section),
    entries: section.questions.map((question, i) => ({
      id: question.id,
      number: questionLabel(section, i),
      href: questionHref({ path }, question.id),
      question: fullQuestionText(question),
      items: entryItems(question),
      sources: question.sources,
    })),
  };
}

/** The whole answer key: one group per practice section, each linking to its practice page. */
export function answerKeyGroups(sections: readonly PracticeSection[]): AnswerKeyGroup[] {
  return sections.map((section) => answerKeyGroup(section, section.path));
}

/** Each section's answers also have a page of their own, e.g. "/answers/margaret". */
export function answerKeyPagePath(section: Pick<PracticeSection, "id">): string {
  return `/answers/${section.id}`;
}
