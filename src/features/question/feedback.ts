import { afterNextPaint } from "~/ui/after-next-paint";
import { FEEDBACK } from "~/answering/messages";

// The toasts (sonner) are not part of a page's first load: their code is fetched with the first
// toast, which waits for the next frame anyway so that the card's own feedback (the chosen option,
// the correct one) paints first. The service worker keeps every script, so this works offline too.
// Sonner replays a toast raised before its <Toaster> subscribed, so none is lost while it loads.

let sonner: Promise<typeof import("sonner")> | undefined;
const wanted = new Set<() => void>();
let toasterWanted = false;

/** Imports sonner, and tells FeedbackToaster (./FeedbackToaster.tsx) to mount its toaster. */
export function loadSonner() {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of wanted) listener();
  }
  return (sonner ??= import("sonner"));
}

function raise(kind: "success" | "error" | "warning", { title, description }: { title: string; description: string }) {
  afterNextPaint(() => {
    loadSonner().then(
      ({ toast }) => toast[kind](title, { description }),
      // Without the toast the card still shows the result; a failed load is not the learner's problem.
      () => undefined,
    );
  });
}

/** Green or red toast after an answer (docs/product.md, Feedback). */
export function toastResult(correct: boolean) {
  if (correct) raise("success", FEEDBACK.correct);
  else raise("error", FEEDBACK.incorrect);
}

/** Yellow toast when the explanation is asked for before answering. */
export function toastAnswerFirst() {
  raise("warning", FEEDBACK.answerFirst);
}

/** Whether a toast has been raised yet, for FeedbackToaster; `listener` hears when one is. */
export const toasterWanted$ = {
  subscribe(listener: () => void) {
    wanted.add(listener);
    return () => void wanted.delete(listener);
  },
  get: () => toasterWanted,
};
