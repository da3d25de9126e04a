import { describe, expect, it } from "vitest";
import { hydrated, openPage, sharedBrowser } from "./browser";
import { answerInTutor, buildExam, finish, navButton, question, score, SECTIONS } from "./mock-exam";

const browser = sharedBrowser();

const TITLE = "Mock exam | AdviserReady - Financial Adviser Exam Practice Questions";

async function openExam() {
  const watched = await openPage(browser());
  await watched.page.goto("/exam");
  await hydrated(watched.page);
  return watched;
}

describe("mock exam (issue 4)", () => {
  it("is prerendered: titled, the builder reads without JavaScript and says it needs JavaScript to start", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    const response = await page.goto("/exam");
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(TITLE);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Mock exam");
    expect(await page.getByRole("heading", { name: "Build your mock exam" }).isVisible()).toBe(true);
    for (const name of SECTIONS) expect(await page.getByRole("checkbox", { name: new RegExp(`^${name}`) }).isChecked()).toBe(true);
    expect(await page.getByText(/Written-response questions are left out/).isVisible()).toBe(true);
    // Chromium with scripts disabled through DevTools still parses <noscript> as raw text, so read the markup.
    expect(await page.content()).toContain("turn on JavaScript to start one");
    expect(await page.getByRole("button", { name: /^Start/ }).isDisabled()).toBe(true);
    await close();
  });

  it("tutor: feedback and explanation after each question, as on the practice pages, then results", async () => {
    const { page, problems, close } = await openExam();
    expect(await page.title()).toBe(TITLE);
    await buildExam(page, { section: "Standalone Scenarios", mode: "Tutor", count: 2 });
    expect(await page.getByRole("heading", { name: "Tutor session" }).isVisible()).toBe(true);

    const first = question(page, 1);
    await first.getByRole("button", { name: /^A\. / }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor();
    // The explanation follows the verdict a frame later.
    await first.getByRole("heading", { name: "Explanation" }).waitFor();
    const right = ((await first.textContent()) ?? "").match(/([A-D]) is right\b/)?.[1];
    expect(right).toBeTruthy();
    expect(await toast.getAttribute("data-type")).toBe(right === "A" ? "success" : "error");
    expect(await first.getByText(/^Sources?:/).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Next" }).click();
    await answerInTutor(page, 2, "B");
    await finish(page);
    expect((await score(page)).total).toBe(2);
    expect(await page.getByText("Tutor mode: no time limit").isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("timed: navigator, flag, confirmation when submitting with unanswered questions, results by topic, review of incorrect, retry", async () => {
    const { page, problems, close } = await openExam();
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 4 });
    expect(await page.getByRole("heading", { name: "Timed mock exam" }).isVisible()).toBe(true);
    expect(await page.getByRole("timer").textContent()).toMatch(/^(10:00|9:5\d)$/);
    expect(await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button").count()).toBe(4);

    // Q1: no feedback in timed mode; the navigator shows it answered.
    await question(page, 1).getByRole("button", { name: /^A\. / }).click();
    expect(await question(page, 1).getByText("Your answer: A").isVisible()).toBe(true);
    expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
    expect(await question(page, 1).getByRole("heading", { name: "Explanation" }).count()).toBe(0);
    expect(await navButton(page, 1).getAttribute("aria-label")).toBe("Question 1: answered");

    // Q2 by the navigator: flag it and leave it unanswered.
    await navButton(page, 2).click();
    await question(page, 2).waitFor();
    await page.getByRole("button", { name: "Flag for review" }).click();
    expect(await navButton(page, 2).getAttribute("aria-label")).toBe("Question 2: unanswered, flagged");
    expect(await navButton(page, 2).getAttribute("aria-current")).toBe("step");

    // Q3 answered, Q4 left.
    await page.getByRole("button", { name: "Next" }).click();
    await question(page, 3).getByRole("button", { name: /^B\. / }).click();

    // A link away asks first; staying keeps the exam.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Margaret" }).first().click();
    const leave = page.getByRole("dialog", { name: "Leave the mock exam?" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "Stay in the exam" }).click();
    expect(new URL(page.url()).pathname).toBe("/exam");
    expect(await question(page, 3).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Submit exam" }).first().click();
    const confirm = page.getByRole("dialog", { name: "Submit with questions unanswered?" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("2 questions are not answered yet.");
    await confirm.getByRole("button", { name: "Keep working" }).click();
    expect(await confirm.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await confirm.getByRole("button", { name: "Submit exam" }).click();

    // Results: score against the target, time, the topic chart with its numbers as text.
    await page.getByRole("heading", { name: "Results" }).waitFor();
    const { correct, total } = await score(page);
    expect(total).toBe(4);
    expect(correct).toBeLessThanOrEqual(2);
    expect(await page.getByText("Your target: 70%").isVisible()).toBe(true);
    expect(await page.getByText(correct / total >= 0.7 ? "Target met" : "Below your target").isVisible()).toBe(true);
    expect(await page.getByText(/of 10 min allowed/).isVisible()).toBe(true);
    const chart = page.getByRole("table", { name: "Score by topic" });
    const rows = chart.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    expect(await rows.first().textContent()).toMatch(/\d of \d.*\d+%.*(Met|Below)/);
    expect(await chart.locator("[data-bar]").first().isVisible()).toBe(true);

    // The review opens on the incorrect (and unanswered) questions, with answers, explanation and sources.
    const filters = page.getByRole("group", { name: "Show questions" });
    const incorrect = filters.getByRole("button", { name: `Incorrect (${total - correct})` });
    expect(await incorrect.getAttribute("aria-pressed")).toBe("true");
    const entries = page.getByRole("list", { name: "Reviewed questions" }).getByRole("article");
    expect(await entries.count()).toBe(total - correct);
    for (let i = 0; i < (await entries.count()); i++) {
      const text = (await entries.nth(i).textContent()) ?? "";
      expect(text).toMatch(/Incorrect|Not answered|Partly answered/);
      expect(text).toContain("Your answer");
      expect(text).toContain("Correct answer");
      expect(text).toContain("Explanation");
      expect(text).toMatch(/Sources?:/);
    }
    expect(await page.getByRole("article", { name: "Question 2" }).textContent()).toContain("Not answered");
    await filters.getByRole("button", { name: "Flagged (1)" }).click();
    expect(await entries.count()).toBe(1);
    expect(await entries.first().textContent()).toContain("Flagged");
    await filters.getByRole("button", { name: "All (4)" }).click();
    expect(await entries.count()).toBe(4);

    // Retry incorrect: a new timed session with only those questions.
    await page.getByRole("button", { name: `Retry incorrect (${total - correct})` }).click();
    await page.getByRole("heading", { name: "Retry incorrect: Timed mock exam" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button").count()).toBe(total - correct);
    expect(problems).toEqual([]);
    await close();
  });

  it("a timed exam that runs out of time submits itself", async () => {
    const { page, problems, close } = await openExam();
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 1, minutes: "0.1" });
    expect(await page.getByRole("timer").textContent()).toMatch(/^0:0[4-6]$/);
    await question(page, 1).getByRole("button", { name: /^C\. / }).click();
    await page.getByRole("heading", { name: "Results" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("alert").filter({ hasText: "Time is up" }).textContent()).toContain("submitted automatically");
    expect(await page.getByText("6 s", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("1 of 1 answered", { exact: false }).isVisible()).toBe(true);
    // Nothing is stored.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("closing the tab mid-exam asks the browser to confirm", async () => {
    const { page, close } = await openExam();
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 1 });
    await question(page, 1).getByRole("button", { name: /^A\. / }).click();
    const dialog = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const shown = await dialog;
    expect(shown.type()).toBe("beforeunload");
    await shown.accept();
    await close();
  });
});
