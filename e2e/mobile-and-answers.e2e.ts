import { describe, expect, it } from "vitest";
import { hydrated, openPage, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("small screens", () => {
  it("hides the links behind a Menu button that opens, closes on Escape and on navigation", async () => {
    const { page, problems, close } = await openPage(browser(), { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Margaret" }).isVisible()).toBe(false);
    const menu = page.getByRole("button", { name: /Menu/ });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");

    await menu.click();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    expect(await panel.getByRole("link").count()).toBe(6);
    await page.keyboard.press("Escape");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);

    await menu.click();
    await panel.getByRole("link", { name: "General Questions" }).click();
    await page.waitForURL("**/general");
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await panel.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("answer key", () => {
  it("opens sections independently, several at once, each loading its answers, explanations and sources", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/answers");
    await hydrated(page);
    const margaret = page.locator('details[data-answer-group="margaret"]');
    const general = page.locator('details[data-answer-group="general"]');
    expect(await margaret.locator("summary").textContent()).toContain("12 questions");
    expect(await page.locator('details[data-answer-group="julie-scott"] summary').textContent()).toContain("1 question");
    await margaret.locator("summary").click();
    await general.locator("summary").click();
    expect(await margaret.getAttribute("open")).not.toBeNull();
    expect(await general.getAttribute("open")).not.toBeNull();
    // Each section's answers come from its own page when it opens.
    await margaret.locator("[data-answer-entries]").waitFor();
    await general.locator("[data-answer-entries]").waitFor();
    expect(await margaret.locator("[data-answer-entries] > li").count()).toBe(12);
    expect(await margaret.getByText(/^(True|False)$/).count()).toBeGreaterThan(0);
    expect(await general.getByText(/^Sources?:/).count()).toBeGreaterThan(0);
    expect(await margaret.getByRole("status").textContent()).toContain("12 questions with their answers.");
    await margaret.locator("summary").click();
    expect(await margaret.getAttribute("open")).toBeNull();
    expect(await general.getAttribute("open")).not.toBeNull();
    // Each answer links back to its question.
    await general.getByRole("link", { name: "Question 3" }).click();
    await page.waitForURL("**/general#q3");
    expect(problems).toEqual([]);
    await close();
  });

  it("a section opened before the page hydrates still loads, and each section has a printable page of its own", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/answers", { waitUntil: "commit" });
    const standalone = page.locator('details[data-answer-group="standalone"]');
    await standalone.locator("summary").click();
    await standalone.locator("[data-answer-entries] > li").first().waitFor();
    expect(await standalone.locator("[data-answer-entries] > li").count()).toBe(4);
    await standalone.getByRole("link", { name: "Open the Standalone Scenarios answers on their own page" }).click();
    await page.waitForURL("**/answers/standalone-scenarios");
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Answers: Standalone Scenarios");
    expect(await page.locator("[data-answer-entries] > li").count()).toBe(4);
    await page.getByRole("link", { name: "All answers" }).click();
    await page.waitForURL("**/answers");
    expect(problems).toEqual([]);
    await close();
  });
});
