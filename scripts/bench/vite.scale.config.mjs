// The project's Vite config with one change, for `npm run bench:scale`: the bank as the answer key
// and the mock exam import it (`~/content`) resolves to the generated bank in CONTENT_DIR. Only
// that exact specifier is swapped; "~/content/margaret" and the rest still reach src/content.
import { join, resolve } from "node:path";
import { mergeConfig } from "vite";
import base from "../../vite.config.ts";

const contentDir = process.env.CONTENT_DIR;
if (!contentDir) throw new Error("vite.scale.config.mjs needs CONTENT_DIR (the folder of the generated index.ts)");

const swap = { resolve: { alias: [{ find: /^~\/content$/, replacement: join(resolve(contentDir), "index.ts") }] } };

// mergeConfig puts the override's aliases first, so the exact match wins over the "~" prefix.
export default async (env) => mergeConfig(await (typeof base === "function" ? base(env) : base), swap);
