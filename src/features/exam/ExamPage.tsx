import { useCallback, useEffect, useRef, useState } from "react";
import { practiseIds, recordPreference } from "~/features/progress";
import type { PoolEntry, SectionOutline } from "~/exam/pool";
import type { SavedExam } from "~/exam/saved";
import { buildSession, selectEntries, settingsForAll, type ExamSession, type ExamSettings } from "~/exam/session";
import type { ExamState } from "~/exam/state";
import { PRACTISE_EMPTY, PRACTISE_NAMES, PRACTISE_SESSION_MAX, practiseKindOf, type PractiseKind } from "~/progress/practise";
import { MissingFile, type ExamData } from "./data";
import { builderValues, ExamBuilder, type BuilderValues } from "./ExamBuilder";
import type { ExamRunner as Runner } from "./ExamRunner";
import { clearSavedExam, readSavedExam } from "./saved-exam";

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
const RESUME_FAILED = "Its questions could not be loaded. Check your connection, then press Resume again.";
const UNREADABLE = "A mock exam kept in this tab could not be read, so it was discarded. Build a new one below.";
const NO_LONGER_FITS = "Your mock exam no longer fits the question bank, which has changed since you started it, so it was discarded. Build a new one below.";

/** The learner's work in a resumed exam, for its runner. */
type Resumed = { state: ExamState; endedWhileAway: boolean };

/** A kept exam, read, with the code that offers and resumes it. */
type Kept = { saved: SavedExam; lib: Awaited<ReturnType<typeof loadOnDemand>> };

/** Code a session needs and the builder does not (on-demand.ts): it loads with the pool, or with a kept exam. */
const loadOnDemand = () => import("./on-demand");
const loadRunner = () => loadOnDemand().then((module) => module.ExamRunner);

/**
 * The mock exam: the builder, then a session and its results. A session in progress is also kept
 * in this tab (saved-exam.ts), so after a reload or a crash the page offers to resume it.
 */
export function ExamPage({ outline, data, now = Date.now, seed = randomSeed, search = () => location.search, practise = practiseIds }: ExamPageProps) {
  const [session, setSession] = useState<ExamSession | null>(null);
  // Every start (including Retry incorrect) mounts a fresh runner, even if two sessions look alike.
  const [runs, setRuns] = useState(0);
  // The builder keeps the learner's last choices for "New mock exam".
  const [values, setValues] = useState<BuilderValues>(() => builderValues(settingsForAll(outline.map((section) => section.id))));
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string>();
  const [ExamRunner, setExamRunner] = useState<typeof Runner | null>(null);
  // A mock exam kept in this tab, offered until resumed, discarded or replaced.
  const [kept, setKept] = useState<Kept | null>(null);
  const [resuming, setResuming] = useState(false);
  const [resumeError, setResumeError] = useState<string>();
  const [resumed, setResumed] = useState<Resumed | null>(null);
  // Why a kept exam was discarded, or that it was; it takes focus when the learner's action removed the offer.
  const [keptNote, setKeptNote] = useState<{ text: string; focus: boolean }>();
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (keptNote?.focus) noteRef.current?.focus();
  }, [keptNote]);

  // Read once hydrated (the prerendered page has no tab to read). Before the practise effect: a
  // reload of /exam?practise=… mid-session resumes it rather than starting another.
  useEffect(() => {
    const text = readSavedExam();
    if (text === null) return;
    let current = true;
    loadOnDemand().then(
      (lib) => {
        // Not if the page moved on meanwhile (a new exam replaced it).
        if (!current || readSavedExam() !== text) return;
        const saved = lib.parseSavedExam(text);
        if (saved) return setKept({ saved, lib });
        clearSavedExam();
        setKeptNote({ text: UNREADABLE, focus: false });
      },
      () => {
        // Its code did not load (offline, no service worker yet): the exam stays kept for the next visit.
      },
    );
    return () => {
      current = false;
    };
  }, []);

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
    if (!kind || readSavedExam() !== null) return;
    const fail = (message: string) => setPractising({ kind, state: "failed", message });
    // Off: there is no record to read, and reading would create one.
    if (recordPreference() === "off")
      return fail(
        "Your progress is not being kept on this device, so there is nothing to practise from. Turn on Keep my progress on this device on the Progress page.",
      );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is read once hydrated (the prerendered page has none)
    setPractising({ kind, state: "starting" });
    (async () => {
      const [entries, Runner] = await Promise.all([data.pool(), loadRunner()]);
      const ids = (
        await practise(
          kind,
          entries.filter((entry) => entry.multipleChoice),
          now(),
        )
      ).slice(0, PRACTISE_SESSION_MAX);
      if (ids.length === 0) return fail(PRACTISE_EMPTY[kind]);
      const items = await data.items(ids);
      const settings: ExamSettings = {
        ...settingsForAll(outline.map((section) => section.id)),
        mode: "tutor",
        count: ids.length,
        shuffle: false,
        seed: seed(),
      };
      setExamRunner(() => Runner);
      setRuns((n) => n + 1);
      setResumed(null);
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
    // A new exam replaces the one kept.
    setKept(null);
    setKeptNote(undefined);
    setResumed(null);
    // The clock starts once the questions are in.
    setSession(buildSession(items, withSeed, now()));
  }

  async function resume({ saved, lib }: Kept) {
    setResuming(true);
    setResumeError(undefined);
    try {
      const [items, Runner] = await Promise.all([data.items(saved.session.items.map((item) => item.id)), loadRunner()]);
      const restored = lib.resumeExam(saved, items, now());
      if (!restored) return discard(NO_LONGER_FITS);
      setExamRunner(() => Runner);
      setRuns((n) => n + 1);
      setKept(null);
      setResumed({ state: restored.state, endedWhileAway: restored.endedWhileAway });
      setSession(restored.session);
    } catch (error) {
      // A question the site no longer has: the bank changed. Anything else may be the connection.
      if (error instanceof MissingFile) discard(NO_LONGER_FITS);
      else setResumeError(RESUME_FAILED);
    } finally {
      setResuming(false);
    }
  }

  function discard(text: string) {
    clearSavedExam();
    setKept(null);
    setKeptNote({ text, focus: true });
  }

  if (session && ExamRunner) {
    return (
      <ExamRunner
        key={runs}
        session={session}
        initial={resumed?.state}
        endedWhileAway={resumed?.endedWhileAway}
        onStart={(next) => {
          setRuns((n) => n + 1);
          setResumed(null);
          setSession(next);
        }}
        onNewExam={() => {
          setResumed(null);
          setSession(null);
        }}
        now={now}
        seed={seed}
      />
    );
  }

  return (
    <>
      {kept && (
        <kept.lib.ResumeOffer
          summary={kept.lib.summarise(kept.saved, now())}
          resuming={resuming}
          error={resumeError}
          onResume={() => void resume(kept)}
          onDiscard={() => discard("Your mock exam was discarded.")}
        />
      )}
      <div role="status">
        {keptNote && (
          <p ref={noteRef} tabIndex={-1} className="mb-6 rounded-lg border border-line bg-surface p-4 font-bold focus:outline-none">
            {keptNote.text}
          </p>
        )}
      </div>
      {practising && (
        <p
          role={practising.state === "failed" ? "alert" : "status"}
          className="mb-6 rounded-lg border border-line bg-surface p-4 font-bold"
          data-testid="practise-status"
        >
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
