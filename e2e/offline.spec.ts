import type { Server } from "node:http";
import type { Socket } from "node:net";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { createSiteServer } from "../server/serve.mjs";
import { axeViolations, expect, firstMultipleChoice, hydrated, test } from "./fixtures";

// The other journeys block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const FIRST_VISIT_BUDGET = 300_000;

/** Until this page's service worker is active (it registers once the page is idle) and done activating. */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== "activated")
      await new Promise((done) => worker.addEventListener("statechange", () => worker.state === "activated" && done(undefined)));
  });
}

/** The site on a port of its own, counting every byte it sends (headers included) and the requests in flight. */
async function countingServer(port: number) {
  const server: Server = createSiteServer(join(import.meta.dirname, "..", "dist"));
  const sockets = new Set<Socket>();
  let sent = 0;
  let inFlight = 0;
  let lastActive = Date.now();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      sent += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  server.on("request", (_request, response) => {
    inFlight++;
    response.on("close", () => {
      inFlight--;
      lastActive = Date.now();
    });
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    origin: `http://127.0.0.1:${port}`,
    bytes: () => sent + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    /** Until nothing has been asked for a second. */
    quiet: () => expect.poll(() => inFlight === 0 && Date.now() - lastActive > 1000, { timeout: 30_000 }).toBe(true),
    close: () => new Promise<void>((done) => server.close(() => done())).finally(() => sockets.forEach((socket) => socket.destroy())),
  };
}

test("the first visit, with everything the service worker fetches for offline use, transfers at most 300 KB", async ({ browser }, info) => {
  test.slow();
  const server = await countingServer(4550 + info.workerIndex);
  try {
    // The home page, and the heaviest kind of page to land on: a practice page (its scripts are most of the shell).
    for (const path of ["/", "/margaret"]) {
      const context = await browser.newContext({ serviceWorkers: "allow" });
      const before = server.bytes();
      const page = await context.newPage();
      await page.goto(`${server.origin}${path}`);
      await hydrated(page);
      await workerActive(page);
      await server.quiet();
      const bytes = server.bytes() - before;
      info.annotations.push({ type: "first visit", description: `${path}: ${(bytes / 1000).toFixed(1)} KB` });
      expect(bytes, `${path}'s first visit`).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
      await context.close();
    }
  } finally {
    await server.close();
  }
});

async function goOffline(context: BrowserContext, page: Page, path: string) {
  await context.setOffline(true);
  await page.goto(path);
}

test("without asking: a page once opened opens offline, islands and all; a page never opened shows the offline page", async ({ page, context }) => {
  test.slow();
  // The first page is opened before any worker controls it: the worker keeps it as it takes over.
  await page.goto("/margaret");
  await workerActive(page);
  await page.goto("/case-studies/vera");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study: Vera");
  await hydrated(page);

  await goOffline(context, page, "/margaret");
  await hydrated(page);
  await firstMultipleChoice(page).getByRole("button", { name: /^A\. / }).click();
  await expect(firstMultipleChoice(page).getByRole("heading", { name: "Explanation" })).toBeVisible();
  await page.goto("/case-studies/vera");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study: Vera");
  await page.goto("/topics/tax");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page).toHaveURL(/\/topics\/tax$/);
  await page.getByRole("main").getByRole("link", { name: "All practice" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await context.setOffline(false);
});

test("Make every page available offline: its size, a progress bar, done; then every page opens offline, and Remove offline copies undoes it", async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto("/practice");
  await workerActive(page);
  const offline = page.getByRole("region", { name: "Offline" });
  await expect(offline.getByText(/^Downloads about \d+(\.\d)? MB/)).toBeVisible();
  await offline.getByRole("button", { name: "Make every page available offline" }).click();
  // Pressed, the button gives way to Cancel, which takes the focus; the bar counts the files.
  await expect(offline.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(offline.getByRole("progressbar", { name: "Making every page available offline" })).toBeVisible();
  await expect(offline.getByText(/^\d+ of \d+ files$/)).toBeVisible();
  await expect(offline.getByRole("status")).toHaveText("Done: every page is available offline.", { timeout: 90_000 });
  await expect(offline.getByRole("progressbar")).toBeHidden();

  // Remembered: the cache says so on the next visit. The control passes axe (WCAG 2.2 AA), light and dark.
  await page.reload();
  await expect(offline.getByText(/^Every page is available offline on this device \(\d+ files\)\.$/)).toBeVisible();
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await axeViolations(page, colorScheme === "light" ? "all" : "colours");
    expect(violations, violations.join("\n")).toEqual([]);
  }

  // Offline, pages never opened: a topic, a section of the answer key, a mock exam's questions, the search.
  await goOffline(context, page, "/topics/tax");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tax");
  await hydrated(page);
  const search = page.getByRole("navigation", { name: "Main" }).getByRole("searchbox", { name: "Search questions and study notes" });
  await search.fill("downsizer");
  await expect(page.getByRole("list", { name: "Search results" }).first().getByRole("link").first()).toBeVisible();
  await page.goto("/answers/general");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Answers: General Questions");
  await page.goto("/exam");
  await hydrated(page);
  await page.getByRole("button", { name: /^Short paper/ }).click();
  await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(20);

  await context.setOffline(false);
  await page.goto("/practice");
  await offline.getByRole("button", { name: "Remove offline copies" }).click();
  await expect(offline.getByRole("status")).toHaveText("Offline copies removed: pages are kept again as you read them.");
  await expect(offline.getByRole("button", { name: "Make every page available offline" })).toBeVisible();
  await goOffline(context, page, "/topics/tax");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await context.setOffline(false);
});
