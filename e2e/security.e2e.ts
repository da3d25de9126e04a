import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, hydrated, openPage, ROUTES, sharedBrowser } from "./browser";

const browser = sharedBrowser();

const client = process.env.BUILD_DIR
  ? join(resolve(process.env.BUILD_DIR), "client")
  : fileURLToPath(new URL("../build/client", import.meta.url));

/** Every page the site serves, and an unknown path that gets the 404 page. */
const PAGES = [...ROUTES.map((route) => ({ path: route.path, status: 200 })), { path: "/no-such-page", status: 404 }];

/** A policy as directive name -> source list. */
function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** Inline script bodies of an HTML page, hashed the way the browser checks them (written here independently of server/headers.mjs). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash("sha256").update(body ?? "", "utf8").digest("base64")}'`,
  );
}

/** Rules of a Netlify/Cloudflare _headers file: path -> header name -> value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const colon = line.indexOf(":");
    current?.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return rules;
}

async function get(path: string) {
  const response = await fetch(new URL(path, baseURL()), { redirect: "manual" });
  return { response, body: await response.text() };
}

function expectStrictPolicy(policy: string | null, html?: string) {
  expect(policy).toBeTruthy();
  const directives = parsePolicy(policy ?? "");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  expect(directives.get("default-src")).toEqual(["'self'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(directives.get("style-src")?.[0]).toBe("'self'");
  expect(directives.get("img-src")).toEqual(["'self'", "data:"]);
  // Fonts, fetches, the manifest and the worker fall back to default-src 'self' (and script-src).
  for (const name of ["font-src", "connect-src", "manifest-src", "worker-src", "child-src"]) expect(directives.has(name), name).toBe(false);
  const scriptSources = directives.get("script-src") ?? [];
  expect(scriptSources[0]).toBe("'self'");
  // Only hashes beyond 'self': no host, scheme or nonce can sneak in.
  for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  if (html !== undefined) {
    // Exactly this page's inline scripts are allowed, each of them.
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(new Set(scriptSources.slice(1))).toEqual(new Set(hashes));
  }
}

function expectOtherHeaders(headers: Headers) {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(permissions).toContain(`${feature}=()`);
  expect(headers.get("x-frame-options")).toBe("DENY");
}

/** Records CSP violations: the DOM event (installed before any page script) and Chromium's console report. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener("securitypolicyviolation", (event) => {
      log.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`.trim());
    });
  });
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return async () => [...seen, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

describe("security headers from npm start", () => {
  it.each(PAGES)("$path answers $status with a strict CSP for its own inline scripts and the other security headers", async ({ path, status }) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(status);
    expectStrictPolicy(response.headers.get("content-security-policy"), body);
    expectOtherHeaders(response.headers);
  });

  it("sends the headers with assets and the old /julie-and-scott redirect too, with no inline script allowed", async () => {
    const { body } = await get("/margaret");
    const script = body.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    for (const path of [script ?? "", "/icon-192.png", "/julie-and-scott"]) {
      const { response } = await get(path);
      expect(response.status, path).toBe(path === "/julie-and-scott" ? 301 : 200);
      const policy = response.headers.get("content-security-policy");
      expectStrictPolicy(policy);
      expect(parsePolicy(policy ?? "").get("script-src")).toEqual(["'self'"]);
      expectOtherHeaders(response.headers);
    }
  });
});

describe("the built scripts", () => {
  it("never evaluate strings as code (the CSP has no 'unsafe-eval', so such code would break at run time)", () => {
    const scripts = readdirSync(join(client, "assets")).filter((name) => name.endsWith(".js")).map((name) => join(client, "assets", name));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) expect(readFileSync(file, "utf8"), file).not.toMatch(/\beval\(|\bnew Function\(/);
  });
});

describe("the page under its CSP", () => {
  it.each(PAGES)("$path logs no CSP violation while loading, answering and navigating", async ({ path }) => {
    const { page, problems, close } = await openPage(browser());
    const violations = await watchViolations(page);
    await page.goto(path);
    await hydrated(page);

    // Answer something when the page has questions: the feedback toast must be styled under the CSP.
    const option = page.getByRole("button", { name: /^A\. / }).first();
    const statement = page.getByRole("button", { name: "True", exact: true }).first();
    const answer = (await option.count()) ? option : (await statement.count()) ? statement : null;
    if (answer) {
      await answer.click();
      const toast = page.locator("[data-sonner-toast]").first();
      await toast.waitFor();
      // sonner's own stylesheet applies (its runtime <style> injection would have been blocked).
      expect(await toast.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
    }
    // A client-side navigation loads route modules on demand, which script-src 'self' must allow.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Answers" }).first().click();
    await page.waitForURL("**/answers");
    await page.getByRole("heading", { level: 1, name: "Answers" }).waitFor();

    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe("the _headers file for static hosts", () => {
  const rules = parseHeadersFile(readFileSync(join(client, "_headers"), "utf8"));

  it.each(PAGES)("gives $path the same CSP as the server", async ({ path }) => {
    const { response } = await get(path);
    const served = response.headers.get("content-security-policy");
    // Unknown paths are served 404.html, whose own rule is /404.html.
    const paths = path === "/no-such-page" ? ["/404.html"] : path === "/" ? ["/"] : [path, `${path}/`];
    for (const rulePath of paths) expect(rules.get(rulePath)?.get("Content-Security-Policy"), rulePath).toBe(served);
  });

  it("sends every other header on every path, with a catch-all CSP that still allows each page's scripts", async () => {
    const all = rules.get("/*");
    expect(all).toBeDefined();
    const { response } = await get("/");
    for (const name of ["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy", "X-Frame-Options"]) {
      expect(all?.get(name), name).toBe(response.headers.get(name));
    }
    const catchAll = all?.get("Content-Security-Policy") ?? "";
    expectStrictPolicy(catchAll);
    // Hosts that combine matching rules enforce both policies, so the catch-all must allow every page's hashes.
    const allowed = new Set(parsePolicy(catchAll).get("script-src"));
    for (const { path } of PAGES) {
      const { body } = await get(path);
      for (const hash of inlineScriptHashes(body)) expect(allowed.has(hash), `${path} ${hash}`).toBe(true);
    }
  });
});
