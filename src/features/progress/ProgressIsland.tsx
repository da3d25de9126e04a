import { ErrorBoundary } from "~/ui/ErrorBoundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import { ProgressPage } from "./ProgressPage";
import { siteOutline } from "./useStudyRecord";

const outline = () => siteOutline();

/** The /progress island: the record, read from this browser's storage; the bank's outline from /data/pool.json. */
export function ProgressIsland() {
  useMarkHydrated();
  return (
    <ErrorBoundary>
      <ProgressPage loadOutline={outline} />
    </ErrorBoundary>
  );
}
