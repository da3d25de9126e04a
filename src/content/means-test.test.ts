import { describe, expect, it } from "vitest";
import { agePensionOutcome, type MeansTestFacts } from "./means-test";

const couple = (assets: number, deemed = 0, income: MeansTestFacts["income"] = []): MeansTestFacts => ({
  claim: "part",
  couple: true,
  homeowner: true,
  assets: [{ item: "Other assets", value: assets }, ...(deemed ? [{ item: "Financial assets", value: deemed, deemed: true }] : [])],
  income,
});
const outcome = (facts: MeansTestFacts, year: "2025–26" | "2026–27" | "2023–24" = "2026–27") => {
  const result = agePensionOutcome(facts, year);
  if ("error" in result) throw new Error(result.error);
  return result;
};

describe("the Age Pension means test (2025–26 figures: couple homeowner limit $481,500, cut-off about $1,074,000)", () => {
  it("gives a homeowner couple under both free areas the full pension", () => {
    expect(outcome(couple(200_000)).outcome).toBe("full");
  });

  it("gives a part pension between the limit and the cut-off, and none above the cut-off", () => {
    expect(outcome(couple(900_000)).outcome).toBe("part");
    expect(outcome(couple(1_320_000)).outcome).toBe("nil");
  });

  it("uses the latest year the module has every figure for, and says so", () => {
    expect(outcome(couple(900_000)).figuresYear).toBe("2025–26");
  });

  it("deems financial assets and tests the income they are deemed to earn", () => {
    // $1,000,000 deemed: $106,200 at 0.75% and $893,800 at 2.75% = $25,376 a year, $976 a fortnight.
    const result = outcome({
      ...couple(0, 1_000_000),
      assets: [{ item: "Financial assets", value: 400_000, deemed: true }],
      income: [{ item: "Salary", perYear: 60_000 }],
    });
    expect(result.incomeFortnightly).toBeCloseTo((106_200 * 0.0075 + 293_800 * 0.0275) / 26 + 60_000 / 26, 2);
    expect(result.outcome).toBe("part");
  });

  it("takes the Work Bonus off a pensioner's pay before the income test", () => {
    const pay = [{ item: "Wages", perYear: 26 * 600, workBonus: true }];
    expect(outcome({ ...couple(100_000), income: pay }).incomeFortnightly).toBeCloseTo(300, 2);
  });

  it("refuses an outcome that only indexation could change: a stated nil needs assets clear of the cut-off", () => {
    const near = outcome(couple(1_080_000));
    expect(near.outcome).toBe("nil");
    expect(near.indexed).toBe("part");
  });

  it("says why it cannot tell a part pension from none where a year has no maximum rate", () => {
    expect(agePensionOutcome({ ...couple(600_000), couple: false }, "2023–24")).toEqual({ error: expect.stringContaining("maximum rate") });
    expect(outcome({ ...couple(50_000), couple: false }, "2023–24").outcome).toBe("full");
  });
});
