import { useEffect, type RefObject } from "react";

/**
 * Practice pages keep a sticky progress bar (the element `barRef` holds) under the fixed navigation. Its height depends on the
 * page and the screen width (its buttons wrap), so the stylesheet's scroll-padding-top cannot
 * know it: an element reached with Shift+Tab would scroll to just under the navigation and sit
 * entirely beneath the bar (WCAG 2.4.11). Measure the bar and set the page's scroll padding to
 * clear it; put the stylesheet's value back when the page goes. Setting a style property from
 * script is CSSOM, which the Content-Security-Policy allows.
 */
export function useStickyScrollPadding(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    const root = document.documentElement;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const update = () => {
      const height = bar.getBoundingClientRect().height;
      // The bar sticks at `top` (the navigation's height); 8px keeps a focus outline clear of it.
      const top = parseFloat(getComputedStyle(bar).top) || 0;
      if (height > 0) root.style.setProperty("scroll-padding-top", `${Math.ceil(top + height + 8)}px`);
      else root.style.removeProperty("scroll-padding-top");
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-top");
    };
  }, [barRef]);
}
