import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";
import { whenHydrated } from "~/lib/hydrate-in-turn";

/**
 * Deep links to a question (`/margaret#pq5`, or an answer-key link to `/general#q3`): scroll the
 * question into view and move keyboard focus to it, so Tab continues from there and a screen
 * reader reads it. Runs after hydration on first load and whenever the hash changes (React
 * Router sees links, history steps and plain `#anchor` jumps alike). Only targets inside
 * `containerRef` are handled; `#main` (the skip link) and the like are left to the browser.
 */
export function useFocusHash(containerRef: RefObject<HTMLElement | null>) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    // On first load the list may come to life a task or two after this effect (progressive
    // hydration): its element is known once it has.
    whenHydrated(() => focusTarget(containerRef.current, hash));
    // `key` too: following the same link again (same hash, new history entry) jumps again.
  }, [containerRef, hash, key]);
}

function focusTarget(container: HTMLElement | null, hash: string) {
  if (!container) return;
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
