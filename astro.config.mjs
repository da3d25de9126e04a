// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { execFileSync } from "node:child_process";
import { defineConfig, passthroughImageService } from "astro/config";
import { sonnerStyleHashes, THEME_INIT_HASH } from "./integrations/csp.mjs";
import searchIndex from "./integrations/search-index.mjs";
import staticSite from "./integrations/static-site.mjs";

/** Which build this is: BUILD_VERSION, else the commit, shown in the footer and in error messages. */
function buildVersion() {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "local";
  }
}

/**
 * What every island (a practice page's, the mock exam's, /progress's) loads: React, the error
 * boundary, the hydration mark, and the study record's entry (its preference and the hook that
 * loads the record once it is on). One chunk instead of the four or five Rolldown would make of
 * them: each request costs about 0.7 KB of headers against the practice pages' 95 KB budget
 * (docs/decisions/0008-study-record.md). A module left off this list only becomes a chunk of its own.
 */
const EVERY_ISLAND =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper|[\\/]src[\\/](ui[\\/](error-boundary|use-mark-hydrated|version)|progress[\\/](practise)|features[\\/]progress[\\/](index|entry|ProgressIsland))\.tsx?$/;

/**
 * The state shared between every page's script and the islands (src/site/stores.ts and Nano
 * Stores), with Vite's helper for dynamic imports that both use: a chunk of its own, a couple of
 * kilobytes, so a page without an island never loads the islands' chunk (React) for it.
 */
const SHARED_STATE =
  /vite[\\/]preload-helper|[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|[\\/]src[\\/]site[\\/]stores\.ts$|[\\/]integrations[\\/]theme\.mjs$/;

/**
 * Every page is prerendered to static HTML; React renders the components at build time and only
 * the interactive ones hydrate as islands (docs/decisions/0001-astro.md).
 */
export default defineConfig({
  output: "static",
  // DIST_DIR builds elsewhere (the bench builds into .builds/bench).
  outDir: process.env.DIST_DIR ?? "dist",
  trailingSlash: "never",
  build: {
    format: "file",
    // One small stylesheet per page, inlined: no render-blocking request.
    inlineStylesheets: "always",
  },
  // searchIndex: Pagefind's index of every question and note (integrations/search-index.mjs), written
  // before staticSite's headers, redirects, service worker and compressed copies (integrations/static-site.mjs).
  integrations: [react(), searchIndex(), staticSite()],
  // No image is processed at build time (the icons are ready-made files in public/).
  image: { service: passthroughImageService() },
  vite: {
    plugins: [tailwindcss()],
    define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
    build: {
      // SOURCEMAP=1 writes source maps beside the scripts: what each chunk holds, when weighing one.
      sourcemap: process.env.SOURCEMAP === "1",
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: "stores", test: SHARED_STATE, priority: 20 },
              { name: "islands", test: EVERY_ISLAND, priority: 10 },
            ],
          },
        },
      },
    },
    resolve: {
      alias: [{ find: /^~\//, replacement: `${new URL("./src", import.meta.url).pathname}/` }],
    },
  },
  // The original home grid linked to /julie-and-scott: it stays as a permanent redirect, the one
  // list of redirects (the build writes _redirects from it; the server answers 301).
  redirects: { "/julie-and-scott": { status: 301, destination: "/julie-scott" } },
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: ["default-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'none'", "form-action 'self'"],
      // Astro hashes the scripts and styles it bundles; the one inline script (the theme, applied
      // before the first paint) is hashed here from the same text the layout writes. The search
      // (Pagefind, served from /pagefind/) compiles its WebAssembly: 'wasm-unsafe-eval' allows that
      // and nothing else.
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"], hashes: /** @type {any} */ ([THEME_INIT_HASH]) },
      styleDirective: { resources: ["'self'"], hashes: /** @type {any} */ (sonnerStyleHashes()) },
    },
  },
  devToolbar: { enabled: false },
});
