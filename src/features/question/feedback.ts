import { toast } from "sonner";
import { afterNextPaint } from "~/ui/after-next-paint";
import { FEEDBACK } from "~/answering/messages";

// Toasts wait for the next frame: the card's own feedback (the chosen option, the correct one)
// paints first, without the toast's work in the same frame on a slow phone.

/** Green or red toast after an answer (docs/product.md, Feedback). */
export function toastResult(correct: boolean) {
  afterNextPaint(() => {
    if (correct) toast.success(FEEDBACK.correct.title, { description: FEEDBACK.correct.description });
    else toast.error(FEEDBACK.incorrect.title, { description: FEEDBACK.incorrect.description });
  });
}

/** Yellow toast when the explanation is asked for before answering. */
export function toastAnswerFirst() {
  afterNextPaint(() => toast.warning(FEEDBACK.answerFirst.title, { description: FEEDBACK.answerFirst.description }));
}
