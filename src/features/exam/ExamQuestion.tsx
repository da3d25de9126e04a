import { BookUser } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { CaseStudyFacts } from "~/features/case-study";
import { MultipleChoiceCard, TrueFalseCard, type CardMode } from "~/features/question";
import type { ExamItem } from "~/exam/pool";
import type { ExamAction } from "~/exam/state";
import { answerFor, statementKey, type PageAnswers } from "~/answering/answer-state";
import { answerKeys } from "~/answering/scoring";
import { noStrikes, struckFor, type Struck } from "~/answering/strike-state";
import type { CaseFacts } from "~/questions/types";

export function examAnchor(number: number): string {
  return `exam-q${number}`;
}

/** A case-study question out of its page still needs the client's facts: closed, above the question. */
function CaseStudyDetails({ facts, number }: { facts: CaseFacts; number: number }) {
  return (
    <details className="mb-4 rounded-lg border border-line bg-muted">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg p-3 font-bold focus-ring">
        <BookUser aria-hidden="true" className="size-4 text-brand" />
        Case study: {facts.title}
      </summary>
      <div className="p-3 pt-0">
        <CaseStudyFacts caseStudy={facts} idPrefix={`exam-${number}-${facts.id}`} />
      </div>
    </details>
  );
}

interface ExamQuestionProps {
  item: ExamItem;
  /** Position in the session, from 1. */
  number: number;
  mode: Exclude<CardMode, "practice">;
  answers: PageAnswers;
  /** Options struck out (none in the review). */
  struck?: Struck;
  dispatch?: (action: ExamAction) => void;
  onNavigate?: (step: 1 | -1) => void;
  onHelp?: () => void;
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** One session question on the same cards as the practice pages: tutor, timed or (after submission) review. */
export function ExamQuestion({ item, number, mode, answers, struck = noStrikes, dispatch, onNavigate, onHelp, footer, ref }: ExamQuestionProps) {
  const { question } = item;
  const common = {
    mode,
    label: String(number),
    anchor: mode === "review" ? `review-q${number}` : examAnchor(number),
    meta: [`From ${item.sectionTitle}, question ${item.pageLabel}`],
    before: item.caseStudy ? <CaseStudyDetails facts={item.caseStudy} number={number} /> : undefined,
    onNavigate,
    onHelp,
    footer,
    ref,
  };
  if (question.type === "multiple-choice") {
    return (
      <MultipleChoiceCard
        {...common}
        question={question}
        order={item.order}
        state={answerFor(answers, question.id)}
        struck={struckFor(struck, question.id)}
        onAction={(action) => {
          if (action.type === "strike") dispatch?.({ type: "strike", questionId: question.id, option: action.option });
          else if (action.type === "select") dispatch?.({ type: "choose", key: question.id, option: action.option });
          else if (action.type === "clear") dispatch?.({ type: "clear", keys: [question.id] });
          else if (action.type === "toggleExplanation") dispatch?.({ type: "toggleExplanation", key: question.id });
        }}
      />
    );
  }
  return (
    <TrueFalseCard
      {...common}
      question={question}
      answers={answers}
      onAction={(action) => {
        if (action.type === "select") dispatch?.({ type: "choose", key: statementKey(question.id, action.statement), option: action.option });
        else if (action.type === "clear") dispatch?.({ type: "clear", keys: answerKeys(question) });
      }}
    />
  );
}
