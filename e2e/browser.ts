import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseURL = () => inject("baseURL");
/** The served build's client folder (build/client, or $BUILD_DIR/client). */
export const clientDir = () => inject("clientDir");

/** Flags for Chromium on a machine with no network beyond localhost. */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];

export function launch(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH;
  if (!executablePath) throw new Error("CHROME_PATH is not set: run the end-to-end tests through `npm test`.");
  return chromium.launch({ executablePath, args: ARGS });
}

/** One browser per test file. */
export function sharedBrowser() {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await launch();
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return () => {
    if (!holder.browser) throw new Error("browser not started");
    return holder.browser;
  };
}

export interface Watched {
  page: Page;
  /** Console errors, uncaught exceptions and requests to other origins seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

/** A fresh page that records anything that should never happen. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const origin = new URL(baseURL()).origin;
  page.on("console", (message) => {
    // The 404 page is served with status 404 on purpose; Chromium logs that as a console error.
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) problems.push(`request left the site: ${url}`);
  });
  return { page, problems, close: () => context.close() };
}

/**
 * Waits until every element that skips layout off screen (content-visibility: auto: question
 * cards, answer-key entries, the footer) has been laid out or skipped as its place on the page
 * says. Chromium decides that at each frame, after the layout: on /general the first cards, once
 * laid out, are shorter than their placeholders, which brings the third into range a frame later.
 * With script a frame is two animation frames, quick enough that a toast is still there; with
 * JavaScript off (no requestAnimationFrame) a screenshot makes one.
 */
export async function framesSettled(page: Page, { script = true } = {}) {
  const sizes = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll("article[data-question], li.answer-entry, footer.site-footer"), (element) => element.getBoundingClientRect().height).join(),
    );
  const nextFrame = () =>
    script ? page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))) : page.screenshot();
  let last = await sizes();
  for (let frame = 0; frame < 20; frame++) {
    await nextFrame();
    const now = await sizes();
    if (now === last) return;
    last = now;
  }
  throw new Error("the page's layout kept changing for 20 frames");
}

/** Waits until React has hydrated the page (the root route sets data-hydrated on <html>). */
export async function hydrated(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

export const ROUTES = [
  { path: "/", title: "AdviserReady - Financial Adviser Exam Practice Questions", h1: "AdviserReady", nav: "Preface" },
  { path: "/margaret", title: "Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Client scenario: Margaret", nav: "Margaret" },
  { path: "/julie-scott", title: "Julie & Scott | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Client scenario: Julie & Scott", nav: "Julie & Scott" },
  { path: "/standalone", title: "Standalone Scenarios | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Standalone Scenarios", nav: "Standalone Scenarios" },
  { path: "/general", title: "General Questions | AdviserReady - Financial Adviser Exam Practice Questions", h1: "General Questions", nav: "General Questions" },
  { path: "/answers", title: "Answers | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers", nav: "Answers" },
  // One answer-key section's own page stands for the four (they differ only in their content).
  { path: "/answers/margaret", title: "Answers: Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers: Margaret", nav: "Answers" },
] as const;
