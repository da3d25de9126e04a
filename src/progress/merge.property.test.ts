import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordArb } from "./fixtures";
import { importSummary, mergeRecords } from "./merge";
import { emptyRecord, normalise } from "./record";
import { recordSchema } from "./schema";
import { cardsFrom } from "./schedule";

describe("merging an imported record (property tests)", () => {
  it("importing the same file twice changes nothing", () => {
    fc.assert(
      fc.property(recordArb, recordArb, (here, file) => {
        const once = mergeRecords(here, file);
        expect(mergeRecords(once, file)).toEqual(once);
      }),
    );
  });

  it("the order of imports does not matter", () => {
    fc.assert(
      fc.property(recordArb, recordArb, recordArb, (here, a, b) => {
        expect(mergeRecords(a, b)).toEqual(mergeRecords(b, a));
        expect(mergeRecords(mergeRecords(here, a), b)).toEqual(mergeRecords(mergeRecords(here, b), a));
      }),
    );
  });

  it("counts no attempt twice and loses none", () => {
    fc.assert(
      fc.property(recordArb, recordArb, (here, file) => {
        const merged = mergeRecords(here, file);
        const ids = new Set([...here.attempts, ...file.attempts].map((a) => a.id));
        expect(merged.attempts.map((a) => a.id).sort()).toEqual([...ids].sort());
        const summary = importSummary(here, file);
        expect(here.attempts.length + summary.added).toBe(merged.attempts.length);
      }),
    );
  });

  it("keeps each question's latest flag, and cards that match the merged attempts", () => {
    fc.assert(
      fc.property(recordArb, recordArb, (here, file) => {
        const merged = mergeRecords(here, file);
        for (const flag of merged.flags) {
          const all = [...here.flags, ...file.flags].filter((f) => f.questionId === flag.questionId);
          expect(flag.at).toBe(Math.max(...all.map((f) => f.at)));
        }
        expect(merged.cards).toEqual(cardsFrom(merged.attempts));
        expect(recordSchema.safeParse(merged).success).toBe(true);
      }),
    );
  });

  it("merging with an empty record gives the record back, in canonical order", () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        expect(mergeRecords(emptyRecord(), record)).toEqual(normalise(record));
      }),
    );
  });
});
