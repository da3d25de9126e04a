/**
 * The writing rules of the content brief, in one place: the tests apply them to the whole bank
 * and `npm run content -- check` to the files a writer names. Each rule returns problems that
 * say which file and field, and why.
 */
import type { CaseFacts, MultipleChoiceQuestion, Question } from "~/questions/types";
import { questionFile, type Bank, type Problem } from "./bank";
import { yearFigures } from "./figures";
import type { BankFiles, QuestionEntry } from "./schema";

/** What the learner reads before answering. */
export const stemOf = (q: Question) => [q.scenario ?? "", q.quote?.text ?? "", q.question].join(" ");
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();

/** Every text field of a question entry as written, with its field name. */
function textFields(entry: QuestionEntry): [string, string][] {
  const fields: [string, string][] = [["question", entry.question]];
  if (entry.scenario) fields.push(["scenario", entry.scenario]);
  if (entry.quote) fields.push(["quote.text", entry.quote.text]);
  if (entry.type === "multiple-choice") {
    entry.options.forEach((o, i) => fields.push([`options[${i}].text`, o.text], [`options[${i}].rationale`, o.rationale]));
    if (entry.note) fields.push(["note", entry.note]);
  }
  if (entry.type === "true-false-statements")
    entry.statements.forEach((s, i) => fields.push([`statements[${i}].text`, s.text], [`statements[${i}].explanation`, s.explanation]));
  if (entry.type === "text-based")
    entry.parts.forEach((p, i) =>
      fields.push([`parts[${i}].subQuestion`, p.subQuestion], ...p.modelAnswer.map((line, j): [string, string] => [`parts[${i}].modelAnswer[${j}]`, line])),
    );
  return fields;
}

/** Ways a rationale could name an option by its letter, which a shuffle would make wrong. */
const LETTER_REFERENCE = [
  /\b(?:options?|answers?|choices?)\s+[A-D]\b/,
  /\b[A-D](?:,? (?:and|or) [A-D])+\b/,
  /\b[A-D] (?:is|are|was|would be) (?:right|wrong|correct|incorrect|the key)\b/,
  /\((?:[A-D])\)/,
  /\b(?:unlike|as in|like|than) [A-D]\b/,
];

/** Dollar amounts of $1,000 or more, as written. */
const DOLLARS = /\$(\d{1,3}(?:,\d{3})+)(?![\d,])/g;
const AUD_FIGURES = Object.entries(yearFigures).filter(([, figure]) => figure.unit === "aud");

/** Figures (name and year) whose value is this dollar amount. */
export function figureYears(amount: number): { name: string; year: string }[] {
  return AUD_FIGURES.flatMap(([name, figure]) =>
    Object.entries(figure.values)
      .filter(([, value]) => value === amount)
      .map(([year]) => ({ name, year })),
  );
}

/** The rules one question must meet on its own. */
export function questionProblems(id: string, entry: QuestionEntry, question: Question, caseStudy?: CaseFacts): Problem[] {
  const file = questionFile(id);
  const problems: Problem[] = [];
  const add = (field: string | undefined, message: string) => problems.push({ file, ...(field ? { field } : {}), message });

  for (const [field, text] of textFields(entry)) {
    if (/\bundefined\b|\bNaN\b|\[object |\bTODO\b|\bTBC\b|\$\{|<\/?[a-z]+>|\*\*/.test(text)) add(field, "has unfinished or marked-up text");
    // A dollar amount that is some figure's value in another year only: a stale figure, unless the
    // text names that year (a transition). The figures module's value for the question's year
    // comes from a placeholder, {{fig:name}}.
    for (const match of text.matchAll(DOLLARS)) {
      const amount = Number(match[1]!.replaceAll(",", ""));
      const same = figureYears(amount);
      if (same.length === 0 || same.some((f) => f.year === question.year)) continue;
      const everything =
        textFields(entry)
          .map(([, t]) => t)
          .join(" ") + (caseStudy ? caseStudy.narrative.join(" ") : "");
      if (same.some((f) => everything.includes(f.year))) continue;
      add(
        field,
        `${match[0]} is ${same.map((f) => `${f.name} in ${f.year}`).join(", ")}, not a ${question.year} figure: write {{fig:name}} for ${question.year}'s value, or name the year it belongs to`,
      );
    }
  }

  // A figure of the question's own year is used: the question names its year where the learner reads it.
  const ownYearFigure = textFields(entry).some(([, text]) => /\{\{\s*fig:[A-Za-z0-9]+\s*\}\}/.test(text));
  const stemAndFacts = [stemOf(question), ...(caseStudy ? [...caseStudy.narrative, ...caseStudy.profile.map((f) => f.value)] : [])].join(" ");
  if (ownYearFigure && !stemAndFacts.includes(question.year))
    add("question", `uses ${question.year} figures but does not name ${question.year} in the text a learner reads first`);

  // A rate's placeholder prints its own "%": "{{fig:cgtDiscountIndividual}}%" reads "50%%".
  const printed = [stemOf(question), ...(question.type === "multiple-choice" ? question.options.flatMap((o) => [o.text, o.rationale]) : [])];
  if (printed.some((text) => text.includes("%%"))) add(undefined, 'prints "%%": a rate\'s placeholder prints its own "%", so type none after it');

  if (question.type !== "multiple-choice" || entry.type !== "multiple-choice") return problems;

  if (/\b(all|none|both|neither) of the (above|options|answers)\b/i.test(question.options.map((o) => o.text).join(" | ")))
    add("options", 'has "all/none of the above": each option must stand alone');
  entry.options.forEach((option, i) => {
    for (const pattern of LETTER_REFERENCE) {
      const match = pattern.exec(option.rationale);
      if (match)
        add(
          `options[${i}].rationale`,
          `names an option by its letter ("${match[0]}"); say what the option is instead, since the letters change when options are shuffled`,
        );
    }
    if (/^[A-D] is (right|wrong|correct|incorrect)\b/.test(option.rationale)) add(`options[${i}].rationale`, "starts with its verdict; the site adds it");
  });
  if (entry.note) for (const pattern of LETTER_REFERENCE) if (pattern.test(entry.note)) add("note", "names an option by its letter");
  // A negative stem is emphasised.
  if (
    /\bwhich (of the following )?(is|are|would|does|do|should|could|must)( \w+)? (not|except)\b/i.test(question.question) &&
    !/\b(NOT|EXCEPT)\b/.test(question.question)
  ) {
    add("question", "asks a negative question: write NOT or EXCEPT in capitals");
  }
  // The key is not the giveaway: far longer than the other options.
  const lengths = question.options.map((o) => o.text.length);
  const others = lengths.filter((_, i) => i !== question.correctAnswer);
  const key = lengths[question.correctAnswer] ?? 0;
  if (key > 1.6 * Math.max(...others))
    add(
      `options[${question.correctAnswer}].text`,
      `the key is much longer than every other option (${key} against at most ${Math.max(...others)} characters): a giveaway`,
    );
  return problems;
}

/** Share of multiple-choice keys on each letter, A to D. */
export function letterShares(questions: readonly Question[]): number[] {
  const mc = questions.filter((q): q is MultipleChoiceQuestion => q.type === "multiple-choice");
  return [0, 1, 2, 3].map((i) => mc.filter((q) => q.correctAnswer === i).length / Math.max(1, mc.length));
}

/** Questions whose key is the single longest option. */
export function keyLongestShare(questions: readonly Question[]): number {
  const mc = questions.filter((q): q is MultipleChoiceQuestion => q.type === "multiple-choice");
  const longest = mc.filter((q) => {
    const lengths = q.options.map((o) => o.text.length);
    const max = Math.max(...lengths);
    return lengths[q.correctAnswer] === max && lengths.filter((l) => l === max).length === 1;
  });
  return longest.length / Math.max(1, mc.length);
}

/** Rules over a set of questions together: letters, the longest key, repeated stems and keys. */
export function setProblems(questions: readonly Question[]): Problem[] {
  const problems: Problem[] = [];
  const seenStems = new Map<string, string>();
  const seenKeys = new Map<string, string>();
  for (const q of questions) {
    const stem = normalise(stemOf(q));
    const other = seenStems.get(stem);
    if (other) problems.push({ file: questionFile(q.id), message: `has the same question as ${other}` });
    seenStems.set(stem, q.id);
    if (q.type !== "multiple-choice") continue;
    const key = normalise(q.options[q.correctAnswer]?.text ?? "");
    const same = seenKeys.get(key);
    if (same && key.length > 20) problems.push({ file: questionFile(q.id), message: `has the same key, word for word, as ${same}: one point per question` });
    seenKeys.set(key, q.id);
  }
  return problems;
}

/** Every source in sources.yaml is cited by a question or a topic's notes, and none twice under two ids. */
export function sourceProblems(files: BankFiles): Problem[] {
  const refs = [...Object.values(files.questions).map((q) => q.sources), ...Object.values(files.notes ?? {}).map((n) => n.data.sources)];
  const cited = new Set(refs.flatMap((sources) => sources.map((ref) => (typeof ref === "string" ? ref : ref.id))));
  const byUrl = new Map<string, string>();
  const problems: Problem[] = [];
  for (const [id, source] of Object.entries(files.sources)) {
    if (!cited.has(id)) problems.push({ file: "sources.yaml", field: id, message: "is cited by no question or notes: remove it" });
    const same = byUrl.get(source.url);
    if (same) problems.push({ file: "sources.yaml", field: id, message: `has the same address as ${same}: keep one and cite it` });
    byUrl.set(source.url, id);
  }
  return problems;
}

/** Every rule over a whole bank. */
export function bankProblems(files: BankFiles, bank: Bank): Problem[] {
  return [
    ...bank.questions.flatMap((q) => {
      const entry = files.questions[q.id];
      return entry ? questionProblems(q.id, entry, q, bank.caseStudyOf.get(q.id)) : [];
    }),
    ...setProblems(bank.questions),
    ...sourceProblems(files),
  ];
}
