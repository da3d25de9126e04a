import { useCallback, useState } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ExamPage } from "~/components/exam/ExamPage";
import { PageHeader } from "~/components/PageHeader";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta(
    "Mock exam",
    "Build a mock Financial Adviser Exam from the practice questions: choose sections, topics and length, practise timed or with tutor feedback, then see your score by topic and review your mistakes.",
  );
}

export default function ExamRoute() {
  const [active, setActive] = useState(false);
  // Leaving for another page mid-exam would lose the answers (nothing is stored): ask first.
  // Closing or reloading the tab is guarded by a beforeunload warning in the exam itself.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  return (
    <>
      <PageHeader title="Mock exam">
        <p>
          Practise like the real exam: build a session from the practice questions, answer against the clock or with feedback as
          you go, then see your score by topic and go back over what you got wrong. Nothing is stored: reloading the page ends the
          session.
        </p>
      </PageHeader>
      <ExamPage onActiveChange={setActive} />
      <ConfirmDialog
        id="leave-exam-dialog"
        open={blocker.state === "blocked"}
        title="Leave the mock exam?"
        confirmLabel="Leave and lose answers"
        cancelLabel="Stay in the exam"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>Your answers are not saved anywhere: leaving this page ends the exam and they are lost.</p>
      </ConfirmDialog>
    </>
  );
}
