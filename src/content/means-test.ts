/**
 * The Age Pension means test, computed from a case study's typed facts with the figures module, so
 * a case cannot state an entitlement its own assets and income contradict. Services Australia pays
 * the lower of the rates under the income test and the assets test:
 *
 * - assets test: the maximum rate less $3 a fortnight (combined, for a couple) for each $1,000 of
 *   assessable assets over the full pension limit;
 * - income test: the maximum rate less 50 cents (combined) for each dollar of fortnightly income
 *   over the free area; financial assets are deemed to earn the lower deeming rate up to the
 *   deeming threshold and the upper rate above it; employment income of a pensioner is reduced by
 *   the Work Bonus first.
 *
 * Thresholds are indexed during the year, and some 2026–27 values are not yet confirmed: the
 * outcome is worked out with the latest year the module has every figure for (at or before the
 * case's year), and again with every dollar threshold 6% higher (a year's indexation and more). A
 * stated outcome must agree with both, so indexation cannot be what makes it right.
 */
import { FINANCIAL_YEARS, type FinancialYear } from "~/questions/types";
import { aud, yearFigures, type YearFigureName } from "./figures";

export type AgePensionClaim = "full" | "part" | "nil";

export interface MeansTestFacts {
  /** What the case says the client receives. */
  claim: AgePensionClaim;
  couple: boolean;
  homeowner: boolean;
  /** Assessable assets (combined for a couple); `deemed` marks financial assets. */
  assets: readonly { item: string; value: number; deemed?: boolean }[];
  /** Assessable income other than deemed income, a year; `workBonus` where a pensioner earns it from work. */
  income?: readonly { item: string; perYear: number; workBonus?: boolean }[];
}

export interface MeansTestOutcome {
  outcome: AgePensionClaim;
  /** The year whose figures were used. */
  figuresYear: FinancialYear;
  assets: number;
  /** Fortnightly income assessed, after deeming and the Work Bonus. */
  incomeFortnightly: number;
  /** The same test with every dollar threshold 6% higher. */
  indexed: AgePensionClaim;
  /** How it was worked out, for a failing test's message. */
  working: string;
}

const maxRateName = (couple: boolean): YearFigureName => (couple ? "agePensionMaxRateCoupleEach" : "agePensionMaxRateSingle");
const NEEDED = (couple: boolean, homeowner: boolean): YearFigureName[] => [
  `ageAssetsLimit${couple ? "Couple" : "Single"}${homeowner ? "Homeowner" : "NonHomeowner"}` as YearFigureName,
  couple ? "incomeFreeAreaCouple" : "incomeFreeAreaSingle",
  couple ? "deemingThresholdCouple" : "deemingThresholdSingle",
  "deemingRateLower",
  "deemingRateUpper",
  "workBonusFortnightly",
];

/** The latest year at or before `year` with every figure the test needs, if any. */
export function figuresYearFor(year: FinancialYear, couple: boolean, homeowner: boolean): FinancialYear | undefined {
  const names = NEEDED(couple, homeowner);
  const candidates = FINANCIAL_YEARS.slice(0, FINANCIAL_YEARS.indexOf(year) + 1).reverse();
  return candidates.find((y) => names.every((name) => (yearFigures[name].values as Partial<Record<FinancialYear, number>>)[y] !== undefined));
}

function value(name: YearFigureName, year: FinancialYear): number {
  return (yearFigures[name].values as Partial<Record<FinancialYear, number>>)[year]!;
}

const has = (name: YearFigureName, year: FinancialYear) => (yearFigures[name].values as Partial<Record<FinancialYear, number>>)[year] !== undefined;

function assess(facts: MeansTestFacts, year: FinancialYear, scale: number) {
  const [limitName, freeName, thresholdName] = NEEDED(facts.couple, facts.homeowner) as [YearFigureName, YearFigureName, YearFigureName];
  const limit = value(limitName, year) * scale;
  // The maximum rate matters only past the full pension limits: without it a part pension cannot be told from none.
  const maximum = has(maxRateName(facts.couple), year) ? value(maxRateName(facts.couple), year) * (facts.couple ? 2 : 1) * scale : undefined;
  const freeArea = value(freeName, year) * scale;
  const threshold = value(thresholdName, year) * scale;
  const assets = facts.assets.reduce((sum, a) => sum + a.value, 0);
  const financial = facts.assets.filter((a) => a.deemed).reduce((sum, a) => sum + a.value, 0);
  const deemedYearly =
    (Math.min(financial, threshold) * value("deemingRateLower", year) + Math.max(0, financial - threshold) * value("deemingRateUpper", year)) / 100;
  const workBonus = value("workBonusFortnightly", year);
  const otherFortnightly = (facts.income ?? []).reduce((sum, i) => sum + (i.workBonus ? Math.max(0, i.perYear / 26 - workBonus) : i.perYear / 26), 0);
  const incomeFortnightly = deemedYearly / 26 + otherFortnightly;
  // $3 a fortnight per $1,000 over the limit (a couple's $1.50 each is $3 combined); 50 cents in the dollar.
  const assetsReduction = (Math.max(0, assets - limit) / 1000) * 3;
  const incomeReduction = Math.max(0, incomeFortnightly - freeArea) * 0.5;
  const full = assetsReduction === 0 && incomeReduction === 0;
  const byAssets = maximum === undefined ? undefined : maximum - assetsReduction;
  const byIncome = maximum === undefined ? undefined : maximum - incomeReduction;
  const outcome: AgePensionClaim | undefined = full
    ? "full"
    : byAssets === undefined || byIncome === undefined
      ? undefined
      : Math.min(byAssets, byIncome) > 0
        ? "part"
        : "nil";
  return { outcome, assets, incomeFortnightly, maximum, byAssets, byIncome, limit, freeArea };
}

/** Works out the Age Pension a case's facts give, or says why it cannot. */
export function agePensionOutcome(facts: MeansTestFacts, year: FinancialYear): MeansTestOutcome | { error: string } {
  const figuresYear = figuresYearFor(year, facts.couple, facts.homeowner);
  if (!figuresYear)
    return { error: `the figures module has no year at or before ${year} with every means-test figure (${NEEDED(facts.couple, facts.homeowner).join(", ")})` };
  const now = assess(facts, figuresYear, 1);
  const indexed = assess(facts, figuresYear, 1.06);
  if (!now.outcome || !indexed.outcome)
    return {
      error: `past the full pension limits a part pension needs the maximum rate, and the figures module has none for ${figuresYear} (${maxRateName(facts.couple)})`,
    };
  const who = `${facts.couple ? "couple" : "single"} ${facts.homeowner ? "homeowner" : "non-homeowner"}`;
  const working =
    `${who}, ${figuresYear} figures: assets ${aud(now.assets)} against a full pension limit of ${aud(now.limit)}; ` +
    `income ${aud(round(now.incomeFortnightly))} a fortnight against a free area of ${aud(now.freeArea)}; ` +
    (now.maximum === undefined
      ? ""
      : `maximum ${aud(round(now.maximum))}, by the assets test ${aud(round(now.byAssets!))}, by the income test ${aud(round(now.byIncome!))} a fortnight: `) +
    `${now.outcome}` +
    `; with thresholds 6% higher: ${indexed.outcome}`;
  return { outcome: now.outcome, figuresYear, assets: now.assets, incomeFortnightly: now.incomeFortnightly, indexed: indexed.outcome, working };
}

const round = (n: number) => Math.round(n * 100) / 100;
