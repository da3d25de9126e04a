import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePageAnswers, type PageAnswersApi } from "~/hooks/usePageAnswers";
import { useFocusHash } from "~/hooks/useFocusHash";
import { useQuestionShortcuts } from "~/hooks/useQuestionShortcuts";
import { useStickyScrollPadding } from "~/hooks/useStickyScrollPadding";
import { afterHydratingAll, HydrateInTurn } from "~/lib/hydrate-in-turn";
import { answerFor, type PageAnswers } from "~/quiz/answer-state";
import { questionAnchor, questionLabel } from "~/quiz/labels";
import { answerKeys, pageProgress, writtenKeys } from "~/quiz/scoring";
import type { WrittenMarks } from "~/quiz/written-state";
import type { PracticeSection, Question } from "~/quiz/types";
import { ProgressBar } from "./ProgressBar";
import { QuestionCard } from "./QuestionCard";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { TrueFalseCard } from "./TrueFalseCard";
import { WrittenQuestionCard } from "./WrittenQuestionCard";

interface ItemProps {
  question: Question;
  number: string;
  anchor: string;
  answers: PageAnswers;
  dispatch: PageAnswersApi["dispatch"];
  written: WrittenMarks;
  dispatchWritten: PageAnswersApi["dispatchWritten"];
  attemptFirst: boolean;
}

function QuestionItemView({ question, number, anchor, answers, dispatch, written, dispatchWritten, attemptFirst }: ItemProps) {
  switch (question.type) {
    case "multiple-choice":
      return (
        <QuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          state={answerFor(answers, question.id)}
          onAction={(action) => dispatch({ ...action, key: question.id })}
        />
      );
    case "true-false-statements":
      return <TrueFalseCard question={question} questionNumber={number} anchor={anchor} answers={answers} dispatch={dispatch} />;
    case "text-based":
      return (
        <WrittenQuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          written={written}
          dispatch={dispatchWritten}
          attemptFirst={attemptFirst}
        />
      );
  }
}

/**
 * A question's row re-renders only when something it shows changed: answering one question leaves
 * the other rows (and their hydration gates) alone, so the feedback paints sooner on a slow phone.
 */
const QuestionRow = memo(
  function QuestionRow(props: ItemProps) {
    return (
      <li>
        <HydrateInTurn when="visible" id={props.anchor}>
          <QuestionItemView {...props} />
        </HydrateInTurn>
      </li>
    );
  },
  (before, after) => {
    if (
      before.question !== after.question ||
      before.number !== after.number ||
      before.anchor !== after.anchor ||
      before.attemptFirst !== after.attemptFirst ||
      before.dispatch !== after.dispatch ||
      before.dispatchWritten !== after.dispatchWritten
    ) {
      return false;
    }
    return (
      answerKeys(after.question).every((key) => before.answers[key] === after.answers[key]) &&
      writtenKeys(after.question).every((key) => before.written[key] === after.written[key])
    );
  },
);

/**
 * A practice page's questions with its progress bar: one remembered answer per question, in
 * page state only. Keyboard shortcuts work on the focused question.
 */
export function QuestionList({ section }: { section: PracticeSection }) {
  const page = usePageAnswers();
  const [attemptFirst, setAttemptFirst] = useState(false);
  // Remounting the cards on "Reset page" also clears drafts and revealed true/false sets.
  const [generation, setGeneration] = useState(0);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  const closeShortcuts = useCallback(() => setShortcutsOpen(false), []);
  useQuestionShortcuts(listRef, openShortcuts);
  // Scroll padding first, so a deep link's scroll already clears the sticky progress bar.
  useStickyScrollPadding();
  useFocusHash(listRef);
  // After "Reset page", start again from the first question.
  useEffect(() => {
    if (generation > 0) listRef.current?.querySelector<HTMLElement>("article")?.focus();
  }, [generation]);

  const progress = pageProgress(section.questions, page.answers, page.written);
  const hasWritten = section.questions.some((q) => q.type === "text-based");
  // Stable, so answering a question re-renders the bar's figures but not its buttons and dialog.
  const { resetAll } = page;
  const resetPage = useCallback(() => {
    resetAll();
    setGeneration((g) => g + 1);
  }, [resetAll]);
  const toggleAttemptFirst = useCallback(() => afterHydratingAll(() => setAttemptFirst((on) => !on)), []);
  const attemptFirstSwitch = useMemo(
    () => (hasWritten ? { on: attemptFirst, toggle: toggleAttemptFirst } : undefined),
    [hasWritten, attemptFirst, toggleAttemptFirst],
  );

  return (
    <>
      {/* The bar, the list and the dialog come to life in tasks of their own after the page's
          first hydration, and each card once it is near the screen: shorter tasks on a slow
          phone (src/lib/hydrate-in-turn.tsx). */}
      <HydrateInTurn>
        <ProgressBar
          title={section.title}
          progress={progress}
          onResetPage={resetPage}
          attemptFirst={attemptFirstSwitch}
          onShowShortcuts={openShortcuts}
        />
      </HydrateInTurn>
      <HydrateInTurn key={generation}>
        <ol ref={listRef} className="space-y-6" aria-label={`${section.title} questions`}>
          {section.questions.map((question, i) => (
            <QuestionRow
              key={question.id}
              question={question}
              number={questionLabel(section, i)}
              anchor={questionAnchor(section, i)}
              answers={page.answers}
              dispatch={page.dispatch}
              written={page.written}
              dispatchWritten={page.dispatchWritten}
              attemptFirst={attemptFirst}
            />
          ))}
        </ol>
      </HydrateInTurn>
      <HydrateInTurn>
        <ShortcutsDialog open={shortcutsOpen} onClose={closeShortcuts} />
      </HydrateInTurn>
    </>
  );
}
