/**
 * What the site's search finds: one record per question (its scenario, stem, options, explanation
 * and sources, so a section such as "961B" finds every question that cites it) linked to the
 * question's own anchor, and one per topic's study notes linked to the notes. Built from the bank
 * at build time; integrations/search-index.mjs gives them to Pagefind.
 */
import { fullQuestionText } from "~/questions/answer-key";
import { explanationText } from "~/questions/explanation";
import { questionHref, questionLabel } from "~/questions/labels";
import { notesHref } from "~/questions/catalogue";
import type { PracticeSection, Question, Source, StudyNotes } from "~/questions/types";

export interface SearchRecord {
  url: string;
  /** Shown as the result's heading. */
  title: string;
  /** What is searched, and what the excerpt is drawn from. */
  content: string;
}

const sourceText = (sources: readonly Source[]) => sources.map((s) => (s.at ? `${s.title}, ${s.at}` : s.title)).join(". ");

function questionContent(question: Question): string {
  switch (question.type) {
    case "multiple-choice":
      return [fullQuestionText(question), ...question.options.map((o) => o.text), explanationText(question)].join(" ");
    case "true-false-statements":
      return [fullQuestionText(question), ...question.statements.map((s) => `${s.text} ${s.explanation}`)].join(" ");
    case "text-based":
      return [fullQuestionText(question), ...question.parts.flatMap((p) => [p.subQuestion, ...p.modelAnswer])].join(" ");
  }
}

/** Markdown as plain words: headings, emphasis and table rules dropped. */
const plain = (markdown: string) =>
  markdown
    .replace(/^#+\s*/gm, "")
    .replace(/[*_`>|]+/g, " ")
    .replace(/^\s*-{3,}\s*$/gm, " ")
    .replace(/\s+/g, " ")
    .trim();

export function searchRecords(sections: readonly PracticeSection[], notes: Iterable<StudyNotes>): SearchRecord[] {
  const questions = sections.flatMap((section) =>
    section.questions.map((question, i) => {
      const label = questionLabel(section, i);
      return {
        url: questionHref(section, question.id),
        title: section.kind === "topic" ? `${section.title}, question ${label}` : `${section.title}, question ${label} (${question.topic})`,
        content: `${questionContent(question)} ${sourceText(question.sources)}`,
      };
    }),
  );
  const studyNotes = [...notes].map((n) => ({
    url: notesHref(n.topic),
    title: `Study notes: ${n.topic}`,
    content: `${n.summary} ${plain(n.markdown)} ${sourceText(n.sources)}`,
  }));
  return [...studyNotes, ...questions];
}
