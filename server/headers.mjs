// Security headers, shared by the production server (server/serve.mjs) and the `_headers` file
// written for static hosts (scripts/postbuild.mjs), so both send the same policy.
//
// The Content-Security-Policy is Astro's (astro.config.mjs, security.csp): each built page carries
// it in a <meta> element, with the hashes of exactly the scripts and styles that page was built
// with. The server sends the same policy as a header, adding what only a header can say
// (frame-ancestors).

/** Directives only a header can carry, appended to each page's policy. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/** The policy for anything that is not a page (scripts, images, the manifest): nothing runs. */
export const NON_HTML_POLICY = `default-src 'none'; img-src 'self' data:; style-src 'self'; ${HEADER_ONLY_DIRECTIVES}`;

/** The service worker's own policy governs its fetches: it may reach this origin only. */
export const WORKER_POLICY = `default-src 'self'; ${HEADER_ONLY_DIRECTIVES}`;

/** The same headers on every response; the CSP is added per file. */
export const STATIC_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium recognises (an unknown one logs a warning on every page).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  // frame-ancestors does this for current browsers; X-Frame-Options covers old ones.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
});

/** The policy of Astro's <meta http-equiv="content-security-policy"> in a built page, or null. */
export function metaPolicy(html) {
  const text = typeof html === "string" ? html : Buffer.from(html).toString("utf8");
  const meta = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(text);
  return meta ? meta[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&") : null;
}

/**
 * The header policy for a page: its own meta policy plus frame-ancestors. A page without one
 * (the static redirect page Astro writes for /julie-and-scott) runs nothing.
 */
export function policyForHtml(html) {
  const policy = metaPolicy(html);
  if (!policy) return NON_HTML_POLICY;
  const directives = policy
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  return [...directives, HEADER_ONLY_DIRECTIVES].join("; ");
}

/** Headers for a response: pass a page's HTML for its policy; anything else runs nothing. */
export function securityHeaders(html) {
  return { "Content-Security-Policy": html == null ? NON_HTML_POLICY : policyForHtml(html), ...STATIC_HEADERS };
}

/** Headers for the service worker script. */
export function workerHeaders() {
  return { "Content-Security-Policy": WORKER_POLICY, ...STATIC_HEADERS };
}
