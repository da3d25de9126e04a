import { Search } from "lucide-react";

/**
 * The search field, rendered at build time inside <site-search>, whose behaviour is
 * src/site/site-search.ts (loaded on every page by the layout's script). `id` tells the header's
 * field from the phone menu's.
 */
export function SiteSearch({ id, className }: { id: string; className?: string }) {
  return (
    <site-search class={className}>
      <form role="search" action="#" className="relative">
        <label htmlFor={id} className="sr-only">
          Search questions and study notes
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-ink-soft" />
        <input
          id={id}
          type="search"
          autoComplete="off"
          placeholder="Search (press /)"
          aria-describedby={`${id}-status`}
          className="h-10 w-full rounded-md border border-line bg-canvas pr-3 pl-8 text-sm text-ink placeholder:text-ink-soft focus-ring"
        />
        <p id={`${id}-status`} role="status" className="sr-only" />
        <ul
          hidden
          aria-label="Search results"
          className="search-results absolute top-11 right-0 z-50 max-h-[70vh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-dialog"
        />
      </form>
    </site-search>
  );
}
