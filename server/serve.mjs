// The production server behind `npm start`: serves the build with sirv (ETags, and the .br and .gz
// copies the build writes) and the headers and redirects the build wrote for static hosts
// (integrations/static-site.mjs): each page's Content-Security-Policy from its own build, the
// security headers, 301s from _redirects, and 404.html with status 404 for any other path. Pages
// are revalidated on every visit; hashed assets (/_astro/) are cached for a year.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

/** The `_headers` file: path -> headers (a page's route, a file's path, or a prefix ending "/*"). */
export function readHeaders(text) {
  const map = new Map();
  let current;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) map.set(line.trim(), (current = {}));
    else if (current) {
      const at = line.indexOf(":");
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return map;
}

/** The `_redirects` file: from -> to. */
export const readRedirects = (text) =>
  new Map(
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split(/\s+/))
      .map(([from, to]) => [from, to]),
  );

/** "/margaret.html", "/margaret.html.br" and "/answers/index.html" -> "/margaret", "/answers". */
const pageKey = (pathname) =>
  pathname
    .replace(/\.(br|gz)$/, "")
    .replace(/\.html$/, "")
    .replace(/\/index$/, "") || "/";

export function createSiteServer(root) {
  let notFound, headers, redirects;
  try {
    notFound = readFileSync(join(root, "404.html"));
    headers = readHeaders(readFileSync(join(root, "_headers"), "utf8"));
    redirects = readRedirects(readFileSync(join(root, "_redirects"), "utf8"));
  } catch {
    throw new Error(`${root} is not a complete build: run npm run build first`);
  }
  const everything = headers.get("/*") ?? {};
  /** Every block that matches, as a static host sends them: "/*" and other splats by prefix, a page by its route, a file by its path. */
  const headersFor = (pathname) => {
    const file = pathname.replace(/\.(br|gz)$/, "");
    const isPage = !/\.(?!html$)[a-z0-9]+$/i.test(file);
    const matches = ([pattern]) => (pattern.endsWith("/*") ? file.startsWith(pattern.slice(0, -1)) : pattern === (isPage ? pageKey(file) : file));
    return Object.assign({}, ...[...headers].filter(matches).map(([, block]) => block));
  };
  const serve = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathname))) res.setHeader(name, value);
      res.setHeader("Cache-Control", pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  function sendNotFound(req, res) {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "Content-Length": notFound.length, ...headersFor("/404") });
    res.end(req.method === "HEAD" ? undefined : notFound);
  }

  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8", ...everything });
      return res.end("Method Not Allowed\n");
    }
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", ...everything });
      return res.end("Bad Request\n");
    }
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const target = redirects.get(path) ?? redirects.get(path.replace(/\.html$/, ""));
    if (target) {
      res.writeHead(301, { Location: `${target}${url.search}`, "Content-Type": "text/plain; charset=utf-8", ...everything });
      return res.end(`Moved to ${target}\n`);
    }
    // "/margaret/" is "/margaret"; the 404 page is only ever served with status 404.
    if (path !== url.pathname) req.url = path + url.search;
    if (path === "/404" || path === "/404.html") return sendNotFound(req, res);
    serve(req, res, () => sendNotFound(req, res));
  });
}

// `node server/serve.mjs`: PORT (default 4173), HOST (default 127.0.0.1), DIST_DIR (default dist).
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
