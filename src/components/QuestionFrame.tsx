import type { ReactNode } from "react";
import type { Question } from "~/quiz/types";

interface QuestionFrameProps {
  /** Anchor for deep links, e.g. "pq5". */
  anchor: string;
  /** "PQ5" or "3". */
  questionNumber: string;
  question: Question;
  /** e.g. "4 marks" for written questions. */
  meta?: string;
  /** Shown before the question's own scenario (the mock exam's case-study facts). */
  before?: ReactNode;
  children: ReactNode;
}

/** A label on the card's header: topic, financial year, marks. */
export function Tag({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span className="rounded-full bg-muted px-3 py-1 text-xs text-ink-soft" title={title}>
      {children}
    </span>
  );
}

/**
 * What every question card shares: number badge, topic and financial year, then the scenario,
 * the statute or Code words it turns on (quoted, as the exam does), and the question.
 */
export function QuestionFrame({ anchor, questionNumber, question, meta, before, children }: QuestionFrameProps) {
  const titleId = `${anchor}-title`;
  return (
    <article
      id={anchor}
      data-question
      tabIndex={-1}
      aria-labelledby={titleId}
      className="scroll-mt-2 rounded-xl border border-line bg-surface p-5 shadow-card focus:outline-3 focus:outline-offset-2 focus:outline-focus sm:p-6"
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="inline-flex min-w-10 items-center justify-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
          <span className="sr-only">Question</span> {questionNumber}
        </h2>
        <Tag>{question.topic}</Tag>
        <Tag title={`Written to the law and figures of the ${question.year} financial year`}>
          <span className="sr-only">Financial year </span>
          {question.year}
        </Tag>
        {meta && <Tag>{meta}</Tag>}
      </header>
      {before}
      {question.scenario && <p className="mb-3 leading-relaxed whitespace-pre-line">{question.scenario}</p>}
      {question.quote && (
        <figure className="mb-3 border-l-4 border-brand bg-muted px-4 py-3">
          <blockquote className="leading-relaxed whitespace-pre-line">{question.quote.text}</blockquote>
          <figcaption className="mt-1 text-sm font-bold text-ink-soft">{question.quote.cite}</figcaption>
        </figure>
      )}
      <p className="mb-4 text-base leading-relaxed whitespace-pre-line">{question.question}</p>
      {children}
    </article>
  );
}
