/**
 * The question bank as data: every file fits the schema, every question is placed on one page,
 * every figure and source it names exists, the writing rules hold, and every question is
 * confirmed by an independent checker for the text it now has.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerKeyGroups, fullQuestionText } from "~/questions/answer-key";
import { explanationText } from "~/questions/explanation";
import { optionLetter, questionLabel } from "~/questions/labels";
import { KNOWLEDGE_AREAS, TOPICS, sectionFacts, type MultipleChoiceQuestion } from "~/questions/types";
import { buildBank, formatProblem, type Bank } from "./bank";
import { CONTENT_DIR, readBankFiles } from "./files";
import { agePensionOutcome } from "./means-test";
import { caseFactProblems, caseReviewProblems, noteReviewProblems, questionHash, reviewProblems } from "./review";
import { bankProblems, keyLongestShare, letterShares } from "./rules";
import { CODE_VALUES, type BankFiles, type QuestionEntry } from "./schema";

const { files, problems: fileProblems } = readBankFiles();
const { bank, problems: buildProblems } = buildBank(files);
const byId = (id: string) => bank.sections.find((s) => s.id === id)!;
const ORIGINAL = new Set(["margaret", "julie-scott", "standalone", "general"]);
const newQuestions = bank.questions.filter((q) => !bank.corePages.some((page) => page.questions.includes(q)));
const multipleChoice = bank.questions.filter((q): q is MultipleChoiceQuestion => q.type === "multiple-choice");

describe("the bank's files", () => {
  it("fit the schema", () => {
    expect(fileProblems.map(formatProblem)).toEqual([]);
  });

  it("name only figures, years, sources and questions that exist, and place every question on one page", () => {
    expect(buildProblems.map(formatProblem)).toEqual([]);
    expect(bank.questions.length).toBe(Object.keys(files.questions).length);
    expect(new Set(bank.questions.map((q) => q.id)).size).toBe(bank.questions.length);
  });

  it("meet the writing rules of the content brief", () => {
    expect(bankProblems(files, bank).map(formatProblem)).toEqual([]);
  });

  it("are every one confirmed by an independent checker, for the text they have now", () => {
    expect(reviewProblems(files, bank).map(formatProblem)).toEqual([]);
  });

  it("were each checked by someone other than their writer, in every check on record", () => {
    const same = Object.entries(files.questions).flatMap(([id, entry]) =>
      [entry.review, ...(entry.review.history ?? [])].filter((check) => check.checker === entry.writer).map(() => id),
    );
    expect(same).toEqual([]);
    // A case study's checker wrote none of its questions.
    const caseSame = Object.entries(files.caseStudies).filter(([, c]) => c.questions.some((qid) => files.questions[qid]?.writer === c.review.checker));
    expect(caseSame.map(([id]) => id)).toEqual([]);
  });

  it("name roles, never how the work was produced: no file under src/content uses the word for a sitting of work", () => {
    // The word is built here so that this file, which is under src/content too, does not contain it.
    const word = new RegExp(`\\b${["ses", "sion"].join("")}s?\\b`, "i");
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const saying = walk(CONTENT_DIR).filter((path) => word.test(readFileSync(path, "utf8")));
    expect(saying).toEqual([]);
  });
});

describe("the bank's size and spread", () => {
  const count = (pick: (q: (typeof bank.questions)[number]) => boolean) => bank.questions.filter(pick).length;
  const entries = Object.entries(files.questions);

  it("has at least 850 questions, multiple choice except on the original Margaret page", () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(850);
    expect(newQuestions.every((q) => q.type === "multiple-choice")).toBe(true);
  });

  it("keeps each knowledge area between 30% and 40% of the bank", () => {
    for (const { id } of KNOWLEDGE_AREAS) {
      const share = count((q) => q.knowledgeArea === id) / bank.questions.length;
      expect(share, id).toBeGreaterThanOrEqual(0.3);
      expect(share, id).toBeLessThanOrEqual(0.4);
    }
  });

  it("has at least 20 questions on every topic, each topic with a page of its own", () => {
    const short = TOPICS.map((topic) => [topic, count((q) => q.topic === topic)] as const).filter(([, n]) => n < 20);
    expect(short).toEqual([]);
    expect(bank.topicPages.map((page) => page.title)).toEqual([...TOPICS]);
  });

  it("spreads the keys: each letter 20% to 30% of multiple-choice keys, the key the single longest option in at most 30%", () => {
    for (const [i, share] of letterShares(multipleChoice).entries()) {
      expect(share, optionLetter(i)).toBeGreaterThanOrEqual(0.2);
      expect(share, optionLetter(i)).toBeLessThanOrEqual(0.3);
    }
    expect(keyLongestShare(multipleChoice)).toBeLessThanOrEqual(0.3);
  });

  it("has at least 30 case studies in the exam's shape: a client's facts, then 6 to 18 questions across at least two knowledge areas", () => {
    const inShape = bank.sections.filter(
      (section) => section.kind === "case-study" && section.questions.length >= 6 && new Set(section.questions.map((q) => q.knowledgeArea)).size >= 2,
    );
    expect(inShape.length).toBeGreaterThanOrEqual(30); // Margaret's original page among them
    for (const page of bank.caseStudyPages) {
      expect(page.questions.length, page.id).toBeGreaterThanOrEqual(6);
      expect(page.questions.length, page.id).toBeLessThanOrEqual(18);
      expect(new Set(page.questions.map((q) => q.knowledgeArea)).size, page.id).toBeGreaterThanOrEqual(2);
      expect(sectionFacts(page)!.narrative.join(" ").length, page.id).toBeGreaterThan(200);
    }
  });

  it("covers 2026–27's changes: at least 3 questions on Division 296 and 2 on Payday Super", () => {
    const mentions = (words: RegExp) => count((q) => words.test(fullQuestionText(q)) || (q.type === "multiple-choice" && words.test(explanationText(q))));
    expect(mentions(/Division 296/)).toBeGreaterThanOrEqual(3);
    expect(mentions(/Payday Super/)).toBeGreaterThanOrEqual(2);
  });

  it("has at least 35 behavioural finance questions, applying each of the biases the exam tests to a client's words", () => {
    expect(count((q) => q.topic === "Behavioural finance")).toBeGreaterThanOrEqual(35);
    const applied = new Set(entries.flatMap(([, e]) => (e.bias ? [e.bias] : [])));
    const tested = [
      "loss aversion",
      "framing",
      "mental accounting",
      "recency",
      "herding",
      "overconfidence",
      "anchoring",
      "status quo",
      "regret aversion",
    ] as const;
    expect(tested.filter((bias) => !applied.has(bias))).toEqual([]);
    expect(applied.size).toBeGreaterThanOrEqual(15);
  });

  // Standards 1, 8, 10 and 11: no checker could read what they require, at the Federal Register or
  // in any source (src/content/reviews/code-of-ethics-text.md, fixes-8-sources.md), so their
  // questions wait in src/content/drafts/. When a standard's duty is confirmed, take it out.
  const UNCONFIRMED_STANDARDS = new Set([1, 8, 10, 11]);

  it("makes every Code standard whose duty a source confirms the point of at least 3 questions, and each value of at least 1", () => {
    const perStandard = (n: number) => entries.filter(([, e]) => e.standard === n).length;
    const short = Array.from({ length: 12 }, (_, i) => i + 1).filter((n) => !UNCONFIRMED_STANDARDS.has(n) && perStandard(n) < 3);
    expect(short).toEqual([]);
    for (const value of CODE_VALUES) expect(entries.filter(([, e]) => e.value === value).length, value).toBeGreaterThanOrEqual(1);
  });

  it("has at least 4 questions on who may be called independent and on market conduct", () => {
    expect(entries.filter(([id]) => id.startsWith("conduct-")).length).toBeGreaterThanOrEqual(4);
  });
});

describe("the original four pages", () => {
  it.each([
    ["margaret", 12, "PQ1", "PQ12"],
    ["julie-scott", 1, "PQ13", "PQ13"],
    ["standalone", 4, "1", "4"],
    ["general", 8, "1", "8"],
  ] as const)("%s has %i questions numbered %s to %s, written to 2023–24", (id, count, first, last) => {
    const section = byId(id);
    expect(section.questions).toHaveLength(count);
    expect(questionLabel(section, 0)).toBe(first);
    expect(questionLabel(section, count - 1)).toBe(last);
    expect(section.questions.every((q) => q.year === "2023–24")).toBe(true);
    section.questions.forEach((q, i) => expect(q.id).toBe(section.numberPrefix ? `${id}-pq${section.firstNumber + i}` : `${id}-${i + 1}`));
  });

  it("keeps Margaret's two written questions and two true/false sets", () => {
    const kinds = byId("margaret").questions.map((q) => q.type);
    expect(kinds.filter((k) => k === "text-based")).toHaveLength(2);
    expect(kinds.filter((k) => k === "true-false-statements")).toHaveLength(2);
  });

  it("keeps the scenarios' facts exactly", () => {
    const margaret = sectionFacts(byId("margaret"))!;
    const profile = margaret.profile.map((f) => `${f.label}: ${f.value}`).join("\n");
    for (const text of ["86", "$540,000", "$70,000", "$20,000", "Full Age Pension", "home to her children"]) expect(profile).toContain(text);
    const considerations = margaret.considerations.join("\n");
    for (const text of ["enduring power of attorney", "effective immediately", "sign off on any advice", "cannot understand", "golf club"])
      expect(considerations).toContain(text);
    const tables = JSON.stringify(sectionFacts(byId("julie-scott"))!.tables);
    for (const text of [
      "48",
      "45",
      "Consultant",
      "Sole trader",
      "$800,000",
      "$600,000 owed",
      "4.1% variable",
      "$170,000",
      "$120,000",
      "$330,000",
      "$60,000",
      "$145,000",
    ]) {
      expect(tables).toContain(text);
    }
  });
});

describe("links", () => {
  const anchors = (b: Bank) => new Map(b.questions.map((q) => [q.id, b.sections.find((s) => s.questions.includes(q))!.path + "#" + q.id]));

  it("gives every question an anchor that is its id, unique across the site", () => {
    const all = [...anchors(bank).values()];
    expect(new Set(all).size).toBe(all.length);
    // The original pages' positional anchors (pq5, q3) are not any question's id.
    expect(bank.questions.some((q) => /^(pq|q)\d+$/.test(q.id))).toBe(false);
  });

  it("keeps every other question's link when a question is added to a topic page", () => {
    const before = anchors(bank);
    const first = Object.entries(files.questions).find(([id]) => bank.topicPages[0]!.questions.some((q) => q.id === id))!;
    const added: BankFiles = { ...files, questions: { "aaa-new-question": first[1], ...files.questions } };
    const after = anchors(buildBank(added).bank);
    for (const [id, link] of before) expect(after.get(id), id).toBe(link);
    expect(after.get("aaa-new-question")).toBe(`${bank.topicPages[0]!.path}#aaa-new-question`);
  });
});

describe("the answer key", () => {
  it("has one group per practice page with each question's answer and composed explanation", () => {
    const groups = answerKeyGroups(bank.sections);
    expect(groups).toHaveLength(bank.sections.length);
    expect(new Set(groups.map((g) => g.page)).size).toBe(groups.length);
    expect(groups.flatMap((g) => g.entries).length).toBe(bank.questions.length);
    bank.sections.forEach((section, n) => {
      section.questions.forEach((question, i) => {
        const entry = groups[n]!.entries[i]!;
        expect(entry.question).toBe(fullQuestionText(question));
        expect(entry.href).toBe(`${section.path}#${question.id}`);
        if (question.type === "multiple-choice") {
          expect(entry.items[0]!.answer).toBe(`${optionLetter(question.correctAnswer)}. ${question.options[question.correctAnswer]!.text}`);
          expect(entry.items[0]!.explanation!.join(" ")).toBe(explanationText(question));
        }
      });
    });
    expect(ORIGINAL.size).toBe(bank.corePages.length);
  });
});

describe("the checks the build enforces", () => {
  const unconfirmed = new Set(reviewProblems(files, bank).map((p) => p.file));
  const someId = multipleChoice.find(
    (q) => !ORIGINAL.has(bank.sections.find((s) => s.questions.includes(q))!.id) && !unconfirmed.has(`questions/${q.id}.yaml`),
  )!.id;
  const entry = files.questions[someId] as Extract<QuestionEntry, { type: "multiple-choice" }>;

  it("refuses a question edited after its check", () => {
    const edited: BankFiles = { ...files, questions: { ...files.questions, [someId]: { ...entry, question: `${entry.question} Edited.` } } };
    const problems = reviewProblems(edited, buildBank(edited).bank).filter((p) => p.file === `questions/${someId}.yaml`);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`questions/${someId}\\.yaml \\(review\\.hash\\): the text changed since its check`)),
    ]);
  });

  it("refuses a question whose verdict is a fault, or still pending", () => {
    for (const verdict of ["fault", "pending"] as const) {
      const faulted: BankFiles = {
        ...files,
        questions: { ...files.questions, [someId]: { ...entry, review: { ...entry.review, verdict, note: "Key misstates s 961B." } } },
      };
      const problems = reviewProblems(faulted, buildBank(faulted).bank).filter((p) => p.file === `questions/${someId}.yaml`);
      expect(problems.map(formatProblem)).toEqual([
        `questions/${someId}.yaml (review.verdict): is ${verdict}: only a question an independent checker confirmed is published`,
      ]);
    }
  });

  it("hashes what a learner reads: a source's address counts, its title does not", () => {
    const question = bank.questions.find((q) => q.id === someId)!;
    const facts = bank.caseStudyOf.get(someId);
    expect(questionHash(question, facts)).toBe(entry.review.hash);
    const retitled = { ...question, sources: question.sources.map((s) => ({ ...s, title: `${s.title} (retitled)` })) };
    expect(questionHash(retitled, facts)).toBe(entry.review.hash);
    const moved = { ...question, sources: question.sources.map((s) => ({ ...s, url: `${s.url}#moved` })) };
    expect(questionHash(moved, facts)).not.toBe(entry.review.hash);
  });

  it("refuses an unknown figure, a year the figures module does not hold, and an unknown source", () => {
    const bad: BankFiles = {
      ...files,
      questions: {
        ...files.questions,
        [someId]: { ...entry, question: "Is {{fig:noSuchFigure}} or {{fig:concessionalCap@2019–20}} right?", sources: ["no-such-source"] },
      },
    };
    const messages = buildBank(bad).problems.map(formatProblem);
    expect(messages).toContainEqual(expect.stringContaining(`questions/${someId}.yaml (question): "{{fig:noSuchFigure}}" names no figure`));
    expect(messages).toContainEqual(expect.stringContaining("has no 2019–20 value for concessionalCap"));
    expect(messages).toContainEqual(`questions/${someId}.yaml (sources[0]): no source "no-such-source" in sources.yaml`);
  });

  it("names the file and the field when a file does not fit the schema", () => {
    const root = mkdtempSync(join(tmpdir(), "bank-"));
    mkdirSync(join(root, "questions"));
    writeFileSync(
      join(root, "questions", "broken-01.yaml"),
      [
        "type: multiple-choice",
        "knowledgeArea: regulatory",
        "topic: Tax",
        "year: 2026-27",
        "writer: test",
        "question: Which?",
        "options:",
        "  - text: One",
        "  - text: Two",
        "    rationale: no",
        "answer: E",
        "sources: []",
        "review: { verdict: confirmed }",
      ].join("\n"),
    );
    writeFileSync(join(root, "questions", "not-yaml.yaml"), "type: [unclosed");
    const messages = readBankFiles(root).problems.map(formatProblem);
    expect(messages).toContain("questions/broken-01.yaml (options): must have exactly four options");
    expect(messages).toContain("questions/broken-01.yaml (options[0].rationale): Invalid input: expected string, received undefined");
    expect(messages).toContain("questions/broken-01.yaml (answer): must be A, B, C or D");
    expect(messages).toContain("questions/broken-01.yaml (sources): needs at least one source");
    expect(messages).toContain("questions/broken-01.yaml (review.checker): is required when the verdict is confirmed");
    expect(messages).toContainEqual(expect.stringMatching(/^questions\/not-yaml\.yaml: is not valid YAML/));
  });
});

describe("case studies, checked as a whole", () => {
  const pavel = files.caseStudies["pavel-and-oksana"]!;

  it("are every one confirmed by an independent checker, for the facts they have now", () => {
    expect(caseReviewProblems(files, bank).map(formatProblem)).toEqual([]);
  });

  it("state no fact that another contradicts: ages, sold assets, Age Pension", () => {
    expect(caseFactProblems(files, bank).map(formatProblem)).toEqual([]);
  });

  it("work out every Age Pension a case states from its own assets and income, and agree", () => {
    const stated = Object.entries(files.caseStudies).filter(([, c]) => c.agePension);
    expect(stated.map(([id]) => id)).toEqual(expect.arrayContaining(["margaret", "elsie-and-ron", "rosa-and-stefan"]));
    for (const [id, c] of stated) {
      const result = agePensionOutcome(c.agePension!, c.year);
      expect("error" in result ? result.error : result.outcome, id).toBe(c.agePension!.claim);
    }
  });

  it("refuses a case study whose narrative changed by one word since its check", () => {
    const [first = "", ...rest] = pavel.narrative!;
    const edited: BankFiles = {
      ...files,
      caseStudies: { ...files.caseStudies, "pavel-and-oksana": { ...pavel, narrative: [first.replace("Ballarat", "Bendigo"), ...rest] } },
    };
    const problems = caseReviewProblems(edited, buildBank(edited).bank).map(formatProblem);
    expect(problems).toEqual([expect.stringMatching(/^case-studies\/pavel-and-oksana\.yaml \(review\.hash\): the case study changed since its check/)]);
  });

  it("refuses a typed age that disagrees with a date of birth", () => {
    const [first = "", ...rest] = pavel.narrative!;
    const typed = first.replace("Oksana ({{age:oksana}})", "Oksana (58)");
    expect(typed).not.toBe(first);
    const edited: BankFiles = { ...files, caseStudies: { ...files.caseStudies, "pavel-and-oksana": { ...pavel, narrative: [typed, ...rest] } } };
    expect(
      caseFactProblems(edited, buildBank(edited).bank)
        .filter((p) => p.file.includes("pavel"))
        .map(formatProblem),
    ).toEqual([
      "case-studies/pavel-and-oksana.yaml (narrative[0]): says Oksana is 58, but born 20 September 1967 makes Oksana 59 on 18 November 2026: write {{age:oksana}}",
    ]);
  });

  it("refuses a stated Age Pension the case's own assets rule out", () => {
    const elsie = files.caseStudies["elsie-and-ron"]!;
    const richer = { ...elsie.agePension!, assets: [...elsie.agePension!.assets, { item: "Holiday house", value: 870_000 }] };
    const edited: BankFiles = { ...files, caseStudies: { ...files.caseStudies, "elsie-and-ron": { ...elsie, agePension: richer } } };
    const messages = caseFactProblems(edited, buildBank(edited).bank).map(formatProblem);
    expect(messages).toContainEqual(
      expect.stringMatching(/^case-studies\/elsie-and-ron\.yaml \(agePension\.claim\): says part Age Pension, but the means test gives .*: nil/),
    );
    expect(messages).toContainEqual(expect.stringContaining("Holiday house ($870,000) appears nowhere in the case's facts"));
  });
});

describe("study notes", () => {
  const someNotes = Object.keys(files.notes ?? {})[0]!;

  it("open every topic's page: 500 words or more, with at least two sources", () => {
    const short = TOPICS.flatMap((topic) => {
      const notes = bank.notes.get(topic);
      if (!notes) return [`${topic}: no notes`];
      return notes.words < 500 || notes.sources.length < 2 ? [`${topic}: ${notes.words} words, ${notes.sources.length} sources`] : [];
    });
    expect(short).toEqual([]);
  });

  it("are every one confirmed by an independent checker, for the words they have now", () => {
    expect(noteReviewProblems(files, bank).map(formatProblem)).toEqual([]);
  });

  it("refuses notes changed by one word since their check, or with no confirmed review", () => {
    const entry = files.notes![someNotes]!;
    const edited: BankFiles = { ...files, notes: { ...files.notes, [someNotes]: { ...entry, body: entry.body.replace(/\bthe\b/, "a") } } };
    expect(noteReviewProblems(edited, buildBank(edited).bank).map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^notes/${someNotes}\\.md \\(review\\.hash\\): the notes changed since their check`)),
    ]);
    const pending: BankFiles = { ...files, notes: { ...files.notes, [someNotes]: { ...entry, data: { ...entry.data, review: { verdict: "pending" } } } } };
    expect(noteReviewProblems(pending, buildBank(pending).bank).map(formatProblem)).toEqual([
      `notes/${someNotes}.md (review.verdict): is pending: only notes an independent checker confirmed are published`,
    ]);
  });
});
