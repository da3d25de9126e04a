import { useEffect } from "react";

/**
 * Printing opens every <details> section (a closed one would print as a single line), and
 * closing the print dialog restores the sections the learner had open.
 */
export function usePrintOpensDetails() {
  useEffect(() => {
    let closedBeforePrint: HTMLDetailsElement[] = [];
    function beforePrint() {
      closedBeforePrint = Array.from(document.querySelectorAll<HTMLDetailsElement>("details:not([open])"));
      for (const details of closedBeforePrint) details.open = true;
    }
    function afterPrint() {
      for (const details of closedBeforePrint) details.open = false;
      closedBeforePrint = [];
    }
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    return () => {
      window.removeEventListener("beforeprint", beforePrint);
      window.removeEventListener("afterprint", afterPrint);
    };
  }, []);
}
