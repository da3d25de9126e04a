/**
 * Bringing an older record up to RECORD_VERSION, one version at a time. A record read from the
 * browser's storage or from a file goes through `migrate` first; a file is then checked against the
 * schema (schema.ts).
 *
 * Version 1 is the first version learners have. Version 0 below is a synthetic earlier shape
 * (never shipped): it exists so the path from one version to the next is written and tested before
 * a real change needs it. A new version adds a step to STEPS and a test with a fixture of the old
 * shape; the steps before it stay as they are.
 */
import { RECORD_VERSION } from "./record";

type Json = Record<string, unknown>;

/** Version 0 (synthetic): attempts timed with ISO strings and a page path; flags as a list of ids. */
export interface RecordV0 {
  version: 0;
  attempts: { id: string; questionId: string; option: number; correct: boolean; at: string; page: string }[];
  flagged: string[];
}

class Malformed extends Error {}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Malformed(`${what} is not a list`);
  return value;
}

/** Each step takes a record of version n and returns it as version n + 1. */
const STEPS: Readonly<Record<number, (record: Json) => Json>> = {
  0: (record) => ({
    version: 1,
    attempts: list(record.attempts, "attempts").map((attempt) => {
      if (!isObject(attempt)) throw new Malformed("an attempt is not an object");
      const { page, at, ...rest } = attempt;
      return { ...rest, at: typeof at === "string" ? Date.parse(at) : Number.NaN, where: { kind: "page", path: page } };
    }),
    // Version 0 kept no time for a flag: the epoch, so any later choice wins a merge.
    flags: list(record.flagged, "flagged").map((questionId) => ({ questionId, flagged: true, at: 0 })),
    exams: [],
    cards: [],
    examDate: null,
  }),
};

export type Migrated = { ok: true; record: Json } | { ok: false; reason: "newer"; version: number } | { ok: false; reason: "malformed"; detail: string };

/** The record as the current version, not yet checked against the schema; or why it cannot be. */
export function migrate(raw: unknown): Migrated {
  if (!isObject(raw)) return { ok: false, reason: "malformed", detail: "it is not an object" };
  const version = raw.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) return { ok: false, reason: "malformed", detail: "it has no version number" };
  if (version > RECORD_VERSION) return { ok: false, reason: "newer", version };
  let record = raw;
  try {
    for (let v = version; v < RECORD_VERSION; v++) {
      const step = STEPS[v];
      if (!step) return { ok: false, reason: "malformed", detail: `no way from version ${v}` };
      record = step(record);
    }
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: "malformed", detail: error.message };
    throw error;
  }
  return { ok: true, record };
}
