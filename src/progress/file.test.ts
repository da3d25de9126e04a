import { describe, expect, it } from "vitest";
import { v0Record } from "./fixtures";
import { MAX_FILE_BYTES, parseRecordFile, recordFileName, recordFileText, refuseSize } from "./file";
import { RECORD_VERSION, type StudyRecord } from "./record";
import { cardsFrom } from "./schedule";

const attempts = [
  { id: "a1", questionId: "general-1", option: 1, correct: true, at: 1_790_000_000_000, where: { kind: "page", path: "/general" } },
  { id: "a2", questionId: "general-2", option: 0, correct: false, at: 1_790_000_100_000, where: { kind: "exam", mode: "timed" } },
] as const;
const record: StudyRecord = {
  version: RECORD_VERSION,
  attempts,
  flags: [{ questionId: "general-2", flagged: true, at: 1_790_000_100_000 }],
  exams: [{ id: "e1", at: 1_790_000_200_000, mode: "timed", correct: 1, total: 2, byArea: [{ area: "construction", correct: 1, total: 2 }] }],
  cards: cardsFrom(attempts),
  examDate: { date: "2027-02-15", at: 1_790_000_000_000 },
};

describe("the progress file", () => {
  it("says whose it is and its version, and reads back as the same record", () => {
    const text = recordFileText(record, Date.UTC(2026, 10, 25));
    const json = JSON.parse(text) as Record<string, unknown>;
    expect(json).toMatchObject({ app: "AdviserReady", kind: "study-record", version: RECORD_VERSION, exportedAt: "2026-11-25T00:00:00.000Z" });
    expect(parseRecordFile(text)).toEqual({ ok: true, record });
  });

  it("is named for the day it was exported", () => {
    expect(recordFileName(new Date(2026, 10, 5, 23, 59))).toBe("adviserready-progress-2026-11-05.json");
  });

  it("refuses a file that is not JSON, or JSON that is not ours, and says nothing changed", () => {
    for (const text of ["%PDF-1.7", JSON.stringify({ version: 1, attempts: [] }), JSON.stringify({ app: "Other", kind: "study-record" }), "null", "[]"]) {
      const parsed = parseRecordFile(text);
      expect(parsed).toMatchObject({ ok: false, reason: "not-ours" });
      if (!parsed.ok) expect(parsed.message).toMatch(/^That file is not an AdviserReady progress file.*Nothing was imported; your progress is unchanged\.$/);
    }
  });

  it("refuses a damaged file and says where", () => {
    const damaged = JSON.parse(recordFileText(record, 0)) as { attempts: { option: unknown }[] };
    damaged.attempts[1]!.option = "B";
    expect(parseRecordFile(JSON.stringify(damaged))).toEqual({
      ok: false,
      reason: "malformed",
      message: "That progress file is damaged (at attempts.1.option). Nothing was imported; your progress is unchanged.",
    });
    expect(parseRecordFile(JSON.stringify({ app: "AdviserReady", kind: "study-record", attempts: [] }))).toMatchObject({
      reason: "malformed",
      message: expect.stringMatching(/no version number/),
    });
    expect(parseRecordFile(JSON.stringify({ ...JSON.parse(recordFileText(record, 0)), examDate: { date: "2027-02-30", at: 1 } }))).toMatchObject({
      reason: "malformed",
    });
  });

  it("refuses a file from a newer version, and says to update", () => {
    const newer = JSON.stringify({ ...JSON.parse(recordFileText(record, 0)), version: RECORD_VERSION + 1 });
    const parsed = parseRecordFile(newer);
    expect(parsed).toMatchObject({ ok: false, reason: "newer" });
    if (!parsed.ok) expect(parsed.message).toContain(`record version ${RECORD_VERSION + 1}; this page reads up to version ${RECORD_VERSION}`);
  });

  it("refuses a file that is too large before reading it", () => {
    expect(refuseSize(MAX_FILE_BYTES)).toBeNull();
    expect(refuseSize(MAX_FILE_BYTES + 1)).toMatchObject({ ok: false, reason: "too-large", message: expect.stringMatching(/too large.*unchanged\.$/) });
    expect(parseRecordFile(" ".repeat(MAX_FILE_BYTES + 1))).toMatchObject({ reason: "too-large" });
  });

  it("reads a file of the older version 0, migrated", () => {
    const parsed = parseRecordFile(JSON.stringify({ app: "AdviserReady", kind: "study-record", exportedAt: "2026-10-04T00:00:00Z", ...v0Record }));
    expect(parsed.ok && parsed.record.attempts).toHaveLength(3);
    expect(parsed.ok && parsed.record.flags).toEqual([{ questionId: "margaret-pq1", flagged: true, at: 0 }]);
  });
});
