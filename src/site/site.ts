/** Site-wide names and routes (decisions.md). */

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

/** The six navigation links, in order. */
export const NAV_LINKS: readonly NavLinkInfo[] = [
  { to: "/", label: "Preface" },
  { to: "/margaret", label: "Margaret" },
  { to: "/julie-scott", label: "Julie & Scott" },
  { to: "/standalone", label: "Standalone Scenarios" },
  { to: "/general", label: "General Questions" },
  { to: "/answers", label: "Answers" },
];

/** Links beyond the navigation's six, shown in the footer. */
export const MORE_LINKS: readonly NavLinkInfo[] = [
  { to: "/practice", label: "All practice" },
  { to: "/exam", label: "Mock exam" },
  { to: "/progress", label: "Progress" },
];

/** Whether a navigation link is the current page's (the answer key's section pages count as Answers). */
export function isCurrent(link: string, path: string): boolean {
  // Astro gives a page's built file path ("/index.html", "/margaret.html") when it prerenders.
  const clean = path.replace(/\.html$/, "").replace(/\/index$/, "").replace(/\/+$/, "") || "/";
  if (link === "/") return clean === "/";
  return clean === link || clean.startsWith(`${link}/`);
}

/** `<title>` for a page: the home page's is exactly SITE_TITLE. */
export function pageTitle(label?: string): string {
  return label ? `${label} | ${SITE_TITLE}` : SITE_TITLE;
}
