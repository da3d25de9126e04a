// Search across the site, static and private: after the build, Pagefind indexes the records the
// build wrote to /data/search-records.json (every question and every topic's study notes, from
// src/search/records.ts) and writes its index and script to /pagefind/, served by the site
// itself. The records file is removed: the index is what the browser reads, and only once the
// learner uses the search field (src/site/site-search.ts).
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

/** @returns {import("astro").AstroIntegration} */
export default function searchIndex() {
  return {
    name: "adviserready-search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const recordsFile = join(root, "data", "search-records.json");
        /** @type {{ url: string; title: string; content: string }[]} */
        const records = JSON.parse(readFileSync(recordsFile, "utf8"));
        const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
        for (const record of records) {
          const added = await index.addCustomRecord({ url: record.url, content: record.content, language: "en", meta: { title: record.title } });
          if (added.errors.length > 0) throw new Error(`Pagefind refused ${record.url}: ${added.errors.join("; ")}`);
        }
        const written = await index.writeFiles({ outputPath: join(root, "pagefind") });
        if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
        await pagefind.close();
        rmSync(recordsFile);
        logger.info(`indexed ${records.length} questions and notes into /pagefind/`);
      },
    },
  };
}
