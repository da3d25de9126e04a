import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { createPageStore, type PageSnapshot, type PageStore } from "~/quiz/page-store";

/** The page's answer store, made once for the page's lifetime: nothing is stored, a reload clears it. */
export function usePageStore(): PageStore {
  const [store] = useState(createPageStore);
  return store;
}

/**
 * What `select` picks from the page's answers, re-rendering only when it changes by `same`
 * (by default the same value). `select` and `same` should be stable (module functions or
 * memoised), since a new pair means a new subscription snapshot.
 */
export function usePageSelection<T>(
  store: PageStore,
  select: (snapshot: PageSnapshot) => T,
  same: (before: T, after: T) => boolean = Object.is,
): T {
  const last = useRef<{ value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const value = select(store.snapshot());
    if (last.current && same(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  }, [store, select, same]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
