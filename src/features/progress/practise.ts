/** The questions of a practice session from the record (loaded by the mock exam only when asked for one). */
import { openRecordStore } from "~/progress/db";
import type { PractiseKind } from "~/progress/practise";
import { practiseLists, type OutlineEntry } from "~/progress/stats";

export async function loadPractise(kind: PractiseKind, outline: readonly OutlineEntry[], now: number): Promise<string[]> {
  const store = await openRecordStore();
  try {
    const [attempts, flags] = await Promise.all([store.attempts(), store.flags()]);
    return practiseLists(outline, { attempts, flags }, now)[kind];
  } finally {
    store.close();
  }
}
