// The production server behind `npm start`: serves build/client as a static site.
// - every file is read and compressed (brotli, gzip) once at start-up;
// - /julie-and-scott answers 301 to /julie-scott (decisions.md);
// - any other unknown path gets 404.html with status 404;
// - HTML is revalidated on every visit, hashed assets are cached for a year;
// - every response carries the security headers of headers.mjs (each page's CSP hashes its inline scripts).
import { createServer } from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, resolve as resolvePath, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { securityHeaders } from "./headers.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt"]);

export const REDIRECTS = { "/julie-and-scott": "/julie-scott" };

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Reads a build into memory: URL path -> { body, br, gz, type }. */
export function loadSite(root) {
  const files = new Map();
  for (const path of walk(root)) {
    const url = "/" + relative(root, path).split(sep).join("/");
    const ext = extname(path);
    const body = readFileSync(path);
    const compress = COMPRESSIBLE.has(ext) && body.length > 256;
    files.set(url, {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gz: compress ? gzipSync(body, { level: 9 }) : null,
      immutable: url.startsWith("/assets/"),
      html: ext === ".html",
      // Computed once: an HTML page's CSP allows the hashes of its own inline scripts.
      headers: securityHeaders(ext === ".html" ? body : null),
    });
  }
  return files;
}

/** The file for a request path, trying "/x/index.html" for "/x". */
function resolve(files, pathname) {
  if (files.has(pathname) && !pathname.endsWith("/404.html")) return files.get(pathname);
  const dir = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return files.get(`${dir}index.html`) ?? null;
}

function send(req, res, status, file, extraHeaders = {}) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  let body = file.body;
  const headers = {
    "Content-Type": file.type,
    "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding",
    ...file.headers,
    ...extraHeaders,
  };
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    headers["Content-Encoding"] = "br";
  } else if (file.gz && /\bgzip\b/.test(accept)) {
    body = file.gz;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function createSiteServer(root) {
  const files = loadSite(root);
  const notFound = files.get("/404.html");
  if (!notFound) throw new Error(`${root}/404.html is missing: run npm run build first`);

  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", ...securityHeaders() });
      res.end("Method Not Allowed\n");
      return;
    }
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      url.pathname = decodeURIComponent(url.pathname);
    } catch {
      send(req, res, 400, notFound);
      return;
    }
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const target = REDIRECTS[path];
    if (target) {
      res.writeHead(301, { Location: `${target}${url.search}`, "Content-Type": "text/plain; charset=utf-8", ...securityHeaders() });
      res.end(`Moved to ${target}\n`);
      return;
    }
    const file = resolve(files, url.pathname);
    if (file) send(req, res, 200, file);
    else send(req, res, 404, notFound);
  });
}

// Run directly: `node server/serve.mjs` (PORT, default 4173; HOST, default 127.0.0.1).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.env.BUILD_DIR
    ? join(resolvePath(process.env.BUILD_DIR), "client")
    : fileURLToPath(new URL("../build/client", import.meta.url));
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? "127.0.0.1";
  let server;
  try {
    server = createSiteServer(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  server.listen(port, host, () => console.log(`AdviserReady is being served at http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`));
}
