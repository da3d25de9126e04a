import { Award } from "lucide-react";
import type { KeyboardEvent } from "react";
import { cn } from "~/ui/cn";
import { TRUE_FALSE } from "~/questions/labels";
import type { TrueFalseStatement } from "~/questions/types";
import { AnswerOption, type OptionVariant } from "./AnswerOption";
import { statementChoice } from "./keys";
import { useShownAfterPaint } from "./use-shown-after-paint";

interface StatementItemProps {
  statement: TrueFalseStatement;
  /** Zero-based position in the set. */
  index: number;
  /** 0 = True, 1 = False, or null. */
  selected: number | null;
  variant: (option: number) => OptionVariant;
  locked: boolean;
  onChoose: (option: number) => void;
  /** Announce right or wrong after answering (off in a timed exam). */
  feedback: boolean;
  showExplanation: boolean;
  optionClassName?: string;
}

/** One true/false statement: its text, True and False buttons, and its explanation when due. */
export function StatementItem({ statement, index, selected, variant, locked, onChoose, feedback, showExplanation, optionClassName }: StatementItemProps) {
  const answered = selected !== null;
  const rightOption = statement.correct === "True" ? 0 : 1;
  const explanationPainted = useShownAfterPaint(showExplanation);
  // T or F (A or B, 1 or 2) answers the statement that has focus.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const choice = statementChoice(event.key);
    if (choice === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (!locked) onChoose(choice);
  }
  return (
    // Keys pressed on the statement's own buttons answer it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="rounded-lg border border-line p-4" onKeyDown={onKeyDown}>
      <p className="mb-3">
        <span className="font-bold">{index + 1}. </span>
        {statement.text}
      </p>
      <div role="group" aria-label={`Statement ${index + 1}: true or false`} className="grid grid-cols-2 gap-2 sm:max-w-sm">
        {TRUE_FALSE.map((value, option) => (
          <AnswerOption
            key={value}
            label={value}
            variant={variant(option)}
            pressed={selected === option}
            locked={locked}
            onChoose={() => onChoose(option)}
            compact
            className={cn("justify-center", optionClassName)}
          />
        ))}
      </div>
      {feedback && (
        <p role="status" className="sr-only">
          {answered && (selected === rightOption ? "Correct." : `Not quite right. The statement is ${statement.correct}.`)}
        </p>
      )}
      {explanationPainted && (
        <p className="mt-3 rounded-md bg-muted p-3 text-sm leading-relaxed">
          <span className="font-bold">{statement.correct}. </span>
          {statement.explanation}
        </p>
      )}
    </li>
  );
}

/** Whether a fully answered true/false set earned its mark (1 mark needs every statement right). */
export function SetMarkResult({ correct }: { correct: boolean }) {
  return (
    <p className={cn("mt-4 flex items-center gap-2 rounded-lg p-3 font-bold", correct ? "bg-correct-soft text-correct" : "bg-incorrect-soft text-incorrect")}>
      <Award aria-hidden="true" className="size-5" />
      {correct ? "All statements correct: 1 mark earned." : "Not all statements correct: 0 marks (1 mark needs every statement right)."}
    </p>
  );
}
