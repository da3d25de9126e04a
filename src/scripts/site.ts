/**
 * The script every page has (a few kilobytes compressed, no framework): the behaviour of the
 * layout's custom elements (the theme toggle, and the offer of a new version with the service
 * worker), the search field's behaviour once it is first used, and printing with every <details>
 * open.
 */
import "~/site/theme-toggle";
import "~/site/update-offer";

// Printing: every closed <details> (a mock exam's scenario, /progress's figures) opens for the print, and closes again after.
let openedForPrint: HTMLDetailsElement[] = [];
addEventListener("beforeprint", () => {
  openedForPrint = [...document.querySelectorAll<HTMLDetailsElement>("details:not([open])")];
  for (const details of openedForPrint) details.open = true;
});
addEventListener("afterprint", () => {
  for (const details of openedForPrint) details.open = false;
  openedForPrint = [];
});

// The search field's behaviour (src/site/site-search.ts) loads when the learner first reaches for it.
let search: Promise<unknown> | undefined;
addEventListener("focusin", (event) => {
  if (event.target instanceof Element && event.target.closest("site-search")) search ??= import("~/site/site-search");
});

// "/" focuses the search field that is on screen (the header's, or the open menu's).
addEventListener("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target as HTMLElement | null;
  if (target?.closest("input, textarea, select, [contenteditable]")) return;
  const field = [...document.querySelectorAll<HTMLInputElement>("site-search input")].find((input) => input.offsetParent !== null);
  if (!field) return;
  event.preventDefault();
  field.focus();
});
