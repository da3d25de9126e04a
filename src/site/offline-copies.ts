/**
 * <offline-copies>: "Make every page available offline" on /practice (src/site/OfflineCopies.astro
 * holds it, with the section's words). Once a service worker is active it reads the build's list
 * (offline.json) and the worker's cache, shows its buttons and how much is left to download;
 * pressed, it saves every missing file into that cache from the page (six at a time, with a
 * progress bar), can be cancelled, and "Remove offline copies" takes every kept page and file out
 * again. What is kept is read from the cache each time, never remembered apart from it. The
 * states and words are src/offline/state.ts's.
 */
import { missingFiles, parseList, tally, type OfflineFile, type OfflineList } from "~/offline/list";
import { initialOfflineState, offlineReducer, offlineView, type OfflineAction, type OfflineState } from "~/offline/state";

const AT_ONCE = 6;
const DRAW_EVERY_MS = 250;

const keptPaths = async (cache: Cache) => new Set((await cache.keys()).map((request) => new URL(request.url).pathname));

const BUTTON =
  "inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-bold focus-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-60";
const LOOKS = { primary: "bg-brand text-on-brand hover:bg-brand-strong", outline: "border border-line bg-surface text-ink hover:bg-muted" };

function button(label: string, look: keyof typeof LOOKS) {
  return Object.assign(document.createElement("button"), { type: "button", hidden: true, textContent: label, className: `${BUTTON} ${LOOKS[look]}` });
}

class OfflineCopies extends HTMLElement {
  #state: OfflineState = initialOfflineState;
  #list: OfflineList | undefined;
  #run: AbortController | undefined;
  #said = "";
  #drawSoon: ReturnType<typeof setTimeout> | undefined;
  // The control, made here once there is something to keep; the page's HTML has only the words around it.
  #save = button("Make every page available offline", "primary");
  #cancel = button("Cancel", "outline");
  #remove = button("Remove offline copies", "outline");
  #progress = Object.assign(document.createElement("progress"), {
    hidden: true,
    className:
      "mt-4 block h-2 w-full max-w-xl overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-brand",
  });
  #detail = Object.assign(document.createElement("p"), { className: "mt-2 text-sm text-ink-soft" });
  #status = Object.assign(document.createElement("p"), { className: "mt-2 text-sm font-bold" });

  connectedCallback() {
    if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
    // Only once a worker is active is anything kept (in dev, and where workers are off, never).
    navigator.serviceWorker.ready.then(() => this.#check()).catch(() => {});
  }

  disconnectedCallback() {
    this.#run?.abort();
    clearTimeout(this.#drawSoon);
  }

  #build() {
    if (this.#save.isConnected) return;
    this.#progress.setAttribute("aria-label", "Making every page available offline");
    this.#status.setAttribute("role", "status");
    const row = Object.assign(document.createElement("div"), { className: "mt-4 flex flex-wrap items-center gap-3" });
    row.append(this.#save, this.#cancel, this.#remove);
    this.append(row, this.#progress, this.#detail, this.#status);
    this.#save.addEventListener("click", () => this.#list && void this.#saveAll(this.#list));
    this.#cancel.addEventListener("click", () => {
      this.#run?.abort();
      this.#run = undefined;
      this.#dispatch({ type: "cancel" });
    });
    this.#remove.addEventListener("click", () => this.#list && void this.#removeAll(this.#list));
  }

  #dispatch(action: OfflineAction) {
    this.#state = offlineReducer(this.#state, action);
    // A saved file moves the count and the bar: shown a few times a second, not once a file, since
    // drawing the page again for each of two thousand files took longer than fetching them.
    if (action.type === "saved") {
      this.#drawSoon ??= setTimeout(() => this.#render(), DRAW_EVERY_MS);
      return;
    }
    this.#render();
  }

  async #check() {
    const response = await fetch("/offline.json");
    this.#list = response.ok ? parseList(await response.json()) : undefined;
    if (!this.#list) return;
    this.#build();
    this.#dispatch({ type: "measured", tally: await this.#tally(this.#list) });
  }

  async #tally(list: OfflineList) {
    return tally(list, await keptPaths(await caches.open(list.cache)));
  }

  async #saveAll(list: OfflineList) {
    if (this.#state.phase !== "idle") return;
    const run = (this.#run = new AbortController());
    this.#dispatch({ type: "start" });
    const cache = await caches.open(list.cache);
    const queue: OfflineFile[] = missingFiles(list, await keptPaths(cache));
    const saveOne = async (file: OfflineFile) => {
      try {
        const response = await fetch(file.url, { signal: run.signal, cache: "no-cache" });
        if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
        await cache.put(file.url, response);
        if (!run.signal.aborted) this.#dispatch({ type: "saved", bytes: file.bytes });
      } catch {
        if (run.signal.aborted) return;
        run.abort();
        this.#dispatch({ type: "failed" });
      }
    };
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (queue.length && !run.signal.aborted) await saveOne(queue.shift()!);
      }),
    );
    // Cancelled and started again: the new run has the last word.
    if (this.#run && this.#run !== run) return;
    this.#run = undefined;
    this.#dispatch({ type: "measured", tally: await this.#tally(list) });
  }

  async #removeAll(list: OfflineList) {
    if (this.#state.phase !== "idle") return;
    this.#dispatch({ type: "remove" });
    const cache = await caches.open(list.cache);
    const listed = new Set(list.files.map((file) => file.url));
    const kept = (await cache.keys()).filter((request) => listed.has(new URL(request.url).pathname));
    await Promise.all(kept.map((request) => cache.delete(request)));
    this.#dispatch({ type: "measured", tally: await this.#tally(list) });
  }

  #render() {
    clearTimeout(this.#drawSoon);
    this.#drawSoon = undefined;
    const view = offlineView(this.#state);
    const hadFocus = [this.#save, this.#cancel, this.#remove].find((element) => element === document.activeElement);
    this.hidden = !view.shown;
    this.#save.hidden = !view.save;
    this.#cancel.hidden = !view.cancel;
    this.#remove.hidden = !view.remove;
    this.#remove.toggleAttribute("aria-disabled", view.busy);
    this.#progress.hidden = !view.progress;
    if (view.progress) {
      this.#progress.max = view.progress.max;
      this.#progress.value = view.progress.value;
    }
    this.#detail.textContent = view.detail;
    if (view.status !== this.#said) this.#status.textContent = this.#said = view.status;
    // The pressed button went (Make every page… becomes Cancel): focus moves to the one that took its place.
    if (hadFocus?.hidden) [this.#cancel, this.#save, this.#remove].find((element) => !element.hidden)?.focus();
  }
}

if (!customElements.get("offline-copies")) customElements.define("offline-copies", OfflineCopies);
