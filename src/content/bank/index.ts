import type { BankBatch } from "../../quiz/types";
import { buildPlanningBatch } from "./build-planning";
import { buildSuperBatch } from "./build-super";
import { buildTaxSsBatch } from "./build-tax-ss";
import { extraBatches } from "./extra";
import { ethicsCodeBatch } from "./ethics-code";
import { ethicsPracticeBatch } from "./ethics-practice";
import { regConductBatch } from "./reg-conduct";
import { regDutiesBatch } from "./reg-duties";
import { regLicensingBatch } from "./reg-licensing";

/**
 * The new questions, one batch per writer. Beside each batch: `<batch>.sources.md`, the writer's
 * claims and sources per question, and `<batch>.check.md`, the independent checker's verdict.
 */
export const batches: readonly BankBatch[] = [
  regLicensingBatch,
  regDutiesBatch,
  regConductBatch,
  ethicsCodeBatch,
  ethicsPracticeBatch,
  buildSuperBatch,
  buildTaxSsBatch,
  buildPlanningBatch,
  ...extraBatches,
];
