// Click-to-feedback latency on a practice page, measured by the page itself with the Event
// Timing API while the CPU is throttled 4x through the DevTools protocol: an entry's duration
// runs from the input's timestamp to the next frame painted after its handlers, so it covers
// the update of the card (options, live-region text, explanation) and the progress bar.
//
// The click is a person's click, sent as raw input through the DevTools protocol: the pointer
// arrives on the option, the button goes down and comes up 80 ms later (a quick tap or click
// lasts about 50 to 150 ms). Playwright's locator.click() is not used to measure because it
// presses and releases in the same instant and adds listeners of its own that check the hit
// target on every pointer event, forcing a layout in the page; both inflate the input delay with
// work no learner's click causes. As with Interaction to Next Paint, an interaction counts as
// its slowest entry (pointerdown, pointerup or click).
import { chromium } from "@playwright/test";
import { CHROME_FLAGS, median } from "./common.mjs";

/** Event Timing only reports events that took at least this long (its minimum is 16 ms). */
export const THRESHOLD_MS = 16;
/** How long the button is held down, and how long the pointer rests on the option before. */
const PRESS_MS = 80;
const HOVER_MS = 100;
const INTERACTION_EVENTS = ["pointerdown", "pointerup", "click"];

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Answers `clicks` multiple-choice questions of `url` in page order, going round again when the
 * page has fewer (another option each time round), resetting the card after each. The options go
 * A, B, C, D in turn, so some answers are right and some wrong. Returns the durations, their median
 * and its breakdown. A click whose events all finished under the threshold produces no entry and
 * is counted at the threshold (an upper bound).
 */
export async function measureClickToFeedback(url, { chromePath, clicks = 7, cpuRate = 4 }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  try {
    // A phone-sized window, as Lighthouse's mobile settings use.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });

    await page.evaluate((threshold) => {
      const store = [];
      Object.defineProperty(globalThis, "__benchEvents", { value: store });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          store.push({
            name: entry.name,
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
            presentation: entry.startTime + entry.duration - entry.processingEnd,
          });
        }
      }).observe({ type: "event", durationThreshold: threshold });
    }, THRESHOLD_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });

    // An option is a toggle button (aria-pressed) or a radio (aria-checked): accept either.
    const optionNamed = (scope, name) => scope.getByRole("button", { name }).or(scope.getByRole("radio", { name }));
    const cards = page.locator("article", { has: optionNamed(page, /^A\. /) });
    const available = await cards.count();
    if (available === 0) throw new Error(`no multiple-choice question found on ${url}`);
    const samples = [];
    let belowThreshold = 0;
    for (let i = 0; i < clicks; i++) {
      const card = cards.nth(i % available);
      const letter = "ABCD"[(i + Math.floor(i / available)) % 4];
      const option = optionNamed(card, new RegExp(`^${letter}\\. `));
      // In the middle of the screen, clear of the sticky bars and of any toast, and settled.
      await option.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await sleep(400);
      const box = await option.boundingBox();
      if (!box) throw new Error(`option ${letter} of question ${i + 1} is not on screen`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await sleep(HOVER_MS);
      await page.evaluate(() => globalThis.__benchEvents.splice(0));
      await page.mouse.down();
      await sleep(PRESS_MS);
      await page.mouse.up();

      // Entries arrive after the frame is presented; give them up to a second. (Nothing polls the
      // page in its animation frames meanwhile, as Playwright's waitForFunction would: that would
      // be work in the very frame being measured.)
      let slowest = null;
      for (let waited = 0; waited < 1_000 && !slowest; waited += 50) {
        await sleep(50);
        if (await page.evaluate(() => globalThis.__benchEvents.some((e) => e.name === "click"))) {
          await sleep(100); // the click's entry may come before its pointerup's
          const entries = await page.evaluate((names) => globalThis.__benchEvents.filter((e) => names.includes(e.name)), INTERACTION_EVENTS);
          const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
          // The duration is the interaction's slowest entry; the breakdown is the click's own,
          // since that is where the card is updated (a pointerup that shares the click's frame
          // has no handlers and counts the click's work as its presentation delay).
          const click = entries.find((e) => e.name === "click");
          slowest = click ? { ...click, duration: longest.duration } : longest;
        }
      }
      if (!slowest) {
        // No click entry (it finished under the threshold): the press may still have been slow.
        const entries = await page.evaluate((names) => globalThis.__benchEvents.filter((e) => names.includes(e.name)), INTERACTION_EVENTS);
        if (entries.length > 0) slowest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
      }
      const chosen = await option.evaluate((el) => el.getAttribute("aria-pressed") === "true" || el.getAttribute("aria-checked") === "true");
      if (!chosen) throw new Error(`option ${letter} of question ${(i % available) + 1} was clicked but not chosen`);
      if (slowest) samples.push(slowest);
      else {
        belowThreshold++;
        samples.push({ name: "none", duration: THRESHOLD_MS, inputDelay: Number.NaN, processing: Number.NaN, presentation: Number.NaN });
      }

      await card.getByRole("button", { name: "Reset", exact: true }).click();
    }
    if (errors.length > 0) throw new Error(`the page threw while measuring: ${errors.join("; ")}`);
    return {
      durations: samples.map((s) => s.duration),
      belowThreshold,
      median: median(samples.map((s) => s.duration)),
      // Where the time goes (medians): waiting for the main thread, running handlers, rendering and painting.
      inputDelay: median(samples.map((s) => s.inputDelay)),
      processing: median(samples.map((s) => s.processing)),
      presentation: median(samples.map((s) => s.presentation)),
      cpuRate,
    };
  } finally {
    await browser.close();
  }
}
