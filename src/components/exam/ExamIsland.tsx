import { Toaster } from "sonner";
import type { SectionOutline } from "~/exam/pool";
import { useMarkHydrated } from "~/hooks/useMarkHydrated";
import { ErrorBoundary } from "../ErrorBoundary";
import { ExamPage } from "./ExamPage";

/** The bank loads when a session is about to start: the page's first load carries only its outline. */
const loadBank = () => import("~/content").then((content) => content.sections);

/** The mock exam's island on /exam. */
export function ExamIsland({ outline }: { outline: readonly SectionOutline[] }) {
  useMarkHydrated();
  return (
    <ErrorBoundary>
      <ExamPage outline={outline} loadBank={loadBank} />
      <Toaster richColors position="top-center" closeButton />
    </ErrorBoundary>
  );
}
