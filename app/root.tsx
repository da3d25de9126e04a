import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AppFrame } from "~/components/AppFrame";
import { ButtonLink } from "~/components/ui/button";
import { useRouteFocus } from "~/hooks/useRouteFocus";
import { whenHydrated } from "~/lib/hydrate-in-turn";
import { pageMeta } from "~/lib/site";
import type { Route } from "./+types/root";
import { APP_ROOT_ID, PageScripts } from "./client/page-scripts";
import "./app.css";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/*
          Paint once the whole page is parsed, not a first screenful followed by a second long
          parse-and-layout task that would block a tap (the page is one HTML file, already here).
        */}
        <link rel="expect" href="#page-end" blocking="render" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas font-sans text-ink antialiased">
        {/* display: contents, so the wrapper leaves layout (and the sticky bars) as they were. */}
        <div id={APP_ROOT_ID} className="contents">
          <AppFrame>{children}</AppFrame>
        </div>
        <template id="page-end" />
        {import.meta.env.DEV ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <PageScripts />
        )}
      </body>
    </html>
  );
}

/**
 * The favicon is inside the page (a data: URL, which the CSP's img-src allows): a request for it
 * would compete with the page on a slow connection. A 32 px PNG (public/favicon-32.png, from
 * scripts/make-icons.mjs), not an SVG: Chromium draws an SVG favicon in a document of its own on
 * the page's main thread, a task of 7 to 13 ms just after the first paint. The manifest link is
 * added once the page has hydrated (below): installing needs the service worker, which needs
 * JavaScript anyway.
 */
export function links() {
  return [
    { rel: "icon", href: `data:image/png;base64,${__FAVICON_PNG__}`, type: "image/png", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ];
}

function addManifestLink() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/manifest.webmanifest";
  document.head.append(link);
}

/**
 * Offline support: the worker precaches the whole build (scripts/service-worker.mjs). It is
 * registered once the page has hydrated, loaded and gone idle, because its install fetches and
 * stores every file of the build: started at hydration, as it was, that work ran on the
 * browser's and the page's other threads while the page's own first tasks ran, and on a phone
 * with two cores (or this VM) it took CPU from them (traces: 77 ms of the worker thread's CPU in
 * the first 700 ms of /standalone's Lighthouse run).
 */
function registerServiceWorkerWhenIdle() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Offline support is an extra: the site works the same without it.
    });
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 500);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** The root route: effects for every page around the page itself (rendered by <Outlet />). */
export default function App() {
  useRouteFocus();
  // Marks the document once React has hydrated it (used by the end-to-end tests and CSS hooks).
  useEffect(() => {
    // After every progressively hydrated part is live too (src/lib/hydrate-in-turn.tsx).
    whenHydrated(() => {
      document.documentElement.dataset.hydrated = "";
      if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
    });
    addManifestLink();
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
  // React hoists <title> into <head>; the production client (Preact) does not, so set it too.
  useEffect(() => {
    document.title = `${heading} | AdviserReady`;
  }, [heading]);
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
