// What Lighthouse does not measure, in Debian's Chromium with the CPU throttled 4x:
// - clickToFeedback: from a learner's click on an option to the next frame painted (Event
//   Timing), over several answers on a practice page, with the study record off (the default) and
//   on (each answer then also kept in IndexedDB);
// - examStart: starting a full exam-conditions paper with the service worker out of the way:
//   the bytes transferred and the main thread's busy time until the 70 questions are ready;
// - searchFirstUse: the search's bytes on first use and the time to its first result;
// - firstLoadScript: the script bytes a page transfers as it loads;
// - largestContentfulPaint: a page's LCP over a slow 4G connection (150 ms, 1.6 Mbit/s, as
//   Lighthouse simulates it) with the CPU 4x slower, in a fresh browser.
import { chromium } from "@playwright/test";

const ARGS = ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function withPage(chromePath, run, { record = false } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    // "Keep my progress on this device", as the switch leaves it.
    if (record) await context.addInitScript(() => localStorage.setItem("adviserready-record", "on"));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await run(page, cdp);
  } finally {
    await browser.close();
  }
}

// The island marks <html> once hydrated; a busy machine can take a while.
const hydrated = (page) => page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });

/** Milliseconds from each click on an option to the frame that shows the verdict (median, and each); `record`: with the study record on. */
export function clickToFeedback(base, { chromePath, clicks = 16, record = false }) {
  return withPage(
    chromePath,
    async (page, cdp) => {
      await page.goto(`${base}/margaret`);
      await hydrated(page);
      // With the record on, its code is in (each card has its footer) before the first click.
      if (record) await page.getByRole("button", { name: "Flag for review" }).first().waitFor();
      await page.evaluate(() => {
        const store = (globalThis.__events = []);
        new PerformanceObserver((list) => store.push(...list.getEntries().map((e) => e.duration))).observe({ type: "event", durationThreshold: 16 });
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      const cards = page.locator("article[data-question]", { has: page.getByRole("button", { name: /^A\. / }) });
      const count = await cards.count();
      const durations = [];
      for (let i = 0; i < clicks; i++) {
        const card = cards.nth(i % count);
        const option = card.getByRole("button", { name: new RegExp(`^${"ABCD"[(i + Math.floor(i / count)) % 4]}\\. `) });
        await option.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.evaluate(() => globalThis.__events.splice(0));
        const box = await option.boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.waitForTimeout(80);
        await page.mouse.up();
        await option.and(page.locator("[aria-pressed=true]")).waitFor();
        await page.waitForTimeout(300);
        durations.push(Math.max(16, ...(await page.evaluate(() => globalThis.__events))));
        await card.getByRole("button", { name: "Reset" }).click();
      }
      return { median: median(durations), durations };
    },
    { record },
  );
}

/** Starting a 70-question exam-conditions paper: compressed bytes transferred and main-thread milliseconds. */
export function examStart(base, { chromePath }) {
  return withPage(chromePath, async (page, cdp) => {
    await page.goto(`${base}/exam`);
    await hydrated(page);
    await cdp.send("Network.enable");
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    let bytes = 0;
    cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));
    const busy = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value * 1000;
    const before = await busy();
    await page.getByRole("button", { name: /^Full paper: 70 questions/ }).click();
    await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button").nth(69).waitFor({ timeout: 60_000 });
    return { bytes, mainThreadMs: (await busy()) - before };
  });
}

/**
 * The search on first use: the bytes its script and index transfer (compressed) and the time from
 * the learner's first keystroke to the first result on screen, CPU 4× slower, nothing cached.
 */
export function searchFirstUse(base, { chromePath, term = "downsizer" }) {
  return withPage(chromePath, async (page, cdp) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base}/general`);
    await cdp.send("Network.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const urls = new Map();
    let bytes = 0;
    cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
    cdp.on("Network.loadingFinished", (event) => (urls.get(event.requestId) ?? "").includes("/pagefind/") && (bytes += event.encodedDataLength));
    const field = page.getByRole("navigation", { name: "Main" }).getByRole("searchbox");
    await field.click();
    const started = Date.now();
    await field.pressSequentially(term);
    await page.locator("site-search ul a").first().waitFor({ timeout: 60_000 });
    return { bytes, ms: Date.now() - started };
  });
}

/** Script bytes transferred while each page loads and its island hydrates, each in a fresh browser (nothing cached). */
export async function firstLoadScript(base, paths, { chromePath }) {
  const out = {};
  for (const path of paths) {
    out[path] = await withPage(chromePath, async (page, cdp) => {
      await cdp.send("Network.enable");
      const scripts = new Map();
      cdp.on("Network.responseReceived", (event) => event.type === "Script" && scripts.set(event.requestId, 0));
      cdp.on("Network.loadingFinished", (event) => scripts.has(event.requestId) && scripts.set(event.requestId, event.encodedDataLength));
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // Islands hydrate when the browser is idle, which on a busy machine can come after the network.
      if ((await page.locator("astro-island").count()) > 0) {
        await hydrated(page);
        await page.waitForLoadState("networkidle");
      }
      return [...scripts.values()].reduce((a, b) => a + b, 0);
    });
  }
  return out;
}

/** A page's LCP in milliseconds, loaded in a fresh browser over a throttled connection with the CPU 4× slower. */
export function largestContentfulPaint(base, path, { chromePath }) {
  return withPage(chromePath, async (page, cdp) => {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    return page.evaluate(
      () =>
        new Promise((done) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done(entries[entries.length - 1].startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  });
}
