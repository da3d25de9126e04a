import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { OfflineList } from "~/offline/list";

const list: OfflineList = {
  cache: "adviserready-site-test",
  bytes: 2_700_000,
  files: [
    { url: "/margaret", bytes: 24_000, revision: "a" },
    { url: "/answers/margaret", bytes: 26_000, revision: "b" },
    { url: "/data/questions/tax-01.json", bytes: 2_650_000, revision: "c" },
  ],
};

/** The Cache API as the worker's cache holds it: request URLs to responses. */
const stored = new Map<string, Map<string, unknown>>();
const fakeCaches = {
  open: async (name: string) => {
    const cache = stored.get(name) ?? new Map<string, unknown>();
    stored.set(name, cache);
    return {
      keys: async () => [...cache.keys()].map((url) => ({ url })),
      put: async (url: string, response: unknown) => void cache.set(new URL(url, location.origin).href, response),
      delete: async (request: { url: string }) => cache.delete(request.url),
    };
  },
};

/** Files asked for and not yet sent: the test sends them (or refuses them) when it likes. */
const waiting = new Map<string, { send: () => void; refuse: () => void }>();
function fakeFetch(url: string, init?: { signal?: AbortSignal }) {
  if (url === "/offline.json") return Promise.resolve({ ok: true, status: 200, json: async () => list });
  return new Promise((resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
    waiting.set(url, { send: () => resolve({ ok: true, status: 200, url }), refuse: () => resolve({ ok: false, status: 404, url }) });
  });
}
async function asked(url: string) {
  await vi.waitFor(() => expect(waiting.has(url)).toBe(true));
  const file = waiting.get(url)!;
  waiting.delete(url);
  return file;
}
const send = async (url: string) => (await asked(url)).send();

beforeAll(async () => {
  Object.defineProperty(navigator, "serviceWorker", { value: { ready: Promise.resolve({}) }, configurable: true });
  vi.stubGlobal("caches", fakeCaches);
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
  await import("./offline-copies");
});

beforeEach(() => {
  stored.clear();
  waiting.clear();
});

afterEach(() => {
  document.body.replaceChildren();
});

async function showControl(kept: string[] = []) {
  const cache = await fakeCaches.open(list.cache);
  for (const url of kept) await cache.put(url, {});
  const element = Object.assign(document.createElement("offline-copies"), { hidden: true });
  element.setAttribute("role", "region");
  element.setAttribute("aria-label", "Offline");
  document.body.append(element);
  return within(await screen.findByRole("region", { name: "Offline" }));
}

describe("<offline-copies>", () => {
  it("shows the size to download, saves every file with a progress bar, and says when it is done", async () => {
    const user = userEvent.setup();
    const region = await showControl(["/margaret"]);
    expect(region.getByText("Downloads about 2.7 MB (1 of 3 files are already on this device).")).toBeInTheDocument();
    await user.click(region.getByRole("button", { name: "Make every page available offline" }));
    expect(region.getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(region.queryByRole("button", { name: "Make every page available offline" })).not.toBeInTheDocument();
    await send("/answers/margaret");
    await region.findByText("2 of 3 files");
    expect(region.getByRole("progressbar", { name: "Making every page available offline" })).toHaveAttribute("value", "2");
    await send("/data/questions/tax-01.json");
    expect(await region.findByText("Done: every page is available offline.")).toBeInTheDocument();
    expect(region.getByText("Every page is available offline on this device (3 files).")).toBeInTheDocument();
    expect(region.getByRole("button", { name: "Remove offline copies" })).toHaveFocus();
    expect(region.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("reads what is kept from the cache, with no flag of its own: every page there, it offers only to remove them", async () => {
    const region = await showControl(list.files.map((file) => file.url));
    expect(await region.findByText("Every page is available offline on this device (3 files).")).toBeInTheDocument();
    expect(region.queryByRole("button", { name: "Make every page available offline" })).not.toBeInTheDocument();
    expect(region.getByRole("status")).toBeEmptyDOMElement();
  });

  it("Cancel stops it, says how far it got, and the rest can be fetched later", async () => {
    const user = userEvent.setup();
    const region = await showControl();
    await user.click(await region.findByRole("button", { name: "Make every page available offline" }));
    await send("/margaret");
    await region.findByText("1 of 3 files");
    await user.click(region.getByRole("button", { name: "Cancel" }));
    expect(await region.findByText("Stopped: 1 of 3 files are on this device.")).toBeInTheDocument();
    expect(region.getByRole("button", { name: "Make every page available offline" })).toHaveFocus();
    expect(region.getByText("Downloads about 2.7 MB (1 of 3 files are already on this device).")).toBeInTheDocument();
    // Again: only the two files it does not have are asked for.
    await user.click(region.getByRole("button", { name: "Make every page available offline" }));
    await send("/answers/margaret");
    await send("/data/questions/tax-01.json");
    expect(await region.findByText("Done: every page is available offline.")).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === "/margaret")).toHaveLength(1);
  });

  it("stops and says so when a file cannot be downloaded", async () => {
    const user = userEvent.setup();
    const region = await showControl();
    await user.click(await region.findByRole("button", { name: "Make every page available offline" }));
    (await asked("/margaret")).refuse();
    expect(await region.findByText(/^Stopped: a file could not be downloaded/)).toBeInTheDocument();
    expect(region.getByRole("button", { name: "Make every page available offline" })).toBeInTheDocument();
  });

  it("Remove offline copies takes every kept page out of the cache", async () => {
    const user = userEvent.setup();
    const region = await showControl(list.files.map((file) => file.url));
    await user.click(await region.findByRole("button", { name: "Remove offline copies" }));
    expect(await region.findByText("Offline copies removed: pages are kept again as you read them.")).toBeInTheDocument();
    expect(region.getByRole("button", { name: "Make every page available offline" })).toHaveFocus();
    expect(stored.get(list.cache)!.size).toBe(0);
  });
});
