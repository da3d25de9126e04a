/**
 * The opt-in study record (docs/product.md, departure 4), as a learner meets it. Every test here also
 * runs under the fixture's watchdog: any request to another origin, record on or off, fails it.
 */
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const SWITCH = { name: "Keep my progress on this device" } as const;

/** The multiple-choice cards of a practice page (options lettered A to D). */
function multipleChoice(page: Page) {
  return page.locator("article[data-question]", { has: page.getByRole("button", { name: /^A\. / }) });
}

/** The letter of a card's right answer, from the question's data file (options are lettered as written on practice pages). */
async function rightLetterOf(page: Page, card: Locator): Promise<string> {
  const id = await card.getAttribute("id");
  const file = (await (await page.request.get(`/data/questions/${id}.json`)).json()) as { question: { correctAnswer: number } };
  return "ABCD"[file.question.correctAnswer]!;
}

const wrongLetter = (right: string) => (right === "A" ? "B" : "A");

async function turnOn(page: Page) {
  const toggle = page.getByRole("switch", SWITCH);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("status").filter({ hasText: "kept in this browser's own storage on this device" })).toBeVisible();
}

/** Answers the page's first `count` multiple-choice questions, all right except those listed; returns their ids. */
async function answer(page: Page, count: number, wrong: readonly number[] = []) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = multipleChoice(page).nth(i);
    const right = await rightLetterOf(page, card);
    await card.getByRole("button", { name: new RegExp(`^${wrong.includes(i) ? wrongLetter(right) : right}\\. `) }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
    ids.push((await card.getAttribute("id"))!);
  }
  return ids;
}

async function openProgress(page: Page) {
  await page.goto("/progress");
  await hydrated(page);
  await expect(page.getByTestId("record-dashboard")).toBeVisible();
}

/** The database's name, if the browser has one for the site. */
const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));

/** The page's scripts (not the service worker's) that hold record code: IndexedDB, the scheduler or Zod. */
function recordCodeLoaded(page: Page): () => Promise<string[]> {
  const found: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || /\/sw\.js$|workbox/.test(response.url())) return;
    found.push(
      response.text().then(
        (code) => (/indexedDB|IDBDatabase|FSRS|ZodError/.test(code) ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((path): path is string => path !== null);
}

test.describe("the study record", () => {
  test("is off by default: nothing is kept or stored, no record code is loaded, and a reload forgets the answers", async ({ page }) => {
    const recordCode = recordCodeLoaded(page);
    await page.goto("/general");
    await hydrated(page);
    await expect(page.getByRole("switch", SWITCH)).toHaveAttribute("aria-checked", "false");
    await answer(page, 1);
    await expect(multipleChoice(page).first().getByRole("button", { name: "Flag for review" })).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(multipleChoice(page).first().locator('button[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByText(/^Last time:/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await databases(page)).toEqual([]);

    await page.goto("/progress");
    await hydrated(page);
    await expect(page.getByRole("switch", SWITCH)).toHaveAttribute("aria-checked", "false");
    await expect(page.getByTestId("record-dashboard")).toHaveCount(0);
    expect(await databases(page)).toEqual([]);
    await page.goto("/exam");
    await hydrated(page);
    expect(await recordCode()).toEqual([]);
  });

  test("turned on, a practice page loads the record's code (which the check above would have seen)", async ({ page }) => {
    const recordCode = recordCodeLoaded(page);
    await page.goto("/general");
    await hydrated(page);
    await turnOn(page);
    await expect(multipleChoice(page).first().getByRole("button", { name: "Flag for review" })).toBeVisible();
    expect(await recordCode()).not.toEqual([]);
  });

  test("on: three answers, one wrong, are counted after a reload, and Practise my mistakes offers the wrong one", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await turnOn(page);
    const ids = await answer(page, 3, [1]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("switch", SWITCH)).toHaveAttribute("aria-checked", "true");
    await expect(multipleChoice(page).nth(0)).toContainText("Last time: correct, just now");
    await expect(multipleChoice(page).nth(1)).toContainText("Last time: incorrect, just now");
    await expect(
      multipleChoice(page)
        .nth(3)
        .getByText(/^Last time:/),
    ).toHaveCount(0);

    await openProgress(page);
    await expect(page.getByTestId("answers")).toHaveText("3");
    await expect(page.getByTestId("answered")).toHaveText(/^3 of \d+$/);
    await expect(page.getByTestId("correct")).toHaveText("67%");
    await expect(page.getByRole("table", { name: "By knowledge area, weakest first" }).locator("tbody tr").first()).toContainText(/\d+ of \d+/);
    await expect(page.getByRole("img", { name: /Share of answers right by day/ })).toBeVisible();
    await page.getByRole("link", { name: "Practise my mistakes (1)" }).click();
    await expect(page).toHaveURL(/\/exam\?practise=mistakes$/);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Practise my mistakes: Practice session" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Question navigator" }).getByRole("button")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Question 1", exact: true })).toContainText(/From General Questions, question \d/);
    expect(ids).toHaveLength(3);
  });

  test("export, clear, import: the same counts; importing again counts nothing twice", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await turnOn(page);
    await answer(page, 3, [2]);
    await openProgress(page);
    await expect(page.getByTestId("answers")).toHaveText("3");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export progress" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^adviserready-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const exported = JSON.parse(readFileSync(path, "utf8")) as { app: string; version: number; attempts: unknown[] };
    expect(exported).toMatchObject({ app: "AdviserReady", kind: "study-record", version: 1 });
    expect(exported.attempts).toHaveLength(3);

    await page.getByRole("button", { name: "Clear progress" }).click();
    await expect(page.getByRole("group", { name: "Clear your progress?" })).toBeVisible();
    await page.getByRole("button", { name: "Yes, clear my progress" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your progress is cleared" })).toBeVisible();
    await expect(page.getByTestId("answers")).toHaveText("0");

    await page.getByTestId("import-file").setInputFiles(path);
    await expect(page.getByRole("status").filter({ hasText: /Imported .*: 3 answers added/ })).toBeVisible();
    await expect(page.getByTestId("answers")).toHaveText("3");
    await expect(page.getByTestId("correct")).toHaveText("67%");

    await page.getByTestId("import-file").setInputFiles(path);
    await expect(page.getByRole("status").filter({ hasText: "0 answers added (3 already here, not counted twice)" })).toBeVisible();
    await expect(page.getByTestId("answers")).toHaveText("3");
  });

  test("a malformed file, or one that is not ours, is refused with the reason and nothing is lost", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await turnOn(page);
    await answer(page, 2);
    await openProgress(page);
    await expect(page.getByTestId("answers")).toHaveText("2");

    const input = page.getByTestId("import-file");
    await input.setInputFiles({
      name: "progress.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"app":"AdviserReady","kind":"study-record","version":1,"attempts":[{"id":1}]'),
    });
    await expect(
      page.getByRole("status").filter({ hasText: "Refused. That file is not an AdviserReady progress file (it is not JSON). Nothing was imported" }),
    ).toBeVisible();
    await input.setInputFiles({
      name: "progress.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ app: "AdviserReady", kind: "study-record", version: 1, attempts: [{ id: "x" }], flags: [], exams: [], cards: [], examDate: null }),
      ),
    });
    await expect(page.getByRole("status").filter({ hasText: "Refused. That progress file is damaged (at attempts.0.questionId)" })).toBeVisible();
    await input.setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"hello":"world"}') });
    await expect(page.getByRole("status").filter({ hasText: "Refused. That file is not an AdviserReady progress file." })).toBeVisible();
    await input.setInputFiles({
      name: "future.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"app":"AdviserReady","kind":"study-record","version":99}'),
    });
    await expect(page.getByRole("status").filter({ hasText: "comes from a newer version of AdviserReady" })).toBeVisible();
    await expect(page.getByTestId("answers")).toHaveText("2");
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("answers")).toHaveText("2");
  });

  test("two tabs answering at once lose no attempt, and each sees the other's", async ({ context }) => {
    const [a, b] = [await context.newPage(), await context.newPage()];
    await a.goto("/general");
    await hydrated(a);
    await turnOn(a);
    await b.goto("/general");
    await hydrated(b);
    await expect(b.getByRole("switch", SWITCH)).toHaveAttribute("aria-checked", "true");
    // Both tabs ready to keep answers (each card has its flag), then both answer at once.
    await expect(multipleChoice(a).first().getByRole("button", { name: "Flag for review" })).toBeVisible();
    await expect(multipleChoice(b).first().getByRole("button", { name: "Flag for review" })).toBeVisible();
    // Each tab answers one card after another, as a learner does; the two tabs at the same time.
    const answerIn = async (page: Page, cards: number[], letter: string) => {
      for (const i of cards) {
        const card = multipleChoice(page).nth(i);
        await card.getByRole("button", { name: new RegExp(`^${letter}\\. `) }).click();
        await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
      }
    };
    await Promise.all([answerIn(a, [0, 1, 2, 3], "A"), answerIn(b, [4, 5, 6, 7], "B")]);
    // Each tab hears of the other's answers (they are kept first): its untouched cards say how they went.
    for (const i of [0, 1, 2, 3]) {
      await expect(multipleChoice(b).nth(i)).toContainText(/Last time: (correct|incorrect), just now/);
      await expect(multipleChoice(a).nth(i + 4)).toContainText(/Last time: (correct|incorrect), just now/);
    }

    await openProgress(a);
    await expect(a.getByTestId("answers")).toHaveText("8");
  });

  test("when the browser will not store anything, it says so once and works as with the record off", async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
      };
    });
    await page.goto("/general");
    await hydrated(page);
    const toggle = page.getByRole("switch", SWITCH);
    await toggle.click();
    await expect(page.getByRole("status").filter({ hasText: "This browser is not letting the site keep anything here" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await answer(page, 1);
    await expect(multipleChoice(page).first().getByRole("button", { name: "Flag for review" })).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("status").filter({ hasText: "not letting the site keep anything" })).toHaveCount(0);
    await expect(page.getByText(/^Last time:/)).toHaveCount(0);
  });

  test("a mock exam is kept: its answers, its flags and its score, shown against the real exam's band", async ({ page }) => {
    await page.goto("/progress");
    await hydrated(page);
    await page.getByRole("switch", SWITCH).click();
    await expect(page.getByTestId("record-dashboard")).toBeVisible();
    await expect(page.getByRole("link", { name: /Practise/ })).toHaveCount(1); // unseen only
    await expect(page.getByRole("button", { name: "Practise my mistakes (0)" })).toHaveAccessibleDescription(/No mistakes to practise/);

    await page.goto("/exam");
    await hydrated(page);
    await page.getByRole("button", { name: "Clear sections" }).click();
    await page.getByRole("checkbox", { name: /^General Questions \(/ }).check();
    await page.getByRole("radio", { name: /^Timed/ }).check();
    await page.getByRole("spinbutton", { name: "Number of questions" }).fill("2");
    await page.getByRole("button", { name: /^Start/ }).click();
    await page.getByRole("article", { name: "Question 1", exact: true }).getByRole("button", { name: /^A\. / }).click();
    await page.getByRole("button", { name: "Flag for review" }).click();
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog", { name: "Submit with questions unanswered?" }).getByRole("button", { name: "Submit exam" }).click();
    const band = page.getByTestId("standard-band");
    await expect(band).toContainText("The real exam's band: 65–74%");
    await expect(band.getByRole("link", { name: "ACER, Financial Adviser Exam: Results" })).toHaveAttribute("href", "https://fae.acer.org/results");
    await expect(band.getByRole("link", { name: "ASIC, Financial adviser exam" })).toHaveAttribute(
      "href",
      "https://asic.gov.au/for-finance-professionals/afs-licensees/professional-standards-for-financial-advisers/financial-adviser-exam/",
    );
    await band.getByRole("link", { name: "Your progress" }).click();

    await hydrated(page);
    await expect(page.getByTestId("exams")).toHaveText("1");
    await expect(page.getByTestId("answers")).toHaveText("1");
    await expect(page.getByRole("table", { name: "Finished mock exams" }).locator("tbody tr")).toHaveCount(1);
    await expect(page.getByRole("img", { name: /Mock exam scores against the real exam's 65–74% band/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Practise flagged (1)" })).toBeVisible();
  });

  test("an exam date gives the days left and questions a day", async ({ page }) => {
    await page.goto("/progress");
    await hydrated(page);
    await page.getByRole("switch", SWITCH).click();
    await expect(page.getByTestId("record-dashboard")).toBeVisible();
    const inTenDays = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 10);
      return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
    });
    await page.getByLabel("Exam date", { exact: true }).fill(inTenDays);
    await page.getByRole("button", { name: "Save exam date" }).click();
    await expect(page.getByTestId("study-plan")).toHaveText(/^10 days left until .*: \d+ questions? a day\.$/);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("study-plan")).toHaveText(/^10 days left/);
  });
});
