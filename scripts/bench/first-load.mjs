// The script a page loads first, read from the built files: the islands' components and
// renderers, the page's module scripts, and everything they import statically, each counted once,
// brotli-compressed as the server sends it (the build writes .br beside each file). Dynamic
// imports are listed apart: they load only when the code asks (the study record's client, a mock
// exam's runner).
//   node scripts/bench/first-load.mjs [dist] [page ...] [--with pattern]
//   e.g. node scripts/bench/first-load.mjs dist /margaret --with 'client\.'   (a practice page with the record on)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";

const STATIC_IMPORT = /(?:^|[;}\n\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.{1,2}\/[^"'`]+|\/_astro\/[^"'`]+)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.{1,2}\/[^"'`]+|\/_astro\/[^"'`]+)["'`]\s*\)/g;

function resolve(from, spec) {
  return spec.startsWith("/") ? spec : new URL(spec, `http://x${from}`).pathname;
}

function brotliSize(dist, path) {
  const file = join(dist, path);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file)).length;
}

/** Every file `entries` load statically, and the dynamic imports met on the way. */
export function closure(dist, entries) {
  const seen = new Set();
  const dynamic = new Set();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), "utf8");
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(resolve(path, spec));
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) dynamic.add(resolve(path, spec));
  }
  return { files: [...seen], dynamic: [...dynamic].filter((d) => !seen.has(d)) };
}

/** The scripts a page's HTML starts: island components and renderers, module scripts. */
export function pageEntries(dist, page) {
  const file = page === "/" ? "index.html" : `${page.replace(/^\//, "")}.html`;
  const html = readFileSync(join(dist, file), "utf8");
  const urls = [...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"|<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  return [...new Set(urls.filter((u) => u.endsWith(".js")))];
}

/**
 * A page's first-load script; with `also` (a pattern), the dynamic imports whose names match it
 * are counted as loaded too, with all they import (e.g. /Dashboard\./ for /progress with a record).
 */
export function firstLoad(dist, page, also) {
  const entries = pageEntries(dist, page);
  let { files, dynamic } = closure(dist, entries);
  if (also) ({ files, dynamic } = closure(dist, [...entries, ...dynamic.filter((d) => also.test(d))]));
  const bytes = files.reduce((sum, f) => sum + brotliSize(dist, f), 0);
  return { page, bytes, files, dynamic };
}

export { brotliSize };

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const withAt = args.indexOf("--with");
  const also = withAt >= 0 ? new RegExp(args.splice(withAt, 2)[1]) : undefined;
  const [dist = "dist", ...pages] = args;
  for (const page of pages.length ? pages : ["/", "/margaret", "/exam", "/progress"]) {
    const result = firstLoad(dist, page, also);
    console.log(`${page}: ${(result.bytes / 1000).toFixed(1)} KB brotli, ${result.files.length} files`);
    for (const f of result.files) console.log(`  ${f} ${(brotliSize(dist, f) / 1000).toFixed(1)} KB`);
    for (const d of result.dynamic) console.log(`  (dynamic) ${d} ${(brotliSize(dist, d) / 1000).toFixed(1)} KB`);
  }
}
