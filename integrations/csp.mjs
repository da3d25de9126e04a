// What the Content-Security-Policy allows beyond the scripts and styles Astro bundles and hashes
// itself (astro.config.mjs, security.csp). Build-time only.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";

import { THEME_INIT } from "./theme.mjs";

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
