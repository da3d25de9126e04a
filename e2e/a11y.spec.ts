import type { Page } from "@playwright/test";
import { axeViolations, expect, firstMultipleChoice, hydrated, test } from "./fixtures";

// Every layout with all of WCAG 2.2 A and AA in the light theme, then (the colours follow the
// system setting live, CSS light-dark()) the rules colours can break in the dark theme, on the
// same page in the same state: a page of each layout, answered, with its toast, the record on,
// mock exam results and /progress.
const PAGES = ["/", "/margaret", "/answers/margaret", "/practice", "/case-studies/vera", "/topics/superannuation", "/exam", "/progress", "/no-such-page"];
const ALSO_DARK = new Set(["/", "/answers/margaret", "/practice", "/exam", "/no-such-page"]);

async function expectNoViolations(page: Page, label: string, { dark = true } = {}) {
  await page.emulateMedia({ colorScheme: "light" });
  const light = await axeViolations(page);
  expect(light, `${label} (light theme)\n${light.join("\n")}`).toEqual([]);
  if (!dark) return;
  await page.emulateMedia({ colorScheme: "dark" });
  const colours = await axeViolations(page, "colours");
  expect(colours, `${label} (dark theme)\n${colours.join("\n")}`).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.2 AA; colours in the light and dark themes)", () => {
  // axe reads every element of a page: on a busy machine that takes tens of seconds.
  test.slow();

  for (const path of PAGES) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, path, { dark: ALSO_DARK.has(path) });
    });
  }

  test("an answered question, its explanation and the toast", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await firstMultipleChoice(page).getByRole("button", { name: /^A\. / }).click();
    await expect(firstMultipleChoice(page).getByRole("heading", { name: "Explanation" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
    await expectNoViolations(page, "answered");
  });

  test("the study record: a practice page with it on, and /progress with answers, a mock exam and the figures open", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await page.getByRole("switch", { name: "Keep my progress on this device" }).click();
    const card = firstMultipleChoice(page);
    await expect(card.getByRole("button", { name: "Flag for review" })).toBeVisible();
    await card.getByRole("button", { name: /^A\. / }).click();
    await card.getByRole("button", { name: "Flag for review" }).click();
    await page.reload();
    await hydrated(page);
    await expect(firstMultipleChoice(page)).toContainText(/Last time:/);
    await expectNoViolations(page, "practice page with the record on");
    await page.goto("/exam");
    await hydrated(page);
    await page.getByRole("button", { name: /^Short paper/ }).click();
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit exam" }).click();
    await expect(page.getByTestId("standard-band")).toBeVisible();
    await expectNoViolations(page, "mock exam results with the band");
    await page.goto("/progress");
    await hydrated(page);
    await expect(page.getByTestId("record-dashboard")).toBeVisible();
    await page.getByText("Show the figures").click();
    await page.getByRole("button", { name: "Clear progress" }).click();
    await expectNoViolations(page, "/progress with a record");
  });

  test("the answer key with every section open: every question's markup (its colours: /answers/margaret)", async ({ page }) => {
    await page.goto("/answers");
    await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
    const report = await axeViolations(page, "structure");
    expect(report, report.join("\n")).toEqual([]);
  });
});

test("motion respects prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/answers");
  const duration = await page
    .locator("summary svg")
    .first()
    .evaluate((svg) => getComputedStyle(svg).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThanOrEqual(0.01);
});
