/**
 * The bank's maintenance tool (the tests apply the same schema and rules to the whole bank).
 *
 *   npm run content -- check [files or ids...]    schema, rules and review state; a summary of the set
 *   npm run content -- review <question or case study ids...> --verdict confirmed --checker <identity> \
 *       --law-current-to 2026-11-26 [--evidence reviews/<batch>.md] [--note "..."] [--checked 2026-11-26]
 *                                                 records a check: the verdict and the hash of the text checked
 *   npm run content -- show <files or ids...>      prints questions or case studies as a checker reads them (figures and ages in)
 *   npm run content -- format [files...]           lays out YAML files the same way (long text folded at 100 columns)
 *   npm run content -- coverage                    how many questions cite each Act, instrument and ASIC guide
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { isScalar, parseDocument, visit, type Document } from "yaml";
import { buildBank, formatProblem, questionFile, type Problem } from "../src/content/bank";
import { CONTENT_DIR, readBankFiles, splitFrontMatter } from "../src/content/files";
import { caseFactProblems, caseReviewProblems, caseStudyHash, noteHash, noteReviewProblems, reviewProblems, questionHash } from "../src/content/review";
import { bankProblems, keyLongestShare, letterShares, questionProblems, setProblems } from "../src/content/rules";
import { composeExplanation } from "../src/questions/explanation";
import { optionLetter } from "../src/questions/labels";
import { KNOWLEDGE_AREAS, TOPICS, sectionFacts, type Question } from "../src/questions/types";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    verdict: { type: "string" },
    checker: { type: "string" },
    checked: { type: "string" },
    "law-current-to": { type: "string" },
    evidence: { type: "string" },
    note: { type: "string" },
  },
});
const [command, ...targets] = positionals;

/** One layout for every file, so a diff shows what changed: long text folded, short lists on one line. */
function layout(doc: Document): string {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && node.value.length > 90) node.type = "BLOCK_FOLDED";
    },
    Seq(_key, node) {
      const items = node.items.map((item) => (isScalar(item) ? String(item.value) : null));
      node.flow = items.every((item) => item !== null) && items.join(", ").length < 70;
    },
  });
  return doc.toString({ lineWidth: 100 });
}

if (command === "format") {
  const dirs = ["questions", "case-studies", "sections"].map((d) => join(CONTENT_DIR, d));
  const paths =
    targets.length > 0
      ? targets
      : dirs.flatMap((dir) =>
          readdirSync(dir)
            .filter((f) => f.endsWith(".yaml"))
            .map((f) => join(dir, f)),
        );
  let changed = 0;
  for (const path of paths) {
    const before = readFileSync(path, "utf8");
    const after = layout(parseDocument(before));
    if (after !== before) {
      writeFileSync(path, after);
      changed++;
    }
  }
  console.log(`${changed} of ${paths.length} files laid out again`);
  process.exit(0);
}
const idOf = (target: string) => basename(target, ".yaml");
const ids = new Set(targets.map(idOf));
const pct = (n: number) => `${Math.round(n * 100)}%`;

const { files, problems: fileProblems } = readBankFiles();
const { bank, problems: buildProblems } = buildBank(files);
const byId = new Map(bank.questions.map((q) => [q.id, q]));
const notesById = new Map([...bank.notes.values()].map((n) => [n.id, n]));
const unknown = [...ids].filter((id) => !files.questions[id] && !byId.has(id) && !files.caseStudies[id] && !notesById.has(id));

function summary(questions: readonly Question[]) {
  const count = (pred: (q: Question) => boolean) => questions.filter(pred).length;
  console.log(`\n${questions.length} questions`);
  console.log(`  by area: ${KNOWLEDGE_AREAS.map((a) => `${a.id} ${count((q) => q.knowledgeArea === a.id)}`).join(", ")}`);
  console.log(
    `  by topic: ${TOPICS.map((t) => [t, count((q) => q.topic === t)] as const)
      .filter(([, n]) => n > 0)
      .map(([t, n]) => `${t} ${n}`)
      .join(", ")}`,
  );
  console.log(
    `  keys: ${letterShares(questions)
      .map((s, i) => `${optionLetter(i)} ${pct(s)}`)
      .join(", ")}; key the single longest option in ${pct(keyLongestShare(questions))}`,
  );
}

if (command === "check") {
  const inSet = (p: Problem) => ids.size === 0 || [...ids].some((id) => p.file === questionFile(id) || p.file.endsWith(`/${id}.yaml`));
  const selected = ids.size === 0 ? bank.questions : bank.questions.filter((q) => ids.has(q.id));
  const rules =
    ids.size === 0
      ? bankProblems(files, bank)
      : [
          ...selected.flatMap((q) => questionProblems(q.id, files.questions[q.id]!, q, bank.caseStudyOf.get(q.id))),
          ...setProblems(bank.questions).filter(inSet),
        ];
  const problems = [...fileProblems.filter(inSet), ...buildProblems.filter(inSet), ...rules];
  const reviews = [...reviewProblems(files, bank), ...caseReviewProblems(files, bank), ...noteReviewProblems(files, bank)].filter(inSet);
  problems.push(...caseFactProblems(files, bank).filter(inSet));
  for (const p of problems) console.log(`✖ ${formatProblem(p)}`);
  for (const p of reviews) console.log(`… ${formatProblem(p)}`);
  for (const id of unknown) console.log(`✖ ${id}: no such question (or its file did not validate)`);
  summary(selected);
  console.log(`\n${problems.length} problems; ${reviews.length} not (or no longer) confirmed by a checker`);
  process.exit(problems.length > 0 || unknown.length > 0 ? 1 : 0);
}

if (command === "show") {
  for (const id of ids) {
    const section = bank.sections.find((s) => s.id === id);
    const caseFacts = section && sectionFacts(section);
    if (caseFacts) {
      console.log(
        `\n=== case study ${id} (${caseFacts.year}; questions: ${files.caseStudies[id]!.questions.join(", ")})\n${caseFacts.title}: ${caseFacts.summary}`,
      );
      for (const p of caseFacts.narrative) console.log(`\n${p}`);
      for (const f of caseFacts.profile) console.log(`- ${f.label}: ${f.value}`);
      for (const c of caseFacts.considerations) console.log(`* ${c}`);
      for (const t of caseFacts.tables)
        console.log(`\n${t.caption}\n| ${t.columns.join(" | ")} |\n${t.rows.map((r: readonly string[]) => `| ${r.join(" | ")} |`).join("\n")}`);
      continue;
    }
    const q = byId.get(id);
    if (!q) {
      console.log(`${id}: no such question`);
      continue;
    }
    const facts = bank.caseStudyOf.get(id);
    console.log(`\n=== ${id} (${q.knowledgeArea}, ${q.topic}, ${q.year}${facts ? `, case study ${facts.id}` : ""})`);
    if (q.scenario) console.log(`Scenario: ${q.scenario}`);
    if (q.quote) console.log(`Quote (${q.quote.cite}): ${q.quote.text}`);
    console.log(`Question: ${q.question}`);
    if (q.type === "multiple-choice") {
      q.options.forEach((o, i) => console.log(`  ${optionLetter(i)}. ${o.text}`));
      const { lines, note } = composeExplanation(q);
      console.log(`Key: ${optionLetter(q.correctAnswer)}`);
      for (const line of lines) console.log(`  ${line.text}`);
      if (note) console.log(`  Note: ${note}`);
    }
    for (const s of q.sources) console.log(`  Source: ${s.title}${s.at ? `, ${s.at}` : ""} <${s.url}>`);
  }
  process.exit(0);
}

if (command === "review") {
  const verdict = values.verdict;
  const required = { verdict, checker: values.checker, "law-current-to": values["law-current-to"] };
  const missing = Object.entries(required)
    .filter(([, v]) => !v)
    .map(([k]) => `--${k}`);
  if (ids.size === 0 || missing.length > 0 || !["confirmed", "fault", "pending"].includes(verdict ?? "")) {
    console.error(`review needs question, case study or notes ids and ${missing.join(", ") || "a --verdict of confirmed, fault or pending"}`);
    process.exit(2);
  }
  if (verdict === "fault" && !values.note) {
    console.error("a fault needs --note saying what is wrong");
    process.exit(2);
  }
  if (unknown.length > 0) {
    console.error(`no such question, case study or notes: ${unknown.join(", ")}`);
    process.exit(2);
  }
  const checked = values.checked ?? new Date().toISOString().slice(0, 10);
  const recordOn = (previous: Record<string, unknown>, hash: string) => {
    const history = Array.isArray(previous.history) ? [...previous.history] : [];
    // A fault found earlier stays on the record once the item is fixed and checked again.
    if (previous.verdict === "fault") history.push({ verdict: "fault", checker: previous.checker, checked: previous.checked, note: previous.note });
    return {
      verdict,
      checker: values.checker,
      checked,
      lawCurrentTo: values["law-current-to"],
      hash,
      ...(values.evidence ? { evidence: values.evidence } : previous.evidence ? { evidence: previous.evidence } : {}),
      ...(values.note ? { note: values.note } : {}),
      ...(history.length > 0 ? { history } : {}),
    };
  };
  for (const id of ids) {
    const notes = notesById.get(id);
    if (notes) {
      const path = join(CONTENT_DIR, "notes", `${id}.md`);
      const parts = splitFrontMatter(readFileSync(path, "utf8"))!;
      const doc = parseDocument(parts.frontMatter);
      const review = recordOn((doc.get("review") as { toJSON(): Record<string, unknown> } | undefined)?.toJSON() ?? {}, noteHash(notes));
      doc.set("review", doc.createNode(review));
      writeFileSync(path, `---\n${layout(doc)}---\n${parts.body}`);
      console.log(`${id}: ${verdict} (${review.hash})`);
      continue;
    }
    const page = bank.sections.find((s) => s.id === id);
    const caseStudy = page && sectionFacts(page);
    const question = byId.get(id);
    if (!question && !caseStudy) {
      console.error(`${id}: it is on no page (is it listed in its case study?), so it cannot be hashed`);
      process.exitCode = 1;
      continue;
    }
    const path = join(CONTENT_DIR, caseStudy ? "case-studies" : "questions", `${id}.yaml`);
    const doc = parseDocument(readFileSync(path, "utf8"));
    const previous = (doc.get("review") as { toJSON(): Record<string, unknown> } | undefined)?.toJSON() ?? {};
    const review = recordOn(previous, caseStudy ? caseStudyHash(caseStudy, files.caseStudies[id]!) : questionHash(question!, bank.caseStudyOf.get(id)));
    doc.set("review", doc.createNode(review));
    writeFileSync(path, layout(doc));
    console.log(`${id}: ${verdict} (${review.hash})`);
  }
  process.exit(process.exitCode ?? 0);
}

if (command === "coverage") {
  // Instruments by how their sources are titled; a source may count for more than one (an ASIC
  // guide quoting an Act counts once for each). docs/decisions/0010-syllabus-coverage.md uses this.
  const INSTRUMENTS: [string, RegExp][] = [
    ["Corporations Act 2001, Chapter 7", /Corporations Act|Corps Act|Part 7\.[0-9]|s 9[0-9]{2}[A-Z]*\b|s 76[0-9][A-Z]*\b/i],
    ["Corporations Regulations 2001", /Corporations Regulations|reg 7\./i],
    ["Financial Planners and Advisers Code of Ethics 2019", /Code of Ethics|FASEA|Standard [0-9]/i],
    ["ASIC regulatory guides (RG)", /\bRG ?[0-9]+|Regulatory Guide/i],
    ["ASIC information sheets (INFO)", /\bINFO ?[0-9]+|Information Sheet/i],
    ["Income Tax Assessment Acts 1936 and 1997", /ITAA|Income Tax Assessment/i],
    ["Superannuation Industry (Supervision) Act and Regulations", /Superannuation Industry \(Supervision\)|\bSIS\b/i],
    ["Division 296 (Treasury Laws Amendment, Building a Stronger and Fairer Super System)", /Division 296|Div 296/i],
    ["Social Security Act 1991 and Guide", /Social Security|Services Australia|DSS/i],
    ["Aged Care Act 2024 and health.gov.au", /Aged Care|health\.gov|Department of Health/i],
    ["Privacy Act 1988 and the APPs (OAIC)", /Privacy|OAIC|\bAPP\b/i],
    ["AML/CTF Act 2006 and Rules (AUSTRAC)", /Anti-Money|AML|AUSTRAC/i],
    ["National Consumer Credit Protection Act 2009", /Consumer Credit|NCCP|credit licen/i],
    ["Tax Agent Services Act 2009 (TPB)", /Tax Agent Services|Tax Practitioners Board|TPB/i],
    ["Insurance Contracts Act 1984", /Insurance Contracts Act/i],
    ["ASIC Act 2001", /ASIC Act|Australian Securities and Investments Commission Act/i],
    ["Life Insurance Act 1995", /Life Insurance Act/i],
    ["Family Law Act 1975 (superannuation splitting)", /Family Law/i],
    ["Superannuation Guarantee (Administration) Act 1992", /Superannuation Guarantee|Payday Super/i],
    ["Powers of attorney and wills (state law)", /attorney|Succession|Wills/i],
  ];
  const cited = (q: Question) => q.sources.map((s) => `${s.title} ${s.at ?? ""} ${s.url}`).join(" | ");
  console.log("| Instrument | Questions citing it |\n| --- | --- |");
  for (const [name, pattern] of INSTRUMENTS) console.log(`| ${name} | ${bank.questions.filter((q) => pattern.test(cited(q))).length} |`);
  process.exit(0);
}

console.error(
  "usage: npm run content -- check [files or ids...] | coverage | show <ids...> | review <ids...> --verdict ... --checker ... --law-current-to ...",
);
process.exit(2);
