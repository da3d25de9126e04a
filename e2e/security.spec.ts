import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

test.describe("security headers and the Content-Security-Policy", () => {
  for (const path of ["/", "/margaret", "/answers", "/exam", "/progress", "/case-studies/vera", "/no-such-page"]) {
    test(`${path} sends a strict CSP from its own build, and the fixed headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      // Scripts from the site only, by hash inline; 'wasm-unsafe-eval' lets the search compile its WebAssembly, nothing else.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+/);
      expect(csp).toMatch(/style-src 'self'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // The policy is Astro's for this page: it allows the page's own inline script by its hash.
      const html = await response.text();
      const inline = /<script>([^<]+)<\/script>/.exec(html)?.[1];
      if (inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
    });
  }

  test("hashed assets are cached for a year and served compressed with an ETag; pages are revalidated", async ({ request, page }) => {
    await page.goto("/margaret");
    const script = await page.locator("astro-island").first().getAttribute("component-url");
    const asset = await request.get(script!, { headers: { "accept-encoding": "br" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("br");
    expect(asset.headers().etag).toBeTruthy();
    const html = await request.get("/margaret");
    expect(html.headers()["cache-control"]).toBe("no-cache");
    expect(html.headers().etag ?? html.headers()["last-modified"]).toBeTruthy();
    const again = await request.get("/margaret", { headers: { "if-none-match": html.headers().etag! } });
    expect(again.status()).toBe(304);
  });

  test("only GET and HEAD are served", async ({ request }) => {
    expect((await request.post("/margaret")).status()).toBe(405);
  });

  test("the mock exam's data files run nothing and are not pages", async ({ request }) => {
    const pool = await request.get("/data/pool.json");
    expect(pool.headers()["content-type"]).toContain("application/json");
    expect(pool.headers()["content-security-policy"]).toContain("default-src 'none'");
  });

  test("an attempt at inline script from the address bar's hash does nothing", async ({ page }) => {
    await page.goto("/margaret#<img src=x onerror=alert(1)>");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client scenario: Margaret");
  });
});

test.describe("reading without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a practice page shows every question and its options; the answer key shows every answer", async ({ page }) => {
    await page.goto("/margaret");
    await expect(page.locator("article[data-question]")).toHaveCount(12);
    await expect(page.getByRole("button", { name: /^A\. / }).first()).toBeVisible();
    await page.goto("/answers/margaret");
    await expect(page.getByText("Correct answer").first()).toBeVisible();
    await page.goto("/case-studies/vera");
    await expect(page.getByRole("heading", { name: "The scenario" })).toBeVisible();
  });
});
