// What the Content-Security-Policy must allow beyond the scripts and styles Astro bundles and
// hashes itself (astro.config.mjs, security.csp). Node-only: read when the site is built.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Keep in step with src/lib/theme-key.ts (a unit test checks they agree).
export const THEME_STORAGE_KEY = "adviserready-theme";

/**
 * The one inline script: it applies the stored colour theme before the first paint, so a dark
 * choice never flashes light. The layout writes this text; its hash goes in script-src.
 */
export const THEME_INIT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

export const THEME_INIT_HASH = sha256(THEME_INIT);

/**
 * sonner (the toasts) adds its stylesheet as a <style> element when it loads: first empty, then
 * with its CSS. Both states are allowed by hash, read from the installed sonner, so the policy
 * needs no 'unsafe-inline' and follows sonner's upgrades.
 */
export function sonnerStyleHashes() {
  const require = createRequire(import.meta.url);
  const code = readFileSync(require.resolve("sonner").replace(/index\.js$/, "index.mjs"), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
  if (!literal) throw new Error("sonner no longer calls __insertCSS(\"...\"): update src/lib/csp.mjs for this sonner version");
  return [sha256(JSON.parse(literal)), sha256("")];
}
