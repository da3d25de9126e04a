import type { ReactNode } from "react";
import type { Topic } from "~/quiz/types";

interface QuestionFrameProps {
  /** Anchor for deep links, e.g. "pq5". */
  anchor: string;
  /** "PQ5" or "3". */
  questionNumber: string;
  topic: Topic;
  question: string;
  /** e.g. "4 marks" for written questions. */
  meta?: string;
  children: ReactNode;
}

/** What every question card shares: number badge, topic, question text. */
export function QuestionFrame({ anchor, questionNumber, topic, question, meta, children }: QuestionFrameProps) {
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
          <span className="sr-only">Question</span>{" "}
          {questionNumber}
        </h2>
        <span className="rounded-full bg-muted px-3 py-1 text-xs text-ink-soft">{topic}</span>
        {meta && <span className="rounded-full bg-muted px-3 py-1 text-xs text-ink-soft">{meta}</span>}
      </header>
      <p className="mb-4 text-base leading-relaxed whitespace-pre-line">{question}</p>
      {children}
    </article>
  );
}
