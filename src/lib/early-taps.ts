/**
 * Taps before the page has come to life. The prerendered page reads in full before its scripts
 * have run (on a slow phone, about a second after the first paint), and its buttons look ready,
 * but a tap on one then did nothing: the learner chose an option and saw no feedback. The page's
 * inline script records such taps (a click on a button inside the app, which a key press on a
 * focused button is too) and the client entry plays them back, in order, once the page is live.
 *
 * The page comes to life in turns (src/lib/hydrate-in-turn.tsx): the first hydration makes the
 * frame's own buttons live, and a question list gets its handlers a few tasks later. So recording
 * goes on until every turn has run, and a click a live handler took (`noteHandledTap`, from the
 * entry's Preact event hook) is not recorded: it was not lost.
 *
 * Links, native <details> and submit buttons work without scripts, so only `type="button"`
 * buttons are recorded. A second tap on the same button straight after the first is one tap: it is
 * the learner trying again on a page that did not answer, not asking to undo the first (a toggle
 * would otherwise open and close).
 */

declare global {
  interface Window {
    /**
     * The taps recorded by the page's inline script; `handled`, the clicks a live handler took;
     * `closed` once the page is live and the taps are played back.
     */
    __earlyTaps?: Element[] & { closed?: boolean; handled?: WeakSet<Event> };
  }
}

/**
 * The recorder, as script text for the page's inline script (app/client/page-scripts.tsx). It runs
 * as the HTML's last element, before any module: a click listener on the document, in the bubbling
 * phase, so it comes after any handler on the button or around it.
 */
export function recordEarlyTapsScript(rootId: string): string {
  const selector = JSON.stringify(`#${rootId} button[type=button]:not(:disabled)`);
  return (
    `var taps=window.__earlyTaps=[];document.addEventListener("click",function(e){` +
    `var t=e.target,b=!taps.closed&&!(taps.handled&&taps.handled.has(e))&&t&&t.closest&&t.closest(${selector});` +
    `if(b&&taps[taps.length-1]!==b)taps.push(b)});`
  );
}

/**
 * Marks a click a live handler of the page took, so it is not recorded to be played back. Called
 * by the entry's Preact event hook for every event Preact dispatches, before the handlers run.
 */
export function noteHandledTap(event: Event) {
  const taps = window.__earlyTaps;
  if (!taps || taps.closed || event.type !== "click") return;
  (taps.handled ??= new WeakSet()).add(event);
}

/**
 * Stops recording and returns what was recorded. Called once the page's frame is live, every turn
 * of the first hydration run (`whenHydrated`): from then on every tap reaches the page's handlers
 * (a card not yet live comes to life on the pointer's or key's first event, before its click).
 */
export function takeEarlyTaps(): Element[] {
  const taps = window.__earlyTaps;
  if (!taps) return [];
  taps.closed = true;
  return [...taps];
}

/**
 * Plays the taps back, one per task, in the order they came. `bringToLife` hydrates the part
 * holding a button now if it is still waiting (in the same task's microtasks); its click follows in
 * the next task. A button gone from the page, or disabled by an earlier tap, is skipped.
 */
export function replayEarlyTaps(taps: readonly Element[], bringToLife: (element: Element) => void) {
  const queue = [...taps];
  const next = () => {
    const button = queue.shift();
    if (!button) return;
    if (!button.isConnected) {
      next();
      return;
    }
    bringToLife(button);
    setTimeout(() => {
      if (button.isConnected && !(button as HTMLButtonElement).disabled) (button as HTMLElement).click();
      setTimeout(next);
    });
  };
  next();
}
