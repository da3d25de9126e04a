import { useSyncExternalStore } from "react";
import type { Store } from "~/answering/store";

/**
 * A part of a store's state, re-rendering only when that part changes. `select` must return the
 * same value for the same state (a slice of it, not a new object): derive from slices with useMemo.
 */
export function useStore<S, A, T>(store: Store<S, A>, select: (state: S) => T): T {
  const snapshot = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
