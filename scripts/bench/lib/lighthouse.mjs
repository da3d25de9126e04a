// Lighthouse 13 with its default (mobile, simulated throttling) settings, one fresh Chromium per
// run so no run inherits another's cache or compiled code.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROME_FLAGS, median } from "./common.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Chromium's own UI that runs beside the measured page and competes with it for the CPU. Chromium
 * 156 in headless mode preloads the address bar's popup (chrome://omnibox-popup.top-chrome and its
 * AI-mode variant) in a renderer of its own as it starts: in a trace of one Lighthouse run that
 * renderer spent about 270 ms of CPU while `/answers` loaded, on a machine with two cores. No page
 * can see it. chrome-launcher already switches off features of this kind (Translate,
 * OptimizationHints...); a second --disable-features would replace its list, so this one carries it.
 */
const EXTRA_DISABLED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** CHROME_FLAGS plus one --disable-features: chrome-launcher's defaults and ours. */
export function lighthouseChromeFlags() {
  const defaults = chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith("--disable-features="));
  const features = [...(defaults ? defaults.slice("--disable-features=".length).split(",") : []), ...EXTRA_DISABLED_FEATURES];
  return [...CHROME_FLAGS, `--disable-features=${features.join(",")}`];
}

/** The first item of a failed audit, shortened: which console error, which issue, which element. */
function detail(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return "";
  const text = item.description ?? item.issueType ?? item.node?.snippet ?? item.source ?? "";
  const more = audit.details.items.length > 1 ? ` and ${audit.details.items.length - 1} more` : "";
  return text ? `: ${String(text).replace(/\s+/g, " ").slice(0, 200)}${more}` : "";
}

/** The figures the bench reports from one Lighthouse result. */
function figures(lhr) {
  // A runtime error with no performance score means the page was not measured at all; one
  // with a score (a gatherer for a single audit timed out, say) is reported with the figures.
  if (lhr.runtimeError && lhr.categories.performance?.score == null) {
    throw new Error(`Lighthouse could not measure ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const runtimeWarning = lhr.runtimeError ? [`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`] : [];
  const score = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  // The audits that cost a category points, so a failed budget says why.
  const lost = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) lost.push(`${id}: ${ref.id} (${audit.title})${detail(audit)}`);
    }
  }
  // Lighthouse 13 reports render-blocking requests as an insight (12 had an audit of its own).
  const blocking = lhr.audits["render-blocking-insight"] ?? lhr.audits["render-blocking-resources"];
  const renderBlocking = blocking && blocking.score !== null && blocking.score < 1 ? Math.max(1, blocking.details?.items?.length ?? 0) : 0;
  if (renderBlocking > 0) lost.push(`performance: ${blocking.id} (${blocking.title})${detail(blocking)}`);
  return {
    renderBlocking,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: transfer("script"),
    totalBytes: transfer("total"),
    // Lighthouse's estimate of this machine's speed at the time (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    lost,
    warnings: [...runtimeWarning, ...(lhr.runWarnings ?? [])],
  };
}

/** One Lighthouse run against `url` in a new headless Chromium. */
export async function lighthouseRun(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags(), logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const NUMERIC = ["renderBlocking", "performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "jsBytes", "totalBytes", "benchmarkIndex"];

/** The per-figure median of several runs, with every run's lost audits and warnings (deduplicated). */
export function medianOf(runs) {
  const result = { runs: runs.length };
  for (const key of NUMERIC) result[key] = median(runs.map((run) => run[key]));
  result.lost = [...new Set(runs.flatMap((run) => run.lost))];
  result.warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  return result;
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: try a run up to 3 times. */
async function withRetries(attempt, onFailure, tries = 3) {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      onFailure(error, i);
    }
  }
}

/**
 * Runs Lighthouse `runs` times on every target, round by round (each round visits the floor and
 * then every route), so slow moments of the machine fall on the floor and the routes alike.
 * `targets` is [{ name, url }]; returns Map name -> median figures.
 *
 * One run of the first target comes first and is not counted: in CI the bench follows tests that
 * ran another Chromium binary, and the first launch of this one reads its files from disk (after
 * a few idle minutes, 120 major page faults in the browser process and 25 in the page's renderer
 * in the first traced run, 0 to 14 and 0 in the five after it).
 */
export async function lighthouseAll(targets, { runs, chromePath, log = console.log }) {
  const results = new Map(targets.map((target) => [target.name, []]));
  const warmUp = await withRetries(() => lighthouseRun(targets[0].url, chromePath), () => {});
  log(`  warm-up ${targets[0].name} (not counted): perf ${warmUp.performance} LCP ${Math.round(warmUp.lcp)} ms TBT ${Math.round(warmUp.tbt)} ms`);
  for (let round = 1; round <= runs; round++) {
    for (const target of targets) {
      const started = performance.now();
      const run = await withRetries(() => lighthouseRun(target.url, chromePath), (error, attempt) =>
        log(`  run ${round}/${runs} ${target.name}: attempt ${attempt} failed (${error.message.split("\n")[0]}); trying again`),
      );
      results.get(target.name).push(run);
      log(
        `  run ${round}/${runs} ${target.name.padEnd(14)} perf ${run.performance} LCP ${Math.round(run.lcp)} ms TBT ${Math.round(run.tbt)} ms ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  return new Map([...results].map(([name, list]) => [name, medianOf(list)]));
}
