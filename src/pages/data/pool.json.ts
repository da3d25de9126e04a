import type { APIRoute } from "astro";
import { loadBank } from "~/content/load";
import { encodePool, poolEntries } from "~/exam/pool";

/** The mock exam's index of every auto-markable question: what drawing a session needs, no content. */
export const GET: APIRoute = async () => Response.json(encodePool(poolEntries((await loadBank()).sections)));
