/**
 * True only in the production browser build (vite.config.ts `define`): the bundle that hydrates the
 * prerendered pages with Preact. False when prerendering, in `npm run dev` and in the tests.
 */
declare const __BROWSER_BUILD__: boolean;

/** public/favicon-32.png in base64, inlined at build time (vite.config.ts `define`). */
declare const __FAVICON_PNG__: string;
