/**
 * The record's tiny entry, in every practice page's and the mock exam's first load: it reads the
 * preference (localStorage) and, only when the record is on, imports the rest (./client: IndexedDB,
 * the card footer) with a dynamic import. With the record off nothing else is loaded and nothing
 * is stored.
 *
 * One state per page, shared by every component that asks (the switch, each card, the exam).
 */
import { useSyncExternalStore } from "react";
import { RECORD_PREFERENCE_KEY, readPreference, writePreference, type RecordPreference } from "~/progress/preference";
import type { Persistence } from "~/progress/db";
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
/** While the record's code and database are loading: who waits for them. */
let waiting: ((client: RecordClient) => void)[] | null = null;

function update(next: Partial<RecordState>) {
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

/** Storage refused (or a newer version's record): the page works as with the record off, and says so once. */
function fail(notice: RecordNotice) {
  state.client?.close();
  update({ status: "unavailable", client: null, notice });
}

function load(onReady?: (client: RecordClient) => void) {
  if (state.client) return onReady?.(state.client);
  if (waiting) return void (onReady && waiting.push(onReady));
  const callbacks = (waiting = onReady ? [onReady] : []);
  update({ status: "loading" });
  import("./client")
    .then((module) => module.openRecordClient({ onFailure: () => fail({ kind: "unavailable" }) }))
    .then(
      (client) => {
        waiting = null;
        if (state.preference !== "on") return client.close();
        update({ status: "ready", client });
        for (const callback of callbacks) callback(client);
      },
      (error: unknown) => {
        waiting = null;
        fail({ kind: error instanceof Error && error.name === "NewerRecordError" ? "newer" : "unavailable" });
      },
    );
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
  const preference = readPreference();
  if (preference === "on") {
    update({ preference });
    load();
  } else update({ preference });
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
  update({ preference: "on", notice: { kind: "on", persistence: null } });
  load((client) => {
    void client.persist().then((persistence) => {
      if (state.notice?.kind === "on") update({ notice: { kind: "on", persistence } });
    });
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

/** The record, when it is on and loaded; null otherwise (then nothing is kept). */
export function useRecordClient(): RecordClient | null {
  return useRecordState().client;
}

/** For tests: forget the page's state, as a reload would. */
export function resetRecordStateForTests() {
  state.client?.close();
  state = SERVER_STATE;
  started = false;
  waiting = null;
}
