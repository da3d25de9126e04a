import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { useShownAfterPaint } from "~/hooks/useShownAfterPaint";
import type { AnswerState } from "~/quiz/answer-state";
import type { Source } from "~/quiz/types";
import { SourceList } from "./SourceList";
import { Button } from "./ui/button";

/**
 * What follows a multiple-choice answer: the explanation, its toggle's state and Reset arrive a
 * frame after the verdict (the options' colours and tags, the announcement), so a slow phone
 * shows right or wrong sooner. `followUp` is whether they have arrived.
 */
export function useAnswerFollowUp(state: AnswerState) {
  const followUp = useShownAfterPaint(state.selected !== null);
  return { followUp, explanationShown: followUp && state.explanationShown };
}

/** The Show/Hide Explanation button; before an answer it controls nothing (the click asks to answer first). */
export function ExplanationToggle({
  followUp,
  shown,
  controls,
  ...props
}: { followUp: boolean; shown: boolean; controls: string } & Omit<ComponentProps<"button">, "children">) {
  return (
    <Button variant="outline" size="sm" aria-expanded={followUp ? shown : undefined} aria-controls={followUp ? controls : undefined} {...props}>
      {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      {shown ? "Hide Explanation" : "Show Explanation"}
    </Button>
  );
}

/** A multiple-choice question's explanation with its sources, once the learner has answered. */
export function ExplanationPanel({ id, explanation, sources }: { id: string; explanation: string; sources: readonly Source[] }) {
  return (
    <div id={id} className="mt-4 rounded-lg border border-line bg-muted p-4">
      <h3 className="mb-1 font-bold">Explanation</h3>
      <p className="leading-relaxed">{explanation}</p>
      <SourceList sources={sources} />
    </div>
  );
}
