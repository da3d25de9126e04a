import { CURRENT_YEAR } from "~/questions/types";
import { PRODUCT_NAME, type NavLinkInfo } from "./site";
import { BUILD_VERSION } from "~/ui/version";

/** The original pages' names, from the links between the Preface and the Answers. */
const originalNames = (links: readonly NavLinkInfo[]) => {
  const answers = links.findIndex((link) => link.to === "/answers");
  return links
    .slice(1, answers)
    .map((link) => link.label)
    .join(", ");
};

/** Every page's footer: what the site is (and is not), the year its law is written to, and the navigation's links again. */
export function SiteFooter({ links }: { links: readonly NavLinkInfo[] }) {
  return (
    <footer className="mt-16 border-t border-line bg-surface print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-ink-soft md:grid-cols-[2fr_1fr]">
        <div className="space-y-2">
          <p className="font-bold text-ink">{PRODUCT_NAME}</p>
          <p>
            General information for exam practice only, not financial advice. It does not take into account anyone&apos;s objectives, financial situation or
            needs.
          </p>
          <p>
            New questions are written to the law and figures of the {CURRENT_YEAR} financial year; each question shows the year it belongs to. The original
            practice pages ({originalNames(links)}) keep their 2023–24 figures and say what applies now.
          </p>
          <p>Version {BUILD_VERSION}.</p>
        </div>
        <nav aria-label="Practice sections">
          <ul className="grid gap-1">
            {links
              .filter((link) => link.to !== "/")
              .map((link) => (
                <li key={link.to}>
                  <a href={link.to} className="rounded underline-offset-4 hover:text-ink hover:underline focus-ring">
                    {link.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
