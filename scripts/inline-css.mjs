// Post-build: split the stylesheet for each page (scripts/critical-css.mjs): put the part its HTML
// uses inside the page, as one <style> element in <head>, and write the rest to a file of its own
// that the page loads once it has painted.
//
// Why: a stylesheet link blocks the first paint until a second request comes back; on a phone
// on a slow network that round trip was most of the gap between our first paint and a plain
// HTML page's. Inlining only what the page uses keeps each page's HTML small enough for the first
// round trip; the rest (for the states only script creates) is named on the <style> element
// (`data-rest`), and the page's inline script loads it with the modules, after the first paint
// (app/client/page-scripts.tsx). The CSP allows the element by its hash (server/headers.mjs) and
// the rest as 'self'. Pages whose rest is the same share one file (it is named by its content).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { splitCss } from "./critical-css.mjs";
import { htmlFiles } from "./headers-file.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * Splits the stylesheet of every HTML file under `client`. Returns how many pages changed, the
 * full stylesheets (which no page links any more), the rest files written, and the inlined share.
 */
export function inlineStylesheets(client) {
  const read = new Map();
  const css = (href) => {
    if (!read.has(href)) read.set(href, readFileSync(join(client, href), "utf8"));
    return read.get(href);
  };
  const rests = new Set();
  let pages = 0;
  let inlinedBytes = 0;
  let fullBytes = 0;
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
    if (hrefs.length === 0) continue;
    // One stylesheet is all the build makes; two would need two `data-rest` names.
    if (hrefs.length > 1) throw new Error(`inline-css: ${file} links ${hrefs.length} stylesheets; expected one`);
    const [href] = hrefs;
    const { critical, rest } = splitCss(css(href), html);
    if (/<\/style/i.test(critical)) throw new Error(`inline-css: ${href} contains "</style"`);
    const restHref = `/assets/rest-${createHash("sha256").update(rest).digest("base64url").slice(0, 10)}.css`;
    if (!rests.has(restHref)) writeFileSync(join(client, restHref), rest);
    rests.add(restHref);
    writeFileSync(file, html.replace(STYLESHEET, () => `<style data-rest="${restHref}">${critical}</style>`));
    pages += 1;
    inlinedBytes += critical.length;
    fullBytes += css(href).length;
  }
  return { pages, stylesheets: [...read.keys()], rests: [...rests], share: pages ? inlinedBytes / fullBytes : 0 };
}
