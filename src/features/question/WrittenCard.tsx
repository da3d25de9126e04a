import { Eye } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { partLetter, stripPartPrefix } from "~/questions/labels";
import type { TextBasedQuestion } from "~/questions/types";
import { partKey, writtenPart, type WrittenMarks } from "~/answering/written-state";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { cardKey } from "./keys";
import type { CardProps } from "./MultipleChoiceCard";
import { QuestionFrame } from "./QuestionFrame";
import { SourceList } from "./SourceList";

export type WrittenCardAction =
  { type: "showModel"; part: number } | { type: "selfMark"; part: number; mark: number } | { type: "draft"; part: number; text: string } | { type: "reset" };

interface WrittenCardProps extends Omit<CardProps, "mode"> {
  question: TextBasedQuestion;
  written: WrittenMarks;
  drafts: Readonly<Record<string, string>>;
  /** Hide model answers until the learner has drafted an answer and asks for them. */
  attemptFirst: boolean;
  onAction: (action: WrittenCardAction) => void;
}

/**
 * A written-response question: parts a, b, each with its marks and bulleted model answer. The
 * learner can draft an answer (kept in the page only), reveal the model answer and mark themselves.
 */
export function WrittenCard({
  question,
  written,
  drafts,
  attemptFirst,
  onAction,
  label,
  anchor,
  legacyAnchor,
  meta,
  footer,
  onNavigate,
  onHelp,
  ref,
}: WrittenCardProps) {
  /** Each part's "Model answer" heading, by part: focus moves there when it is revealed. */
  const modelHeadings = useRef<(HTMLHeadingElement | null)[]>([]);
  const totalMarks = question.parts.reduce((sum, part) => sum + part.marks, 0);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const key = cardKey(event.nativeEvent);
    if (!key) return;
    let handled = true;
    if ((key.kind === "next" || key.kind === "previous") && onNavigate) onNavigate(key.kind === "next" ? 1 : -1);
    else if (key.kind === "help" && onHelp) onHelp();
    else if (key.kind === "reset") onAction({ type: "reset" });
    else handled = false;
    if (handled) event.preventDefault();
  }

  function showModel(part: number) {
    onAction({ type: "showModel", part });
    // The button goes: move focus to the model answer it revealed, once it is on the page.
    requestAnimationFrame(() => modelHeadings.current[part]?.focus());
  }

  return (
    <QuestionFrame
      ref={ref}
      anchor={anchor}
      legacyAnchor={legacyAnchor}
      label={label}
      question={question}
      meta={[`Written response, ${totalMarks} marks`, ...(meta ?? [])]}
      onKeyDown={onKeyDown}
    >
      <ol className="space-y-4">
        {question.parts.map((part, i) => {
          const key = partKey(question.id, i);
          const state = writtenPart(written, key);
          const letter = partLetter(i);
          const modelVisible = !attemptFirst || state.modelShown;
          const draftId = `${anchor}-${letter}-draft`;
          return (
            <li key={key} className="rounded-lg border border-line p-4">
              <p className="mb-2">
                <span className="font-bold">{letter}) </span>
                {stripPartPrefix(part.subQuestion)} <span className="text-sm font-normal text-ink-soft">({part.marks} marks)</span>
              </p>
              {attemptFirst && (
                <div className="mb-3">
                  <label htmlFor={draftId} className="mb-1 block text-sm font-bold text-ink-soft">
                    Your answer to part {letter} (a draft for you only; it is not saved)
                  </label>
                  <textarea
                    id={draftId}
                    rows={4}
                    value={drafts[key] ?? ""}
                    onChange={(event) => onAction({ type: "draft", part: i, text: event.target.value })}
                    className="w-full rounded-lg border border-line bg-surface p-3 text-base focus-ring"
                  />
                  {!state.modelShown && (
                    <Button variant="outline" size="sm" className="mt-2" onClick={() => showModel(i)}>
                      <Eye aria-hidden="true" className="size-4" />
                      Show model answer
                    </Button>
                  )}
                </div>
              )}
              {modelVisible && (
                <>
                  <h3
                    ref={(heading) => {
                      modelHeadings.current[i] = heading;
                    }}
                    tabIndex={-1}
                    className="mb-1 rounded text-sm font-bold text-ink-soft focus-ring"
                  >
                    Model answer
                  </h3>
                  <ul className="list-disc space-y-1 pl-5 leading-relaxed">
                    {part.modelAnswer.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                  <SelfMark
                    label={`Mark your answer to part ${letter}`}
                    max={part.marks}
                    mark={state.mark}
                    onMark={(mark) => onAction({ type: "selfMark", part: i, mark })}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <SourceList sources={question.sources} />
      {footer}
    </QuestionFrame>
  );
}

function SelfMark({ label, max, mark, onMark }: { label: string; max: number; mark: number | null; onMark: (mark: number) => void }) {
  return (
    <div role="group" aria-label={label} className="mt-3 flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-bold text-ink-soft">
        Your mark:
      </span>
      {Array.from({ length: max + 1 }, (_, value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mark === value}
          onClick={() => onMark(value)}
          className={cn(
            "h-9 min-w-20 rounded-lg border-2 px-3 text-sm font-bold focus-ring",
            mark === value ? "border-brand bg-brand text-on-brand" : "border-line bg-surface hover:border-brand",
          )}
        >
          {value} {value === 1 ? "mark" : "marks"}
        </button>
      ))}
    </div>
  );
}
