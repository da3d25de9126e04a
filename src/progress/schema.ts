/**
 * The study record's schema, for what comes from outside: a file a learner imports. Loaded only
 * when one is imported (Zod is larger than the rest of the record's code together).
 */
import { z } from "astro/zod";
import { AREA_IDS, RECORD_VERSION, type StudyRecord } from "./record";

const id = z.string().min(1).max(120);
const time = z.number().int().min(0).max(8.64e15);
const count = z.number().int().min(0).max(1_000_000);

/** A calendar day, "2027-02-15", that exists. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "not a calendar day");

const where = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page"), path: z.string().max(300) }),
  z.object({ kind: z.literal("exam"), mode: z.enum(["timed", "tutor"]) }),
]);

const attempt = z.object({
  id,
  questionId: id,
  option: z.number().int().min(0).max(9),
  correct: z.boolean(),
  at: time,
  where,
});

const flag = z.object({ questionId: id, flagged: z.boolean(), at: time });

const exam = z.object({
  id,
  at: time,
  mode: z.enum(["timed", "tutor"]),
  name: z.string().max(100).optional(),
  correct: count,
  total: count,
  byArea: z.array(z.object({ area: z.enum(AREA_IDS), correct: count, total: count })).max(AREA_IDS.length),
});

const card = z.object({
  questionId: id,
  due: time,
  stability: z.number().min(0),
  difficulty: z.number().min(0),
  scheduledDays: z.number().min(0),
  learningSteps: z.number().int().min(0),
  reps: count,
  lapses: count,
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  lastReview: time.nullable(),
});

/** A record of the current version, as `migrate` leaves any older one. */
export const recordSchema: z.ZodType<StudyRecord> = z.object({
  version: z.literal(RECORD_VERSION),
  attempts: z.array(attempt),
  flags: z.array(flag),
  exams: z.array(exam),
  cards: z.array(card),
  examDate: z.object({ date: calendarDay.nullable(), at: time }).nullable(),
});
