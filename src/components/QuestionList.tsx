import { usePageAnswers, type PageAnswersApi } from "~/hooks/usePageAnswers";
import { answerFor } from "~/quiz/answer-state";
import { questionAnchor, questionLabel } from "~/quiz/labels";
import type { PracticeSection, Question } from "~/quiz/types";
import { QuestionCard } from "./QuestionCard";
import { TrueFalseCard } from "./TrueFalseCard";
import { WrittenQuestionCard } from "./WrittenQuestionCard";

function QuestionItem({ question, number, anchor, page }: { question: Question; number: string; anchor: string; page: PageAnswersApi }) {
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
      return <WrittenQuestionCard question={question} questionNumber={number} anchor={anchor} />;
  }
}

/** A practice page's questions, with one remembered answer per question in page state. */
export function QuestionList({ section }: { section: PracticeSection }) {
  const page = usePageAnswers();
  return (
    <ol className="space-y-6" aria-label={`${section.title} questions`}>
      {section.questions.map((question, i) => (
        <li key={question.id}>
          <QuestionItem question={question} number={questionLabel(section, i)} anchor={questionAnchor(section, i)} page={page} />
        </li>
      ))}
    </ol>
  );
}
