// `npm test`: every check, in order, stopping at the first failure.
// types -> lint -> unit and component tests -> production build -> end-to-end tests in Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { findBrowser } from "./find-browser.mjs";
import { run } from "./run.mjs";

const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

// Each vitest run also writes a JSON report, so the last line can total every test.
const reports = new URL("../test-results/", import.meta.url);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jsonReport = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=test-results/${name}.json`];

const steps = [
  ["Types", npx, ["react-router", "typegen"]],
  ["Types", npx, ["tsc", "--noEmit"]],
  ["Lint", npx, ["eslint", "--max-warnings=0", "."]],
  ["Unit and component tests", npx, ["vitest", "run", ...jsonReport("unit")]],
  ["Production build", npm, ["run", "build", "--silent"]],
];

let chromePath;
try {
  chromePath = findBrowser();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}).`);
    process.exit(code);
  }
}

console.log(`\n▶ End-to-end tests in ${chromePath}`);
const code = await run(npx, ["vitest", "run", "--config", "e2e/vitest.config.ts", ...jsonReport("e2e")], { env: { CHROME_PATH: chromePath } });
if (code !== 0) {
  console.error("\n✖ End-to-end tests failed.");
  process.exit(code);
}

let passed = 0;
let failed = 0;
for (const name of ["unit", "e2e"]) {
  const file = new URL(`${name}.json`, reports);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log("\n✔ All checks passed: types, lint, unit and component tests, build, end-to-end.");
console.log(`Tests: ${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
