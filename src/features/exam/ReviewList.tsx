import { CheckCircle2, CircleDashed, Flag, XCircle } from "lucide-react";
import { useState } from "react";
import { defaultReviewFilter, filterReview, REVIEW_FILTERS, reviewCounts, type ReviewFilter, type ReviewItem } from "~/exam/results";
import type { PageAnswers } from "~/answering/answer-state";
import { cn } from "~/ui/cn";
import { ExamQuestion } from "./ExamQuestion";

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
  const verdict = correct ? "Correct" : answered ? "Incorrect" : progress === "partial" ? "Partly answered" : "Not answered";
  const VerdictIcon = correct ? CheckCircle2 : answered ? XCircle : CircleDashed;
  return (
    <div>
      <ExamQuestion
        item={item}
        number={index + 1}
        mode="review"
        answers={answers}
        footer={
          <p className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-3">
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
            <a href={item.href} className="text-sm text-ink-soft underline underline-offset-2 hover:text-ink focus-ring">
              Practise it on {item.sectionTitle}, question {item.pageLabel}
            </a>
          </p>
        }
      />
    </div>
  );
}
