import type { FinancialYear } from "../../questions/types";

/** Where a figure comes from: a page a reader can open, or (for a rule of thumb) the text that set it. */
export interface FigureSource {
  title: string;
  url?: string;
}

export type FigureUnit = "aud" | "percent" | "years" | "age" | "days" | "number";

export interface Figure {
  /** What it is, e.g. "Concessional contributions cap". */
  label: string;
  unit: FigureUnit;
  /** The value in each financial year it is known for. Leave a year out rather than guess. */
  values: Partial<Record<FinancialYear, number>>;
  /** Where each value comes from: ATO, Services Australia, health.gov.au, legislation. */
  sources: readonly FigureSource[];
  /** Anything a reader needs, e.g. "indexed each 1 July" or "from 20 September 2025". */
  note?: string;
}

/** Keeps each domain file's keys while checking its shape. */
export function defineFigures<T extends Record<string, Figure>>(figures: T): T {
  return figures;
}
