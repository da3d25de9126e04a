import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseURL, clientDir, hydrated, openPage, ROUTES, sharedBrowser } from "./browser";

// Issue 5's first-load rules, checked on every `npm test` (the Lighthouse bench measures the rest):
// what a page loads, when, and how much.
const browser = sharedBrowser();
const PAGES = [...ROUTES.map((route) => route.path), "/exam"];

interface Loaded {
  url: string;
  startTime: number;
  encodedBodySize: number;
}

/** Every script the page fetched, and when its first contentful paint was. */
async function firstLoad(path: string) {
  const { page, problems, close } = await openPage(browser());
  await page.goto(path);
  await hydrated(page);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime, encodedBodySize: (entry as PerformanceResourceTiming).encodedBodySize })),
  }));
  await close();
  return { ...result, scripts: result.scripts as Loaded[], problems };
}

describe("first load (issue 5)", () => {
  it.each(PAGES)("%s: scripts are requested only after the first contentful paint, and stay under 70 KB compressed", async (path) => {
    const { fcp, scripts, problems } = await firstLoad(path);
    expect(problems).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.startTime, script.url).toBeGreaterThan(fcp);
    // The same server as `npm start` sends them brotli-compressed; encodedBodySize is what crossed the wire.
    const compressed = scripts.reduce((sum, script) => sum + script.encodedBodySize, 0);
    expect(compressed).toBeGreaterThan(10_000);
    expect(compressed).toBeLessThan(70_000);
  });

  it.each(["/answers", "/answers/margaret"])("%s: the JavaScript carries no question; the answers are in a section page's HTML", async (path) => {
    const { scripts } = await firstLoad(path);
    for (const script of scripts) {
      const text = await (await fetch(script.url)).text();
      // Helen is Margaret's daughter: she appears in the bank, never in the UI's code.
      expect(text, script.url).not.toMatch(/Helen/);
    }
    // The answer key's own HTML has the sections only; Margaret's answers are on her section's page.
    expect(await (await fetch(`${baseURL()}/answers`)).text()).not.toMatch(/Helen/);
    expect(await (await fetch(`${baseURL()}/answers/margaret`)).text()).toMatch(/Helen/);
  });

  it("/exam: the first load carries no question; the builder works from the outline in the page", async () => {
    const { scripts } = await firstLoad("/exam");
    for (const script of scripts) expect(await (await fetch(script.url)).text(), script.url).not.toMatch(/Helen/);
    const html = await (await fetch(`${baseURL()}/exam`)).text();
    expect(html).toContain('<script type="application/json" id="exam-outline">');
    expect(html).not.toMatch(/Helen/);
  });

  it("every script of the build asks Chromium to compile it eagerly, off the main thread", async () => {
    // vite.config.ts adds the compile hint once every chunk is final; it only works as the first
    // line (a chunk with a dynamic import, like /exam's, starts with Vite's list of its files).
    const assets = join(clientDir(), "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const name of scripts) {
      const text = readFileSync(join(assets, name), "utf8");
      if (text.startsWith("window.__reactRouterManifest")) continue; // data, no functions
      expect(text.split("\n", 1)[0], name).toBe("//# allFunctionsCalledOnLoad");
    }
  });

  it("a practice page loads its own questions only, not another page's", async () => {
    const { scripts } = await firstLoad("/general");
    const bodies = await Promise.all(scripts.map(async (script) => (await fetch(script.url)).text()));
    expect(bodies.join("\n")).not.toMatch(/Helen/);
  });
});
