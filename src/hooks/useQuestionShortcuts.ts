import { useEffect, type RefObject } from "react";

/**
 * Keyboard shortcuts for the question under focus (see ShortcutsDialog for the list). They press
 * the card's own buttons, so a shortcut does exactly what the click does (toasts included).
 * Cards mark their parts with data attributes: article[data-question], [data-option-index],
 * [data-statement], [data-action="explanation" | "reset"].
 */
export function useQuestionShortcuts(containerRef: RefObject<HTMLElement | null>, openHelp: () => void) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // Never while typing, and not while a dialog is open.
      if (target?.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog")) return;
      if (event.key === "?") {
        event.preventDefault();
        openHelp();
        return;
      }
      const container = containerRef.current;
      if (!container) return;
      const questions = Array.from(container.querySelectorAll<HTMLElement>("article[data-question]"));
      const current = target?.closest<HTMLElement>("article[data-question]") ?? null;
      const key = event.key.toLowerCase();

      if (key === "j" || key === "k") {
        const index = current ? questions.indexOf(current) : -1;
        const next = key === "j" ? questions[index + 1] ?? (index === -1 ? questions[0] : undefined) : questions[index - 1];
        if (next) {
          event.preventDefault();
          next.focus();
          next.scrollIntoView({ block: "start", behavior: window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
        }
        return;
      }
      if (!current || !container.contains(current)) return;

      const press = (selector: string, scope: ParentNode = current) => {
        const button = scope.querySelector<HTMLButtonElement>(selector);
        if (!button) return false;
        event.preventDefault();
        button.click();
        return true;
      };

      if (key === "e") return void press('[data-action="explanation"]');
      if (key === "r") return void press('[data-action="reset"]');

      // True/false: T or F (also A/B, 1/2) on the focused statement.
      const statement = target?.closest<HTMLElement>("[data-statement]");
      if (statement) {
        const choice = { t: 0, a: 0, "1": 0, f: 1, b: 1, "2": 1 }[key];
        if (choice !== undefined) press(`[data-option-index="${choice}"]`, statement);
        return;
      }
      const letter = "abcd".indexOf(key);
      const digit = "1234".indexOf(key);
      const option = letter >= 0 ? letter : digit;
      if (option >= 0 && !current.querySelector("[data-statement]")) press(`[data-option-index="${option}"]`);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [containerRef, openHelp]);
}
