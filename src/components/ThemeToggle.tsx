import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";

type Theme = "system" | "light" | "dark";
const NEXT: Record<Theme, Theme> = { system: "dark", dark: "light", light: "system" };
const LABEL: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

/**
 * Cycles the colour theme: System (follows the device), Dark, Light. The choice lives in page
 * state like everything else (nothing is stored); CSS does the rest through color-scheme.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");
  useEffect(() => {
    const root = document.documentElement;
    if (theme === "system") delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
  const Icon = theme === "dark" ? Moon : theme === "light" ? Sun : Monitor;
  return (
    <button
      type="button"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={`Colour theme: ${LABEL[theme]}. Change to ${LABEL[NEXT[theme]]}`}
      title={`Theme: ${LABEL[theme]}`}
      className="inline-flex size-10 items-center justify-center rounded-md text-ink-soft hover:bg-muted hover:text-ink focus-ring"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
