/**
 * The record as practice pages and the mock exam use it, loaded (dynamic import, from ./entry)
 * only once the learner has turned it on: it adds attempts, flags and finished mock exams to
 * IndexedDB, and publishes its latest read (each question's last attempt and flag) to the record
 * snapshot store (src/site/stores.ts) for the cards' "Last time" line and flag. Another tab's
 * changes arrive over a BroadcastChannel.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import { openChannel } from "~/progress/channel";
import { openRecordStore, type RecordStore } from "~/progress/db";
import { lastAttempts, lastAttemptText } from "~/progress/last-attempt";
import type { Attempt, ExamRecord, Where } from "~/progress/record";
import { $recordSnapshot, EMPTY_SNAPSHOT, type RecordSnapshot } from "~/site/stores";

export interface AnswerInput {
  questionId: string;
  /** As written, whatever order the options were shown in. */
  option: number;
  correct: boolean;
  where: Where;
}

export interface CardFooterProps {
  questionId: string;
  /** Answered on this page now: the verdict is on the card, so "Last time" waits for the next go. */
  answered: boolean;
}

export interface RecordClient {
  /** Adds attempts, after the verdict has painted. */
  answer(answers: readonly AnswerInput[]): void;
  flag(questionId: string, flagged: boolean): void;
  finishExam(exam: Omit<ExamRecord, "id">): void;
  close(): void;
  /** A practice card's footer: how it went last time, and its flag. */
  CardFooter: (props: CardFooterProps) => ReactNode;
}

/** A random id; crypto.randomUUID needs a secure context, so an http address on a network falls back to random bytes. */
export function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * After the next frame has painted: the verdict first, then the write. (As ~/ui/after-next-paint,
 * written here so the record's lazily loaded code shares nothing with the page's first load.)
 */
function afterPaint(job: () => void) {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(job));
  else setTimeout(job);
}

/** The flag icon (lucide's "flag"), drawn here for the same reason. */
function FlagIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528" />
    </svg>
  );
}

async function read(store: RecordStore): Promise<RecordSnapshot> {
  const [attempts, flags] = await Promise.all([store.attempts(), store.flags()]);
  return { last: lastAttempts(attempts), flagged: new Set(flags.filter((f) => f.flagged).map((f) => f.questionId)), at: Date.now() };
}

const listen = (listener: () => void) => $recordSnapshot.listen(listener);

export async function openRecordClient({ onFailure }: { onFailure: () => void }): Promise<RecordClient> {
  const store = await openRecordStore();
  let failed = false;
  let closed = false;
  /** Flags set here whose write is still under way: shown at once, whatever a read returns meanwhile. */
  const flagsInFlight = new Map<string, boolean>();
  const publish = (next: RecordSnapshot) => {
    const flagged = new Set(next.flagged);
    for (const [questionId, on] of flagsInFlight) {
      if (on) flagged.add(questionId);
      else flagged.delete(questionId);
    }
    $recordSnapshot.set({ ...next, flagged });
  };
  publish(await read(store));
  // Reads can finish out of order (another tab's changes arrive in bursts): only the latest one
  // started is shown, so an older read never hides what a newer one, or this page, has seen.
  let reads = 0;
  const refresh = () => {
    if (closed) return;
    const mine = ++reads;
    read(store).then(
      (next) => mine === reads && publish(next),
      () => {},
    );
  };
  const channel = openChannel(refresh);

  /**
   * A write, after the next paint (the verdict comes first), then `done`, and the record read back
   * (a read begun before the write cannot then undo it here). Storage refused mid-way is said
   * once, and writing stops.
   */
  function write(job: () => Promise<void>, done = () => {}) {
    if (failed || closed) return;
    afterPaint(() => {
      job().then(
        () => {
          // The page may have closed the record (turned off) while the write was under way.
          if (closed) return;
          done();
          channel.announce();
          refresh();
        },
        () => {
          if (failed) return;
          failed = true;
          onFailure();
        },
      );
    });
  }

  function CardFooter({ questionId, answered }: CardFooterProps) {
    // Each card re-renders only when its own attempt or flag changes.
    const last = useSyncExternalStore(listen, () => $recordSnapshot.get().last.get(questionId));
    const at = useSyncExternalStore(listen, () => $recordSnapshot.get().at);
    const flagged = useSyncExternalStore(listen, () => $recordSnapshot.get().flagged.has(questionId));
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-3 text-sm">
        {last && !answered && <p className={`font-bold ${last.correct ? "text-correct" : "text-incorrect"}`}>{lastAttemptText(last, at)}</p>}
        <button
          type="button"
          aria-pressed={flagged}
          onClick={() => client.flag(questionId, !flagged)}
          className={`ml-auto inline-flex h-9 items-center gap-2 rounded-lg border px-3 font-bold focus-ring ${flagged ? "border-note bg-note-soft text-note" : "border-line hover:bg-muted"}`}
        >
          <FlagIcon filled={flagged} />
          Flag for review
        </button>
      </div>
    );
  }

  const client: RecordClient = {
    answer(answers) {
      if (answers.length === 0) return;
      const at = Date.now();
      const attempts = answers.map((answer): Attempt => ({ id: newId(), ...answer, at }));
      write(
        () => store.addAttempts(attempts),
        () => {
          const snapshot = $recordSnapshot.get();
          const last = new Map(snapshot.last);
          for (const attempt of attempts) last.set(attempt.questionId, attempt);
          publish({ ...snapshot, last, at: Date.now() });
        },
      );
    },
    flag(questionId, flagged) {
      // The button shows the new state at once; the write follows.
      flagsInFlight.set(questionId, flagged);
      publish($recordSnapshot.get());
      write(
        () => store.setFlag({ questionId, flagged, at: Date.now() }),
        () => flagsInFlight.get(questionId) === flagged && flagsInFlight.delete(questionId),
      );
    },
    finishExam(exam) {
      write(() => store.addExam({ ...exam, id: newId() }));
    },
    close() {
      closed = true;
      $recordSnapshot.set(EMPTY_SNAPSHOT);
      channel.close();
      store.close();
    },
    CardFooter,
  };
  return client;
}
