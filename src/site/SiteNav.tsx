import { GraduationCap, Menu } from "lucide-react";
import { cn } from "~/ui/cn";
import { NAV_LINKS, PRODUCT_NAME, isCurrent } from "./site";
import { ThemeToggle } from "./ThemeToggle";

function navLinkClass(active: boolean) {
  return cn(
    "rounded-md px-3 py-2 text-sm transition-colors focus-ring",
    active ? "bg-brand text-on-brand" : "text-ink-soft hover:bg-muted hover:text-ink",
  );
}

/**
 * The fixed top navigation: six links, and below the md breakpoint a Menu button that opens them
 * in a popover. Rendered to HTML at build time: the popover and the theme toggle need no React
 * in the browser (the popover is the browser's own; the toggle is src/scripts/site.ts).
 */
export function SiteNav({ path }: { path: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface print:hidden">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" className="flex items-center gap-2 rounded-md font-bold text-ink focus-ring" aria-label={`${PRODUCT_NAME} home`}>
          <GraduationCap aria-hidden="true" className="size-6 text-brand" />
          <span>{PRODUCT_NAME}</span>
        </a>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => {
            const active = isCurrent(link.to, path);
            return (
              <li key={link.to}>
                <a href={link.to} className={navLinkClass(active)} aria-current={active ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            popoverTarget="site-menu"
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-ink hover:bg-muted focus-ring md:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
            Menu
          </button>
        </div>
      </nav>
      <div
        id="site-menu"
        popover="auto"
        aria-label="Menu"
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 border-b border-line bg-surface text-ink md:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => {
            const active = isCurrent(link.to, path);
            return (
              <li key={link.to}>
                <a href={link.to} className={cn(navLinkClass(active), "block")} aria-current={active ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </header>
  );
}
