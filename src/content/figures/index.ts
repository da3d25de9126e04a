/**
 * The figures module: every dated dollar figure, rate, age and threshold the bank relies on,
 * each financial year's value side by side with its sources. Question text is built from it
 * (`fig`, `figText`), so a figure cannot drift between a question, its explanation and the
 * answer key. Each domain keeps its figures in a file of its own beside this one.
 */
import type { FinancialYear } from "../../questions/types";
import type { Figure } from "./define";
import { agedCareFigures } from "./aged-care";
import { amlFigures } from "./aml";
import { otherFigures } from "./other";
import { originalPageFigures } from "./original-pages";
import { smsfFigures } from "./smsf";
import { socialSecurityFigures } from "./social-security";
import { superFigures } from "./super";
import { taxFigures } from "./tax";

export const yearFigures = {
  ...superFigures,
  ...taxFigures,
  ...socialSecurityFigures,
  ...agedCareFigures,
  ...otherFigures,
  ...amlFigures,
  ...smsfFigures,
  ...originalPageFigures,
};

export type YearFigureName = keyof typeof yearFigures;

/** The value of a figure in a financial year; throws if the module has no value for that year. */
export function fig(name: YearFigureName, year: FinancialYear): number {
  const figure: Figure = yearFigures[name];
  const value = figure.values[year];
  if (value === undefined) throw new Error(`No ${year} value for figure "${String(name)}"`);
  return value;
}

/** A figure formatted by its unit: "$32,500", "15%", "60". */
export function figText(name: YearFigureName, year: FinancialYear): string {
  const figure: Figure = yearFigures[name];
  const value = fig(name, year);
  switch (figure.unit) {
    case "aud":
      return aud(value);
    case "percent":
      return percent(value);
    default:
      return String(value);
  }
}

/** Formats dollars the Australian way: 27500 -> "$27,500", 1.5 -> "$1.50". Locale-independent. */
export function aud(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const [whole = "0", cents = "00"] = Math.abs(amount).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${grouped}${cents === "00" ? "" : `.${cents}`}`;
}

/** Formats a percentage: 2 -> "2%", 4.1 -> "4.1%". */
export function percent(value: number): string {
  return `${value}%`;
}
