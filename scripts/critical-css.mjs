// The part of the site's stylesheet one page's HTML uses: the rules whose selectors match an
// element of the page, and the custom properties and @property registrations those rules read.
//
// Why: a page's HTML is fetched before anything else, and on a slow phone connection the first
// round trip carries about 14 KB (TCP's initial window; Lighthouse models it). The whole site's
// CSS is about 5.8 KB compressed, so the two longest pages crossed that line and took one more
// round trip to their first paint. The page inlines this subset; the full stylesheet follows
// once the page has painted (app/client/page-scripts.tsx) and before it comes to life, for the
// states that only script creates (an answered option, a toast, an open dialog).
//
// The rule is to keep whenever unsure: a state a person creates without script (hover, focus,
// an open <details>, print) is kept for every element it could apply to, a selector the DOM
// cannot evaluate is kept, and every at-rule block keeps its place, so the cascade is the full
// sheet's. e2e/critical-css.e2e.ts checks that each page looks the same with the subset alone.
import { JSDOM } from "jsdom";
import postcss from "postcss";

/**
 * Pseudo-classes for states that come and go without script, and pseudo-elements (which style
 * a part of the element the selector names): both are removed before matching, so the rule is
 * kept when the element exists.
 */
const STATEFUL =
  /::?(?:hover|focus-visible|focus-within|focus|active|visited|target|open|popover-open|modal|placeholder-shown|autofill|-webkit-autofill|user-invalid|user-valid|invalid|valid|checked|indeterminate|before|after|selection|marker|backdrop|first-line|first-letter|details-content|-moz-[a-z-]+)(?![\w-])/g;

/** Pseudo-elements that exist only inside form fields: a page without one needs none of them. */
const FORM_FIELD_PARTS = /::(?:placeholder|file-selector-button|-webkit-(?:datetime-edit[a-z-]*|date-and-time-value|calendar-picker-indicator|search-[a-z-]+|inner-spin-button|outer-spin-button))(?![\w-])/;

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The classes an element must carry to match the selector (those inside :not(), :is() and the like aside). */
function requiredClasses(selector) {
  let outer = selector;
  for (let previous = ""; previous !== outer; ) {
    previous = outer;
    outer = outer.replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, "");
  }
  const unescape = (name) => name.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped) => (escaped.length > 1 || /[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped));
  return [...outer.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((match) => unescape(match[1]));
}

/** Does any element of `document` match the selector once its changeable states are ignored? */
function matchesPage(document, classes, selector) {
  if (FORM_FIELD_PARTS.test(selector)) return document.querySelector("input, textarea, select") !== null;
  // Most of a utility stylesheet names classes the page does not use: no need to search the DOM.
  if (!requiredClasses(selector).every((name) => classes.has(name))) return false;
  const withoutState = selector
    .replace(STATEFUL, "")
    .replace(/\[open\]/g, "") // a <details> opens without script
    // A compound that was only a state (`:hover > a`, `x :focus`) matches any element.
    .replace(/(^|[\s>+~(,])(?=[\s>+~),]|$)/g, "$1*")
    .trim();
  try {
    return document.querySelector(withoutState) !== null;
  } catch {
    return true; // a selector the DOM cannot evaluate is kept
  }
}

/**
 * Returns the CSS (text) of `css` that `html` uses. Custom properties: a declaration of one is
 * kept when a kept rule reads it (directly or through another), and an @property registration
 * when a kept rule reads or sets its property.
 */
export function criticalCss(css, html) {
  const { document } = new JSDOM(html).window;
  const classes = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
  const root = postcss.parse(css);

  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    if (!rule.selectors.some((selector) => matchesPage(document, classes, selector))) rule.remove();
  });

  // Custom properties: which ones the kept rules read, then what those read in turn.
  const definitions = new Map();
  const read = new Set();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) {
      const list = definitions.get(decl.prop) ?? [];
      list.push(decl);
      definitions.set(decl.prop, list);
    } else {
      for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) read.add(name);
    }
  });
  // A style attribute in the page may read one too.
  for (const element of document.querySelectorAll("[style]")) {
    for (const [, name] of (element.getAttribute("style") ?? "").matchAll(VAR_REFERENCE)) read.add(name);
  }
  // Properties a kept utility sets for another to read (--tw-shadow) count as read too.
  const setByRules = new Set();
  root.walkDecls(/^--/, (decl) => {
    if (!isDefault(decl)) setByRules.add(decl.prop);
  });
  const pending = [...read];
  while (pending.length > 0) {
    const name = pending.pop();
    for (const decl of definitions.get(name) ?? []) {
      for (const [, inner] of decl.value.matchAll(VAR_REFERENCE)) {
        if (!read.has(inner)) {
          read.add(inner);
          pending.push(inner);
        }
      }
    }
  }
  const used = (name) => read.has(name);
  root.walkDecls(/^--/, (decl) => {
    // Theme values and defaults nobody reads go; a utility's own setting stays with its rule.
    if ((isTheme(decl) || isDefault(decl)) && !used(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (atRule) => {
    if (!used(atRule.params) && !setByRules.has(atRule.params)) atRule.remove();
  });

  // Blocks left empty go; a layer statement (`@layer a, b;`) has no block and stays.
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
  root.raws.semicolon = true; // a statement left last (`@layer a, b;`) keeps its semicolon
  return root.toString();
}

/** Tailwind's theme: the values in @layer theme. */
function isTheme(decl) {
  for (let node = decl.parent; node; node = node.parent) if (node.type === "atrule" && node.name === "layer" && node.params === "theme") return true;
  return false;
}

/** Tailwind's defaults for browsers without @property: `*, ::before, ::after { --tw-x: initial }` in @layer properties. */
function isDefault(decl) {
  for (let node = decl.parent; node; node = node.parent) if (node.type === "atrule" && node.name === "layer" && node.params === "properties") return true;
  return false;
}
