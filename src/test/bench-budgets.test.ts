import { describe, expect, it } from "vitest";
import { BUDGETS } from "../../scripts/bench/lib/budgets.mjs";
import { checkBudgets, lighthouseTable } from "../../scripts/bench/lib/report.mjs";

/** A route's medians that meet every budget against FLOOR. */
const good = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 760, tbt: 12, cls: 0, jsBytes: 40_000, totalBytes: 60_000 };
const FLOOR = { ...good, lcp: 700, tbt: 0, jsBytes: 0 };

const judge = (route: object, floor: object = FLOOR) => checkBudgets(new Map([["/margaret", { ...good, ...route }]]), BUDGETS, floor);

describe("the bench's budgets", () => {
  it("pass a route that meets every one", () => {
    expect(judge({})).toEqual([]);
  });

  it("fail each figure past its limit, saying which and by how much", () => {
    expect(judge({ performance: 98 })).toEqual(["/margaret: performance ≥ 99 (got 98)"]);
    expect(judge({ accessibility: 96 })).toEqual(["/margaret: accessibility = 100 (got 96)"]);
    expect(judge({ lcp: 990 })).toEqual(["/margaret: LCP ≤ 1.4 × floor (got 990 ms = 1.41× floor)"]);
    expect(judge({ cls: 0.02 })).toEqual(["/margaret: CLS ≤ 0.01 (got 0.020)"]);
    expect(judge({ jsBytes: 70_001 })).toEqual(["/margaret: first-load JS ≤ 70 KB compressed (got 70.0 KB)"]);
  });

  it("hold Lighthouse's TBT to 30 ms, naming the floor's beside it", () => {
    expect(judge({ tbt: 30 })).toEqual([]);
    expect(judge({ tbt: 31 }, { ...FLOOR, tbt: 40 })).toEqual(["/margaret: TBT ≤ 30 ms (got 31 ms; the floor's 40 ms)"]);
  });

  it("mark as timing budgets only the figures that move with the machine's speed", () => {
    const timing = BUDGETS.filter((budget) => budget.timing).map((budget) => budget.name);
    expect(timing).toEqual(["performance ≥ 99", "TBT ≤ 30 ms"]);
    const slow = { performance: 97, tbt: 120 };
    const steady = BUDGETS.filter((budget) => !budget.timing);
    expect(checkBudgets(new Map([["/margaret", { ...good, ...slow }]]), steady, FLOOR)).toEqual([]);
    expect(checkBudgets(new Map([["/margaret", { ...good, ...slow, accessibility: 96 }]]), steady, FLOOR)).toEqual(["/margaret: accessibility = 100 (got 96)"]);
  });

  it("judge a route measured again against the floor of its own rounds, not the first look's", () => {
    const secondLook = { ...good, tbt: 25, lcp: 1_000, floor: { ...FLOOR, tbt: 35, lcp: 800 } };
    expect(checkBudgets(new Map([["/answers", secondLook]]), BUDGETS, FLOOR)).toEqual([]);
    const table = lighthouseTable(new Map([["floor", FLOOR], ["/answers", secondLook]]), FLOOR);
    expect(table).toMatch(/\| \/answers +\|.*\| 1\.25× +\| 25 ms +\| -10 ms +\|/);
    expect(table).toMatch(/\| floor +\|.*\| 1\.00× +\| 0 ms +\| 0 ms +\|/);
  });
});
