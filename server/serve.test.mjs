import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer, readHeaders, readRedirects } from "./serve.mjs";

/** A build as the adapter writes it, in miniature. */
const root = mkdtempSync(join(tmpdir(), "site-"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
writeFileSync(join(root, "margaret.html"), "<!doctype html><title>Margaret</title>");
writeFileSync(join(root, "404.html"), "<!doctype html><title>Page not found</title>");
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "assets", "app.js"), "console.log(1)");
writeFileSync(join(root, "_redirects"), "/julie-and-scott /julie-scott 301\n");
writeFileSync(
  join(root, "_headers"),
  [
    ["/*", "  X-Content-Type-Options: nosniff"],
    ["/assets/*", "  Content-Security-Policy: default-src 'none'"],
    ["/margaret", "  Content-Security-Policy: script-src 'self' 'sha256-abc='; frame-ancestors 'none'", "  X-Frame-Options: DENY"],
  ]
    .map((block) => block.join("\n"))
    .join("\n\n"),
);

let origin = "";
const server = createSiteServer(root);
beforeAll(() => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((origin = `http://127.0.0.1:${server.address().port}`)))));
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the production server", () => {
  it("reads the headers and redirects files the build writes", () => {
    expect(readHeaders("/x\n  A: 1\n  B: two: three\n\n/y\n  C: 4\n")).toEqual(
      new Map([
        ["/x", { A: "1", B: "two: three" }],
        ["/y", { C: "4" }],
      ]),
    );
    expect(readRedirects("/a /b 301\n")).toEqual(new Map([["/a", "/b"]]));
  });

  it("sends every block that matches: /* to all, a page its own, a prefix to the files under it", async () => {
    const page = await fetch(`${origin}/margaret`);
    expect(page.headers.get("content-security-policy")).toBe("script-src 'self' 'sha256-abc='; frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const script = await fetch(`${origin}/assets/app.js`);
    expect(script.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("x-frame-options")).toBeNull();
    const home = await fetch(`${origin}/`);
    expect(home.headers.get("content-security-policy")).toBeNull();
  });

  it("redirects permanently, answers unknown paths with the not-found page and 404, and refuses other methods", async () => {
    const moved = await fetch(`${origin}/julie-and-scott?x=1`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/julie-scott?x=1");
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
    expect((await fetch(`${origin}/404`)).status).toBe(404);
    expect((await fetch(`${origin}/margaret`, { method: "POST" })).status).toBe(405);
  });

  it("refuses to start without a complete build", () => {
    expect(() => createSiteServer(mkdtempSync(join(tmpdir(), "empty-")))).toThrow(/not a complete build: run npm run build first/);
  });
});
