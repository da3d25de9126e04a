import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, ROUTES, sharedBrowser } from "./browser";
import { answerSome, openEveryAnswerKeySection, settled } from "./learner";

const browser = sharedBrowser();

const AXE_SOURCE = readFileSync(fileURLToPath(new URL("../node_modules/axe-core/axe.min.js", import.meta.url)), "utf8");
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const PAGES = [...ROUTES.map((route) => route.path), "/no-such-page"];
const PRACTICE_PAGES = ["/margaret", "/julie-scott", "/standalone", "/general"];
const THEMES = ["light", "dark"] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> };
  }
}

/** Opens a page whose CSP lets the test inject axe (the site's own CSP allows no inline script). */
function open(theme: (typeof THEMES)[number], options: BrowserContextOptions = {}) {
  return openPage(browser(), { colorScheme: theme, bypassCSP: true, ...options });
}

/** Runs axe on the page as it is now and fails with every violation: rule, impact, element and why. */
async function expectNoViolations(page: Page, label: string) {
  await settled(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations: Violation[] = await page.evaluate(async (tags) => {
    // Question cards, answer-key entries and the footer skip layout off screen (content-visibility:
    // auto) until scrolled near, so geometry rules (target size, contrast behind text) would measure
    // boxes that are not laid out. Lay each out for the scan, as it is when a learner scrolls to it.
    const cards = Array.from(document.querySelectorAll<HTMLElement>("article[data-question], li.answer-entry, footer.site-footer"));
    for (const card of cards) card.style.contentVisibility = "visible";
    const result = await window.axe!.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    for (const card of cards) card.style.contentVisibility = "";
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String).join(" "), summary: node.failureSummary ?? "" })),
    }));
  }, TAGS);
  const report = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${label}: ${violation.id} (${violation.impact}) ${violation.help}\n    at ${node.target}\n    ${node.summary.replace(/\n/g, "\n    ")}`),
  );
  expect(report, report.join("\n")).toEqual([]);
}

describe.each(THEMES)("WCAG 2.2 AA in the %s theme", (theme) => {
  it.each(PAGES)("%s as loaded", async (path) => {
    const { page, problems, close } = await open(theme);
    await page.goto(path);
    await hydrated(page);
    await expectNoViolations(page, `${theme} ${path}`);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(PRACTICE_PAGES)("%s after answering questions", async (path) => {
    const { page, problems, close } = await open(theme);
    await page.goto(path);
    await hydrated(page);
    expect(await answerSome(page)).toBeGreaterThan(0);
    await expectNoViolations(page, `${theme} ${path} answered`);
    expect(problems).toEqual([]);
    await close();
  });

  it("each feedback toast: answer first (warning), wrong (error) and right (success)", async () => {
    const { page, problems, close } = await open(theme);
    await page.goto("/margaret");
    await hydrated(page);
    const card = page.locator("article", { has: page.getByRole("button", { name: /^A\. / }) }).first();
    const front = page.locator("[data-sonner-toast][data-front=true]");

    await card.getByRole("button", { name: "Show Explanation" }).click();
    await page.locator('[data-sonner-toast][data-front=true][data-type="warning"]').waitFor();
    await expectNoViolations(page, `${theme} warning toast`);

    // Answer A, read the right letter from the explanation, then reset and answer the other way.
    await card.getByRole("button", { name: /^A\. / }).click();
    // The explanation follows the verdict a frame later.
    await card.getByRole("heading", { name: "Explanation" }).waitFor();
    const right = ((await card.textContent()) ?? "").match(/([A-D]) is right\b/)?.[1];
    expect(right).toBeTruthy();
    const first = right === "A" ? "success" : "error";
    await page.locator(`[data-sonner-toast][data-front=true][data-type="${first}"]`).waitFor();
    await expectNoViolations(page, `${theme} ${first} toast`);

    await card.getByRole("button", { name: "Reset" }).click();
    await card.getByRole("button", { name: new RegExp(`^${right === "A" ? "B" : right}\\. `) }).click();
    const second = first === "success" ? "error" : "success";
    await page.locator(`[data-sonner-toast][data-front=true][data-type="${second}"]`).waitFor();
    expect(await front.count()).toBe(1);
    await expectNoViolations(page, `${theme} ${second} toast`);
    expect(problems).toEqual([]);
    await close();
  });

  it("/exam: the builder, a timed exam in progress with a question flagged, and the results after finishing", async () => {
    const { page, problems, close } = await open(theme);
    await page.goto("/exam");
    await hydrated(page);
    await expectNoViolations(page, `${theme} /exam builder`);
    await page.getByRole("radio", { name: /^Timed/ }).check();
    await page.getByRole("spinbutton", { name: "Number of questions" }).fill("3");
    await page.getByRole("checkbox", { name: "Shuffle questions" }).uncheck();
    await page.getByRole("button", { name: /^Start/ }).click();
    await page.getByRole("navigation", { name: "Question navigator" }).waitFor();
    await page.getByRole("article", { name: "Question 1", exact: true }).getByRole("button", { name: /^A\. / }).click();
    await page.getByRole("button", { name: "Flag for review" }).click();
    await expectNoViolations(page, `${theme} /exam in progress`);
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Submit with questions unanswered?" });
    await confirm.waitFor();
    await expectNoViolations(page, `${theme} /exam confirm`);
    await confirm.getByRole("button", { name: "Submit exam" }).click();
    await page.getByRole("heading", { name: "Results" }).waitFor();
    await expectNoViolations(page, `${theme} /exam results`);
    expect(problems).toEqual([]);
    await close();
  });

  it("/answers with every answer-key section open", async () => {
    const { page, problems, close } = await open(theme);
    await page.goto("/answers");
    await hydrated(page);
    const count = await openEveryAnswerKeySection(page);
    expect(count).toBeGreaterThan(0);
    expect(await page.locator("details[open]").count()).toBe(count);
    await expectNoViolations(page, `${theme} /answers open`);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(PAGES)("%s at 375 px with the menu open", async (path) => {
    const { page, problems, close } = await open(theme, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(path);
    await hydrated(page);
    const menu = page.getByRole("button", { name: /Menu/ });
    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await expectNoViolations(page, `${theme} ${path} 375px menu`);
    expect(problems).toEqual([]);
    await close();
  });
});
