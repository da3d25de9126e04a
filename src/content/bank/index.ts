import type { BankBatch } from "../../quiz/types";

/**
 * The new questions, one batch per writer. Each batch's check record (claims, sources and the
 * independent checker's verdict per question) is the `.sources.md` file beside it.
 */
export const batches: readonly BankBatch[] = [];
