import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RECORD_EVENT, RECORD_PREFERENCE_KEY, RECORD_STATUS_EVENT } from "~/progress/preference";

/** The switch as src/site/RecordSwitch.astro renders it (with its room for the persistence note). */
const SWITCH_HTML = `
  <button type="button" role="switch" aria-checked="false" data-record-switch>Keep my progress on this device <span data-record-state>Off</span></button>
  <p role="status" data-record-status class="sr-only"></p>
  <p hidden data-record-persistence>This browser has not promised to keep your record.</p>`;

let words: typeof import("./record-switch").SWITCH_WORDS;
const toggle = () => document.querySelector<HTMLButtonElement>("[data-record-switch]")!;
const status = () => document.querySelector<HTMLElement>("[data-record-status]")!;
const note = () => document.querySelector<HTMLElement>("[data-record-persistence]")!;
const persist = vi.fn(async () => false);

beforeAll(async () => {
  Object.defineProperty(navigator, "storage", { configurable: true, value: { persisted: async () => false, persist } });
  document.body.innerHTML = SWITCH_HTML;
  ({ SWITCH_WORDS: words } = await import("./record-switch"));
});

beforeEach(() => {
  localStorage.clear();
  toggle().setAttribute("aria-checked", "false");
  status().textContent = "";
  note().hidden = true;
  vi.restoreAllMocks();
});

describe("the record switch's script", () => {
  it("uses the preference's own names (it spells them out to stay inline)", async () => {
    const source = await import("./record-switch?raw").then((m: { default: string }) => m.default);
    expect(source).toContain(`const KEY = "${RECORD_PREFERENCE_KEY}"`);
    expect(source).toContain(`const EVENT = "${RECORD_EVENT}"`);
    expect(source).toContain(`const STATUS_EVENT = "${RECORD_STATUS_EVENT}"`);
  });

  it("turns the record on: stores the preference, says in one sentence what is kept and where, and tells the page", async () => {
    const heard = vi.fn();
    addEventListener(RECORD_EVENT, heard);
    toggle().click();
    expect(localStorage.getItem(RECORD_PREFERENCE_KEY)).toBe("on");
    expect(toggle()).toHaveAttribute("aria-checked", "true");
    expect(toggle()).toHaveTextContent("On");
    expect(status()).toHaveTextContent(words.kept);
    expect(words.kept.match(/\./g)).toHaveLength(1);
    expect(heard).toHaveBeenCalledOnce();
    // The browser will not promise to keep it: said, with Safari's habit and the way to keep a copy.
    await vi.waitFor(() => expect(status()).toHaveTextContent(/Safari, for one, may clear a site's data after some days without a visit/));
    expect(status()).toHaveTextContent(/Export progress/);
    expect(note().hidden).toBe(false);
    removeEventListener(RECORD_EVENT, heard);
  });

  it("turning it off keeps what was kept (paused) until it is cleared", () => {
    localStorage.setItem(RECORD_PREFERENCE_KEY, "on");
    toggle().setAttribute("aria-checked", "true");
    toggle().click();
    expect(localStorage.getItem(RECORD_PREFERENCE_KEY)).toBe("paused");
    expect(toggle()).toHaveAttribute("aria-checked", "false");
    expect(status()).toHaveTextContent(words.off);
  });

  it("says so when the browser refuses storage, and stays off", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    toggle().click();
    expect(toggle()).toHaveAttribute("aria-checked", "false");
    expect(status()).toHaveTextContent(words.unavailable);
  });

  it("says what the record's code reports: nothing can be kept, or a newer version's record", () => {
    dispatchEvent(new CustomEvent(RECORD_STATUS_EVENT, { detail: "unavailable" }));
    expect(status()).toHaveTextContent(words.unavailable);
    expect(status()).not.toHaveClass("sr-only");
    dispatchEvent(new CustomEvent(RECORD_STATUS_EVENT, { detail: "newer" }));
    expect(status()).toHaveTextContent(words.newer);
  });

  it("follows another tab", () => {
    localStorage.setItem(RECORD_PREFERENCE_KEY, "on");
    dispatchEvent(new StorageEvent("storage", { key: RECORD_PREFERENCE_KEY }));
    expect(toggle()).toHaveAttribute("aria-checked", "true");
  });
});
