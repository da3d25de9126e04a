import { useCallback, useEffect, useRef, useState } from "react";
import { practiseIds, recordPreference } from "~/features/progress";
import type { PoolEntry, SectionOutline } from "~/exam/pool";
import { buildSession, selectEntries, settingsForAll, type ExamSession, type ExamSettings } from "~/exam/session";
import { PRACTISE_EMPTY, PRACTISE_NAMES, PRACTISE_SESSION_MAX, practiseKindOf, type PractiseKind } from "~/progress/practise";
import type { ExamData } from "./data";
import { builderValues, ExamBuilder, type BuilderValues } from "./ExamBuilder";
import type { ExamRunner as Runner } from "./ExamRunner";

interface ExamPageProps {
  /** The sections and their topic counts: what the builder shows before any question is needed. */
  outline: readonly SectionOutline[];
  /** Where a session's questions come from: the pool's index, then the questions drawn. */
  data: ExamData;
  now?: () => number;
  /** Seeds the draw and the order of options; each session gets a fresh one unless a test fixes it. */
  seed?: () => number;
  /** The address's query: "?practise=mistakes" starts a tutor session from the study record. */
  search?: () => string;
  /** A practice session's questions from the study record (tests pass their own). */
  practise?: (kind: PractiseKind, entries: readonly PoolEntry[], now: number) => Promise<string[]>;
}

type PractiseStatus = { kind: PractiseKind; state: "starting" } | { kind: PractiseKind; state: "failed"; message: string };

const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

const LOAD_FAILED = "The questions could not be loaded. Check your connection, then press Start again.";

/** The runner is code a session needs and the builder does not: it loads with the pool. */
const loadRunner = () => import("./ExamRunner").then((module) => module.ExamRunner);

/** The mock exam: the builder, then a session and its results. Everything lives in page state. */
export function ExamPage({ outline, data, now = Date.now, seed = randomSeed, search = () => location.search, practise = practiseIds }: ExamPageProps) {
  const [session, setSession] = useState<ExamSession | null>(null);
  // Every start (including Retry incorrect) mounts a fresh runner, even if two sessions look alike.
  const [runs, setRuns] = useState(0);
  // The builder keeps the learner's last choices for "New mock exam".
  const [values, setValues] = useState<BuilderValues>(() => builderValues(settingsForAll(outline.map((section) => section.id))));
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const [ExamRunner, setExamRunner] = useState<typeof Runner | null>(null);

  // The pool's index and the runner, requested once the learner reaches the form; a failed request is tried again at Start.
  const prepared = useRef<Promise<unknown> | null>(null);
  const prepare = useCallback(() => {
    prepared.current ??= Promise.all([data.pool(), loadRunner()]).catch((error: unknown) => {
      prepared.current = null;
      throw error;
    });
    return prepared.current;
  }, [data]);
  const prefetch = useCallback(() => {
    prepare().catch(() => {
      // Reported if it still fails when Start is pressed.
    });
  }, [prepare]);

  // "/exam?practise=mistakes" (from /progress): a tutor session of the record's questions, started on arrival.
  const [practising, setPractising] = useState<PractiseStatus | null>(null);
  const practiseOnce = useRef(false);
  useEffect(() => {
    if (practiseOnce.current) return;
    practiseOnce.current = true;
    const kind = practiseKindOf(search());
    if (!kind) return;
    const fail = (message: string) => setPractising({ kind, state: "failed", message });
    // Off: there is no record to read, and reading would create one.
    if (recordPreference() === "off") return fail("Your progress is not being kept on this device, so there is nothing to practise from. Turn on Keep my progress on this device on the Progress page.");
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read once hydrated (the prerendered page has none)
    setPractising({ kind, state: "starting" });
    (async () => {
      const [entries, Runner] = await Promise.all([data.pool(), loadRunner()]);
      const ids = (await practise(kind, entries.filter((entry) => entry.multipleChoice), now())).slice(0, PRACTISE_SESSION_MAX);
      if (ids.length === 0) return fail(PRACTISE_EMPTY[kind]);
      const items = await data.items(ids);
      const settings: ExamSettings = { ...settingsForAll(outline.map((section) => section.id)), mode: "tutor", count: ids.length, shuffle: false, seed: seed() };
      setExamRunner(() => Runner);
      setRuns((n) => n + 1);
      setSession({ ...buildSession(items, settings, now()), name: PRACTISE_NAMES[kind], ...(kind === "flagged" ? { flagged: ids } : {}) });
      setPractising(null);
    })().catch(() => fail("Your progress or its questions could not be loaded. Check your connection, then reload the page."));
  }, [data, now, outline, practise, search, seed]);

  async function start(settings: Omit<ExamSettings, "seed">) {
    const withSeed = { ...settings, seed: seed() };
    const [entries, Runner] = await Promise.all([data.pool(), loadRunner()]);
    const drawn = selectEntries(entries, withSeed);
    const items = await data.items(drawn.map((entry) => entry.id));
    setExamRunner(() => Runner);
    setRuns((n) => n + 1);
    // The clock starts once the questions are in.
    setSession(buildSession(items, withSeed, now()));
  }

  if (session && ExamRunner) {
    return (
      <ExamRunner
        key={runs}
        session={session}
        onStart={(next) => {
          setRuns((n) => n + 1);
          setSession(next);
        }}
        onNewExam={() => setSession(null)}
        now={now}
        seed={seed}
      />
    );
  }

  return (
    <>
      {practising && (
        <p role={practising.state === "failed" ? "alert" : "status"} className="mb-6 rounded-lg border border-line bg-surface p-4 font-bold" data-testid="practise-status">
          {practising.state === "starting" ? (
            `Starting ${PRACTISE_NAMES[practising.kind]}…`
          ) : (
            <>
              {PRACTISE_NAMES[practising.kind]}: {practising.message}{" "}
              <a href="/progress" className="text-brand underline underline-offset-2 focus-ring">
                Back to your progress
              </a>
            </>
          )}
        </p>
      )}
      <ExamBuilder
        outline={outline}
        initial={values}
        // Back from a session: focus moves to the builder's heading, not lost on a removed button.
        focusOnMount={runs > 0}
        onIntent={prefetch}
        starting={starting}
        startError={startError}
        onStart={(settings, typed) => {
          if (starting) return;
          setValues(typed);
          setStartError(undefined);
          setStarting(true);
          start(settings)
            .catch(() => setStartError(LOAD_FAILED))
            .finally(() => setStarting(false));
        }}
      />
    </>
  );
}
