import { describe, expect, it } from "vitest";
import { aboutSize, missingFiles, parseList, tally, type OfflineList } from "./list";
import { initialOfflineState, offlineReducer, offlineView, type OfflineAction, type OfflineState } from "./state";

const list: OfflineList = {
  cache: "adviserready-site-abc",
  bytes: 2_700_000,
  files: [
    { url: "/margaret", bytes: 24_000, revision: "a" },
    { url: "/answers/margaret", bytes: 26_000, revision: "b" },
    { url: "/data/questions/tax-01.json", bytes: 2_650_000, revision: "c" },
  ],
};
const every = list.files.map((file) => file.url);
const run = (state: OfflineState, ...actions: OfflineAction[]) => actions.reduce(offlineReducer, state);
const measured = (kept: string[]): OfflineAction => ({ type: "measured", tally: tally(list, new Set(kept)) });

describe("the list of every page", () => {
  it("counts what the cache keeps and the bytes of the rest", () => {
    expect(tally(list, new Set(["/margaret", "/elsewhere"]))).toEqual({ saved: 1, total: 3, bytesLeft: 2_676_000 });
    expect(missingFiles(list, new Set(["/margaret"])).map((f) => f.url)).toEqual(["/answers/margaret", "/data/questions/tax-01.json"]);
  });

  it("reads only a list the build wrote", () => {
    expect(parseList(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(parseList({ cache: "x", bytes: 1, files: [{ url: "margaret", bytes: 1, revision: "a" }] })).toBeUndefined();
    expect(parseList({ files: [] })).toBeUndefined();
    expect(parseList(null)).toBeUndefined();
  });

  it("says a download's size in round figures", () => {
    expect(aboutSize(2_654_321)).toBe("about 2.7 MB");
    expect(aboutSize(3_000_000)).toBe("about 3 MB");
    expect(aboutSize(999_600)).toBe("about 1 MB");
    expect(aboutSize(340_400)).toBe("about 340 KB");
    expect(aboutSize(12)).toBe("about 1 KB");
  });
});

describe("making every page available offline", () => {
  it("shows nothing until the cache has been read, then the size to download", () => {
    expect(offlineView(initialOfflineState).shown).toBe(false);
    const view = offlineView(run(initialOfflineState, measured([])));
    expect(view).toMatchObject({ shown: true, save: true, cancel: false, remove: false, detail: "Downloads about 2.7 MB.", status: "" });
  });

  it("counts files as they are saved, with a progress bar and Cancel, and says when every page is here", () => {
    let state = run(initialOfflineState, measured(["/margaret"]));
    expect(offlineView(state)).toMatchObject({ save: true, remove: true, detail: "Downloads about 2.7 MB (1 of 3 files are already on this device)." });
    state = run(state, { type: "start" }, { type: "saved", bytes: 26_000 });
    expect(offlineView(state)).toMatchObject({ save: false, cancel: true, remove: false, progress: { value: 2, max: 3 }, detail: "2 of 3 files" });
    state = run(state, { type: "saved", bytes: 2_650_000 }, measured(every));
    expect(offlineView(state)).toMatchObject({
      save: false,
      cancel: false,
      remove: true,
      detail: "Every page is available offline on this device (3 files).",
      status: "Done: every page is available offline.",
    });
  });

  it("remembers nothing of its own: a later visit reads the cache and finds every page there", () => {
    const view = offlineView(run(initialOfflineState, measured(every)));
    expect(view).toMatchObject({ save: false, remove: true, status: "", detail: "Every page is available offline on this device (3 files)." });
  });

  it("cancelled, it says how far it got and offers the rest, or to remove what it kept", () => {
    const state = run(
      initialOfflineState,
      measured([]),
      { type: "start" },
      { type: "saved", bytes: 24_000 },
      { type: "cancel" },
      { type: "saved", bytes: 26_000 },
      measured(["/margaret"]),
    );
    expect(state).toMatchObject({ phase: "idle", outcome: "cancelled" });
    expect(offlineView(state)).toMatchObject({ save: true, remove: true, cancel: false, status: "Stopped: 1 of 3 files are on this device." });
  });

  it("stops when a file cannot be fetched, and says so", () => {
    const state = run(initialOfflineState, measured([]), { type: "start" }, { type: "failed" });
    expect(offlineView(state).status).toMatch(/^Stopped: a file could not be downloaded/);
    expect(offlineView(state).save).toBe(true);
    // A run that ends with files missing (one the server no longer has) is a failure too.
    expect(run(initialOfflineState, measured([]), { type: "start" }, measured(["/margaret"]))).toMatchObject({ outcome: "failed" });
  });

  it("removes the offline copies, keeping its button (unavailable) until done", () => {
    let state = run(initialOfflineState, measured(every), { type: "remove" });
    expect(offlineView(state)).toMatchObject({ remove: true, busy: true, save: false });
    expect(run(state, { type: "remove" })).toBe(state);
    state = run(state, measured([]));
    expect(offlineView(state)).toMatchObject({ save: true, remove: false, status: "Offline copies removed: pages are kept again as you read them." });
  });

  it("ignores what cannot happen in a phase", () => {
    const idle = run(initialOfflineState, measured([]));
    expect(run(idle, { type: "saved", bytes: 1 })).toBe(idle);
    expect(run(idle, { type: "cancel" })).toBe(idle);
    expect(run(idle, { type: "remove" })).toBe(idle);
    const complete = run(initialOfflineState, measured(every));
    expect(run(complete, { type: "start" })).toBe(complete);
    expect(run(initialOfflineState, { type: "start" })).toBe(initialOfflineState);
  });
});
