/**
 * The script every page has (a few hundred bytes compressed, no framework): the theme toggle,
 * printing with every answer-key section open, and the service worker with its update offer.
 */
import { THEME_STORAGE_KEY } from "~/site/theme-key";

type Theme = "system" | "light" | "dark";
const NEXT: Record<Theme, Theme> = { system: "dark", dark: "light", light: "system" };
const LABEL: Record<Theme, string> = { system: "System", light: "Light", dark: "Dark" };

function currentTheme(): Theme {
  const theme = document.documentElement.dataset.theme;
  return theme === "light" || theme === "dark" ? theme : "system";
}

function showTheme(theme: Theme) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-theme-toggle]")) {
    button.setAttribute("aria-label", `Colour theme: ${LABEL[theme]}. Change to ${LABEL[NEXT[theme]]}`);
    button.title = `Theme: ${LABEL[theme]}`;
  }
}

function setTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  showTheme(theme);
}

showTheme(currentTheme());
document.addEventListener("click", (event) => {
  const toggle = event.target instanceof Element ? event.target.closest("[data-theme-toggle]") : null;
  if (toggle) setTheme(NEXT[currentTheme()]);
});

// Another tab changed the theme: follow it.
addEventListener("storage", (event) => {
  if (event.key !== THEME_STORAGE_KEY) return;
  const value = event.newValue;
  const theme: Theme = value === "light" || value === "dark" ? value : "system";
  const root = document.documentElement;
  if (theme === "system") delete root.dataset.theme;
  else root.dataset.theme = theme;
  showTheme(theme);
});

// Printing: every closed <details> (the answer key's sections) opens for the print, and closes again after.
let openedForPrint: HTMLDetailsElement[] = [];
addEventListener("beforeprint", () => {
  openedForPrint = [...document.querySelectorAll<HTMLDetailsElement>("details:not([open])")];
  for (const details of openedForPrint) details.open = true;
});
addEventListener("afterprint", () => {
  for (const details of openedForPrint) details.open = false;
  openedForPrint = [];
});

/**
 * Offline support (Workbox, scripts/postbuild.mjs). A new deploy never swaps caches under an open
 * page: the new worker waits until the learner chooses to reload (or every tab has closed), and
 * the open page keeps being served by the worker that loaded it, lazily loaded parts included.
 */
function offerUpdate(registration: ServiceWorkerRegistration) {
  const banner = document.getElementById("update-banner");
  if (!banner || !registration.waiting) return;
  banner.hidden = false;
  banner.querySelector("[data-update-dismiss]")?.addEventListener("click", () => (banner.hidden = true), { once: true });
  banner.querySelector("[data-update-reload]")?.addEventListener(
    "click",
    () => {
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
      registration.waiting?.postMessage({ type: "SKIP_WAITING" });
    },
    { once: true },
  );
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker
    .register("/sw.js")
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          // A first install has no page to update; only a worker replacing another is offered.
          if (installing.state === "installed" && navigator.serviceWorker.controller) offerUpdate(registration);
        });
      });
    })
    .catch(() => {
      // Offline support is an extra: the site works the same without it.
    });
}

// Once the page has loaded and gone idle: the worker's install fetches the whole build.
const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(registerServiceWorker, { timeout: 3000 }) : setTimeout(registerServiceWorker, 500));
if (document.readyState === "complete") whenIdle();
else addEventListener("load", whenIdle, { once: true });
