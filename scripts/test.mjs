// `npm test`: every check, in order, stopping at the first failure.
// types -> lint -> unit and component tests -> production build -> end-to-end tests in Chromium
// (Playwright Test) -> smoke journeys in Firefox and WebKit.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureOtherBrowsers, findBrowser } from "./find-browser.mjs";
import { run } from "./run.mjs";

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const reports = new URL("../test-results/", import.meta.url);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let chromePath;
try {
  chromePath = findBrowser();
  ensureOtherBrowsers();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const steps = [
  ["Types", npx, ["astro", "check", "--minimumSeverity", "warning"]],
  ["Types", npx, ["tsc", "--noEmit"]],
  ["Lint", npx, ["eslint", "--max-warnings=0", "."]],
  ["Unit and component tests", npx, ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/unit.json"]],
  ["Production build", npm, ["run", "build", "--silent"]],
  [`End-to-end tests in ${chromePath}`, npx, ["playwright", "test"], { CHROME_PATH: chromePath }],
  ["Smoke journeys in Firefox and WebKit", process.execPath, ["e2e/other-browsers.mjs"]],
];

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}: ${command === process.execPath ? "node" : command} ${args.join(" ")}`);
  const code = await run(command, args, { env: env ?? {} });
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}).`);
    process.exit(code);
  }
}

// One total over the unit, component and end-to-end tests, and the two smoke journeys.
let passed = 2;
let failed = 0;
const unit = new URL("unit.json", reports);
if (existsSync(unit)) {
  const report = JSON.parse(readFileSync(unit, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const e2e = new URL("e2e.json", reports);
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, "utf8"));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky + stats.skipped;
}
console.log("\n✔ All checks passed: types, lint, unit and component tests, build, end-to-end in Chromium, Firefox and WebKit.");
console.log(`Tests: ${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
