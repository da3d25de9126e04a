/**
 * What a key press means on a question card (ShortcutsDialog lists them). Each card reads the
 * keys of the events that reach it and acts through its own handlers.
 */
export type CardKey =
  | { kind: "option"; index: number }
  /** Shift with A to D: strike the option out, or restore it. */
  | { kind: "strike"; index: number }
  | { kind: "explanation" }
  | { kind: "reset" }
  | { kind: "next" }
  | { kind: "previous" }
  | { kind: "help" };

/** Null for a key a card does not handle, for keys with modifiers, and while the learner types. */
export function cardKey(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey" | "target" | "defaultPrevented">): CardKey | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as Element | null;
  if (target?.closest?.("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return null;
  const key = event.key.toLowerCase();
  if (key === "?") return { kind: "help" };
  if (key === "j") return { kind: "next" };
  if (key === "k") return { kind: "previous" };
  if (key === "e") return { kind: "explanation" };
  if (key === "r") return { kind: "reset" };
  const letter = "abcd".indexOf(key);
  const digit = "1234".indexOf(key);
  // Shift with a letter, whatever the layout and Caps Lock; a shifted digit is a symbol on some layouts.
  if (letter >= 0 && key.length === 1) return { kind: event.shiftKey ? "strike" : "option", index: letter };
  if (digit >= 0 && key.length === 1) return { kind: "option", index: digit };
  return null;
}

/** A true/false statement's keys: T (or A, 1) for True, F (or B, 2) for False. */
export function statementChoice(key: string): 0 | 1 | null {
  const k = key.toLowerCase();
  if (k === "t" || k === "a" || k === "1") return 0;
  if (k === "f" || k === "b" || k === "2") return 1;
  return null;
}
