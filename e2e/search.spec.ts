import { expect, test } from "./fixtures";

/** The search field the learner sees (the header's on a wide window). */
const searchField = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("searchbox", { name: "Search questions and study notes" });

test.describe("search across the site", () => {
  test("nothing of the search loads until the field is used; then 'downsizer' lists questions linked to their anchors", async ({ page }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => request.url().includes("/pagefind/") && searchRequests.push(request.url()));
    await page.goto("/general");
    await expect(searchField(page)).toBeVisible();
    expect(searchRequests).toEqual([]);

    await page.keyboard.press("/");
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type("downsizer");
    const results = page.getByRole("list", { name: "Search results" }).first();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /results? for “downsizer”/ })
        .first(),
    ).toBeVisible();
    const links = results.getByRole("link");
    await expect(links.first()).toBeVisible();
    await expect(links.first().locator("mark").first()).toHaveText(/downsizer/i);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/[a-z0-9/-]+#[a-z0-9-]+$/);
    expect(searchRequests.length).toBeGreaterThan(0);

    // A question result opens the question itself.
    const question = links.filter({ hasNotText: "Study notes" }).first();
    const href = (await question.getAttribute("href"))!;
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await question.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/#-]/g, "\\$&")}$`));
    await expect(page.locator(`article[id="${href.split("#")[1]}"]`)).toBeInViewport();
  });

  test("a section, '961B', finds the questions and the study notes that cite it", async ({ page }) => {
    await page.goto("/");
    await searchField(page).fill("961B");
    const links = page.getByRole("list", { name: "Search results" }).first().getByRole("link");
    await expect(links.first()).toBeVisible();
    const titles = await links.allTextContents();
    expect(titles.some((t) => t.startsWith("Study notes: Best interests"))).toBe(true);
    expect(titles.filter((t) => !t.startsWith("Study notes")).length).toBeGreaterThan(2);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /\d+ results for “961B”/ })
        .first(),
    ).toBeVisible();
  });

  test("on a phone the menu holds a search field, one tap away; Escape clears it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/practice");
    await page.getByRole("button", { name: "Menu" }).click();
    const field = page
      .getByRole("dialog", { name: "Menu" })
      .or(page.locator("#site-menu"))
      .getByRole("searchbox", { name: "Search questions and study notes" });
    await field.fill("no word like this anywhere zzqx");
    await expect(page.getByRole("status").filter({ hasText: "No results for" })).toBeVisible();
    await field.press("Escape");
    await expect(field).toHaveValue("");
  });
});
