import { useEffect, useState } from "react";
import { afterNextPaint } from "~/ui/after-next-paint";

/**
 * `show`, except that turning on waits for the next paint. An answer's verdict (the options'
 * colours and tags, the announcement) paints on its own; the explanation, the longest text to
 * lay out, and Reset follow a frame later, so a slow phone shows right or wrong sooner.
 * Turning off is immediate.
 */
export function useShownAfterPaint(show: boolean): boolean {
  const [painted, setPainted] = useState(show);
  useEffect(() => {
    if (!show) return;
    const cancel = afterNextPaint(() => setPainted(true));
    // Turned off (or unmounted): the next time it turns on waits for its own paint.
    return () => {
      cancel();
      setPainted(false);
    };
  }, [show]);
  return show && painted;
}
