/**
 * Reads the bank's data files from disk with the same schema Astro's content collections use, for
 * the tests and `npm run content` (Node only; the site's pages read them through Astro, ./load.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse } from "yaml";
import type { z } from "astro/zod";
import type { Problem } from "./bank";
import { caseStudySchema, noteSchema, questionSchema, sectionSchema, sourceSchema, type BankFiles, type NoteEntry, type SourceEntry } from "./schema";

export const CONTENT_DIR = join(import.meta.dirname);

/** "options[2].rationale" from Zod's path. */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

function parseFile(path: string, file: string, problems: Problem[]): unknown {
  try {
    return parse(readFileSync(path, "utf8"));
  } catch (error) {
    problems.push({ file, message: `is not valid YAML: ${(error as Error).message.split("\n")[0]}` });
    return undefined;
  }
}

function validate<T>(schema: z.ZodType<T>, data: unknown, file: string, problems: Problem[], prefix: readonly PropertyKey[] = []): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push({ file, field: fieldOf([...prefix, ...issue.path]) || undefined, message: issue.message });
  return undefined;
}

/** Every `*.yaml` in a folder (the bank keeps one folder per kind, no subfolders). */
export function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".yaml"))
    .map((entry) => join(dir, entry.name))
    .sort();
}

function collection<T>(dir: string, name: string, schema: z.ZodType<T>, problems: Problem[], extraDirs: readonly string[] = []): Record<string, T> {
  const out: Record<string, T> = {};
  for (const path of [dir, ...extraDirs].flatMap(yamlFiles)) {
    const id = basename(path, ".yaml");
    const file = `${name}/${id}.yaml`;
    if (id in out) {
      problems.push({ file, message: "two files have this name: a file's name is its id, unique across the bank" });
      continue;
    }
    const data = validate(schema, parseFile(path, file, problems), file, problems);
    if (data) out[id] = data;
  }
  return out;
}

/** A Markdown file's front matter (YAML between `---` lines) and body. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { frontMatter: match[1]!, body: match[2]! } : undefined;
}

/** Every study notes file (`notes/*.md`), its front matter validated. */
function readNotes(dir: string, problems: Problem[]): Record<string, { data: NoteEntry; body: string }> {
  if (!existsSync(dir)) return {};
  const out: Record<string, { data: NoteEntry; body: string }> = {};
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith(".md"))
    .sort()) {
    const id = basename(name, ".md");
    const file = `notes/${name}`;
    const parts = splitFrontMatter(readFileSync(join(dir, name), "utf8"));
    if (!parts) {
      problems.push({ file, message: "has no front matter: start it with --- lines holding topic, year, writer, summary, sources and review" });
      continue;
    }
    let raw: unknown;
    try {
      raw = parse(parts.frontMatter);
    } catch (error) {
      problems.push({ file, message: `front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}` });
      continue;
    }
    const data = validate(noteSchema, raw, file, problems);
    if (data) out[id] = { data, body: parts.body };
  }
  return out;
}

/** The whole bank's files, validated; `extra` adds question and case-study folders (the bench's generated bank). */
export function readBankFiles(root = CONTENT_DIR, extra?: { questions?: string; caseStudies?: string }): { files: BankFiles; problems: Problem[] } {
  const problems: Problem[] = [];
  const questions = collection(join(root, "questions"), "questions", questionSchema, problems, extra?.questions ? [extra.questions] : []);
  const caseStudies = collection(join(root, "case-studies"), "case-studies", caseStudySchema, problems, extra?.caseStudies ? [extra.caseStudies] : []);
  const sections = collection(join(root, "sections"), "sections", sectionSchema, problems);
  const sources: Record<string, SourceEntry> = {};
  const sourcesFile = join(root, "sources.yaml");
  const raw = existsSync(sourcesFile) ? parseFile(sourcesFile, "sources.yaml", problems) : {};
  if (raw && typeof raw === "object") {
    for (const [id, value] of Object.entries(raw)) {
      const source = validate(sourceSchema, value, "sources.yaml", problems, [id]);
      if (source) sources[id] = source;
    }
  }
  const notes = readNotes(join(root, "notes"), problems);
  return { files: { questions, caseStudies, sections, sources, notes }, problems };
}
