import { Monitor, Moon, Sun } from "lucide-react";

/**
 * Cycles the colour theme: System (follows the device), Dark, Light. Rendered at build time as a
 * plain button; src/scripts/site.ts gives it its behaviour and stores the choice (a preference,
 * not an answer), which the layout's inline script (THEME_INIT in integrations/csp.mjs) applies
 * before the next page paints. All three icons are in the HTML; CSS shows the one for the current
 * theme.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label="Colour theme: System. Change to Dark"
      title="Theme: System"
      className="inline-flex size-10 items-center justify-center rounded-md text-ink-soft hover:bg-muted hover:text-ink focus-ring"
    >
      <Monitor aria-hidden="true" className="theme-icon-system size-5" />
      <Moon aria-hidden="true" className="theme-icon-dark size-5" />
      <Sun aria-hidden="true" className="theme-icon-light size-5" />
    </button>
  );
}
