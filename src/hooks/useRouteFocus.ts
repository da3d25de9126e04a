import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, move focus to <main> (it has tabIndex=-1):
 * otherwise focus stays on the link just followed, a keyboard user's next Tab lands in the
 * navigation again and a screen reader says nothing about the new page. The first load is left
 * to the browser. A link with a hash is left to the hash target (useFocusHash focuses a
 * question; the browser handles other anchors) unless that target does not exist.
 */
function useFocusAfterClientNavigation(mainId = "main") {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash.length > 1 && document.getElementById(safeDecode(hash.slice(1)))) return;
    // preventScroll: ScrollRestoration has already put the page where it belongs.
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The production browser build has no client-side navigation (each page is its own document, see
 * app/client/router.tsx), so there is nothing to do there and the hook costs nothing on first load.
 */
export const useRouteFocus: (mainId?: string) => void = __BROWSER_BUILD__ ? () => {} : useFocusAfterClientNavigation;
