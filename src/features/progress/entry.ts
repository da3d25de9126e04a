/**
 * The record's tiny entry, in the first load of practice pages, the mock exam and /progress: it
 * follows the preference (src/site/stores.ts, set by the record switch) and, only when the record
 * is on and a page asks for it, imports the rest (./RecordClient: IndexedDB, the card footer) with a
 * dynamic import. With the record off nothing else is loaded and nothing is stored.
 */
import { useStore } from "@nanostores/react";
import { atom, onMount } from "nanostores";
import { useEffect } from "react";
import { $recordPreference, $recordProblem, setRecordPreference, type RecordPreference } from "~/site/stores";
import type { AnswerInput, RecordClient } from "./RecordClient";

/** The loaded record, while it is on and the browser lets it be kept. */
const $client = atom<RecordClient | null>(null);

/** A practice page or the mock exam wants the client (/progress reads the whole record itself). */
let wanted = false;
let loading = false;
/** Answers given while the record's code was still loading (just after turning it on): kept once it is in. */
let pending: AnswerInput[] = [];

function setClient(client: RecordClient | null) {
  const before = $client.get();
  if (before && before !== client) before.close();
  $client.set(client);
}

function load() {
  if (!wanted || $client.get() || loading || $recordPreference.get() !== "on") return;
  loading = true;
  import("./RecordClient")
    .then((module) => module.openRecordClient({ onFailure: () => reportUnavailable("paused") }))
    .then(
      (client) => {
        loading = false;
        if ($recordPreference.get() !== "on") return client.close();
        setClient(client);
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

// While anything on the page follows the record: load it when it is turned on, close it when off.
onMount($client, () =>
  $recordPreference.subscribe((preference) => {
    if (preference !== "on") setClient(null);
    load();
  }),
);

/**
 * The browser will not keep anything (refused storage, or a record written by a newer version):
 * the page works as with the record off from here, and the switch says so, once. `after`: the
 * preference from now on ("off" when nothing could be opened, "paused" when what was kept stays
 * readable), or null to leave it.
 */
export function reportUnavailable(after: "off" | "paused" | null, newer = false) {
  if (after) setRecordPreference(after);
  setClient(null);
  $recordProblem.set(newer ? "newer" : "unavailable");
}

/** Adds attempts to the record when it is on (waiting for its code if it is still loading); nothing when it is off. */
export function keepAnswers(answers: readonly AnswerInput[]) {
  const client = $client.get();
  if (client) client.answer(answers);
  else if ($recordPreference.get() === "on" && wanted) pending.push(...answers);
}

/** Back to the default, off with nothing kept (after "Clear progress" while off). */
export function forgetPreference() {
  setRecordPreference("off");
}

/** The preference now, outside React (the mock exam reads it when the learner asks to practise from the record). */
export const recordPreference = (): RecordPreference => $recordPreference.get();

/** Whether the record is on, off, or off with a record kept ("paused"); off in the prerendered HTML. */
export function useRecordPreference(): RecordPreference {
  return useStore($recordPreference, { ssr: (): RecordPreference => "off" });
}

/** The record, when it is on and loaded; null otherwise (then nothing is kept). Loads its code once the record is on. */
export function useRecordClient(): RecordClient | null {
  useEffect(() => {
    wanted = true;
    load();
  }, []);
  return useStore($client, { ssr: () => null });
}

/** For tests: forget the page's state, as a reload would (the preference, kept in the browser, stays). */
export function resetRecordStateForTests() {
  setClient(null);
  $recordProblem.set(null);
  wanted = false;
  loading = false;
  pending = [];
}
