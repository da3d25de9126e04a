// Issue 5's budgets, judged by checkBudgets in report.mjs.
import { kb, ms } from "./common.mjs";

/**
 * Issue 5's budgets, for every route. `timing` marks the figures that move with the machine's
 * speed from minute to minute on a shared VM (the performance score, TBT); the others (the
 * audits' scores, layout shift, bytes, and LCP, which is judged as a ratio to the floor's in the
 * same rounds) do not. `npm run bench -- --advisory-timing` reports a timing miss without failing.
 */
export const BUDGETS = [
  { name: "performance ≥ 99", timing: true, pass: (r) => r.performance >= 99, actual: (r) => r.performance },
  { name: "accessibility = 100", pass: (r) => r.accessibility === 100, actual: (r) => r.accessibility },
  { name: "best practices = 100", pass: (r) => r.bestPractices === 100, actual: (r) => r.bestPractices },
  { name: "SEO = 100", pass: (r) => r.seo === 100, actual: (r) => r.seo },
  { name: "LCP ≤ 1.4 × floor", pass: (r, floor) => r.lcp <= 1.4 * floor.lcp, actual: (r, floor) => `${ms(r.lcp)} = ${(r.lcp / floor.lcp).toFixed(2)}× floor` },
  // Lighthouse's own TBT, as issue 5 sets it. The floor's, a page with no JavaScript measured in
  // the same rounds, is reported beside it: on this VM it has measured up to 98 ms.
  { name: "TBT ≤ 30 ms", timing: true, pass: (r) => r.tbt <= 30, actual: (r, floor) => `${ms(r.tbt)}; the floor's ${ms(floor.tbt)}` },
  { name: "CLS ≤ 0.01", pass: (r) => r.cls <= 0.01, actual: (r) => r.cls.toFixed(3) },
  { name: "first-load JS ≤ 70 KB compressed", pass: (r) => r.jsBytes <= 70_000, actual: (r) => kb(r.jsBytes) },
];
/** Click to feedback on /margaret, CPU throttled 4× (median of the answers measured): a timing budget. */
export const INTERACTION_BUDGET_MS = 50;
