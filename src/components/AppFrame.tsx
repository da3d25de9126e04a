import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteNav } from "~/components/SiteNav";
import { HydrateInTurn } from "~/lib/hydrate-in-turn";

/**
 * Everything inside <body> that the browser hydrates: skip link, navigation, the page in <main>,
 * footer and toasts. app/root.tsx renders it into the prerendered document; app/entry.client.tsx
 * hydrates the same tree in place.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-bold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-focus"
      >
        Skip to main content
      </a>
      <HydrateInTurn>
        <SiteNav />
      </HydrateInTurn>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-8 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <HydrateInTurn>
        <Toaster richColors position="top-center" closeButton />
      </HydrateInTurn>
    </>
  );
}
