import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadSonner, toasterWanted$ } from "./feedback";

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

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
