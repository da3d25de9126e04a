// Security headers, shared by the production server (server/serve.mjs) and the `_headers` file
// written for static hosts (scripts/headers-file.mjs), so both send the same policy.
//
// The Content-Security-Policy allows no inline script except the exact ones each prerendered
// page ships (React Router's context and module scripts, React's streaming helpers): their
// SHA-256 hashes are read from the page's HTML, so a page only runs the scripts it was built with.
import { createHash } from "node:crypto";

/** Every directive of the policy, before a page's inline script and style hashes are added. */
export const BASE_DIRECTIVES = Object.freeze({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  // Fonts, fetches, the manifest and the service worker fall back to default-src 'self' (the
  // worker through script-src, which is 'self' too): naming them again changed nothing and added
  // 74 bytes to every page's headers, which count towards the first round trip (about 14 KB).
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
});

/** The same headers on every response; the CSP is added per file. */
export const STATIC_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium recognises (an unknown one logs a warning on every page).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // frame-ancestors does this for current browsers; X-Frame-Options covers old ones.
  "X-Frame-Options": "DENY",
  // No Cross-Origin-Opener-Policy: `same-origin` puts the page in a new browsing-context group,
  // so Chromium starts a new renderer process when a learner arrives from another page, and that
  // cold process commits the page about twice as slowly. On the bench it added a median of 40 to
  // 60 ms of Total Blocking Time to each page, the plain-HTML floor included (README, Security).
  // What it guards against (a page that opened ours keeping a handle to our window) has nothing
  // to reach here: no accounts, no stored answers, no secrets, and framing is refused above.
  "Cross-Origin-Resource-Policy": "same-origin",
});

/** The CSP source expression for a script or style body, as browsers hash it (UTF-8). */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Hashes of the inline scripts (not data blocks) and <style> elements of an HTML document, in order, without repeats. */
export function inlineHashes(html) {
  const text = typeof html === "string" ? html : Buffer.from(html).toString("utf8");
  const scripts = new Set();
  const styles = new Set();
  // Script and style contents are raw text: the element ends at the first closing tag.
  for (const [, attributes, body] of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // A data block (type="application/json", say) is never executed, so the policy has no say over it.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)) continue;
    scripts.add(sha256Source(body));
  }
  for (const [, , body] of text.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi)) styles.add(sha256Source(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The Content-Security-Policy value allowing exactly these inline script and style hashes. */
export function contentSecurityPolicy({ scripts = [], styles = [] } = {}) {
  const directives = { ...BASE_DIRECTIVES };
  directives["script-src"] = [...BASE_DIRECTIVES["script-src"], ...new Set(scripts)];
  directives["style-src"] = [...BASE_DIRECTIVES["style-src"], ...new Set(styles)];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The CSP for one HTML document (hashes of its own inline scripts and styles). */
export function policyForHtml(html) {
  return contentSecurityPolicy(inlineHashes(html));
}

/**
 * Headers for a response. Pass an HTML body to allow its inline scripts; anything else gets the
 * policy with no inline script at all (which also locks down an SVG opened on its own).
 */
export function securityHeaders(html) {
  return {
    "Content-Security-Policy": html == null ? contentSecurityPolicy() : policyForHtml(html),
    ...STATIC_HEADERS,
  };
}
