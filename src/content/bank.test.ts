/**
 * The question bank against issue 26 and the content brief: size, spread across the exam's
 * knowledge areas and topics, case studies, the writing rules, current law and figures, and
 * the independent check recorded beside every batch.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerKeyGroups } from "~/quiz/answer-key";
import { optionLetter } from "~/quiz/labels";
import { CURRENT_YEAR, KNOWLEDGE_AREAS, TOPICS, type MultipleChoiceQuestion, type Topic } from "~/quiz/types";
import { batches } from "./bank";
import { yearFigures } from "./figures";
import { allQuestions, caseStudies, sections, standaloneQuestions } from "./index";

const newQuestions: readonly MultipleChoiceQuestion[] = [...caseStudies.flatMap((c) => c.questions), ...standaloneQuestions];
const share = (n: number) => n / newQuestions.length;

/** The text a learner reads before answering. */
const stemOf = (q: MultipleChoiceQuestion) => [q.scenario ?? "", q.quote?.text ?? "", q.question].join(" ");
const everything = (q: MultipleChoiceQuestion) => [stemOf(q), ...q.options, q.explanation].join(" ");
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9$]+/g, " ").trim();

describe("the bank's size and spread", () => {
  it("has at least 225 new multiple-choice questions and 250 in all", () => {
    expect(newQuestions.length).toBeGreaterThanOrEqual(225);
    expect(allQuestions.length).toBeGreaterThanOrEqual(250);
    expect(newQuestions.every((q) => q.type === "multiple-choice")).toBe(true);
  });

  it("splits the new questions roughly 35% regulatory, 30% ethics, 35% construction (within 5 points)", () => {
    const target = { regulatory: 0.35, ethics: 0.3, construction: 0.35 } as const;
    for (const { id } of KNOWLEDGE_AREAS) {
      expect(Math.abs(share(newQuestions.filter((q) => q.knowledgeArea === id).length) - target[id]), id).toBeLessThanOrEqual(0.05);
    }
  });

  it("covers every topic the issue lists, each with at least 4 new questions", () => {
    for (const topic of TOPICS) expect(newQuestions.filter((q) => q.topic === topic).length, topic).toBeGreaterThanOrEqual(4);
  });

  it("has at least 10 new case studies of 6 to 12 questions, each with its facts", () => {
    expect(caseStudies.length).toBeGreaterThanOrEqual(10);
    for (const c of caseStudies) {
      expect(c.questions.length, c.id).toBeGreaterThanOrEqual(6);
      expect(c.questions.length, c.id).toBeLessThanOrEqual(12);
      expect(c.narrative.join(" ").length, c.id).toBeGreaterThan(200);
      expect(c.id).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(caseStudies.map((c) => c.id)).size).toBe(caseStudies.length);
  });
});

describe("the writing rules, over the whole bank", () => {
  const multipleChoice = allQuestions.filter((q): q is MultipleChoiceQuestion => q.type === "multiple-choice");

  it("has unique ids and unique stems", () => {
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stems = multipleChoice.map((q) => normalise(stemOf(q)));
    expect(new Set(stems).size).toBe(stems.length);
  });

  it("puts no answer letter on more than 30% of the keys", () => {
    for (let i = 0; i < 4; i++) {
      expect(multipleChoice.filter((q) => q.correctAnswer === i).length / multipleChoice.length, optionLetter(i)).toBeLessThanOrEqual(0.3);
    }
  });

  it("makes the key the single longest option in at most 40% of questions", () => {
    const longest = multipleChoice.filter((q) => {
      const lengths = q.options.map((o) => o.length);
      const max = Math.max(...lengths);
      return lengths[q.correctAnswer] === max && lengths.filter((l) => l === max).length === 1;
    });
    expect(longest.length / multipleChoice.length).toBeLessThanOrEqual(0.4);
  });

  it('has no "all of the above" or "none of the above"', () => {
    for (const q of multipleChoice) expect(q.options.join(" | "), q.id).not.toMatch(/\b(all|none|both|neither) of the (above|options)\b/i);
  });

  it("keeps negative stems under 10% and emphasises each one", () => {
    const negative = newQuestions.filter((q) => /\b(not|except)\b/i.test(q.question) && /\bwhich\b/i.test(q.question) && /\b(NOT|EXCEPT)\b/.test(q.question));
    expect(negative.length / newQuestions.length).toBeLessThan(0.1);
    for (const q of newQuestions) {
      if (/\bwhich (of the following )?(is|are|would|does|do|should)( \w+)? (not|except)\b/i.test(q.question)) expect(q.question, q.id).toMatch(/\b(NOT|EXCEPT)\b/);
    }
  });

  it("tests no point twice on the same facts: no two questions share a key, word for word", () => {
    const keys = newQuestions.map((q) => normalise(q.options[q.correctAnswer] ?? ""));
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
  });

  it("explains the key and every other option, and names a source a learner can open", () => {
    for (const q of newQuestions) {
      expect(q.explanation, q.id).toMatch(new RegExp(`\\b${optionLetter(q.correctAnswer)} is (right|correct)\\b`));
      for (let i = 0; i < 4; i++) if (i !== q.correctAnswer) expect(q.explanation, `${q.id} option ${optionLetter(i)}`).toMatch(new RegExp(`\\b${optionLetter(i)}\\b(?:,? (?:and )?[A-D]\\b)*,? (?:is|are) (?:wrong|incorrect)`));
      expect(q.sources.length, q.id).toBeGreaterThan(0);
      for (const source of q.sources) expect(source.url ?? "", `${q.id}: ${source.title}`).toMatch(/^https:\/\/[^\s]+$/);
    }
  });

  it("has no unfilled or marked-up text", () => {
    for (const q of newQuestions) expect(everything(q), q.id).not.toMatch(/\bundefined\b|\bNaN\b|\[object |\bTODO\b|\$\{|<\/?[a-z]+>|\*\*/);
  });
});

describe("current law and figures", () => {
  it("writes every new question to the current year's law", () => {
    for (const q of newQuestions) expect(q.year, q.id).toBe(CURRENT_YEAR);
    for (const c of caseStudies) expect(c.year, c.id).toBe(CURRENT_YEAR);
  });

  /** Every dollar amount of $1,000 or more in a question, and the figures it equals in any year. */
  const dollarFigures = Object.entries(yearFigures).filter(([, f]) => f.unit === "aud");

  it("takes every rule figure in a text from the figures module for that question's year, and names the year", () => {
    for (const q of newQuestions) {
      const text = everything(q);
      for (const match of text.matchAll(/\$(\d{1,3}(?:,\d{3})+)(?![\d,])/g)) {
        const amount = Number(match[1]!.replaceAll(",", ""));
        for (const [name, figure] of dollarFigures) {
          const years = Object.entries(figure.values).filter(([, value]) => value === amount).map(([year]) => year);
          if (years.length === 0) continue;
          // A figure of another year only in a question about a transition, which says so.
          if (!years.includes(q.year)) expect(q.explanation, `${q.id}: ${match[0]} is ${name} for ${years.join(", ")}`).toMatch(/transition/i);
          expect(stemOf(q), `${q.id} uses ${name} (${match[0]}) but its text does not name ${q.year}`).toContain(q.year);
        }
      }
    }
  });

  it("keeps each figure's years side by side with at least one source a learner can open", () => {
    for (const [name, figure] of Object.entries(yearFigures)) {
      expect(Object.keys(figure.values).length, name).toBeGreaterThan(0);
      expect(figure.sources.length, name).toBeGreaterThan(0);
    }
  });
});

describe("every question is checked by someone who did not write it", () => {
  const dir = join(import.meta.dirname, "bank");
  it.each(batches.map((batch) => [batch.id, batch] as const))("%s has its writer's sources and an independent check of each question", (id, batch) => {
    expect(existsSync(join(dir, `${id}.sources.md`))).toBe(true);
    const check = readFileSync(join(dir, `${id}.check.md`), "utf8");
    expect(check).toMatch(/did not write/i);
    const ids = [...batch.caseStudies.flatMap((c) => c.questions), ...batch.questions].map((q) => q.id);
    for (const qid of ids) expect(check, `${qid} has no verdict in ${id}.check.md`).toMatch(new RegExp(`\\|\\s*${qid}\\s*\\|`));
  });
});

describe("the answer key", () => {
  it("holds the whole bank, once each, generated from the same data", () => {
    const groups = answerKeyGroups(sections);
    const ids = groups.flatMap((g) => g.entries.map((e) => e.id));
    expect(ids.length).toBe(allQuestions.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/** Used by the practice index: every topic's count adds up to the bank. */
describe("counts by area and topic", () => {
  it("adds up to the bank", () => {
    const byTopic = new Map<Topic, number>();
    for (const q of allQuestions) byTopic.set(q.topic, (byTopic.get(q.topic) ?? 0) + 1);
    expect([...byTopic.values()].reduce((a, b) => a + b, 0)).toBe(allQuestions.length);
  });
});
