import { useCallback, useRef, useState } from "react";
import type { SectionOutline } from "~/exam/pool";
import { buildSession, settingsForAll, type ExamSession } from "~/exam/session";
import type { PracticeSection } from "~/quiz/types";
import { builderValues, ExamBuilder, type BuilderValues } from "./ExamBuilder";
import type { ExamRunner as Runner } from "./ExamRunner";

interface ExamPageProps {
  /** The sections and their topic counts: what the builder shows before any question is needed. */
  outline: readonly SectionOutline[];
  /**
   * The question bank, fetched (with the session's own components) the first time the learner
   * reaches the builder's form, or at the latest when Start is pressed: the page's first load
   * carries none of it. Tests pass a small one.
   */
  loadBank: () => Promise<readonly PracticeSection[]>;
  onActiveChange?: (active: boolean) => void;
  now?: () => number;
  /** Seeds the shuffle; each session gets a fresh one unless a test fixes it. */
  seed?: () => number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

const LOAD_FAILED = "The questions could not be loaded. Check your connection, then press Start again.";

/** What a session needs and the builder does not: the questions, and the runner with its case studies. */
interface SessionParts {
  bank: readonly PracticeSection[];
  ExamRunner: typeof Runner;
}

/** The mock exam: the builder, then a session and its results. Everything lives in page state. */
export function ExamPage({ outline, loadBank, onActiveChange, now = Date.now, seed = randomSeed }: ExamPageProps) {
  const [session, setSession] = useState<ExamSession | null>(null);
  // Every start (including Retry incorrect) mounts a fresh runner, even if two sessions look alike.
  const [runs, setRuns] = useState(0);
  // The builder keeps the learner's last choices for "New mock exam".
  const [values, setValues] = useState<BuilderValues>(() => builderValues(settingsForAll(outline.map((section) => section.id))));
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();

  // What a session needs, requested once and early; a failed request is forgotten so Start can try again.
  const parts = useRef<Promise<SessionParts> | null>(null);
  const [loaded, setLoaded] = useState<SessionParts | null>(null);
  const fetchParts = useCallback(() => {
    parts.current ??= Promise.all([loadBank(), import("./ExamRunner")])
      .then(([bank, runner]) => ({ bank, ExamRunner: runner.ExamRunner }))
      .catch((error: unknown) => {
        parts.current = null;
        throw error;
      });
    return parts.current;
  }, [loadBank]);
  const prefetchParts = useCallback(() => {
    fetchParts().catch(() => {
      // Reported if it still fails when Start is pressed.
    });
  }, [fetchParts]);

  if (session && loaded) {
    const { ExamRunner } = loaded;
    return (
      <ExamRunner
        key={runs}
        session={session}
        onStart={(next) => {
          setRuns((n) => n + 1);
          setSession(next);
        }}
        onNewExam={() => setSession(null)}
        onActiveChange={onActiveChange}
        now={now}
      />
    );
  }

  return (
    <ExamBuilder
      outline={outline}
      initial={values}
      // Back from a session: focus moves to the builder's heading, not lost on a removed button.
      focusOnMount={runs > 0}
      onIntent={prefetchParts}
      starting={starting}
      startError={startError}
      onStart={(settings, typed) => {
        setValues(typed);
        setStartError(undefined);
        setStarting(true);
        fetchParts()
          .then(
            (ready) => {
              setLoaded(ready);
              setRuns((n) => n + 1);
              // The clock starts once the questions are in.
              setSession(buildSession(ready.bank, { ...settings, seed: seed() }, now()));
            },
            () => setStartError(LOAD_FAILED),
          )
          .finally(() => setStarting(false));
      }}
    />
  );
}
