// Lighthouse CI for `npm run bench` (scripts/bench/run.mjs serves the bench build on BENCH_PORT).
// Errors are the deterministic budgets, which fail CI: accessibility, best practices and SEO at
// 100, no render-blocking request, first-load script bytes. Timings are warnings, reported beside
// their budgets: a shared machine's speed moves (docs/decisions/0009-bench.md).
// With BENCH_CI=1 (`npm run bench -- --ci`): only what fails CI, once a page, without the floor.
const port = Number(process.env.BENCH_PORT ?? 4599);
const ci = process.env.BENCH_CI === "1";
const url = (path) => `http://127.0.0.1:${port}${path}`;
/**
 * Pages with an island (95 KB of script at most, headers included: practice pages, the mock exam,
 * /progress), and the rest (5 KB).
 */
const ISLANDS = ["/margaret", "/case-studies/vera", "/topics/tax", "/exam", "/progress"];
const PLAIN = ["/", "/answers", "/practice"];
/** The first-load script budgets, also weighed from the build by scripts/bench/run.mjs. */
const SCRIPT_BUDGETS = { ...Object.fromEntries(PLAIN.map((p) => [p, 5_000])), ...Object.fromEntries(ISLANDS.map((p) => [p, 95_000])) };

module.exports = {
  ci: {
    collect: {
      // --ci: a page of each layout (the case study, topic and practice index share theirs; their
      // script is weighed from the build by scripts/bench/run.mjs).
      url: ci ? ["/", "/answers", "/margaret", "/exam", "/progress"].map(url) : [url("/floor"), ...[...PLAIN, ...ISLANDS].map(url)],
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 3),
      chromePath: process.env.BENCH_CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      settings: {
        chromeFlags:
          "--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
        // No timing is taken with --ci, so no waiting for the page to go quiet and no screenshot.
        ...(ci && {
          onlyCategories: ["accessibility", "best-practices", "seo"],
          onlyAudits: ["render-blocking-resources", "resource-summary"],
          disableFullPageScreenshot: true,
          skipAboutBlank: true,
          pauseAfterLoadMs: 0,
          networkQuietThresholdMs: 0,
          cpuQuietThresholdMs: 0,
        }),
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: "^(?!.*/floor$).*$",
          assertions: {
            "categories:accessibility": ["error", { minScore: 1 }],
            "categories:best-practices": ["error", { minScore: 1 }],
            "categories:seo": ["error", { minScore: 1 }],
            "render-blocking-resources": ["error", { maxLength: 0 }],
            ...(!ci && {
              "categories:performance": ["warn", { minScore: 0.98 }],
              "cumulative-layout-shift": ["warn", { maxNumericValue: 0.01 }],
            }),
          },
        },
        {
          matchingUrlPattern: `(${ISLANDS.join("|")})$`,
          assertions: { "resource-summary:script:size": ["error", { maxNumericValue: SCRIPT_BUDGETS["/margaret"] }] },
        },
        {
          matchingUrlPattern: `:${port}(/|/answers|/practice)$`,
          assertions: { "resource-summary:script:size": ["error", { maxNumericValue: SCRIPT_BUDGETS["/"] }] },
        },
      ],
    },
    upload: { target: "filesystem", outputDir: "bench-results/lhci" },
  },
};
module.exports.SCRIPT_BUDGETS = SCRIPT_BUDGETS;
