import type { KeyboardEventHandler, ReactNode, Ref } from "react";
import type { Question } from "~/questions/types";

interface QuestionFrameProps {
  /** The card's id: the question's id on a practice page, so its link never changes. */
  anchor: string;
  /** An older link to the same card ("pq5" on Margaret), kept working. */
  legacyAnchor?: string;
  /** "PQ5", "3", or a mock exam's position. */
  label: string;
  question: Question;
  /** Extra tags: "4 marks", "From Margaret, question PQ5". */
  meta?: readonly string[];
  /** Shown before the question's own scenario (a case study's facts in the mock exam). */
  before?: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  ref?: Ref<HTMLElement>;
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
 * What every question card shares: the number badge, topic and financial year, then the
 * scenario, the statute or Code words it turns on (quoted, as the exam does), and the question.
 * The card takes focus (J and K move between cards) and its keys go to `onKeyDown`.
 */
export function QuestionFrame({ anchor, legacyAnchor, label, question, meta = [], before, onKeyDown, ref, children }: QuestionFrameProps) {
  const titleId = `${anchor}-title`;
  return (
    // The card is a focus target for J/K and deep links; its keys act on its own controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <article
      id={anchor}
      ref={ref}
      data-question
      tabIndex={-1}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="scroll-mt-2 rounded-xl border border-line bg-surface p-5 shadow-card focus:outline-3 focus:outline-offset-2 focus:outline-focus sm:p-6"
    >
      {legacyAnchor && <span id={legacyAnchor} />}
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="inline-flex min-w-10 items-center justify-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
          <span className="sr-only">Question</span> {label}
        </h2>
        <Tag>{question.topic}</Tag>
        <Tag title={`Written to the law and figures of the ${question.year} financial year`}>
          <span className="sr-only">Financial year </span>
          {question.year}
        </Tag>
        {meta.map((m) => (
          <Tag key={m}>{m}</Tag>
        ))}
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
