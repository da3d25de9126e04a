/**
 * Smoke journeys in the other engines learners use: Firefox (Debian's firefox-esr, driven by
 * puppeteer-core over WebDriver BiDi) and WebKit (Debian's WebKitWebDriver and MiniBrowser under
 * xvfb-run, driven by WebdriverIO). Each turns the study record on, answers a question, sees the
 * verdict, the explanation and the toast, switches the theme, searches, reads the answer key and
 * finds the answer counted on /progress, as a learner would.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remote } from "webdriverio";
import { createSiteServer } from "../server/serve.mjs";

const port = Number(process.env.SMOKE_PORT ?? 4431);
const origin = `http://127.0.0.1:${port}`;
const MINIBROWSER = ["/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser"].find((p) =>
  existsSync(p),
);

/** Waits as a learner waits: until what they look for is there. */
async function until<T>(what: string, check: () => Promise<T>, timeout = 20_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** What a journey needs of a browser: open a page, read the page, click, type. */
interface Driver {
  go(url: string): Promise<unknown>;
  read<T>(js: string): Promise<T>;
  click(css: string): Promise<unknown>;
  type(css: string, text: string): Promise<unknown>;
}

const CARD = "article[data-question]";
const FIRST_OPTION = `${CARD} ul[aria-label^="Options"] li:first-child button`;

async function journey(browser: Driver) {
  await browser.go(`${origin}/general`);
  await until("the page to come to life", () => browser.read<boolean>(`return document.documentElement.hasAttribute("data-hydrated")`));
  // "Keep my progress on this device": on, and the record ready (each card has its flag).
  await browser.click("record-switch button[role=switch]");
  await until("the record to be on", () =>
    browser.read<boolean>(
      `return document.querySelector("record-switch button[role=switch]").getAttribute("aria-checked") === "true" && [...document.querySelectorAll('${CARD} button')].some((b) => b.textContent.includes("Flag for review"))`,
    ),
  );
  expect(await browser.read<string>(`return document.querySelector("record-switch [role=status]").textContent`)).toContain(
    "kept in this browser's own storage on this device",
  );
  await browser.click(FIRST_OPTION);
  expect(
    await until("option A to be chosen", () =>
      browser.read<string>(`return document.querySelector('${FIRST_OPTION}').getAttribute("aria-pressed") === "true" && "chosen"`),
    ),
  ).toBe("chosen");
  const verdict = await until("the verdict in words", () => browser.read<string>(`return document.querySelector('${CARD} [role=status]').textContent`));
  expect(verdict).toMatch(/^(Correct\. A is the right answer\.|Not quite right\. The correct answer is [B-D]\.)$/);
  await until("the explanation", () => browser.read<boolean>(`return /[A-D] is right: /.test(document.querySelector('${CARD}').textContent)`));
  await until("the toast", () =>
    browser.read<boolean>(`return /Correct! 🎉|Not quite right 🤔/.test(document.querySelector("[data-sonner-toast]")?.textContent ?? "")`),
  );
  await browser.click("theme-toggle button");
  await until("the dark theme", () => browser.read<boolean>(`return document.documentElement.dataset.theme === "dark"`));
  // Search: the field on screen (or the menu's, on a narrow window) finds a question by its words.
  const visibleField = `return [...document.querySelectorAll("site-search input")].find((input) => input.offsetParent !== null)?.id ?? ""`;
  let field = await browser.read<string>(visibleField);
  if (!field) {
    await browser.click("button[popovertarget=site-menu]");
    field = await until("the menu's search field", () => browser.read<string>(visibleField));
  }
  await browser.type(`#${field}`, "downsizer");
  const found = await until("a search result", () =>
    browser.read<string>(`return document.querySelector("site-search:has(#${field}) ul a")?.getAttribute("href") ?? ""`),
  );
  expect(found).toMatch(/^\/[a-z0-9/-]+#[a-z0-9-]+$/);
  await browser.go(`${origin}/answers/print`);
  await until("the stored theme on the next page", () => browser.read<boolean>(`return document.documentElement.dataset.theme === "dark"`));
  expect(await browser.read<number>(`return document.querySelectorAll("li.answer-entry").length`)).toBeGreaterThan(250);
  // The answer was kept in this browser: /progress counts it.
  await browser.go(`${origin}/progress`);
  expect(
    await until("the answer counted on /progress", () =>
      browser.read<string>(`return document.querySelector('[data-testid="answers"]')?.textContent === "1" && "counted"`),
    ),
  ).toBe("counted");
}

let server: Server;
beforeAll(async () => {
  server = createSiteServer(new URL("../dist", import.meta.url).pathname);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the other engines", () => {
  it("Firefox ESR: turn the record on, answer a question, see the verdict, explanation and toast, switch theme, read the answer key, see the answer counted", async () => {
    const browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
      headless: true,
      protocol: "webDriverBiDi",
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await journey({
        go: (url) => page.goto(url, { waitUntil: "load" }),
        read: (js) => page.evaluate(new Function(js) as () => never),
        click: (css) => page.click(css),
        type: (css, text) => page.type(css, text),
      });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("WebKit (MiniBrowser): turn the record on, answer a question, see the verdict, explanation and toast, switch theme, read the answer key, see the answer counted", async () => {
    expect(MINIBROWSER, "MiniBrowser from webkit2gtk-driver").toBeTruthy();
    const driverPort = port + 1;
    const driver: ChildProcess = spawn("xvfb-run", ["-a", "/usr/bin/WebKitWebDriver", `--port=${driverPort}`], { stdio: "ignore", detached: true });
    try {
      await until("WebKitWebDriver", () => fetch(`http://127.0.0.1:${driverPort}/status`).then((r) => r.ok));
      const browser = await remote({
        hostname: "127.0.0.1",
        port: driverPort,
        path: "/",
        logLevel: "error",
        capabilities: {
          browserName: "MiniBrowser",
          "wdio:enforceWebDriverClassic": true,
          "webkitgtk:browserOptions": { binary: MINIBROWSER!, args: ["--automation"] },
        } as WebdriverIO.Capabilities,
      });
      try {
        await journey({
          go: (url) => browser.url(url),
          read: <T>(js: string) => browser.execute(js) as Promise<T>,
          click: async (css) => (await browser.$(css)).click(),
          type: async (css, text) => (await browser.$(css)).setValue(text),
        });
      } finally {
        await browser.deleteSession();
      }
    } finally {
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
    }
  });
});
