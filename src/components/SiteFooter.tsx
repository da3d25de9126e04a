import { Link } from "react-router";
import { FINANCIAL_YEAR } from "~/content/figures";
import { Prerendered } from "~/lib/hydrate-in-turn";
import { NAV_LINKS, PRODUCT_NAME } from "~/lib/site";

export function SiteFooter() {
  return (
    <Prerendered as="footer" className="site-footer mt-16 border-t border-line bg-surface print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-ink-soft md:grid-cols-[2fr_1fr]">
        <div className="space-y-2">
          <p className="font-bold text-ink">{PRODUCT_NAME}</p>
          <p>
            General information for exam practice only, not financial advice. It does not take into account anyone&apos;s
            objectives, financial situation or needs.
          </p>
          <p>
            Figures (contribution caps, Medicare levy, preservation ages, thresholds) are for the {FINANCIAL_YEAR} financial
            year unless a question says otherwise; explanations note later changes.
          </p>
        </div>
        <nav aria-label="Practice sections">
          <ul className="grid gap-1">
            {[...NAV_LINKS.filter((link) => link.to !== "/"), { to: "/exam", label: "Mock exam" }].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded underline-offset-4 hover:text-ink hover:underline focus-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Prerendered>
  );
}
