// Shared pieces of `npm run bench` and `npm run bench:scale`: building into a folder of our own,
// serving a folder with the production server, and small helpers for figures.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { createSiteServer } from "../../../server/serve.mjs";

export const ROOT = resolve(import.meta.dirname, "..", "..", "..");

/**
 * The routes the bench measures: every kind of page once (a case study and a topic stand for
 * theirs; they differ only in their content), and whether each has questions (its JavaScript
 * budget). Pages without questions ship no framework JavaScript.
 */
export const ROUTES = [
  { path: "/", questions: false },
  { path: "/margaret", questions: true },
  { path: "/julie-scott", questions: true },
  { path: "/standalone", questions: true },
  { path: "/general", questions: true },
  { path: "/answers", questions: false, answerKey: true },
  { path: "/answers/margaret", questions: false },
  { path: "/practice", questions: false },
  { path: "/case-studies/vera", questions: true },
  { path: "/topics/superannuation", questions: true },
  { path: "/exam", questions: true },
  { path: "/no-such-page", questions: false, status: 404 },
];

/** The built file for a route (build.format "file": /margaret -> margaret.html). */
export function fileOf(distDir, path) {
  if (path === "/") return join(distDir, "index.html");
  const file = join(distDir, `${path.slice(1)}.html`);
  return existsSync(file) ? file : join(distDir, "404.html");
}

/** 1 KB = 1000 bytes throughout the bench (the budgets are in KB). */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs a command with the project's node_modules/.bin on PATH; rejects on a non-zero exit. */
export function exec(command, args, { env = {}, quiet = false, shell = false } = {}) {
  return new Promise((resolvePromise, reject) => {
    const output = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      shell,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, PATH: `${join(ROOT, "node_modules", ".bin")}${delimiter}${process.env.PATH}`, ...env },
    });
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const text = Buffer.concat(output).toString("utf8");
      if (code === 0) resolvePromise(text);
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}\n${text.slice(-4000)}`));
    });
  });
}

/** Builds the site into `distDir` with the project's own build script. Returns the build time in ms. */
export async function buildSite(distDir, { env = {} } = {}) {
  const started = performance.now();
  await exec("npm", ["run", "build", "--silent"], { env: { DIST_DIR: distDir, ...env }, quiet: true });
  return performance.now() - started;
}

/** Serves a folder (which must hold 404.html) with the production server on a free localhost port. */
export function serve(clientDir) {
  const server = createSiteServer(clientDir);
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolvePromise({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the bench measures in: BENCH_CHROME_PATH if set, else Debian's
 * chromium-headless-shell (installed as root if absent), else the tests' Chromium with a warning.
 *
 * The headless shell is the same Chromium (Debian builds both from one source, one version) without
 * the browser's own window. `chromium --headless=new` is the whole browser with its window off
 * screen: while a page loads it paints its toolbar and tab strip and its display compositor draws
 * frames, on a 2-core machine beside the page's main thread: most of TBT's noise here (the
 * measurements are in docs/performance.md, "The headless shell"). Lighthouse's settings are the
 * same either way.
 */
export async function chromePath({ log = console.log } = {}) {
  if (process.env.BENCH_CHROME_PATH) {
    if (existsSync(process.env.BENCH_CHROME_PATH)) return process.env.BENCH_CHROME_PATH;
    throw new Error(`BENCH_CHROME_PATH is set to ${process.env.BENCH_CHROME_PATH}, but no file is there.`);
  }
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const { canInstallDebianPackages, findBrowser, installDebianPackage } = await import("../../find-browser.mjs");
  if (canInstallDebianPackages()) {
    log("bench: installing Debian's chromium-headless-shell (apt-get install -y chromium-headless-shell)...");
    installDebianPackage("chromium-headless-shell");
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  const fallback = findBrowser();
  log(
    `bench: WARNING: ${HEADLESS_SHELL} not found, measuring in ${fallback}, whose own window's painting competes with the page ` +
      "for the CPU and makes TBT noisier on small machines. Install it with: sudo apt-get install -y chromium-headless-shell " +
      "(or set BENCH_CHROME_PATH).",
  );
  return fallback;
}

/** Launch flags for a quiet, offline headless Chromium (Lighthouse and the interaction bench). */
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
