// A synthetic question bank for `npm run bench:scale`: 2,000 multiple-choice questions, one case
// study of 100 of them and the rest spread over the topics, with text of about the real bank's
// length, generated from a fixed seed so every run measures the same bank. Written as a
// TypeScript module exporting `extraBatches` (src/content/bank/extra.ts's place in that build).
import { writeFileSync } from "node:fs";

export const QUESTION_COUNT = 2_000;
export const CASE_STUDY_QUESTIONS = 100;
export const CASE_STUDY_ID = "scale-case-study";

const TOPICS = [
  "Licensing and relevant providers", "General and personal advice", "Best interests and related duties", "Disclosure documents",
  "Ongoing fees and consent", "Conflicted remuneration", "Design and distribution", "Breach reporting and disputes", "Code of Ethics",
  "Conflicts, gifts and referrals", "Capacity, vulnerability and attorneys", "Client communication", "Behavioural finance",
  "Superannuation", "Retirement income streams", "Tax", "Social security", "Aged care", "Estate planning", "Insurance",
  "Investment and portfolio construction", "Debt",
];
const AREAS = ["regulatory", "ethics", "construction"];
const WORDS = (
  "adviser client advice superannuation contribution pension concessional cap balance transfer retirement income estate power " +
  "attorney will beneficiary trustee insurance premium benefit disclosure statement obligation interest conflict remuneration fee " +
  "product strategy risk return portfolio allocation tax deduction offset threshold assessment means test deeming asset home care"
).split(" ");

function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticBatches(seed = 20_261_125) {
  const random = generator(seed);
  const text = (length) => {
    const words = [];
    for (let size = 0; size < length; ) {
      const word = WORDS[Math.floor(random() * WORDS.length)];
      words.push(word);
      size += word.length + 1;
    }
    const sentence = words.join(" ");
    return `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
  };
  const question = (n) => {
    const key = n % 4;
    const letters = "ABCD";
    return {
      id: `scale-${n}`,
      type: "multiple-choice",
      knowledgeArea: AREAS[n % 3],
      topic: TOPICS[n % TOPICS.length],
      year: "2026–27",
      question: `${text(220)} (${n})?`,
      options: [0, 1, 2, 3].map(() => text(90)),
      correctAnswer: key,
      explanation: [0, 1, 2, 3].map((i) => (i === key ? `${letters[i]} is right: ${text(400)}` : `${letters[i]} is wrong because ${text(160)}`)).join(" "),
      sources: [{ title: `Source ${n % 40}`, url: `https://www.legislation.gov.au/source-${n % 40}` }],
    };
  };
  const all = Array.from({ length: QUESTION_COUNT }, (_, i) => question(i + 1));
  return [
    {
      id: "scale",
      caseStudies: [
        { id: CASE_STUDY_ID, title: "Scale case study", summary: text(120), year: "2026–27", narrative: [text(600), text(600)], questions: all.slice(0, CASE_STUDY_QUESTIONS) },
      ],
      questions: all.slice(CASE_STUDY_QUESTIONS),
    },
  ];
}

/** Writes the bank as a module for the SCALE_BANK alias (astro.config.mjs). */
export function writeSyntheticBank(file) {
  writeFileSync(file, `import type { BankBatch } from "${new URL("../../src/quiz/types.ts", import.meta.url).pathname}";\nexport const extraBatches: readonly BankBatch[] = ${JSON.stringify(syntheticBatches(), null, 1)};\n`);
}
