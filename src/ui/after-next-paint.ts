/**
 * Runs `callback` once the next frame has been painted (a task queued from the frame's
 * animation-frame callback), and returns a function that cancels it. Without
 * requestAnimationFrame (tests, old browsers) it falls back to a task.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  if (typeof requestAnimationFrame === "function") {
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(run);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }
  timer = setTimeout(run);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
