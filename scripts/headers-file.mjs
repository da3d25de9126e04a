// Writes build/client/_headers for static hosts that read one (Netlify, Cloudflare Pages), with
// the same security headers `npm start` sends: every page gets a CSP allowing the hashes of its
// own inline scripts, computed by server/headers.mjs from the built HTML.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineHashes, policyForHtml, STATIC_HEADERS } from "../server/headers.mjs";

/** Every .html file under `dir`, at any depth. */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The URL paths a host serves an HTML file at: "margaret/index.html" -> "/margaret" and "/margaret/". */
export function pathsFor(file) {
  const url = "/" + file.split(sep).join("/");
  if (url === "/index.html") return ["/"];
  if (url.endsWith("/index.html")) {
    const dir = url.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  return [url];
}

/**
 * The _headers text for a built client folder.
 *
 * Hosts apply every rule whose path matches: Cloudflare joins repeated headers with commas (the
 * browser then enforces each policy), Netlify lets the later rule win. So the catch-all rule
 * carries a CSP allowing every page's hashes (what unknown paths, served 404.html, need) and each
 * page's own rule narrows it to that page's hashes; either way a page runs only its own scripts
 * plus, at worst, another page's equally trusted ones.
 */
export function headersFile(client) {
  const pages = htmlFiles(client)
    .map((path) => ({ file: relative(client, path), html: readFileSync(path, "utf8") }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const everyScript = pages.flatMap((page) => inlineHashes(page.html).scripts);
  const everyStyle = pages.flatMap((page) => inlineHashes(page.html).styles);

  const lines = [
    "# Written by scripts/headers-file.mjs after each build: the security headers of server/headers.mjs.",
    "/*",
    ...Object.entries(STATIC_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    `  Content-Security-Policy: ${contentSecurityPolicy({ scripts: everyScript, styles: everyStyle })}`,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
  ];
  for (const page of pages) {
    const policy = policyForHtml(page.html);
    for (const path of pathsFor(page.file)) lines.push("", path, `  Content-Security-Policy: ${policy}`);
  }
  return `${lines.join("\n")}\n`;
}

export function writeHeadersFile(client) {
  writeFileSync(join(client, "_headers"), headersFile(client));
}
