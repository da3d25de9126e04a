import type { Source } from "~/quiz/types";
import { SourceList } from "./SourceList";

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
