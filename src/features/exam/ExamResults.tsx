import { ChartColumn, CheckCircle2, Clock, RotateCcw, SquarePen, Target, XCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useRecordPreference } from "~/features/progress";
import type { ExamResults as Results } from "~/exam/results";
import type { ExamSession } from "~/exam/session";
import { STANDARD_SETTING } from "~/exam/standard-setting";
import { formatDuration } from "~/exam/timing";
import type { PageAnswers } from "~/answering/answer-state";
import { cn } from "~/ui/cn";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ReviewList } from "./ReviewList";
import { ScoreChart } from "./ScoreChart";

interface ExamResultsProps {
  session: ExamSession;
  results: Results;
  /** Its time ran out while the learner was away (a resumed exam). */
  endedWhileAway?: boolean;
  answers: PageAnswers;
  onRetryIncorrect: () => void;
  onNewExam: () => void;
}

/** Score against the learner's target, time taken, score by topic, the review and what to do next. */
export function ExamResults({ session, results, endedWhileAway = false, answers, onRetryIncorrect, onNewExam }: ExamResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missed = results.total - results.correct;

  // The exam view is gone: take focus (and screen readers) to the results.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-8">
      <Card aria-labelledby="results-heading" className="space-y-5">
        <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Results
        </h2>
        {results.endedBy === "time" && (
          <p role="alert" className="flex items-center gap-2 rounded-lg bg-note-soft p-3 font-bold text-note">
            <Clock aria-hidden="true" className="size-5" />
            {endedWhileAway
              ? "Time ran out while you were away: your exam was submitted automatically, as it stood when its time was up."
              : "Time is up: your exam was submitted automatically."}
          </p>
        )}

        <div className="grid gap-4 sm:grid-cols-3">
          <div className="rounded-lg bg-muted p-4">
            <p className="text-sm font-bold text-ink-soft">Score</p>
            <p className="text-3xl font-bold tabular-figures" data-testid="score">
              {results.correct} of {results.total}
            </p>
            <p className="text-ink-soft">
              {results.percent}% correct · {results.answered} of {results.total} answered
            </p>
          </div>
          <div className={cn("rounded-lg p-4", results.metTarget ? "bg-correct-soft" : "bg-incorrect-soft")}>
            <p className="flex items-center gap-1 text-sm font-bold text-ink-soft">
              <Target aria-hidden="true" className="size-4" />
              Your target: {results.targetPercent}%
            </p>
            <p className={cn("flex items-center gap-2 text-xl font-bold", results.metTarget ? "text-correct" : "text-incorrect")}>
              {results.metTarget ? <CheckCircle2 aria-hidden="true" className="size-5" /> : <XCircle aria-hidden="true" className="size-5" />}
              {results.metTarget ? "Target met" : "Below your target"}
            </p>
            <p className="text-sm text-ink-soft">Your own pass line, not the real exam&apos;s scaled score.</p>
          </div>
          <div className="rounded-lg bg-muted p-4">
            <p className="flex items-center gap-1 text-sm font-bold text-ink-soft">
              <Clock aria-hidden="true" className="size-4" />
              Time taken
            </p>
            <p className="text-xl font-bold">{formatDuration(results.timeTakenSeconds)}</p>
            <p className="text-sm text-ink-soft">
              {results.timeLimitSeconds === null ? "Tutor mode: no time limit" : `of ${formatDuration(results.timeLimitSeconds)} allowed`}
            </p>
          </div>
        </div>

        <ScoreBar percent={results.percent} target={results.targetPercent} met={results.metTarget} />
        <StandardBand percent={results.percent} />

        <div className="flex flex-wrap gap-2">
          {missed > 0 && (
            <Button onClick={onRetryIncorrect}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry incorrect ({missed})
            </Button>
          )}
          <Button variant="outline" onClick={onNewExam}>
            <SquarePen aria-hidden="true" className="size-4" />
            New mock exam
          </Button>
        </div>
        {missed > 0 && (
          <p className="text-sm text-ink-soft">
            Retry incorrect starts a new {session.mode === "timed" ? "timed" : "tutor"} session with only the{" "}
            {missed === 1 ? "question" : `${missed} questions`} you got wrong or left unanswered.
          </p>
        )}
      </Card>

      <Card aria-label="Score by knowledge area">
        <ScoreChart
          caption="Score by knowledge area"
          nameHeader="Knowledge area"
          rows={results.byArea.map((a) => ({ ...a, name: a.title }))}
          targetPercent={results.targetPercent}
        />
      </Card>

      <Card aria-label="Score by topic">
        <ScoreChart
          caption="Score by topic"
          nameHeader="Topic"
          rows={results.byTopic.map((t) => ({ ...t, name: t.topic }))}
          targetPercent={results.targetPercent}
        />
      </Card>

      <ReviewList items={results.items} answers={answers} />
    </div>
  );
}

/** The overall score as one bar with the target marked and the real exam's band shaded (decorative: the numbers are above and below). */
function ScoreBar({ percent, target, met }: { percent: number; target: number; met: boolean }) {
  const { lowPercent, highPercent } = STANDARD_SETTING;
  return (
    <div aria-hidden="true" className="relative h-5 rounded-full bg-muted">
      <div
        className="absolute inset-y-0 bg-note-soft outline-2 outline-note outline-dashed"
        style={{ left: `${lowPercent}%`, width: `${highPercent - lowPercent}%` }}
      />
      <div className={cn("relative h-full rounded-full", met ? "bg-correct-line" : "bg-incorrect-line")} style={{ width: `${percent}%` }} />
      <div className="absolute -top-1.5 -bottom-1.5 border-l-2 border-dashed border-ink" style={{ left: `${target}%` }} />
    </div>
  );
}

/** The real exam's standard-setting band (65–74%) with its sources, where this score stands, and the way to the learner's progress. */
function StandardBand({ percent }: { percent: number }) {
  const { lowPercent, highPercent, summary, sources } = STANDARD_SETTING;
  const preference = useRecordPreference();
  const where = percent > highPercent ? "above" : percent >= lowPercent ? "within" : "below";
  return (
    <div className="space-y-2 rounded-lg border border-line p-4 text-sm" data-testid="standard-band">
      <p>
        <span className="font-bold">
          The real exam&apos;s band: {lowPercent}–{highPercent}% (shaded on the bar). Your {percent}% is {where} it.
        </span>{" "}
        <span className="text-ink-soft">{summary}</span>
      </p>
      <p className="text-ink-soft">
        Sources:{" "}
        {sources.map((source, i) => (
          <span key={source.url}>
            {i > 0 && "; "}
            <a href={source.url} className="font-bold text-brand underline underline-offset-2 focus-ring">
              {source.title}
            </a>
          </span>
        ))}
        .
      </p>
      <p>
        <a href="/progress" className="inline-flex items-center gap-1 font-bold text-brand underline underline-offset-2 focus-ring">
          <ChartColumn aria-hidden="true" className="size-4" />
          Your progress
        </a>
        <span className="text-ink-soft">
          {preference === "on"
            ? ": this exam is kept in your record, with your others, by knowledge area and against this band."
            : ": keep your progress on this device to see your mock exams over time against this band."}
        </span>
      </p>
    </div>
  );
}
