import { partLetter, stripPartPrefix } from "~/quiz/labels";
import type { TextBasedQuestion } from "~/quiz/types";
import { QuestionFrame } from "./QuestionFrame";
import { SourceList } from "./SourceList";

interface WrittenQuestionCardProps {
  question: TextBasedQuestion;
  questionNumber: string;
  anchor: string;
}

/** A written-response question: parts a, b, each with its marks and bulleted model answer. */
export function WrittenQuestionCard({ question, questionNumber, anchor }: WrittenQuestionCardProps) {
  const totalMarks = question.parts.reduce((sum, part) => sum + part.marks, 0);
  return (
    <QuestionFrame anchor={anchor} questionNumber={questionNumber} topic={question.topic} question={question.question} meta={`Written response, ${totalMarks} marks`}>
      <ol className="space-y-4">
        {question.parts.map((part, i) => (
          <li key={i} className="rounded-lg border border-line p-4">
            <p className="mb-2 font-medium">
              <span className="font-bold">{partLetter(i)}) </span>
              {stripPartPrefix(part.subQuestion)} <span className="text-sm font-normal text-ink-soft">({part.marks} marks)</span>
            </p>
            <h3 className="mb-1 text-sm font-semibold text-ink-soft">Model answer</h3>
            <ul className="list-disc space-y-1 pl-5 leading-relaxed">
              {part.explanation.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <SourceList sources={question.sources} />
    </QuestionFrame>
  );
}
