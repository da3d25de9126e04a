import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientDir, framesSettled, hydrated, openPage, ROUTES, sharedBrowser } from "./browser";
import { answerSome, openEveryAnswerKeySection, settled } from "./learner";
import { answerInTutor, buildExam, question } from "./mock-exam";

// Each page inlines the CSS its HTML uses and loads the rest of the stylesheet after its first
// paint (scripts/critical-css.mjs). Every element must look as the full stylesheet would make it:
// with JavaScript off (the rest never comes), for a reader without script as for the first paint;
// and with both parts, after a learner's answers, dialogs, toasts, menu, theme and a mock exam.
const browser = sharedBrowser();
const PAGES = [...ROUTES.map((route) => route.path), "/exam", "/no-such-page"];

/** The full stylesheet the build split: Tailwind's sheet in assets/ (no page links it any more). */
function fullStylesheet(): string {
  const assets = join(clientDir(), "assets");
  const name = readdirSync(assets).find((file) => /^root-[\w-]+\.css$/.test(file) && readFileSync(join(assets, file), "utf8").includes("@layer theme"));
  if (!name) throw new Error(`no full stylesheet (root-*.css) in ${assets}`);
  return `/assets/${name}`;
}

/** Every element's computed style (and its ::before and ::after), as one string per element. */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    // Standard properties only: the critical part leaves out theme values nobody reads, and a
    // value it lacks that a property reads would show in that property.
    const describe = (style: CSSStyleDeclaration) =>
      Array.from(style)
        .filter((name) => !name.startsWith("--"))
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
        .join(";");
    return Array.from(document.querySelectorAll("body, body *"), (element, index) => {
      const name = `${index} <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ").slice(0, 3).join(".")}` : ""}>`;
      const pseudo = (which: string) => {
        const style = getComputedStyle(element, which);
        return style.content === "none" || style.content === "normal" ? "none" : describe(style);
      };
      return `${name} ${describe(getComputedStyle(element))} ::before ${pseudo("::before")} ::after ${pseudo("::after")}`;
    });
  });
}

/** The first property that differs between two descriptions of one element, for the message. */
function firstDifference(before: string, after: string) {
  const a = before.split(";");
  const b = after.split(";");
  const index = a.findIndex((part, i) => part !== b[i]);
  return `${before.split(" ", 2).join(" ")}: ${a[index]} (as loaded) / ${b[index]} (full sheet)`;
}

/**
 * Compares every element's style now with its style once the full stylesheet is appended last
 * (deciding every tie: what the page would look like with it alone), then takes it away again.
 */
async function expectFullSheetLook(page: Page, label: string, { live = true } = {}) {
  if (live) {
    // Toasts leave on a timer: hold them (sonner pauses while the pointer is on them).
    const box = await page.locator("[data-sonner-toast][data-front=true]").first().boundingBox({ timeout: 1_000 }).catch(() => null);
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settled(page);
  }
  // A toast the pointer did not hold (with a modal dialog open, say) can leave on its timer
  // mid-comparison: then the two looks are of different pages, and the comparison is made again.
  for (let attempt = 1; ; attempt++) {
    const [now, full] = await bothLooks(page, live);
    if (full.length !== now.length && attempt < 3) continue;
    expect(full.length, `${label}: the page changed while it was compared`).toBe(now.length);
    const differences = now.flatMap((style, i) => (style === full[i] ? [] : [firstDifference(style, full[i]!)]));
    expect(differences, label).toEqual([]);
    return;
  }
}

/** The page's look as it is, and with the full stylesheet appended last. */
async function bothLooks(page: Page, live: boolean) {
  // Both looks with the same elements laid out (a skipped card reports its placeholder's size).
  await framesSettled(page, { script: live });
  const now = await computedStyles(page);
  await page.evaluate((url) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = url;
    link.id = "full-stylesheet";
    document.head.append(link);
  }, fullStylesheet());
  // (No load event without script: wait for the sheet to be there.)
  await expect.poll(() => page.evaluate(() => (document.getElementById("full-stylesheet") as HTMLLinkElement).sheet !== null)).toBe(true);
  await framesSettled(page, { script: live });
  const full = await computedStyles(page);
  await page.evaluate(() => document.getElementById("full-stylesheet")?.remove());
  return [now, full] as const;
}

/** A page with script, once it has come to life (the rest of its stylesheet is in by then). */
async function openLive(path: string, options: Parameters<typeof openPage>[1] = {}) {
  // Reduced motion: a toast or a colour mid-transition would differ between the two looks.
  const watched = await openPage(browser(), { reducedMotion: "reduce", ...options });
  await watched.page.goto(path);
  await hydrated(watched.page);
  const rest = await watched.page.locator("style[data-rest]").getAttribute("data-rest");
  await expect.poll(() => watched.page.evaluate((href) => [...document.styleSheets].some((sheet) => sheet.href?.endsWith(href)), rest!)).toBe(true);
  return watched;
}

describe("the CSS inlined in each page (issue 5)", () => {
  it.each(PAGES)("%s: the critical part alone styles every element as the full stylesheet does", async (path) => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(path);
      expect(await page.locator("style[data-rest]").getAttribute("data-rest")).toMatch(/^\/assets\/rest-[\w-]+\.css$/);
      await expectFullSheetLook(page, `${path} without JavaScript`, { live: false });
    } finally {
      await close();
    }
  });

  it.each(["/margaret", "/julie-scott", "/standalone", "/general"])("%s: with the rest, after answers, toasts, a reset and the Reset page dialog", async (path) => {
    const { page, problems, close } = await openLive(path);
    await expectFullSheetLook(page, `${path} as loaded`);
    await answerSome(page);
    await expectFullSheetLook(page, `${path} answered`);
    const firstCard = page.locator("article", { has: page.getByRole("button", { name: /^A\. / }) }).first();
    await firstCard.getByRole("button", { name: "Reset" }).click();
    await firstCard.getByRole("button", { name: "Show Explanation" }).click();
    await expectFullSheetLook(page, `${path} reset, explanation shown unanswered`);
    await page.getByRole("button", { name: "Reset page" }).click();
    await page.getByRole("dialog", { name: "Reset this page?" }).waitFor();
    await expectFullSheetLook(page, `${path} Reset page dialog`);
    expect(problems).toEqual([]);
    await close();
  });

  it("/margaret: with the rest, in Attempt first: a draft, a model answer shown and self-marked", async () => {
    const { page, problems, close } = await openLive("/margaret");
    await page.getByRole("switch", { name: /Attempt first/ }).click();
    await page.getByRole("switch", { name: /Attempt first/, checked: true }).waitFor();
    const written = page.locator("article", { hasText: "Written response" }).first();
    await written.getByRole("textbox").first().fill("Margaret is the client.");
    await written.getByRole("button", { name: "Show model answer" }).first().click();
    await written.getByRole("group", { name: /Mark your answer to part a/ }).getByRole("button", { name: "1 mark" }).click();
    await expectFullSheetLook(page, "/margaret Attempt first");
    expect(problems).toEqual([]);
    await close();
  });

  it("/general at 375 px: with the rest, the menu open, the dark theme chosen, then the shortcuts dialog", async () => {
    const { page, problems, close } = await openLive("/general", { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    await page.getByRole("button", { name: /Menu/ }).click();
    await page.getByRole("button", { name: /^Colour theme:.*Change to Dark/ }).first().click();
    // A card or the footer off screen skips its style (content-visibility: auto), and Chromium
    // reports the style it had before the theme changed until it is drawn: scroll through, as a
    // reader would.
    for (const card of await page.locator("article[data-question], footer.site-footer").all()) {
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await expectFullSheetLook(page, "/general menu open, dark");
    await page.getByRole("button", { name: /Menu/ }).click();
    await page.locator("#q1").click();
    await page.keyboard.press("?");
    await page.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
    await expectFullSheetLook(page, "/general shortcuts dialog");
    expect(problems).toEqual([]);
    await close();
  });

  it("/answers: with the rest, every section opened (its answers fetched from the section's page)", async () => {
    const { page, problems, close } = await openLive("/answers");
    expect(await openEveryAnswerKeySection(page)).toBeGreaterThan(0);
    await expectFullSheetLook(page, "/answers every section open");
    expect(problems).toEqual([]);
    await close();
  });

  it("/exam: with the rest, a tutor question answered, a timed exam with a flag and its confirmation, and the results", async () => {
    const { page, problems, close } = await openLive("/exam");
    await buildExam(page, { section: "Margaret", mode: "Tutor", count: 1 });
    await answerInTutor(page, 1, "A");
    await question(page, 1).locator("summary").first().click(); // the case study's facts
    await expectFullSheetLook(page, "/exam tutor");
    await page.getByRole("button", { name: "Finish" }).first().click();
    await page.getByRole("button", { name: "New mock exam" }).click();
    await buildExam(page, { section: "General Questions", mode: "Timed", count: 3 });
    await question(page, 1).getByRole("button", { name: /^B\. / }).click();
    await page.getByRole("button", { name: "Flag for review" }).click();
    await page.getByRole("button", { name: "Submit exam" }).first().click();
    await page.getByRole("dialog", { name: "Submit with questions unanswered?" }).waitFor();
    await expectFullSheetLook(page, "/exam timed, confirmation open");
    await page.getByRole("dialog").getByRole("button", { name: "Submit exam" }).click();
    await page.getByRole("heading", { name: "Results" }).waitFor();
    await expectFullSheetLook(page, "/exam results");
    expect(problems).toEqual([]);
    await close();
  });
});
