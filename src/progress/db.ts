/**
 * Where the record is kept: IndexedDB in the learner's browser (through idb). Every attempt is a
 * row of its own, added and never rewritten, so two tabs answering at once cannot overwrite each
 * other's attempts; a flag is a row per question, the latest setting winning.
 *
 * Two versions are kept apart: the database's (DB_VERSION: its stores and indexes, changed in
 * `upgrade`) and the record's (RECORD_VERSION, in the meta store: the shape of the rows, brought up
 * to date with `migrate` when the database is opened).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import { migrate } from "./migrate";
import { RECORD_VERSION, type Attempt, type CardState, type ExamDate, type ExamRecord, type Flag, type StudyRecord } from "./record";

export const DB_NAME = "adviserready-record";
export const DB_VERSION = 1;

interface RecordDB extends DBSchema {
  attempts: { key: string; value: Attempt; indexes: { questionId: string } };
  flags: { key: string; value: Flag };
  exams: { key: string; value: ExamRecord };
  cards: { key: string; value: CardState };
  /** "version": the record's version; "examDate": the ExamDate; an older version's extras until migrated. */
  meta: { key: string; value: unknown };
}

const STORES = ["attempts", "flags", "exams", "cards", "meta"] as const;

/** The record was written by a newer version of the site (an old copy of a page is open). */
export class NewerRecordError extends Error {
  override name = "NewerRecordError";
}

export interface RecordStore {
  addAttempts(attempts: readonly Attempt[]): Promise<void>;
  setFlag(flag: Flag): Promise<void>;
  addExam(exam: ExamRecord): Promise<void>;
  setExamDate(date: ExamDate): Promise<void>;
  /** Replaces every card (they are rebuilt from the attempts). */
  putCards(cards: readonly CardState[]): Promise<void>;
  attempts(): Promise<Attempt[]>;
  flags(): Promise<Flag[]>;
  read(): Promise<StudyRecord>;
  /** Replaces everything with `record`, in one transaction. */
  replace(record: StudyRecord): Promise<void>;
  /** Removes everything. */
  clear(): Promise<void>;
  close(): void;
}

type Db = IDBPDatabase<RecordDB>;

/** Opens the database; `onClosed` when it is closed for another tab's sake or by the browser. */
function open(onClosed: () => void): Promise<Db> {
  let db: Db | undefined;
  return openDB<RecordDB>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore("attempts", { keyPath: "id" }).createIndex("questionId", "questionId");
        database.createObjectStore("flags", { keyPath: "questionId" });
        database.createObjectStore("exams", { keyPath: "id" });
        database.createObjectStore("cards", { keyPath: "questionId" });
        database.createObjectStore("meta");
        void transaction.objectStore("meta").put(RECORD_VERSION, "version");
      }
      // A later database version adds `if (oldVersion < 2) { ... }` here.
    },
    // Another tab wants a newer database, or to delete it: let it.
    blocking() {
      db?.close();
      onClosed();
    },
    terminated: onClosed,
  }).then((opened) => (db = opened));
}

async function readAll(db: Db): Promise<{ version: unknown; record: Record<string, unknown> }> {
  const tx = db.transaction(STORES, "readonly");
  const [attempts, flags, exams, cards, metaKeys, metaValues] = await Promise.all([
    tx.objectStore("attempts").getAll(),
    tx.objectStore("flags").getAll(),
    tx.objectStore("exams").getAll(),
    tx.objectStore("cards").getAll(),
    tx.objectStore("meta").getAllKeys(),
    tx.objectStore("meta").getAll(),
  ]);
  const meta = Object.fromEntries(metaKeys.map((key, i) => [key, metaValues[i]]));
  const { version, examDate = null, ...extras } = meta;
  return { version, record: { ...extras, version, attempts, flags, exams, cards, examDate } };
}

async function write(db: Db, record: StudyRecord): Promise<void> {
  const tx = db.transaction(STORES, "readwrite");
  await Promise.all(STORES.map((name) => tx.objectStore(name).clear()));
  await Promise.all([
    ...record.attempts.map((row) => tx.objectStore("attempts").put(row)),
    ...record.flags.map((row) => tx.objectStore("flags").put(row)),
    ...record.exams.map((row) => tx.objectStore("exams").put(row)),
    ...record.cards.map((row) => tx.objectStore("cards").put(row)),
    tx.objectStore("meta").put(RECORD_VERSION, "version"),
    tx.objectStore("meta").put(record.examDate, "examDate"),
  ]);
  await tx.done;
}

/** Brings an older record up to RECORD_VERSION in place. */
async function migrateStored(db: Db): Promise<void> {
  const { version, record } = await readAll(db);
  if (version === RECORD_VERSION) return;
  if (typeof version === "number" && version > RECORD_VERSION)
    throw new NewerRecordError(`The record here is version ${version}; this page reads up to ${RECORD_VERSION}.`);
  const migrated = migrate({ ...record, version: typeof version === "number" ? version : RECORD_VERSION });
  if (!migrated.ok) throw new Error(`The record kept here could not be brought up to date (${migrated.reason}).`);
  await write(db, migrated.record as unknown as StudyRecord);
}

/**
 * Opens (creating if need be) the record's database. Rejects when the browser refuses storage
 * (some private windows, storage full or blocked) or holds a newer version's record.
 */
export async function openRecordStore(): Promise<RecordStore> {
  let current: Promise<Db> | undefined;
  // A connection closed for another tab's sake (or by the browser) is opened again when next needed.
  const db = () => (current ??= open(() => (current = undefined)));
  const first = await db();
  await migrateStored(first);
  const run = async <T>(job: (db: Db) => Promise<T>): Promise<T> => {
    try {
      return await job(await db());
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "InvalidStateError")) throw error;
      current = undefined;
      return job(await db());
    }
  };

  return {
    addAttempts: (attempts) =>
      run(async (d) => {
        const tx = d.transaction("attempts", "readwrite");
        await Promise.all([...attempts.map((attempt) => tx.store.put(attempt)), tx.done]);
      }),
    setFlag: (flag) => run(async (d) => void (await d.put("flags", flag))),
    addExam: (exam) => run(async (d) => void (await d.put("exams", exam))),
    setExamDate: (date) => run(async (d) => void (await d.put("meta", date, "examDate"))),
    putCards: (cards) =>
      run(async (d) => {
        const tx = d.transaction("cards", "readwrite");
        await tx.store.clear();
        await Promise.all([...cards.map((card) => tx.store.put(card)), tx.done]);
      }),
    attempts: () => run((d) => d.getAll("attempts")),
    flags: () => run((d) => d.getAll("flags")),
    read: () => run(async (d) => (await readAll(d)).record as unknown as StudyRecord),
    replace: (record) => run((d) => write(d, record)),
    clear: () =>
      run(async (d) => {
        const tx = d.transaction(STORES, "readwrite");
        await Promise.all([...STORES.map((name) => tx.objectStore(name).clear()), tx.objectStore("meta").put(RECORD_VERSION, "version"), tx.done]);
      }),
    close: () => {
      void current?.then((d) => d.close());
      current = undefined;
    },
  };
}

/** Removes the database itself: what turning the record off and clearing it leaves is nothing at all. */
export function deleteRecordStore(): Promise<void> {
  return deleteDB(DB_NAME);
}
