import { Eye, EyeOff } from "lucide-react";
import type { ComponentProps } from "react";
import { notesHref } from "~/questions/catalogue";
import { composeExplanation } from "~/questions/explanation";
import type { MultipleChoiceQuestion } from "~/questions/types";
import { Button } from "~/ui/button";
import { textLinkClass } from "~/ui/text-link";
import { SourceList } from "./SourceList";

/** The Show/Hide Explanation button; before an answer it controls nothing (the click asks to answer first). */
export function ExplanationToggle({
  ready,
  shown,
  controls,
  ...props
}: { ready: boolean; shown: boolean; controls: string } & Omit<ComponentProps<"button">, "children">) {
  return (
    <Button variant="outline" size="sm" aria-expanded={ready ? shown : undefined} aria-controls={ready ? controls : undefined} {...props}>
      {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      {shown ? "Hide Explanation" : "Show Explanation"}
    </Button>
  );
}

/**
 * Why the key is right and each other option is wrong, with the letters of the order shown, then
 * the question's note and its sources.
 */
export function Explanation({ id, question, order }: { id: string; question: MultipleChoiceQuestion; order?: readonly number[] }) {
  const { lines, note } = composeExplanation(question, order);
  return (
    <div id={id} className="mt-4 space-y-2 rounded-lg border border-line bg-muted p-4 leading-relaxed">
      <h3 className="font-bold">Explanation</h3>
      {lines.map((line) => (
        <p key={line.letter}>{line.text}</p>
      ))}
      {note && <p>{note}</p>}
      <SourceList sources={question.sources} />
      <p className="text-sm">
        <a href={notesHref(question.topic)} className={textLinkClass}>
          Study notes: {question.topic}
        </a>
      </p>
    </div>
  );
}
