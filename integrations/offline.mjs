// Offline support, as the build writes it (integrations/static-site.mjs calls these):
// - the app shell, which Workbox precaches on the first visit: the offline page, every script the
//   pages load (a page's lazily loaded parts included, so that an open page keeps working across a
//   new deploy), the web manifest and the icons: about 190 KB compressed, however large the bank grows;
// - offline.json, the list of every other file (pages, the mock exam's data, the search index)
//   with its compressed size and revision, for "Make every page available offline" on /practice
//   (src/site/offline-copies.ts) and for the worker's carry-over to a new deploy;
// - the runtime caching of what the learner opens, into one cache named for this build;
// - sw-offline.js, the worker's own part beside Workbox's (integrations/offline-worker.js).
// docs/decisions/0013-offline-on-request.md says why.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every build's runtime cache is named with this and the build's id. */
export const SITE_CACHE_PREFIX = "adviserready-site-";
/** The list of every file outside the shell. */
export const OFFLINE_LIST = "offline.json";
/** The worker's own part, imported by sw.js. */
export const OFFLINE_WORKER = "sw-offline.js";
/** Served for a page that is neither online nor kept on the device. */
export const OFFLINE_PAGE = "offline.html";

/** What Workbox precaches. */
export const SHELL_GLOBS = [OFFLINE_PAGE, "_astro/**/*.{js,css}", "*.{png,webmanifest}"];
const isShell = (path) => path === OFFLINE_PAGE || /^_astro\/.+\.(js|css)$/.test(path) || /^[^/]+\.(png|webmanifest)$/.test(path);

/** Written by the build for hosts and the worker, never fetched as content. */
const NOT_CONTENT = new Set(["_headers", "_redirects", "sw.js", OFFLINE_WORKER, OFFLINE_LIST]);
/** Pagefind's ready-made interfaces, which the site's own search (src/site/site-search.ts) never loads. */
const UNUSED = /^pagefind\/pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/;
/** Pagefind's index and fragments are named for their content: the name is the revision. */
const NAMED_FOR_CONTENT = /^pagefind\/(index|fragment)\/|^pagefind\/.+\.pf_meta$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** "margaret.html" -> "/margaret", "index.html" -> "/", "answers/margaret.html" -> "/answers/margaret"; other files keep their path. */
export function urlOf(path) {
  if (!path.endsWith(".html")) return `/${path}`;
  return `/${path.slice(0, -".html".length).replace(/(^|\/)index$/, "")}`;
}

/**
 * The list of every file outside the shell (`ignore`: the not-found page and the redirects, which
 * no cache keeps), each with its size as the server sends it (brotli where the build wrote a copy)
 * and its revision (empty where the name says it); and the build's id, from every file's content,
 * shell included.
 */
export function offlineList(root, ignore) {
  const files = [];
  const shell = [];
  for (const file of walk(root)) {
    const path = relative(root, file).split(sep).join("/");
    if (/\.(br|gz)$/.test(path) || NOT_CONTENT.has(path) || UNUSED.test(path) || ignore.includes(path)) continue;
    const body = readFileSync(file);
    const hash = createHash("md5").update(body).digest("hex").slice(0, 8);
    if (isShell(path)) {
      shell.push(`${path} ${hash}`);
      continue;
    }
    const bytes = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : body.length;
    files.push({ url: urlOf(path), bytes, revision: NAMED_FOR_CONTENT.test(path) ? "" : hash });
  }
  files.sort((a, b) => a.url.localeCompare(b.url));
  const id = createHash("sha256")
    .update([...shell.sort(), ...files.map((f) => `${f.url} ${f.revision}`)].join("\n"))
    .digest("hex")
    .slice(0, 12);
  return { cache: `${SITE_CACHE_PREFIX}${id}`, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** Writes offline.json and sw-offline.js (the worker's part, with this build's cache name). */
export function writeOfflineFiles(root, list) {
  writeFileSync(join(root, OFFLINE_LIST), JSON.stringify(list));
  const worker = readFileSync(new URL("./offline-worker.js", import.meta.url), "utf8");
  if (!worker.includes("__SITE_CACHE__")) throw new Error("integrations/offline-worker.js has no __SITE_CACHE__ to fill in");
  writeFileSync(join(root, OFFLINE_WORKER), worker.replace("__SITE_CACHE__", list.cache));
}

/**
 * Workbox's runtime caching, all into this build's cache: a page from the network first (so a
 * page once read opens offline, and online it is always the latest), else the kept copy, else the
 * offline page; scripts and the mock exam's data from the cache first (within one build neither
 * changes); the list from the cache the worker put it in at install (so a page reads its own
 * build's list), and the search index from the cache only if "every page" put it there: neither is
 * kept by reading it.
 */
export function runtimeCaching(cacheName) {
  // Workbox writes these functions into sw.js as their source text: literals only.
  return [
    {
      urlPattern: ({ request }) => request.mode === "navigate",
      handler: "NetworkFirst",
      options: { cacheName, networkTimeoutSeconds: 5, matchOptions: { ignoreSearch: true }, precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
    },
    { urlPattern: ({ url }) => url.pathname.startsWith("/_astro/") || url.pathname.startsWith("/data/"), handler: "CacheFirst", options: { cacheName } },
    {
      urlPattern: ({ url }) => url.pathname === "/offline.json" || url.pathname.startsWith("/pagefind/"),
      handler: "CacheFirst",
      // Pagefind asks for its entry file with a time stamp (?ts=) to skip the HTTP cache.
      options: { cacheName, matchOptions: { ignoreSearch: true }, plugins: [{ cacheWillUpdate: async () => null }] },
    },
  ];
}
