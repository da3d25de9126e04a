// `npm run test:e2e`: end-to-end tests only, against the current production build (run `npm run build` first).
import { existsSync } from "node:fs";
import { findBrowser } from "./find-browser.mjs";
import { run } from "./run.mjs";

const buildDir = process.env.BUILD_DIR ?? new URL("../build", import.meta.url).pathname;
if (!existsSync(`${buildDir}/client/404.html`)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
let chromePath;
try {
  chromePath = findBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(await run("npx", ["vitest", "run", "--config", "e2e/vitest.config.ts", ...process.argv.slice(2)], { env: { CHROME_PATH: chromePath } }));
