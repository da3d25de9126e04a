import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test's page records what should never happen: console errors (a CSP violation is one),
 * uncaught exceptions and requests to another origin. The test fails if any happened.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on("console", (message) => {
      // The 404 page is served with status 404 on purpose; Chromium logs that as a console error.
      if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) problems.push(`request left the site: ${url}`);
    });
    await use(problems);
    expect(problems, "console errors, uncaught exceptions or requests to other origins").toEqual([]);
  },
});

export { expect };

/**
 * Waits until the page's island has hydrated and its effects have run (src/hooks/useMarkHydrated.ts
 * marks <html>). Pages without an island have nothing to wait for.
 */
export async function hydrated(page: Page) {
  if ((await page.locator("astro-island").count()) === 0) return;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

export const ROUTES = [
  { path: "/", title: "AdviserReady - Financial Adviser Exam Practice Questions", h1: "AdviserReady", nav: "Preface" },
  { path: "/margaret", title: "Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Client scenario: Margaret", nav: "Margaret" },
  { path: "/julie-scott", title: "Julie & Scott | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Client scenario: Julie & Scott", nav: "Julie & Scott" },
  { path: "/standalone", title: "Standalone Scenarios | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Standalone Scenarios", nav: "Standalone Scenarios" },
  { path: "/general", title: "General Questions | AdviserReady - Financial Adviser Exam Practice Questions", h1: "General Questions", nav: "General Questions" },
  { path: "/answers", title: "Answers | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers", nav: "Answers" },
  { path: "/answers/margaret", title: "Answers: Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers: Margaret", nav: "Answers" },
  { path: "/practice", title: "All practice | AdviserReady - Financial Adviser Exam Practice Questions", h1: "All practice", nav: null },
  { path: "/exam", title: "Mock exam | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Mock exam", nav: null },
] as const;

/** The first multiple-choice card on the page (options lettered A to D). */
export function firstMultipleChoice(page: Page) {
  return page.locator("article[data-question]", { has: page.getByRole("button", { name: /^A\. / }) }).first();
}

/** The toast with this title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]", { hasText: title }).first();
}
