import { useCallback, useEffect, useRef, useState } from "react";
import { usePageAnswers, type PageAnswersApi } from "~/hooks/usePageAnswers";
import { useFocusHash } from "~/hooks/useFocusHash";
import { useQuestionShortcuts } from "~/hooks/useQuestionShortcuts";
import { useStickyScrollPadding } from "~/hooks/useStickyScrollPadding";
import { answerFor } from "~/quiz/answer-state";
import { questionAnchor, questionLabel } from "~/quiz/labels";
import { pageProgress } from "~/quiz/scoring";
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
  page: PageAnswersApi;
  attemptFirst: boolean;
}

function QuestionItem({ question, number, anchor, page, attemptFirst }: ItemProps) {
  switch (question.type) {
    case "multiple-choice":
      return (
        <QuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          state={answerFor(page.answers, question.id)}
          onAction={(action) => page.dispatch({ ...action, key: question.id })}
        />
      );
    case "true-false-statements":
      return <TrueFalseCard question={question} questionNumber={number} anchor={anchor} answers={page.answers} dispatch={page.dispatch} />;
    case "text-based":
      return (
        <WrittenQuestionCard
          question={question}
          questionNumber={number}
          anchor={anchor}
          written={page.written}
          dispatch={page.dispatchWritten}
          attemptFirst={attemptFirst}
        />
      );
  }
}

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

  return (
    <>
      <ProgressBar
        title={section.title}
        progress={progress}
        onResetPage={() => {
          page.resetAll();
          setGeneration((g) => g + 1);
        }}
        attemptFirst={hasWritten ? { on: attemptFirst, toggle: () => setAttemptFirst((on) => !on) } : undefined}
        onShowShortcuts={openShortcuts}
      />
      <ol key={generation} ref={listRef} className="space-y-6" aria-label={`${section.title} questions`}>
        {section.questions.map((question, i) => (
          <li key={question.id}>
            <QuestionItem question={question} number={questionLabel(section, i)} anchor={questionAnchor(section, i)} page={page} attemptFirst={attemptFirst} />
          </li>
        ))}
      </ol>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </>
  );
}
