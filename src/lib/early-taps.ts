/**
 * Taps before the page has come to life. The prerendered page reads in full before its scripts
 * have run (on a slow phone, about a second after the first paint), and its buttons look ready,
 * but a tap on one then did nothing: the learner chose an option and saw no feedback. The page's
 * inline script records such taps (a click on a button inside the app, which a key press on a
 * focused button is too) and the client entry plays them back, in order, once the page is live.
 *
 * Links and native <details> work without scripts, so only buttons are recorded. A second tap on
 * the same button straight after the first is one tap: it is the learner trying again on a page
 * that did not answer, not asking to undo the first (a toggle would otherwise open and close).
 */

declare global {
  interface Window {
    /** The taps recorded by the page's inline script; `closed` once the page starts coming to life. */
    __earlyTaps?: Element[] & { closed?: boolean };
  }
}

/**
 * The recorder, as script text for the page's inline script (app/client/page-scripts.tsx). It runs
 * as the HTML's last element, before any module; a click listener on the document, in the capture
 * phase, so it sees every click on the page.
 */
export function recordEarlyTapsScript(rootId: string): string {
  const selector = JSON.stringify(`#${rootId} button:not(:disabled)`);
  return (
    `var taps=window.__earlyTaps=[];document.addEventListener("click",function(e){` +
    `var t=e.target,b=!taps.closed&&t&&t.closest&&t.closest(${selector});` +
    `if(b&&taps[taps.length-1]!==b)taps.push(b)},true);`
  );
}

/**
 * Stops recording and returns what was recorded. Called as the first hydration starts: from then
 * on a tap reaches the page's own handlers (a card not yet live comes to life on the pointer's
 * or key's first event, before its click; src/lib/hydrate-in-turn.tsx).
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
