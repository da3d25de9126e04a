import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerKeyGroups, fullQuestionText } from "~/quiz/answer-key";
import { optionLetter, questionLabel } from "~/quiz/labels";
import { FINANCIAL_YEARS, KNOWLEDGE_AREAS, TOPICS, type PracticeSection, type Question } from "~/quiz/types";
import { aud, percent, yearFigures } from "./figures";
import { figures } from "./figures/seed";
import { sections, seedSections } from "./index";
import { julieScott, julieScottAssets, julieScottProfile } from "./julie-scott";
import { margaret, margaretConsiderations, margaretProfile } from "./margaret";

const all = sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
const seedAll = seedSections.flatMap((section) => section.questions.map((question) => ({ section, question })));
const byId = (id: PracticeSection["id"]) => sections.find((s) => s.id === id)!;
/** Every value a figure takes in any year. */
const valuesOf = (name: keyof typeof yearFigures) => Object.values(yearFigures[name].values as Record<string, number>);

/** Every piece of text a learner reads for a question. */
function texts(question: Question): string[] {
  switch (question.type) {
    case "multiple-choice":
      return [question.question, ...question.options, question.explanation];
    case "text-based":
      return [question.question, ...question.parts.flatMap((p) => [p.subQuestion, ...p.explanation])];
    case "true-false-statements":
      return [question.question, question.markInfo, ...question.statements.flatMap((s) => [s.text, s.explanation])];
  }
}

describe("the bank's shape (content brief)", () => {
  it.each([
    ["margaret", 12, "PQ1", "PQ12"],
    ["julie-scott", 1, "PQ13", "PQ13"],
    ["standalone", 4, "1", "4"],
    ["general", 8, "1", "8"],
  ] as const)("%s has %i questions numbered %s to %s", (id, count, first, last) => {
    const section = byId(id);
    expect(section.questions).toHaveLength(count);
    expect(questionLabel(section, 0)).toBe(first);
    expect(questionLabel(section, count - 1)).toBe(last);
  });

  it("numbers Margaret and Julie & Scott as one PQ sequence, and ids follow the numbering", () => {
    for (const section of seedSections) {
      section.questions.forEach((question, i) => {
        const n = section.firstNumber + i;
        expect(question.id).toBe(section.numberPrefix ? `${section.id}-pq${n}` : `${section.id}-${n}`);
      });
    }
    expect(byId("julie-scott").firstNumber).toBe(byId("margaret").firstNumber + byId("margaret").questions.length);
  });

  it("gives every question a unique id", () => {
    const ids = all.map(({ question }) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has at least two written questions and two true/false sets on Margaret's page, mostly multiple choice", () => {
    const kinds = byId("margaret").questions.map((q) => q.type);
    expect(kinds.filter((k) => k === "text-based").length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === "true-false-statements").length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === "multiple-choice").length).toBeGreaterThan(kinds.length / 2);
  });

  it("has only multiple choice on Julie & Scott, Standalone and General", () => {
    for (const id of ["julie-scott", "standalone", "general"] as const) {
      expect(byId(id).questions.every((q) => q.type === "multiple-choice")).toBe(true);
    }
  });
});

describe.each(all.map(({ question }) => [question.id, question] as const))("%s", (_id, question) => {
  it("has a knowledge area, a topic from the list, its financial year and at least one source with a title", () => {
    expect(KNOWLEDGE_AREAS.map((a) => a.id)).toContain(question.knowledgeArea);
    expect(TOPICS).toContain(question.topic);
    expect(FINANCIAL_YEARS).toContain(question.year);
    expect(question.sources.length).toBeGreaterThan(0);
    for (const source of question.sources) {
      expect(source.title.trim().length).toBeGreaterThan(5);
      if (source.url) expect(() => new URL(source.url!)).not.toThrow();
    }
  });

  it("has no empty or unfilled text", () => {
    for (const text of texts(question)) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object |\bTODO\b|\bTBC\b|lorem ipsum|\$\{/);
    }
  });

  if (question.type === "multiple-choice") {
    it("has four distinct options, one correct answer in range, and explains every option", () => {
      expect(question.options).toHaveLength(4);
      expect(new Set(question.options).size).toBe(4);
      expect(Number.isInteger(question.correctAnswer)).toBe(true);
      expect(question.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(question.correctAnswer).toBeLessThan(question.options.length);
      const right = optionLetter(question.correctAnswer);
      expect(question.explanation).toMatch(new RegExp(`\\b${right} is (right|correct)\\b`));
      for (let i = 0; i < question.options.length; i++) {
        if (i === question.correctAnswer) continue;
        const letter = optionLetter(i);
        // "A is wrong", "A and D are wrong", "A, B and D are wrong"
        expect(question.explanation, `option ${letter} is not explained`).toMatch(
          new RegExp(`\\b${letter}\\b(?:,? (?:and )?[A-D]\\b)*,? (?:is|are) (?:wrong|incorrect|not right)`),
        );
      }
    });
  }

  if (question.type === "text-based") {
    it("has parts a and b at 2 marks each with a bulleted model answer", () => {
      expect(question.parts.length).toBeGreaterThanOrEqual(2);
      question.parts.forEach((part, i) => {
        expect(part.marks).toBe(2);
        expect(part.subQuestion).toMatch(new RegExp(`^${String.fromCharCode(97 + i)}\\)`));
        expect(part.explanation.length).toBeGreaterThanOrEqual(2);
      });
    });
  }

  if (question.type === "true-false-statements") {
    it("has 3 to 5 statements, each with an answer and an explanation, worth 1 mark if all correct", () => {
      expect(question.statements.length).toBeGreaterThanOrEqual(3);
      expect(question.statements.length).toBeLessThanOrEqual(5);
      expect(question.markInfo).toBe("1 mark if all parts are correct");
      for (const s of question.statements) {
        expect(["True", "False"]).toContain(s.correct);
        expect(s.explanation.trim().length).toBeGreaterThan(10);
      }
    });
  }
});

describe("the seed's figures cannot drift", () => {
  const bank = seedAll.flatMap(({ question }) => texts(question)).join("\n");

  /** Dollar amounts that follow a phrase within the same sentence. */
  function amountsAfter(phrase: RegExp): number[] {
    const found: number[] = [];
    for (const sentence of bank.split(/(?<=[.;:])\s+/)) {
      const at = sentence.search(phrase);
      if (at < 0) continue;
      const next = sentence.slice(at).match(/^[^$]{0,40}\$([\d,]+)/);
      if (next?.[1]) found.push(Number(next[1].replace(/,/g, "")));
    }
    return found;
  }

  it("states the concessional cap only as the figures module's values", () => {
    const allowed = valuesOf("concessionalCap");
    for (const amount of amountsAfter(/(?<!non-)concessional (contributions )?cap/i)) expect(allowed).toContain(amount);
  });

  it("states the non-concessional cap only as the figures module's values", () => {
    const allowed = [...valuesOf("nonConcessionalCap"), ...valuesOf("nonConcessionalBringForwardCap"), ...valuesOf("nonConcessionalTwoYearBringForwardCap")];
    for (const amount of amountsAfter(/non-concessional (contributions )?cap/i)) expect(allowed).toContain(amount);
  });

  it("states the Medicare levy only as the constant", () => {
    for (const match of bank.matchAll(/Medicare levy(?! surcharge)[^.%]{0,40}?(\d+(?:\.\d+)?)%/gi)) {
      expect(Number(match[1])).toBe(figures.medicareLevyPercent);
    }
  });

  it("states preservation ages only within the 2023–24 range", () => {
    for (const match of bank.matchAll(/preservation age[^.]{0,30}?\b(\d{2})\b/gi)) {
      const age = Number(match[1]);
      expect(age).toBeGreaterThanOrEqual(figures.preservationAgeMin);
      expect(age).toBeLessThanOrEqual(figures.preservationAgeMax);
    }
  });

  it("formats amounts only through aud(): the seed's content files type no dollar amounts or rule figures", () => {
    const dir = import.meta.dirname;
    const ruleValues = Object.values(figures).filter((v) => v >= 1000);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "index.ts")) {
      // Scenario facts (flat `const client = { ... } as const` objects) are the one place amounts are typed.
      const source = readFileSync(join(dir, file), "utf8").replace(/(?:export )?const \w+ = \{[^{}]*\} as const;/g, "");
      expect(source, `${file} types a dollar amount instead of using aud()`).not.toMatch(/(?<!\\)\$\d/);
      for (const value of ruleValues) {
        const literal = new RegExp(`\\b(${value}|${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, "_")})\\b`);
        expect(source, `${file} types the figure ${value} instead of importing it`).not.toMatch(literal);
      }
    }
  });

  it("formats figures the Australian way", () => {
    expect(aud(figures.concessionalCap)).toBe("$27,500");
    expect(aud(-600_000)).toBe("-$600,000");
    expect(aud(258.75)).toBe("$258.75");
    expect(percent(figures.medicareLevyPercent)).toBe("2%");
  });
});

describe("scenario facts match the seed exactly", () => {
  it("Margaret: 86, home $540,000, $70,000 in the bank, $20,000 in shares, full Age Pension", () => {
    expect(margaret).toMatchObject({ age: 86, homeValue: 540_000, bankBalance: 70_000, sharesValue: 20_000, attorney: "Helen" });
    const profile = margaretProfile.map((f) => `${f.label}: ${f.value}`).join("\n");
    for (const text of ["86", "$540,000", "$70,000", "$20,000", "Full Age Pension", "home to her children"]) expect(profile).toContain(text);
    const considerations = margaretConsiderations.join("\n");
    for (const text of ["enduring power of attorney", "effective immediately", "sign off on any advice", "cannot understand", "golf club"]) {
      expect(considerations).toContain(text);
    }
  });

  it("Julie & Scott: ages, occupations, home, loan, offset, shares and three super balances", () => {
    expect(julieScott).toMatchObject({
      julieAge: 48,
      scottAge: 45,
      homeValue: 800_000,
      homeLoan: 600_000,
      homeLoanRatePercent: 4.1,
      offsetBalance: 170_000,
      sharePortfolio: 120_000,
      julieSuperFundA: 330_000,
      julieSuperFundB: 60_000,
      scottSuper: 145_000,
    });
    const profile = JSON.stringify(julieScottProfile);
    for (const text of ["48", "45", "Consultant", "Sole trader", "$330,000", "$60,000", "$145,000"]) expect(profile).toContain(text);
    const values = julieScottAssets.map((row) => Math.abs(row.value));
    for (const v of [800_000, 600_000, 170_000, 120_000, 330_000, 60_000, 145_000]) expect(values).toContain(v);
    expect(JSON.stringify(julieScottAssets)).toContain("4.1% variable");
  });
});

describe("the answer key is generated from the pages' data", () => {
  it("has one group per practice page, with the same questions, answers and explanations", () => {
    const groups = answerKeyGroups(sections);
    expect(groups).toHaveLength(sections.length);
    // Each section's answers get a page of their own: the slugs must not collide.
    expect(new Set(groups.map((group) => group.page)).size).toBe(groups.length);
    sections.forEach((section, n) => {
      const group = groups[n]!;
      expect(group.path).toBe(section.path);
      expect(group.entries).toHaveLength(section.questions.length);
      section.questions.forEach((question, i) => {
        const entry = group.entries[i]!;
        expect(entry.number).toBe(questionLabel(section, i));
        expect(entry.question).toBe(fullQuestionText(question));
        expect(entry.question).toContain(question.question);
        expect(entry.sources).toBe(question.sources);
        if (question.type === "multiple-choice") {
          expect(entry.items[0]!.answer).toBe(`${optionLetter(question.correctAnswer)}. ${question.options[question.correctAnswer]}`);
          expect(entry.items[0]!.explanation).toBe(question.explanation);
        }
        if (question.type === "true-false-statements") {
          expect(entry.items.map((item) => item.answer)).toEqual(question.statements.map((s) => s.correct));
        }
        if (question.type === "text-based") {
          expect(entry.items.map((item) => item.answer)).toEqual(question.parts.map((p) => p.explanation));
        }
      });
    });
  });
});
