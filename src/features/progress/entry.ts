/**
 * The record's tiny entry, in every practice page's and the mock exam's first load: it reads the
 * preference (localStorage) and, only when the record is on, imports the rest (./client: IndexedDB,
 * the card footer) with a dynamic import. With the record off nothing else is loaded and nothing
 * is stored.
 *
 * One state per page, shared by every component that asks (the switch, each card, the exam).
 */
import { useEffect, useSyncExternalStore } from "react";
import { askToPersist, type Persistence } from "~/progress/persist";
import { RECORD_PREFERENCE_KEY, readPreference, writePreference, type RecordPreference } from "~/progress/preference";
import type { RecordClient } from "./client";

export type RecordStatus = "off" | "loading" | "ready" | "unavailable";

/** What the page says about the record, once, where the switch is. */
export type RecordNotice =
  | { kind: "on"; persistence: Persistence | null }
  | { kind: "off" }
  | { kind: "unavailable" }
  | { kind: "newer" };

export interface RecordState {
  preference: RecordPreference;
  status: RecordStatus;
  /** The loaded record, while it is on and the browser lets it be kept. */
  client: RecordClient | null;
  notice: RecordNotice | null;
}

const SERVER_STATE: RecordState = { preference: "off", status: "off", client: null, notice: null };

let state = SERVER_STATE;
const listeners = new Set<() => void>();
let started = false;
/** A practice page or the mock exam wants the client (the /progress page reads the record itself). */
let wanted = false;
let loading = false;

function update(next: Partial<RecordState>) {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

/** Storage refused (or a newer version's record): the page works as with the record off, and says so once. */
function fail(notice: RecordNotice) {
  state.client?.close();
  update({ status: "unavailable", client: null, notice });
}

function load() {
  if (!wanted || state.client || loading || state.preference !== "on") return;
  loading = true;
  update({ status: "loading" });
  import("./client")
    .then((module) => module.openRecordClient({ onFailure: reportUnavailable }))
    .then(
      (client) => {
        loading = false;
        if (state.preference !== "on") return client.close();
        update({ status: "ready", client });
      },
      (error: unknown) => {
        loading = false;
        fail({ kind: error instanceof Error && error.name === "NewerRecordError" ? "newer" : "unavailable" });
      },
    );
}

/** The browser refused storage (or the record is a newer version's): said once, and the page works as with the record off. */
export function reportUnavailable(newer = false) {
  fail({ kind: newer ? "newer" : "unavailable" });
}

function follow(preference: RecordPreference) {
  if (preference === state.preference) return;
  if (preference === "on") {
    update({ preference });
    load();
  } else {
    state.client?.close();
    update({ preference, status: "off", client: null });
  }
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  update({ preference: readPreference() });
  load();
  // Another tab turned the record on or off.
  addEventListener("storage", (event) => {
    if (event.key === RECORD_PREFERENCE_KEY || event.key === null) follow(readPreference());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** The learner's choice, from the switch: turning on loads the record and asks the browser to keep it. */
export function setRecordOn(on: boolean) {
  start();
  if (!on) {
    const kept = state.preference === "on" || state.preference === "paused";
    writePreference(kept ? "paused" : "off");
    state.client?.close();
    update({ preference: kept ? "paused" : "off", status: "off", client: null, notice: { kind: "off" } });
    return;
  }
  if (!writePreference("on")) return fail({ kind: "unavailable" });
  update({ preference: "on", status: "off", notice: { kind: "on", persistence: null } });
  load();
  void askToPersist().then((persistence) => {
    if (state.notice?.kind === "on") update({ notice: { kind: "on", persistence } });
  });
}

/** Back to the default: off, with nothing kept (after "Clear progress" while off). */
export function forgetPreference() {
  writePreference("off");
  update({ preference: "off" });
}

/** The page's record state; off in the prerendered HTML and until the island runs. */
export function useRecordState(): RecordState {
  return useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
}

/** The record, when it is on and loaded; null otherwise (then nothing is kept). Loads its code once the record is on. */
export function useRecordClient(): RecordClient | null {
  useEffect(want, []);
  return useRecordState().client;
}

function want() {
  wanted = true;
  load();
}

/** For tests: forget the page's state, as a reload would. */
export function resetRecordStateForTests() {
  state.client?.close();
  state = SERVER_STATE;
  started = false;
  wanted = false;
  loading = false;
}
