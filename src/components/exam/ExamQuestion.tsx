import { Eraser } from "lucide-react";
import type { ExamItem } from "~/exam/pool";
import type { ExamMode } from "~/exam/session";
import type { ExamAction } from "~/exam/state";
import { answerFor, statementKey, type PageAnswers } from "~/quiz/answer-state";
import { optionLetter, trueFalseIndex } from "~/quiz/labels";
import { answerKeys, questionResult } from "~/quiz/scoring";
import type { MultipleChoiceQuestion, TrueFalseQuestion } from "~/quiz/types";
import { AnswerOption, optionVariant, type OptionVariant } from "../AnswerOption";
import { toastAnswerFirst, toastResult } from "../feedback";
import { QuestionFrame } from "../QuestionFrame";
import { ExplanationPanel, ExplanationToggle, useAnswerFollowUp } from "../ExplanationPanel";
import { SetMarkResult, StatementItem } from "../StatementItem";
import { SourceList } from "../SourceList";
import { Button } from "../ui/button";
import { CaseStudy } from "./CaseStudy";

/** Timed mode shows only the learner's choice: a stronger border and bold text as well as colour. */
const chosenClass = "aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:font-bold";

export function examAnchor(number: number): string {
  return `exam-q${number}`;
}

interface ExamQuestionProps {
  item: ExamItem;
  /** Position in the session, from 1. */
  number: number;
  mode: ExamMode;
  answers: PageAnswers;
  dispatch: (action: ExamAction) => void;
}

/**
 * One session question. Tutor mode answers as the practice pages do (lock, toast, explanation);
 * timed mode only records the choice, which can be changed or cleared until submission.
 */
export function ExamQuestion({ item, number, mode, answers, dispatch }: ExamQuestionProps) {
  const { question } = item;
  const anchor = examAnchor(number);
  return (
    <QuestionFrame
      anchor={anchor}
      questionNumber={String(number)}
      question={question}
      meta={`From ${item.sectionTitle}, question ${item.pageLabel}`}
      before={<CaseStudy sectionId={item.sectionId} />}
    >
      {question.type === "multiple-choice" ? (
        <MultipleChoice question={question} number={number} anchor={anchor} mode={mode} answers={answers} dispatch={dispatch} />
      ) : (
        <TrueFalseSet question={question} mode={mode} answers={answers} dispatch={dispatch} />
      )}
    </QuestionFrame>
  );
}

interface PartProps<Q> {
  question: Q;
  mode: ExamMode;
  answers: PageAnswers;
  dispatch: (action: ExamAction) => void;
}

function MultipleChoice({ question, number, anchor, mode, answers, dispatch }: PartProps<MultipleChoiceQuestion> & { number: number; anchor: string }) {
  const state = answerFor(answers, question.id);
  const answered = state.selected !== null;
  const tutor = mode === "tutor";
  const explanationId = `${anchor}-explanation`;
  const correctLetter = optionLetter(question.correctAnswer);
  const { followUp, explanationShown } = useAnswerFollowUp(state);

  function choose(option: number) {
    dispatch({ type: "choose", key: question.id, option });
    if (tutor) toastResult(option === question.correctAnswer);
  }

  function toggleExplanation() {
    if (!answered) {
      toastAnswerFirst();
      return;
    }
    dispatch({ type: "toggleExplanation", key: question.id });
  }

  return (
    <>
      <ul className="space-y-3" aria-label={`Options for question ${number}`}>
        {question.options.map((option, i) => (
          <li key={i}>
            <AnswerOption
              marker={optionLetter(i)}
              label={option}
              variant={tutor ? optionVariant(i, question.correctAnswer, state.selected) : "open"}
              pressed={state.selected === i}
              locked={tutor && answered}
              onChoose={() => choose(i)}
              className={tutor ? undefined : chosenClass}
            />
          </li>
        ))}
      </ul>

      {tutor ? (
        <>
          <p role="status" className="sr-only">
            {answered &&
              (state.selected === question.correctAnswer ? `Correct. ${correctLetter} is the right answer.` : `Not quite right. The correct answer is ${correctLetter}.`)}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <ExplanationToggle followUp={followUp} shown={explanationShown} controls={explanationId} onClick={toggleExplanation} />
          </div>
          {explanationShown && (
            <ExplanationPanel id={explanationId} explanation={question.explanation} sources={question.sources} />
          )}
        </>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-sm font-bold" aria-live="polite">
            {answered ? `Your answer: ${optionLetter(state.selected ?? 0)}` : "Not answered yet"}
          </p>
          {answered && (
            <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "clear", keys: [question.id] })}>
              <Eraser aria-hidden="true" className="size-4" />
              Clear answer
            </Button>
          )}
        </div>
      )}
    </>
  );
}

function TrueFalseSet({ question, mode, answers, dispatch }: PartProps<TrueFalseQuestion>) {
  const tutor = mode === "tutor";
  const result = questionResult(question, answers);
  const keys = answerKeys(question);
  const anyAnswered = keys.some((key) => answerFor(answers, key).selected !== null);

  return (
    <>
      <p className="mb-3 text-sm text-ink-soft">{question.markInfo}</p>
      <ol className="space-y-4">
        {question.statements.map((statement, i) => {
          const key = statementKey(question.id, i);
          const state = answerFor(answers, key);
          const correct = trueFalseIndex(statement.correct);
          const answered = state.selected !== null;
          const variant = (option: number): OptionVariant => (tutor ? optionVariant(option, correct, state.selected) : "open");
          return (
            <StatementItem
              key={key}
              statement={statement}
              index={i}
              selected={state.selected}
              variant={variant}
              locked={tutor && answered}
              onChoose={(option) => {
                dispatch({ type: "choose", key, option });
                if (tutor) toastResult(option === correct);
              }}
              feedback={tutor}
              showExplanation={tutor && answered}
              optionClassName={tutor ? undefined : chosenClass}
            />
          );
        })}
      </ol>

      {tutor && result?.answered && (
        <>
          <SetMarkResult correct={result.correct} />
          <SourceList sources={question.sources} />
        </>
      )}
      {!tutor && anyAnswered && (
        <div className="mt-4">
          <Button variant="ghost" size="sm" onClick={() => dispatch({ type: "clear", keys })}>
            <Eraser aria-hidden="true" className="size-4" />
            Clear answers
          </Button>
        </div>
      )}
    </>
  );
}
