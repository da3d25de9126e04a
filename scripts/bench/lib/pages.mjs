// What each prerendered page weighs, read from the build itself: its HTML, and the JavaScript it
// loads at first (the scripts and module preloads in its HTML and everything they import
// statically; chunks behind a dynamic import() are left out, as a browser leaves them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** Compressed as server/serve.mjs compresses (brotli, quality 11). */
const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript files (URL paths) a page loads at first. */
export function firstLoadScripts(clientDir, html) {
  const seen = new Set();
  const queue = [...html.matchAll(/["'](\/assets\/[^"']+\.m?js)["']/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    // Static imports only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`; not `import("./x.js")`.
    for (const [, specifier] of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
      queue.push(new URL(specifier, `http://x${url}`).pathname);
    }
  }
  return [...seen].sort();
}

/** { html, htmlBr, js, jsBr, scripts } in bytes for the page at `route`. */
export function pageWeight(clientDir, route) {
  const file = join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  const html = readFileSync(file);
  const scripts = firstLoadScripts(clientDir, html.toString("utf8"));
  let js = 0;
  let jsBr = 0;
  for (const url of scripts) {
    const body = readFileSync(join(clientDir, url));
    js += body.length;
    jsBr += brotli(body);
  }
  return { html: html.length, htmlBr: brotli(html), js, jsBr, scripts };
}
