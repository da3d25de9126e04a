// After `react-router build`: turn the prerendered not-found page into 404.html (what static
// hosts and `npm start` serve for unknown paths) and write the redirect file for hosts that read one.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { htmlFiles, writeHeadersFile } from "./headers-file.mjs";
import { inlineStylesheets } from "./inline-css.mjs";
import { writeServiceWorker } from "./service-worker.mjs";

const client = join(process.env.BUILD_DIR ? resolve(process.env.BUILD_DIR) : join(import.meta.dirname, "..", "build"), "client");
const notFoundDir = join(client, "404");

if (!existsSync(join(notFoundDir, "index.html"))) {
  console.error("postbuild: build/client/404/index.html is missing; is /404 in react-router.config.ts prerender?");
  process.exit(1);
}
renameSync(join(notFoundDir, "index.html"), join(client, "404.html"));
// Unknown paths get the prerendered not-found page instead of the empty SPA shell.
rmSync(join(client, "__spa-fallback.html"), { force: true });
rmSync(notFoundDir, { recursive: true, force: true });

// React Router's <Link> marks each link data-discover="true" for its lazy route discovery; the
// production client is not React Router (app/client/router.tsx), so the mark does nothing there
// and only adds bytes to pages that should fit in the first round trip (about 14 KB).
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, "utf8");
  const stripped = html.replaceAll(' data-discover="true"', "");
  if (stripped !== html) writeFileSync(file, stripped);
}

// Each page carries the CSS it uses and loads the rest after painting (scripts/inline-css.mjs).
const inlined = inlineStylesheets(client);

// Netlify and Cloudflare Pages read _redirects.
writeFileSync(join(client, "_redirects"), "/julie-and-scott /julie-scott 301\n/julie-and-scott/ /julie-scott 301\n");

// Static hosts that read _headers get the security headers npm start sends (each page's CSP hashes).
writeHeadersFile(client);

// Offline: a service worker that precaches every file a page loads (written last, so it sees every file).
const worker = writeServiceWorker(client, { unused: fullStylesheets(client, inlined.stylesheets) });

console.log(
  `postbuild: inlined the CSS each of ${inlined.pages} pages uses (${Math.round(inlined.share * 100)}% of the stylesheet on average) and wrote the rest to ${inlined.rests.length} files; wrote 404.html, _redirects, _headers and sw.js (${worker.count} files precached)`,
);

/**
 * The full stylesheet every page now splits, and the copy of it React Router keeps from the
 * prerendering build: no page loads either (they stay for tools and tests), so the service worker
 * need not download them.
 */
function fullStylesheets(dir, linked) {
  const assets = join(dir, "assets");
  const full = new Set(linked.map((href) => readFileSync(join(dir, href), "utf8")));
  return readdirSync(assets)
    .filter((name) => name.endsWith(".css") && full.has(readFileSync(join(assets, name), "utf8")))
    .map((name) => `/assets/${name}`);
}
