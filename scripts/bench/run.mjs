// `npm run bench`: builds the site into .builds/bench, serves it with the production server
// (brotli/gzip, as `npm start`), serves a plain HTML floor page the same way, runs Lighthouse 12
// with its default mobile settings on every route and the floor (three rounds, medians), measures
// click-to-feedback on /margaret with the CPU throttled 4x, runs `npm audit --omit=dev`, prints
// the table and the budgets of issue 5, writes bench-results/latest.md, and exits 1 if a budget fails.
//
// Before measuring it waits (up to two minutes) for the machine to settle: the one-minute load
// average below half the cores, so that the build or the tests that ran just before (.ci/run)
// do not weigh on the first routes.
//
// Options: --runs N (default 3), --clicks N (default 16: each of /margaret's eight multiple-choice questions twice), --skip-build (measure the existing
// .builds/bench build), --no-settle (measure at once), --no-second-look (a miss fails at once;
// by default whatever missed a budget is measured a second time, over at least five rounds, and
// fails only if it misses again), --report-only (print the failed budgets but exit 0),
// --advisory-timing (a miss of a budget that moves with the machine's speed, the performance
// score, TBT or click-to-feedback, is reported but does not fail; for a machine slower or busier
// than the one the budgets were set on, see README).
// BENCH_REQUIRE_AUDIT=1 also fails when npm audit cannot reach the registry.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { npmAudit } from "./lib/audit.mjs";
import { BUDGETS, INTERACTION_BUDGET_MS } from "./lib/budgets.mjs";
import { buildSite, chromePath as findChrome, kb, median, ms, ROOT, routesOf, serve } from "./lib/common.mjs";
import { writeFloor } from "./lib/floor.mjs";
import { measureClickToFeedback } from "./lib/interaction.mjs";
import { lighthouseAll } from "./lib/lighthouse.mjs";
import { checkBudgets, lighthouseTable } from "./lib/report.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    clicks: { type: "string", default: "16" },
    "skip-build": { type: "boolean", default: false },
    "report-only": { type: "boolean", default: false },
    "no-settle": { type: "boolean", default: false },
    "no-second-look": { type: "boolean", default: false },
    "advisory-timing": { type: "boolean", default: false },
  },
});
const RUNS = Number(options.runs);
/**
 * Rounds in the second look: more than the first, so that one stalled run in a noisy minute (CI
 * once measured 6, 38 and 287 ms of TBT for the same build in three rounds) cannot set the median.
 */
const SECOND_LOOK_RUNS = Math.max(RUNS, 5);
const CLICKS = Number(options.clicks);

const BUILD_DIR = ".builds/bench";
const CLIENT = join(ROOT, BUILD_DIR, "client");
const FLOOR_DIR = join(ROOT, ".builds", "bench-floor");

/** Waits until the one-minute load average is under half the cores, or `limitMs` has passed. */
async function settle(limitMs = 120_000) {
  const target = cpus().length / 2;
  const started = performance.now();
  while (loadavg()[0] >= target && performance.now() - started < limitMs) await new Promise((done) => setTimeout(done, 5_000));
  const waited = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`  waited ${waited} s for the machine to settle: load average ${loadavg()[0].toFixed(2)} (target < ${target})`);
}

function versions(chrome) {
  const lighthouse = JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
  let chromium = "unknown";
  try {
    chromium = execFileSync(chrome, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // The version is only reported, never needed.
  }
  return { lighthouse, chromium, node: process.version };
}

async function main() {
  const started = performance.now();
  const chrome = await findChrome();
  const v = versions(chrome);
  const load = loadavg().map((n) => n.toFixed(2)).join(", ");
  console.log(`bench: Lighthouse ${v.lighthouse}, ${v.chromium}, Node ${v.node}; ${cpus().length} cores, load average ${load}`);

  console.log("\nbench: npm audit --omit=dev");
  const audit = await npmAudit();
  console.log(`  ${audit.status}${Number.isFinite(audit.total) ? `: ${audit.total} vulnerabilities` : ""}`);
  for (const line of audit.lines) console.log(`  ${line}`);

  if (options["skip-build"]) console.log(`\nbench: measuring the existing build in ${BUILD_DIR}`);
  else {
    console.log(`\nbench: building into ${BUILD_DIR}`);
    const buildMs = await buildSite(BUILD_DIR);
    console.log(`  built in ${(buildMs / 1000).toFixed(1)} s`);
  }
  const routes = routesOf(CLIENT);
  const floorBytes = writeFloor(FLOOR_DIR, join(CLIENT, "margaret", "index.html"));
  const margaretBytes = readFileSync(join(CLIENT, "margaret", "index.html")).length;
  console.log(`  floor: plain HTML, no JavaScript, the text of /margaret (${kb(floorBytes)} of HTML; /margaret's is ${kb(margaretBytes)})`);

  if (!options["no-settle"]) await settle();
  const measuredLoad = loadavg().map((n) => n.toFixed(2)).join(", ");
  const site = await serve(CLIENT);
  const floor = await serve(FLOOR_DIR);
  let results;
  let interaction;
  /** What missed a budget the first time and was measured again (see "second look"). */
  const firstLook = [];
  try {
    console.log(`\nbench: Lighthouse, default mobile settings, ${RUNS} rounds over the floor and ${routes.length} routes`);
    const targets = [{ name: "floor", url: `${floor.origin}/` }, ...routes.map((route) => ({ name: route, url: `${site.origin}${route}` }))];
    results = await lighthouseAll(targets, { runs: RUNS, chromePath: chrome });

    console.log(`\nbench: click to feedback on /margaret, CPU throttled 4×, ${CLICKS} answers`);
    interaction = await measureClickToFeedback(`${site.origin}/margaret`, { chromePath: chrome, clicks: CLICKS, cpuRate: 4 });
    console.log(`  durations: ${interaction.durations.map((d) => `${Math.round(d)}`).join(", ")} ms`);

    // A second look at whatever missed a budget, measured again the same way (with the floor for
    // LCP): the speed of a shared VM moves from one minute to the next (Lighthouse's benchmark
    // index between about 1,000 and 2,200 here), and a miss the build does not repeat was the
    // machine's. A miss it repeats fails; the table shows the second measurement, and the report
    // lists the first. It takes more rounds than the first look (SECOND_LOOK_RUNS), and starts,
    // as the first did, once the machine has settled: a slow spell of a shared VM can last
    // minutes, and a second look straight after the first measured the same spell again.
    if (!options["no-second-look"]) {
      const firstFloor = results.get("floor");
      const missed = routes.filter((route) => checkBudgets(new Map([[route, results.get(route)]]), BUDGETS, firstFloor).length > 0);
      if ((missed.length > 0 || interaction.median > INTERACTION_BUDGET_MS) && !options["no-settle"]) {
        console.log("\nbench: second look ahead: letting the machine settle");
        await settle();
      }
      if (missed.length > 0) {
        console.log(`\nbench: second look, ${SECOND_LOOK_RUNS} rounds over the floor and ${missed.join(", ")}`);
        const again = await lighthouseAll(
          [{ name: "floor", url: `${floor.origin}/` }, ...missed.map((route) => ({ name: route, url: `${site.origin}${route}` }))],
          { runs: SECOND_LOOK_RUNS, chromePath: chrome },
        );
        for (const route of missed) {
          firstLook.push(...checkBudgets(new Map([[route, results.get(route)]]), BUDGETS, firstFloor));
          results.set(route, { ...again.get(route), floor: again.get("floor") });
        }
      }
      if (interaction.median > INTERACTION_BUDGET_MS) {
        console.log("\nbench: second look, click to feedback on /margaret");
        firstLook.push(`/margaret: click to feedback ≤ ${INTERACTION_BUDGET_MS} ms (got ${ms(interaction.median)}; durations ${interaction.durations.map((d) => Math.round(d)).join(", ")} ms)`);
        interaction = await measureClickToFeedback(`${site.origin}/margaret`, { chromePath: chrome, clicks: CLICKS, cpuRate: 4 });
        console.log(`  durations: ${interaction.durations.map((d) => `${Math.round(d)}`).join(", ")} ms`);
      }
    }
  } finally {
    await site.close();
    await floor.close();
  }

  const floorResult = results.get("floor");
  const routeResults = new Map([...results].filter(([name]) => name !== "floor"));
  const steadyMisses = checkBudgets(routeResults, BUDGETS.filter((budget) => !budget.timing), floorResult);
  const timingMisses = checkBudgets(routeResults, BUDGETS.filter((budget) => budget.timing), floorResult);
  if (interaction.median > INTERACTION_BUDGET_MS) timingMisses.push(`/margaret: click to feedback ≤ ${INTERACTION_BUDGET_MS} ms (got ${ms(interaction.median)})`);
  const advisory = options["advisory-timing"] ? timingMisses : [];
  const failures = options["advisory-timing"] ? steadyMisses : [...steadyMisses, ...timingMisses];
  if (audit.status === "vulnerable") failures.push(`npm audit --omit=dev: ${audit.total} vulnerabilities`);
  if (audit.status === "unavailable" && process.env.BENCH_REQUIRE_AUDIT === "1") failures.push("npm audit --omit=dev could not run (BENCH_REQUIRE_AUDIT=1)");

  const table = lighthouseTable(results, floorResult);
  const interactionLine =
    `Click to feedback on /margaret (Event Timing, CPU 4× slower, median of ${interaction.durations.length} answers): ` +
    `**${ms(interaction.median)}** (budget ${INTERACTION_BUDGET_MS} ms; input delay ${ms(interaction.inputDelay)}, ` +
    `handlers ${ms(interaction.processing)}, render and paint ${ms(interaction.presentation)}` +
    `${interaction.belowThreshold ? `; ${interaction.belowThreshold} under 16 ms, counted as 16` : ""}).`;
  const auditLine = {
    clean: "`npm audit --omit=dev`: no known vulnerabilities.",
    vulnerable: `\`npm audit --omit=dev\`: **${audit.total} vulnerabilities**.`,
    unavailable: `\`npm audit --omit=dev\`: NOT CHECKED (${audit.lines[0] ?? "the advisory service could not be reached"}).`,
  }[audit.status];
  const lost = [...routeResults].flatMap(([route, r]) => r.lost.map((line) => `${route}: ${line}`));
  const date = new Date().toISOString().slice(0, 10);
  const benchmarkIndex = Math.round(median([...results.values()].map((r) => r.benchmarkIndex)));
  const markdown = [
    `Measured ${date} by \`npm run bench\`: Lighthouse ${v.lighthouse} with its default mobile settings (simulated slow 4G, 4× CPU slowdown), ` +
      `${v.chromium} (\`${chrome}\`), Node ${v.node}, ${cpus().length} cores (Lighthouse benchmark index ${benchmarkIndex}, load average ${load} at the start and ${measuredLoad} when measuring began); ` +
      `median of ${RUNS} runs per route against the production build ` +
      `served by \`server/serve.mjs\` (brotli). The floor is a plain HTML page with the same text as /margaret and no JavaScript, ` +
      `served the same way and measured in the same rounds. KB = 1000 bytes.`,
    "",
    table,
    "",
    interactionLine,
    "",
    auditLine,
    "",
    failures.length === 0 && advisory.length === 0
      ? "Every budget passes."
      : [
          ...(failures.length > 0 ? ["Budgets failed:", "", ...failures.map((f) => `- ${f}`), ""] : ["Every budget that does not move with the machine's speed passes.", ""]),
          ...(advisory.length > 0 ? ["Timing budgets missed, reported without failing (--advisory-timing):", "", ...advisory.map((f) => `- ${f}`)] : []),
        ].join("\n").trim(),
    ...(firstLook.length > 0
      ? ["", `Missed at the first look and measured again over ${SECOND_LOOK_RUNS} rounds (the table shows the second look's medians; its LCP ratio and TBT are judged against the floor of those rounds):`, "", ...firstLook.map((f) => `- ${f}`)]
      : []),
    ...(lost.length > 0 ? ["", "Lighthouse audits that cost points:", "", ...lost.map((l) => `- ${l}`)] : []),
  ].join("\n");

  mkdirSync(join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(join(ROOT, "bench-results", "latest.md"), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(`bench: wrote bench-results/latest.md in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (failures.length > 0) {
    console.log(`bench: FAILED, ${failures.length} budget${failures.length === 1 ? "" : "s"} missed`);
    if (options["report-only"]) console.log("bench: --report-only: exiting 0");
    else process.exitCode = 1;
  } else if (advisory.length > 0) console.log(`bench: ${advisory.length} timing budget${advisory.length === 1 ? "" : "s"} missed (advisory); every other budget passes`);
  else console.log("bench: every budget passes");
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
});
