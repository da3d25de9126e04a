// sonner injects its stylesheet at run time by appending a <style> element, which a
// Content-Security-Policy without 'unsafe-inline' for styles blocks (toasts would lose their
// layout and every page would log two CSP violations). This build plugin removes that injection
// from sonner's module and imports sonner's own stylesheet in its place, so the same CSS ships
// in the hashed, same-origin bundle that `style-src 'self'` allows.
//
// In the browser build the stylesheet is not part of the page's (inlined) CSS either: toasts only
// exist once the page has hydrated, so sonner's module adds a <link> to the hashed file when it
// loads (in a task of its own). Every page's HTML is then 14 KB of CSS lighter to parse before
// the first paint.
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/** @returns {import("vite").Plugin} */
export function sonnerStylesheet() {
  return {
    name: "adviserready:sonner-stylesheet",
    enforce: "pre",
    transform(code, id, options) {
      if (!SONNER_MODULE.test(id.split("?")[0] ?? "")) return null;
      if (!INJECTION.test(code)) {
        // Fail the build rather than ship toasts that the CSP silently unstyles.
        this.error("sonner no longer calls __insertCSS(\"...\"): update scripts/vite-sonner-css.mjs for this sonner version");
      }
      const replacement = options?.ssr
        ? 'import "sonner/dist/styles.css";'
        : 'import __sonnerStylesheet from "sonner/dist/styles.css?url";' +
          // In a task of its own: a stylesheet request takes 1 to 3 ms to set up, and this module
          // is evaluated in the page's longest task as it comes to life.
          'if (typeof document !== "undefined") setTimeout(() => { if (document.querySelector("link[data-sonner-stylesheet]")) return;' +
          'const link = document.createElement("link"); link.rel = "stylesheet"; link.href = __sonnerStylesheet;' +
          'link.setAttribute("data-sonner-stylesheet", ""); document.head.appendChild(link); });';
      return { code: code.replace(INJECTION, replacement), map: null };
    },
  };
}
