// Smoke journeys in the other two engines learners use: Firefox (Debian's firefox-esr, driven by
// puppeteer-core over WebDriver BiDi) and WebKit (Debian's WebKitWebDriver with MiniBrowser,
// under xvfb-run). Each answers a question on /margaret, reads the explanation and the toast,
// switches the theme, and finds the answers in the answer key's HTML. Prints one line per
// journey and "N passed, N failed"; exits non-zero on a failure.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer from "puppeteer-core";
import { createSiteServer } from "../server/serve.mjs";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const MINIBROWSER = ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"].find((p) => existsSync(p));
const port = Number(process.env.SMOKE_PORT ?? 4431);
const origin = `http://127.0.0.1:${port}`;

const until = async (what, check, timeout = 20_000) => {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

/** The journey, in terms of a tiny driver: go(url), run(js) -> value, click(css). */
async function journey({ go, run, click }) {
  await go(`${origin}/margaret`);
  await until("the page to come to life", () => run(`return document.documentElement.hasAttribute("data-hydrated")`));
  const card = `article[data-question]:has([data-option-index="3"])`;
  await click(`${card} [data-option-index="0"]`);
  await until("the explanation", () => run(`return [...document.querySelectorAll('${card} h3')].some((h) => h.textContent === "Explanation")`));
  await until("the toast", () => run(`return /Correct! 🎉|Not quite right 🤔/.test(document.querySelector("[data-sonner-toast]")?.textContent ?? "")`));
  const pressed = await run(`return document.querySelector('${card} [data-option-index="0"]').getAttribute("aria-pressed")`);
  if (pressed !== "true") throw new Error(`option A was not recorded as chosen (aria-pressed=${pressed})`);
  await click("[data-theme-toggle]");
  await until("the dark theme", () => run(`return document.documentElement.dataset.theme === "dark"`));
  await go(`${origin}/answers`);
  await until("the stored theme to apply on the next page", () => run(`return document.documentElement.dataset.theme === "dark"`));
  const entries = await run(`return document.querySelectorAll("li.answer-entry").length`);
  if (!(entries > 20)) throw new Error(`the answer key has ${entries} entries`);
}

async function firefox() {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: apt-get install -y firefox-esr`);
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true, protocol: "webDriverBiDi" });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await journey({
      go: (url) => page.goto(url, { waitUntil: "load" }),
      run: (js) => page.evaluate(new Function(js)),
      click: (css) => page.click(css),
    });
    if (errors.length) throw new Error(`errors in the page: ${errors.join("; ")}`);
    return `Firefox ${(await browser.version()).replace(/^\D+/, "")}`;
  } finally {
    await browser.close();
  }
}

async function webkit() {
  if (!existsSync(WEBKIT_DRIVER) || !MINIBROWSER) throw new Error("WebKitWebDriver or MiniBrowser is missing: apt-get install -y webkit2gtk-driver xvfb");
  const driverPort = port + 1;
  const driver = spawn("xvfb-run", ["-a", WEBKIT_DRIVER, `--port=${driverPort}`], { stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${driverPort}`;
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, { method, headers: { "content-type": "application/json" }, body: body && JSON.stringify(body) });
    const json = await response.json();
    if (json.value?.error) throw new Error(`${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  try {
    await until("WebKitWebDriver", () => fetch(`${base}/status`).then((r) => r.ok));
    const session = await call("POST", "/session", { capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } } } });
    const id = session.sessionId;
    try {
      await journey({
        go: (url) => call("POST", `/session/${id}/url`, { url }),
        run: (script) => call("POST", `/session/${id}/execute/sync`, { script, args: [] }),
        click: async (css) => {
          const element = await call("POST", `/session/${id}/element`, { using: "css selector", value: css });
          await call("POST", `/session/${id}/element/${Object.values(element)[0]}/click`, {});
        },
      });
      return `WebKit (MiniBrowser ${session.capabilities.browserVersion})`;
    } finally {
      await call("DELETE", `/session/${id}`).catch(() => {});
    }
  } finally {
    try {
      process.kill(-driver.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

const server = createSiteServer(new URL("../dist", import.meta.url).pathname);
await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
let passed = 0;
let failed = 0;
for (const [name, run] of [["Firefox", firefox], ["WebKit", webkit]]) {
  try {
    const engine = await run();
    console.log(`  ✓ ${engine}: answer a question, see the explanation and the toast, switch theme, read the answer key`);
    passed++;
  } catch (error) {
    console.log(`  ✘ ${name}: ${error instanceof Error ? error.message : error}`);
    failed++;
  }
}
server.close();
console.log(`Other browsers: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
