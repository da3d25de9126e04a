import { useCallback, useState } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ExamPage } from "~/components/exam/ExamPage";
import { PageHeader } from "~/components/PageHeader";
import { sections } from "~/content";
import { outlineOf, type SectionOutline } from "~/exam/pool";
import { HydrateInTurn } from "~/lib/hydrate-in-turn";
import { PageData, readPageData } from "~/lib/page-data";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta(
    "Mock exam",
    "Build a mock Financial Adviser Exam from the practice questions: choose sections, topics and length, practise timed or with tutor feedback, then see your score by topic and review your mistakes.",
  );
}

const OUTLINE_ID = "exam-outline";

/**
 * The builder needs only an outline of the bank (sections, topics, counts): it is worked out when
 * the page is prerendered and read back from the page in the browser, whose build leaves the bank
 * out (the first load stays the same size however many questions the bank has). The questions
 * themselves load when the learner reaches the builder's form, and the service worker keeps them
 * for offline use.
 */
function pageOutline(): readonly SectionOutline[] {
  return __BROWSER_BUILD__ ? readPageData<SectionOutline[]>(OUTLINE_ID) : outlineOf(sections);
}

const loadBank = () => import("~/content").then((content) => content.sections);

export default function ExamRoute() {
  const [outline] = useState(pageOutline);
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
      <PageData id={OUTLINE_ID} value={outline} />
      {/* The builder comes to life in a task after the page's first hydration (and its form in parts
          after that): in the first hydration it made that task the longest of the page's start. */}
      <HydrateInTurn>
        <ExamPage outline={outline} loadBank={loadBank} onActiveChange={setActive} />
      </HydrateInTurn>
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
