import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** One of axe's findings, as @axe-core/playwright returns it. */
type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * Every test's page fails the test on what should never happen: a console error (a CSP violation
 * is one), an uncaught exception, or a request that leaves the site. The fixture is automatic:
 * no test has to ask for it.
 */
export const test = base.extend<{ watchdog: void }>({
  watchdog: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on("console", (message) => {
        // The not-found page is served with status 404 on purpose; Chromium logs that as an error.
        if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) problems.push(`request left the site: ${url}`);
      });
      await use();
      expect(problems, "console errors, uncaught exceptions or requests to other origins").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's island has hydrated and its effects have run (useMarkHydrated marks <html>). */
export async function hydrated(page: Page) {
  if ((await page.locator("astro-island").count()) === 0) return;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

/**
 * axe (WCAG 2.0 to 2.2, A and AA, target size included) on the page as it is. `colours`: only the
 * rules a colour scheme can break; `structure`: all but those. Target size is judged first on the
 * page as it loaded, cards and entries skipped off screen (content-visibility) as they are, since
 * where a skipped one spills over its neighbour is where a tool finds a control covered; then the
 * skipped ones are laid out, so that every rule reads their words and colours. Legacy mode runs
 * axe in the page itself rather than finishing each run in a blank page of its own: the site has
 * no frames, so it checks the same and takes about a third less time.
 */
export async function axeViolations(page: Page, only: "all" | "colours" | "structure" = "all"): Promise<string[]> {
  const report = (violations: Result[]) =>
    violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) ${v.help} at ${node.target.join(" ")}: ${node.failureSummary ?? ""}`));
  const asLoaded = only === "colours" ? [] : (await new AxeBuilder({ page }).setLegacyMode().withRules(["target-size"]).analyze()).violations;
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("article[data-question], li.answer-entry")) element.style.contentVisibility = "visible";
  });
  const colourRules = ["color-contrast", "link-in-text-block"];
  let axe = new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (only === "colours") axe = axe.withRules(colourRules);
  if (only === "structure") axe = axe.disableRules(colourRules);
  const { violations } = await axe.analyze();
  return [...report(asLoaded), ...report(violations)];
}

export const ROUTES = [
  { path: "/", title: "AdviserReady - Financial Adviser Exam Practice Questions", h1: "AdviserReady", nav: "Preface" },
  { path: "/margaret", title: "Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Client scenario: Margaret", nav: "Margaret" },
  {
    path: "/julie-scott",
    title: "Julie & Scott | AdviserReady - Financial Adviser Exam Practice Questions",
    h1: "Client scenario: Julie & Scott",
    nav: "Julie & Scott",
  },
  {
    path: "/standalone",
    title: "Standalone Scenarios | AdviserReady - Financial Adviser Exam Practice Questions",
    h1: "Standalone Scenarios",
    nav: "Standalone Scenarios",
  },
  {
    path: "/general",
    title: "General Questions | AdviserReady - Financial Adviser Exam Practice Questions",
    h1: "General Questions",
    nav: "General Questions",
  },
  { path: "/answers", title: "Answers | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers", nav: "Answers" },
  { path: "/answers/margaret", title: "Answers: Margaret | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Answers: Margaret", nav: "Answers" },
  { path: "/answers/print", title: "Every answer | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Every answer", nav: "Answers" },
  { path: "/practice", title: "All practice | AdviserReady - Financial Adviser Exam Practice Questions", h1: "All practice", nav: "Practice" },
  { path: "/exam", title: "Mock exam | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Mock exam", nav: "Mock exam" },
  { path: "/progress", title: "Progress | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Progress", nav: "Progress" },
  { path: "/topics/tax", title: "Topic: Tax | AdviserReady - Financial Adviser Exam Practice Questions", h1: "Tax", nav: null },
  { path: "/offline", title: "Offline | AdviserReady - Financial Adviser Exam Practice Questions", h1: "You are offline", nav: null },
] as const;

/** The first multiple-choice card on the page (options lettered A to D). */
export function firstMultipleChoice(page: Page) {
  return page.locator("article[data-question]", { has: page.getByRole("button", { name: /^A\. / }) }).first();
}

/** The toast with this title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]", { hasText: title }).first();
}
