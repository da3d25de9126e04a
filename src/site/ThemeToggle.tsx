import { Monitor, Moon, Sun } from "lucide-react";

/**
 * The colour theme button, rendered at build time inside <theme-toggle>, whose behaviour is
 * src/site/theme-toggle.ts (loaded on every page by the layout's script). All three icons are in
 * the HTML; CSS shows the one for the current theme.
 */
export function ThemeToggle() {
  return (
    <theme-toggle class="contents">
      <button
        type="button"
        aria-label="Colour theme: System. Change to Dark"
        title="Theme: System"
        className="inline-flex size-10 items-center justify-center rounded-md text-ink-soft hover:bg-muted hover:text-ink focus-ring"
      >
        <Monitor aria-hidden="true" className="theme-icon-system size-5" />
        <Moon aria-hidden="true" className="theme-icon-dark size-5" />
        <Sun aria-hidden="true" className="theme-icon-light size-5" />
      </button>
    </theme-toggle>
  );
}
