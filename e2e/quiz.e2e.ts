import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** The toast with this title, and its sonner type (success = green, error = red, warning = yellow). */
async function toastType(page: Page, title: string) {
  const toast = page.locator("[data-sonner-toast]", { hasText: title }).first();
  await toast.waitFor();
  expect(await toast.getAttribute("data-rich-colors")).toBe("true");
  return toast.getAttribute("data-type");
}

async function firstMultipleChoice(page: Page) {
  // The first card whose options are lettered A to D.
  const card = page.locator("article", { has: page.getByRole("button", { name: /^A\. / }) }).first();
  await card.waitFor();
  return card;
}

describe("answering questions (seed sections 4, 5 and 8)", () => {
  it("explanation first -> yellow 'Answer first!'; right answer -> green toast, locked, explanation; hide, show, reset", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    const card = await firstMultipleChoice(page);

    await card.getByRole("button", { name: "Show Explanation" }).click();
    expect(await toastType(page, "Answer first! 📝")).toBe("warning");
    expect(await page.getByText("Please select an answer before viewing the explanation.").isVisible()).toBe(true);
    expect(await card.getByRole("heading", { name: "Explanation" }).count()).toBe(0);

    // Answer A, then read the right letter from the explanation ("C is right: ...").
    await card.getByRole("button", { name: /^A\. / }).click();
    const explanation = card.getByRole("heading", { name: "Explanation" });
    await explanation.waitFor();
    const text = (await card.textContent()) ?? "";
    const right = text.match(/([A-D]) is right\b/)?.[1];
    expect(right).toBeTruthy();
    expect(await toastType(page, right === "A" ? "Correct! 🎉" : "Not quite right 🤔")).toBe(right === "A" ? "success" : "error");

    // Locked: the other options are marked disabled, and a click on one does nothing.
    expect(await card.getByRole("button", { name: /^D\. / }).getAttribute("aria-disabled")).toBe("true");
    await card.getByRole("button", { name: /^D\. / }).click({ force: true });
    expect(await card.getByRole("button", { name: /^D\. / }).getAttribute("aria-pressed")).toBe("false");
    expect(await card.getByRole("button", { name: /^A\. / }).getAttribute("aria-pressed")).toBe("true");
    // Colour is not the only signal.
    expect(await card.getByText(right === "A" ? "Your answer: correct" : "Your answer: incorrect").count()).toBe(1);

    await card.getByRole("button", { name: "Hide Explanation" }).click();
    expect(await explanation.count()).toBe(0);
    await card.getByRole("button", { name: "Show Explanation" }).click();
    await explanation.waitFor();

    await card.getByRole("button", { name: "Reset" }).click();
    expect(await explanation.count()).toBe(0);
    expect(await card.getByRole("button", { name: "Reset" }).count()).toBe(0);
    expect(await card.locator('button[aria-pressed="true"]').count()).toBe(0);

    // Now choose the right one: green toast.
    await card.getByRole("button", { name: new RegExp(`^${right}\\. `) }).click();
    expect(await toastType(page, "Correct! 🎉")).toBe("success");
    expect(await page.getByText("Well done! You got it right.").first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it("a wrong answer raises the red 'Not quite right' toast and marks the right option", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/general");
    await hydrated(page);
    const card = await firstMultipleChoice(page);
    await card.getByRole("button", { name: /^A\. / }).click();
    // The explanation follows the verdict a frame later.
    await card.getByRole("heading", { name: "Explanation" }).waitFor();
    const text = (await card.textContent()) ?? "";
    const right = text.match(/([A-D]) is right\b/)?.[1] ?? "A";
    const wrong = ["A", "B", "C", "D"].find((letter) => letter !== right)!;
    await card.getByRole("button", { name: "Reset" }).click();
    await card.getByRole("button", { name: new RegExp(`^${wrong}\\. `) }).click();
    expect(await toastType(page, "Not quite right 🤔")).toBe("error");
    expect(await page.getByText("Check the explanation to learn more.").first().isVisible()).toBe(true);
    expect(await card.getByRole("button", { name: new RegExp(`^${right}\\. .*Correct answer`) }).count()).toBe(1);
    await close();
  });

  it("true/false statements: answer each, see its explanation, earn or miss the mark; Reveal answers shows the study view", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    const card = page.locator("article", { hasText: "1 mark if all parts are correct" }).first();
    const groups = card.getByRole("group");
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(3);

    await card.getByRole("button", { name: "Reveal answers" }).click();
    expect(await card.getByText("Correct answer").count()).toBe(count);
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      const correct = groups.nth(i).locator('[data-variant="correct"]');
      answers.push(((await correct.textContent()) ?? "").trim().startsWith("True") ? "True" : "False");
    }
    await card.getByRole("button", { name: "Hide answers" }).click();
    expect(await card.getByText("Correct answer").count()).toBe(0);

    for (let i = 0; i < count; i++) {
      await groups.nth(i).getByRole("button", { name: new RegExp(`^${answers[i]}`) }).click();
    }
    await card.getByText("All statements correct: 1 mark earned.").waitFor();
    expect(await toastType(page, "Correct! 🎉")).toBe("success");

    await card.getByRole("button", { name: "Reset" }).click();
    const flipped = answers[0] === "True" ? "False" : "True";
    await groups.nth(0).getByRole("button", { name: new RegExp(`^${flipped}`) }).click();
    for (let i = 1; i < count; i++) await groups.nth(i).getByRole("button", { name: new RegExp(`^${answers[i]}`) }).click();
    await card.getByText(/0 marks/).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it("written questions show parts a and b with marks and model answers", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/margaret");
    const card = page.locator("article", { hasText: "Written response" }).first();
    expect(await card.getByText("(2 marks)").count()).toBe(2);
    expect(await card.getByRole("heading", { name: "Model answer" }).count()).toBe(2);
    await close();
  });

  it("an option tapped before the page's scripts have run is answered once they have", async () => {
    const { page, problems, close } = await openPage(browser());
    // Hold the page's scripts back, as a slow connection would, until the tap is made.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/margaret");
    const card = await firstMultipleChoice(page);
    const optionA = card.getByRole("button", { name: /^A\. / });
    await optionA.click();
    // The page reads and looks ready, but nothing can answer the tap yet.
    expect(await optionA.getAttribute("aria-pressed")).toBe("false");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

    releaseScripts();
    await hydrated(page);
    const explanation = card.getByRole("heading", { name: "Explanation" });
    await explanation.waitFor();
    expect(await optionA.getAttribute("aria-pressed")).toBe("true");
    const text = (await card.textContent()) ?? "";
    const right = text.match(/([A-D]) is right\b/)?.[1];
    expect(await toastType(page, right === "A" ? "Correct! 🎉" : "Not quite right 🤔")).toBe(right === "A" ? "success" : "error");
    // Played back once: the card holds one answer, and every other option is locked.
    expect(await card.locator('button[aria-pressed="true"]').count()).toBe(1);
    expect(await card.getByRole("button", { name: /^D\. / }).getAttribute("aria-disabled")).toBe("true");
    expect(problems).toEqual([]);
    await close();
  });

  it("an option tapped after the first hydration but before the question list's turn is answered too", async () => {
    const { page, problems, close } = await openPage(browser());
    // The page comes to life in turns: the first hydration, then (a task each) the navigation, the
    // progress bar and the question list, whose cards only then get their handlers. Tap option A
    // of the first lettered card in between, in a task queued to run right after the first
    // hydration: the entry awaits the page's modules (window.__adviserReady) and hydrates in a
    // task of its own, so a task queued from a task that runs before it comes straight after it.
    await page.addInitScript(() => {
      let ready: Promise<unknown> | undefined;
      Object.defineProperty(window, "__adviserReady", {
        configurable: true,
        get: () => ready,
        set: (modules: Promise<unknown>) => {
          ready = modules.then((value) => {
            setTimeout(() =>
              setTimeout(() => {
                const option = document.querySelector<HTMLButtonElement>('#app article button[data-option-index="0"]');
                if (!option || document.documentElement.hasAttribute("data-hydrated")) return;
                (window as { tapped?: string }).tapped = option.closest("article")?.id;
                option.click();
              }),
            );
            return value;
          });
        },
      });
    });
    await page.goto("/margaret");
    await hydrated(page);
    // The tap was made, on the first lettered card, before the page's frame was live.
    const card = await firstMultipleChoice(page);
    expect(await page.evaluate(() => (window as { tapped?: string }).tapped)).toBe(await card.getAttribute("id"));
    await card.getByRole("heading", { name: "Explanation" }).waitFor();
    expect(await card.getByRole("button", { name: /^A\. / }).getAttribute("aria-pressed")).toBe("true");
    expect(await card.locator('button[aria-pressed="true"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it("answers live in page state only: a reload clears them", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/standalone");
    await hydrated(page);
    const card = await firstMultipleChoice(page);
    await card.getByRole("button", { name: /^B\. / }).click();
    expect(await card.locator('button[aria-pressed="true"]').count()).toBe(1);
    await page.reload({ waitUntil: "load" });
    await hydrated(page);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await (await firstMultipleChoice(page)).locator('button[aria-pressed="true"]').count()).toBe(0);
    // Nothing about answers is stored (React Router keeps only scroll positions in sessionStorage).
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => !key.includes("scroll")))).toEqual([]);
    await close();
  });
});
