import type { Page } from "@playwright/test";
import { axeViolations, expect, hydrated, test } from "./fixtures";

const question = (page: Page, n: number) => page.getByRole("article", { name: `Question ${n}`, exact: true });
const navButton = (page: Page, n: number) =>
  page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: new RegExp(`^Question ${n}:`) });

/** Builds a session from one section, in page order (shuffle off), as a learner would. */
async function buildExam(page: Page, { section, mode, count, minutes }: { section: string; mode: "Timed" | "Tutor"; count: number; minutes?: string }) {
  await page.getByRole("button", { name: "Clear sections" }).click();
  await page.getByRole("checkbox", { name: new RegExp(`^${section} \\(`) }).check();
  await page.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
  await page.getByRole("spinbutton", { name: "Number of questions" }).fill(String(count));
  if (minutes) await page.getByRole("spinbutton", { name: "Minutes per question" }).fill(minutes);
  await page.getByRole("checkbox", { name: "Shuffle questions" }).uncheck();
  await page.getByRole("button", { name: /^Start/ }).click();
  await expect(page.getByRole("navigation", { name: "Question navigator" })).toBeVisible();
}

async function score(page: Page) {
  await expect(page.getByTestId("score")).toHaveText(/\d+ of \d+/);
  const [, correct, total] = /(\d+) of (\d+)/.exec((await page.getByTestId("score").textContent()) ?? "") ?? [];
  return { correct: Number(correct), total: Number(total) };
}

test.describe("mock exam", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/exam");
    await hydrated(page);
  });

  test("tutor: feedback and explanation after each question, then results", async ({ page }) => {
    await buildExam(page, { section: "Standalone Scenarios", mode: "Tutor", count: 2 });
    await expect(page.getByRole("heading", { name: "Practice session" })).toBeVisible();
    const first = question(page, 1);
    await first.getByRole("button", { name: /^A\. / }).click();
    await expect(first.getByRole("heading", { name: "Explanation" })).toBeVisible();
    const right = ((await first.textContent()) ?? "").match(/([A-D]) is right\b/)?.[1];
    await expect(page.locator("[data-sonner-toast]").first()).toHaveAttribute("data-type", right === "A" ? "success" : "error");
    await expect(first.getByText(/^Sources?:/)).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await question(page, 2).getByRole("button", { name: /^B\. / }).click();
    await expect(question(page, 2).getByRole("heading", { name: "Explanation" })).toBeVisible();
    await page.getByRole("button", { name: "Finish" }).first().click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    expect((await score(page)).total).toBe(2);
    await expect(page.getByText("Tutor mode: no time limit")).toBeVisible();
  });

  test("timed: navigator, flag, confirm unanswered, results by area and topic, review, retry incorrect", async ({ page }) => {
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 4 });
    await expect(page.getByRole("heading", { name: "Timed mock exam" })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(4);

    await question(page, 1).getByRole("button", { name: /^A\. / }).click();
    await expect(question(page, 1).getByText("Your answer: A")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(question(page, 1).getByRole("heading", { name: "Explanation" })).toHaveCount(0);
    await expect(navButton(page, 1)).toHaveAttribute("aria-label", "Question 1: answered");

    await navButton(page, 2).click();
    await expect(question(page, 2)).toBeVisible();
    await page.getByRole("button", { name: "Flag for review" }).click();
    await expect(navButton(page, 2)).toHaveAttribute("aria-label", "Question 2: unanswered, flagged");
    await expect(navButton(page, 2)).toHaveAttribute("aria-current", "step");
    await page.getByRole("button", { name: "Next" }).click();
    await question(page, 3).getByRole("button", { name: /^B\. / }).click();

    await page.getByRole("button", { name: "Submit exam" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Submit with questions unanswered?" });
    await expect(confirm).toContainText("2 questions are not answered yet.");
    await confirm.getByRole("button", { name: "Keep working" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await confirm.getByRole("button", { name: "Submit exam" }).click();

    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    const { correct, total } = await score(page);
    expect(total).toBe(4);
    await expect(page.getByText("Your target: 70%")).toBeVisible();
    await expect(page.getByRole("table", { name: "Score by knowledge area" }).locator("tbody tr").first()).toHaveText(/\d of \d.*\d+%.*(Met|Below)/);
    await expect(page.getByRole("table", { name: "Score by topic" }).locator("tbody tr").first()).toHaveText(/\d of \d.*\d+%.*(Met|Below)/);

    const filters = page.getByRole("group", { name: "Show questions" });
    await expect(filters.getByRole("button", { name: `Incorrect (${total - correct})` })).toHaveAttribute("aria-pressed", "true");
    const entries = page.getByRole("list", { name: "Reviewed questions" }).getByRole("article");
    await expect(entries).toHaveCount(total - correct);
    for (const entry of await entries.all()) {
      // The learner's answer (or that there was none), the right one, and why.
      await expect(entry).toContainText(/Your answer|Not answered/);
      await expect(entry).toContainText("Correct answer");
      await expect(entry).toContainText("Explanation");
    }
    await filters.getByRole("button", { name: "Flagged (1)" }).click();
    await expect(entries).toHaveCount(1);
    await filters.getByRole("button", { name: "All (4)" }).click();
    await expect(entries).toHaveCount(4);

    await page.getByRole("button", { name: `Retry incorrect (${total - correct})` }).click();
    await expect(page.getByRole("heading", { name: "Retry incorrect: Timed mock exam" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(total - correct);
  });

  test("exam conditions: a short paper, multiple choice only, drawn from all three knowledge areas, no feedback until submitted", async ({ page }) => {
    await page.getByRole("button", { name: /^Short paper: 20 questions, 1 h/ }).click();
    await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(20);
    await expect(page.getByRole("timer")).toHaveText(/^(1:00:00|59:5\d)$/);
    // Every question is lettered A to D: no true/false sets.
    for (let n = 1; n <= 20; n++) {
      await navButton(page, n).click();
      await expect(question(page, n).getByRole("button", { name: /^D\. / })).toBeVisible();
    }
    await question(page, 20).getByRole("button", { name: /^A\. / }).click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog", { name: "Submit with questions unanswered?" }).getByRole("button", { name: "Submit exam" }).click();
    const areas = page.getByRole("table", { name: "Score by knowledge area" }).locator("tbody tr");
    await expect(areas).toHaveCount(3);
    await expect(areas.nth(0)).toContainText("Financial advice regulatory and legal obligations");
    await expect(areas.nth(1)).toContainText("Applied ethical and professional reasoning and communication");
    await expect(areas.nth(2)).toContainText("Financial advice construction");
    // The review lists every question answered wrongly or not at all, with its explanation.
    const entries = page.getByRole("list", { name: "Reviewed questions" }).getByRole("article");
    const { correct, total } = await score(page);
    await expect(entries).toHaveCount(total - correct);
    await expect(entries.first()).toContainText("Explanation");
  });

  test("a timed exam that runs out of time submits itself", async ({ page }) => {
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 1, minutes: "0.1" });
    await expect(page.getByRole("timer")).toHaveText(/^0:0[4-6]$/);
    await question(page, 1).getByRole("button", { name: /^C\. / }).click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("alert").filter({ hasText: "Time is up" })).toContainText("submitted automatically");
    await expect(page.getByText("1 of 1 answered", { exact: false })).toBeVisible();
    // Nothing is stored, and the submitted exam is no longer kept in the tab.
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  test("an exam in progress survives a reload: answers, strikes, flags, the question, the option order and the time left; submitting deletes it; the review links to each question's card", async ({
    page,
  }) => {
    // A long journey (build, answer, reload, resume, submit, review): three times the usual time on a busy machine.
    test.slow();
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 4 });
    await question(page, 1).getByRole("button", { name: /^A\. / }).click();
    await page.getByRole("button", { name: "Next" }).click();
    const q2 = question(page, 2);
    await q2.getByRole("button", { name: "Strike out option C" }).click();
    await expect(q2.getByRole("button", { name: /^C\. / })).toHaveAttribute("aria-disabled", "true");
    await q2.getByRole("button", { name: /^B\. / }).click();
    await page.getByRole("button", { name: "Flag for review" }).click();
    const optionsShown = await q2.getByRole("button", { name: /^[A-D]\. / }).allTextContents();
    await page.getByRole("button", { name: "Next" }).click();
    await question(page, 3).getByRole("button", { name: /^D\. / }).click();
    await navButton(page, 2).click();
    await expect(question(page, 2)).toBeVisible();

    const clock = (text: string | null) => text!.split(":").reduce((sum, part) => sum * 60 + Number(part), 0);
    const readAt = Date.now();
    const left = clock(await page.getByRole("timer").textContent());
    page.once("dialog", (dialog) => void dialog.accept()); // the browser's "leave this page?" on reload
    await page.reload();
    await hydrated(page);
    const offer = page.getByRole("region", { name: "Resume your mock exam" });
    await expect(offer).toContainText("Timed mock exam: question 2 of 4, 3 answered,");
    expect(await axeViolations(page)).toEqual([]);
    await offer.getByRole("button", { name: "Resume" }).click();

    await expect(question(page, 2)).toBeFocused();
    // Time left is the deadline minus now: the time away counted.
    const shown = clock(await page.getByRole("timer").textContent());
    const elapsed = (Date.now() - readAt) / 1000;
    expect(Math.abs(shown - (left - elapsed)), `${shown} s shown, ${left} s left ${elapsed} s before`).toBeLessThanOrEqual(3);
    expect(
      await question(page, 2)
        .getByRole("button", { name: /^[A-D]\. / })
        .allTextContents(),
    ).toEqual(optionsShown);
    await expect(question(page, 2).getByRole("button", { name: /^B\. / })).toHaveAttribute("aria-pressed", "true");
    await expect(question(page, 2).getByRole("button", { name: "Restore option C" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Flagged for review" })).toHaveAttribute("aria-pressed", "true");
    await expect(navButton(page, 1)).toHaveAttribute("aria-label", "Question 1: answered");
    await expect(navButton(page, 3)).toHaveAttribute("aria-label", "Question 3: answered");
    await expect(navButton(page, 4)).toHaveAttribute("aria-label", "Question 4: unanswered");
    expect(await axeViolations(page), "a question with an option struck out").toEqual([]);

    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog", { name: "Submit with questions unanswered?" }).getByRole("button", { name: "Submit exam" }).click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length), "nothing kept in the tab").toBe(0);

    // Each reviewed question links to its own card on its practice page.
    await page.getByRole("group", { name: "Show questions" }).getByRole("button", { name: "All (4)" }).click();
    const link = page.getByRole("list", { name: "Reviewed questions" }).getByRole("link", { name: "Practise it on General Questions, question 2" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/general#[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`article[id="${href.split("#")[1]}"]`)).toBeInViewport();

    // Back on /exam in the same tab, nothing is offered (an offer would load its code: wait for the network to settle).
    await page.goto("/exam");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Build your mock exam" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Resume your mock exam" })).toHaveCount(0);
  });

  test("leaving mid-exam asks the browser to confirm", async ({ page }) => {
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 1 });
    await question(page, 1).getByRole("button", { name: /^A\. / }).click();
    const dialog = page.waitForEvent("dialog");
    void page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Margaret" }).first().click();
    const shown = await dialog;
    expect(shown.type()).toBe("beforeunload");
    await shown.dismiss();
    await expect(page).toHaveURL(/\/exam$/);
    await expect(question(page, 1)).toBeVisible();
  });

  test("the builder reads without JavaScript and says it needs JavaScript to start", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/exam");
    await expect(page.getByRole("heading", { name: "Build your mock exam" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Start/ })).toBeDisabled();
    expect(await page.content()).toContain("turn on JavaScript to start one");
    await context.close();
  });
});
