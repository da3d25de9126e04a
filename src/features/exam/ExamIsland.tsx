import { FeedbackToaster } from "~/features/question";
import { useRecordClient } from "~/features/progress";
import type { SectionOutline } from "~/exam/pool";
import { ErrorBoundary } from "~/ui/error-boundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import { siteData } from "./data";
import { ExamPage } from "./ExamPage";
import { readSavedExam } from "./saved-exam";

const data = siteData();

/** What a reload keeps, read when the error shows: the exam in progress is kept in this tab, if it is. */
export function examErrorNote() {
  return readSavedExam() === null ? (
    <p>No mock exam in progress is kept in this tab, so a reload starts from the form.</p>
  ) : (
    <p className="font-bold">
      Your mock exam is kept in this tab: reload the page and choose Resume to carry on where you were, with your answers, flags and time left (its clock keeps
      running).
    </p>
  );
}

/** The mock exam's island on /exam: the builder's outline comes with the page, questions when a session starts. */
export function ExamIsland({ outline }: { outline: readonly SectionOutline[] }) {
  useMarkHydrated();
  // With the study record on, its code loads now, ready for the session's answers and flags.
  useRecordClient();
  return (
    <ErrorBoundary note={examErrorNote}>
      <ExamPage outline={outline} data={data} />
      <FeedbackToaster />
    </ErrorBoundary>
  );
}
