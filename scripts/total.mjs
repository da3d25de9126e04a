// The last step of `npm test`: one line totalling every test that ran, from the reports the
// runners wrote (Vitest's and Playwright Test's JSON). A missing report fails, so a step that did
// not run can never pass for one that did.
import { readFileSync } from "node:fs";

const read = (file) => {
  try {
    return JSON.parse(readFileSync(new URL(`../test-results/${file}`, import.meta.url), "utf8"));
  } catch {
    console.error(`test-results/${file} is missing: a step of npm test did not run.`);
    process.exit(1);
  }
};
const vitest = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests + report.numPendingTests + report.numTodoTests });
const playwright = ({ stats }) => ({ passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped });

const parts = [
  ["unit and component", vitest(read("unit.json"))],
  ["end-to-end in Chromium", playwright(read("e2e.json"))],
  ["Firefox and WebKit", vitest(read("browsers.json"))],
];
const passed = parts.reduce((sum, [, r]) => sum + r.passed, 0);
const failed = parts.reduce((sum, [, r]) => sum + r.failed, 0);
console.log(`Tests: ${passed} passed, ${failed} failed (${parts.map(([name, r]) => `${name} ${r.passed}`).join(", ")})`);
if (failed > 0 || parts.some(([, r]) => r.passed === 0)) process.exit(1);
