import { BookOpen, RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import type { PageAction, PageAnswers } from "~/quiz/answer-state";
import { answerFor, statementKey } from "~/quiz/answer-state";
import { trueFalseIndex } from "~/quiz/labels";
import { answerKeys, questionResult } from "~/quiz/scoring";
import type { TrueFalseQuestion } from "~/quiz/types";
import { optionVariant } from "./AnswerOption";
import { toastResult } from "./feedback";
import { QuestionFrame } from "./QuestionFrame";
import { SetMarkResult, StatementItem } from "./StatementItem";
import { SourceList } from "./SourceList";
import { Button } from "./ui/button";

interface TrueFalseCardProps {
  question: TrueFalseQuestion;
  questionNumber: string;
  anchor: string;
  answers: PageAnswers;
  dispatch: (action: PageAction) => void;
}

/**
 * A set of true/false statements (decisions.md departure 1): each statement takes one answer and
 * locks; when all are answered the card says whether the mark was earned. "Reveal answers" shows
 * the study view (answers highlighted, explanations shown) without answering.
 */
export function TrueFalseCard({ question, questionNumber, anchor, answers, dispatch }: TrueFalseCardProps) {
  const [revealed, setRevealed] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const result = questionResult(question, answers);
  const keys = answerKeys(question);
  const anyAnswered = keys.some((key) => answerFor(answers, key).selected !== null);

  function reset() {
    dispatch({ type: "resetMany", keys });
    setRevealed(false);
    listRef.current?.querySelector("button")?.focus();
  }

  return (
    <QuestionFrame anchor={anchor} questionNumber={questionNumber} question={question} meta={question.markInfo}>
      <ol ref={listRef} className="space-y-4">
        {question.statements.map((statement, i) => {
          const key = statementKey(question.id, i);
          const state = answerFor(answers, key);
          const correct = trueFalseIndex(statement.correct);
          const answered = state.selected !== null;
          return (
            <StatementItem
              key={key}
              statement={statement}
              index={i}
              selected={state.selected}
              variant={(option) => optionVariant(option, correct, state.selected, revealed)}
              locked={answered}
              onChoose={(option) => {
                dispatch({ type: "select", key, option });
                toastResult(option === correct);
              }}
              feedback
              showExplanation={answered || revealed}
            />
          );
        })}
      </ol>

      {result?.answered && (
        <SetMarkResult correct={result.correct} />
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-pressed={revealed} onClick={() => setRevealed((r) => !r)} data-action="explanation">
          <BookOpen aria-hidden="true" className="size-4" />
          {revealed ? "Hide answers" : "Reveal answers"}
        </Button>
        {(anyAnswered || revealed) && (
          <Button variant="ghost" size="sm" onClick={reset} data-action="reset">
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
        )}
      </div>
      <SourceList sources={question.sources} />
    </QuestionFrame>
  );
}
