import type { Page } from "playwright-core";

// A learner's steps on the practice pages, shared by the journeys that check what the page looks
// like afterwards (accessibility scans, the split stylesheet).

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
