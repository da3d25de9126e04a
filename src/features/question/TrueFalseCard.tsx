import { BookOpen, Eraser, RotateCcw } from "lucide-react";
import { useRef, type KeyboardEvent } from "react";
import { answerFor, statementKey, type PageAnswers } from "~/answering/answer-state";
import { trueFalseIndex } from "~/questions/labels";
import { questionResult } from "~/answering/scoring";
import type { TrueFalseQuestion } from "~/questions/types";
import { Button } from "~/ui/button";
import { optionVariant, type OptionVariant } from "./AnswerOption";
import { toastResult } from "./feedback";
import { cardKey } from "./keys";
import type { CardProps } from "./MultipleChoiceCard";
import { QuestionFrame } from "./QuestionFrame";
import { SourceList } from "./SourceList";
import { SetMarkResult, StatementItem } from "./StatementItem";

export type TrueFalseAction = { type: "select"; statement: number; option: number } | { type: "reveal"; on: boolean } | { type: "reset" } | { type: "clear" };

interface TrueFalseCardProps extends CardProps {
  question: TrueFalseQuestion;
  answers: PageAnswers;
  /** Practice: the study view, answers highlighted and explanations shown without answering. */
  revealed?: boolean;
  onAction?: (action: TrueFalseAction) => void;
}

/** Timed mode shows only the learner's choice. */
const chosenClass = "aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-bold";

/**
 * A set of true/false statements (docs/product.md, departure 1): each statement takes one answer and
 * locks; when all are answered the card says whether the mark was earned. "Reveal answers" shows
 * the study view without answering. In a timed mock exam the choices can change until submission.
 */
export function TrueFalseCard({
  question,
  mode,
  answers,
  revealed = false,
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
}: TrueFalseCardProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const feedback = mode === "practice" || mode === "tutor";
  const result = questionResult(question, answers);
  const anyAnswered = question.statements.some((_, i) => answerFor(answers, statementKey(question.id, i)).selected !== null);

  function reset() {
    if (mode === "practice" && (anyAnswered || revealed)) onAction?.({ type: "reset" });
    else if (mode === "timed" && anyAnswered) onAction?.({ type: "clear" });
    else return;
    listRef.current?.querySelector("button")?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const key = cardKey(event.nativeEvent);
    if (!key) return;
    let handled = true;
    if (key.kind === "explanation" && mode === "practice") onAction?.({ type: "reveal", on: !revealed });
    else if (key.kind === "reset" && (mode === "practice" || mode === "timed")) reset();
    else if ((key.kind === "next" || key.kind === "previous") && onNavigate) onNavigate(key.kind === "next" ? 1 : -1);
    else if (key.kind === "help" && onHelp) onHelp();
    else handled = false;
    if (handled) event.preventDefault();
  }

  return (
    <QuestionFrame
      ref={ref}
      anchor={anchor}
      legacyAnchor={legacyAnchor}
      label={label}
      question={question}
      meta={[question.markInfo, ...(meta ?? [])]}
      before={before}
      onKeyDown={onKeyDown}
    >
      <ol ref={listRef} className="space-y-4">
        {question.statements.map((statement, i) => {
          const state = answerFor(answers, statementKey(question.id, i));
          const correct = trueFalseIndex(statement.correct);
          const answered = state.selected !== null;
          const variant = (option: number): OptionVariant =>
            mode === "timed"
              ? "open"
              : feedback && !answered && !revealed
                ? "open"
                : optionVariant(option, correct, state.selected, revealed || mode === "review");
          return (
            <StatementItem
              key={statement.text}
              statement={statement}
              index={i}
              selected={state.selected}
              variant={variant}
              locked={mode === "review" || (feedback && answered)}
              onChoose={(option) => {
                onAction?.({ type: "select", statement: i, option });
                if (feedback) toastResult(option === correct);
              }}
              feedback={feedback}
              showExplanation={(feedback && answered) || revealed || mode === "review"}
              optionClassName={mode === "timed" ? chosenClass : undefined}
            />
          );
        })}
      </ol>

      {(feedback || mode === "review") && result?.answered && <SetMarkResult correct={result.correct} />}

      {mode === "practice" && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-pressed={revealed} onClick={() => onAction?.({ type: "reveal", on: !revealed })}>
            <BookOpen aria-hidden="true" className="size-4" />
            {revealed ? "Hide answers" : "Reveal answers"}
          </Button>
          {(anyAnswered || revealed) && (
            <Button variant="ghost" size="sm" onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Reset
            </Button>
          )}
        </div>
      )}
      {mode === "timed" && anyAnswered && (
        <div className="mt-4">
          <Button variant="ghost" size="sm" onClick={reset}>
            <Eraser aria-hidden="true" className="size-4" />
            Clear answers
          </Button>
        </div>
      )}
      {(mode === "practice" || ((mode === "tutor" || mode === "review") && (result?.answered || mode === "review"))) && (
        <SourceList sources={question.sources} />
      )}
      {footer}
    </QuestionFrame>
  );
}
