import { useState } from "react";
import { sections } from "~/content";
import { buildSession, defaultSettings, type ExamSession } from "~/exam/session";
import type { PracticeSection } from "~/quiz/types";
import { builderValues, ExamBuilder, type BuilderValues } from "./ExamBuilder";
import { ExamRunner } from "./ExamRunner";

interface ExamPageProps {
  /** The question bank (tests pass a small one). */
  bank?: readonly PracticeSection[];
  onActiveChange?: (active: boolean) => void;
  now?: () => number;
  /** Seeds the shuffle; each session gets a fresh one unless a test fixes it. */
  seed?: () => number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/** The mock exam: the builder, then a session and its results. Everything lives in page state. */
export function ExamPage({ bank = sections, onActiveChange, now = Date.now, seed = randomSeed }: ExamPageProps) {
  const [session, setSession] = useState<ExamSession | null>(null);
  // Every start (including Retry incorrect) mounts a fresh runner, even if two sessions look alike.
  const [runs, setRuns] = useState(0);
  // The builder keeps the learner's last choices for "New mock exam".
  const [values, setValues] = useState<BuilderValues>(() => builderValues(defaultSettings));

  if (session) {
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
      bank={bank}
      initial={values}
      // Back from a session: focus moves to the builder's heading, not lost on a removed button.
      focusOnMount={runs > 0}
      onStart={(settings, typed) => {
        setValues(typed);
        setRuns((n) => n + 1);
        setSession(buildSession(bank, { ...settings, seed: seed() }, now()));
      }}
    />
  );
}
