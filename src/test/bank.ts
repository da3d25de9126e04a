/** The real bank, read from its files as the build reads them, for tests. */
import { buildBank } from "~/content/bank";
import { readBankFiles } from "~/content/files";

export const bank = buildBank(readBankFiles().files).bank;
export const sections = bank.sections;
