// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { sonnerStyleHashes, THEME_INIT_HASH } from "./src/lib/csp.mjs";

/**
 * Every page is prerendered to static HTML; React renders the components at build time and only
 * the interactive ones hydrate as islands (docs/decisions/0001-astro.md).
 */
export default defineConfig({
  output: "static",
  trailingSlash: "never",
  build: {
    format: "file",
    // One small stylesheet per page, inlined: no render-blocking request.
    inlineStylesheets: "always",
  },
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  },
  // The seed's home grid linked to /julie-and-scott: it stays as a permanent redirect
  // (the production server answers 301; this page is the fallback for other static hosts).
  redirects: { "/julie-and-scott": { status: 301, destination: "/julie-scott" } },
  security: {
    csp: {
      algorithm: "SHA-256",
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
      // Astro hashes the scripts and styles it bundles; the one inline script (the theme, applied
      // before the first paint) is hashed here from the same text the layout writes.
      scriptDirective: { resources: ["'self'"], hashes: [THEME_INIT_HASH] },
      styleDirective: { resources: ["'self'"], hashes: sonnerStyleHashes() },
    },
  },
  devToolbar: { enabled: false },
});
