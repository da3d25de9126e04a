import { describe, expect, it } from "vitest";
import { metaPolicy, NON_HTML_POLICY, policyForHtml, securityHeaders, WORKER_POLICY } from "../../server/headers.mjs";

const PAGE = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';"></head><body></body></html>`;

describe("the security headers", () => {
  it("send each page's own Astro policy as a header, with framing refused", () => {
    expect(metaPolicy(PAGE)).toBe("default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def=';");
    const policy = policyForHtml(PAGE);
    expect(policy).toBe("default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-abc='; style-src 'self' 'sha256-def='; frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("let nothing run in a file that is not a page, and a page without a policy", () => {
    expect(securityHeaders()["Content-Security-Policy"]).toBe(NON_HTML_POLICY);
    expect(policyForHtml("<!doctype html><title>Redirecting</title>")).toBe(NON_HTML_POLICY);
    expect(NON_HTML_POLICY).toMatch(/default-src 'none'/);
  });

  it("let the service worker fetch from this origin only", () => {
    expect(WORKER_POLICY).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it("send the same fixed headers everywhere", () => {
    const headers = securityHeaders(PAGE);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });
});
