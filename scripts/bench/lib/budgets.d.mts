export declare const JS_BUDGET_NO_QUESTIONS: number;
export declare const JS_BUDGET_QUESTIONS: number;
export declare const INTERACTION_BUDGET_MS: number;
/** A page's medians and weights, as the bench collects them. */
export type Figures = Record<string, number | boolean | undefined>;
export interface Budget {
  name: string;
  ci?: boolean;
  pass: (r: Figures, floor: Figures) => boolean;
  actual: (r: Figures, floor: Figures) => unknown;
}
export declare const BUDGETS: Budget[];
