import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, ROUTES, sharedBrowser } from "./browser";

// Each page inlines only the CSS its HTML uses (scripts/critical-css.mjs) and loads the full
// stylesheet after its first paint. Here, with JavaScript off (so the full sheet never comes),
// every element's computed style must be what the full stylesheet gives it: the subset drops
// nothing the page needs, for a reader without script as for the first paint.
const browser = sharedBrowser();
const PAGES = [...ROUTES.map((route) => route.path), "/exam", "/no-such-page"];

/** Every element's computed style (and its ::before and ::after), as one string per element. */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    // Standard properties only: the subset leaves out theme values nobody reads, and a value it
    // lacks that a property reads would show in that property.
    const describe = (style: CSSStyleDeclaration) =>
      Array.from(style)
        .filter((name) => !name.startsWith("--"))
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
        .join(";");
    return Array.from(document.querySelectorAll("body, body *"), (element, index) => {
      const name = `${index} <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}>`;
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
  return `${before.split(" ", 2).join(" ")}: ${a[index]} (subset) / ${b[index]} (full)`;
}

describe("the CSS inlined in each page (issue 5)", () => {
  it.each(PAGES)("%s: the inlined subset styles every element as the full stylesheet does", async (path) => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    try {
      await page.goto(path);
      const href = await page.locator("style[data-full]").getAttribute("data-full");
      expect(href).toMatch(/^\/assets\/[\w-]+\.css$/);
      const subset = await computedStyles(page);
      // Appended last, the full sheet decides every tie: what the page would look like with it alone.
      // (No load event without script: wait for the sheet to be there.)
      await page.evaluate((url) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = url;
        link.id = "full-stylesheet";
        document.head.append(link);
      }, href!);
      await expect.poll(() => page.evaluate(() => (document.getElementById("full-stylesheet") as HTMLLinkElement).sheet !== null)).toBe(true);
      const full = await computedStyles(page);
      expect(full.length).toBe(subset.length);
      const differences = subset.flatMap((style, i) => (style === full[i] ? [] : [firstDifference(style, full[i]!)]));
      expect(differences).toEqual([]);
    } finally {
      await close();
    }
  });
});
