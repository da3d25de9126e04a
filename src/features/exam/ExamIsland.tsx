import { Toaster } from "sonner";
import { useRecordClient } from "~/features/progress";
import type { SectionOutline } from "~/exam/pool";
import { ErrorBoundary } from "~/ui/error-boundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import { siteData } from "./data";
import { ExamPage } from "./ExamPage";

const data = siteData();

/** The mock exam's island on /exam: the builder's outline comes with the page, questions when a session starts. */
export function ExamIsland({ outline }: { outline: readonly SectionOutline[] }) {
  useMarkHydrated();
  // With the study record on, its code loads now, ready for the session's answers and flags.
  useRecordClient();
  return (
    <ErrorBoundary>
      <ExamPage outline={outline} data={data} />
      <Toaster richColors position="top-center" closeButton />
    </ErrorBoundary>
  );
}
