import { lazy, Suspense, useSyncExternalStore, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { loadSonner, toasterWanted$ } from "./feedback";

// If sonner cannot be fetched, no toaster: the card shows the result itself, and a failed load
// must not reach the island's error boundary.
const SonnerToaster = lazy<ComponentType<ToasterProps>>(() =>
  loadSonner().then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: () => null }),
  ),
);

/** Where the feedback toasts appear: rendered, with sonner's code, once the first toast is raised (./feedback.ts). */
export function FeedbackToaster() {
  const show = useSyncExternalStore(toasterWanted$.subscribe, toasterWanted$.get, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors position="top-center" closeButton />
    </Suspense>
  );
}
