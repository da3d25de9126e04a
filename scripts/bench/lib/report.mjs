// Tables (Markdown, readable in a terminal too) and budget checks for the bench's figures.
import { kb, ms } from "./common.mjs";

export function markdownTable(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...rows.map(line)].join("\n");
}

const score = (value) => (Number.isFinite(value) ? String(Math.round(value)) : "n/a");
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "n/a");

const beyond = (value) => (Number.isFinite(value) ? `${value > 0 ? "+" : ""}${Math.round(value)} ms` : "n/a");

/**
 * The Lighthouse table: one row per target (median of its runs). `floor` is the floor's medians
 * ({ lcp, tbt }); a result measured in other rounds than the table's floor (the bench's second
 * look) carries the floor of its own rounds as `r.floor`.
 */
export function lighthouseTable(results, floor) {
  const header = ["Page", "Perf", "A11y", "BP", "SEO", "FCP", "LCP", "LCP ÷ floor", "TBT", "TBT − floor", "CLS", "JS (first load)", "HTML (brotli)", "Total transfer"];
  const rows = [...results].map(([name, r]) => [
    name,
    score(r.performance),
    score(r.accessibility),
    score(r.bestPractices),
    score(r.seo),
    ms(r.fcp),
    ms(r.lcp),
    ratio(r.lcp / (r.floor ?? floor).lcp),
    ms(r.tbt),
    beyond(r.tbt - (r.floor ?? floor).tbt),
    r.cls.toFixed(3),
    kb(r.jsBr ?? r.jsBytes),
    kb(r.htmlBr ?? 0),
    kb(r.totalBytes),
  ]);
  return markdownTable(header, rows);
}

/**
 * Checks `budgets` ([{ name, pass(r, floor), actual(r, floor) }]) against every route's medians,
 * `floor` being the floor's medians ({ lcp, tbt }) of the route's own rounds: `r.floor` for a
 * route measured again, else `tableFloor`. Returns the failures as readable lines.
 */
export function checkBudgets(results, budgets, tableFloor) {
  const failures = [];
  for (const [route, r] of results) {
    const floor = r.floor ?? tableFloor;
    for (const budget of budgets) {
      if (!budget.pass(r, floor)) failures.push(`${route}: ${budget.name} (got ${budget.actual(r, floor)})`);
    }
  }
  return failures;
}
