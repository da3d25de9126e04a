/**
 * The question bank's collections: one YAML file per question, case study and section, one file
 * of sources, and one Markdown file of study notes per topic, each validated by the schema in
 * src/content/schema.ts. BANK_DIR builds from another copy of the bank (`npm run bench:scale`
 * adds 2,000 generated questions to one).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineCollection } from "astro:content";
import { file, glob, type Loader } from "astro/loaders";
import { parse } from "yaml";
import { resolveText } from "./content/bank";
import { splitFrontMatter } from "./content/files";
import { caseStudySchema, noteSchema, questionSchema, sectionSchema, sourceSchema, type NoteEntry } from "./content/schema";

const base = process.env.BANK_DIR ?? "./src/content";
/** The file's name is its id: "reg-duties-01.yaml" is question reg-duties-01. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/^.*\//, "").replace(/\.yaml$/, "");
const folder = (name: string) => glob({ pattern: `${name}/*.yaml`, base, generateId: byFileName });

/**
 * Study notes: the front matter validated, then the body's figure placeholders put in for the
 * notes' year before Astro renders the Markdown, so a figure reads the same in a note as in a
 * question. A placeholder that names no figure stops the build.
 */
function studyNotes(dir: string): Loader {
  return {
    name: "study-notes",
    async load({ store, parseData, renderMarkdown, generateDigest }) {
      store.clear();
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".md"))) {
        const id = name.replace(/\.md$/, "");
        const text = readFileSync(join(dir, name), "utf8");
        const parts = splitFrontMatter(text);
        if (!parts) throw new Error(`notes/${name} has no front matter`);
        const data = (await parseData({ id, data: parse(parts.frontMatter) as Record<string, unknown> })) as NoteEntry;
        const markdown = resolveText(parts.body, data.year, (message) => {
          throw new Error(`notes/${name}: ${message}`);
        });
        // The notes sit under the topic page's "Study notes" heading (h2): their own headings go one level down.
        const nested = markdown.replace(/^(#{2,5}) /gm, "#$1 ");
        store.set({ id, data, body: parts.body, rendered: await renderMarkdown(nested), digest: generateDigest(text) });
      }
    },
  };
}

export const collections = {
  questions: defineCollection({ loader: folder("questions"), schema: questionSchema }),
  caseStudies: defineCollection({ loader: folder("case-studies"), schema: caseStudySchema }),
  sections: defineCollection({ loader: folder("sections"), schema: sectionSchema }),
  sources: defineCollection({ loader: file(`${base}/sources.yaml`), schema: sourceSchema }),
  notes: defineCollection({ loader: studyNotes(`${base}/notes`), schema: noteSchema }),
};
