import type { Page } from "playwright-core";

// A learner's steps on the practice pages and the answer key, shared by the journeys that check
// what the page looks like afterwards (accessibility scans, the split stylesheet).

/**
 * Waits for what follows the last click to land and then for transitions (toasts sliding in,
 * colours fading), so contrast is measured on the final colours. The explanation and the toast
 * come a frame after an answer's verdict, and a toast starts its transition a frame after that:
 * a few frames first, or the toast's animation is not there yet to wait for.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Answers a few questions the way a learner would: three multiple-choice cards, two true/false statements, one study view. */
export async function answerSome(page: Page) {
  const cards = page.locator("article", { has: page.getByRole("button", { name: /^A\. / }) });
  const count = Math.min(await cards.count(), 3);
  // Different letters, so both right and wrong answers (and their colours) are likely on screen.
  for (let i = 0; i < count; i += 1) await cards.nth(i).getByRole("button", { name: new RegExp(`^${"BAC"[i]}\\. `) }).click();
  const statements = page.locator("[data-statement]");
  if (await statements.count()) {
    await statements.nth(0).getByRole("button", { name: "True", exact: true }).click();
    if ((await statements.count()) > 1) await statements.nth(1).getByRole("button", { name: "False", exact: true }).click();
    // The study view highlights the right answers of a whole set.
    await page.getByRole("button", { name: "Reveal answers" }).first().click();
  }
  return count + (await statements.count() ? 1 : 0);
}

/**
 * Opens every section of the answer key at `/answers`, one at a time as a person would: a section's
 * answers load and grow it, moving the summaries below it, so each click waits until the section
 * opened before it has loaded. Returns how many sections there are, every one open and loaded.
 */
export async function openEveryAnswerKeySection(page: Page) {
  const sections = page.locator("details");
  const count = await sections.count();
  for (let i = 0; i < count; i += 1) {
    await sections.nth(i).locator("summary").click();
    await page.waitForFunction((n) => document.querySelectorAll('details[open] [data-answer-slot][data-state="loaded"]').length >= n, i + 1);
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-answer-slot][data-state="loaded"]').length === n, count);
  return count;
}
