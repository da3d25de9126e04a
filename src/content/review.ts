/**
 * The independent check, as data: each question's review record must say `confirmed` and carry
 * the hash of the text that was checked. The hash covers everything a learner reads of the
 * question, with figures and sources as the site shows them, and its case study's facts: a
 * change to any of it, a figure's value included, needs a new check. Build-time only (node:crypto).
 */
import { createHash } from "node:crypto";
import type { CaseFacts, Question, StudyNotes } from "~/questions/types";
import { caseStudyFile, noteFile, questionFile, type Bank, type Problem } from "./bank";
import { soldAssetProblems, typedAgeCellProblems, typedAgeProblems } from "./case-facts";
import { aud } from "./figures";
import { agePensionOutcome } from "./means-test";
import type { BankFiles, CaseStudyEntry } from "./schema";

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
  return createHash("sha256")
    .update(canonical({ question: shown, caseStudy: facts }))
    .digest("hex")
    .slice(0, 16);
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

/**
 * The hash of a case study as a checker reads it: its facts as the site shows them (figures and
 * computed ages in), and the typed facts they are computed from (dates, people, the means test's
 * assets and income). Not its id, its questions' list or its review.
 */
export function caseStudyHash(facts: CaseFacts, entry: CaseStudyEntry): string {
  const typed = { asAt: entry.asAt, people: entry.people, agePension: entry.agePension };
  return createHash("sha256")
    .update(canonical({ caseStudy: { ...facts, id: undefined }, typed }))
    .digest("hex")
    .slice(0, 16);
}

/** Every case study that is not confirmed as a whole, or changed since it was. */
export function caseReviewProblems(files: BankFiles, bank: Bank): Problem[] {
  return bank.sections.flatMap((section): Problem[] => {
    if (section.kind !== "case-study") return [];
    const file = caseStudyFile(section.id);
    const entry = files.caseStudies[section.id]!;
    const review = entry.review;
    if (review.verdict !== "confirmed") {
      return [{ file, field: "review.verdict", message: `is ${review.verdict}: only a case study an independent checker confirmed as a whole is published` }];
    }
    const now = caseStudyHash(section.caseStudy, entry);
    if (review.hash !== now) {
      return [{ file, field: "review.hash", message: `the case study changed since its check (checked ${review.hash}, now ${now}): it needs a new check` }];
    }
    return [];
  });
}

/**
 * Facts that contradict other facts: a typed age that disagrees with a date of birth, an asset
 * listed as held after its sale, and a stated Age Pension that the case's own assets and income
 * rule out (src/content/means-test.ts).
 */
export function caseFactProblems(files: BankFiles, bank: Bank): Problem[] {
  return bank.sections.flatMap((section): Problem[] => {
    if (section.kind !== "case-study") return [];
    const file = caseStudyFile(section.id);
    const entry = files.caseStudies[section.id]!;
    const facts = section.caseStudy;
    const texts = [
      { field: "summary", text: facts.summary },
      ...facts.narrative.map((text, i) => ({ field: `narrative[${i}]`, text })),
      ...facts.profile.map((f, i) => ({ field: `profile[${i}]`, text: `${f.label}: ${f.value}` })),
      ...facts.considerations.map((text, i) => ({ field: `considerations[${i}]`, text })),
      ...facts.tables.flatMap((table, i) => table.rows.map((row, r) => ({ field: `tables[${i}].rows[${r}]`, text: row.join(" ") }))),
    ];
    const problems: Problem[] = [
      ...typedAgeProblems(texts, { asAt: entry.asAt, people: entry.people, year: entry.year }),
      ...typedAgeCellProblems(facts.tables, facts.profile, { asAt: entry.asAt, people: entry.people, year: entry.year }),
      ...soldAssetProblems(facts.tables),
    ].map((p) => ({ file, ...p }));
    if (entry.agePension) {
      const result = agePensionOutcome(entry.agePension, entry.year);
      if ("error" in result) problems.push({ file, field: "agePension", message: result.error });
      else if (result.outcome !== entry.agePension.claim || result.indexed !== entry.agePension.claim) {
        problems.push({ file, field: "agePension.claim", message: `says ${entry.agePension.claim} Age Pension, but the means test gives ${result.working}` });
      }
      const shown = texts.map((t) => t.text).join(" ");
      entry.agePension.assets.forEach((asset, i) => {
        if (!shown.includes(aud(asset.value)))
          problems.push({ file, field: `agePension.assets[${i}]`, message: `${asset.item} (${aud(asset.value)}) appears nowhere in the case's facts` });
      });
    }
    const statesPension = /\b(?:full|part) Age Pension\b|\breceives? (?:the|an?) Age Pension\b/i.test(texts.map((t) => t.text).join(" "));
    if (statesPension && !entry.agePension) {
      problems.push({
        file,
        field: "agePension",
        message: "the case states an Age Pension: list the assessable assets and income it rests on under agePension so a test can work it out",
      });
    }
    return problems;
  });
}

/** The hash of a topic's study notes as a learner reads them: the body with its figures in, its summary, year and sources. */
export function noteHash(notes: StudyNotes): string {
  const shown = { ...notes, id: undefined, words: undefined, sources: notes.sources.map(({ url, at }) => ({ url, at })) };
  return createHash("sha256").update(canonical(shown)).digest("hex").slice(0, 16);
}

/** Every topic's study notes that are not confirmed, or changed since they were. */
export function noteReviewProblems(files: BankFiles, bank: Bank): Problem[] {
  return [...bank.notes.values()].flatMap((notes): Problem[] => {
    const file = noteFile(notes.id);
    const review = files.notes?.[notes.id]?.data.review;
    if (!review || review.verdict !== "confirmed") {
      return [{ file, field: "review.verdict", message: `is ${review?.verdict ?? "missing"}: only notes an independent checker confirmed are published` }];
    }
    const now = noteHash(notes);
    if (review.hash !== now)
      return [{ file, field: "review.hash", message: `the notes changed since their check (checked ${review.hash}, now ${now}): they need a new check` }];
    return [];
  });
}
