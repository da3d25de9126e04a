import { useEffect, type RefObject } from "react";

/**
 * Deep links to a question (`/margaret#pq5`, or an answer-key link to `/general#q3`): scroll the
 * question into view and move keyboard focus to it, so Tab continues from there and a screen
 * reader reads it. Runs once the list is live and whenever the hash changes. Only targets inside
 * `containerRef` are handled; `#main` (the skip link) and the like are left to the browser.
 */
export function useFocusHash(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const focusHash = () => focusTarget(containerRef.current, location.hash);
    if (location.hash.length > 1) focusHash();
    addEventListener("hashchange", focusHash);
    return () => removeEventListener("hashchange", focusHash);
  }, [containerRef]);
}

function focusTarget(container: HTMLElement | null, hash: string) {
  if (!container || hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return; // a malformed hash is simply not a question
  }
  const target = document.getElementById(id);
  const article = target && container.contains(target) ? target.closest<HTMLElement>("article[data-question]") : null;
  if (!article) return;
  // Focus without the browser's own scroll, then align the card to the top: scrollIntoView
  // honours scroll-padding-top and the card's scroll-margin, so the fixed header and the
  // sticky progress bar do not cover it.
  article.focus({ preventScroll: true });
  article.scrollIntoView({ block: "start" });
}
