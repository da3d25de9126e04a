// What the Content-Security-Policy allows beyond the scripts and styles Astro bundles and hashes
// itself (astro.config.mjs, security.csp). Build-time only.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";

/** Where the colour theme choice is stored; src/site/theme-key.ts says the same (a test checks). */
export const THEME_STORAGE_KEY = "adviserready-theme";

/**
 * The one inline script: it applies the stored colour theme before the first paint, so a dark
 * choice never flashes light. The layout writes this text; its hash goes in script-src.
 */
export const THEME_INIT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

export const THEME_INIT_HASH = sha256(THEME_INIT);

/**
 * sonner adds its stylesheet as a <style> element when it loads: first empty, then with its CSS.
 * Both are allowed by hash, taken from what the installed sonner inserts (sonner-css.mjs runs it).
 */
export function sonnerStyleHashes() {
  const script = fileURLToPath(new URL("./sonner-css.mjs", import.meta.url));
  const inserted = JSON.parse(execFileSync(process.execPath, [script], { encoding: "utf8" }));
  if (inserted.length === 0) throw new Error("sonner inserted no stylesheet: check integrations/sonner-css.mjs against this sonner version");
  return [...new Set(["", ...inserted].map(sha256))];
}
