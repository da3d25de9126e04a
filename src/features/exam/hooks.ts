import { useEffect, useState } from "react";

/** False in the prerendered HTML and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point: one render after hydration
  useEffect(() => setHydrated(true), []);
  return hydrated;
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
