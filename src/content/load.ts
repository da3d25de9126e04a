/**
 * The bank for Astro's pages, built once per build from the content collections. The build stops
 * with every problem listed when a file names a source or figure that does not exist, a case
 * study's facts contradict each other, or a question or case study is not confirmed by an
 * independent checker or has changed since its check.
 */
import { getCollection } from "astro:content";
import { buildBank, formatProblem, type Bank } from "./bank";
import { caseFactProblems, caseReviewProblems, noteReviewProblems, reviewProblems } from "./review";
import type { BankFiles } from "./schema";

async function byId<T>(name: "questions" | "caseStudies" | "sections" | "sources"): Promise<Record<string, T>> {
  const entries = await getCollection(name);
  return Object.fromEntries(entries.map((entry) => [entry.id, entry.data as T]));
}

async function load(): Promise<Bank> {
  const files: BankFiles = {
    questions: await byId("questions"),
    caseStudies: await byId("caseStudies"),
    sections: await byId("sections"),
    sources: await byId("sources"),
    notes: Object.fromEntries((await getCollection("notes")).map((entry) => [entry.id, { data: entry.data, body: entry.body ?? "" }])),
  };
  const { bank, problems } = buildBank(files);
  const unreviewed = [...reviewProblems(files, bank), ...caseReviewProblems(files, bank), ...noteReviewProblems(files, bank)];
  // `astro dev` shows a writer's questions before their check, with a warning; a build refuses them.
  if (import.meta.env.DEV && unreviewed.length > 0)
    console.warn(`${unreviewed.length} questions, case studies or notes are not confirmed by a checker; the build will refuse them.`);
  const all = [...problems, ...caseFactProblems(files, bank), ...(import.meta.env.DEV ? [] : unreviewed)];
  if (all.length > 0) {
    throw new Error(
      `The question bank has ${all.length} problem${all.length === 1 ? "" : "s"} (npm run content -- check):\n${all.map(formatProblem).join("\n")}`,
    );
  }
  return bank;
}

let loaded: Promise<Bank> | undefined;

/** The whole bank, as every page shows it. */
export function loadBank(): Promise<Bank> {
  loaded ??= load();
  return loaded;
}
