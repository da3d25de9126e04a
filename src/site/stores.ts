/**
 * The state shared between the page scripts and the islands, in one place (Nano Stores, the way
 * Astro's documentation shares state between islands): the colour theme, whether the learner keeps
 * a study record, what the record's code reports when the browser will not keep anything, and the
 * record's latest read (each question's last attempt and flag). The two preferences persist in
 * localStorage and follow other tabs; everything else lives for the page.
 *
 * Nothing is written until the learner chooses: a theme, or turning the record on.
 */
import { persistentAtom } from "@nanostores/persistent";
import { atom } from "nanostores";
import type { Attempt } from "~/progress/record";
import { THEME_STORAGE_KEY } from "../../integrations/theme.mjs";

/** The colour theme: "system" follows the device. */
export type Theme = "system" | "light" | "dark";

export const $theme = persistentAtom<Theme>(THEME_STORAGE_KEY, "system", {
  encode: (theme) => (theme === "system" ? undefined : theme) as string,
  decode: (value) => (value === "light" || value === "dark" ? value : "system"),
});

/**
 * Whether the learner keeps a study record. "off" (the default, nothing of the record stored);
 * "on" (answers kept); "paused" (turned off with a record still kept here, which /progress shows
 * until it is cleared).
 */
export type RecordPreference = "off" | "on" | "paused";

export const RECORD_PREFERENCE_KEY = "adviserready-record";

export const $recordPreference = persistentAtom<RecordPreference>(RECORD_PREFERENCE_KEY, "off", {
  encode: (preference) => (preference === "off" ? undefined : preference) as string,
  decode: (value) => (value === "on" || value === "paused" ? value : "off"),
});

/** Sets the preference; false when the browser refuses storage (then nothing changes). */
export function setRecordPreference(preference: RecordPreference): boolean {
  try {
    $recordPreference.set(preference);
    return true;
  } catch {
    return false;
  }
}

/** Why the record keeps nothing on this page: storage refused, or a record written by a newer version. */
export type RecordProblem = "unavailable" | "newer";

export const $recordProblem = atom<RecordProblem | null>(null);

/** The record's latest read, while it is on and loaded. */
export interface RecordSnapshot {
  last: ReadonlyMap<string, Attempt>;
  flagged: ReadonlySet<string>;
  /** When it was read: "3 days ago" counts from here. */
  at: number;
}

export const EMPTY_SNAPSHOT: RecordSnapshot = { last: new Map(), flagged: new Set(), at: 0 };

export const $recordSnapshot = atom<RecordSnapshot>(EMPTY_SNAPSHOT);
