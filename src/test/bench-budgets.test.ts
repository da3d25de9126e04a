import { describe, expect, it } from "vitest";
import { BUDGETS, JS_BUDGET_NO_QUESTIONS, JS_BUDGET_QUESTIONS } from "../../scripts/bench/lib/budgets.mjs";
import { checkBudgets, lighthouseTable } from "../../scripts/bench/lib/report.mjs";

/** A practice page's medians that meet every budget against FLOOR. */
const good = { renderBlocking: 0, performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 760, tbt: 30, cls: 0, jsBytes: 80_000, jsBr: 80_000, htmlBr: 20_000, totalBytes: 100_000, questions: true, answerKey: false };
const FLOOR = { ...good, lcp: 700, tbt: 0, jsBr: 0, questions: false };

const judge = (route: object, floor: object = FLOOR) => checkBudgets(new Map([["/margaret", { ...good, ...route }]]), BUDGETS, floor);

describe("the bench's budgets (issue 25)", () => {
  it("pass a page that meets every one", () => {
    expect(judge({})).toEqual([]);
  });

  it("fail each figure past its limit, saying which and by how much", () => {
    expect(judge({ accessibility: 96 })).toEqual(["/margaret: accessibility = 100 (got 96)"]);
    expect(judge({ renderBlocking: 1 })).toEqual(["/margaret: no render-blocking resources (got 1 render-blocking)"]);
    expect(judge({ jsBr: 95_001 })).toEqual(["/margaret: first-load JS within budget (compressed) (got 95.0 KB, budget 95.0 KB)"]);
    expect(judge({ performance: 97 })).toEqual(["/margaret: performance ≥ 98 (got 97)"]);
    expect(judge({ lcp: 810 })).toEqual(["/margaret: LCP ≤ 1.15 × floor (answer key 1.5 ×) (got 810 ms = 1.16× floor)"]);
    expect(judge({ tbt: 41 })).toEqual(["/margaret: TBT ≤ floor + 40 ms (got 41 ms; the floor's 0 ms)"]);
    expect(judge({ cls: 0.02 })).toEqual(["/margaret: CLS ≤ 0.01 (got 0.020)"]);
  });

  it("hold pages without questions to 5 KB of JavaScript, and give the answer key 1.5 × the floor's LCP", () => {
    expect(judge({ questions: false, jsBr: JS_BUDGET_NO_QUESTIONS })).toEqual([]);
    expect(judge({ questions: false, jsBr: JS_BUDGET_NO_QUESTIONS + 1 })).toHaveLength(1);
    expect(judge({ jsBr: JS_BUDGET_QUESTIONS })).toEqual([]);
    expect(judge({ answerKey: true, questions: false, jsBr: 800, lcp: 1_050 })).toEqual([]);
    expect(judge({ answerKey: true, questions: false, jsBr: 800, lcp: 1_051 })).toHaveLength(1);
  });

  it("fail CI only on what is deterministic: bytes, the audits' scores and render-blocking", () => {
    expect(BUDGETS.filter((budget) => budget.ci).map((budget) => budget.name)).toEqual([
      "accessibility = 100",
      "best practices = 100",
      "SEO = 100",
      "no render-blocking resources",
      "first-load JS within budget (compressed)",
    ]);
  });

  it("judge a page against the floor of its own rounds, and print one row per page", () => {
    const table = lighthouseTable(new Map([["floor", FLOOR], ["/margaret", good]]), FLOOR);
    expect(table.split("\n")).toHaveLength(4);
    expect(table).toContain("| /margaret");
    expect(table).toContain("1.09×");
  });
});
