/** Site-wide names and routes (docs/product.md). */

export const PRODUCT_NAME = "AdviserReady";
export const SITE_TITLE = `${PRODUCT_NAME} - Financial Adviser Exam Practice Questions`;
export const TAGLINE =
  "The ultimate guidance resource for the Financial Adviser Exam, with exam-ready question formats: multiple-choice, true/false and written response";
export const META_DESCRIPTION =
  "Practise for Australia's Financial Adviser Exam with character-based client scenarios, standalone scenario questions, general questions and comprehensive answers with explanations.";

export interface NavLinkInfo {
  to: string;
  label: string;
}

/** What a learner uses most, after the original pages: every practice page, the mock exam, the study record. */
export const TOOL_LINKS: readonly NavLinkInfo[] = [
  { to: "/practice", label: "Practice" },
  { to: "/exam", label: "Mock exam" },
  { to: "/progress", label: "Progress" },
];

/**
 * The navigation, in order: the Preface, the original practice pages (from the bank: those with
 * their own place in the navigation), the Answers, then Practice, Mock exam and Progress.
 */
export function navLinks(originals: readonly NavLinkInfo[]): NavLinkInfo[] {
  return [{ to: "/", label: "Preface" }, ...originals, { to: "/answers", label: "Answers" }, ...TOOL_LINKS];
}

/** Whether a navigation link is the current page's (the answer key's section pages count as Answers). */
export function isCurrent(link: string, path: string): boolean {
  // Astro gives a page's built file path ("/index.html", "/margaret.html") when it prerenders.
  const clean =
    path
      .replace(/\.html$/, "")
      .replace(/\/index$/, "")
      .replace(/\/+$/, "") || "/";
  if (link === "/") return clean === "/";
  return clean === link || clean.startsWith(`${link}/`);
}

/** `<title>` for a page: the home page's is exactly SITE_TITLE. */
export function pageTitle(label?: string): string {
  return label ? `${label} | ${SITE_TITLE}` : SITE_TITLE;
}
