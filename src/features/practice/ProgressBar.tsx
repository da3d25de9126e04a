import { Keyboard, PencilLine, RotateCcw } from "lucide-react";
import { memo, useDeferredValue, useMemo, useRef, useState } from "react";
import type { PageState, PageStateAction } from "~/answering/page-state";
import { pageProgress, type PageProgress } from "~/answering/scoring";
import type { Store } from "~/answering/store";
import type { Question } from "~/questions/types";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { useStickyScrollPadding } from "~/ui/use-sticky-scroll-padding";
import { useStore } from "~/ui/use-store";

export interface ProgressBarProps {
  title: string;
  progress: PageProgress;
  onResetPage: () => void;
  /** Shown only on pages with written questions. */
  attemptFirst?: { on: boolean; toggle: () => void };
  onShowShortcuts: () => void;
}

interface PageProgressBarProps {
  store: Store<PageState, PageStateAction>;
  questions: readonly Question[];
  title: string;
  onResetPage: () => void;
  /** Pages with written questions have the Attempt-first switch. */
  attemptFirstSwitch: boolean;
  onShowShortcuts: () => void;
}

/**
 * The progress bar with the page's figures, derived from its answers. The figures follow an
 * answer as a deferred update: the card's verdict is the feedback, and paints first.
 */
export function PageProgressBar({ store, questions, attemptFirstSwitch, ...bar }: PageProgressBarProps) {
  const answers = useStore(store, (s) => s.answers);
  const written = useStore(store, (s) => s.written);
  const attemptFirstOn = useStore(store, (s) => s.attemptFirst);
  const progress = useDeferredValue(useMemo(() => pageProgress(questions, answers, written), [questions, answers, written]));
  const attemptFirst = useMemo(
    () => (attemptFirstSwitch ? { on: attemptFirstOn, toggle: () => store.dispatch({ type: "toggleAttemptFirst" }) } : undefined),
    [attemptFirstSwitch, attemptFirstOn, store],
  );
  return <ProgressBar {...bar} progress={progress} attemptFirst={attemptFirst} />;
}

/** The page's progress, kept in view: answered, correct and marks, plus page-wide actions. */
export function ProgressBar({ title, progress, onResetPage, attemptFirst, onShowShortcuts }: ProgressBarProps) {
  const summary = `Answered ${progress.answered} of ${progress.total}. Correct ${progress.correct}. Marks ${progress.marks} of ${progress.maxMarks}.`;

  // Measured for the page's scroll padding (before the page's deep-link scroll, as a child's effects run first).
  const bar = useRef<HTMLDivElement>(null);
  useStickyScrollPadding(bar);

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Progress on this page"
      className="sticky top-16 z-30 -mx-4 mb-6 border-b border-line bg-canvas px-4 py-3 print:hidden"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={`${title} progress`}>
          <div className="flex gap-1">
            <dt className="text-ink-soft">Answered</dt>
            <dd className="font-bold tabular-figures">
              {progress.answered}/{progress.total}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-ink-soft">Correct</dt>
            <dd className="font-bold tabular-figures">{progress.correct}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-ink-soft">Marks</dt>
            <dd className="font-bold tabular-figures">
              {progress.marks}/{progress.maxMarks}
            </dd>
          </div>
        </dl>
        <PageActions attemptFirst={attemptFirst} onShowShortcuts={onShowShortcuts} onResetPage={onResetPage} />
      </div>
      <progress
        aria-label="Questions answered"
        max={progress.total}
        value={progress.answered}
        className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand"
      />
      <p role="status" aria-live="polite" className="sr-only">
        {progress.answered > 0 ? summary : ""}
      </p>
    </div>
  );
}

interface PageActionsProps {
  onResetPage: () => void;
  attemptFirst?: { on: boolean; toggle: () => void };
  onShowShortcuts: () => void;
}

/** The bar's page-wide actions. Memoised: answering a question changes the figures, not these. */
const PageActions = memo(function PageActions({ onResetPage, attemptFirst, onShowShortcuts }: PageActionsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="ml-auto flex flex-wrap gap-2">
        {attemptFirst && (
          <button
            type="button"
            role="switch"
            aria-checked={attemptFirst.on}
            onClick={attemptFirst.toggle}
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-bold hover:bg-muted focus-ring"
          >
            <PencilLine aria-hidden="true" className="size-4" />
            Attempt first
            <span aria-hidden="true" className={attemptFirst.on ? "relative h-5 w-9 rounded-full bg-brand" : "relative h-5 w-9 rounded-full bg-line"}>
              <span
                className={
                  attemptFirst.on
                    ? "absolute top-0.5 left-4.5 size-4 rounded-full bg-surface transition-all"
                    : "absolute top-0.5 left-0.5 size-4 rounded-full bg-surface transition-all"
                }
              />
            </span>
            <span className="sr-only">{attemptFirst.on ? "(on)" : "(off)"}</span>
          </button>
        )}
        <Button variant="ghost" size="sm" onClick={onShowShortcuts} aria-keyshortcuts="?">
          <Keyboard aria-hidden="true" className="size-4" />
          Shortcuts
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset page
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset this page?"
        confirmLabel="Reset all answers"
        cancelLabel="Cancel"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onResetPage();
        }}
      >
        <p>This clears every answer, self-mark and draft on this page. It cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
});
