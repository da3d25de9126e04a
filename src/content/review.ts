/**
 * The independent check, as data: each question's review record must say `confirmed` and carry
 * the hash of the text that was checked. The hash covers everything a learner reads of the
 * question, with figures and sources as the site shows them, and its case study's facts: a
 * change to any of it, a figure's value included, needs a new check. Build-time only (node:crypto).
 */
import { createHash } from "node:crypto";
import type { CaseFacts, Question } from "~/quiz/types";
import { questionFile, type Bank, type Problem } from "./bank";
import type { BankFiles } from "./schema";

/** A stable serialisation: keys sorted, so the order fields are written in does not matter. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The hash of what a checker reads: the question as shown and its case study's facts. Not its id
 * (the file's name) and not its sources' titles: renaming a file or tidying a source's title needs
 * no new check; a source's address or the part relied on does.
 */
export function questionHash(question: Question, caseStudy?: CaseFacts): string {
  const shown = { ...question, id: undefined, sources: question.sources.map(({ url, at }) => ({ url, at })) };
  const facts = caseStudy ? { ...caseStudy, id: undefined } : undefined;
  return createHash("sha256").update(canonical({ question: shown, caseStudy: facts })).digest("hex").slice(0, 16);
}

/** Every question that is not confirmed, or whose text changed since it was. */
export function reviewProblems(files: BankFiles, bank: Bank): Problem[] {
  return bank.questions.flatMap((question): Problem[] => {
    const file = questionFile(question.id);
    const review = files.questions[question.id]?.review;
    if (!review) return [{ file, field: "review", message: "has no review record" }];
    if (review.verdict !== "confirmed") {
      return [{ file, field: "review.verdict", message: `is ${review.verdict}: only a question an independent checker confirmed is published` }];
    }
    const now = questionHash(question, bank.caseStudyOf.get(question.id));
    if (review.hash !== now) {
      return [{ file, field: "review.hash", message: `the text changed since its check (checked ${review.hash}, now ${now}): it needs a new check` }];
    }
    return [];
  });
}
