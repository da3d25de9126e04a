import { describe, expect, it } from "vitest";
import { KNOWLEDGE_AREAS } from "~/questions/types";
import { AREA_IDS } from "./record";

describe("the record's knowledge areas", () => {
  it("are the bank's, in the same order", () => {
    expect(AREA_IDS).toEqual(KNOWLEDGE_AREAS.map((area) => area.id));
  });
});
