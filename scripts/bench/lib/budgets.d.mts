export declare const JS_BUDGET_NO_QUESTIONS: number;
export declare const JS_BUDGET_QUESTIONS: number;
export declare const INTERACTION_BUDGET_MS: number;
export interface Budget {
  name: string;
  ci?: boolean;
  pass: (r: any, floor: any) => boolean;
  actual: (r: any, floor: any) => unknown;
}
export declare const BUDGETS: Budget[];
