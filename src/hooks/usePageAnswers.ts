import { useLayoutEffect, useState } from "react";
import { afterNextPaint } from "~/lib/after-next-paint";
import { createPageStore, type PageSnapshot, type PageStore } from "~/quiz/page-store";

/** The page's answer store, made once for the page's lifetime: nothing is stored, a reload clears it. */
export function usePageStore(): PageStore {
  const [store] = useState(createPageStore);
  return store;
}

/**
 * What `select` picks from the page's answers, re-rendering only when it changes by `same`
 * (by default the same value). `select` and `same` should be stable (module functions or
 * memoised). It subscribes in a layout effect, as soon as the component is on the page.
 *
 * `afterPaint`: a change reaches this component only once the next frame has been painted, for
 * what follows an answer rather than being it (the progress bar's figures): the card's verdict
 * then paints in a frame with less work in it. Several changes before that frame make one update.
 */
export function usePageSelection<T>(
  store: PageStore,
  select: (snapshot: PageSnapshot) => T,
  same: (before: T, after: T) => boolean = Object.is,
  { afterPaint = false }: { afterPaint?: boolean } = {},
): T {
  const [value, setValue] = useState(() => select(store.snapshot()));
  useLayoutEffect(() => {
    const update = () =>
      setValue((before) => {
        const after = select(store.snapshot());
        return same(before, after) ? before : after;
      });
    let pending: (() => void) | null = null;
    const unsubscribe = store.subscribe(() => {
      if (!afterPaint) return update();
      pending ??= afterNextPaint(() => {
        pending = null;
        update();
      });
    });
    return () => {
      pending?.();
      unsubscribe();
    };
  }, [store, select, same, afterPaint]);
  return value;
}
