/**
 * The record as a file a learner can take away ("Export progress") and bring back ("Import
 * progress"). A file says whose it is and which version of the record it holds; one that is not
 * ours, is damaged, comes from a newer version or is too large is refused with the reason, and
 * nothing is changed.
 */
import { migrate } from "./migrate";
import { RECORD_VERSION, type StudyRecord } from "./record";
import { recordSchema } from "./schema";

export const FILE_APP = "AdviserReady";
export const FILE_KIND = "study-record";
/** Years of daily practice fit in well under a megabyte; anything near this is not a record of ours. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The file's text: a header, then the record. */
export function recordFileText(record: StudyRecord, exportedAt: number): string {
  const { version, ...rest } = record;
  return `${JSON.stringify({ app: FILE_APP, kind: FILE_KIND, version, exportedAt: new Date(exportedAt).toISOString(), ...rest }, null, 1)}\n`;
}

/** "adviserready-progress-2026-11-25.json", in the learner's own calendar day. */
export function recordFileName(now: Date): string {
  const day = [now.getFullYear(), String(now.getMonth() + 1).padStart(2, "0"), String(now.getDate()).padStart(2, "0")].join("-");
  return `adviserready-progress-${day}.json`;
}

export type RefusalReason = "too-large" | "not-ours" | "malformed" | "newer";
export type ParsedFile = { ok: true; record: StudyRecord } | { ok: false; reason: RefusalReason; message: string };

const UNCHANGED = "Nothing was imported; your progress is unchanged.";

function refuse(reason: RefusalReason, why: string): ParsedFile {
  return { ok: false, reason, message: `${why} ${UNCHANGED}` };
}

/** Too large, before reading it: `size` in bytes. */
export function refuseSize(size: number): ParsedFile | null {
  return size > MAX_FILE_BYTES
    ? refuse("too-large", `That file is too large to be a progress file (${(size / 1024 / 1024).toFixed(1)} MB; an AdviserReady file is well under 5 MB).`)
    : null;
}

/** A file's text as a record of the current version, or why it is refused. */
export function parseRecordFile(text: string): ParsedFile {
  const tooLarge = refuseSize(new Blob([text]).size);
  if (tooLarge) return tooLarge;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse("not-ours", "That file is not an AdviserReady progress file (it is not JSON).");
  }
  if (typeof json !== "object" || json === null || (json as { app?: unknown }).app !== FILE_APP || (json as { kind?: unknown }).kind !== FILE_KIND) {
    return refuse("not-ours", "That file is not an AdviserReady progress file.");
  }
  // The header is the file's, not the record's.
  const raw: Record<string, unknown> = { ...json };
  for (const key of ["app", "kind", "exportedAt"]) delete raw[key];
  const migrated = migrate(raw);
  if (!migrated.ok) {
    return migrated.reason === "newer"
      ? refuse(
          "newer",
          `That file comes from a newer version of AdviserReady (record version ${migrated.version}; this page reads up to version ${RECORD_VERSION}). Reload the page to update the site, then import it again.`,
        )
      : refuse("malformed", `That progress file is damaged: ${migrated.detail}.`);
  }
  const checked = recordSchema.safeParse(migrated.record);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue ? issue.path.join(".") : "";
    return refuse("malformed", `That progress file is damaged${where ? ` (at ${where})` : ""}.`);
  }
  return { ok: true, record: checked.data };
}
