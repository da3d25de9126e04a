import { ChevronLeft, ChevronRight, Clock, Flag, LogOut, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { keepAnswers, useRecordClient, type AnswerInput } from "~/features/progress";
import { ShortcutsDialog } from "~/features/question";
import { examResults, incorrectQuestionIds, type ExamResults as Results } from "~/exam/results";
import { serialiseExam } from "~/exam/saved";
import { retrySession, sessionTitle, type ExamSession } from "~/exam/session";
import { examReducer, initialExamState, isSubmitted, sessionProgress, type ExamAction, type ExamState } from "~/exam/state";
import { answerFor } from "~/answering/answer-state";
import { deadlineOf, formatClock, formatDuration, secondsLeft } from "~/exam/timing";
import { createStore } from "~/answering/store";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { useStore } from "~/ui/use-store";
import { ExamQuestion } from "./ExamQuestion";
import { ExamResults } from "./ExamResults";
import { useLeaveWarning } from "./hooks";
import { QuestionNavigator } from "./QuestionNavigator";
import { clearSavedExam, writeSavedExam } from "./saved-exam";

interface ExamRunnerProps {
  session: ExamSession;
  /** The learner's work so far, when a kept exam is resumed (src/exam/saved.ts). */
  initial?: ExamState;
  /** A resumed exam whose time ran out while the learner was away (submitted at its deadline). */
  endedWhileAway?: boolean;
  /** Start another session (Retry incorrect). */
  onStart: (session: ExamSession) => void;
  onNewExam: () => void;
  /** The clock; a parameter so tests can control time. */
  now?: () => number;
  /** Seeds a retry's option order. */
  seed: () => number;
}

/** Announce the time left at a few points, not every second. */
function timeWarning(left: number, limit: number): string {
  if (left <= 60 && limit > 60) return "Less than 1 minute left.";
  if (left <= 300 && limit > 300) return "5 minutes left.";
  return "";
}

/** The multiple-choice answers of a session, as the study record keeps them. */
function answersOf(session: ExamSession, state: ExamState, ids?: ReadonlySet<string>): AnswerInput[] {
  return session.items.flatMap((item): AnswerInput[] => {
    const { question } = item;
    if (question.type !== "multiple-choice" || (ids && !ids.has(question.id))) return [];
    const { selected } = answerFor(state.answers, question.id);
    return selected === null
      ? []
      : [{ questionId: question.id, option: selected, correct: selected === question.correctAnswer, where: { kind: "exam", mode: session.mode } }];
  });
}

/** A finished session's score overall and by knowledge area, for the study record. */
function examRecordOf(session: ExamSession, results: Results, at: number) {
  return {
    at,
    mode: session.mode,
    name: session.origin === "retry" ? "Retry incorrect" : session.name,
    correct: results.correct,
    total: results.total,
    byArea: results.byArea.map(({ area, correct, total }) => ({ area, correct, total })),
  };
}

/** A session in progress, then its results. */
export function ExamRunner({ session, initial, endedWhileAway = false, onStart, onNewExam, now = Date.now, seed }: ExamRunnerProps) {
  const [store] = useState(() => createStore(examReducer, initial ?? initialExamState(session)));
  const state = useStore(store, (s) => s);
  // With the study record on: tutor answers as they are given, timed ones at submission, flags as set, and the result.
  const record = useRecordClient();
  const dispatch = (action: ExamAction) => {
    const before = store.getState();
    store.dispatch(action);
    if (action.type === "toggleFlag") record?.flag(action.questionId, store.getState().flagged.includes(action.questionId));
    else if (action.type === "choose" && session.mode === "tutor" && answerFor(before.answers, action.key).selected === null) {
      keepAnswers(answersOf(session, store.getState(), new Set([action.key])));
    }
  };
  const recorded = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const questionRef = useRef<HTMLElement>(null);
  const [clock, setClock] = useState(now);
  const submitted = isSubmitted(state);
  const deadline = session.timeLimitSeconds === null ? null : deadlineOf(session.startedAt, session.timeLimitSeconds);

  useLeaveWarning(!submitted);

  // Kept in this tab as it changes, so a reload or a crash offers to resume it; dropped once submitted.
  useEffect(() => {
    const keep = () => {
      const latest = store.getState();
      if (isSubmitted(latest)) clearSavedExam();
      else writeSavedExam(serialiseExam(session, latest));
    };
    keep();
    return store.subscribe(keep);
  }, [session, store]);

  // The countdown: tick several times a second so the display never skips, and submit the moment time is up.
  useEffect(() => {
    if (deadline === null || submitted) return;
    const id = setInterval(() => {
      const t = now();
      setClock(t);
      if (t >= deadline) store.dispatch({ type: "submit", at: t, endedBy: "time" });
    }, 250);
    return () => clearInterval(id);
  }, [deadline, submitted, now, store]);

  // Submitted: the record keeps the timed answers (tutor answers are in already) and the result, once,
  // if it was on at the time.
  useEffect(() => {
    if (!submitted || recorded.current) return;
    recorded.current = true;
    if (!record) return;
    const finished = store.getState();
    if (session.mode === "timed") record.answer(answersOf(session, finished));
    record.finishExam(examRecordOf(session, examResults(session, finished), finished.submittedAt ?? now()));
  }, [submitted, record, session, store, now]);

  // A new question (and the first one) takes focus, so keyboard and screen-reader users start there.
  // Scroll to the top of the exam (the sticky status bar would otherwise cover the question's start).
  const current = state.current;
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (submitted) return;
    questionRef.current?.focus({ preventScroll: true });
    sectionRef.current?.scrollIntoView?.({ block: "start" });
  }, [current, submitted]);

  if (submitted) {
    const results = examResults(session, state);
    return (
      <ExamResults
        session={session}
        results={results}
        endedWhileAway={endedWhileAway}
        answers={state.answers}
        onRetryIncorrect={() => onStart(retrySession(session, incorrectQuestionIds(results), now(), seed()))}
        onNewExam={onNewExam}
      />
    );
  }

  const item = session.items[state.current];
  if (!item) return null;
  const progress = sessionProgress(session, state);
  const flagged = state.flagged.includes(item.question.id);
  const last = state.current === session.items.length - 1;
  const left = deadline === null ? null : secondsLeft(deadline, clock);
  const warning = left === null || session.timeLimitSeconds === null ? "" : timeWarning(left, session.timeLimitSeconds);
  const timed = session.mode === "timed";
  const title = sessionTitle(session);

  function submit() {
    setConfirming(false);
    store.dispatch({ type: "submit", at: now(), endedBy: "learner" });
  }

  function leave() {
    setLeaving(false);
    clearSavedExam();
    onNewExam();
  }

  function requestSubmit() {
    if (progress.unanswered > 0) setConfirming(true);
    else submit();
  }

  return (
    <section ref={sectionRef} aria-labelledby="exam-heading">
      <div className="sticky top-16 z-30 -mx-4 mb-6 border-b border-line bg-canvas px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="exam-heading" className="text-lg font-bold">
              {title}
            </h2>
            <p className="text-sm text-ink-soft">
              Question {state.current + 1} of {session.items.length} · {progress.answered} answered · {progress.flagged} flagged
            </p>
          </div>
          <div className="flex items-center gap-3">
            {left !== null && session.timeLimitSeconds !== null ? (
              <p
                className={cn(
                  "flex items-center gap-2 rounded-lg border-2 px-3 py-1 font-bold",
                  warning ? "border-incorrect-line text-incorrect" : "border-line",
                )}
              >
                <Clock aria-hidden="true" className="size-5" />
                <span className="sr-only">Time left:</span>
                <span role="timer" aria-label={`${formatDuration(left)} left`} className="font-mono text-xl tabular-figures">
                  {formatClock(left)}
                </span>
                <span className="text-sm font-normal">left</span>
              </p>
            ) : (
              <p className="text-sm text-ink-soft">No time limit</p>
            )}
            <Button onClick={requestSubmit}>
              <Send aria-hidden="true" className="size-4" />
              {timed ? "Submit exam" : "Finish"}
            </Button>
          </div>
        </div>
        <p role="status" aria-live="polite" className={cn("text-sm font-bold text-incorrect", !warning && "sr-only")}>
          {warning}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <ExamQuestion
            key={item.question.id}
            ref={questionRef}
            item={item}
            number={state.current + 1}
            mode={session.mode}
            answers={state.answers}
            struck={state.struck}
            dispatch={dispatch}
            onNavigate={(step) => dispatch({ type: step === 1 ? "next" : "previous" })}
            onHelp={() => setShortcutsOpen(true)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="outline" onClick={() => dispatch({ type: "previous" })} disabled={state.current === 0}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button
              variant="outline"
              aria-pressed={flagged}
              onClick={() => dispatch({ type: "toggleFlag", questionId: item.question.id })}
              className={cn(flagged && "border-note bg-note-soft text-note")}
            >
              <Flag aria-hidden="true" className={cn("size-4", flagged && "fill-current")} />
              {flagged ? "Flagged for review" : "Flag for review"}
            </Button>
            {last ? (
              <Button onClick={requestSubmit}>
                <Send aria-hidden="true" className="size-4" />
                {timed ? "Submit exam" : "Finish"}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => dispatch({ type: "next" })}>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </div>
        <aside className="lg:sticky lg:top-44 lg:self-start">
          <QuestionNavigator
            items={session.items}
            mode={session.mode}
            answers={state.answers}
            flagged={state.flagged}
            current={state.current}
            progress={progress}
            onGoTo={(index) => dispatch({ type: "goTo", index })}
          />
          <Button variant="ghost" size="sm" className="mt-3" onClick={() => setLeaving(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            Leave without submitting
          </Button>
        </aside>
      </div>

      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <ConfirmDialog
        open={leaving}
        title="Leave this mock exam?"
        confirmLabel="Leave and discard it"
        cancelLabel="Keep working"
        onConfirm={leave}
        onCancel={() => setLeaving(false)}
      >
        <p>It will not be marked, and its answers, flags and struck-out options are discarded. You go back to the form to build a new one.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title={timed ? "Submit with questions unanswered?" : "Finish with questions unanswered?"}
        confirmLabel={timed ? "Submit exam" : "Finish"}
        cancelLabel="Keep working"
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      >
        <p>{progress.unanswered === 1 ? "1 question is" : `${progress.unanswered} questions are`} not answered yet. Unanswered questions score nothing.</p>
        {progress.flagged > 0 && <p>{progress.flagged === 1 ? "1 question is" : `${progress.flagged} questions are`} flagged for review.</p>}
      </ConfirmDialog>
    </section>
  );
}
