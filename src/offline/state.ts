/**
 * "Make every page available offline" as a state machine: the control on /practice
 * (src/site/offline-copies.ts) reads the cache, dispatches what happens, and shows `offlineView`.
 * Whether every page is offline is derived from the tally the cache gives, never stored.
 */
import { aboutSize, type Tally } from "./list";

/** How the last run ended, said once in the control's status line. */
export type Outcome = "done" | "cancelled" | "failed" | "removed";

export type OfflineState =
  { phase: "checking" } | { phase: "idle"; tally: Tally; outcome?: Outcome } | { phase: "saving"; tally: Tally } | { phase: "removing"; tally: Tally };

export type OfflineAction =
  /** What the cache holds now (after a check, a run or a removal). */
  | { type: "measured"; tally: Tally }
  | { type: "start" }
  /** One more file saved, of `bytes`. */
  | { type: "saved"; bytes: number }
  | { type: "cancel" }
  /** A file could not be fetched (offline, or the server is gone): the run stops. */
  | { type: "failed" }
  | { type: "remove" };

export const initialOfflineState: OfflineState = { phase: "checking" };

export const isComplete = (tally: Tally) => tally.saved >= tally.total;

/** What the cache holds, read after a check, a run or a removal: the run's or the removal's outcome follows from it. */
function measured(state: OfflineState, tally: Tally): OfflineState {
  switch (state.phase) {
    case "checking":
      return { phase: "idle", tally };
    case "idle":
      return { ...state, tally };
    case "saving":
      return { phase: "idle", tally, outcome: isComplete(tally) ? "done" : "failed" };
    case "removing":
      return { phase: "idle", tally, outcome: "removed" };
  }
}

export function offlineReducer(state: OfflineState, action: OfflineAction): OfflineState {
  switch (action.type) {
    case "measured":
      return measured(state, action.tally);
    case "start":
      return state.phase === "idle" && !isComplete(state.tally) ? { phase: "saving", tally: state.tally } : state;
    case "saved":
      if (state.phase !== "saving") return state;
      return {
        ...state,
        tally: { ...state.tally, saved: Math.min(state.tally.total, state.tally.saved + 1), bytesLeft: Math.max(0, state.tally.bytesLeft - action.bytes) },
      };
    case "cancel":
      return state.phase === "saving" ? { phase: "idle", tally: state.tally, outcome: "cancelled" } : state;
    case "failed":
      return state.phase === "saving" ? { phase: "idle", tally: state.tally, outcome: "failed" } : state;
    case "remove":
      return state.phase === "idle" && state.tally.saved > 0 ? { phase: "removing", tally: state.tally } : state;
  }
}

/** What the control shows: which buttons, the progress bar, the words, and what the status line says. */
export interface OfflineView {
  /** Nothing until the cache has been read. */
  shown: boolean;
  save: boolean;
  cancel: boolean;
  remove: boolean;
  /** Removing: "Remove offline copies" stays, unavailable, until it is done. */
  busy: boolean;
  progress?: { value: number; max: number };
  /** The line below the buttons: the size to download, the count, or that every page is here. */
  detail: string;
  /** Said once (a polite live region): what the last action came to. */
  status: string;
}

const files = (tally: Tally) => `${tally.saved} of ${tally.total} files`;

const OUTCOME_WORDS: Record<Outcome, (tally: Tally) => string> = {
  done: () => "Done: every page is available offline.",
  cancelled: (tally) => `Stopped: ${files(tally)} are on this device.`,
  failed: (tally) => `Stopped: a file could not be downloaded (is the connection down?). ${files(tally)} are on this device; try again for the rest.`,
  removed: () => "Offline copies removed: pages are kept again as you read them.",
};

export function offlineView(state: OfflineState): OfflineView {
  const none = { shown: true, save: false, cancel: false, remove: false, busy: false, status: "" };
  switch (state.phase) {
    case "checking":
      return { ...none, shown: false, detail: "" };
    case "saving":
      return {
        ...none,
        cancel: true,
        progress: { value: state.tally.saved, max: state.tally.total },
        detail: files(state.tally),
        status: "Saving every page on this device.",
      };
    case "removing":
      return { ...none, remove: true, busy: true, detail: "Removing the offline copies." };
    case "idle": {
      const { tally, outcome } = state;
      const status = outcome ? OUTCOME_WORDS[outcome](tally) : "";
      if (isComplete(tally)) return { ...none, remove: true, detail: `Every page is available offline on this device (${tally.total} files).`, status };
      const left = `Downloads ${aboutSize(tally.bytesLeft)}${tally.saved > 0 ? ` (${files(tally)} are already on this device)` : ""}.`;
      return { ...none, save: true, remove: tally.saved > 0, detail: left, status };
    }
  }
}
