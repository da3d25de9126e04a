import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordArb, v0Generator, v0Record } from "./fixtures";
import { migrate } from "./migrate";
import { RECORD_VERSION } from "./record";
import { recordSchema } from "./schema";

describe("bringing an older record up to date", () => {
  it("turns the version 0 fixture into a valid current record, keeping every attempt and flag", () => {
    const migrated = migrate(v0Record);
    expect(migrated.ok).toBe(true);
    if (!migrated.ok) return;
    const record = recordSchema.parse(migrated.record);
    expect(record.version).toBe(RECORD_VERSION);
    expect(record.attempts).toEqual([
      {
        id: "0b7c2c1e-0000-4000-8000-000000000001",
        questionId: "general-1",
        option: 2,
        correct: false,
        at: Date.parse("2026-10-01T09:30:00.000Z"),
        where: { kind: "page", path: "/general" },
      },
      {
        id: "0b7c2c1e-0000-4000-8000-000000000002",
        questionId: "general-1",
        option: 1,
        correct: true,
        at: Date.parse("2026-10-03T10:00:00.000Z"),
        where: { kind: "page", path: "/general" },
      },
      {
        id: "0b7c2c1e-0000-4000-8000-000000000003",
        questionId: "margaret-pq1",
        option: 0,
        correct: true,
        at: Date.parse("2026-10-03T10:05:00.000Z"),
        where: { kind: "page", path: "/margaret" },
      },
    ]);
    expect(record.flags).toEqual([{ questionId: "margaret-pq1", flagged: true, at: 0 }]);
    expect(record.exams).toEqual([]);
    expect(record.examDate).toBeNull();
  });

  it("any version 0 record becomes a valid current one with the same attempts (property)", () => {
    fc.assert(
      fc.property(v0Generator, (old) => {
        const migrated = migrate(old);
        expect(migrated.ok).toBe(true);
        if (!migrated.ok) return;
        const record = recordSchema.parse(migrated.record);
        expect(record.attempts.map((a) => [a.id, a.questionId, a.option, a.correct, new Date(a.at).toISOString()])).toEqual(
          old.attempts.map((a) => [a.id, a.questionId, a.option, a.correct, a.at]),
        );
        expect(record.flags.map((f) => f.questionId)).toEqual(old.flagged);
        // Migrating is deterministic: the same file twice gives the same record (so an import of it is idempotent).
        expect(migrate(old)).toEqual(migrated);
      }),
    );
  });

  it("leaves a current record as it is (property)", () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(migrate(record)).toEqual({ ok: true, record });
      }),
    );
  });

  it("refuses a newer version, and says which", () => {
    expect(migrate({ version: RECORD_VERSION + 1, attempts: [] })).toEqual({ ok: false, reason: "newer", version: RECORD_VERSION + 1 });
  });

  it("refuses what has no version or the wrong parts", () => {
    expect(migrate([])).toMatchObject({ ok: false, reason: "malformed" });
    expect(migrate({ attempts: [] })).toMatchObject({ ok: false, reason: "malformed", detail: "it has no version number" });
    expect(migrate({ version: 1.5 })).toMatchObject({ ok: false, reason: "malformed" });
    expect(migrate({ version: 0, attempts: "none", flagged: [] })).toMatchObject({ ok: false, reason: "malformed", detail: "attempts is not a list" });
  });
});
