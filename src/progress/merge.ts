/**
 * Merging two records (importing a file into the one kept here). Attempts and mock exams are a
 * union by id, so nothing is counted twice; a flag and the exam date take the latest setting. The
 * merge is commutative and idempotent (importing the same file twice changes nothing; the order
 * files are imported in does not matter), and the cards are rebuilt from the merged attempts.
 */
import { normalise, type ExamDate, type Flag, type StudyRecord } from "./record";
import { cardsFrom } from "./schedule";

/** JSON with its keys sorted, so equal values give equal text whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** Two different entries with one id should not happen; if they do, the same one wins whichever side it is on. */
function unionById<T extends { id: string }>(a: readonly T[], b: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of [...a, ...b]) {
    const held = byId.get(item.id);
    if (!held || canonical(item) < canonical(held)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

/** The later setting; at the same moment, flagged wins over unflagged. */
function laterFlag(a: Flag, b: Flag): Flag {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (a.flagged !== b.flagged) return a.flagged ? a : b;
  return a;
}

function laterDate(a: ExamDate | null, b: ExamDate | null): ExamDate | null {
  if (!a || !b) return a ?? b;
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return (a.date ?? "") >= (b.date ?? "") ? a : b;
}

export function mergeRecords(a: StudyRecord, b: StudyRecord): StudyRecord {
  const attempts = unionById(a.attempts, b.attempts);
  const flags = new Map<string, Flag>();
  for (const flag of [...a.flags, ...b.flags]) {
    const held = flags.get(flag.questionId);
    flags.set(flag.questionId, held ? laterFlag(held, flag) : flag);
  }
  return normalise({
    version: a.version,
    attempts,
    flags: [...flags.values()],
    exams: unionById(a.exams, b.exams),
    cards: cardsFrom(attempts),
    examDate: laterDate(a.examDate, b.examDate),
  });
}

export interface ImportSummary {
  /** Attempts in the file that were not here. */
  added: number;
  /** Attempts in the file already here (not counted twice). */
  known: number;
  exams: number;
}

/** What importing `incoming` into `current` adds. */
export function importSummary(current: StudyRecord, incoming: StudyRecord): ImportSummary {
  const ids = new Set(current.attempts.map((attempt) => attempt.id));
  const examIds = new Set(current.exams.map((exam) => exam.id));
  const added = incoming.attempts.filter((attempt) => !ids.has(attempt.id)).length;
  return { added, known: incoming.attempts.length - added, exams: incoming.exams.filter((exam) => !examIds.has(exam.id)).length };
}
