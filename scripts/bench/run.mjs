// `npm run bench`: builds the site into .builds/bench, serves it with the production server
// (precompressed brotli, as `npm start`), serves a plain HTML floor page the same way, runs
// Lighthouse 13 with its default mobile settings on every kind of page and on the floor (three
// rounds, medians), measures click-to-feedback on /margaret with the CPU throttled 4x, weighs
// each page's first-load JavaScript from the build, prints the table and the budgets of issue 25,
// and writes bench-results/latest.md.
//
// Budgets come in two kinds (lib/budgets.mjs). The deterministic ones (compressed bytes,
// Lighthouse's accessibility, best-practices and SEO scores, its render-blocking audit) fail the
// run. Timings (performance score, LCP against the floor, TBT, CLS, click-to-feedback) move with
// a shared machine's speed: they are reported with their budgets and never fail it.
//
// Options: --runs N (default 3), --clicks N (default 16), --ci (what CI needs: one Lighthouse run
// per page, no click-to-feedback; the deterministic budgets are the same), --skip-build.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { BUDGETS, INTERACTION_BUDGET_MS } from "./lib/budgets.mjs";
import { buildSite, chromePath as findChrome, fileOf, kb, ms, ROOT, ROUTES, serve } from "./lib/common.mjs";
import { writeFloor } from "./lib/floor.mjs";
import { measureClickToFeedback } from "./lib/interaction.mjs";
import { lighthouseAll } from "./lib/lighthouse.mjs";
import { pageWeight } from "./lib/pages.mjs";
import { checkBudgets, lighthouseTable } from "./lib/report.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string" },
    clicks: { type: "string", default: "16" },
    ci: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});
const RUNS = Number(options.runs ?? (options.ci ? 1 : 3));
const CLICKS = Number(options.clicks);
const DIST = join(ROOT, ".builds", "bench");
const FLOOR_DIR = join(ROOT, ".builds", "bench-floor");

function versions(chrome) {
  const lighthouse = JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  let chromium = "unknown";
  try {
    chromium = execFileSync(chrome, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // The version is only reported.
  }
  return { lighthouse, chromium, node: process.version };
}

async function main() {
  const started = performance.now();
  const chrome = await findChrome();
  const v = versions(chrome);
  const load = loadavg().map((n) => n.toFixed(2)).join(", ");
  console.log(`bench: Lighthouse ${v.lighthouse}, ${v.chromium}, Node ${v.node}; ${cpus().length} cores, load average ${load}${options.ci ? "; CI mode" : ""}`);

  if (!options["skip-build"]) {
    console.log("\nbench: building into .builds/bench");
    console.log(`  built in ${((await buildSite(DIST)) / 1000).toFixed(1)} s`);
  }
  const floorBytes = writeFloor(FLOOR_DIR, fileOf(DIST, "/margaret"));
  console.log(`  floor: plain HTML, no JavaScript, the text of /margaret (${kb(floorBytes)} of HTML)`);

  const weights = new Map(ROUTES.map((route) => [route.path, pageWeight(DIST, route.path)]));
  const site = await serve(DIST);
  const floor = await serve(FLOOR_DIR);
  let results;
  let interaction = null;
  try {
    console.log(`\nbench: Lighthouse, default mobile settings, ${RUNS} round${RUNS === 1 ? "" : "s"} over the floor and ${ROUTES.length} pages`);
    // Lighthouse will not measure a page served with status 404: the not-found page is weighed only.
    const targets = [{ name: "floor", url: `${floor.origin}/` }, ...ROUTES.filter((route) => !route.status).map((route) => ({ name: route.path, url: `${site.origin}${route.path}` }))];
    results = await lighthouseAll(targets, { runs: RUNS, chromePath: chrome });
    if (!options.ci) {
      console.log(`\nbench: click to feedback on /margaret, CPU throttled 4×, ${CLICKS} answers`);
      interaction = await measureClickToFeedback(`${site.origin}/margaret`, { chromePath: chrome, clicks: CLICKS, cpuRate: 4 });
      console.log(`  durations: ${interaction.durations.map((d) => `${Math.round(d)}`).join(", ")} ms`);
    }
  } finally {
    await site.close();
    await floor.close();
  }

  const floorResult = results.get("floor");
  for (const route of ROUTES.filter((r) => !r.status)) {
    const weight = weights.get(route.path);
    Object.assign(results.get(route.path), { questions: route.questions, answerKey: Boolean(route.answerKey), jsBr: weight.jsBr, htmlBr: weight.htmlBr });
  }
  Object.assign(floorResult, { jsBr: 0, htmlBr: floorBytes });
  const routeResults = new Map([...results].filter(([name]) => name !== "floor"));
  const failures = checkBudgets(routeResults, BUDGETS.filter((budget) => budget.ci), floorResult);
  // Pages Lighthouse does not load (the not-found page, status 404): their bytes are judged all the same.
  for (const route of ROUTES.filter((r) => r.status)) {
    const weight = weights.get(route.path);
    failures.push(...checkBudgets(new Map([[route.path, { ...weight, questions: route.questions }]]), BUDGETS.filter((b) => b.name.startsWith("first-load JS")), floorResult));
  }
  const notMeasured = ROUTES.filter((r) => r.status).map((r) => `${r.path} (status ${r.status}): JS (first load) ${kb(weights.get(r.path).jsBr)}, HTML ${kb(weights.get(r.path).htmlBr)}; Lighthouse does not load a ${r.status} page.`);
  const timings = checkBudgets(routeResults, BUDGETS.filter((budget) => !budget.ci), floorResult);
  if (interaction && interaction.median > INTERACTION_BUDGET_MS) timings.push(`/margaret: click to feedback ≤ ${INTERACTION_BUDGET_MS} ms (got ${ms(interaction.median)})`);

  const interactionLine = interaction
    ? `Click to feedback on /margaret (Event Timing, CPU 4× slower, median of ${interaction.durations.length} answers): **${ms(interaction.median)}** ` +
      `(budget ${INTERACTION_BUDGET_MS} ms; input delay ${ms(interaction.inputDelay)}, handlers ${ms(interaction.processing)}, render and paint ${ms(interaction.presentation)}).`
    : "Click to feedback: not measured in CI mode (`npm run bench` measures it).";
  const lost = [...routeResults].flatMap(([route, r]) => r.lost.map((line) => `${route}: ${line}`));
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench${options.ci ? " -- --ci" : ""}\`: Lighthouse ${v.lighthouse}, default mobile settings (simulated slow 4G, 4× CPU slowdown), ` +
      `${v.chromium}, Node ${v.node}, ${cpus().length} cores (load average ${load} at the start); median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page against the production build ` +
      "served by `server/serve.mjs`. The floor is a plain HTML page with the text of /margaret and no JavaScript, served the same way in the same rounds. " +
      "JS (first load) is the compressed (brotli) JavaScript a page runs at first, inline scripts included, weighed from the build. KB = 1000 bytes.",
    "",
    lighthouseTable(results, floorResult),
    ...notMeasured.map((line) => `\n${line}`),
    "",
    interactionLine,
    "",
    failures.length === 0 ? "Every deterministic budget passes (bytes; accessibility, best practices, SEO; render-blocking)." : ["Deterministic budgets failed:", "", ...failures.map((f) => `- ${f}`)].join("\n"),
    "",
    timings.length === 0 ? "Every timing is within its budget." : ["Timings beyond their budget (reported, never failing):", "", ...timings.map((f) => `- ${f}`)].join("\n"),
    ...(lost.length > 0 ? ["", "Lighthouse audits that cost points:", "", ...lost.map((l) => `- ${l}`)] : []),
  ].join("\n");

  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", options.ci ? "ci.md" : "latest.md"), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(`bench: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    console.log(`bench: FAILED, ${failures.length} deterministic budget${failures.length === 1 ? "" : "s"} missed`);
    process.exitCode = 1;
  } else console.log("bench: every deterministic budget passes");
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
});
