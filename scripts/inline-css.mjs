// Post-build: put the CSS each page's HTML uses inside the page, as one <style> element in
// <head>, and have the full stylesheet follow once the page has painted.
//
// Why: a stylesheet link blocks the first paint until a second request comes back; on a phone
// on a slow network that round trip was most of the gap between our first paint and a plain
// HTML page's. Inlining only what the page uses (scripts/critical-css.mjs) keeps each page's
// HTML small enough for the first round trip; the full sheet (for the states only script
// creates) is named on the <style> element (`data-full`), and the page's inline script loads it
// with the modules, after the first paint (app/client/page-scripts.tsx). The CSP allows the
// element by its hash (server/headers.mjs) and the full sheet as 'self'.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { criticalCss } from "./critical-css.mjs";
import { htmlFiles } from "./headers-file.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/** Inlines the stylesheets of every HTML file under `client`; returns how many pages changed. */
export function inlineStylesheets(client) {
  const read = new Map();
  const css = (href) => {
    if (!read.has(href)) read.set(href, readFileSync(join(client, href), "utf8"));
    return read.get(href);
  };
  let pages = 0;
  let inlinedBytes = 0;
  let fullBytes = 0;
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
    if (hrefs.length === 0) continue;
    // One stylesheet is all the build makes; two would need two `data-full` names.
    if (hrefs.length > 1) throw new Error(`inline-css: ${file} links ${hrefs.length} stylesheets; expected one`);
    const [href] = hrefs;
    const text = criticalCss(css(href), html);
    if (/<\/style/i.test(text)) throw new Error(`inline-css: ${href} contains "</style"`);
    const inlined = html.replace(STYLESHEET, () => `<style data-full="${href}">${text}</style>`);
    writeFileSync(file, inlined);
    pages += 1;
    inlinedBytes += text.length;
    fullBytes += css(href).length;
  }
  return { pages, stylesheets: [...read.keys()], share: pages ? inlinedBytes / fullBytes : 0 };
}
