import { describe, expect, it } from "vitest";
import { hydrated, openPage, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("practising like the real exam (issue 4)", () => {
  it("the progress bar stays in view and counts answers, correct answers and marks live", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    const progress = page.getByLabel("Margaret progress");
    await expect.poll(() => progress.textContent()).toContain("Answered0/12");

    const card = page.locator("#pq1");
    await card.getByRole("button", { name: /^A\. / }).click();
    await expect.poll(() => progress.textContent()).toContain("Answered1/12");

    // Scroll far down: the bar is still on screen, below the fixed navigation.
    await page.locator("#pq10").scrollIntoViewIfNeeded();
    const box = await page.locator("[data-progress]").boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(60);
    expect(box!.y).toBeLessThan(80);
    expect(problems).toEqual([]);
    await close();
  });

  it("Attempt first hides model answers; draft, reveal and self-mark feed the marks", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    const written = page.locator("article", { hasText: "Written response" }).first();
    expect(await written.getByRole("heading", { name: "Model answer" }).count()).toBe(2);
    await page.getByRole("switch", { name: /Attempt first/ }).click();
    // The switch waits for any card not yet hydrated to hydrate first (one task): wait for it.
    await page.getByRole("switch", { name: /Attempt first/, checked: true }).waitFor();
    expect(await written.getByRole("heading", { name: "Model answer" }).count()).toBe(0);

    const draft = written.getByRole("textbox").first();
    await draft.fill("Margaret is the client; Helen acts for her.");
    await written.getByRole("button", { name: "Show model answer" }).first().click();
    expect(await written.getByRole("heading", { name: "Model answer" }).count()).toBe(1);
    await written.getByRole("group", { name: /Mark your answer to part a/ }).getByRole("button", { name: "2 marks" }).click();
    await expect.poll(() => page.getByLabel("Margaret progress").textContent()).toMatch(/Marks2\//);
    await close();
  });

  it("Reset page asks for confirmation, then clears the whole page", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/general");
    await hydrated(page);
    await page.locator("#q1").getByRole("button", { name: /^A\. / }).click();
    await page.locator("#q2").getByRole("button", { name: /^B\. / }).click();
    await expect.poll(() => page.getByLabel("General Questions progress").textContent()).toContain("Answered2/8");

    await page.getByRole("button", { name: "Reset page" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset this page?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.getByLabel("General Questions progress").textContent()).toContain("Answered2/8");

    await page.getByRole("button", { name: "Reset page" }).click();
    await dialog.getByRole("button", { name: "Reset all answers" }).click();
    await expect.poll(() => page.getByLabel("General Questions progress").textContent()).toContain("Answered0/8");
    expect(await page.locator('main button[aria-pressed="true"]').count()).toBe(0);
    await close();
  });

  it("keyboard: J/K move between questions, A–D choose, E toggles, R resets, ? lists shortcuts", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/standalone");
    await hydrated(page);
    await page.keyboard.press("j");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("q1");
    await page.keyboard.press("j");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("q2");
    await page.keyboard.press("c");
    const card = page.locator("#q2");
    expect(await card.getByRole("button", { name: /^C\. / }).getAttribute("aria-pressed")).toBe("true");
    await card.getByRole("heading", { name: "Explanation" }).waitFor();
    await page.keyboard.press("e");
    expect(await card.getByRole("heading", { name: "Explanation" }).count()).toBe(0);
    await page.keyboard.press("r");
    expect(await card.locator('button[aria-pressed="true"]').count()).toBe(0);
    await page.keyboard.press("k");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("q1");
    await page.keyboard.press("Shift+?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog", { name: "Keyboard shortcuts" }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it("the answer key prints with every section open and no navigation", async () => {
    const { page, close } = await openPage(browser());
    await page.goto("/answers");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { openedForPrint: number }).openedForPrint = 0;
      window.addEventListener("beforeprint", () =>
        setTimeout(() => ((window as unknown as { openedForPrint: number }).openedForPrint = document.querySelectorAll("details[open]").length)),
      );
    });
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    expect(await page.locator("details[open]").count()).toBe(4);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    expect(await page.locator("details[open]").count()).toBe(0);
    // A real print (to PDF) goes through the same path without errors.
    const pdf = await page.pdf();
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    await close();
  });
});
