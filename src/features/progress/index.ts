/**
 * The opt-in study record's UI (docs/product.md, departure 4): the /progress island, and what practice
 * pages and the mock exam use. Those are small: the switch and a hook that loads the record's code
 * (./RecordClient) only once the learner has turned it on.
 */
import type { PractiseKind } from "~/progress/practise";
import type { OutlineEntry } from "~/progress/stats";

export { ProgressIsland, type OutlineRow } from "./ProgressIsland";
export { keepAnswers, recordPreference, useRecordClient, useRecordPreference } from "./entry";
export type { AnswerInput, RecordClient } from "./RecordClient";

/** The questions of a session from the record ("Practise my mistakes" and the rest); loads the record's code. */
export function practiseIds(kind: PractiseKind, outline: readonly OutlineEntry[], now: number): Promise<string[]> {
  return import("./practise").then((module) => module.loadPractise(kind, outline, now));
}
