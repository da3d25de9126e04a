import { useEffect, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Asks the browser to confirm before the page is closed or reloaded while `active`. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers need returnValue set; the text itself is not shown any more.
      event.returnValue = "";
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}
