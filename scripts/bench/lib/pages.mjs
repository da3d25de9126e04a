// What each prerendered page weighs, read from the build itself: its HTML, and the JavaScript it
// runs at first load: its inline scripts (Astro's island loader, the site script) and the module
// files its HTML names (an island's component and renderer) with everything they import
// statically; chunks behind a dynamic import() are left out, as a browser leaves them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { fileOf } from "./common.mjs";

/** Compressed as the build precompresses for server/serve.mjs (brotli, quality 11). */
export const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript files (URL paths) a page loads at first. */
export function firstLoadScripts(distDir, html) {
  const seen = new Set();
  const queue = [...html.matchAll(/["'](\/_astro\/[^"']+\.m?js)["']/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(distDir, url), "utf8");
    // Static imports only: `import"./x.js"`, `import{a}from"./x.js"`, `export*from"./x.js"`; not `import("./x.js")`.
    for (const [, specifier] of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
      queue.push(new URL(specifier, `http://x${url}`).pathname);
    }
  }
  return [...seen].sort();
}

/** The bodies of a page's inline scripts (not data blocks). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes) && !/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
    .map(([, , body]) => body);
}

/** { html, htmlBr, jsBr, scripts } in bytes for the page at `path` (compressed JS: files and inline scripts). */
export function pageWeight(distDir, path) {
  const html = readFileSync(fileOf(distDir, path));
  const text = html.toString("utf8");
  const scripts = firstLoadScripts(distDir, text);
  let jsBr = 0;
  for (const url of scripts) jsBr += brotli(readFileSync(join(distDir, url)));
  const inline = inlineScripts(text);
  if (inline.length > 0) jsBr += brotli(Buffer.from(inline.join("\n")));
  return { html: html.length, htmlBr: brotli(html), jsBr, scripts, inline: inline.length };
}
