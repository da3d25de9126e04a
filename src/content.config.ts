/**
 * The question bank's collections: one YAML file per question, case study and section, and one
 * file of sources, each validated by the schema in src/content/schema.ts. `npm run bench:scale`
 * adds a generated bank's folders (SCALE_BANK_DIR).
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { caseStudySchema, questionSchema, sectionSchema, sourceSchema } from "./content/schema";

const scale = process.env.SCALE_BANK_DIR;
/** The file's name is its id: "reg-duties-01.yaml" is question reg-duties-01. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/^.*\//, "").replace(/\.yaml$/, "");
const folder = (name: string) =>
  glob({ pattern: scale ? [`${name}/*.yaml`, `${scale}/${name}/*.yaml`] : `${name}/*.yaml`, base: "./src/content", generateId: byFileName });

export const collections = {
  questions: defineCollection({ loader: folder("questions"), schema: questionSchema }),
  caseStudies: defineCollection({ loader: folder("case-studies"), schema: caseStudySchema }),
  sections: defineCollection({ loader: glob({ pattern: "sections/*.yaml", base: "./src/content", generateId: byFileName }), schema: sectionSchema }),
  sources: defineCollection({ loader: file("./src/content/sources.yaml"), schema: sourceSchema }),
};
