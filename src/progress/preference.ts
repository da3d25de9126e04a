/**
 * Whether the learner keeps a study record: a preference in localStorage, like the colour theme,
 * read before any of the record's code is loaded. Absent (the default): off, and nothing of the
 * record is stored. "on": answers are kept. "paused": turned off with a record still kept here,
 * which /progress still shows until it is cleared.
 *
 * The switch (src/site/RecordSwitch.astro, its script src/scripts/record-switch.ts) sets it and
 * tells the page with RECORD_EVENT; the record's code tells the switch with RECORD_STATUS_EVENT when
 * the browser will not keep anything. The script spells the names out itself (so it stays inline);
 * a test checks they agree.
 */
export const RECORD_PREFERENCE_KEY = "adviserready-record";
/** On this page: the preference changed (other tabs hear of it through the storage event). */
export const RECORD_EVENT = "adviserready:record";
/** From the record's code: `detail` is "unavailable" (storage refused) or "newer" (a newer version's record). */
export const RECORD_STATUS_EVENT = "adviserready:record-status";

export type RecordPreference = "off" | "on" | "paused";

export function readPreference(): RecordPreference {
  try {
    const value = globalThis.localStorage?.getItem(RECORD_PREFERENCE_KEY);
    return value === "on" || value === "paused" ? value : "off";
  } catch {
    return "off";
  }
}

/** False when the browser refuses storage (the choice then holds for this page only). */
export function writePreference(preference: RecordPreference): boolean {
  try {
    if (preference === "off") localStorage.removeItem(RECORD_PREFERENCE_KEY);
    else localStorage.setItem(RECORD_PREFERENCE_KEY, preference);
    return true;
  } catch {
    return false;
  }
}
