import { describe, expect, it } from "vitest";
import { cardKey } from "./keys";

const press = (key: string, modifiers: Partial<Pick<KeyboardEvent, "shiftKey" | "altKey" | "ctrlKey" | "metaKey">> = {}) =>
  cardKey({ key, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, target: null, defaultPrevented: false, ...modifiers });

describe("a card's keys", () => {
  it("A to D and 1 to 4 choose; Shift with A to D strikes out, with Caps Lock on or off", () => {
    expect(press("b")).toEqual({ kind: "option", index: 1 });
    expect(press("B")).toEqual({ kind: "option", index: 1 }); // Caps Lock
    expect(press("3")).toEqual({ kind: "option", index: 2 });
    expect(press("B", { shiftKey: true })).toEqual({ kind: "strike", index: 1 });
    expect(press("d", { shiftKey: true })).toEqual({ kind: "strike", index: 3 }); // Shift with Caps Lock
  });

  it("the other keys keep their meaning with Shift, and modifiers other than Shift are the browser's", () => {
    expect(press("?", { shiftKey: true })).toEqual({ kind: "help" });
    expect(press("J", { shiftKey: true })).toEqual({ kind: "next" });
    expect(press("b", { ctrlKey: true })).toBeNull();
    expect(press("B", { shiftKey: true, altKey: true })).toBeNull();
  });
});
