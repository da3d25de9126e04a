import type { Page } from "playwright-core";

// A learner's steps in the mock exam (/exam), shared by the exam's journeys and the offline test.

export const SECTIONS = ["Margaret", "Julie & Scott", "Standalone Scenarios", "General Questions"] as const;

interface Build {
  section: (typeof SECTIONS)[number];
  mode: "Timed" | "Tutor";
  count: number;
  /** Minutes per question: the builder takes one decimal, so 0.1 is a 6-second question. */
  minutes?: string;
}

/** Builds a session from one section, in page order (shuffle off), as a learner would. */
export async function buildExam(page: Page, { section, mode, count, minutes }: Build) {
  for (const name of SECTIONS) {
    const box = page.getByRole("checkbox", { name: new RegExp(`^${name} \\(`) });
    if ((name === section) !== (await box.isChecked())) await box.click();
  }
  await page.getByRole("radio", { name: new RegExp(`^${mode}`) }).check();
  await page.getByRole("spinbutton", { name: "Number of questions" }).fill(String(count));
  if (minutes) await page.getByRole("spinbutton", { name: "Minutes per question" }).fill(minutes);
  await page.getByRole("checkbox", { name: "Shuffle questions" }).uncheck();
  await page.getByRole("button", { name: /^Start/ }).click();
  await page.getByRole("navigation", { name: "Question navigator" }).waitFor();
}

export const question = (page: Page, n: number) => page.getByRole("article", { name: `Question ${n}`, exact: true });
export const navButton = (page: Page, n: number) => page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: new RegExp(`^Question ${n}:`) });

/** In a tutor exam: choose an option of question n and wait for its explanation (a frame after the verdict). */
export async function answerInTutor(page: Page, n: number, letter: "A" | "B" | "C" | "D") {
  await question(page, n).getByRole("button", { name: new RegExp(`^${letter}\\. `) }).click();
  await question(page, n).getByRole("heading", { name: "Explanation" }).waitFor();
}

/** Finish the exam from its last question and wait for the results. */
export async function finish(page: Page) {
  await page.getByRole("button", { name: "Finish" }).first().click();
  await page.getByRole("heading", { name: "Results" }).waitFor();
}

/** The score "3 of 8" as numbers. */
export async function score(page: Page) {
  const text = (await page.getByTestId("score").textContent()) ?? "";
  const [, correct, total] = /(\d+) of (\d+)/.exec(text) ?? [];
  return { correct: Number(correct), total: Number(total) };
}
