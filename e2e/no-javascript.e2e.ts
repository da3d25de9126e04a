import { describe, expect, it } from "vitest";
import { openPage, ROUTES, sharedBrowser } from "./browser";

const browser = sharedBrowser();

describe("reading with JavaScript off", () => {
  it.each(ROUTES)("$path reads in full from its prerendered HTML", async (route) => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(route.path);
    expect(await page.title()).toBe(route.title);
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toBe(route.h1);
    await close();
  });

  it("Margaret's page has the profile, every question and its options", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto("/margaret");
    const text = (await page.locator("main").textContent()) ?? "";
    for (const fact of ["86", "$540,000", "$70,000", "$20,000", "Full Age Pension", "golf club"]) expect(text).toContain(fact);
    for (let n = 1; n <= 12; n++) expect(await page.locator(`#pq${n}`).count()).toBe(1);
    expect(await page.locator("#pq1").getByRole("button").count()).toBeGreaterThanOrEqual(4);
    await close();
  });

  it("Julie & Scott's page has both tables with header cells", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto("/julie-scott");
    const tables = page.getByRole("table");
    expect(await tables.count()).toBe(2);
    expect(await tables.nth(0).getByRole("columnheader").allTextContents()).toEqual(["Category", "Julie", "Scott"]);
    expect(await tables.nth(1).getByRole("columnheader").allTextContents()).toEqual(["Item", "Owner", "Value", "Notes"]);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const fact of ["$800,000", "$600,000", "4.1% variable", "$170,000", "$120,000", "$330,000", "$60,000", "$145,000"]) expect(text).toContain(fact);
    expect(await page.locator("#pq13").count()).toBe(1);
    await close();
  });

  it("the answer key opens without JavaScript (native details) and links to each section's answers", async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto("/answers");
    const general = page.locator('details[data-answer-group="general"]');
    await general.locator("summary").click();
    expect(await general.getAttribute("open")).not.toBeNull();
    await general.getByRole("link", { name: "Open the General Questions answers" }).click();
    await page.waitForURL("**/answers/general-questions");
    expect(await page.locator("[data-answer-entries] > li").count()).toBe(8);
    expect(await page.getByText("Correct answer").first().isVisible()).toBe(true);
    await close();
  });
});
