import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePageSelection, usePageStore } from "~/hooks/usePageAnswers";
import { useFocusHash } from "~/hooks/useFocusHash";
import { useMarkHydrated } from "~/hooks/useMarkHydrated";
import { useQuestionShortcuts } from "~/hooks/useQuestionShortcuts";
import { useStickyScrollPadding } from "~/hooks/useStickyScrollPadding";
import { Toaster } from "sonner";
import { answerFor } from "~/quiz/answer-state";
import { questionAnchor, questionLabel } from "~/quiz/labels";
import type { PageSnapshot, PageStore } from "~/quiz/page-store";
import { answerKeys, pageProgress, writtenKeys, type PageProgress } from "~/quiz/scoring";
import type { PracticeSection, Question } from "~/quiz/types";
import { ErrorBoundary } from "./ErrorBoundary";
import { ProgressBar, type ProgressBarProps } from "./ProgressBar";
import { QuestionCard } from "./QuestionCard";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { TrueFalseCard } from "./TrueFalseCard";
import { WrittenQuestionCard } from "./WrittenQuestionCard";

interface ItemProps {
  question: Question;
  number: string;
  anchor: string;
  store: PageStore;
  attemptFirst: boolean;
}

const wholeSnapshot = (snapshot: PageSnapshot) => snapshot;

/** A question's card, listening to the page's answers for its own keys only. */
function QuestionItemView({ question, number, anchor, store, attemptFirst }: ItemProps) {
  // Another question's answer leaves this card alone: the snapshot it renders counts as
  // unchanged while its own answers and self-marks are.
  const ownAnswersSame = useMemo(() => {
    const keys = answerKeys(question);
    const parts = writtenKeys(question);
    return (before: PageSnapshot, after: PageSnapshot) =>
      keys.every((key) => before.answers[key] === after.answers[key]) &&
      parts.every((key) => before.written[key] === after.written[key]);
  }, [question]);
  const { answers, written } = usePageSelection(store, wholeSnapshot, ownAnswersSame);

  switch (question.type) {
    case "multiple-choice":
      return (
        <QuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          state={answerFor(answers, question.id)}
          onAction={(action) => store.dispatch({ ...action, key: question.id })}
        />
      );
    case "true-false-statements":
      return <TrueFalseCard question={question} questionNumber={number} anchor={anchor} answers={answers} dispatch={store.dispatch} />;
    case "text-based":
      return (
        <WrittenQuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          written={written}
          dispatch={store.dispatchWritten}
          attemptFirst={attemptFirst}
        />
      );
  }
}

/** A question's row: rendered again only when the page-wide Attempt-first switch changes. */
const QuestionRow = memo(function QuestionRow(props: ItemProps) {
  return (
    <li>
      <QuestionItemView {...props} />
    </li>
  );
});

const PROGRESS_AFTER_PAINT = { afterPaint: true } as const;

const sameProgress = (before: PageProgress, after: PageProgress) =>
  before.answered === after.answered &&
  before.correct === after.correct &&
  before.marks === after.marks &&
  before.total === after.total &&
  before.maxMarks === after.maxMarks;

/**
 * The progress bar with the page's figures, re-rendered only when a figure changes, and a frame
 * after the answer that changed them: the verdict on the card is the feedback, and paints first.
 */
function PageProgressBar({ store, questions, ...bar }: Omit<ProgressBarProps, "progress"> & { store: PageStore; questions: readonly Question[] }) {
  const progressOf = useCallback((snapshot: PageSnapshot) => pageProgress(questions, snapshot.answers, snapshot.written), [questions]);
  const progress = usePageSelection(store, progressOf, sameProgress, PROGRESS_AFTER_PAINT);
  return <ProgressBar {...bar} progress={progress} />;
}

/**
 * A practice page's questions with its progress bar (the page's island: rendered to HTML at build
 * time, hydrated on load): one remembered answer per question, in
 * page state only. Keyboard shortcuts work on the focused question.
 */
export function QuestionList({ section }: { section: PracticeSection }) {
  const store = usePageStore();
  const [attemptFirst, setAttemptFirst] = useState(false);
  // Remounting the cards on "Reset page" also clears drafts and revealed true/false sets.
  const [generation, setGeneration] = useState(0);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useQuestionShortcuts(listRef, openShortcuts);
  // Scroll padding first, so a deep link's scroll already clears the sticky progress bar.
  useStickyScrollPadding();
  useFocusHash(listRef);
  useMarkHydrated();
  // After "Reset page", start again from the first question.
  useEffect(() => {
    if (generation > 0) listRef.current?.querySelector<HTMLElement>("article")?.focus();
  }, [generation]);

  const hasWritten = section.questions.some((q) => q.type === "text-based");
  // Stable, so the bar's memoised buttons and dialog stay as they are when its figures change.
  const resetPage = useCallback(() => {
    store.resetAll();
    setGeneration((g) => g + 1);
  }, [store]);
  const toggleAttemptFirst = useCallback(() => setAttemptFirst((on) => !on), []);
  const attemptFirstSwitch = useMemo(
    () => (hasWritten ? { on: attemptFirst, toggle: toggleAttemptFirst } : undefined),
    [hasWritten, attemptFirst, toggleAttemptFirst],
  );

  return (
    <ErrorBoundary>
      <PageProgressBar
        store={store}
        questions={section.questions}
        title={section.title}
        onResetPage={resetPage}
        attemptFirst={attemptFirstSwitch}
        onShowShortcuts={openShortcuts}
      />
      <ol key={generation} ref={listRef} className="space-y-6" aria-label={`${section.title} questions`}>
        {section.questions.map((question, i) => (
          <QuestionRow
            key={question.id}
            question={question}
            number={questionLabel(section, i)}
            anchor={questionAnchor(section, i)}
            store={store}
            attemptFirst={attemptFirst}
          />
        ))}
      </ol>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <Toaster richColors position="top-center" closeButton />
    </ErrorBoundary>
  );
}
