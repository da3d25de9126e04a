import { describe, expect, it } from "vitest";
import { practiseHref, practiseKindOf } from "./practise";

describe("a practice session's address", () => {
  it("names its kind, and only a known kind is read back", () => {
    expect(practiseHref("mistakes")).toBe("/exam?practise=mistakes");
    expect(practiseKindOf("?practise=due")).toBe("due");
    expect(practiseKindOf("?practise=everything")).toBeNull();
    expect(practiseKindOf("")).toBeNull();
  });
});
