import { RotateCcw } from "lucide-react";
import { useRef } from "react";
import type { AnswerAction, AnswerState } from "~/quiz/answer-state";
import { optionLetter } from "~/quiz/labels";
import type { MultipleChoiceQuestion } from "~/quiz/types";
import { AnswerOption, optionVariant } from "./AnswerOption";
import { ExplanationPanel, ExplanationToggle, useAnswerFollowUp } from "./ExplanationPanel";
import { toastAnswerFirst, toastResult } from "./feedback";
import { QuestionFrame } from "./QuestionFrame";
import { Button } from "./ui/button";

interface QuestionCardProps {
  question: MultipleChoiceQuestion;
  questionNumber: string;
  anchor: string;
  state: AnswerState;
  onAction: (action: AnswerAction) => void;
}

/** A multiple-choice question: choose once, see right and wrong, read the explanation, reset. */
export function QuestionCard({ question, questionNumber, anchor, state, onAction }: QuestionCardProps) {
  const answered = state.selected !== null;
  const explanationId = `${anchor}-explanation`;
  const correctLetter = optionLetter(question.correctAnswer);
  const optionsRef = useRef<HTMLUListElement>(null);
  const { followUp, explanationShown } = useAnswerFollowUp(state);

  function reset() {
    onAction({ type: "reset" });
    // The Reset button disappears: keep keyboard focus in the card, on the first option.
    optionsRef.current?.querySelector("button")?.focus();
  }

  function choose(option: number) {
    if (answered) return;
    onAction({ type: "select", option });
    toastResult(option === question.correctAnswer);
  }

  function toggleExplanation() {
    if (!answered) {
      toastAnswerFirst();
      return;
    }
    onAction({ type: "toggleExplanation" });
  }

  return (
    <QuestionFrame anchor={anchor} questionNumber={questionNumber} question={question}>
      <ul ref={optionsRef} className="space-y-3" aria-label={`Options for question ${questionNumber}`}>
        {question.options.map((option, i) => (
          <li key={i}>
            <AnswerOption
              marker={optionLetter(i)}
              label={option}
              variant={optionVariant(i, question.correctAnswer, state.selected)}
              pressed={state.selected === i}
              locked={answered}
              onChoose={() => choose(i)}
              optionIndex={i}
            />
          </li>
        ))}
      </ul>

      <p role="status" className="sr-only">
        {answered &&
          (state.selected === question.correctAnswer
            ? `Correct. ${correctLetter} is the right answer.`
            : `Not quite right. The correct answer is ${correctLetter}.`)}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        <ExplanationToggle followUp={followUp} shown={explanationShown} controls={explanationId} onClick={toggleExplanation} data-action="explanation" />
        {followUp && (
          <Button variant="ghost" size="sm" onClick={reset} data-action="reset">
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
        )}
      </div>

      {explanationShown && (
        <ExplanationPanel id={explanationId} explanation={question.explanation} sources={question.sources} />
      )}
    </QuestionFrame>
  );
}
