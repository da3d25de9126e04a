import type { APIRoute } from "astro";
import { loadBank } from "~/content/load";
import { searchRecords } from "~/search/records";

/** The search's records (src/search/records.ts): read by integrations/search-index.mjs after the build, which indexes and then removes this file. */
export const GET: APIRoute = async () => {
  const bank = await loadBank();
  return Response.json(searchRecords(bank.sections, bank.notes.values()));
};
