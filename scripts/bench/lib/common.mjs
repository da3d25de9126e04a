// Shared pieces of `npm run bench` and `npm run bench:scale`: building into a folder of our own,
// serving a folder with the production server, and small helpers for figures.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { createSiteServer } from "../../../server/serve.mjs";

export const ROOT = resolve(import.meta.dirname, "..", "..", "..");

/** The practice routes every build has; /exam joins them when the build has it. */
export const BASE_ROUTES = ["/", "/margaret", "/julie-scott", "/standalone", "/general", "/answers"];

/** Each answer-key section's own page in a build (/answers/margaret, ...), in file-name order. */
export function answerSectionRoutesOf(clientDir) {
  const dir = join(clientDir, "answers");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, "index.html")))
    .map((entry) => `/answers/${entry.name}`)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** The routes a build actually has: the base ones, each answer-key section's page, and /exam once it is prerendered. */
export function routesOf(clientDir) {
  return [...BASE_ROUTES, ...answerSectionRoutesOf(clientDir), ...(existsSync(join(clientDir, "exam", "index.html")) ? ["/exam"] : [])];
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

/**
 * Builds the site into `buildDir` with the project's own build script (so whatever
 * `npm run build` does, the bench measures). `extraBuildArgs` go to `react-router build`.
 * Returns the build time in milliseconds.
 */
export async function buildSite(buildDir, { env = {}, extraBuildArgs = [] } = {}) {
  const script = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.build;
  let command = script;
  if (extraBuildArgs.length > 0) {
    if (!/\breact-router build\b/.test(script)) throw new Error(`package.json "build" no longer runs "react-router build": ${script}`);
    command = script.replace(/\breact-router build\b/, `$& ${extraBuildArgs.join(" ")}`);
  }
  const started = performance.now();
  await exec(command, [], { env: { BUILD_DIR: buildDir, ...env }, quiet: true, shell: true });
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
