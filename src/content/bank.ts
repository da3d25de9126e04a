/**
 * Builds the bank the site shows from its data files (pure: files in, bank and problems out):
 * figures put in for each question's year, sources looked up by id, case studies and pages put
 * together in order, and every question placed on exactly one practice page. Astro's pages
 * (./load.ts), the tests and `npm run content` (./files.ts) all build it here.
 */
import {
  CURRENT_YEAR,
  FINANCIAL_YEARS,
  TOPICS,
  type CaseFacts,
  type FinancialYear,
  type PracticeSection,
  type Question,
  type Source,
  type StudyNotes,
  type Topic,
} from "~/questions/types";
import { slugify, topicPath } from "~/questions/catalogue";
import { resolveCaseDates } from "./case-facts";
import { figText, yearFigures, type YearFigureName } from "./figures";
import type { BankFiles, CaseStudyEntry, OriginalPageEntry, QuestionEntry, SourceRef } from "./schema";

/** Something wrong with a file, said so a writer can find and fix it. */
export interface Problem {
  /** e.g. "questions/reg-duties-01.yaml". */
  file: string;
  /** e.g. "options[2].rationale". */
  field?: string;
  message: string;
}

export const formatProblem = (p: Problem) => `${p.file}${p.field ? ` (${p.field})` : ""}: ${p.message}`;

/** A practice page's words: an original page's from its file, the others' composed here. */
export interface PageCopy {
  /** An original page's place in the navigation. */
  order?: number;
  /** Its name in the navigation and its window title: "Margaret", "Case study: Vera", "Topic: Tax". */
  label: string;
  heading: string;
  description: string;
  intro: string;
  /** The intro in a card headed "About this section". */
  introCard: boolean;
  /** One line for the practice index and the home page. */
  summary: string;
}

/** A practice page: its section (what the learner practises) and its words. */
export interface PracticePage {
  section: PracticeSection;
  copy: PageCopy;
}

export interface Bank {
  /** Every practice page with its words, in the order of `sections`. */
  pages: readonly PracticePage[];
  /** Every practice page: the original pages, the case studies, then one page per topic. */
  sections: readonly PracticeSection[];
  /** The original pages (those with their own words and place in the navigation), in navigation order. */
  corePages: readonly PracticeSection[];
  /** The case studies with pages of their own under /case-studies, by title. */
  caseStudyPages: readonly PracticeSection[];
  /** Topic pages: the questions in no case study and no fixed section, by topic. */
  topicPages: readonly PracticeSection[];
  /** Every question in page order. */
  questions: readonly Question[];
  /** Each question's case study, by question id. */
  caseStudyOf: ReadonlyMap<string, CaseFacts>;
  /** Each topic's study notes, by topic. */
  notes: ReadonlyMap<Topic, StudyNotes>;
}

export const questionFile = (id: string) => `questions/${id}.yaml`;
export const caseStudyFile = (id: string) => `case-studies/${id}.yaml`;
export const noteFile = (id: string) => `notes/${id}.md`;
export const sectionFile = (id: string) => `sections/${id}.yaml`;

export { slugify, topicPath };

/** Words a learner reads in Markdown: its text, without the marks. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/^#+\s/gm, "").replace(/[|*_`>#-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9$]/.test(word)).length;
}

const PLACEHOLDER = /\{\{\s*([^}]*?)\s*\}\}/g;

/**
 * Puts the figures module's values into a text: `{{fig:concessionalCap}}` is the figure for `year`,
 * `{{fig:concessionalCap@2025–26}}` the figure for another year (a hyphen is read as an en dash).
 */
export function resolveText(text: string, year: FinancialYear, report: (message: string) => void): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const match = /^fig:([A-Za-z0-9]+)(?:@(\d{4})[-–](\d{2}))?$/.exec(inner);
    if (!match) {
      report(`"${whole}" is not a placeholder: write {{fig:name}} or {{fig:name@2025–26}}`);
      return whole;
    }
    const [, name = "", from, to] = match;
    const at = (from ? `${from}–${to}` : year) as FinancialYear;
    if (!(name in yearFigures)) {
      report(`"${whole}" names no figure in src/content/figures (is it spelt as there?)`);
      return whole;
    }
    const values: Partial<Record<FinancialYear, number>> = yearFigures[name as YearFigureName].values;
    if (!FINANCIAL_YEARS.includes(at) || values[at] === undefined) {
      report(`"${whole}": the figures module has no ${at} value for ${name}`);
      return whole;
    }
    return figText(name as YearFigureName, at);
  });
}

interface Context {
  files: BankFiles;
  problems: Problem[];
}

function resolveSources(refs: readonly SourceRef[], file: string, ctx: Context): Source[] {
  return refs.flatMap((ref, i) => {
    const id = typeof ref === "string" ? ref : ref.id;
    const source = ctx.files.sources[id];
    if (!source) {
      ctx.problems.push({ file, field: `sources[${i}]`, message: `no source "${id}" in sources.yaml` });
      return [];
    }
    return [typeof ref === "string" ? { title: source.title, url: source.url } : { title: source.title, url: source.url, at: ref.at }];
  });
}

/** The question as the site shows it. */
export function resolveQuestion(id: string, entry: QuestionEntry, ctx: Context): Question {
  const file = questionFile(id);
  const year = entry.year;
  const t = (text: string, field: string) => resolveText(text, year, (message) => ctx.problems.push({ file, field, message }));
  const base = {
    id,
    knowledgeArea: entry.knowledgeArea,
    topic: entry.topic,
    year,
    ...(entry.scenario ? { scenario: t(entry.scenario, "scenario") } : {}),
    ...(entry.quote ? { quote: { cite: t(entry.quote.cite, "quote.cite"), text: t(entry.quote.text, "quote.text") } } : {}),
    sources: resolveSources(entry.sources, file, ctx),
  };
  switch (entry.type) {
    case "multiple-choice":
      return {
        ...base,
        type: entry.type,
        question: t(entry.question, "question"),
        options: entry.options.map((option, i) => ({
          text: t(option.text, `options[${i}].text`),
          rationale: t(option.rationale, `options[${i}].rationale`),
        })),
        correctAnswer: "ABCD".indexOf(entry.answer),
        ...(entry.note ? { note: t(entry.note, "note") } : {}),
        ...(entry.marks ? { marks: entry.marks } : {}),
      };
    case "true-false-statements":
      return {
        ...base,
        type: entry.type,
        question: t(entry.question, "question"),
        markInfo: t(entry.markInfo, "markInfo"),
        statements: entry.statements.map((s, i) => ({
          text: t(s.text, `statements[${i}].text`),
          correct: s.correct,
          explanation: t(s.explanation, `statements[${i}].explanation`),
        })),
      };
    case "text-based":
      return {
        ...base,
        type: entry.type,
        question: t(entry.question, "question"),
        parts: entry.parts.map((part, i) => ({
          subQuestion: t(part.subQuestion, `parts[${i}].subQuestion`),
          marks: part.marks,
          modelAnswer: part.modelAnswer.map((line, j) => t(line, `parts[${i}].modelAnswer[${j}]`)),
        })),
      };
  }
}

/** A case study's facts as the site shows them. */
export function resolveCaseFacts(id: string, entry: CaseStudyEntry, ctx: Context): CaseFacts {
  const file = caseStudyFile(id);
  const dates = { asAt: entry.asAt, people: entry.people, year: entry.year };
  const t = (text: string, field: string) => {
    const report = (message: string) => ctx.problems.push({ file, field, message });
    return resolveText(resolveCaseDates(text, dates, report), entry.year, report);
  };
  return {
    id,
    title: entry.title,
    summary: t(entry.summary, "summary"),
    year: entry.year,
    narrative: (entry.narrative ?? []).map((p, i) => t(p, `narrative[${i}]`)),
    profile: (entry.profile ?? []).map((f, i) => ({ label: f.label, value: t(f.value, `profile[${i}].value`) })),
    considerations: (entry.considerations ?? []).map((c, i) => t(c, `considerations[${i}]`)),
    tables: (entry.tables ?? []).map((table, i) => ({
      caption: t(table.caption, `tables[${i}].caption`),
      columns: table.columns,
      rows: table.rows.map((row, r) => row.map((cell, c) => t(cell, `tables[${i}].rows[${r}][${c}]`))),
      ...(table.numeric ? { numeric: table.numeric } : {}),
    })),
  };
}

/** Builds the bank; `problems` lists everything wrong (the bank is still built around it). */
export function buildBank(files: BankFiles): { bank: Bank; problems: Problem[] } {
  const ctx: Context = { files, problems: [] };
  const questions = new Map<string, Question>();
  for (const [id, entry] of Object.entries(files.questions)) questions.set(id, resolveQuestion(id, entry, ctx));

  const placed = new Map<string, string>();
  const caseStudyOf = new Map<string, CaseFacts>();
  const take = (ids: readonly string[], file: string, year?: FinancialYear) =>
    ids.flatMap((qid, i) => {
      const question = questions.get(qid);
      if (!question) {
        ctx.problems.push({ file, field: `questions[${i}]`, message: `no question "${qid}" (questions/${qid}.yaml)` });
        return [];
      }
      const already = placed.get(qid);
      if (already) {
        ctx.problems.push({ file, field: `questions[${i}]`, message: `"${qid}" is already on ${already}` });
        return [];
      }
      if (year && question.year !== year) {
        ctx.problems.push({ file: questionFile(qid), field: "year", message: `is ${question.year} but its case study is written to ${year}` });
      }
      placed.set(qid, file);
      return [question];
    });

  const caseStudySection = (id: string, entry: CaseStudyEntry): PracticeSection => {
    const facts = resolveCaseFacts(id, entry, ctx);
    const section: PracticeSection = {
      id,
      title: entry.title,
      path: entry.path ?? `/case-studies/${id}`,
      numberPrefix: entry.numbering?.prefix ?? "",
      firstNumber: entry.numbering?.first ?? 1,
      kind: "case-study",
      caseStudy: facts,
      questions: take(entry.questions, caseStudyFile(id), entry.year),
    };
    for (const question of section.questions) caseStudyOf.set(question.id, facts);
    return section;
  };

  /** An original page's words, with figures and a case study's computed facts put in. */
  const originalCopy = (title: string, page: OriginalPageEntry, file: string, caseStudy?: CaseStudyEntry): PageCopy => {
    const t = (text: string, field: string) => {
      const report = (message: string) => ctx.problems.push({ file, field: `page.${field}`, message });
      const dated = caseStudy ? resolveCaseDates(text, { asAt: caseStudy.asAt, people: caseStudy.people, year: caseStudy.year }, report) : text;
      return resolveText(dated, caseStudy?.year ?? CURRENT_YEAR, report);
    };
    return {
      order: page.order,
      label: page.navLabel ?? title,
      heading: t(page.heading, "heading"),
      description: t(page.description, "description"),
      intro: t(page.intro, "intro"),
      introCard: page.introCard ?? false,
      summary: t(page.summary, "summary"),
    };
  };

  const originals: PracticePage[] = [];
  const caseStudyPages: PracticePage[] = [];
  for (const [id, entry] of Object.entries(files.caseStudies).sort(([, a], [, b]) => a.title.localeCompare(b.title, "en"))) {
    const file = caseStudyFile(id);
    if (entry.path && !entry.page) ctx.problems.push({ file, field: "path", message: "only an original page (with page:) sets its own path" });
    if (entry.page && !entry.path) ctx.problems.push({ file, field: "path", message: "an original page (with page:) needs its own path" });
    const section = caseStudySection(id, entry);
    if (entry.page) originals.push({ section, copy: originalCopy(entry.title, entry.page, file, entry) });
    else {
      const caseStudy = section.kind === "case-study" ? section.caseStudy : undefined;
      caseStudyPages.push({
        section,
        copy: {
          label: `Case study: ${entry.title}`,
          heading: `Case study: ${entry.title}`,
          description: `Case study: ${caseStudy?.summary ?? entry.title}`,
          intro: `Read the scenario, then answer the ${section.questions.length} questions. The law and figures are those of ${entry.year}.`,
          introCard: false,
          summary: caseStudy?.summary ?? "",
        },
      });
    }
  }
  for (const [id, entry] of Object.entries(files.sections)) {
    const section: PracticeSection = {
      id,
      title: entry.title,
      path: entry.path,
      numberPrefix: entry.numbering.prefix,
      firstNumber: entry.numbering.first,
      kind: "section",
      questions: take(entry.questions, sectionFile(id)),
    };
    originals.push({ section, copy: originalCopy(entry.title, entry.page, sectionFile(id)) });
  }
  originals.sort((a, b) => (a.copy.order ?? 0) - (b.copy.order ?? 0));

  const unplaced = [...questions.values()].filter((q) => !placed.has(q.id)).sort((a, b) => a.id.localeCompare(b.id, "en"));
  const topicPages: PracticePage[] = TOPICS.flatMap((topic) => {
    const onTopic = unplaced.filter((q) => q.topic === topic);
    if (onTopic.length === 0) return [];
    const section: PracticeSection = {
      id: `topic-${slugify(topic)}`,
      title: topic,
      path: topicPath(topic),
      numberPrefix: "",
      firstNumber: 1,
      kind: "topic",
      questions: onTopic,
    };
    return [
      {
        section,
        copy: {
          label: `Topic: ${topic}`,
          heading: topic,
          description: `Practice questions on ${topic} for the Financial Adviser Exam, with explanations and sources.`,
          intro: "Standalone scenarios and knowledge questions on this topic. Each shows the financial year whose law and figures it uses.",
          introCard: false,
          summary: `${onTopic.length} question${onTopic.length === 1 ? "" : "s"} on ${topic}.`,
        },
      },
    ];
  });

  const pages = [...originals, ...caseStudyPages, ...topicPages];
  const sections = pages.map((page) => page.section);
  const notes = new Map<Topic, StudyNotes>();
  for (const [id, { data, body }] of Object.entries(files.notes ?? {})) {
    const file = noteFile(id);
    if (id !== slugify(data.topic))
      ctx.problems.push({ file, field: "topic", message: `is ${data.topic}, so the file should be notes/${slugify(data.topic)}.md` });
    if (notes.has(data.topic)) ctx.problems.push({ file, field: "topic", message: `${data.topic} already has notes` });
    const markdown = resolveText(body, data.year, (message) => ctx.problems.push({ file, field: "body", message }));
    notes.set(data.topic, {
      id,
      topic: data.topic,
      year: data.year,
      summary: resolveText(data.summary, data.year, (message) => ctx.problems.push({ file, field: "summary", message })),
      markdown,
      words: countWords(markdown),
      sources: resolveSources(data.sources, file, ctx),
    });
  }

  const only = (list: PracticePage[]) => list.map((page) => page.section);
  return {
    bank: {
      pages,
      sections,
      corePages: only(originals),
      caseStudyPages: only(caseStudyPages),
      topicPages: only(topicPages),
      questions: sections.flatMap((s) => s.questions),
      caseStudyOf,
      notes,
    },
    problems: ctx.problems,
  };
}
