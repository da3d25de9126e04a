// Tables (Markdown, readable in a terminal too) and budget checks for the bench's figures.
import { kb, ms } from "./common.mjs";

export function markdownTable(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

const score = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "n/a");

/**
 * The Lighthouse table: one row per target (median of its runs). A result measured in another
 * round than the table's floor (the bench's second look) carries that round's floor LCP.
 */
export function lighthouseTable(results, floorLcp) {
  const header = ["Route", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP ÷ floor", "TBT", "CLS", "JS (compressed)", "Total transfer"];
  const rows = [...results].map(([name, r]) => [
    name,
    score(r.performance),
    score(r.accessibility),
    score(r.bestPractices),
    score(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    ratio(r.lcp / (r.floorLcp ?? floorLcp)),
    ms(r.tbt),
    r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.totalBytes),
  ]);
  return markdownTable(header, rows);
}

/**
 * Checks `budgets` ([{ name, pass(r, floorLcp), actual(r, floorLcp) }]) against every route's
 * medians; returns the failures as readable lines.
 */
export function checkBudgets(results, budgets, floorLcp) {
  const failures = [];
  for (const [route, r] of results) {
    const floor = r.floorLcp ?? floorLcp;
    for (const budget of budgets) {
      if (!budget.pass(r, floor)) failures.push(`${route}: ${budget.name} (got ${budget.actual(r, floor)})`);
    }
  }
  return failures;
}
