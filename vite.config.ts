import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias, type Plugin } from "vite";
import { sonnerStylesheet } from "./scripts/vite-sonner-css.mjs";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The production client runs on Preact (through preact/compat) and without React Router's
 * runtime (app/client/router.tsx): about 10 KB of framework instead of about 95 KB, compressed.
 * Prerendering (the SSR build), `npm run dev` and the tests keep React and React Router, so every
 * page's HTML is React's; the browser hydrates it with Preact. README: "Why Preact in the browser".
 */
const browserRuntime: Alias[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-router$/, replacement: path("./app/client/router.tsx") },
];

/**
 * The question bank is plain data, so importing a content module has no side effects. Saying so
 * lets the build drop a module whose exports a page does not use (the answer key's browser build
 * uses none); Rollup cannot tell on its own because the data calls formatting helpers.
 */
const contentIsPure: Plugin = {
  name: "adviserready:content-is-pure",
  transform(code, id) {
    if (id.includes("/src/content/") && !id.includes(".test.")) return { code, map: null, moduleSideEffects: false };
  },
};

/**
 * Few, larger files: every file a page loads costs a request and its headers on a slow phone
 * connection. Preact, the libraries and the shared UI go in one file every page loads (and the
 * service worker caches once); each page adds its route module and its own content. The mock
 * exam's components and the answer key's section loader stay with the pages that use them.
 */
function browserChunk(id: string): string | undefined {
  if (id.includes("/node_modules/")) return "runtime";
  if (/\/src\/(components|hooks|lib|quiz)\//.test(id) && !/\/components\/(exam\/|AnswerKey\.)/.test(id)) return "runtime";
  if (id.includes("/app/client/")) return "runtime";
  return undefined;
}

/**
 * Every browser chunk runs as soon as it arrives (the runtime, the page and its content at load;
 * an answer-key section when it opens), so ask Chromium to compile all of its functions eagerly:
 * with this comment first in the file (Chrome 136+ "explicit compile hints"), V8 compiles them on
 * the thread that streams the script instead of lazily on the main thread the first time each is
 * called: hydration and the first answers on a page run about a third less JavaScript work on the
 * main thread (README: Performance). Other browsers ignore the comment.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
const compileHint: Plugin = {
  name: "adviserready:compile-hint",
  // Once every chunk is final: after minification, which drops comments, and after Vite writes
  // its list of a dynamic import's files (`__vite__mapDeps`) at the top of the chunk that has one.
  generateBundle: {
    order: "post",
    handler(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // sonnerStylesheet: ship sonner's CSS as a file instead of a runtime <style> (strict CSP).
  plugins: [tailwindcss(), reactRouter(), sonnerStylesheet(), contentIsPure, ...(command === "build" && !isSsrBuild ? [compileHint] : [])],
  build: command === "build" && !isSsrBuild ? { rollupOptions: { output: { manualChunks: browserChunk } } } : undefined,
  define: {
    __BROWSER_BUILD__: JSON.stringify(command === "build" && !isSsrBuild),
    // The favicon goes inside each page as a data: URL (app/root.tsx); public/ stays its one source.
    __FAVICON_PNG__: JSON.stringify(readFileSync(path("./public/favicon-32.png")).toString("base64")),
  },
  resolve: {
    alias: [{ find: "~", replacement: path("./src") }, ...(command === "build" && !isSsrBuild ? browserRuntime : [])],
  },
}));
