// sonner injects its stylesheet at run time by appending a <style> element, which a
// Content-Security-Policy without 'unsafe-inline' for styles blocks (toasts would lose their
// layout and every page would log two CSP violations). This build plugin removes that injection
// from sonner's module and imports sonner's own stylesheet in its place, so the same CSS ships
// in the hashed, same-origin bundle that `style-src 'self'` allows.
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/** @returns {import("vite").Plugin} */
export function sonnerStylesheet() {
  return {
    name: "adviserready:sonner-stylesheet",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER_MODULE.test(id.split("?")[0] ?? "")) return null;
      if (!INJECTION.test(code)) {
        // Fail the build rather than ship toasts that the CSP silently unstyles.
        this.error("sonner no longer calls __insertCSS(\"...\"): update scripts/vite-sonner-css.mjs for this sonner version");
      }
      return { code: code.replace(INJECTION, 'import "sonner/dist/styles.css";'), map: null };
    },
  };
}
