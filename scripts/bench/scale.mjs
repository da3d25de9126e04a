// `npm run bench:scale`: how the site copes with a bank of 2,000 more questions. Builds the site
// as it is (the baseline) and again with a generated bank (scripts/bench/synthetic-bank.mjs: a
// case study of 100 questions and 1,900 standalone questions over the topics), then reports build
// times, every page's compressed HTML and first-load JavaScript in both builds, and Lighthouse's
// figures (default mobile settings, median of 3 runs, the plain HTML floor in the same rounds)
// for the answer key and the 100-question practice page.
// Budgets (issue 25): the answer key (every answer in its HTML) keeps TBT ≤ 100 ms; the practice
// page of 100 questions keeps TBT ≤ 100 ms; no other page's HTML or JavaScript grows with the bank.
// Options: --runs N (default 3).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildSite, chromePath as findChrome, fileOf, kb, ms, ROOT, ROUTES, serve } from "./lib/common.mjs";
import { writeFloor } from "./lib/floor.mjs";
import { lighthouseAll } from "./lib/lighthouse.mjs";
import { pageWeight } from "./lib/pages.mjs";
import { lighthouseTable, markdownTable } from "./lib/report.mjs";
import { CASE_STUDY_ID, QUESTION_COUNT, writeSyntheticBank } from "./synthetic-bank.mjs";

const { values: options } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Number(options.runs);
const BASE = join(ROOT, ".builds", "scale-base");
const SCALE = join(ROOT, ".builds", "scale");
const FLOOR_DIR = join(ROOT, ".builds", "scale-floor");
const BANK = join(ROOT, ".builds", "scale-bank.ts");
/** "Did not grow": within this many bytes (counts and hashed names change by a few bytes). */
const GROWTH_TOLERANCE_BYTES = 1_000;
/** Pages that hold the added questions (the answer key, a topic page), or outline the bank (/exam, /practice). */
const grows = (path) => ["/answers", "/exam", "/practice"].includes(path) || path.startsWith("/topics/");
const TBT_BUDGET_MS = 100;

async function main() {
  const chrome = await findChrome();
  mkdirSync(join(ROOT, ".builds"), { recursive: true });
  writeSyntheticBank(BANK);
  console.log(`bench:scale: building the site as it is, then with ${QUESTION_COUNT} more questions`);
  const baseMs = await buildSite(BASE);
  const scaleMs = await buildSite(SCALE, { env: { SCALE_BANK: BANK } });
  console.log(`  built in ${(baseMs / 1000).toFixed(1)} s, and ${(scaleMs / 1000).toFixed(1)} s with ${QUESTION_COUNT} more questions`);

  const practice = `/case-studies/${CASE_STUDY_ID}`;
  const compared = ROUTES.map((route) => route.path);
  const rows = [];
  const failures = [];
  for (const path of compared) {
    const before = pageWeight(BASE, path);
    const after = pageWeight(SCALE, path);
    const grewHtml = after.htmlBr - before.htmlBr;
    const grewJs = after.jsBr - before.jsBr;
    rows.push([path, kb(before.htmlBr), kb(after.htmlBr), kb(before.jsBr), kb(after.jsBr)]);
    if (grewJs > GROWTH_TOLERANCE_BYTES) failures.push(`${path}: first-load JS grew by ${kb(grewJs)} with the bank`);
    if (!grows(path) && grewHtml > GROWTH_TOLERANCE_BYTES) failures.push(`${path}: HTML grew by ${kb(grewHtml)} with the bank`);
  }
  const big = pageWeight(SCALE, practice);
  rows.push([`${practice} (100 questions)`, "n/a", kb(big.htmlBr), "n/a", kb(big.jsBr)]);

  writeFloor(FLOOR_DIR, fileOf(SCALE, "/margaret"));
  const site = await serve(SCALE);
  const floor = await serve(FLOOR_DIR);
  let results;
  try {
    results = await lighthouseAll(
      [{ name: "floor", url: `${floor.origin}/` }, { name: "/answers", url: `${site.origin}/answers` }, { name: practice, url: `${site.origin}${practice}` }],
      { runs: RUNS, chromePath: chrome },
    );
  } finally {
    await site.close();
    await floor.close();
  }
  const floorResult = results.get("floor");
  for (const name of ["/answers", practice]) {
    const r = results.get(name);
    Object.assign(r, { jsBr: pageWeight(SCALE, name).jsBr, htmlBr: pageWeight(SCALE, name).htmlBr });
    if (r.tbt > TBT_BUDGET_MS) failures.push(`${name}: TBT ≤ ${TBT_BUDGET_MS} ms with ${QUESTION_COUNT} more questions (got ${ms(r.tbt)})`);
  }
  const answers = results.get("/answers");
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:scale\`: the site with ${QUESTION_COUNT} more questions (a case study of 100, the rest over the topics). Build ${(baseMs / 1000).toFixed(1)} s as it is, ${(scaleMs / 1000).toFixed(1)} s with them.`,
    "",
    markdownTable(["Page", "HTML (brotli), now", `with ${QUESTION_COUNT} more`, "JS (first load), now", `with ${QUESTION_COUNT} more`], rows),
    "",
    lighthouseTable(results, floorResult),
    "",
    `The answer key with every answer in its HTML: ${kb(answers.htmlBr)} compressed, LCP ${(answers.lcp / floorResult.lcp).toFixed(2)}× the floor's, TBT ${ms(answers.tbt)}.`,
    "",
    failures.length === 0 ? "bench:scale: every budget passes." : ["bench:scale: budgets failed:", ...failures.map((f) => `- ${f}`)].join("\n"),
  ].join("\n");
  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "scale.md"), `${markdown}\n`);
  console.log(`\n${markdown}`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench:scale: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
});
