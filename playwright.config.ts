import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests against the production build (dist/, served as `npm start` serves it) in
 * Debian's Chromium headless shell (scripts/browsers.mjs installs it; the full browser in headless
 * mode does the same work about a quarter slower). `npm test` builds first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4321);
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
];

export default defineConfig({
  testDir: "e2e",
  testMatch: /.*\.spec\.ts/,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace snapshots the whole page at every action: on a long practice page a key press took
    // 70 ms with it and 10 ms without, and the suite 5.7 minutes against 3.9. A failure still
    // leaves its screenshot and the page's accessibility tree (error-context.md); E2E_TRACE=1
    // records traces to open with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // A new context per test would install the service worker, which fetches the whole build
    // (every page, for offline use): blocked here, allowed in offline.spec.ts and deploy.spec.ts.
    serviceWorkers: "block",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell", args: CHROMIUM_ARGS, chromiumSandbox: false },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: { command: "node server/serve.mjs", env: { PORT: String(PORT) }, url: `http://127.0.0.1:${PORT}/`, reuseExistingServer: false, timeout: 30_000 },
});
