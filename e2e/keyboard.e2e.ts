import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, ROUTES, sharedBrowser } from "./browser";

const browser = sharedBrowser();

/** What has keyboard focus, and whether a sighted keyboard user can see where it is. */
interface FocusStop {
  tag: string;
  text: string;
  role: string | null;
  article: string | null;
  /** Index of the true/false statement the element belongs to. */
  statement: number | null;
  optionIndex: string | null;
  action: string | null;
  pressed: string | null;
  inMainNav: boolean;
  /** A focus outline or a box-shadow ring is drawn. */
  indicator: boolean;
  /** Some part of the element is on screen and not covered by the fixed header, the sticky progress bar or a toast. */
  unobscured: boolean;
  /** Where it is and what is at its centre, for a failure's message. */
  where: string;
  style: string;
}

function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    // What the learner sees: after the frame that scrolls the focused element into view has been
    // laid out and painted (a question card off screen is laid out only as focus reaches it).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none" && style.boxShadow !== "";
    const rect = el.getBoundingClientRect();
    // WCAG 2.4.11: the focused element must not be entirely hidden. Probe its centre and corners.
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const unobscured = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit));
    });
    const centre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const where = `at ${Math.round(rect.top)}..${Math.round(rect.bottom)} of ${innerHeight}; at its centre: ${centre ? `<${centre.tagName.toLowerCase()} class="${String(centre.getAttribute("class") ?? "").slice(0, 60)}">` : "nothing"}`;
    return {
      where,
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
      role: el.getAttribute("role"),
      article: el.closest("article[data-question]")?.id ?? null,
      statement: (() => {
        const statement = el.closest("[data-statement]");
        const article = el.closest("article[data-question]");
        return statement && article ? Array.from(article.querySelectorAll("[data-statement]")).indexOf(statement) : null;
      })(),
      optionIndex: el.getAttribute("data-option-index"),
      action: el.getAttribute("data-action"),
      pressed: el.getAttribute("aria-pressed"),
      inMainNav: !!el.closest('nav[aria-label="Main"]'),
      indicator: outline || ring,
      unobscured,
      style: `outline ${style.outlineStyle} ${style.outlineWidth}; box-shadow ${style.boxShadow}`,
    };
  });
}

/** A keyboard journey: every Tab or Shift+Tab stop must show where focus is. */
function journey(page: Page) {
  let stops = 0;
  async function press(key: "Tab" | "Shift+Tab"): Promise<FocusStop> {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    expect(stop, `${key} left focus on the page body`).not.toBeNull();
    expect(stop!.indicator, `no visible focus indicator on <${stop!.tag}> "${stop!.text}" (${stop!.style})`).toBe(true);
    expect(stop!.unobscured, `<${stop!.tag}> "${stop!.text}" has focus but is hidden or covered (${stop!.where})`).toBe(true);
    stops++;
    return stop!;
  }
  /** Tab (or Shift+Tab) until `wanted` matches, checking every stop on the way. */
  async function until(wanted: (stop: FocusStop) => boolean, key: "Tab" | "Shift+Tab" = "Tab", limit = 400): Promise<FocusStop> {
    for (let i = 0; i < limit; i++) {
      const stop = await press(key);
      if (wanted(stop)) return stop;
    }
    throw new Error(`no focus stop matched within ${limit} presses of ${key}`);
  }
  return { press, until, stops: () => stops };
}

describe("keyboard only (issue 6)", () => {
  it("answers, reveals, resets and navigates /margaret with Tab, Shift+Tab, Enter and Space, focus always visible", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/margaret");
    await hydrated(page);
    const keys = journey(page);
    const progress = page.getByLabel("Margaret progress");

    // The first Tab reaches the skip link, which moves focus to the main content.
    const skip = await keys.press("Tab");
    expect(skip).toMatchObject({ tag: "a", text: "Skip to main content" });
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");

    // Multiple choice: Tab to option B of PQ1 and choose it with Enter.
    await keys.until((s) => s.article === "pq1" && s.optionIndex === "1");
    await page.keyboard.press("Enter");
    const pq1 = page.locator("#pq1");
    expect(await pq1.locator('[data-option-index="1"]').getAttribute("aria-pressed")).toBe("true");
    expect(await pq1.locator('button[aria-pressed="true"]').count()).toBe(1);
    await pq1.getByRole("heading", { name: "Explanation" }).waitFor(); // it follows the verdict a frame later
    await expect.poll(() => progress.textContent()).toContain("Answered1/12");
    // The locked options stay focusable and Space on another one changes nothing.
    await keys.press("Tab");
    await page.keyboard.press("Space");
    expect(await pq1.locator('button[aria-pressed="true"]').count()).toBe(1);

    // Hide the explanation with Space and show it again with Enter.
    await keys.until((s) => s.article === "pq1" && s.action === "explanation");
    await page.keyboard.press("Space");
    expect(await pq1.getByRole("heading", { name: "Explanation" }).count()).toBe(0);
    expect(await pq1.locator('[data-action="explanation"]').getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await pq1.getByRole("heading", { name: "Explanation" }).waitFor(); // it follows the verdict a frame later

    // Reset: the Reset button goes away, so focus returns to the first option, still visible.
    await keys.until((s) => s.article === "pq1" && s.action === "reset");
    await page.keyboard.press("Enter");
    expect(await pq1.locator('button[aria-pressed="true"]').count()).toBe(0);
    await expect.poll(() => progress.textContent()).toContain("Answered0/12");
    const afterReset = await focusStop(page);
    expect(afterReset).toMatchObject({ article: "pq1", optionIndex: "0", indicator: true });

    // Choose with Space this time.
    await keys.press("Tab");
    await keys.press("Tab");
    await page.keyboard.press("Space");
    expect(await pq1.locator('[data-option-index="2"]').getAttribute("aria-pressed")).toBe("true");

    // True/false: answer the first statement of the first true/false set with Space, the second with Enter.
    const tfId = await page.locator("article[data-question]:has([data-statement])").first().getAttribute("id");
    const tf = page.locator(`#${tfId}`);
    await keys.until((s) => s.article === tfId && s.statement === 0 && s.optionIndex === "0");
    await page.keyboard.press("Space");
    const statements = tf.locator("[data-statement]");
    expect(await statements.nth(0).locator('button[aria-pressed="true"]').count()).toBe(1);
    await keys.until((s) => s.article === tfId && s.statement === 1 && s.optionIndex === "1");
    await page.keyboard.press("Enter");
    expect(await statements.nth(1).locator('[data-option-index="1"]').getAttribute("aria-pressed")).toBe("true");
    // A set counts once every statement is answered: after the bar's frame, still one answered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
    expect(await progress.textContent()).toContain("Answered1/12");

    // Written: go back to the Attempt first switch and turn it on with Space.
    await keys.until((s) => s.role === "switch", "Shift+Tab");
    await page.keyboard.press("Space");
    // The switch waits for any card not yet hydrated to hydrate first (one task): wait for it.
    await page.getByRole("switch", { name: /Attempt first/, checked: true }).waitFor();
    expect(await page.getByRole("switch", { name: /Attempt first/ }).getAttribute("aria-checked")).toBe("true");
    const written = page.locator("article[data-question]", { hasText: "Written response" }).first();
    const writtenId = await written.getAttribute("id");
    expect(await written.getByRole("heading", { name: "Model answer" }).count()).toBe(0);

    // Tab through the draft box to Show model answer, and press Enter.
    await keys.until((s) => s.article === writtenId && s.tag === "textarea");
    await keys.until((s) => s.article === writtenId && s.text === "Show model answer");
    await page.keyboard.press("Enter");
    expect(await written.getByRole("heading", { name: "Model answer" }).count()).toBe(1);
    // The button goes away; focus must not drop to the page body (a screen reader would lose its
    // place): it stays in the same question, and so does the next Tab.
    expect((await focusStop(page))?.article, "focus was lost when Show model answer disappeared").toBe(writtenId);
    const next = await keys.press("Tab");
    expect(next.article).toBe(writtenId);

    // Self-mark part a with Space.
    await keys.until((s) => s.article === writtenId && /^1 mark$/.test(s.text), "Tab", 20);
    const marksBefore = Number(/Marks(\d+)\//.exec((await progress.textContent()) ?? "")?.[1]);
    await page.keyboard.press("Space");
    expect(await written.getByRole("group", { name: /Mark your answer to part a/ }).getByRole("button", { name: "1 mark" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => progress.textContent()).toContain(`Marks${marksBefore + 1}/`);

    // Navigate: Shift+Tab back up to the main navigation and follow "Answers" with Enter.
    await keys.until((s) => s.inMainNav && s.text === "Answers", "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/answers");
    const answers = ROUTES.find((r) => r.path === "/answers")!;
    await page.getByRole("heading", { level: 1, name: answers.h1 }).waitFor();
    expect(await page.title()).toBe(answers.title);

    // Focus moved somewhere sensible: the top of the new page, not the link just followed.
    const landed = await page.evaluate(() => {
      const el = document.activeElement;
      return !el || el === document.body || el.id === "main" || el.tagName === "H1";
    });
    if (!landed) {
      // Otherwise the next Tab stop must be the skip link.
      expect((await keys.press("Tab")).text).toBe("Skip to main content");
    }
    // And the next Tab goes into the new page's content: open the first answer-key section with Enter.
    const first = await keys.until((s) => s.tag === "summary", "Tab", 10);
    expect(first.inMainNav).toBe(false);
    await page.keyboard.press("Enter");
    expect(await page.locator("details[open]").count()).toBe(1);
    await page.keyboard.press("Space");
    expect(await page.locator("details[open]").count()).toBe(0);

    expect(keys.stops()).toBeGreaterThan(20);
    expect(problems).toEqual([]);
    await close();
  });

  it("after following a link with the keyboard, the new page starts from its skip link", async () => {
    const { page, problems, close } = await openPage(browser());
    await page.goto("/");
    await hydrated(page);
    const keys = journey(page);
    await keys.until((s) => s.inMainNav && s.text === "General Questions");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/general");
    await page.getByRole("heading", { level: 1, name: "General Questions" }).waitFor();
    await hydrated(page);
    // Every page is its own document: the browser starts a new page from the top, as on any
    // website, so the first Tab is the skip link and Enter on it moves focus to the content.
    expect((await keys.press("Tab")).text).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The next Tab goes into the page's content, not on through the navigation.
    const stop = await keys.press("Tab");
    expect(stop.inMainNav).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });
});
