/**
 * <theme-toggle>: the colour theme button's behaviour (src/site/ThemeToggle.tsx renders it). Each
 * press cycles System (follows the device), Dark, Light; the choice is kept in the theme store
 * (src/site/stores.ts), which every open tab follows, and shown on the page root, where CSS picks
 * the colours and the button's icon. The layout's inline script applies a stored choice before the
 * first paint.
 */
import { $theme, type Theme } from "./stores";

const NEXT: Record<Theme, Theme> = { system: "dark", dark: "light", light: "system" };
const LABEL: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

$theme.subscribe((theme) => {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
});

class ThemeToggle extends HTMLElement {
  #stop?: () => void;

  #press = () => {
    try {
      $theme.set(NEXT[$theme.get()]);
    } catch {
      // Storage refused (a private window): the choice holds for this page only.
      document.documentElement.dataset.theme = NEXT[$theme.get()];
    }
  };

  connectedCallback() {
    const button = this.querySelector("button");
    if (!button) return;
    button.addEventListener("click", this.#press);
    this.#stop = $theme.subscribe((theme) => {
      button.setAttribute("aria-label", `Colour theme: ${LABEL[theme]}. Change to ${LABEL[NEXT[theme]]}`);
      button.title = `Theme: ${LABEL[theme]}`;
    });
  }

  disconnectedCallback() {
    this.querySelector("button")?.removeEventListener("click", this.#press);
    this.#stop?.();
  }
}

if (!customElements.get("theme-toggle")) customElements.define("theme-toggle", ThemeToggle);
