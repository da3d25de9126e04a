import { afterEach, describe, expect, it, vi } from "vitest";
import { noteHandledTap, recordEarlyTapsScript, replayEarlyTaps, takeEarlyTaps } from "./early-taps";

/** A prerendered page: buttons with no handlers yet, and the page's inline recorder running. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="app">
      <button type="button" id="a">A. Option one</button>
      <button type="button" id="b">B. Option two</button>
      <button type="button" id="off" disabled>Start</button>
      <form><button type="submit" id="submit">Build exam</button></form>
      <a href="#x" id="link">A link</a>
    </div>
    <button type="button" id="outside">Outside the app</button>`;
  // The recorder's listener stays on the document: each test gets a fresh one, and the last
  // recorder's array is the one on window.
  new Function(`(function(){${recordEarlyTapsScript("app")}})()`)();
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { byId };
}

/** Attaches the handlers hydration would, and records what they saw. */
function comeToLife(ids: string[]) {
  const seen: string[] = [];
  for (const id of ids) document.getElementById(id)?.addEventListener("click", () => seen.push(id));
  return seen;
}

async function tasks(count: number) {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => {
  takeEarlyTaps();
  delete window.__earlyTaps;
});

describe("taps before the page is live", () => {
  it("plays back the learner's taps on buttons, in order, once the page is live", async () => {
    const { byId } = prerenderedPage();
    byId("b").click();
    byId("a").click();
    const seen = comeToLife(["a", "b"]);
    const brought: Element[] = [];
    replayEarlyTaps(takeEarlyTaps(), (element) => brought.push(element));
    await tasks(6);
    expect(seen).toEqual(["b", "a"]);
    // Each button's part is brought to life before its click.
    expect(brought).toEqual([byId("b"), byId("a")]);
  });

  it("counts a tap repeated straight away once, and records nothing but enabled buttons in the app", async () => {
    const { byId } = prerenderedPage();
    byId("a").click();
    byId("a").click();
    byId("off").click();
    byId("outside").click();
    byId("link").click();
    byId("submit").closest("form")?.addEventListener("submit", (event) => event.preventDefault());
    byId("submit").click();
    expect(takeEarlyTaps()).toEqual([byId("a")]);
  });

  it("leaves out a click a live handler took, while the rest of the page comes to life", () => {
    const { byId } = prerenderedPage();
    // The frame is live and its button's handler took the click (as the entry's Preact event
    // hook reports); the list's button has no handler yet.
    const seen = comeToLife(["a"]);
    byId("a").addEventListener("click", (event) => noteHandledTap(event), { capture: true });
    byId("a").click();
    byId("b").click();
    expect(seen).toEqual(["a"]);
    expect(takeEarlyTaps()).toEqual([byId("b")]);
  });

  it("records nothing once the page is live", () => {
    const { byId } = prerenderedPage();
    byId("a").click();
    const taps = takeEarlyTaps();
    byId("b").click();
    expect(taps).toEqual([byId("a")]);
    expect(takeEarlyTaps()).toEqual([byId("a")]);
  });

  it("skips a button that has left the page or that an earlier tap disabled", async () => {
    const { byId } = prerenderedPage();
    byId("a").click();
    byId("b").click();
    const a = byId("a");
    const b = byId("b") as HTMLButtonElement;
    const seen: string[] = [];
    a.addEventListener("click", () => {
      seen.push("a");
      b.disabled = true;
    });
    b.addEventListener("click", () => seen.push("b"));
    const taps = takeEarlyTaps();
    replayEarlyTaps(taps, () => {});
    await tasks(6);
    expect(seen).toEqual(["a"]);

    a.remove();
    const onClick = vi.fn();
    a.addEventListener("click", onClick);
    replayEarlyTaps([a], () => {});
    await tasks(3);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("takes nothing when the page has no recorder (the development server)", () => {
    expect(takeEarlyTaps()).toEqual([]);
  });
});
