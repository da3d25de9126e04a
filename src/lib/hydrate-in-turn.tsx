import { Suspense, useState, type ElementType, type ReactNode } from "react";

/**
 * Progressive hydration: during the page's first hydration each <HydrateInTurn> part waits for its
 * own turn in a later task, so a long page is brought to life in many short tasks instead of one
 * long one that would block a tap (Total Blocking Time on a phone).
 *
 * How: the part suspends with a promise; Preact keeps the prerendered DOM of a part that suspends
 * while hydrating and resumes hydrating it when the promise settles. A part must render exactly
 * one element. Only app/entry.client.tsx turns this on, around the first hydration: React (the
 * build's prerendering, the tests) and anything mounted later render straight through.
 */
const queue: Array<() => void> = [];
let during = false;

export function hydrateProgressively(hydrate: () => void) {
  during = true;
  try {
    hydrate();
  } finally {
    during = false;
  }
}

let waiting: Array<() => void> = [];

/** Runs `callback` once every part of the first hydration is live (at once when none waits). */
export function whenHydrated(callback: () => void) {
  if (queue.length === 0 && !during) callback();
  else waiting.push(callback);
}

function releaseNext() {
  const next = queue.shift();
  if (!next) return;
  next();
  // A macrotask per part: the browser can handle input (and paint) between two parts.
  if (queue.length > 0) setTimeout(releaseNext);
  // The last part renders in this task's microtasks; tell the waiting after that.
  else
    setTimeout(() => {
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    });
}

interface Turn {
  ready: boolean;
  promise: Promise<void>;
}

function takeTurn(): Turn {
  const turn: Turn = { ready: false, promise: Promise.resolve() };
  turn.promise = new Promise<void>((resolve) => {
    queue.push(() => {
      turn.ready = true;
      resolve();
    });
  });
  if (queue.length === 1) setTimeout(releaseNext);
  return turn;
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.ready) throw turn.promise;
  return children;
}

export function HydrateInTurn({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (during ? takeTurn() : null));
  // Prerendering renders the part in place: React's streaming renderer would move a large
  // <Suspense> boundary's HTML to the end of the page, to be put back by a script.
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
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
