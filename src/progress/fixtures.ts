/** Test fixtures: fast-check generators of study records, and a record of the synthetic version 0 (migrate.ts). */
import fc from "fast-check";
import { KNOWLEDGE_AREAS } from "~/questions/types";
import { RECORD_VERSION, type Attempt, type ExamRecord, type Flag, type StudyRecord } from "./record";
import type { RecordV0 } from "./migrate";
import { cardsFrom } from "./schedule";

const QUESTIONS = ["q1", "q2", "q3", "q4", "q5"];
const time = fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 });

export const attemptArb: fc.Arbitrary<Attempt> = fc.record({
  // Few ids, so records share attempts (and now and then disagree about one).
  id: fc.constantFrom("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"),
  questionId: fc.constantFrom(...QUESTIONS),
  option: fc.integer({ min: 0, max: 3 }),
  correct: fc.boolean(),
  at: time,
  where: fc.oneof(
    fc.record({ kind: fc.constant("page" as const), path: fc.constantFrom("/margaret", "/general", "/topics/tax") }),
    fc.record({ kind: fc.constant("exam" as const), mode: fc.constantFrom("timed" as const, "tutor" as const) }),
  ),
});

const flagArb: fc.Arbitrary<Flag> = fc.record({
  questionId: fc.constantFrom(...QUESTIONS),
  flagged: fc.boolean(),
  at: fc.constantFrom(0, 1_750_000_000_000, 1_760_000_000_000),
});

const examArb: fc.Arbitrary<ExamRecord> = fc.record({
  id: fc.constantFrom("e1", "e2", "e3"),
  at: time,
  mode: fc.constantFrom("timed" as const, "tutor" as const),
  correct: fc.integer({ min: 0, max: 10 }),
  total: fc.integer({ min: 10, max: 20 }),
  byArea: fc.constant(KNOWLEDGE_AREAS.map(({ id }) => ({ area: id, correct: 1, total: 3 }))),
});

/** A record as one device would keep it: attempts unique by id, one flag per question. */
export const recordArb: fc.Arbitrary<StudyRecord> = fc
  .record({
    attempts: fc.uniqueArray(attemptArb, { selector: (a) => a.id, maxLength: 8 }),
    flags: fc.uniqueArray(flagArb, { selector: (f) => f.questionId, maxLength: 5 }),
    exams: fc.uniqueArray(examArb, { selector: (e) => e.id, maxLength: 3 }),
    examDate: fc.option(fc.record({ date: fc.option(fc.constantFrom("2027-02-15", "2027-05-03"), { nil: null }), at: fc.constantFrom(1, 2) }), { nil: null }),
  })
  .map((parts) => ({ version: RECORD_VERSION, ...parts, cards: cardsFrom(parts.attempts) }));

/** A version 0 record (the synthetic older shape migrate.ts starts from), as a file of that version held it. */
export const v0Record: RecordV0 = {
  version: 0,
  attempts: [
    { id: "0b7c2c1e-0000-4000-8000-000000000001", questionId: "general-1", option: 2, correct: false, at: "2026-10-01T09:30:00.000Z", page: "/general" },
    { id: "0b7c2c1e-0000-4000-8000-000000000002", questionId: "general-1", option: 1, correct: true, at: "2026-10-03T10:00:00.000Z", page: "/general" },
    { id: "0b7c2c1e-0000-4000-8000-000000000003", questionId: "margaret-pq1", option: 0, correct: true, at: "2026-10-03T10:05:00.000Z", page: "/margaret" },
  ],
  flagged: ["margaret-pq1"],
};

export const v0Generator: fc.Arbitrary<RecordV0> = fc.record({
  version: fc.constant(0 as const),
  attempts: fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      questionId: fc.constantFrom(...QUESTIONS),
      option: fc.integer({ min: 0, max: 3 }),
      correct: fc.boolean(),
      at: time.map((t) => new Date(t).toISOString()),
      page: fc.constantFrom("/margaret", "/general"),
    }),
    { selector: (a) => a.id, maxLength: 6 },
  ),
  flagged: fc.uniqueArray(fc.constantFrom(...QUESTIONS), { maxLength: 3 }),
});
