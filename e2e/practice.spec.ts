import { expect, firstMultipleChoice, hydrated, test, toast } from "./fixtures";

test.describe("answering questions (docs/product.md: answering and feedback)", () => {
  test("explanation first: yellow 'Answer first!'; right answer: green toast, locked, explanation; hide, show, reset", async ({ page }) => {
    await page.goto("/margaret");
    await hydrated(page);
    const card = firstMultipleChoice(page);

    await card.getByRole("button", { name: "Show Explanation" }).click();
    await expect(toast(page, "Answer first! 📝")).toHaveAttribute("data-type", "warning");
    await expect(page.getByText("Please select an answer before viewing the explanation.")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Explanation" })).toHaveCount(0);

    // Answer A, then read the right letter from the explanation ("C is right: ...").
    await card.getByRole("button", { name: /^A\. / }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
    const right = ((await card.textContent()) ?? "").match(/([A-D]) is right\b/)?.[1] ?? "";
    expect(right).toMatch(/^[A-D]$/);
    await expect(toast(page, right === "A" ? "Correct! 🎉" : "Not quite right 🤔")).toHaveAttribute("data-type", right === "A" ? "success" : "error");

    // Locked: the other options are marked disabled, and a click on one does nothing.
    const d = card.getByRole("button", { name: /^D\. / });
    await expect(d).toHaveAttribute("aria-disabled", "true");
    await d.click({ force: true });
    await expect(d).toHaveAttribute("aria-pressed", "false");
    await expect(card.getByRole("button", { name: /^A\. / })).toHaveAttribute("aria-pressed", "true");
    // Colour is not the only signal.
    await expect(card.getByText(right === "A" ? "Your answer: correct" : "Your answer: incorrect")).toBeVisible();

    await card.getByRole("button", { name: "Hide Explanation" }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toHaveCount(0);
    await card.getByRole("button", { name: "Show Explanation" }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();

    await card.getByRole("button", { name: "Reset" }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Reset" })).toHaveCount(0);
    await expect(card.locator('button[aria-pressed="true"]')).toHaveCount(0);

    await card.getByRole("button", { name: new RegExp(`^${right}\\. `) }).click();
    await expect(toast(page, "Correct! 🎉")).toHaveAttribute("data-type", "success");
    await expect(page.getByText("Well done! You got it right.").first()).toBeVisible();
  });

  test("a wrong answer raises the red 'Not quite right' toast and marks the right option", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    const card = firstMultipleChoice(page);
    await card.getByRole("button", { name: /^A\. / }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
    const right = ((await card.textContent()) ?? "").match(/([A-D]) is right\b/)?.[1] ?? "A";
    const wrong = ["A", "B", "C", "D"].find((letter) => letter !== right)!;
    await card.getByRole("button", { name: "Reset" }).click();
    await card.getByRole("button", { name: new RegExp(`^${wrong}\\. `) }).click();
    await expect(toast(page, "Not quite right 🤔")).toHaveAttribute("data-type", "error");
    await expect(page.getByText("Check the explanation to learn more.").first()).toBeVisible();
    await expect(card.getByRole("button", { name: new RegExp(`^${right}\\. .*Correct answer`) })).toHaveCount(1);
    // The screen reader hears the verdict.
    await expect(card.getByRole("status")).toHaveText(`Not quite right. The correct answer is ${right}.`);
  });

  test("true/false statements: answer each, earn or miss the mark; Reveal answers shows the study view", async ({ page }) => {
    await page.goto("/margaret");
    await hydrated(page);
    const card = page.locator("article", { hasText: "1 mark if all parts are correct" }).first();
    const groups = card.getByRole("group");
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(3);

    await card.getByRole("button", { name: "Reveal answers" }).click();
    await expect(card.getByText("Correct answer")).toHaveCount(count);
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      const text = (await groups.nth(i).locator('[data-variant="correct"]').textContent()) ?? "";
      answers.push(text.trim().startsWith("True") ? "True" : "False");
    }
    await card.getByRole("button", { name: "Hide answers" }).click();
    await expect(card.getByText("Correct answer")).toHaveCount(0);

    for (let i = 0; i < count; i++)
      await groups
        .nth(i)
        .getByRole("button", { name: new RegExp(`^${answers[i]}`) })
        .click();
    await expect(card.getByText("All statements correct: 1 mark earned.")).toBeVisible();
    await expect(toast(page, "Correct! 🎉")).toBeVisible();

    await card.getByRole("button", { name: "Reset" }).click();
    const flipped = answers[0] === "True" ? "False" : "True";
    await groups
      .nth(0)
      .getByRole("button", { name: new RegExp(`^${flipped}`) })
      .click();
    for (let i = 1; i < count; i++)
      await groups
        .nth(i)
        .getByRole("button", { name: new RegExp(`^${answers[i]}`) })
        .click();
    await expect(card.getByText(/0 marks/)).toBeVisible();
  });

  test("the progress bar counts answers as they are given, and Reset page clears them after confirming", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Progress on this page" });
    await expect(bar.getByText("Answered")).toBeVisible();
    await expect(bar.locator("dd").first()).toHaveText("0/8");
    const cards = page.locator("article[data-question]");
    await cards.nth(0).getByRole("button", { name: /^A\. / }).click();
    // A double click on another card's option answers once.
    await cards.nth(1).getByRole("button", { name: /^B\. / }).dblclick();
    await expect(bar.locator("dd").first()).toHaveText("2/8");
    await expect(bar.getByRole("status")).toContainText("Answered 2 of 8.");

    await bar.getByRole("button", { name: "Reset page" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset this page?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(bar.locator("dd").first()).toHaveText("2/8");
    await bar.getByRole("button", { name: "Reset page" }).click();
    await dialog.getByRole("button", { name: "Reset all answers" }).click();
    await expect(bar.locator("dd").first()).toHaveText("0/8");
    await expect(page.locator('article[data-question] button[aria-pressed="true"]')).toHaveCount(0);
  });

  test("a written question shows its model answer; Attempt first hides it until the learner asks", async ({ page }) => {
    await page.goto("/margaret");
    await hydrated(page);
    const card = page.locator("article", { hasText: "Written response" }).first();
    await expect(card.getByText(/marks/).first()).toBeVisible();
    await page.getByRole("switch", { name: /Attempt first/ }).click();
    await expect(page.getByRole("switch", { name: /Attempt first/ })).toHaveAttribute("aria-checked", "true");
    const shows = card.getByRole("button", { name: "Show model answer" });
    await expect(shows).toHaveCount(2);
    await shows.first().click();
    // The first part's model answer shows; the second's stays hidden until asked for.
    await expect(shows).toHaveCount(1);
    await expect(card.getByRole("listitem").first()).toBeVisible();
    await page.getByRole("switch", { name: /Attempt first/ }).click();
    await expect(shows).toHaveCount(0);
  });

  test("a deep link to a question, by its id or by its old number, scrolls to it and moves focus there", async ({ page }) => {
    await page.goto("/margaret#margaret-pq7");
    await hydrated(page);
    await expect(page.locator("#margaret-pq7")).toBeFocused();
    await expect(page.locator("#margaret-pq7")).toBeInViewport();
    // Links made before every anchor became the question's id still land on the same card.
    await page.goto("/general");
    await page.goto("/margaret#pq9");
    await hydrated(page);
    await expect(page.locator("#margaret-pq9")).toBeFocused();
    await expect(page.getByRole("heading", { name: "Question PQ9" })).toBeInViewport();
  });

  test("a new case study: read the scenario, answer, see the year and the explanation's sources", async ({ page }) => {
    await page.goto("/practice");
    await page.getByRole("link", { name: /^Vera/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case study: Vera");
    await expect(page.getByRole("heading", { name: "The scenario" })).toBeVisible();
    await hydrated(page);
    const card = firstMultipleChoice(page);
    await expect(card.getByText("2026–27").first()).toBeVisible();
    await card.getByRole("button", { name: /^B\. / }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
    await expect(card.getByText("Sources:")).toBeVisible();
    await expect(card.locator('a[href^="https://"]').first()).toBeVisible();
  });

  test("a topic page lists its questions and links to the topic's case-study questions", async ({ page }) => {
    await page.goto("/practice");
    await page.getByRole("link", { name: "Superannuation", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Superannuation");
    await hydrated(page);
    await expect(page.locator("article[data-question]").first()).toBeVisible();
    // The learner scrolls down to the list and sees it before pressing a link: the cards on the way
    // are laid out as they come into view (content-visibility) and can move it for a frame or two.
    const link = page.getByRole("region", { name: "More on this topic in case studies" }).getByRole("link").first();
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page.locator("article[data-question]:focus")).toBeInViewport();
  });
});

test.describe("keyboard", () => {
  test("J and K move between questions, a letter answers the focused one, E and R explain and reset, ? opens the shortcuts", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await page.keyboard.press("j");
    const first = page.locator("article[data-question]").first();
    await expect(first).toBeFocused();
    await page.keyboard.press("b");
    await expect(first.getByRole("button", { name: /^B\. / })).toHaveAttribute("aria-pressed", "true");
    await expect(first.getByRole("heading", { name: "Explanation" })).toBeVisible();
    await page.keyboard.press("e");
    await expect(first.getByRole("heading", { name: "Explanation" })).toHaveCount(0);
    await page.keyboard.press("r");
    await expect(first.locator('button[aria-pressed="true"]')).toHaveCount(0);

    // Shift+C strikes option C out: its toggle is pressed, the option drawn through and disabled, and C does not choose it.
    const c = first.getByRole("button", { name: /^C\. / });
    await page.keyboard.press("Shift+C");
    await expect(first.getByRole("button", { name: "Restore option C" })).toHaveAttribute("aria-pressed", "true");
    await expect(c).toHaveAccessibleName(/, struck out$/);
    await expect(c).toHaveAttribute("aria-disabled", "true");
    await expect(c.locator(".line-through")).toHaveCSS("text-decoration-line", "line-through");
    await page.keyboard.press("c");
    await expect(c).toHaveAttribute("aria-pressed", "false");
    await expect(first.getByRole("status")).toHaveText("Option C is struck out: Shift+C restores it.");
    await expect(page.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute("value", "0");
    // The toggle is a target of at least 24 by 24 px beside the option, not inside it.
    const box = (await first.getByRole("button", { name: "Restore option C" }).boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await expect(c.getByRole("button")).toHaveCount(0);
    await page.keyboard.press("Shift+C");
    await expect(first.getByRole("button", { name: "Strike out option C" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("c");
    await expect(c).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("r");

    await page.keyboard.press("j");
    await expect(page.locator("article[data-question]").nth(1)).toBeFocused();
    await page.keyboard.press("k");
    await expect(first).toBeFocused();
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toContainText("Shift + A to DStrike out an option, or restore it");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeHidden();
  });

  test("every control is reachable by Tab with a visible focus ring, starting with the skip link", async ({ page }) => {
    await page.goto("/standalone");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? getComputedStyle(el).outlineStyle : "none";
      });
      expect(outline).not.toBe("none");
    }
  });
});
