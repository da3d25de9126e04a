import type { BankBatch } from "../../quiz/types";

/**
 * Batches added for a build only: `npm run bench:scale` points this module at a generated bank of
 * 2,000 questions (astro.config.mjs, SCALE_BANK). Empty in every real build.
 */
export const extraBatches: readonly BankBatch[] = [];
