import { expect, firstMultipleChoice, hydrated, test } from "./fixtures";

// The other journeys block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: "allow" });

test("once visited, the site works offline: pages, answering, the answer key and a mock exam", async ({ page, context }) => {
  test.slow();
  await page.goto("/");
  // The worker registers once the page is idle and precaches the whole build.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto("/margaret");
  await hydrated(page);
  await firstMultipleChoice(page).getByRole("button", { name: /^A\. / }).click();
  await expect(firstMultipleChoice(page).getByRole("heading", { name: "Explanation" })).toBeVisible();

  await page.goto("/case-studies/vera");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study: Vera");
  await page.goto("/answers");
  await expect(page.locator("li.answer-entry").first()).toBeAttached();

  await page.goto("/exam");
  await hydrated(page);
  await page.getByRole("button", { name: /^Short paper/ }).click();
  await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(20);
  await context.setOffline(false);
});
