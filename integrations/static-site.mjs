// The site's Astro adapter: `astro build` alone writes everything a static host and our server
// (server/serve.mjs) need besides the pages:
// - _headers: each page's Content-Security-Policy as Astro made it for that page (Astro hands a
//   static-headers adapter the headers of every page), and the fixed security headers;
// - _redirects: the redirects of astro.config.mjs;
// - sw.js: Workbox's service worker, precaching the app shell and keeping what the learner opens,
//   with sw-offline.js and offline.json (integrations/offline.mjs);
// - .br and .gz copies of every text file, which the server sends by Accept-Encoding.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { generateSW } from "workbox-build";
import { readRedirects } from "../server/serve.mjs";
import { OFFLINE_LIST, OFFLINE_WORKER, offlineList, runtimeCaching, SHELL_GLOBS, writeOfflineFiles } from "./offline.mjs";

/** On every response. */
const EVERY_RESPONSE = { "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" };
/** On pages only: they mean something for a document, and nothing for a script or a data file. */
const DOCUMENT = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};
/** Directives only a header can carry. */
const HEADER_ONLY = "frame-ancestors 'none'";
/** Scripts and the mock exam's data: nothing runs if one is opened as a document. */
const NON_PAGE_POLICY = `default-src 'none'; ${HEADER_ONLY}`;
/** The service worker's own policy governs its fetches: this origin only. */
const WORKER_POLICY = `default-src 'self'; ${HEADER_ONLY}`;

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".txt"]);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Offline (docs/decisions/0013-offline-on-request.md), for the build in `root` once its pages,
 * compressed copies and _redirects are written: offline.json and sw-offline.js, then Workbox's
 * sw.js, which precaches the app shell; pages and data are kept as the learner opens them, or all
 * at once on request, the search index (integrations/search-index.mjs) only then. A new deploy's
 * worker waits (no skipWaiting, no clientsClaim) until the learner accepts the update offer
 * (src/site/update-offer.ts) or every tab has closed, so an open page, a mock exam in progress
 * included, keeps its files (docs/decisions/0004-service-worker-updates.md).
 */
export async function writeServiceWorker(root) {
  // The not-found page is only ever served with status 404, which no cache keeps; a redirect is not a page.
  const redirected = [...readRedirects(readFileSync(join(root, "_redirects"), "utf8")).keys()].map((from) => `${from.slice(1)}.html`);
  const neverCached = ["404.html", ...redirected];
  const list = offlineList(root, neverCached);
  writeOfflineFiles(root, list);
  const result = await generateSW({
    globDirectory: root,
    globPatterns: SHELL_GLOBS,
    globIgnores: neverCached,
    swDest: join(root, "sw.js"),
    importScripts: [OFFLINE_WORKER],
    runtimeCaching: runtimeCaching(list.cache),
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    dontCacheBustURLsMatching: /^_astro\//,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: "production",
  });
  return { ...result, list };
}

const block = (path, headers) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

export default function staticSite() {
  let redirects = {};
  return {
    name: "adviserready-static-site",
    hooks: {
      "astro:config:done": ({ config, setAdapter }) => {
        redirects = Object.fromEntries(Object.entries(config.redirects).map(([from, to]) => [from, typeof to === "string" ? to : to.destination]));
        setAdapter({
          name: "adviserready-static-site",
          entrypointResolution: "auto",
          supportedAstroFeatures: { staticOutput: "stable", serverOutput: "unsupported", hybridOutput: "unsupported", sharpImageService: "unsupported" },
          adapterFeatures: { buildOutput: "static", staticHeaders: true },
        });
      },
      "astro:build:generated": ({ dir, routeToHeaders }) => {
        // Hosts send every block that matches a path, so no two blocks that match one path carry the
        // same header. Each of the 70 data files of a mock exam carries only what it needs.
        const blocks = [
          block("/*", EVERY_RESPONSE),
          block("/_astro/*", { "Content-Security-Policy": NON_PAGE_POLICY }),
          block("/data/*", { "Content-Security-Policy": NON_PAGE_POLICY }),
          block("/sw.js", { "Content-Security-Policy": WORKER_POLICY }),
          block(`/${OFFLINE_WORKER}`, { "Content-Security-Policy": NON_PAGE_POLICY }),
          block(`/${OFFLINE_LIST}`, { "Content-Security-Policy": NON_PAGE_POLICY }),
        ];
        for (const [path, { headers }] of [...routeToHeaders].sort(([a], [b]) => a.localeCompare(b))) {
          const policy = headers.get("content-security-policy");
          if (policy) blocks.push(block(path, { "Content-Security-Policy": `${policy.replace(/;\s*$/, "")}; ${HEADER_ONLY}`, ...DOCUMENT }));
        }
        writeFileSync(new URL("_headers", dir), `${blocks.join("\n\n")}\n`);
        writeFileSync(
          new URL("_redirects", dir),
          Object.entries(redirects)
            .map(([from, to]) => `${from} ${to} 301\n`)
            .join(""),
        );
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const compress = (file) => {
          if (!COMPRESSIBLE.has(extname(file))) return 0;
          const body = readFileSync(file);
          if (body.length < 256) return 0;
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          return 1;
        };
        // Compressed first: the list of files for offline use gives each one's size as sent.
        let compressed = files(root).reduce((sum, file) => sum + compress(file), 0);
        const { count, size, warnings, list } = await writeServiceWorker(root);
        for (const warning of warnings) logger.warn(warning);
        compressed += ["sw.js", OFFLINE_WORKER, OFFLINE_LIST].reduce((sum, name) => sum + compress(join(root, name)), 0);
        logger.info(
          `sw.js precaches ${count} files (${Math.round(size / 1024)} KB before compression); every page offline adds ${list.files.length} files, ${(list.bytes / 1e6).toFixed(2)} MB; ${compressed} files precompressed; _headers and _redirects written (${relative(process.cwd(), root).split(sep).join("/") || "."})`,
        );
      },
    },
  };
}
