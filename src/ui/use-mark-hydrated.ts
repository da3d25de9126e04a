import { useEffect } from "react";

/**
 * Marks the document once an island's effects have run (data-hydrated on <html>): the moment its
 * keyboard shortcuts, deep links and handlers are live. End-to-end tests wait for it.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
