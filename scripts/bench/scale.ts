// `npm run bench:scale`: the site with 2,000 more questions. Copies the bank to .builds/scale-bank,
// adds generated questions (a case study of 100, and 1,900 over the topics, of the real bank's
// length, from a fixed seed), builds the site from it and from the bank as it is, and compares
// what starting a 70-question exam-conditions paper transfers and costs the main thread (budget:
// at most 10% more), every kind of page's first-load script (budget: no growth), and the answer
// key's index, /answers: its compressed HTML (budget 100 KB) and its LCP against /practice's
// (budget 1.2×, a timing: reported).
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Document } from "yaml";
import { buildBank } from "../../src/content/bank";
import { readBankFiles } from "../../src/content/files";
import { caseStudyHash, questionHash } from "../../src/content/review";
import { questionSchema, type QuestionEntry } from "../../src/content/schema";
import { KNOWLEDGE_AREAS, TOPICS } from "../../src/questions/types";
import { examStart, firstLoadScript, largestContentfulPaint, median } from "./measure.mjs";
import { build, serve } from "./run.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const BANK = join(ROOT, ".builds", "scale-bank");
const COUNT = 2_000;
const CASE_QUESTIONS = 100;
const chromePath = process.env.BENCH_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const PAGES = ["/", "/margaret", "/answers", "/practice", "/exam", "/topics/tax", "/case-studies/vera", "/case-studies/scale-case-study"];
/** The generated case study's page is compared with a case study page of today's bank. */
const BASELINE: Record<string, string> = { "/case-studies/scale-case-study": "/case-studies/vera" };

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20_261_125);
const WORDS =
  "adviser client advice super contribution pension cap balance transfer retirement income estate attorney will trustee insurance premium disclosure interest conflict fee product strategy risk return portfolio tax deduction offset threshold assessment deeming asset".split(
    " ",
  );
const text = (length: number) => {
  const words: string[] = [];
  while (words.join(" ").length < length) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
  const sentence = words.join(" ");
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
};

const SUMMARY = "A generated case study of 100 questions, for the bench.";

/** The generated bank, written beside a copy of the real one, each question confirmed for its own text. */
function writeScaleBank() {
  rmSync(BANK, { recursive: true, force: true });
  mkdirSync(BANK, { recursive: true });
  for (const part of ["questions", "case-studies", "sections", "notes", "sources.yaml"])
    cpSync(join(ROOT, "src", "content", part), join(BANK, part), { recursive: true });
  const entries = new Map<string, QuestionEntry>();
  for (let n = 1; n <= COUNT; n++) {
    const key = n % 4;
    entries.set(
      `scale-${String(n).padStart(4, "0")}`,
      questionSchema.parse({
        type: "multiple-choice",
        knowledgeArea: KNOWLEDGE_AREAS[n % 3]!.id,
        topic: TOPICS[n % TOPICS.length],
        year: "2026–27",
        writer: "bench-generator",
        scenario: text(300),
        question: `${text(140)} (${n})?`,
        options: [0, 1, 2, 3].map((i) => ({ text: text(90), rationale: text(i === key ? 450 : 200) })),
        answer: "ABCD"[key],
        sources: ["corporations-act"],
        review: { verdict: "pending" },
      }),
    );
  }
  const caseIds = [...entries.keys()].slice(0, CASE_QUESTIONS);
  const caseStudy = { title: "Scale case study", summary: SUMMARY, year: "2026–27", narrative: [text(600), text(600)], questions: caseIds };
  const caseFile = join(BANK, "case-studies", "scale-case-study.yaml");
  writeFileSync(caseFile, new Document({ ...caseStudy, review: { verdict: "pending" } }).toString());
  for (const [id, entry] of entries) writeFileSync(join(BANK, "questions", `${id}.yaml`), new Document(entry).toString());
  // Confirm each for the text the bank builds from it, case-study facts included, and the case study as a whole.
  const { files } = readBankFiles(BANK);
  const { bank } = buildBank(files);
  const section = bank.sections.find((s) => s.id === "scale-case-study");
  if (section?.kind !== "case-study") throw new Error("the generated case study is not in the bank");
  const caseReview = {
    verdict: "confirmed",
    checker: "bench-checker",
    checked: "2026-11-25",
    lawCurrentTo: "2026-11-25",
    hash: caseStudyHash(section.caseStudy, files.caseStudies["scale-case-study"]!),
  };
  writeFileSync(caseFile, new Document({ ...caseStudy, review: caseReview }).toString());
  for (const question of bank.questions.filter((q) => entries.has(q.id))) {
    const review = {
      verdict: "confirmed",
      checker: "bench-checker",
      checked: "2026-11-25",
      lawCurrentTo: "2026-11-25",
      hash: questionHash(question, bank.caseStudyOf.get(question.id)),
    };
    writeFileSync(join(BANK, "questions", `${question.id}.yaml`), new Document({ ...entries.get(question.id), review }).toString());
  }
}

type Measured = { bytes: number; mainThreadMs: number; scripts: unknown; answersLcp: number; practiceLcp: number };
const ANSWERS_BUDGET = 100_000;
const ANSWERS_LCP_BUDGET = 1.2;

/** Both builds served at once and measured in turn, so the machine's speed of the minute falls on both alike. */
async function measure(dists: string[]) {
  const servers = await Promise.all(dists.map((dist, i) => serve(dist, 4601 + i)));
  try {
    const bases = dists.map((_, i) => `http://127.0.0.1:${4601 + i}`);
    const runs: { bytes: number; mainThreadMs: number }[][] = bases.map(() => []);
    const lcps: { answers: number; practice: number }[][] = bases.map(() => []);
    for (let round = 0; round < 5; round++)
      for (const [i, base] of bases.entries()) {
        runs[i]!.push(await examStart(base, { chromePath }));
        const answers = await largestContentfulPaint(base, "/answers", { chromePath });
        lcps[i]!.push({ answers, practice: await largestContentfulPaint(base, "/practice", { chromePath }) });
      }
    const scripts: unknown[] = [];
    for (const base of bases) scripts.push(await firstLoadScript(base, PAGES, { chromePath }));
    return runs.map((r, i) => ({
      bytes: median(r.map((x) => x.bytes)),
      mainThreadMs: median(r.map((x) => x.mainThreadMs)),
      scripts: scripts[i],
      answersLcp: median(lcps[i]!.map((x) => x.answers)),
      practiceLcp: median(lcps[i]!.map((x) => x.practice)),
    }));
  } finally {
    for (const server of servers) server.close();
  }
}

writeScaleBank();
const baseDist = join(ROOT, ".builds", "scale-base");
const scaleDist = join(ROOT, ".builds", "scale");
build(baseDist);
build(scaleDist, { BANK_DIR: BANK });
const [before, after] = (await measure([baseDist, scaleDist])) as [Measured, Measured];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)}%`;
const [beforeScripts, afterScripts] = [before.scripts, after.scripts] as Record<string, number>[];
const baseline = (p: string) => beforeScripts![BASELINE[p] ?? p] ?? 0;
const growth = PAGES.map((p) => [p, (afterScripts![p] ?? 0) - baseline(p)] as const);
const answersBytes = (dist: string) => statSync(join(dist, "answers.html.br")).size;
const [answersBefore, answersAfter] = [answersBytes(baseDist), answersBytes(scaleDist)];
const lcpRatio = (m: Measured) => m.answersLcp / m.practiceLcp;
// Bytes are deterministic and fail; main-thread time and LCP are timings, reported beside their budgets.
const failed = after.bytes > before.bytes * 1.1 || growth.some(([, g]) => g > 1_000) || answersAfter > ANSWERS_BUDGET;
const slower = after.mainThreadMs > before.mainThreadMs * 1.1;
const lcpOver = lcpRatio(after) > ANSWERS_LCP_BUDGET;
console.log(`
bench:scale, ${COUNT} more questions (medians of 5, CPU 4× slower, no service worker):
  starting a 70-question paper transfers ${kb(before.bytes)} → ${kb(after.bytes)} (${ratio(after.bytes, before.bytes)}, budget +10%)
  and costs ${Math.round(before.mainThreadMs)} → ${Math.round(after.mainThreadMs)} ms of main-thread work (${ratio(after.mainThreadMs, before.mainThreadMs)}, budget +10%, reported: ${slower ? "over budget on this run" : "within budget"})
  first-load script: ${growth.map(([p, g]) => `${p} ${kb(baseline(p))} (${g >= 0 ? "+" : ""}${g} B)`).join(", ")}
  /answers (brotli HTML): ${kb(answersBefore)} → ${kb(answersAfter)} (${ratio(answersAfter, answersBefore)}, budget ${kb(ANSWERS_BUDGET)})
  /answers LCP ÷ /practice LCP (slow 4G, CPU 4×): ${Math.round(before.answersLcp)} ÷ ${Math.round(before.practiceLcp)} ms = ${lcpRatio(before).toFixed(2)}× → ${Math.round(after.answersLcp)} ÷ ${Math.round(after.practiceLcp)} ms = ${lcpRatio(after).toFixed(2)}× (budget ${ANSWERS_LCP_BUDGET}×, reported: ${lcpOver ? "over budget on this run" : "within budget"})
bench:scale: ${failed ? "a budget was missed" : "every budget passes"}`);
process.exit(failed ? 1 : 0);
