// The production server behind `npm start`: serves dist/ as a static site with sirv, which sends
// ETags and the precompressed .br and .gz files the build writes (scripts/postbuild.mjs), and adds:
// - the security headers of headers.mjs (each page's CSP from its own build);
// - /julie-and-scott answers 301 to /julie-scott (decisions.md);
// - any other unknown path gets 404.html with status 404;
// - HTML is revalidated on every visit, hashed assets (/_astro/) are cached for a year.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { securityHeaders, STATIC_HEADERS, workerHeaders } from "./headers.mjs";

export const REDIRECTS = { "/julie-and-scott": "/julie-scott" };

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** "/margaret.html", "/margaret.html.br", "/margaret" and "/answers/index.html" -> one key per page. */
function pageKey(pathname) {
  const key = pathname.replace(/\.(br|gz)$/, "").replace(/\.html$/, "").replace(/\/index$/, "/");
  return key.length > 1 ? key.replace(/\/$/, "") : key;
}

/** Each page's headers, by pageKey. */
function pageHeaders(root) {
  const headers = new Map();
  for (const file of htmlFiles(root)) headers.set(pageKey("/" + relative(root, file).split(sep).join("/")), securityHeaders(readFileSync(file)));
  return headers;
}

export function createSiteServer(root) {
  const notFoundFile = join(root, "404.html");
  let notFound;
  try {
    notFound = readFileSync(notFoundFile);
  } catch {
    throw new Error(`${notFoundFile} is missing: run npm run build first`);
  }
  const pages = pageHeaders(root);
  const otherHeaders = securityHeaders();
  const swHeaders = workerHeaders();
  const serve = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      const isPage = !/\.(?!html\b)[a-z0-9]+(\.(br|gz))?$/i.test(pathname);
      const headers = /^\/sw\.js(\.(br|gz))?$/.test(pathname) ? swHeaders : (isPage && pages.get(pageKey(pathname))) || otherHeaders;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader("Cache-Control", pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", ...otherHeaders });
      res.end("Method Not Allowed\n");
      return;
    }
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", ...otherHeaders });
      res.end("Bad Request\n");
      return;
    }
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const target = REDIRECTS[path] ?? REDIRECTS[path.replace(/\.html$/, "")];
    if (target) {
      res.writeHead(301, { Location: `${target}${url.search}`, "Content-Type": "text/plain; charset=utf-8", ...otherHeaders });
      res.end(`Moved to ${target}\n`);
      return;
    }
    // "/margaret/" is "/margaret"; the 404 page is only ever served with status 404.
    if (path !== url.pathname) req.url = path + url.search;
    if (path === "/404" || path === "/404.html") return sendNotFound(req, res);
    serve(req, res, () => sendNotFound(req, res));
  });

  function sendNotFound(req, res) {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Length": notFound.length,
      ...STATIC_HEADERS,
      ...(pages.get("/404") ?? otherHeaders),
    });
    res.end(req.method === "HEAD" ? undefined : notFound);
  }
}

// Run directly: `node server/serve.mjs` (PORT, default 4173; HOST, default 127.0.0.1; DIST_DIR, default dist).
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL("../dist", import.meta.url)));
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
