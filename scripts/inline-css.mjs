// Post-build: put each page's stylesheets inside the page, as one <style> element in <head>.
//
// Why: a stylesheet link blocks the first paint until a second request comes back; on a phone
// on a slow network that round trip was most of the gap between our first paint and a plain
// HTML page's. The whole site's CSS is about 8 KB compressed, so every page carries it and
// pays no extra round trip. The CSP allows the element by its hash (server/headers.mjs).
// Stylesheets no page links any more are deleted, so the service worker does not fetch them.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
    if (hrefs.length === 0) continue;
    const text = hrefs.map(css).join("\n");
    if (/<\/style/i.test(text)) throw new Error(`inline-css: ${hrefs.join(", ")} contains "</style"`);
    let first = true;
    // The first link becomes the <style> (so the cascade order is kept), the others go.
    const inlined = html.replace(STYLESHEET, () => {
      if (!first) return "";
      first = false;
      return `<style>${text}</style>`;
    });
    writeFileSync(file, inlined);
    pages += 1;
  }
  for (const href of read.keys()) rmSync(join(client, href));
  return { pages, stylesheets: [...read.keys()] };
}
