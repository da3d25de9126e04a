// The one inline script: it applies the stored colour theme before the first paint, so a dark
// choice never flashes light. Kept as text here so astro.config.mjs can hash it for the CSP.
import { createHash } from "node:crypto";

// Keep in step with src/lib/theme-key.ts (a unit test checks they agree).
export const THEME_STORAGE_KEY = "adviserready-theme";

export const THEME_INIT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;

export const THEME_INIT_HASH = `sha256-${createHash("sha256").update(THEME_INIT, "utf8").digest("base64")}`;
