/**
 * Checks one batch of new questions against the bank's schema and writing rules, so a writer
 * can check a batch before the whole suite runs (the suite's bank tests apply the same rules).
 *   npx -y tsx scripts/check-batch.ts src/content/bank/<batch>.ts
 */
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { yearFigures } from "../src/content/figures";
import { FINANCIAL_YEARS, KNOWLEDGE_AREAS, TOPICS, type BankBatch, type MultipleChoiceQuestion } from "../src/quiz/types";

const file = process.argv[2];
if (!file) {
  console.error("usage: npx -y tsx scripts/check-batch.ts src/content/bank/<batch>.ts");
  process.exit(2);
}
const mod = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
const batch = Object.values(mod).find((v): v is BankBatch => typeof v === "object" && v !== null && "caseStudies" in v && "questions" in v);
if (!batch) {
  console.error(`${file} exports no BankBatch (an object with caseStudies and questions)`);
  process.exit(2);
}

const problems: string[] = [];
const all: MultipleChoiceQuestion[] = [...batch.caseStudies.flatMap((c) => c.questions), ...batch.questions];
const ids = new Set<string>();
const stems = new Set<string>();
const letters = "ABCD";
const keyCount = [0, 0, 0, 0];
let keyLongest = 0;
let negative = 0;

for (const c of batch.caseStudies) {
  if (c.questions.length < 6 || c.questions.length > 12) problems.push(`case study ${c.id}: ${c.questions.length} questions (6 to 12)`);
  if (!/^[a-z0-9-]+$/.test(c.id)) problems.push(`case study ${c.id}: id must be a lowercase slug`);
  if (!FINANCIAL_YEARS.includes(c.year)) problems.push(`case study ${c.id}: unknown year ${c.year}`);
}
for (const q of all) {
  const where = `question ${q.id}`;
  if (ids.has(q.id)) problems.push(`${where}: duplicate id`);
  ids.add(q.id);
  if (stems.has(q.question)) problems.push(`${where}: duplicate stem`);
  stems.add(q.question);
  if (q.type !== "multiple-choice") problems.push(`${where}: must be multiple-choice`);
  if (q.options.length !== 4) problems.push(`${where}: ${q.options.length} options (4)`);
  if (new Set(q.options).size !== q.options.length) problems.push(`${where}: two options are the same`);
  if (!Number.isInteger(q.correctAnswer) || q.correctAnswer < 0 || q.correctAnswer > 3) problems.push(`${where}: correctAnswer ${q.correctAnswer}`);
  else keyCount[q.correctAnswer]!++;
  if (!KNOWLEDGE_AREAS.some((a) => a.id === q.knowledgeArea)) problems.push(`${where}: knowledgeArea ${q.knowledgeArea}`);
  if (!TOPICS.includes(q.topic)) problems.push(`${where}: topic ${q.topic}`);
  if (!FINANCIAL_YEARS.includes(q.year)) problems.push(`${where}: year ${q.year}`);
  if (q.sources.length === 0) problems.push(`${where}: no source`);
  for (const s of q.sources) if (!s.url || !/^https:\/\//.test(s.url)) problems.push(`${where}: source "${s.title}" has no https url`);
  const text = [q.scenario ?? "", q.question, ...q.options].join(" ");
  if (/\b(all|none|both|neither) of the (above|options)\b/i.test(text)) problems.push(`${where}: "all/none of the above" style option`);
  if (/\b(not|except|least)\b/i.test(q.question) && /\b(NOT|EXCEPT|LEAST)\b/.test(q.question)) negative++;
  else if (/\bwhich\b[^?]*\b(not|except)\b[^?]*\?/i.test(q.question)) problems.push(`${where}: negative stem must be emphasised in capitals (NOT, EXCEPT)`);
  const key = letters[q.correctAnswer] ?? "?";
  if (!new RegExp(`\\b${key} is (right|correct)\\b`).test(q.explanation)) problems.push(`${where}: explanation must say "${key} is right"`);
  for (const l of letters) if (l !== key && !new RegExp(`\\b${l} is (wrong|incorrect)\\b`).test(q.explanation)) problems.push(`${where}: explanation must say why ${l} is wrong ("${l} is wrong ...")`);
  const lengths = q.options.map((o) => o.length);
  if (lengths[q.correctAnswer] === Math.max(...lengths) && lengths.filter((l) => l === Math.max(...lengths)).length === 1) keyLongest++;
  const fullText = `${text} ${q.explanation}`;
  for (const m of fullText.matchAll(/\$(\d{1,3}(?:,\d{3})+)(?![\d,])/g)) {
    const amount = Number(m[1]!.replaceAll(",", ""));
    for (const [name, f] of Object.entries(yearFigures) as [string, { unit: string; values: Record<string, number | undefined> }][]) {
      if (f.unit !== "aud") continue;
      const years = Object.entries(f.values).filter(([, v]) => v === amount).map(([y]) => y);
      if (years.length === 0) continue;
      if (!q.question.includes(q.year) && !(q.scenario ?? "").includes(q.year)) problems.push(`${where}: uses ${m[0]} (${name}) but its question text does not name its year ${q.year}`);
      if (!years.includes(q.year) && !/transition/i.test(q.explanation)) problems.push(`${where}: ${m[0]} is ${name} for ${years.join(", ")}, not ${q.year} (only a question about a transition, which says so, may use another year's figure)`);
    }
  }
}
const n = all.length;
console.log(`${file}: ${batch.caseStudies.length} case studies, ${n} questions`);
console.log(`keys A-D: ${keyCount.join(" / ")}; key is the longest option in ${keyLongest} (${Math.round((100 * keyLongest) / n)}%); emphasised negative stems: ${negative}`);
const byArea = Object.fromEntries(KNOWLEDGE_AREAS.map((a) => [a.id, all.filter((q) => q.knowledgeArea === a.id).length]));
console.log(`areas: ${JSON.stringify(byArea)}`);
const byTopic: Record<string, number> = {};
for (const q of all) byTopic[q.topic] = (byTopic[q.topic] ?? 0) + 1;
console.log(`topics: ${JSON.stringify(byTopic)}`);
if (keyCount.some((k) => k > 0.3 * n)) problems.push(`an answer letter is the key in more than 30% of questions (${keyCount.join("/")})`);
if (keyLongest > 0.35 * n) problems.push(`the key is the longest option in more than 35% of questions`);
if (negative > 0.1 * n) problems.push(`more than 10% negative stems`);
if (problems.length) {
  console.log(`${problems.length} problems:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("OK");
