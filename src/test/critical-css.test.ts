import { describe, expect, it } from "vitest";
import { criticalCss, splitCss } from "../../scripts/critical-css.mjs";

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
/** The rules' selectors (and at-rule preludes) left in the CSS, in order. */
const selectors = (css: string) => [...css.matchAll(/([^{};]+)\{/g)].map((match) => match[1]!.trim());

describe("criticalCss: the part of the stylesheet a page's HTML uses", () => {
  it("keeps the rules whose selectors match an element and drops the others", () => {
    const css = ".used{color:red}.unused{color:blue}p .used{margin:0}table{border:0}";
    expect(selectors(criticalCss(css, page('<p><span class="used">x</span></p>')))).toEqual([".used", "p .used"]);
  });

  it("keeps the states a person creates without script: hover, focus, an open <details>, ::before", () => {
    const css =
      ".a:hover{color:red}.a:focus-visible{outline:0}details[open]>.b{color:red}.open\\:c:is([open],:popover-open,:open){color:red}.a::before{content:''}.gone:hover{color:red}";
    const kept = selectors(criticalCss(css, page('<details><summary class="a open:c">s</summary><p class="b">x</p></details>')));
    expect(kept).toEqual([".a:hover", ".a:focus-visible", "details[open]>.b", ".open\\:c:is([open],:popover-open,:open)", ".a::before"]);
  });

  it("drops what only script creates (a pressed option, a data-state) when the page's HTML has none", () => {
    const css = ".x[aria-pressed=true]{color:green}.x[aria-pressed=false]{color:gray}";
    expect(selectors(criticalCss(css, page('<button class="x" aria-pressed="false">A</button>')))).toEqual([".x[aria-pressed=false]"]);
  });

  it("drops form-field parts on a page without form fields, and keeps them on one with a field", () => {
    const css = "::placeholder{opacity:1}::-webkit-inner-spin-button{height:auto}";
    expect(criticalCss(css, page("<p>x</p>"))).toBe("");
    expect(selectors(criticalCss(css, page("<input>")))).toEqual(["::placeholder", "::-webkit-inner-spin-button"]);
  });

  it("keeps a selector it cannot evaluate, keeps layer order, and removes blocks left empty", () => {
    const css = "@layer theme, utilities;@layer utilities{.gone{color:red}}@media print{.gone{display:none}}.x:unknown-state(1){color:red}";
    const out = criticalCss(css, page('<p class="x">x</p>'));
    expect(out).toContain("@layer theme, utilities;");
    expect(out).not.toContain("@media print");
    expect(out).not.toContain(".gone");
    expect(out).toContain(".x:unknown-state(1)");
  });

  it("keeps the theme values the kept rules read, directly or in turn, and every @property registration", () => {
    const css =
      "@layer theme{:root{--color-ink:var(--color-slate);--color-slate:#111;--color-unused:#f00}}" +
      "@property --tw-shadow{syntax:'*';inherits:false;initial-value:0 0 #0000}@property --tw-rotate{syntax:'*';inherits:false}" +
      "@layer properties{*{--tw-shadow:0 0 #0000;--tw-rotate:initial}}" +
      ".ink{color:var(--color-ink)}.shadow{--tw-shadow:0 1px 2px #000;box-shadow:var(--tw-shadow)}.rotate{rotate:var(--tw-rotate)}";
    const out = criticalCss(css, page('<p class="ink shadow">x</p>'));
    expect(out).toContain("--color-ink:var(--color-slate)");
    expect(out).toContain("--color-slate:#111");
    expect(out).not.toContain("--color-unused");
    expect(out).toContain("@property --tw-shadow");
    // A registration in the rest would make Chromium restyle every element when it arrives.
    expect(out).toContain("@property --tw-rotate");
    expect(out).not.toContain(".rotate");
  });

  it("keeps a theme value a style attribute reads", () => {
    const css = "@layer theme{:root{--color-brand:#00f;--color-other:#0f0}}";
    const out = criticalCss(css, page('<div style="background:var(--color-brand)">x</div>'));
    expect(out).toContain("--color-brand:#00f");
    expect(out).not.toContain("--color-other");
  });
});

describe("splitCss: the critical part, and the rest the page loads after painting", () => {
  const css =
    "@layer theme, base, utilities;" +
    "@layer theme{:root{--color-ink:#111;--color-correct:light-dark(#060,#8f8);--text-sm:.875rem;--text-sm--line-height:1.4}}" +
    "@property --tw-leading{syntax:'*';inherits:false}" +
    "@layer base{*,::before{margin:0}hr{border-top-width:1px}::placeholder{opacity:1}}" +
    "@layer utilities{.ink{color:var(--color-ink)}.correct{color:var(--color-correct)}" +
    ".text-sm{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}" +
    "@media (min-width:40rem){.sm\\:correct{color:var(--color-correct)}}}" +
    ".toast[data-type=success]{border-color:var(--color-correct)}";
  const { critical, rest } = splitCss(css, page('<p class="ink">x</p>'));

  it("puts every rule in one part or the other, in the full sheet's order and layers", () => {
    expect(critical.startsWith("@layer theme, base, utilities;")).toBe(true);
    expect(rest.startsWith("@layer theme, base, utilities;")).toBe(true);
    expect(selectors(critical)).toEqual(["@layer theme", ":root", "@property --tw-leading", "@layer base", "*,::before", "@layer utilities", ".ink"]);
    expect(selectors(rest)).toEqual([
      "@layer base",
      "hr",
      "::placeholder",
      "@layer utilities",
      ".correct",
      ".text-sm",
      "@media (min-width:40rem)",
      ".sm\\:correct",
      ".toast[data-type=success]",
    ]);
  });

  it("keeps universal rules and @property registrations out of the rest, and writes the theme's values into it", () => {
    expect(critical).toContain("@property --tw-leading");
    expect(critical).toContain("*,::before{margin:0}");
    expect(rest).not.toMatch(/@property|:root|\*,::before/);
    expect(rest).toContain(".correct{color:light-dark(#060,#8f8)}");
    expect(rest).toContain("line-height:var(--tw-leading,1.4)");
    expect(rest).toContain("font-size:.875rem");
    expect(rest).toContain("border-color:light-dark(#060,#8f8)");
    expect(rest).not.toContain("var(--color-");
  });
});
