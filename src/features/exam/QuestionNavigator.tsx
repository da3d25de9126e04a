import { Check, CircleDashed, Flag, X } from "lucide-react";
import type { ExamItem } from "~/exam/pool";
import type { ExamMode } from "~/exam/session";
import { itemProgress, type SessionProgress } from "~/exam/state";
import type { PageAnswers } from "~/answering/answer-state";
import { questionResult } from "~/answering/scoring";
import { cn } from "~/ui/cn";

interface QuestionNavigatorProps {
  items: readonly ExamItem[];
  mode: ExamMode;
  answers: PageAnswers;
  flagged: readonly string[];
  current: number;
  progress: SessionProgress;
  onGoTo: (index: number) => void;
}

/**
 * Every question as a button: answered, partly answered, unanswered and flagged, each shown by an
 * icon and spelled out in the button's name, never by colour alone. Tutor mode also marks right
 * and wrong, since the learner has already seen the feedback.
 */
export function QuestionNavigator({ items, mode, answers, flagged, current, progress, onGoTo }: QuestionNavigatorProps) {
  return (
    <nav aria-label="Question navigator" className="rounded-xl border border-line bg-surface p-4 shadow-card">
      <h3 className="mb-3 font-bold">Questions</h3>
      <ol className="grid grid-cols-5 gap-2">
        {items.map((item, index) => {
          const { progress: state, answeredParts, totalParts } = itemProgress(item, answers);
          const isFlagged = flagged.includes(item.question.id);
          const result = mode === "tutor" && state === "answered" ? questionResult(item.question, answers) : null;
          const words = [
            state === "answered"
              ? result
                ? result.correct
                  ? "answered, correct"
                  : "answered, incorrect"
                : "answered"
              : state === "partial"
                ? `partly answered (${answeredParts} of ${totalParts} statements)`
                : "unanswered",
            isFlagged ? "flagged" : "",
          ].filter(Boolean);
          const Icon = result ? (result.correct ? Check : X) : state === "answered" ? Check : state === "partial" ? CircleDashed : null;
          return (
            <li key={item.question.id}>
              <button
                type="button"
                onClick={() => onGoTo(index)}
                aria-current={index === current ? "step" : undefined}
                aria-label={`Question ${index + 1}: ${words.join(", ")}`}
                className={cn(
                  "relative flex h-11 w-full flex-col items-center justify-center rounded-lg border-2 text-sm font-bold transition-colors focus-ring",
                  state === "answered"
                    ? "border-brand bg-brand text-on-brand"
                    : state === "partial"
                      ? "border-brand bg-brand-soft text-ink"
                      : "border-line bg-surface text-ink hover:bg-muted",
                  index === current && "ring-current",
                )}
              >
                <span className="leading-none">{index + 1}</span>
                {Icon && <Icon aria-hidden="true" className="mt-0.5 size-3" />}
                {isFlagged && <Flag aria-hidden="true" className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-note-soft p-0.5 text-note" />}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="mt-4 space-y-1 text-sm text-ink-soft">
        <li className="flex items-center gap-2">
          <Check aria-hidden="true" className="size-4" /> Answered: {progress.answered}
        </li>
        <li className="flex items-center gap-2">
          <CircleDashed aria-hidden="true" className="size-4" /> Unanswered: {progress.unanswered}
        </li>
        <li className="flex items-center gap-2">
          <Flag aria-hidden="true" className="size-4 text-note" /> Flagged: {progress.flagged}
        </li>
      </ul>
    </nav>
  );
}
