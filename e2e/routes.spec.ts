import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { answerKeyGroups } from "~/questions/answer-key";
import { bank } from "~/test/bank";
import { expect, ROUTES, test } from "./fixtures";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} has its title, heading and highlighted navigation link`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      const nav = page.getByRole("navigation", { name: "Main" });
      if (route.nav) await expect(nav.getByRole("link", { name: route.nav, exact: true })).toHaveAttribute("aria-current", "page");
      else await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    });
  }

  test("the large Start Practicing button is set in the base size, not the small one", async ({ page }) => {
    await page.goto("/");
    const start = page.getByRole("link", { name: "Start Practicing" });
    await expect(start).toHaveCSS("font-size", "16px");
    await expect(start).toHaveCSS("height", "48px");
  });

  test("an unknown path shows the not-found page with status 404 and a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/julie-and-scott redirects permanently to /julie-scott", async ({ page, request }) => {
    const response = await request.get("/julie-and-scott", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/julie-scott");
    await page.goto("/julie-and-scott");
    await expect(page).toHaveURL(/\/julie-scott$/);
  });
});

test.describe("navigation and theme", () => {
  test("on a phone the Menu button opens every link and a search field; Escape closes them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText([
      "Preface",
      "Margaret",
      "Julie & Scott",
      "Standalone Scenarios",
      "General Questions",
      "Answers",
      "Practice",
      "Mock exam",
      "Progress",
    ]);
    await expect(menu.getByRole("searchbox", { name: "Search questions and study notes" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "General Questions" }).click();
    await expect(page).toHaveURL(/\/general$/);
  });

  test("the theme choice holds across pages and reloads", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /^Colour theme: System/ });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: /^Colour theme: Dark/ })).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("link", { name: "Margaret", exact: true }).first().click();
    await expect(page).toHaveURL(/\/margaret$/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: /^Colour theme: Dark/ })).toBeVisible();
    await page.getByRole("button", { name: /^Colour theme: Dark/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: /^Colour theme: Light/ }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    await page.reload();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  });
});

test.describe("the answer key", () => {
  test("Print every answer on /answers opens the print view, whose PDF has every question, answer and explanation, without the navigation", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/answers");
    await page.getByRole("link", { name: "Print every answer" }).click();
    await expect(page).toHaveURL(/\/answers\/print$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every answer");
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    let text = "";
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      text += content.items.map((item) => ("str" in item ? item.str : "")).join(" ") + " ";
    }
    const normalise = (s: string) => s.replace(/\s+/g, "").replace(/[‐-―]/g, "-");
    const printed = normalise(text);
    // What the learner expects on paper, from the bank itself: each question, its answer and explanation.
    const entries = answerKeyGroups(bank.sections).flatMap((group) => group.entries);
    expect(entries.length).toBe(bank.questions.length);
    for (const entry of entries) {
      expect(printed, `printed question ${entry.id}`).toContain(normalise(entry.question.slice(0, 80)));
      for (const item of entry.items) {
        const answer = typeof item.answer === "string" ? item.answer : item.answer[0]!;
        expect(printed, `printed answer of ${entry.id}`).toContain(normalise(answer.slice(0, 80)));
        if (item.explanation) expect(printed, `printed explanation of ${entry.id}`).toContain(normalise(item.explanation[0]!.slice(0, 80)));
      }
    }
    expect(printed).not.toContain(normalise("Skip to main content"));
    expect(printed).not.toContain(normalise("Standalone Scenarios General Questions Answers"));
    expect(printed).not.toContain(normalise("Print every answer"));
  });

  test("/answers lists every section with its count; one tap opens its answers, each anchored by its question's id", async ({ page }) => {
    const groups = answerKeyGroups(bank.sections);
    await page.goto("/answers");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /\d+ answers?$/ })).toHaveCount(groups.length);
    const margaret = groups.find((group) => group.id === "margaret")!;
    await main.getByRole("link", { name: new RegExp(`^Margaret\\s*${margaret.entries.length} answers$`) }).click();
    await expect(page).toHaveURL(/\/answers\/margaret$/);
    const ids = () => page.locator("li.answer-entry").evaluateAll((entries) => entries.map((entry) => entry.id));
    expect(await ids()).toEqual(margaret.entries.map((entry) => entry.id));
    // A deep link (as a mock exam's review gives) opens on that answer, below the navigation.
    const fifth = margaret.entries[4]!;
    await page.goto(`/answers/margaret#${fifth.id}`);
    const entry = page.locator(`[id="${fifth.id}"]`);
    await expect(entry).toBeInViewport();
    await expect(entry.getByRole("link", { name: `Question ${fifth.number}` })).toHaveAttribute("href", `/margaret#${fifth.id}`);
    // The print view holds every answer, each anchored once.
    await page.goto("/answers/print");
    expect(await ids()).toEqual(groups.flatMap((group) => group.entries.map((entry) => entry.id)));
  });
});
