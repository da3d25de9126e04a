// `npm run bench:scale`: the site with 2,000 more questions. Copies the bank to .builds/scale-bank,
// adds generated questions (a case study of 100, and 1,900 over the topics, of the real bank's
// length, from a fixed seed), builds the site from it and from the bank as it is, and compares
// what starting a 70-question exam-conditions paper transfers and costs the main thread (budget:
// at most 10% more), and every kind of page's first-load script (budget: no growth).
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Document } from "yaml";
import { resolveQuestion } from "../../src/content/bank";
import { readBankFiles } from "../../src/content/files";
import { questionHash } from "../../src/content/review";
import { questionSchema, type QuestionEntry } from "../../src/content/schema";
import { KNOWLEDGE_AREAS, TOPICS } from "../../src/quiz/types";
import { examStart, firstLoadScript, median } from "./measure.mjs";
import { build, serve } from "./run.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const BANK = join(ROOT, ".builds", "scale-bank");
const COUNT = 2_000;
const CASE_QUESTIONS = 100;
const chromePath = process.env.BENCH_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const PAGES = ["/", "/margaret", "/answers", "/practice", "/exam", "/topics/tax", "/case-studies/scale-case-study"];

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
const WORDS = "adviser client advice super contribution pension cap balance transfer retirement income estate attorney will trustee insurance premium disclosure interest conflict fee product strategy risk return portfolio tax deduction offset threshold assessment deeming asset".split(" ");
const text = (length: number) => {
  const words: string[] = [];
  while (words.join(" ").length < length) words.push(WORDS[Math.floor(next() * WORDS.length)]!);
  const sentence = words.join(" ");
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
};

/** The generated bank, written beside a copy of the real one, each question confirmed for its own text. */
function writeScaleBank() {
  rmSync(BANK, { recursive: true, force: true });
  mkdirSync(BANK, { recursive: true });
  for (const part of ["questions", "case-studies", "sections", "sources.yaml"]) cpSync(join(ROOT, "src", "content", part), join(BANK, part), { recursive: true });
  const { files } = readBankFiles();
  const caseIds: string[] = [];
  for (let n = 1; n <= COUNT; n++) {
    const id = `scale-${String(n).padStart(4, "0")}`;
    const key = n % 4;
    const entry: QuestionEntry = questionSchema.parse({
      type: "multiple-choice",
      knowledgeArea: KNOWLEDGE_AREAS[n % 3]!.id,
      topic: TOPICS[n % TOPICS.length],
      year: "2026–27",
      writer: "generated for the bench",
      scenario: text(300),
      question: `${text(140)} (${n})?`,
      options: [0, 1, 2, 3].map((i) => ({ text: text(90), rationale: text(i === key ? 450 : 200) })),
      answer: "ABCD"[key],
      sources: ["corporations-act"],
      review: { verdict: "pending" },
    });
    if (n <= CASE_QUESTIONS) caseIds.push(id);
    const caseFacts = n <= CASE_QUESTIONS ? { id: "scale-case-study", title: "Scale case study", summary: "", year: "2026–27" as const, narrative: [], profile: [], considerations: [], tables: [] } : undefined;
    const question = resolveQuestion(id, entry, { files, problems: [] });
    const review = { verdict: "confirmed", checker: "generated for the bench", checked: "2026-11-25", lawCurrentTo: "2026-11-25", hash: questionHash(question, caseFacts) };
    writeFileSync(join(BANK, "questions", `${id}.yaml`), new Document({ ...entry, review }).toString());
  }
  writeFileSync(
    join(BANK, "case-studies", "scale-case-study.yaml"),
    new Document({ title: "Scale case study", summary: "", year: "2026–27", narrative: [text(600), text(600)], questions: caseIds }).toString(),
  );
}

async function measure(dist: string, port: number) {
  const server = await serve(dist, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await examStart(base, { chromePath }));
    return { bytes: median(runs.map((r) => r.bytes)), mainThreadMs: median(runs.map((r) => r.mainThreadMs)), scripts: await firstLoadScript(base, PAGES, { chromePath }) };
  } finally {
    server.close();
  }
}

writeScaleBank();
const baseDist = join(ROOT, ".builds", "scale-base");
const scaleDist = join(ROOT, ".builds", "scale");
build(baseDist);
build(scaleDist, { BANK_DIR: BANK });
const before = await measure(baseDist, 4601);
const after = await measure(scaleDist, 4602);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)}%`;
const growth = PAGES.filter((p) => before.scripts[p] !== undefined).map((p) => [p, (after.scripts[p] ?? 0) - (before.scripts[p] ?? 0)] as const);
const failed = after.bytes > before.bytes * 1.1 || after.mainThreadMs > before.mainThreadMs * 1.1 || growth.some(([, g]) => g > 1_000);
console.log(`
bench:scale, ${COUNT} more questions (medians of 3, CPU 4× slower, no service worker):
  starting a 70-question paper transfers ${kb(before.bytes)} → ${kb(after.bytes)} (${ratio(after.bytes, before.bytes)}, budget +10%)
  and costs ${Math.round(before.mainThreadMs)} → ${Math.round(after.mainThreadMs)} ms of main-thread work (${ratio(after.mainThreadMs, before.mainThreadMs)}, budget +10%)
  first-load script: ${growth.map(([p, g]) => `${p} ${kb(before.scripts[p] ?? 0)} (${g >= 0 ? "+" : ""}${g} B)`).join(", ")}
bench:scale: ${failed ? "a budget was missed" : "every budget passes"}`);
process.exit(failed ? 1 : 0);
