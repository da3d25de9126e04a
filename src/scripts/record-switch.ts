/**
 * "Keep my progress on this device": the switch's behaviour (src/site/RecordSwitch.astro), inline
 * on the pages that have it, like the theme toggle's. It keeps the preference in localStorage, says
 * in one sentence what turning it on keeps and where, asks the browser to keep the record (and says
 * so where it will not promise to), and tells the page's record code (RECORD_EVENT). It imports
 * nothing the islands share, so it stays a few hundred bytes inline: the names below are
 * src/progress/preference.ts's (a test checks).
 */
const KEY = "adviserready-record";
const EVENT = "adviserready:record";
const STATUS_EVENT = "adviserready:record-status";

export const SWITCH_WORDS = {
  kept: "Your answers (the question, your choice, right or wrong, when and where), flags and mock exam results are now kept in this browser's own storage on this device, and never sent anywhere.",
  mayBeCleared:
    "This browser has not promised to keep them: Safari, for one, may clear a site's data after some days without a visit, so use Export progress on the Progress page to keep a copy.",
  off: "Turned off: nothing new is kept. What was kept stays in this browser until you clear it on the Progress page.",
  unavailable:
    "This browser is not letting the site keep anything here (a private window, or storage that is full or blocked), so your progress is not being kept: everything works as with the record off.",
  newer: "Your progress here was saved by a newer version of AdviserReady: reload the page to use it. Until then nothing is kept.",
} as const;

type Preference = "off" | "on" | "paused";

function read(): Preference {
  try {
    const value = localStorage.getItem(KEY);
    return value === "on" || value === "paused" ? value : "off";
  } catch {
    return "off";
  }
}

function write(preference: Preference): boolean {
  try {
    if (preference === "off") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, preference);
    return true;
  } catch {
    return false;
  }
}

function show(on: boolean) {
  for (const button of document.querySelectorAll("[data-record-switch]")) {
    button.setAttribute("aria-checked", String(on));
    const state = button.querySelector("[data-record-state]");
    if (state) state.textContent = on ? "On" : "Off";
  }
}

function say(text: string) {
  for (const status of document.querySelectorAll<HTMLElement>("[data-record-status]")) {
    status.textContent = text;
    status.classList.toggle("sr-only", !text);
  }
}

/** Where the browser will not promise to keep the record (checked, not asked, on /progress). */
function noteIfNotPersisted(ask: boolean) {
  const storage = navigator.storage;
  if (!storage?.persist) return;
  const answer = ask ? storage.persisted().then((persisted) => persisted || storage.persist()) : storage.persisted();
  answer.then(
    (persisted) => {
      if (persisted || read() !== "on") return;
      if (ask) say(`${SWITCH_WORDS.kept} ${SWITCH_WORDS.mayBeCleared}`);
      for (const note of document.querySelectorAll<HTMLElement>("[data-record-persistence]")) note.hidden = false;
    },
    () => {},
  );
}

function turn(on: boolean) {
  const before = read();
  if (on) {
    if (!write("on")) {
      show(false);
      return say(SWITCH_WORDS.unavailable);
    }
    show(true);
    say(SWITCH_WORDS.kept);
    noteIfNotPersisted(true);
  } else {
    write(before === "off" ? "off" : "paused");
    show(false);
    say(SWITCH_WORDS.off);
    for (const note of document.querySelectorAll<HTMLElement>("[data-record-persistence]")) note.hidden = true;
  }
  dispatchEvent(new Event(EVENT));
}

show(read() === "on");
if (read() === "on") noteIfNotPersisted(false);

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("[data-record-switch]") : null;
  if (button) turn(button.getAttribute("aria-checked") !== "true");
});

// Another tab turned it on or off; or this page's record code changed it (cleared while off).
addEventListener("storage", (event) => {
  if (event.key === KEY || event.key === null) show(read() === "on");
});
addEventListener(EVENT, () => show(read() === "on"));

// The record's code could not keep anything: say so, once, and show the switch as it now is.
addEventListener(STATUS_EVENT, (event) => {
  show(read() === "on");
  say((event as CustomEvent<string>).detail === "newer" ? SWITCH_WORDS.newer : SWITCH_WORDS.unavailable);
});
