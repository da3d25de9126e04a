/**
 * A small external store: state that changes only through a pure reducer, read by React with
 * useSyncExternalStore (src/ui/use-store.ts). A practice page's answers and a mock exam's session
 * each live in one; everything shown (score, progress) is derived from the state.
 */
export interface Store<S, A> {
  getState(): S;
  dispatch(action: A): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createStore<S, A>(reducer: (state: S, action: A) => S, initial: S): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
