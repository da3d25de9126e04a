/**
 * The script every page has (a few kilobytes compressed, no framework): the behaviour of the
 * layout's custom elements (the search field, the theme toggle, and the offer of a new version
 * with the service worker), and printing with every answer-key section open.
 */
import "~/site/site-search";
import "~/site/theme-toggle";
import "~/site/update-offer";

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
