import { CheckCircle2, CircleDashed, Flag, XCircle } from "lucide-react";
import { useState } from "react";
import { defaultReviewFilter, filterReview, REVIEW_FILTERS, reviewCounts, type ReviewFilter, type ReviewItem } from "~/exam/results";
import { fullQuestionText } from "~/quiz/answer-key";
import { answerFor, statementKey, type PageAnswers } from "~/quiz/answer-state";
import { optionLetter, TRUE_FALSE, trueFalseIndex } from "~/quiz/labels";
import type { MultipleChoiceQuestion, TrueFalseQuestion } from "~/quiz/types";
import { cn } from "~/lib/cn";
import { SourceList } from "../SourceList";

const FILTER_LABELS: Record<ReviewFilter, string> = { incorrect: "Incorrect", flagged: "Flagged", all: "All" };

const EMPTY: Record<ReviewFilter, string> = {
  incorrect: "No incorrect or unanswered questions: every answer was right.",
  flagged: "You flagged no questions.",
  all: "No questions.",
};

function showing(filter: ReviewFilter, n: number): string {
  const noun = n === 1 ? "question" : "questions";
  if (filter === "incorrect") return `Showing ${n} incorrect or unanswered ${noun}.`;
  if (filter === "flagged") return `Showing ${n} flagged ${noun}.`;
  return `Showing all ${n} ${noun}.`;
}

/** The review: filter by incorrect, flagged or all; each with the learner's answer, the right one, why, and sources. */
export function ReviewList({ items, answers }: { items: readonly ReviewItem[]; answers: PageAnswers }) {
  const [filter, setFilter] = useState<ReviewFilter>(() => defaultReviewFilter(items));
  const counts = reviewCounts(items);
  const shown = filterReview(items, filter);

  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="text-2xl font-bold">
        Review
      </h2>
      <div role="group" aria-label="Show questions" className="flex flex-wrap gap-2">
        {REVIEW_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-full border-2 px-4 text-sm font-bold transition-colors focus-ring",
              filter === f ? "border-brand bg-brand text-on-brand" : "border-line bg-surface text-ink hover:bg-muted",
            )}
          >
            {FILTER_LABELS[f]} ({counts[f]})
          </button>
        ))}
      </div>
      <p role="status" className="text-sm text-ink-soft">
        {showing(filter, shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-muted p-4">{EMPTY[filter]}</p>
      ) : (
        <ol className="space-y-4" aria-label="Reviewed questions">
          {shown.map((entry) => (
            <li key={entry.item.question.id}>
              <ReviewEntry entry={entry} answers={answers} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewEntry({ entry, answers }: { entry: ReviewItem; answers: PageAnswers }) {
  const { item, correct, answered, progress, flagged, index } = entry;
  const titleId = `review-q${index + 1}`;
  const verdict = correct ? "Correct" : answered ? "Incorrect" : progress === "partial" ? "Partly answered" : "Not answered";
  const VerdictIcon = correct ? CheckCircle2 : answered ? XCircle : CircleDashed;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-5 shadow-card" data-review-item data-verdict={verdict}>
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="inline-flex items-center rounded-full bg-brand px-3 py-1 text-sm font-bold text-on-brand">
          Question {index + 1}
        </h3>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold",
            correct ? "bg-correct-soft text-correct" : "bg-incorrect-soft text-incorrect",
          )}
        >
          <VerdictIcon aria-hidden="true" className="size-4" />
          {verdict}
        </span>
        {flagged && (
          <span className="inline-flex items-center gap-1 rounded-full bg-note-soft px-3 py-1 text-xs font-bold text-note">
            <Flag aria-hidden="true" className="size-4" />
            Flagged
          </span>
        )}
        <span className="rounded-full bg-muted px-3 py-1 text-xs text-ink-soft">{item.question.topic}</span>
        <a
          href={item.href}
          className="text-xs text-ink-soft underline underline-offset-2 hover:text-ink focus-ring"
        >
          {item.sectionTitle}, question {item.pageLabel}
        </a>
      </header>
      <p className="mb-4 leading-relaxed whitespace-pre-line">{fullQuestionText(item.question)}</p>
      {item.question.type === "multiple-choice" ? (
        <MultipleChoiceReview question={item.question} answers={answers} />
      ) : (
        <TrueFalseReview question={item.question} answers={answers} />
      )}
      <SourceList sources={item.question.sources} />
    </article>
  );
}

function MultipleChoiceReview({ question, answers }: { question: MultipleChoiceQuestion; answers: PageAnswers }) {
  const selected = answerFor(answers, question.id).selected;
  const right = question.correctAnswer;
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className={cn("rounded-lg p-3", selected === right ? "bg-correct-soft" : "bg-incorrect-soft")}>
          <dt className="text-sm font-bold text-ink-soft">Your answer</dt>
          <dd className="mt-1">{selected === null ? "Not answered" : `${optionLetter(selected)}. ${question.options[selected]}`}</dd>
        </div>
        <div className="rounded-lg bg-correct-soft p-3">
          <dt className="text-sm font-bold text-ink-soft">Correct answer</dt>
          <dd className="mt-1 font-bold text-correct">{`${optionLetter(right)}. ${question.options[right]}`}</dd>
        </div>
      </dl>
      <div className="mt-3 rounded-lg border border-line bg-muted p-4">
        <h4 className="mb-1 font-bold">Explanation</h4>
        <p className="leading-relaxed">{question.explanation}</p>
      </div>
    </>
  );
}

function TrueFalseReview({ question, answers }: { question: TrueFalseQuestion; answers: PageAnswers }) {
  return (
    <>
      <p className="mb-2 text-sm text-ink-soft">{question.markInfo}</p>
      <ol className="space-y-3">
        {question.statements.map((statement, i) => {
          const selected = answerFor(answers, statementKey(question.id, i)).selected;
          const right = selected === trueFalseIndex(statement.correct);
          return (
            <li key={statement.text} className="rounded-lg border border-line p-3">
              <p className="mb-2">
                <span className="font-bold">{i + 1}. </span>
                {statement.text}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div className={cn("rounded-md p-2", right ? "bg-correct-soft" : "bg-incorrect-soft")}>
                  <dt className="font-bold text-ink-soft">Your answer</dt>
                  <dd className="flex items-center gap-1">
                    {selected !== null && (right ? <CheckCircle2 aria-hidden="true" className="size-4 text-correct" /> : <XCircle aria-hidden="true" className="size-4 text-incorrect" />)}
                    {selected === null ? "Not answered" : TRUE_FALSE[selected]}
                    {selected !== null && <span className="sr-only">{right ? " (correct)" : " (incorrect)"}</span>}
                  </dd>
                </div>
                <div className="rounded-md bg-correct-soft p-2">
                  <dt className="font-bold text-ink-soft">Correct answer</dt>
                  <dd className="font-bold text-correct">{statement.correct}</dd>
                </div>
              </dl>
              <p className="mt-2 text-sm leading-relaxed">{statement.explanation}</p>
            </li>
          );
        })}
      </ol>
    </>
  );
}
