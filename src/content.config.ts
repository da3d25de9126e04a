/**
 * The question bank's collections: one YAML file per question, case study and section, and one
 * file of sources, each validated by the schema in src/content/schema.ts. BANK_DIR builds from
 * another copy of the bank (`npm run bench:scale` adds 2,000 generated questions to one).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { caseStudySchema, questionSchema, sectionSchema, sourceSchema } from "./content/schema";

const base = process.env.BANK_DIR ?? "./src/content";
/** The file's name is its id: "reg-duties-01.yaml" is question reg-duties-01. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/^.*\//, "").replace(/\.yaml$/, "");
const folder = (name: string) => glob({ pattern: `${name}/*.yaml`, base, generateId: byFileName });

export const collections = {
  questions: defineCollection({ loader: folder("questions"), schema: questionSchema }),
  caseStudies: defineCollection({ loader: folder("case-studies"), schema: caseStudySchema }),
  sections: defineCollection({ loader: folder("sections"), schema: sectionSchema }),
  sources: defineCollection({ loader: file(`${base}/sources.yaml`), schema: sourceSchema }),
};
