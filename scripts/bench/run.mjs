// `npm run bench`: builds the site into .builds/bench, adds a plain HTML floor page with the same
// words as a practice page, serves both as `npm start` does, and runs Lighthouse CI on every
// kind of page and the floor (lighthouserc.cjs: budgets as assertions), then the measures
// Lighthouse does not take (measure.mjs). Writes bench-results/latest.md.
// Fails on the deterministic budgets: Lighthouse CI's errors (accessibility, best practices, SEO,
// render-blocking requests, first-load script), starting an exam-conditions paper transferring
// more than 150 KB, the study record adding more than 10 KB to a practice page's first-load
// script, /progress with a record loading more than 95 KB, and the answer key's index (/answers)
// weighing more than 100 KB compressed. Timings (LCP against the floor's, the answer key's LCP
// against /practice's, TBT, click to feedback) are reported with their budgets and never fail: a
// shared machine's speed moves.
//   npm run bench [-- --ci] [--skip-build]
//   --ci: only the deterministic budgets, once a page, on dist/ as `npm test` left it (built if missing)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createSiteServer } from "../../server/serve.mjs";
import { firstLoad } from "./first-load.mjs";
import { clickToFeedback, examStart, median, searchFirstUse } from "./measure.mjs";

const { values: options } = parseArgs({ options: { ci: { type: "boolean", default: false }, "skip-build": { type: "boolean", default: false } } });
const ROOT = resolve(import.meta.dirname, "..", "..");
const DIST = options.ci ? join(ROOT, "dist") : join(ROOT, ".builds", "bench");
const PORT = 4599;
const chromePath = process.env.BENCH_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
const EXAM_START_BUDGET = 150_000;
const RECORD_GROWTH_BUDGET = 10_000;
const PROGRESS_BUDGET = 95_000;
const ANSWERS_BUDGET = 100_000;
const ANSWERS_LCP_BUDGET = 1.2;
const { SCRIPT_BUDGETS } = createRequire(import.meta.url)("../../lighthouserc.cjs");
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export function build(dist, env = {}) {
  execFileSync("npx", ["astro", "build", "--silent"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, DIST_DIR: dist, ...env } });
}

/** A page with the words of /margaret and nothing else: no script, no stylesheet. */
export function writeFloor(dist) {
  const html = readFileSync(join(dist, "margaret.html"), "utf8");
  const text = html
    .replace(/<head\b[\s\S]*?<\/head>|<(script|style|svg|template)\b[\s\S]*?<\/\2>/gi, "")
    .replace(/<\/(p|li|h\d|dt|dd|tr|button|summary)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain HTML floor</title><meta name="description" content="The bench's floor: the words of a practice page in plain HTML."><link rel="icon" href="data:,"></head><body><main><h1>Plain HTML floor</h1>${text.map((t) => `<p>${t}</p>`).join("")}</main></body></html>`;
  writeFileSync(join(dist, "floor.html"), page);
}

export function serve(dist, port) {
  const server = createSiteServer(dist);
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** Lighthouse CI's runs: the medians per page of what the report shows. */
function lighthouseResults() {
  const dir = join(ROOT, "bench-results", "lhci");
  const byPath = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".report.json"))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), "utf8"));
    const path = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
    const runs = byPath.get(path) ?? [];
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      // Timings are not taken with --ci.
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      script: lhr.audits["resource-summary"].details.items.find((i) => i.resourceType === "script")?.transferSize ?? 0,
    });
    byPath.set(path, runs);
  }
  return new Map([...byPath].map(([path, runs]) => [path, Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))]));
}

async function main() {
  rmSync(join(ROOT, "bench-results", "lhci"), { recursive: true, force: true });
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  if (options.ci ? !existsSync(join(DIST, "index.html")) : !options["skip-build"]) build(DIST);
  if (!options.ci) writeFloor(DIST);
  const server = await serve(DIST, PORT);
  let failed = false;
  try {
    const lhci = spawn("npx", ["lhci", "autorun", "--config=lighthouserc.cjs"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, BENCH_PORT: String(PORT), BENCH_RUNS: options.ci ? "1" : "3", BENCH_CI: options.ci ? "1" : "0", BENCH_CHROME_PATH: chromePath },
    });
    const code = await new Promise((done) => lhci.on("exit", done));
    if (code !== 0) failed = true;

    const base = `http://127.0.0.1:${PORT}`;
    const exam = await examStart(base, { chromePath });
    const click = options.ci ? null : await clickToFeedback(base, { chromePath });
    const clickRecord = options.ci ? null : await clickToFeedback(base, { chromePath, record: true });
    const search = await searchFirstUse(base, { chromePath });
    if (exam.bytes > EXAM_START_BUDGET) failed = true;
    // The study record's script, read from the built files: what turning it on adds to a practice
    // page, and /progress with its dashboard (shown once a record exists).
    const recordGrowth = firstLoad(DIST, "/margaret", /\/RecordClient\./).bytes - firstLoad(DIST, "/margaret").bytes;
    const progressOn = firstLoad(DIST, "/progress", /\/Dashboard\./).bytes;
    if (recordGrowth > RECORD_GROWTH_BUDGET || progressOn > PROGRESS_BUDGET) failed = true;
    // Every kind of page's first-load script from the build, against Lighthouse's budgets (which
    // weigh the transfer, headers too, of the pages they load).
    const weights = Object.entries(SCRIPT_BUDGETS).map(([page, budget]) => ({ page, budget, bytes: firstLoad(DIST, page).bytes }));
    if (weights.some((w) => w.bytes > w.budget)) failed = true;
    // The answer key's index as the server sends it: it lists the sections, not the answers.
    const answersBytes = readFileSync(join(DIST, "answers.html.br")).length;
    if (answersBytes > ANSWERS_BUDGET) failed = true;

    const results = lighthouseResults();
    const floor = results.get("/floor");
    const pages = [...results].filter(([path]) => path !== "/floor");
    const [answers, practice] = [results.get("/answers"), results.get("/practice")];
    const answersLcp =
      floor && answers && practice
        ? `; its LCP ${Math.round(answers.lcp)} ms is ${(answers.lcp / practice.lcp).toFixed(2)}× /practice's ${Math.round(practice.lcp)} ms (budget ${ANSWERS_LCP_BUDGET}×, reported)`
        : "";
    const table = floor
      ? [
          "| Page | Perf | A11y | BP | SEO | LCP | LCP ÷ floor | TBT | CLS | Script (first load) |",
          "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
          `| floor | ${floor.performance} | ${floor.accessibility} | ${floor.bestPractices} | ${floor.seo} | ${Math.round(floor.lcp)} ms | 1.00× | ${Math.round(floor.tbt)} ms | ${floor.cls.toFixed(3)} | ${kb(floor.script)} |`,
          ...pages.map(
            ([path, r]) =>
              `| ${path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} ms | ${(r.lcp / floor.lcp).toFixed(2)}× | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.script)} |`,
          ),
        ]
      : [
          "| Page | A11y | BP | SEO | Script (first load) |",
          "| --- | --- | --- | --- | --- |",
          ...pages.map(([path, r]) => `| ${path} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${kb(r.script)} |`),
        ];
    const report = [
      `# Bench (${new Date().toISOString().slice(0, 10)}, ${options.ci ? "1 run a page, deterministic budgets only" : "median of 3 a page"}, Lighthouse CI, ${execFileSync(chromePath, ["--version"], { encoding: "utf8" }).trim()})`,
      "",
      ...table,
      "",
      `Starting a 70-question exam-conditions paper (no service worker, CPU 4× slower): ${kb(exam.bytes)} transferred (budget ${kb(EXAM_START_BUDGET)}), ${Math.round(exam.mainThreadMs)} ms of main-thread work.`,
      `First-load script from the build (brotli): ${weights.map((w) => `${w.page} ${kb(w.bytes)}${w.bytes > w.budget ? ` OVER ${kb(w.budget)}` : ""}`).join(", ")}.`,
      `The study record on a practice page adds ${kb(recordGrowth)} to its first-load script (budget ${kb(RECORD_GROWTH_BUDGET)}); /progress with a record loads ${kb(progressOn)} (budget ${kb(PROGRESS_BUDGET)}).`,
      `The answer key's index, /answers: ${kb(answersBytes)} of compressed HTML (budget ${kb(ANSWERS_BUDGET)})${answersLcp}.`,
      `Search on first use ("downsizer" on /general, CPU 4× slower, nothing cached): ${kb(search.bytes)} of script and index transferred (none before the field is used), first result after ${Math.round(search.ms)} ms.`,
      click
        ? `Click to feedback on /margaret (Event Timing, CPU 4× slower, median of ${click.durations.length} answers): ${Math.round(click.median)} ms (budget 50 ms).`
        : "",
      clickRecord ? `The same with the study record on (each answer also kept in IndexedDB): ${Math.round(clickRecord.median)} ms (budget 50 ms).` : "",
      floor
        ? "Timing budgets, reported only: performance ≥ 98, LCP ≤ 1.15 × the floor's (the answer key's ≤ 1.2 × /practice's), TBT ≤ the floor's + 40 ms, CLS ≤ 0.01, click to feedback ≤ 50 ms."
        : "",
    ].join("\n");
    writeFileSync(join(ROOT, "bench-results", "latest.md"), `${report}\n`);
    console.log(`\n${report}\n\nbench: ${failed ? "a deterministic budget was missed (see above)" : "every deterministic budget passes"}`);
  } finally {
    server.close();
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
