import { Suspense, useState, type ElementType, type ReactNode } from "react";

/**
 * Progressive hydration. During the page's first hydration a <HydrateInTurn> part keeps its
 * prerendered HTML (it reads and looks the same) and comes to life later, on its own, so a long
 * page is never brought to life in one long task that would block a tap on a phone:
 *
 * - `when="turn"` (the page's frame: navigation, toasts; a practice page's progress bar, question
 *   list and shortcuts dialog): each in its own task, in order, right after the first hydration.
 *   Parts inside a turn part (the cards in the list) wait for a turn or a look of their own;
 * - `when="visible"` (question cards): when the part comes within half a screen of the viewport
 *   (one per task when several do), or
 *   at once when the learner reaches it first (pointer down, focus, a key): an event's own
 *   microtasks hydrate it, before the click or key press that follows is handled.
 *
 * How: the part suspends with a promise; Preact keeps the prerendered DOM of a part that suspends
 * while hydrating and resumes hydrating it when the promise settles. A part must render exactly
 * one element; a "visible" part is found by its element's id. Only app/entry.client.tsx turns
 * this on, around the first hydration: React (the build's prerendering, the tests) and anything
 * mounted later render straight through.
 */
const queue: Array<() => void> = [];
let during = false;
let waiting: Array<() => void> = [];

export function hydrateProgressively(hydrate: () => void) {
  during = true;
  try {
    hydrate();
  } finally {
    during = false;
  }
}

/** Runs `callback` once the page's frame is live: the first hydration and every "turn" part. */
export function whenHydrated(callback: () => void) {
  if (queue.length === 0 && !during) callback();
  else waiting.push(callback);
}

let releasing = false;

function releaseNext() {
  const next = queue.shift();
  if (!next) {
    releasing = false;
    return;
  }
  releasing = true;
  // The part hydrates in this task's microtasks, still during hydration: a part inside it (the
  // question cards inside the list) keeps its HTML and waits for a turn or a look of its own.
  during = true;
  next();
  // A macrotask per part: the browser can handle input (and paint) between two parts.
  setTimeout(() => {
    during = false;
    if (queue.length > 0) releaseNext();
    else {
      // The last part has rendered; tell the waiting.
      releasing = false;
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    }
  });
}

interface Turn {
  ready: boolean;
  promise: Promise<void>;
}

function pendingTurn(): [Turn, () => void] {
  let release = () => {};
  const turn: Turn = { ready: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    release = () => {
      if (turn.ready) return;
      turn.ready = true;
      resolve();
    };
  });
  return [turn, release];
}

function takeTurn(): Turn {
  const [turn, release] = pendingTurn();
  queue.push(release);
  if (!releasing) {
    releasing = true;
    setTimeout(releaseNext);
  }
  return turn;
}

const REACHED = ["pointerdown", "focusin", "keydown", "touchstart"] as const;
let observer: IntersectionObserver | null = null;
const onVisible = new Map<Element, () => void>();

const soon: Element[] = [];

function releaseSoon(element: Element) {
  if (soon.includes(element)) return;
  soon.push(element);
  if (soon.length === 1) setTimeout(releaseSoonNext);
}

function releaseSoonNext() {
  const element = soon.shift();
  // Reached first (pointer, focus, key)? Then it is already live and no longer in onVisible.
  if (element) onVisible.get(element)?.();
  if (soon.length > 0) setTimeout(releaseSoonNext);
}

function whenVisible(id: string): Turn | null {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === "undefined") return null;
  const [turn, release] = pendingTurn();
  const done = () => {
    observer?.unobserve(element);
    onVisible.delete(element);
    for (const type of REACHED) element.removeEventListener(type, done, true);
    release();
  };
  for (const type of REACHED) element.addEventListener(type, done, { capture: true, passive: true });
  observer ??= new IntersectionObserver(
    (entries) => {
      // Several cards come into range at once (the first screen, a long scroll): one per task.
      for (const entry of entries) if (entry.isIntersecting) releaseSoon(entry.target);
    },
    { rootMargin: "50% 0px" },
  );
  onVisible.set(element, done);
  observer.observe(element);
  return turn;
}

/**
 * Brings the "visible" part holding `element` to life now, if it is still waiting: it renders in
 * this task's microtasks. For a tap recorded before the page had scripts (src/lib/early-taps.ts).
 */
export function bringToLife(element: Element) {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const release = onVisible.get(node);
    if (release) {
      release();
      return;
    }
  }
}

/**
 * Runs `change` once every "turn" part and every "visible" part still waiting has hydrated (at once
 * when none waits). For a
 * page-wide change (the Attempt-first switch): a part must hydrate from the HTML as it was
 * rendered, before the change reaches it, since Preact does not patch attributes while hydrating.
 */
export function afterHydratingAll(change: () => void) {
  // "Turn" parts first: the cards' parts are only known once the list holding them is live.
  whenHydrated(() => {
    if (onVisible.size === 0) {
      change();
      return;
    }
    for (const release of [...onVisible.values()]) release();
    // The released parts render in this task's microtasks; the change comes after them.
    setTimeout(change);
  });
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.ready) throw turn.promise;
  return children;
}

type HydrateInTurnProps = { children: ReactNode } & ({ when?: "turn" } | { when: "visible"; id: string });

export function HydrateInTurn(props: HydrateInTurnProps) {
  const [turn] = useState(() => {
    if (!during) return null;
    return props.when === "visible" ? whenVisible(props.id) : takeTurn();
  });
  // Prerendering renders the part in place: React's streaming renderer would move a large
  // <Suspense> boundary's HTML to the end of the page, to be put back by a script. React in the
  // browser (dev, tests) renders it in place too, to match.
  if (import.meta.env.SSR || !__BROWSER_BUILD__) return props.children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{props.children}</Gate>
    </Suspense>
  );
}

interface PrerenderedProps {
  as?: ElementType;
  className?: string;
  /** What the page's HTML shows. In the browser it may be left out (see the answer key). */
  children?: ReactNode;
}

/**
 * Content that never changes in the browser (a case study's profile, the answer key): the first
 * hydration leaves its prerendered HTML as it is instead of walking it, which costs nothing however
 * long it is. Rendered again later in the browser (not the first hydration), it renders `children`.
 */
export function Prerendered({ as: Tag = "div", className, children }: PrerenderedProps) {
  const [keepHtml] = useState(during);
  if (keepHtml && !import.meta.env.SSR) {
    // Preact keeps an element's existing children while hydrating dangerouslySetInnerHTML.
    // eslint-disable-next-line no-restricted-syntax -- empty: nothing is injected, the prerendered HTML stays
    return <Tag className={className} data-prerendered="" dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <Tag className={className} data-prerendered="">
      {children}
    </Tag>
  );
}
