// After `astro build`: the service worker (Workbox), precompressed copies of every text file for
// the server, and the redirect and header files static hosts read.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { generateSW } from "workbox-build";
import { securityHeaders, workerHeaders } from "../server/headers.mjs";
import { REDIRECTS } from "../server/serve.mjs";

const dist = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, "..", "dist"));

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const urlOf = (file) => "/" + relative(dist, file).split(sep).join("/");

// Offline: Workbox precaches the whole build. A new deploy's worker waits (no skipWaiting, no
// clientsClaim) until the learner accepts the update offer (src/scripts/site.ts posts
// SKIP_WAITING, which generateSW's worker listens for) or every tab has closed, so an open page,
// a mock exam in progress included, keeps the files it was built with.
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ["**/*.{html,js,css,png,webmanifest}"],
  // The not-found page is only ever served with status 404, which a precache refuses.
  globIgnores: ["julie-and-scott.html", "404.html"],
  swDest: join(dist, "sw.js"),
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  // Hashed files need no revision; the rest (pages, icons) get one from their contents.
  dontCacheBustURLsMatching: /^_astro\//,
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: "production",
});
for (const warning of warnings) console.warn(`postbuild: workbox: ${warning}`);

// Netlify and Cloudflare Pages read _redirects and _headers.
writeFileSync(join(dist, "_redirects"), Object.entries(REDIRECTS).map(([from, to]) => `${from} ${to} 301\n${from}/ ${to} 301\n`).join(""));
const pages = files(dist).filter((file) => file.endsWith(".html"));
const headerBlock = (path, headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
const blocks = [headerBlock("/*", securityHeaders()), headerBlock("/sw.js", workerHeaders())];
for (const file of pages) {
  const url = urlOf(file).replace(/\.html$/, "").replace(/\/index$/, "/");
  blocks.push(headerBlock(url, securityHeaders(readFileSync(file))));
}
writeFileSync(join(dist, "_headers"), blocks.join("\n\n") + "\n");

// Precompressed copies for the server (sirv serves them by Accept-Encoding).
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt"]);
let compressed = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const body = readFileSync(file);
  if (body.length < 256) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

console.log(`postbuild: sw.js precaches ${count} files (${Math.round(size / 1024)} KB); ${compressed} files precompressed; _headers and _redirects written`);
