// Splits the site's stylesheet for one page: the part the page's HTML uses ("critical", inlined
// in the page) and the rest (loaded after the first paint).
//
// Why inline: a page's HTML is fetched before anything else, and on a slow phone connection the
// first round trip carries about 14 KB (TCP's initial window; Lighthouse models it). The whole
// site's CSS is about 5 KB compressed, so the two longest pages crossed that line and took one
// more round trip to their first paint. The page inlines the critical part: the rules whose
// selectors match an element of the page, and the custom properties and @property registrations
// those rules read.
//
// Why the rest is a sheet of its own, per page (not the full sheet): adding a stylesheet makes
// Chromium work out again the style of every element the new rules could touch. A rule naming a
// class, id, attribute or element type touches only the elements that have one; but a universal
// rule (`*`, `::before`, `:root`), a custom property on the root (the theme) or an @property
// registration touches every element, and the full sheet has all three: a full style recalc of
// the page (10 to 15 ms on this machine, twice that in a slow minute) in the middle of coming to
// life. So the critical part also takes every universal rule and every registration, and the rest
// has the rules the page does not use with the theme's values written in (no `var(--color-…)`
// for the root to hold): adding it touches almost nothing. The rest follows once the page has
// painted (app/client/page-scripts.tsx) and before it comes to life, for the states that only
// script creates (an answered option, a toast, an open dialog).
//
// The rule is to keep whenever unsure: a state a person creates without script (hover, focus,
// an open <details>, print) is kept for every element it could apply to, a selector the DOM
// cannot evaluate is kept, and every at-rule block keeps its place.
//
// The cascade: both parts keep the full sheet's order and layers, and the rest comes after the
// critical part. Where the full sheet would put a critical rule after a rest rule of the same
// layer and specificity, on one element that has both, for one property, the rest now wins. The
// components never do that: an element's variants are exclusive (AnswerOption's open, correct,
// incorrect), not a base utility overridden by another for the same property, whose outcome
// would hang on Tailwind's sort order even with the full sheet. e2e/critical-css.e2e.ts checks
// every page with the critical part alone, and with both parts after a learner's answers,
// dialogs, toasts and a mock exam, against the full sheet.
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

/** Pseudo-elements that have rules of their own in Chromium (form fields' inner parts): not universal. */
const OWN_RULES_PSEUDO = /::(?:placeholder|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+)/g;

/**
 * A selector that names no class, id, attribute or element type (`*`, `::before`, `:root`): adding
 * it to the page means working out every element's style again, so it always goes in the critical part.
 */
function isUniversal(selector) {
  const named = selector
    .replace(OWN_RULES_PSEUDO, "x") // stands for the part, which Chromium finds on its own
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "") // what a :not() names is not a way in
    .replace(/::?[\w-]+/g, "");
  return !/[.#[]|(^|[\s>+~(,])[a-zA-Z]/.test(named);
}

/** The rules of a parsed stylesheet, in order, that the critical part keeps for this page. */
function criticalRules(root, html) {
  const { document } = new JSDOM(html).window;
  const classes = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
  const kept = new Set();
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    if (rule.selectors.some((selector) => isUniversal(selector) || matchesPage(document, classes, selector))) kept.add(rule);
  });
  return { kept, document };
}

/** Removes rules and at-rule blocks left empty; a layer statement (`@layer a, b;`) has no block and stays. */
function removeEmptyBlocks(root) {
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
}

/** The same walk over a parse and its clone: the clone's node at each of the original's rules. */
function rulesInOrder(root) {
  const rules = [];
  root.walkRules((rule) => {
    rules.push(rule);
  });
  return rules;
}

/**
 * The critical part: the rules kept for the page. Custom properties: a declaration of one is kept
 * when a kept rule reads it (directly or through another). Every @property registration is kept.
 */
function critical(root, kept, document) {
  const out = root.clone();
  const original = rulesInOrder(root);
  rulesInOrder(out).forEach((rule, i) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    if (!kept.has(original[i])) rule.remove();
  });

  // Custom properties: which ones the kept rules read, then what those read in turn.
  const definitions = new Map();
  const read = new Set();
  out.walkDecls((decl) => {
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
  out.walkDecls(/^--/, (decl) => {
    // Theme values and defaults nobody reads go; a utility's own setting stays with its rule.
    if ((isTheme(decl) || isDefault(decl)) && !read.has(decl.prop)) decl.remove();
  });
  removeEmptyBlocks(out);
  return out.toString();
}

/**
 * Writes the theme's values in place of `var(--theme-name)` and `var(--theme-name, fallback)`,
 * wherever they are (in another var()'s fallback too), and in turn for a value that reads another.
 */
function themeResolver(root) {
  const theme = new Map();
  root.walkDecls(/^--/, (decl) => {
    if (isTheme(decl)) theme.set(decl.prop, decl.value);
  });
  const resolve = (value, depth = 0) => {
    if (depth > 10) return value;
    let out = "";
    let i = 0;
    for (let start = value.indexOf("var(", i); start !== -1; start = value.indexOf("var(", i)) {
      // The var() call's extent, counting parentheses.
      let end = start + 4;
      for (let open = 1; end < value.length && open > 0; end++) open += value[end] === "(" ? 1 : value[end] === ")" ? -1 : 0;
      const inner = value.slice(start + 4, end - 1);
      const comma = inner.indexOf(",");
      const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
      out += value.slice(i, start);
      if (theme.has(name)) out += resolve(theme.get(name), depth + 1);
      else out += comma === -1 ? `var(${inner})` : `var(${inner.slice(0, comma)},${resolve(inner.slice(comma + 1), depth + 1)})`;
      i = end;
    }
    return out + value.slice(i);
  };
  return resolve;
}

/**
 * The rest: every rule the critical part leaves out, in the full sheet's order, with the theme's
 * values written in; no @property, no theme block and no universal rule (all in the critical part).
 */
function rest(root, kept) {
  const out = root.clone();
  const original = rulesInOrder(root);
  rulesInOrder(out).forEach((rule, i) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    // Tailwind's defaults for browsers without @property go along whole (Chromium skips the block).
    if (kept.has(original[i]) && !isDefault(rule)) rule.remove();
  });
  out.walkAtRules((atRule) => {
    if (atRule.name === "property" || /keyframes$/.test(atRule.name) || (atRule.name === "layer" && atRule.params === "theme" && atRule.nodes)) atRule.remove();
  });
  const resolve = themeResolver(root);
  out.walkDecls((decl) => {
    decl.value = resolve(decl.value);
  });
  removeEmptyBlocks(out);
  return out.toString();
}

/** Splits `css` for the page `html`: `critical` to inline, `rest` to load after the first paint. */
export function splitCss(css, html) {
  const root = postcss.parse(css);
  const { kept, document } = criticalRules(root, html);
  return { critical: critical(root, kept, document), rest: rest(root, kept) };
}

/** The critical part alone (see splitCss). */
export function criticalCss(css, html) {
  return splitCss(css, html).critical;
}

/** Tailwind's theme: the values in @layer theme. */
function isTheme(decl) {
  for (let node = decl.parent; node; node = node.parent) if (node.type === "atrule" && node.name === "layer" && node.params === "theme") return true;
  return false;
}

/** In Tailwind's defaults for browsers without @property (`*, ::before, ::after { --tw-x: initial }` in @layer properties)? A declaration or a rule. */
function isDefault(decl) {
  for (let node = decl.parent; node; node = node.parent) if (node.type === "atrule" && node.name === "layer" && node.params === "properties") return true;
  return false;
}

