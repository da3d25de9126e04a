// `npm run bench:scale`: how the site copes with a bank of 2,000 questions in 40 sections.
// Generates the synthetic bank into a temporary folder (removed afterwards), type-checks it
// against src/quiz/types.ts, builds the site as it is (the baseline) and again with the answer
// key's `~/content` swapped for the synthetic bank, then reports build times, every page's HTML
// and first-load JavaScript in both builds, and Lighthouse's figures (default mobile settings,
// median of 3 runs, with the plain HTML floor in the same rounds) for the answer key.
// Budgets (issue 5): the answer key's TBT < 100 ms and LCP < 2 × floor (both /answers and its
// largest section page); and no page may load more JavaScript at first because the bank grew
// (the mock exam's page carries an outline of the bank and loads the questions when a session starts).
//
// Options: --runs N (default 3), --keep (leave the generated bank in place and print where).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { answerSectionRoutesOf, buildSite, chromePath as findChrome, exec, kb, ms, ROOT, routesOf, serve } from "./lib/common.mjs";
import { writeFloor } from "./lib/floor.mjs";
import { lighthouseAll } from "./lib/lighthouse.mjs";
import { pageWeight } from "./lib/pages.mjs";
import { lighthouseTable, markdownTable } from "./lib/report.mjs";
import { QUESTIONS_PER_SECTION, SECTION_COUNT, writeSyntheticBank } from "./synthetic-bank.mjs";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "3" }, keep: { type: "boolean", default: false } },
});
const RUNS = Number(options.runs);

const BASE_BUILD = ".builds/bench-scale-base";
const SCALE_BUILD = ".builds/bench-scale";
const FLOOR_DIR = join(ROOT, ".builds", "bench-scale-floor");
const SCALE_CONFIG = "scripts/bench/vite.scale.config.mjs";
/** Tolerance for "did not grow": a rebuilt chunk's hashed names may differ by a few bytes. */
const GROWTH_TOLERANCE_BYTES = 1_000;

/** Proves the generated bank satisfies src/quiz/types.ts, with the project's compiler settings. */
async function typeCheck(bankDir, bankFile) {
  const config = join(bankDir, "tsconfig.json");
  writeFileSync(config, JSON.stringify({ extends: join(ROOT, "tsconfig.json"), compilerOptions: { types: [] }, include: [], files: [bankFile] }));
  await exec("tsc", ["-p", config], { quiet: true });
}

async function main() {
  const started = performance.now();
  const chrome = await findChrome();
  const bankDir = mkdtempSync(join(tmpdir(), "adviserready-scale-"));
  try {
    console.log(`bench:scale: generating ${SECTION_COUNT} sections × ${QUESTIONS_PER_SECTION} questions into ${bankDir}`);
    const bankFile = writeSyntheticBank(bankDir);
    console.log(`  ${kb(readFileSync(bankFile).length)} of TypeScript; type-checking against src/quiz/types.ts`);
    await typeCheck(bankDir, bankFile);

    console.log(`\nbench:scale: building the site as it is into ${BASE_BUILD}`);
    const baseMs = await buildSite(BASE_BUILD);
    console.log(`  built in ${(baseMs / 1000).toFixed(1)} s`);
    console.log(`\nbench:scale: building against the synthetic bank into ${SCALE_BUILD}`);
    const scaleMs = await buildSite(SCALE_BUILD, { env: { CONTENT_DIR: bankDir }, extraBuildArgs: [".", "--config", SCALE_CONFIG] });
    console.log(`  built in ${(scaleMs / 1000).toFixed(1)} s`);

    const baseClient = join(ROOT, BASE_BUILD, "client");
    const scaleClient = join(ROOT, SCALE_BUILD, "client");
    const answersHtml = readFileSync(join(scaleClient, "answers", "index.html"), "utf8");
    const shown = new Set(answersHtml.match(/Synthetic section \d+/g) ?? []).size;
    if (shown !== SECTION_COUNT) {
      throw new Error(`the answer key shows ${shown} of the ${SECTION_COUNT} synthetic sections: does app/routes/answers.tsx still import { sections } from "~/content"?`);
    }

    // Pages both builds have, then each build's largest answer-key section page (the sections differ).
    const routes = routesOf(baseClient).filter((route) => !route.startsWith("/answers/"));
    const largestSectionPage = (client) =>
      answerSectionRoutesOf(client)
        .map((route) => ({ route, weight: pageWeight(client, route) }))
        .sort((a, b) => b.weight.html - a.weight.html)[0];
    const baseSection = largestSectionPage(baseClient);
    const scaleSection = largestSectionPage(scaleClient);
    const scaleSectionCount = answerSectionRoutesOf(scaleClient).length;
    if (scaleSectionCount !== SECTION_COUNT) throw new Error(`the build has ${scaleSectionCount} answer-key section pages, not ${SECTION_COUNT}: see react-router.config.ts`);
    const failures = [];
    const weightRow = (label, base, scale) => {
      const growth = scale.jsBr - base.jsBr;
      if (growth > GROWTH_TOLERANCE_BYTES) failures.push(`${label}: first-load JS grew by ${kb(growth)} when the bank grew`);
      return [label, kb(base.htmlBr), kb(scale.htmlBr), kb(scale.html), kb(base.jsBr), kb(scale.jsBr), kb(scale.js), `${growth >= 0 ? "+" : ""}${kb(growth)}`];
    };
    const weightRows = [
      ...routes.map((route) => weightRow(route, pageWeight(baseClient, route), pageWeight(scaleClient, route))),
      weightRow(`largest section page (${baseSection.route} → ${scaleSection.route})`, baseSection.weight, scaleSection.weight),
    ];
    const weights = markdownTable(
      ["Page", "HTML now (br)", "HTML 2,000 q (br)", "HTML 2,000 q (raw)", "JS now (br)", "JS 2,000 q (br)", "JS 2,000 q (raw)", "JS growth (br)"],
      weightRows,
    );
    console.log(`\n${weights}`);

    writeFloor(FLOOR_DIR, join(scaleClient, "margaret", "index.html"));
    const site = await serve(scaleClient);
    const floor = await serve(FLOOR_DIR);
    let results;
    try {
      console.log(`\nbench:scale: Lighthouse, default mobile settings, ${RUNS} rounds over the floor and /answers (2,000 questions)`);
      results = await lighthouseAll(
        [
          { name: "floor", url: `${floor.origin}/` },
          { name: "/answers", url: `${site.origin}/answers` },
          { name: scaleSection.route, url: `${site.origin}${scaleSection.route}` },
        ],
        { runs: RUNS, chromePath: chrome },
      );
    } finally {
      await site.close();
      await floor.close();
    }
    const floorLcp = results.get("floor").lcp;
    for (const route of ["/answers", scaleSection.route]) {
      const result = results.get(route);
      if (!(result.tbt < 100)) failures.push(`${route} with 2,000 questions: TBT < 100 ms (got ${ms(result.tbt)})`);
      if (!(result.lcp < 2 * floorLcp)) failures.push(`${route} with 2,000 questions: LCP < 2 × floor (got ${ms(result.lcp)} = ${(result.lcp / floorLcp).toFixed(2)}× floor)`);
    }

    const markdown = [
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:scale\`: a synthetic bank of ${(SECTION_COUNT * QUESTIONS_PER_SECTION).toLocaleString("en-AU")} questions ` +
        `in ${SECTION_COUNT} sections (the real bank's mix of types and text lengths) replaces the bank of the answer key and the mock exam; the practice pages keep theirs. ` +
        `Build time: ${(baseMs / 1000).toFixed(1)} s now, ${(scaleMs / 1000).toFixed(1)} s with 2,000 questions. ` +
        `"JS" is the JavaScript a page loads at first (its scripts, module preloads and their static imports). KB = 1000 bytes.`,
      "",
      weights,
      "",
      `The answer key with 2,000 questions (/answers, and its largest section page, which /answers loads when that section opens), Lighthouse ${RUNS === 1 ? "1 run" : `median of ${RUNS} runs`} (default mobile settings) beside the plain HTML floor:`,
      "",
      lighthouseTable(results, results.get("floor")),
      "",
      failures.length === 0 ? "Every scale budget passes (answer key TBT < 100 ms, LCP < 2 × floor; no page's first-load JS grew)." : ["Budgets failed:", "", ...failures.map((f) => `- ${f}`)].join("\n"),
    ].join("\n");
    mkdirSync(join(ROOT, "bench-results"), { recursive: true });
    writeFileSync(join(ROOT, "bench-results", "scale.md"), `${markdown}\n`);
    console.log(`\n${markdown}\n`);
    console.log(`bench:scale: wrote bench-results/scale.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (failures.length > 0) {
      console.log(`bench:scale: FAILED, ${failures.length} budget${failures.length === 1 ? "" : "s"} missed`);
      process.exitCode = 1;
    } else console.log("bench:scale: every budget passes");
  } finally {
    if (options.keep) console.log(`bench:scale: the synthetic bank is kept in ${bankDir}`);
    else rmSync(bankDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:scale: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
});
