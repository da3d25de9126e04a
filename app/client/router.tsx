/**
 * The browser's "react-router". The production client build aliases `react-router` to this file
 * (vite.config.ts); prerendering, dev and the tests use the real package.
 *
 * Why: every page is prerendered HTML and the service worker serves the next one from cache, so
 * the client router (about 37 KB compressed, and its hydration work) bought nothing a learner
 * could see while costing the first-load budget. Here links are plain links (a normal page load),
 * and the few hooks the app uses read `window.location`. Only what the app imports is provided.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from "react";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

// ---- location -------------------------------------------------------------------------------

let version = 0;
let snapshot: Location | null = null;
const listeners = new Set<() => void>();

function notify() {
  version += 1;
  snapshot = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("hashchange", notify);
    window.addEventListener("popstate", notify);
    document.addEventListener("click", onSameHashClick);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("hashchange", notify);
      window.removeEventListener("popstate", notify);
      document.removeEventListener("click", onSameHashClick);
    }
  };
}

/** Following a link to the hash already in the address bar fires no hashchange: count it anyway. */
function onSameHashClick(event: MouseEvent) {
  const anchor = sameOriginAnchor(event);
  if (!anchor) return;
  const url = new URL(anchor.href);
  if (url.pathname === window.location.pathname && url.hash && url.hash === window.location.hash) setTimeout(notify);
}

function readLocation(): Location {
  if (snapshot) return snapshot;
  const { pathname, search, hash } = window.location;
  snapshot = { pathname, search, hash, state: window.history.state, key: `k${version}` };
  return snapshot;
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

export function useNavigate() {
  return useCallback((to: string | number, options?: { replace?: boolean }) => {
    if (typeof to === "number") window.history.go(to);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  }, []);
}

// ---- links ----------------------------------------------------------------------------------

type RouterOnlyProps = {
  to: string;
  replace?: boolean;
  reloadDocument?: boolean;
  prefetch?: string;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: string;
  state?: unknown;
  relative?: string;
};

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & RouterOnlyProps;

/* eslint-disable @typescript-eslint/no-unused-vars -- the router-only props are dropped, not passed to <a> */
function anchorProps({ to, replace, reloadDocument, prefetch, preventScrollReset, viewTransition, discover, state, relative, ...rest }: RouterOnlyProps) {
  return { href: to, ...rest };
}
/* eslint-enable @typescript-eslint/no-unused-vars */

export function Link({ children, ...props }: LinkProps) {
  return <a {...anchorProps(props)}>{children}</a>;
}

interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkRenderProps) => string | undefined);
  style?: React.CSSProperties | ((state: NavLinkRenderProps) => React.CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkRenderProps) => ReactNode);
};

export function NavLink({ end, caseSensitive, className, style, children, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = props.to.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  const current = caseSensitive ? pathname : pathname.toLowerCase();
  const wanted = caseSensitive ? target : target.toLowerCase();
  const isActive = current === wanted || (!end && wanted !== "/" && current.startsWith(`${wanted}/`));
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <a
      {...anchorProps(props)}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      style={typeof style === "function" ? style(state) : style}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
}

// ---- leaving a page -------------------------------------------------------------------------

function sameOriginAnchor(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: "PUSH";
}
export type BlockerFunction = (args: BlockerArgs) => boolean;
export type Blocker =
  | { state: "unblocked"; proceed: undefined; reset: undefined; location: undefined }
  | { state: "blocked"; proceed: () => void; reset: () => void; location: Location }
  | { state: "proceeding"; proceed: undefined; reset: undefined; location: Location };

const unblocked: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };

/**
 * Holds a click on an in-site link while `shouldBlock` says so, for the page to ask first. Closing
 * the tab, reloading and the Back button are left to the page's beforeunload warning.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const [blocker, setBlocker] = useState<Blocker>(unblocked);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = sameOriginAnchor(event);
      if (!anchor) return;
      const url = new URL(anchor.href);
      const nextLocation: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: "next" };
      const block =
        typeof shouldBlock === "function"
          ? shouldBlock({ currentLocation: readLocation(), nextLocation, historyAction: "PUSH" })
          : shouldBlock;
      if (!block) return;
      event.preventDefault();
      setBlocker({
        state: "blocked",
        location: nextLocation,
        reset: () => setBlocker(unblocked),
        proceed: () => {
          setBlocker({ state: "proceeding", proceed: undefined, reset: undefined, location: nextLocation });
          // The learner has just agreed to leave: the page's own beforeunload warning must not ask
          // again. A capturing listener on window runs before the page's and stops it.
          window.addEventListener("beforeunload", (unload) => unload.stopImmediatePropagation(), { capture: true });
          window.location.assign(url.href);
        },
      });
    }
    // Capture: decide before any other click handler (a menu closing, say) reacts to the link.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [shouldBlock]);
  return blocker;
}

// ---- route modules --------------------------------------------------------------------------

/** What <Outlet /> renders: the page's route component, provided by entry.client. */
export const OutletContext = createContext<ReactNode>(null);
/** The error the client-side boundary caught, for useRouteError. */
export const RouteErrorContext = createContext<unknown>(undefined);

export function Outlet() {
  return useContext(OutletContext);
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string; data: unknown } {
  if (error == null || typeof error !== "object") return false;
  const candidate = error as Record<string, unknown>;
  return typeof candidate.status === "number" && typeof candidate.statusText === "string" && typeof candidate.internal === "boolean" && "data" in candidate;
}

const routeProps = { params: {}, loaderData: undefined, actionData: undefined, matches: [] };

// React Router's build wraps each route module's exports with these to pass route props.
export function UNSAFE_withComponentProps(Component: ComponentType<Record<string, unknown>>) {
  return function WithComponentProps() {
    return createElement(Component, routeProps);
  };
}

export function UNSAFE_withErrorBoundaryProps(ErrorBoundary: ComponentType<Record<string, unknown>>) {
  return function WithErrorBoundaryProps() {
    return createElement(ErrorBoundary, { ...routeProps, error: useRouteError() });
  };
}

export function UNSAFE_withHydrateFallbackProps(HydrateFallback: ComponentType<Record<string, unknown>>) {
  return function WithHydrateFallbackProps() {
    return createElement(HydrateFallback, routeProps);
  };
}

// Only rendered into the document's <head> and end of <body> at build time (app/root.tsx).
export const Meta = () => null;
export const Links = () => null;
export const Scripts = () => null;
export const ScrollRestoration = () => null;
export const UNSAFE_FrameworkContext = createContext(null);
export function useMatches() {
  return [];
}
