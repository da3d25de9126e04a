import type { Page } from "@playwright/test";
import { axeViolations, expect, firstMultipleChoice, hydrated, ROUTES, test } from "./fixtures";

// axe with every WCAG 2.0 to 2.2 A and AA rule (target size included) on every route at 1280×720 in
// the light theme, then, the colours following the system setting live (CSS light-dark()), the
// rules colours can break in the dark theme on the same page in the same state. At a phone's size
// (390×844), where the navigation folds into its menu and buttons wrap, a page of each layout. Then
// pages in the states a learner brings them to: answered, with its toast, the record on, mock exam
// results and /progress; and Tab through a practice page, whose sticky progress bar must never
// cover what has the focus (WCAG 2.4.11). The print view of every answer (/answers/print) is the
// section pages' entries again, whose colours are /answers/margaret's: it is scanned for its structure.
const EVERY_ROUTE = [...ROUTES.map((route) => route.path), "/case-studies/vera", "/no-such-page"];
const STRUCTURE_ONLY = new Set(["/answers/print"]);
const A_PAGE_OF_EACH_LAYOUT = ["/", "/margaret", "/answers", "/answers/margaret", "/practice", "/exam", "/progress"];
const PHONE = { width: 390, height: 844 };

async function expectNoViolations(page: Page, label: string, { colours = true } = {}) {
  await page.emulateMedia({ colorScheme: "light" });
  const light = await axeViolations(page, colours ? "all" : "structure");
  expect(light, `${label} (light theme)\n${light.join("\n")}`).toEqual([]);
  if (!colours) return;
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await axeViolations(page, "colours");
  expect(dark, `${label} (dark theme)\n${dark.join("\n")}`).toEqual([]);
}

test.describe("accessibility (axe, WCAG 2.2 AA, light and dark)", () => {
  // axe reads every element of a page: on a busy machine that takes tens of seconds.
  test.slow();

  for (const path of EVERY_ROUTE) {
    test(`${path} at 1280×720`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, path, { colours: !STRUCTURE_ONLY.has(path) });
    });
  }

  for (const path of A_PAGE_OF_EACH_LAYOUT) {
    test(`${path} at 390×844`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page, `${path} on a phone`);
    });
  }

  test("an answered question, its explanation and the toast, with the page scrolled to it", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    // The third card's option is clicked where it sits once scrolled to, below the sticky progress bar.
    const card = page.locator("article[data-question]", { has: page.getByRole("button", { name: /^A\. / }) }).nth(2);
    await card.getByRole("button", { name: /^A\. / }).click();
    await expect(card.getByRole("heading", { name: "Explanation" })).toBeVisible();
    // The learner rests the pointer on the toast to read it, which keeps it (sonner pauses its
    // timer): it is scanned fully shown, not fading in or out while axe reads its colours.
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.hover();
    await expect(toast).toHaveCSS("opacity", "1");
    await expectNoViolations(page, "answered");
  });

  test("the study record: a practice page with it on, and /progress with answers, a mock exam and the figures open", async ({ page }) => {
    await page.goto("/general");
    await hydrated(page);
    await page.getByRole("switch", { name: "Keep my progress on this device" }).click();
    const card = firstMultipleChoice(page);
    await expect(card.getByRole("button", { name: "Flag for review" })).toBeVisible();
    await card.getByRole("button", { name: /^A\. / }).click();
    await card.getByRole("button", { name: "Flag for review" }).click();
    await page.reload();
    await hydrated(page);
    await expect(firstMultipleChoice(page)).toContainText(/Last time:/);
    await expectNoViolations(page, "practice page with the record on");
    await page.goto("/exam");
    await hydrated(page);
    await page.getByRole("button", { name: /^Short paper/ }).click();
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Submit exam" }).click();
    await expect(page.getByTestId("standard-band")).toBeVisible();
    await expectNoViolations(page, "mock exam results with the band");
    await page.goto("/progress");
    await hydrated(page);
    await expect(page.getByTestId("record-dashboard")).toBeVisible();
    await page.getByText("Show the figures").click();
    await page.getByRole("button", { name: "Clear progress" }).click();
    await expectNoViolations(page, "/progress with a record");
  });
});

/**
 * How much of what has the focus the fixed navigation and the sticky progress bar leave in view,
 * from 0 to 1, of its part inside the window (a card taller than the window counts from its top).
 */
function unobscured(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    const covers = [...document.querySelectorAll<HTMLElement>("body > header, [role=region][aria-label='Progress on this page']")].filter(
      (cover) => !cover.contains(focused),
    );
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    const covered = covers
      .map((cover) => cover.getBoundingClientRect())
      .map((rect) => [Math.max(rect.top, top), Math.min(rect.bottom, bottom)] as const)
      .filter(([from, to]) => to > from)
      .sort((a, b) => a[0] - b[0]);
    let hidden = 0;
    let reach = top;
    for (const [from, to] of covered) {
      if (to <= reach) continue;
      hidden += to - Math.max(from, reach);
      reach = to;
    }
    // The skip link, fixed above the navigation when focused, is never under it.
    const onTop = getComputedStyle(focused).position === "fixed" || focused === document.body;
    return {
      what: `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}"`,
      share: onTop || bottom <= top ? 1 : (bottom - top - hidden) / (bottom - top),
    };
  });
}

test("Tab through a practice page and Shift+Tab back: the navigation and the sticky progress bar never cover what has the focus", async ({ page }) => {
  test.slow();
  await page.goto("/margaret");
  await hydrated(page);
  // The whole page at 1280×720, down, then up.
  for (const key of [...Array<string>(150).fill("Tab"), ...Array<string>(150).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    const { what, share } = await unobscured(page);
    expect(share, `after ${key}: ${what}`).toBe(1);
  }
});

test("motion respects prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/progress");
  const knob = page.getByRole("switch", { name: "Keep my progress on this device" }).locator("span span").first();
  expect(Number.parseFloat(await knob.evaluate((element) => getComputedStyle(element).transitionDuration))).toBeLessThanOrEqual(0.01);
});
