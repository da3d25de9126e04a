import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { openDB } from "idb";
import { beforeEach, describe, expect, it } from "vitest";
import { DB_NAME, DB_VERSION, deleteRecordStore, NewerRecordError, openRecordStore } from "./db";
import { v0Record } from "./fixtures";
import { RECORD_VERSION, type Attempt } from "./record";

const attempt = (id: string, questionId = "general-1", at = 1_790_000_000_000): Attempt => ({
  id,
  questionId,
  option: 1,
  correct: true,
  at,
  where: { kind: "page", path: "/general" },
});

beforeEach(() => {
  // A fresh browser profile for each test.
  globalThis.indexedDB = new IDBFactory();
});

describe("the record kept in IndexedDB", () => {
  it("starts empty, at the current version", async () => {
    const store = await openRecordStore();
    expect(await store.read()).toEqual({ version: RECORD_VERSION, attempts: [], flags: [], exams: [], cards: [], examDate: null });
    store.close();
  });

  it("keeps attempts, flags (the latest setting), mock exams and the exam date", async () => {
    const store = await openRecordStore();
    await store.addAttempts([attempt("a1"), attempt("a2", "general-2")]);
    await store.setFlag({ questionId: "general-2", flagged: true, at: 1 });
    await store.setFlag({ questionId: "general-2", flagged: false, at: 2 });
    await store.addExam({ id: "e1", at: 3, mode: "timed", correct: 1, total: 2, byArea: [] });
    await store.setExamDate({ date: "2027-02-15", at: 4 });
    const record = await store.read();
    expect(record.attempts.map((a) => a.id).sort()).toEqual(["a1", "a2"]);
    expect(record.flags).toEqual([{ questionId: "general-2", flagged: false, at: 2 }]);
    expect(record.exams).toHaveLength(1);
    expect(record.examDate).toEqual({ date: "2027-02-15", at: 4 });
    store.close();
  });

  it("loses no attempt when two tabs answer at once", async () => {
    const [tabA, tabB] = await Promise.all([openRecordStore(), openRecordStore()]);
    const a = Array.from({ length: 25 }, (_, i) => attempt(`a-${i}`, `q${i % 5}`, 1_790_000_000_000 + i));
    const b = Array.from({ length: 25 }, (_, i) => attempt(`b-${i}`, `q${i % 5}`, 1_790_000_000_000 + i));
    await Promise.all([...a.map((x) => tabA.addAttempts([x])), ...b.map((x) => tabB.addAttempts([x]))]);
    expect((await tabA.attempts()).length).toBe(50);
    expect((await tabB.read()).attempts.length).toBe(50);
    tabA.close();
    tabB.close();
  });

  it("replaces everything in one go (an import), and clears everything", async () => {
    const store = await openRecordStore();
    await store.addAttempts([attempt("old")]);
    await store.replace({ version: RECORD_VERSION, attempts: [attempt("new")], flags: [], exams: [], cards: [], examDate: { date: null, at: 5 } });
    expect((await store.read()).attempts.map((a) => a.id)).toEqual(["new"]);
    await store.clear();
    expect(await store.read()).toEqual({ version: RECORD_VERSION, attempts: [], flags: [], exams: [], cards: [], examDate: null });
    store.close();
  });

  it("brings a record of an older version up to date when it opens (the version 0 fixture)", async () => {
    // What an older build left: version 0 in the meta store, its attempts and flags in its shape.
    const first = await openRecordStore();
    first.close();
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put("meta", 0, "version");
    await raw.put("meta", v0Record.flagged, "flagged");
    for (const old of v0Record.attempts) await raw.put("attempts", old);
    raw.close();

    const store = await openRecordStore();
    const record = await store.read();
    expect(record.attempts).toHaveLength(3);
    expect(record.attempts.every((a) => typeof a.at === "number" && a.where.kind === "page")).toBe(true);
    expect(record.flags).toEqual([{ questionId: "margaret-pq1", flagged: true, at: 0 }]);
    const check = await openDB(DB_NAME, DB_VERSION);
    expect(await check.get("meta", "version")).toBe(RECORD_VERSION);
    expect(await check.get("meta", "flagged")).toBeUndefined();
    check.close();
    store.close();
  });

  it("refuses a record written by a newer version of the site", async () => {
    const first = await openRecordStore();
    first.close();
    const raw = await openDB(DB_NAME, DB_VERSION);
    await raw.put("meta", RECORD_VERSION + 1, "version");
    raw.close();
    await expect(openRecordStore()).rejects.toBeInstanceOf(NewerRecordError);
  });

  it("lets another tab delete the database, and opens a fresh one when next used", async () => {
    const store = await openRecordStore();
    await store.addAttempts([attempt("a1")]);
    await deleteRecordStore();
    await store.addAttempts([attempt("a2")]);
    expect((await store.attempts()).map((a) => a.id)).toEqual(["a2"]);
    store.close();
  });

  it("rejects when the browser refuses storage", async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException("The user denied permission to access the database.", "SecurityError");
      },
    } as unknown as IDBFactory;
    await expect(openRecordStore()).rejects.toThrow(/denied/);
  });
});
