import { Eye } from "lucide-react";
import { flushSync } from "react-dom";
import { cn } from "~/lib/cn";
import { partLetter, stripPartPrefix } from "~/quiz/labels";
import type { TextBasedQuestion } from "~/quiz/types";
import { partKey, writtenPart, type WrittenAction, type WrittenMarks } from "~/quiz/written-state";
import { QuestionFrame } from "./QuestionFrame";
import { SourceList } from "./SourceList";
import { Button } from "./ui/button";

interface WrittenQuestionCardProps {
  question: TextBasedQuestion;
  questionNumber: string;
  anchor: string;
  written: WrittenMarks;
  dispatch: (action: WrittenAction) => void;
  /** Hide model answers until the learner has drafted an answer and asks for them. */
  attemptFirst: boolean;
}

/**
 * A written-response question: parts a, b, each with its marks and bulleted model answer. The
 * learner can draft an answer (never stored), reveal the model answer and mark themselves.
 */
export function WrittenQuestionCard({ question, questionNumber, anchor, written, dispatch, attemptFirst }: WrittenQuestionCardProps) {
  const totalMarks = question.parts.reduce((sum, part) => sum + part.marks, 0);
  return (
    <QuestionFrame anchor={anchor} questionNumber={questionNumber} question={question} meta={`Written response, ${totalMarks} marks`}>
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
                    className="w-full rounded-lg border border-line bg-surface p-3 text-base focus-ring"
                  />
                  {!state.modelShown && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-2"
                      onClick={(event) => {
                        // The button goes away: move focus to the model answer it revealed.
                        const part = event.currentTarget.closest("li");
                        flushSync(() => dispatch({ type: "showModel", key }));
                        part?.querySelector<HTMLElement>("[data-model-answer]")?.focus();
                      }}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      Show model answer
                    </Button>
                  )}
                </div>
              )}
              {modelVisible && (
                <>
                  <h3
                    data-model-answer
                    tabIndex={-1}
                    className="mb-1 rounded text-sm font-bold text-ink-soft focus-ring"
                  >
                    Model answer
                  </h3>
                  <ul className="list-disc space-y-1 pl-5 leading-relaxed">
                    {part.explanation.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                  <SelfMark
                    label={`Mark your answer to part ${letter}`}
                    max={part.marks}
                    mark={state.mark}
                    onMark={(mark) => dispatch({ type: "selfMark", key, mark, max: part.marks })}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <SourceList sources={question.sources} />
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
