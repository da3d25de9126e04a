import {
  Component,
  StrictMode,
  type ComponentType,
  type ReactNode,
} from "react";
import { hydrateRoot } from "react-dom/client";
import { options, type VNode } from "preact";
import { AppFrame } from "~/components/AppFrame";
import { noteHandledTap, replayEarlyTaps, takeEarlyTaps } from "~/lib/early-taps";
import { bringToLife, hydrateProgressively, whenHydrated } from "~/lib/hydrate-in-turn";
import { APP_ROOT_ID } from "./client/page-scripts";
import { OutletContext, RouteErrorContext } from "./client/router";

/**
 * Hydrates the prerendered page. In the production build "react" is Preact (preact/compat) and
 * "react-router" is app/client/router.tsx (vite.config.ts): the page's inline script hands over
 * the root and page route modules (app/client/page-scripts.tsx) and this hydrates
 * <AppFrame><root App><page /></root App></AppFrame> into #app, the same tree the HTML was
 * rendered from. `npm run dev` keeps React Router's own hydration.
 */
interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
}

declare global {
  interface Window {
    /**
     * The root and page route modules, set by the page's inline script (app/client/page-scripts.tsx);
     * it settles once the rest of the stylesheet has loaded too.
     */
    __adviserReady?: Promise<[RouteModule, RouteModule, ...unknown[]]>;
  }
}

/** An error while rendering shows the root route's error page (with a way home) in <main>. */
class PageErrorBoundary extends Component<
  { fallback?: ComponentType; children: ReactNode },
  { failed: boolean; error: unknown }
> {
  state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    const Fallback = this.props.fallback;
    if (!this.state.failed || !Fallback) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

/**
 * React 19 passes `ref` to a function component as an ordinary prop (our Button spreads it onto
 * its <button>); Preact 10 keeps it back unless the component is wrapped in forwardRef. Hand it
 * over the React 19 way, before preact/compat's own hook sees the vnode.
 */
function refsAsProps() {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    const type = vnode.type as unknown;
    const isFunctionComponent = typeof type === "function" && !(type as { prototype?: { render?: unknown } }).prototype?.render;
    if (isFunctionComponent && vnode.ref) {
      (vnode.props as { ref?: unknown }).ref = vnode.ref;
      vnode.ref = null;
    }
    next?.(vnode);
  };
}

/** Tells the early-tap recorder which clicks a live handler took (src/lib/early-taps.ts). */
function noteHandledTaps() {
  const next = options.event;
  options.event = (event) => {
    noteHandledTap(event);
    return next ? next(event) : event;
  };
}

async function start() {
  if (import.meta.env.DEV) {
    const { HydratedRouter } = await import("react-router/dom");
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
    return;
  }
  refsAsProps();
  const container = document.getElementById(APP_ROOT_ID);
  if (!window.__adviserReady || !container) return;
  const [root, page] = await window.__adviserReady;
  // The first hydration gets a task of its own, apart from evaluating the modules: two shorter
  // tasks instead of one long one, so a tap in between is handled sooner (and TBT counts less).
  await new Promise((resolve) => setTimeout(resolve));
  const App = root.default;
  const Page = page.default;
  noteHandledTaps();
  hydrateProgressively(() =>
    hydrateRoot(
      container,
      <AppFrame>
        <PageErrorBoundary fallback={root.ErrorBoundary}>
          <OutletContext.Provider value={<Page />}>
            <App />
          </OutletContext.Provider>
        </PageErrorBoundary>
      </AppFrame>,
    ),
  );
  // Taps on buttons that were not live yet did nothing: they are played back once the page's
  // frame is live (src/lib/early-taps.ts).
  whenHydrated(() => replayEarlyTaps(takeEarlyTaps(), bringToLife));
}

void start();
