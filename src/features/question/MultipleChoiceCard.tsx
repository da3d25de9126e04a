import { Eraser, RotateCcw } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import type { AnswerState } from "~/answering/answer-state";
import { authoredOrder } from "~/questions/explanation";
import { optionLetter } from "~/questions/labels";
import type { MultipleChoiceQuestion } from "~/questions/types";
import { Button } from "~/ui/button";
import { AnswerOption, optionVariant, StrikeToggle } from "./AnswerOption";
import { Explanation, ExplanationToggle } from "./Explanation";
import { toastAnswerFirst, toastResult } from "./feedback";
import { cardKey } from "./keys";
import { QuestionFrame } from "./QuestionFrame";
import { useShownAfterPaint } from "./use-shown-after-paint";

/**
 * How a card behaves:
 * - practice: a practice page. Choose once, see right and wrong, read the explanation, reset.
 * - tutor: a mock exam with feedback. As practice, but an answer is final.
 * - timed: a mock exam against the clock. The choice can change or be cleared; no feedback.
 * - review: after a mock exam. The learner's answer, the right one and the explanation.
 */
export type CardMode = "practice" | "tutor" | "timed" | "review";

export type MultipleChoiceAction =
  { type: "select"; option: number } | { type: "toggleExplanation" } | { type: "reset" } | { type: "clear" } | { type: "strike"; option: number };

export interface CardProps {
  mode: CardMode;
  /** "PQ5", "3" or the position in a mock exam. */
  label: string;
  anchor: string;
  legacyAnchor?: string;
  meta?: readonly string[];
  before?: ReactNode;
  /** Under the card's controls: how it went last time, for example. */
  footer?: ReactNode;
  /** J and K: the next or previous question. */
  onNavigate?: (step: 1 | -1) => void;
  /** ?: the list of shortcuts. */
  onHelp?: () => void;
  ref?: Ref<HTMLElement>;
}

interface MultipleChoiceCardProps extends CardProps {
  question: MultipleChoiceQuestion;
  /** The order the options are shown in (indexes as written); as written by default. */
  order?: readonly number[];
  /** The learner's answer: `selected` is the index as written. */
  state: AnswerState;
  /** Options struck out, as written. */
  struck?: readonly number[];
  onAction?: (action: MultipleChoiceAction) => void;
}

/** Timed mode shows only the learner's choice: a stronger border and bold text as well as colour. */
const chosenClass = "aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-bold";

/** A multiple-choice question in any of its modes, with its own keyboard shortcuts. */
export function MultipleChoiceCard({
  question,
  mode,
  order: shownOrder,
  state,
  struck = [],
  onAction,
  label,
  anchor,
  legacyAnchor,
  meta,
  before,
  footer,
  onNavigate,
  onHelp,
  ref,
}: MultipleChoiceCardProps) {
  const order = shownOrder ?? authoredOrder(question);
  const optionsRef = useRef<HTMLUListElement>(null);
  const answered = state.selected !== null;
  const feedback = mode === "practice" || mode === "tutor";
  const verdictShown = (feedback && answered) || mode === "review";
  // What follows an answer (the explanation, its toggle's state, Reset) arrives a frame after the verdict.
  const followUp = useShownAfterPaint(answered) || mode === "review";
  const explanationShown = mode === "review" || (feedback && followUp && state.explanationShown);
  const explanationId = `${anchor}-explanation`;
  const shownLetter = (index: number) => optionLetter(order.indexOf(index));
  const keyLetter = shownLetter(question.correctAnswer);
  // Options can be struck out until the answer is final (in a timed exam, until it is submitted).
  const striking = mode === "timed" || (feedback && !answered);
  const [struckSaid, setStruckSaid] = useState("");

  function choose(index: number) {
    if (!onAction || mode === "review" || struck.includes(index)) return;
    if (feedback && answered) return;
    onAction({ type: "select", option: index });
    if (feedback) toastResult(index === question.correctAnswer);
  }

  function strike(index: number) {
    if (!onAction || !striking || state.selected === index) return false;
    onAction({ type: "strike", option: index });
    return true;
  }

  function toggleExplanation() {
    if (!feedback) return;
    if (!answered) return toastAnswerFirst();
    onAction?.({ type: "toggleExplanation" });
  }

  function reset() {
    if (mode === "practice" && answered) onAction?.({ type: "reset" });
    else if (mode === "timed" && answered) onAction?.({ type: "clear" });
    else return;
    // The button goes: keep keyboard focus in the card, on the first option.
    optionsRef.current?.querySelector("button")?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const key = cardKey(event.nativeEvent);
    if (!key) return;
    const handled = (() => {
      switch (key.kind) {
        case "option": {
          const index = order[key.index];
          if (index === undefined || mode === "review") return false;
          if (striking && struck.includes(index))
            setStruckSaid(`Option ${optionLetter(key.index)} is struck out: Shift+${optionLetter(key.index)} restores it.`);
          choose(index);
          return true;
        }
        case "strike": {
          const index = order[key.index];
          if (index === undefined || !strike(index)) return false;
          // The toggle's own state is announced when it is pressed; a shortcut is announced here.
          setStruckSaid(`Option ${optionLetter(key.index)} ${struck.includes(index) ? "restored" : "struck out"}.`);
          return true;
        }
        case "explanation":
          if (!feedback) return false;
          toggleExplanation();
          return true;
        case "reset":
          if (mode !== "practice" && mode !== "timed") return false;
          reset();
          return true;
        case "next":
        case "previous":
          if (!onNavigate) return false;
          onNavigate(key.kind === "next" ? 1 : -1);
          return true;
        case "help":
          if (!onHelp) return false;
          onHelp();
          return true;
      }
    })();
    if (handled) event.preventDefault();
  }

  return (
    <QuestionFrame ref={ref} anchor={anchor} legacyAnchor={legacyAnchor} label={label} question={question} meta={meta} before={before} onKeyDown={onKeyDown}>
      <ul ref={optionsRef} className="space-y-3" aria-label={`Options for question ${label}`}>
        {order.map((index, shown) => (
          <li key={index} className="flex gap-2">
            <AnswerOption
              marker={optionLetter(shown)}
              label={question.options[index]?.text ?? ""}
              variant={verdictShown ? optionVariant(index, question.correctAnswer, state.selected, mode === "review") : "open"}
              pressed={state.selected === index}
              locked={mode === "review" || (feedback && answered)}
              struck={striking && struck.includes(index)}
              onChoose={() => choose(index)}
              className={mode === "timed" ? chosenClass : undefined}
            />
            {/* Once the answer is final the toggles go, and their column stays, so the options do not reflow. */}
            {mode !== "review" &&
              (striking ? (
                <StrikeToggle letter={optionLetter(shown)} struck={struck.includes(index)} disabled={state.selected === index} onToggle={() => strike(index)} />
              ) : (
                <span aria-hidden="true" className="w-9 shrink-0" />
              ))}
          </li>
        ))}
      </ul>

      {mode !== "review" && (
        // The verdict, once answered with feedback; before that, what a strike shortcut did.
        <p role="status" className="sr-only">
          {feedback && answered
            ? state.selected === question.correctAnswer
              ? `Correct. ${keyLetter} is the right answer.`
              : `Not quite right. The correct answer is ${keyLetter}.`
            : striking && struckSaid}
        </p>
      )}

      {feedback && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ExplanationToggle ready={followUp} shown={explanationShown} controls={explanationId} onClick={toggleExplanation} />
          {mode === "practice" && followUp && (
            <Button variant="ghost" size="sm" onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset
            </Button>
          )}
        </div>
      )}

      {mode === "timed" && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm font-bold" aria-live="polite">
            {state.selected !== null ? `Your answer: ${shownLetter(state.selected)}` : "Not answered yet"}
          </p>
          {answered && (
            <Button variant="ghost" size="sm" onClick={reset}>
              <Eraser aria-hidden="true" className="size-4" />
              Clear answer
            </Button>
          )}
        </div>
      )}

      {mode === "review" && (
        <p className="mt-4 text-sm font-bold">
          {state.selected === null
            ? "Not answered."
            : state.selected === question.correctAnswer
              ? `Your answer, ${keyLetter}, is right.`
              : `Your answer: ${shownLetter(state.selected)}. The right answer: ${keyLetter}.`}
        </p>
      )}

      {explanationShown && <Explanation id={explanationId} question={question} order={order} />}
      {footer}
    </QuestionFrame>
  );
}
