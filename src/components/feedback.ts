import { toast } from "sonner";
import { FEEDBACK } from "~/quiz/messages";

/** Green or red toast after an answer (seed section 8). */
export function toastResult(correct: boolean) {
  if (correct) toast.success(FEEDBACK.correct.title, { description: FEEDBACK.correct.description });
  else toast.error(FEEDBACK.incorrect.title, { description: FEEDBACK.incorrect.description });
}

/** Yellow toast when the explanation is asked for before answering. */
export function toastAnswerFirst() {
  toast.warning(FEEDBACK.answerFirst.title, { description: FEEDBACK.answerFirst.description });
}
