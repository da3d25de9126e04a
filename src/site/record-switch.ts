/**
 * <record-switch>: the "Keep my progress on this device" switch's behaviour
 * (src/site/RecordSwitch.astro renders it). It shows and sets the record preference in the store
 * (src/site/stores.ts), which the record's code on the page and other tabs follow; says in one
 * sentence what turning it on keeps and where; asks the browser to keep the record, and says so
 * where it will not promise to; and says once when the record's code reports that nothing can be
 * kept.
 */
import { $recordPreference, $recordProblem, setRecordPreference } from "./stores";

export const SWITCH_WORDS = {
  kept: "Your answers (the question, your choice, right or wrong, when and where), flags and mock exam results are now kept in this browser's own storage on this device, and never sent anywhere.",
  mayBeCleared:
    "This browser has not promised to keep them: Safari, for one, may clear a site's data after some days without a visit, so use Export progress on the Progress page to keep a copy.",
  off: "Turned off: nothing new is kept. What was kept stays in this browser until you clear it on the Progress page.",
  unavailable:
    "This browser is not letting the site keep anything here (a private window, or storage that is full or blocked), so your progress is not being kept: everything works as with the record off.",
  newer: "Your progress here was saved by a newer version of AdviserReady: reload the page to use it. Until then nothing is kept.",
} as const;

class RecordSwitch extends HTMLElement {
  #stops: (() => void)[] = [];

  get #button() {
    return this.querySelector<HTMLButtonElement>("button[role=switch]");
  }

  get #status() {
    return this.querySelector<HTMLElement>("[role=status]");
  }

  /** The note about the browser not promising to keep the record (on /progress). */
  get #note() {
    return this.querySelector<HTMLElement>("p[hidden], p:not([role])");
  }

  #say(text: string) {
    const status = this.#status;
    if (!status) return;
    status.textContent = text;
    status.classList.toggle("sr-only", !text);
  }

  /** Where the browser will not promise to keep the record: asked when turned on, checked otherwise. */
  #noteIfNotPersisted(ask: boolean) {
    const storage = navigator.storage;
    if (!storage?.persist) return;
    const answer = ask ? storage.persisted().then((persisted) => persisted || storage.persist()) : storage.persisted();
    answer.then(
      (persisted) => {
        if (persisted || $recordPreference.get() !== "on") return;
        if (ask) this.#say(`${SWITCH_WORDS.kept} ${SWITCH_WORDS.mayBeCleared}`);
        const note = this.#note;
        if (note) note.hidden = false;
      },
      () => {},
    );
  }

  #press = () => {
    const on = $recordPreference.get() !== "on";
    if (on) {
      if (!setRecordPreference("on")) return this.#say(SWITCH_WORDS.unavailable);
      this.#say(SWITCH_WORDS.kept);
      this.#noteIfNotPersisted(true);
    } else {
      setRecordPreference($recordPreference.get() === "off" ? "off" : "paused");
      this.#say(SWITCH_WORDS.off);
      const note = this.#note;
      if (note) note.hidden = true;
    }
  };

  connectedCallback() {
    const button = this.#button;
    if (!button) return;
    button.addEventListener("click", this.#press);
    this.#stops = [
      $recordPreference.subscribe((preference) => button.setAttribute("aria-checked", String(preference === "on"))),
      $recordProblem.listen((problem) => problem && this.#say(SWITCH_WORDS[problem])),
    ];
    if ($recordPreference.get() === "on") this.#noteIfNotPersisted(false);
  }

  disconnectedCallback() {
    this.#button?.removeEventListener("click", this.#press);
    for (const stop of this.#stops) stop();
  }
}

if (!customElements.get("record-switch")) customElements.define("record-switch", RecordSwitch);
