import { Play, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SavedSummary } from "~/exam/saved";
import { formatDuration } from "~/exam/timing";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";

/** "Timed mock exam: question 4 of 70, 3 answered, 52 min left (the clock keeps running)." */
export function describeSaved({ title, current, total, answered, secondsLeft }: SavedSummary): string {
  const where = `${title}: question ${current} of ${total}, ${answered} answered`;
  if (secondsLeft === null) return `${where}, no time limit.`;
  if (secondsLeft === 0) return `${where}. Its time ran out while you were away, so resuming submits it as it stood and shows your results.`;
  const left = secondsLeft < 60 ? "less than 1 min" : formatDuration(Math.floor(secondsLeft / 60) * 60);
  return `${where}, ${left} left (the clock keeps running).`;
}

interface ResumeOfferProps {
  summary: SavedSummary;
  resuming: boolean;
  /** Why the last Resume did not work, if it did not. */
  error?: string;
  onResume: () => void;
  onDiscard: () => void;
}

/** A mock exam kept in this tab, after a reload or a crash: what it is, Resume, and Discard (asked first). */
export function ResumeOffer({ summary, resuming, error, onResume, onDiscard }: ResumeOfferProps) {
  const [discarding, setDiscarding] = useState(false);
  // A reload restores the page's scroll position, often far below the offer: bring it into view (focus stays where it is).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section ref={ref} aria-labelledby="resume-heading" className="mb-6 scroll-mt-20 space-y-3 rounded-xl border-2 border-brand bg-surface p-5 shadow-card">
      <h2 id="resume-heading" className="text-xl font-bold">
        Resume your mock exam
      </h2>
      <p>{describeSaved(summary)}</p>
      <p className="text-sm text-ink-soft">
        It is kept in this tab only, until you submit it, leave it or close the tab. Starting a new one below replaces it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onResume} disabled={resuming}>
          <Play aria-hidden="true" className="size-4" />
          {resuming ? "Resuming…" : "Resume"}
        </Button>
        <Button variant="outline" onClick={() => setDiscarding(true)} disabled={resuming}>
          <Trash2 aria-hidden="true" className="size-4" />
          Discard it
        </Button>
      </div>
      {error && (
        <p role="alert" className="font-bold text-incorrect">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={discarding}
        title="Discard your mock exam?"
        confirmLabel="Discard it"
        cancelLabel="Keep it"
        onConfirm={() => {
          setDiscarding(false);
          onDiscard();
        }}
        onCancel={() => setDiscarding(false)}
      >
        <p>It will not be marked, and its answers, flags and struck-out options are deleted.</p>
      </ConfirmDialog>
    </section>
  );
}
