// The service worker's own part, beside Workbox's precaching and routes (sw.js imports it; the build
// fills in the cache name: integrations/offline.mjs). Each build keeps what the learner opened, and
// what "Make every page available offline" saved, in one cache of its own, with the build's list of
// files (offline.json) in it:
// - install (while the previous build's worker still serves every open page): the new build's
//   cache takes over the previous one's files that this build still has, copied if unchanged (same
//   revision), fetched anew if changed, so a new deploy replaces the kept pages and an open page
//   keeps its own build's files until the learner reloads;
// - activate: the previous builds' caches go, and the pages open in a window before any worker
//   controlled them (the first visit) are kept as if read through this one.
const SITE_CACHE = "__SITE_CACHE__";
const PREFIX = "adviserready-site-";
const LIST = "/offline.json";
const AT_ONCE = 6;

/** Fetches `path` from the network into `cache`; a file that fails is left out. */
async function fetchInto(cache, path) {
  try {
    const response = await fetch(path, { cache: "no-cache" });
    if (response.ok) await cache.put(path, response);
  } catch {
    // Offline, or the server changed again: the file is fetched when next read.
  }
}

/** Runs the tasks, AT_ONCE at a time. */
async function inTurn(tasks) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (queue.length) await queue.shift()();
    }),
  );
}

const readList = (response) => (response ? response.json().catch(() => undefined) : undefined);

/** This build's list, kept in its cache; undefined when the server already has a newer build (whose worker brings its own). */
async function ownList(cache) {
  const kept = await readList(await cache.match(LIST));
  if (kept) return kept;
  try {
    const response = await fetch(LIST, { cache: "no-cache" });
    const list = await readList(response.clone());
    if (list?.cache !== SITE_CACHE) return undefined;
    await cache.put(LIST, response);
    return list;
  } catch {
    return undefined;
  }
}

/** Takes over the previous builds' kept files that this build still has. */
async function carryOver() {
  const cache = await caches.open(SITE_CACHE);
  const list = await ownList(cache);
  if (!list) return;
  const revisions = new Map(list.files.map((file) => [file.url, file.revision]));
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === SITE_CACHE) continue;
    const previous = await caches.open(name);
    const before = new Map(((await readList(await previous.match(LIST)))?.files ?? []).map((file) => [file.url, file.revision]));
    const tasks = [];
    for (const request of await previous.keys()) {
      const path = new URL(request.url).pathname;
      if (!revisions.has(path) || kept.has(path)) continue;
      kept.add(path);
      if (before.get(path) !== revisions.get(path)) tasks.push(() => fetchInto(cache, path));
      else
        tasks.push(async () => {
          const response = await previous.match(request);
          if (response) await cache.put(path, response);
        });
    }
    await inTurn(tasks);
  }
}

/** Drops the previous builds' caches, and keeps the pages opened before any worker controlled them. */
async function settle() {
  // Files saved into the previous cache since this worker installed come over too.
  await carryOver();
  for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== SITE_CACHE) await caches.delete(name);
  const cache = await caches.open(SITE_CACHE);
  const list = await readList(await cache.match(LIST));
  if (!list) return;
  const pages = new Set(list.files.map((file) => file.url));
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = [...new Set(windows.map((client) => new URL(client.url).pathname))].filter((path) => pages.has(path));
  await inTurn(open.map((path) => async () => (await cache.match(path)) || fetchInto(cache, path)));
}

self.addEventListener("install", (event) => event.waitUntil(carryOver().catch(() => {})));
self.addEventListener("activate", (event) => event.waitUntil(settle().catch(() => {})));
