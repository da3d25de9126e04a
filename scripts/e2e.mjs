// `npm run test:e2e`: the end-to-end tests only, against the current production build (run
// `npm run build` first): Playwright Test in Chromium, then the Firefox and WebKit smoke journeys.
import { existsSync } from "node:fs";
import { ensureOtherBrowsers, findBrowser } from "./find-browser.mjs";
import { run } from "./run.mjs";

if (!existsSync(new URL("../dist/404.html", import.meta.url))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
let chromePath;
try {
  chromePath = findBrowser();
  ensureOtherBrowsers();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const code = await run("npx", ["playwright", "test", ...process.argv.slice(2)], { env: { CHROME_PATH: chromePath } });
if (code !== 0) process.exit(code);
process.exit(await run(process.execPath, ["e2e/other-browsers.mjs"]));
