/**
 * The record's tiny entry, in the first load of practice pages, the mock exam and /progress: it
 * follows the preference (set by the switch, src/scripts/record-switch.ts) and, only when the record
 * is on and a page asks for it, imports the rest (./client: IndexedDB, the card footer) with a
 * dynamic import. With the record off nothing else is loaded and nothing is stored.
 */
import { useEffect, useSyncExternalStore } from "react";
import { RECORD_EVENT, RECORD_PREFERENCE_KEY, RECORD_STATUS_EVENT, readPreference, writePreference, type RecordPreference } from "~/progress/preference";
import type { AnswerInput, RecordClient } from "./client";

interface RecordState {
  preference: RecordPreference;
  /** The loaded record, while it is on and the browser lets it be kept. */
  client: RecordClient | null;
}

const SERVER_STATE: RecordState = { preference: "off", client: null };

let state = SERVER_STATE;
const listeners = new Set<() => void>();
let started = false;
/** A practice page or the mock exam wants the client (/progress reads the whole record itself). */
let wanted = false;
let loading = false;
/** Answers given while the record's code was still loading (just after turning it on): kept once it is in. */
let pending: AnswerInput[] = [];

function update(next: Partial<RecordState>) {
  if (next.client === null && state.client) state.client.close();
  state = { ...state, ...next };
  for (const listener of [...listeners]) listener();
}

function load() {
  if (!wanted || state.client || loading || state.preference !== "on") return;
  loading = true;
  import("./client")
    .then((module) => module.openRecordClient({ onFailure: () => reportUnavailable("paused") }))
    .then(
      (client) => {
        loading = false;
        if (state.preference !== "on") return client.close();
        update({ client });
        client.answer(pending);
        pending = [];
      },
      (error: unknown) => {
        loading = false;
        pending = [];
        const newer = error instanceof Error && error.name === "NewerRecordError";
        reportUnavailable(newer ? null : "off", newer);
      },
    );
}

function follow() {
  const preference = readPreference();
  if (preference !== state.preference) update({ preference, ...(preference === "on" ? {} : { client: null }) });
  load();
}

function onStorage(event: StorageEvent) {
  if (event.key === RECORD_PREFERENCE_KEY || event.key === null) follow();
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  // The switch on this page, or another tab.
  addEventListener(RECORD_EVENT, follow);
  addEventListener("storage", onStorage);
  follow();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/**
 * The browser will not keep anything (refused storage, or a record written by a newer version):
 * the page works as with the record off from here, and the switch says so, once. `after`: the
 * preference from now on ("off" when nothing could be opened, "paused" when what was kept stays
 * readable), or null to leave it.
 */
export function reportUnavailable(after: "off" | "paused" | null, newer = false) {
  if (after) writePreference(after);
  update({ preference: after ?? state.preference, client: null });
  dispatchEvent(new CustomEvent(RECORD_STATUS_EVENT, { detail: newer ? "newer" : "unavailable" }));
}

/** Adds attempts to the record when it is on (waiting for its code if it is still loading); nothing when it is off. */
export function keepAnswers(answers: readonly AnswerInput[]) {
  if (state.client) state.client.answer(answers);
  else if (state.preference === "on" && wanted) pending.push(...answers);
}

/** Back to the default, off with nothing kept (after "Clear progress" while off). */
export function forgetPreference() {
  writePreference("off");
  dispatchEvent(new Event(RECORD_EVENT));
}

/** Whether the record is on, off, or off with a record kept ("paused"); off in the prerendered HTML. */
export function useRecordPreference(): RecordPreference {
  return useSyncExternalStore(subscribe, () => state.preference, () => SERVER_STATE.preference);
}

/** The record, when it is on and loaded; null otherwise (then nothing is kept). Loads its code once the record is on. */
export function useRecordClient(): RecordClient | null {
  useEffect(want, []);
  return useSyncExternalStore(subscribe, () => state.client, () => null);
}

function want() {
  wanted = true;
  load();
}

/** For tests: forget the page's state, as a reload would. */
export function resetRecordStateForTests() {
  state.client?.close();
  removeEventListener(RECORD_EVENT, follow);
  removeEventListener("storage", onStorage);
  state = SERVER_STATE;
  started = false;
  wanted = false;
  loading = false;
  pending = [];
}
