import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { Toaster } from "sonner";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteNav } from "~/components/SiteNav";
import { ButtonLink } from "~/components/ui/button";
import { useRouteFocus } from "~/hooks/useRouteFocus";
import { pageMeta } from "~/lib/site";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-3 focus:outline-focus"
        >
          Skip to main content
        </a>
        <SiteNav />
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-24 pb-8 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <Toaster richColors position="top-center" closeButton />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export function links() {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
}

export default function App() {
  useRouteFocus();
  // Marks the document once React has hydrated it (used by the end-to-end tests and CSS hooks).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // Offline support: the worker precaches the whole build (scripts/service-worker.mjs).
    if (import.meta.env.PROD && "serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js").catch(() => {
        // Offline support is an extra: the site works the same without it.
      });
    }
  }, []);
  return <Outlet />;
}

export function meta() {
  return pageMeta();
}

/** An unexpected error shows a friendly page with a way back, never a blank screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "We could not find that page."
    : "An unexpected error stopped this page from loading. Your answers are not stored, so nothing is lost: go back home and try again.";
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <title>{`${heading} | AdviserReady`}</title>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-ink-soft">{message}</p>
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="overflow-auto rounded-lg bg-muted p-4 text-left text-xs">{error.stack}</pre>
      )}
      <ButtonLink to="/" reloadDocument>
        Back to the home page
      </ButtonLink>
    </div>
  );
}
