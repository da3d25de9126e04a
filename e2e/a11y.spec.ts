import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, firstMultipleChoice, hydrated, test } from "./fixtures";

const AXE_SOURCE = readFileSync(join(import.meta.dirname, "..", "node_modules", "axe-core", "axe.min.js"), "utf8");
/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const PAGES = ["/", "/margaret", "/julie-scott", "/general", "/answers/margaret", "/practice", "/case-studies/vera", "/topics/superannuation", "/exam", "/no-such-page"];

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> };
  }
}

/** Runs axe on the page as it is and fails with every violation: rule, element and why. */
async function expectNoViolations(page: Page, label: string) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const report = await page.evaluate(async (tags) => {
    // Cards and the footer skip layout off screen (content-visibility: auto): lay them out for the scan.
    const skipped = Array.from(document.querySelectorAll<HTMLElement>("article[data-question], li.answer-entry, footer.site-footer"));
    for (const element of skipped) element.style.contentVisibility = "visible";
    const result = await window.axe!.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    for (const element of skipped) element.style.contentVisibility = "";
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${violation.help} at ${node.target.map(String).join(" ")}: ${node.failureSummary ?? ""}`));
  }, TAGS);
  expect(report, `${label}\n${report.join("\n")}`).toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility (axe, WCAG 2.2 AA) in the ${theme} theme`, () => {
    // axe is injected as a script: the test browser bypasses the site's CSP for it alone.
    test.use({ colorScheme: theme, bypassCSP: true });

    for (const path of PAGES) {
      test(`${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expectNoViolations(page, `${path} (${theme})`);
      });
    }

    test("an answered question, its explanation and the toast", async ({ page }) => {
      await page.goto("/general");
      await hydrated(page);
      await firstMultipleChoice(page).getByRole("button", { name: /^A\. / }).click();
      await expect(firstMultipleChoice(page).getByRole("heading", { name: "Explanation" })).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
      await expectNoViolations(page, `answered (${theme})`);
    });

    test("the answer key with every section open", async ({ page }) => {
      test.slow();
      await page.goto("/answers");
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      await expectNoViolations(page, `answers open (${theme})`);
    });
  });
}

test("motion respects prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/answers");
  const duration = await page.locator("summary svg").first().evaluate((svg) => getComputedStyle(svg).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThanOrEqual(0.01);
});
