import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { headersFile, pathsFor, writeHeadersFile } from "../../scripts/headers-file.mjs";
import { contentSecurityPolicy, inlineHashes, policyForHtml, securityHeaders } from "../../server/headers.mjs";

/** SHA-256 by Web Crypto, independent of the module under test. */
async function hashSource(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

function directives(policy: string) {
  return new Map(policy.split("; ").map((part) => {
    const [name = "", ...sources] = part.split(" ");
    return [name, sources] as const;
  }));
}

const PAGE = `<!DOCTYPE html><html><head><script src="/assets/app.js"></script></head><body>
<script>window.__context = {"a":"é – ✓"};</script>
<SCRIPT type="module" async="">import "/assets/manifest.js";
console.log("two lines");</SCRIPT>
<script>window.__context = {"a":"é – ✓"};</script>
<script type="application/json" id="data">{"sections":[]}</script>
<script type="text/javascript">window.b = 1;</script>
<style>.x{color:red}</style>
</body></html>`;

describe("the Content-Security-Policy builder", () => {
  it("allows no inline script or eval, and locks down objects, base URLs, framing and forms", () => {
    const policy = contentSecurityPolicy();
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(Object.fromEntries(directives(policy))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
    });
  });

  it("hashes each distinct inline script and style the way the browser does (UTF-8 body), skipping external scripts and data blocks", async () => {
    const { scripts, styles } = inlineHashes(PAGE);
    expect(scripts).toEqual([
      await hashSource('window.__context = {"a":"é – ✓"};'),
      await hashSource('import "/assets/manifest.js";\nconsole.log("two lines");'),
      await hashSource("window.b = 1;"),
    ]);
    expect(styles).toEqual([await hashSource(".x{color:red}")]);
    // A Buffer (what the server reads from disk) gives the same hashes.
    expect(inlineHashes(Buffer.from(PAGE, "utf8"))).toEqual({ scripts, styles });
  });

  it("puts a page's hashes after 'self' in script-src and style-src, and nowhere else", async () => {
    const policy = directives(policyForHtml(PAGE));
    expect(policy.get("script-src")).toEqual(["'self'", ...inlineHashes(PAGE).scripts]);
    expect(policy.get("style-src")).toEqual(["'self'", await hashSource(".x{color:red}")]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("allows nothing inline for a page without inline scripts, however its text looks", () => {
    const html = "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><script src=/a.js></script>";
    expect(directives(policyForHtml(html)).get("script-src")).toEqual(["'self'"]);
  });

  it("sends the CSP with the other security headers, hashing only when given a page", () => {
    const headers = securityHeaders(PAGE);
    expect(headers["Content-Security-Policy"]).toBe(policyForHtml(PAGE));
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    // Left out on purpose (see headers.mjs): it costs every arrival a new renderer process.
    expect(headers).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(securityHeaders()["Content-Security-Policy"]).toBe(contentSecurityPolicy());
  });
});

describe("the _headers file for static hosts", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("maps built files to the paths hosts serve them at", () => {
    expect(pathsFor("index.html")).toEqual(["/"]);
    expect(pathsFor(join("margaret", "index.html"))).toEqual(["/margaret", "/margaret/"]);
    expect(pathsFor("404.html")).toEqual(["/404.html"]);
  });

  it("gives each page its own CSP and every path the other headers and a CSP allowing every page", () => {
    dir = mkdtempSync(join(tmpdir(), "headers-"));
    const home = "<script>home()</script>";
    const margaret = "<script>margaret()</script>";
    writeFileSync(join(dir, "index.html"), home);
    mkdirSync(join(dir, "margaret"));
    writeFileSync(join(dir, "margaret", "index.html"), margaret);
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    writeHeadersFile(dir);
    const text = readFileSync(join(dir, "_headers"), "utf8");
    expect(text).toBe(headersFile(dir));

    const blocks = text.trimEnd().split("\n\n");
    expect(blocks).toContain(`/\n  Content-Security-Policy: ${policyForHtml(home)}`);
    expect(blocks).toContain(`/margaret\n  Content-Security-Policy: ${policyForHtml(margaret)}`);
    expect(blocks).toContain(`/margaret/\n  Content-Security-Policy: ${policyForHtml(margaret)}`);
    const catchAll = blocks.find((block) => block.includes("\n/*\n"));
    expect(catchAll).toContain("  X-Content-Type-Options: nosniff\n");
    expect(catchAll).toContain(`  Content-Security-Policy: ${policyForHtml(home + margaret)}`);
    expect(text).not.toContain("favicon");
  });
});
