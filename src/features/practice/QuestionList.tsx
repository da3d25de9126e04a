import { memo, useCallback, useEffect, useRef, useState } from "react";
import { keepAnswers, useRecordClient, type RecordClient } from "~/features/progress";
import {
  MultipleChoiceCard,
  FeedbackToaster,
  ShortcutsDialog,
  TrueFalseCard,
  WrittenCard,
  type MultipleChoiceAction,
  type TrueFalseAction,
  type WrittenCardAction,
} from "~/features/question";
import { answerFor, statementKey } from "~/answering/answer-state";
import { legacyAnchor, questionLabel } from "~/questions/labels";
import { initialPageState, pageStateReducer, type PageState, type PageStateAction } from "~/answering/page-state";
import { answerKeys, writtenKeys } from "~/answering/scoring";
import { createStore, type Store } from "~/answering/store";
import { struckFor } from "~/answering/strike-state";
import type { PracticeSection, Question } from "~/questions/types";
import { partKey } from "~/answering/written-state";
import { ErrorBoundary } from "~/ui/error-boundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import { useStore } from "~/ui/use-store";
import { PageProgressBar } from "./ProgressBar";
import { useFocusHash } from "./use-focus-hash";

type PageStore = Store<PageState, PageStateAction>;

interface ItemProps {
  question: Question;
  label: string;
  legacy?: string;
  store: PageStore;
  /** The study record, when the learner keeps one (null: off, the default). */
  record: RecordClient | null;
  /** The page's path, recorded with each answer. */
  path: string;
  index: number;
  register: (index: number, element: HTMLElement | null) => void;
  onNavigate: (index: number, step: 1 | -1) => void;
  onHelp: () => void;
}

const resetAction = (question: Question): PageStateAction => ({
  type: "resetQuestion",
  questionId: question.id,
  answerKeys: answerKeys(question),
  partKeys: writtenKeys(question),
});

/** A question's card, reading only its own part of the page's state. */
const PracticeItem = memo(function PracticeItem({ question, label, legacy, store, record, path, index, register, onNavigate, onHelp }: ItemProps) {
  const common = {
    label,
    anchor: question.id,
    legacyAnchor: legacy,
    ref: (element: HTMLElement | null) => register(index, element),
    onNavigate: (step: 1 | -1) => onNavigate(index, step),
    onHelp,
  };
  switch (question.type) {
    case "multiple-choice":
      return <MultipleChoiceItem {...common} question={question} store={store} record={record} path={path} />;
    case "true-false-statements":
      return <TrueFalseItem {...common} question={question} store={store} />;
    case "text-based":
      return <WrittenItem {...common} question={question} store={store} />;
  }
});

type Common = {
  label: string;
  anchor: string;
  legacyAnchor?: string;
  ref: (element: HTMLElement | null) => void;
  onNavigate: (step: 1 | -1) => void;
  onHelp: () => void;
};

function MultipleChoiceItem({
  question,
  store,
  record,
  path,
  ...common
}: Common & { question: Extract<Question, { type: "multiple-choice" }>; store: PageStore; record: RecordClient | null; path: string }) {
  const state = useStore(store, (s) => answerFor(s.answers, question.id));
  const struck = useStore(store, (s) => struckFor(s.struck, question.id));
  const onAction = (action: MultipleChoiceAction) => {
    if (action.type === "strike") return store.dispatch({ type: "strike", questionId: question.id, option: action.option });
    // With the record on, a first answer is an attempt (written after the verdict paints).
    if (action.type === "select" && state.selected === null) {
      keepAnswers([{ questionId: question.id, option: action.option, correct: action.option === question.correctAnswer, where: { kind: "page", path } }]);
    }
    store.dispatch(action.type === "reset" || action.type === "clear" ? resetAction(question) : { type: "answer", action: { ...action, key: question.id } });
  };
  const footer = record ? <record.CardFooter questionId={question.id} answered={state.selected !== null} /> : undefined;
  return <MultipleChoiceCard {...common} mode="practice" question={question} state={state} struck={struck} onAction={onAction} footer={footer} />;
}

function TrueFalseItem({ question, store, ...common }: Common & { question: Extract<Question, { type: "true-false-statements" }>; store: PageStore }) {
  const answers = useStore(store, (s) => s.answers);
  const revealed = useStore(store, (s) => Boolean(s.revealed[question.id]));
  const onAction = (action: TrueFalseAction) => {
    if (action.type === "select")
      store.dispatch({ type: "answer", action: { type: "select", key: statementKey(question.id, action.statement), option: action.option } });
    else if (action.type === "reveal") store.dispatch({ type: "reveal", questionId: question.id, on: action.on });
    else store.dispatch(resetAction(question));
  };
  return <TrueFalseCard {...common} mode="practice" question={question} answers={answers} revealed={revealed} onAction={onAction} />;
}

function WrittenItem({ question, store, ...common }: Common & { question: Extract<Question, { type: "text-based" }>; store: PageStore }) {
  const written = useStore(store, (s) => s.written);
  const drafts = useStore(store, (s) => s.drafts);
  const attemptFirst = useStore(store, (s) => s.attemptFirst);
  const onAction = (action: WrittenCardAction) => {
    if (action.type === "reset") return store.dispatch(resetAction(question));
    const key = partKey(question.id, action.part);
    const max = question.parts[action.part]?.marks ?? 0;
    if (action.type === "draft") store.dispatch({ type: "draft", key, text: action.text });
    else if (action.type === "showModel") store.dispatch({ type: "written", action: { type: "showModel", key } });
    else store.dispatch({ type: "written", action: { type: "selfMark", key, mark: action.mark, max } });
  };
  return <WrittenCard {...common} question={question} written={written} drafts={drafts} attemptFirst={attemptFirst} onAction={onAction} />;
}

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * A practice page's questions with its progress bar: the page's island, rendered to HTML at
 * build time and hydrated on load. Its answers live in one store, in the page only.
 */
export function QuestionList({ section }: { section: PracticeSection }) {
  const [store] = useState(() => createStore(pageStateReducer, initialPageState));
  const record = useRecordClient();
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const cards = useRef<(HTMLElement | null)[]>([]);
  useFocusHash(listRef);
  useMarkHydrated();

  const register = useCallback((index: number, element: HTMLElement | null) => {
    cards.current[index] = element;
  }, []);
  const focusCard = useCallback((index: number) => {
    const card = cards.current[index];
    if (!card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: "start", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, []);
  const onNavigate = useCallback((index: number, step: 1 | -1) => focusCard(index + step), [focusCard]);
  const openHelp = useCallback(() => setShortcutsOpen(true), []);

  // Before any card has focus, J starts at the first question and ? lists the shortcuts.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("article[data-question], input, textarea, select, dialog, [contenteditable]")) return;
      if (event.key === "?") {
        event.preventDefault();
        openHelp();
      } else if (event.key.toLowerCase() === "j") {
        event.preventDefault();
        focusCard(0);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [focusCard, openHelp]);

  const resetPage = useCallback(() => {
    store.dispatch({ type: "resetPage" });
    // Start again from the first question.
    cards.current[0]?.focus();
  }, [store]);

  const hasWritten = section.questions.some((q) => q.type === "text-based");

  return (
    <ErrorBoundary>
      <PageProgressBar
        store={store}
        questions={section.questions}
        title={section.title}
        onResetPage={resetPage}
        attemptFirstSwitch={hasWritten}
        onShowShortcuts={openHelp}
      />
      <ol ref={listRef} className="space-y-6" aria-label={`${section.title} questions`}>
        {section.questions.map((question, i) => (
          <li key={question.id}>
            <PracticeItem
              question={question}
              label={questionLabel(section, i)}
              legacy={legacyAnchor(section, i)}
              store={store}
              record={record}
              path={section.path}
              index={i}
              register={register}
              onNavigate={onNavigate}
              onHelp={openHelp}
            />
          </li>
        ))}
      </ol>
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <FeedbackToaster />
    </ErrorBoundary>
  );
}
