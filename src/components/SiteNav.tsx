import { GraduationCap, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { NAV_LINKS, PRODUCT_NAME } from "~/lib/site";
import { ThemeToggle } from "./ThemeToggle";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm transition-colors focus-ring",
    isActive ? "bg-brand text-on-brand" : "text-ink-soft hover:bg-muted hover:text-ink",
  );
}

/** The fixed top navigation: six links, and a Menu button below the md breakpoint. */
export function SiteNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  // A fixed id, not useId: the HTML is rendered by React and hydrated by Preact, whose ids differ.
  const menuId = "site-menu";
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Navigation closes the menu.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setMenuOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface print:hidden">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <NavLink
          to="/"
          className="flex items-center gap-2 rounded-md font-bold text-ink focus-ring"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <GraduationCap aria-hidden="true" className="size-6 text-brand" />
          <span>{PRODUCT_NAME}</span>
        </NavLink>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm text-ink hover:bg-muted focus-ring md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            Menu
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-surface md:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(state) => cn(navLinkClass(state), "block")} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
