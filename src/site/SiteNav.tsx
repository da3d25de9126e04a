import { GraduationCap, Menu } from "lucide-react";
import { cn } from "~/ui/cn";
import { PRODUCT_NAME, isCurrent, type NavLinkInfo } from "./site";
import { SiteSearch } from "./SiteSearch";
import { ThemeToggle } from "./ThemeToggle";

function navLinkClass(active: boolean) {
  return cn(
    "inline-flex min-h-10 items-center rounded-md px-2 text-sm whitespace-nowrap transition-colors focus-ring",
    active ? "bg-brand text-on-brand" : "text-ink-soft hover:bg-muted hover:text-ink",
  );
}

function NavList({ links, path, className }: { links: readonly NavLinkInfo[]; path: string; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => {
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
  );
}

/**
 * The fixed top navigation: the links (from the layout, which derives them from the bank), the
 * search field and the theme toggle; below 1280 pixels a Menu button opens the links (and, on a
 * phone, a search field) in a popover, so search is one tap away. Rendered to HTML at build time: the
 * popover is the browser's own; the search and the toggle are custom elements (src/site/).
 */
export function SiteNav({ path, links }: { path: string; links: readonly NavLinkInfo[] }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface print:hidden">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <a href="/" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-ink focus-ring" aria-label={`${PRODUCT_NAME} home`}>
          <GraduationCap aria-hidden="true" className="size-6 text-brand" />
          <span>{PRODUCT_NAME}</span>
        </a>
        <NavList links={links} path={path} className="ml-1 hidden items-center xl:flex" />
        <div className="ml-auto flex items-center gap-1">
          <SiteSearch id="site-search" className="hidden w-48 md:block xl:w-44" />
          <ThemeToggle />
          <button
            type="button"
            popoverTarget="site-menu"
            className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 text-sm text-ink hover:bg-muted focus-ring xl:hidden"
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
        className="inset-x-0 top-16 bottom-auto m-0 w-full border-0 border-b border-line bg-surface text-ink xl:hidden"
      >
        <div className="mx-auto max-w-7xl px-4 py-3">
          <SiteSearch id="menu-search" className="mb-3 block md:hidden" />
          <NavList links={links} path={path} className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3" />
        </div>
      </div>
    </header>
  );
}
