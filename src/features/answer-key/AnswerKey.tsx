import type { AnswerKeyEntry } from "~/questions/answer-key";
import { SourceList } from "~/features/question";

interface AnswerKeyEntriesProps {
  entries: readonly AnswerKeyEntry[];
  /** Each answer's sources: a section's page lists them; the print view of every answer leaves them to those pages. */
  sources?: boolean;
  /** The entries' headings: h2 on a section's page, h3 under each section's h2 in the print view. */
  heading?: "h2" | "h3";
}

/**
 * A section's answers: question, correct answer and explanation, in question order, each entry
 * anchored by its question's id (/answers/margaret#margaret-pq5), as on the practice pages.
 */
export function AnswerKeyEntries({ entries, sources = true, heading: Heading = "h2" }: AnswerKeyEntriesProps) {
  return (
    <ol className="space-y-6">
      {entries.map((entry) => (
        <li key={entry.id} id={entry.id} className="answer-entry break-inside-avoid">
          <Heading className="mb-2 flex items-start gap-2 font-bold">
            <a href={entry.href} className="inline-flex shrink-0 items-center rounded-full bg-brand px-2.5 py-0.5 text-sm text-on-brand focus-ring">
              <span className="sr-only">Question</span> {entry.number}
            </a>
            <span className="whitespace-pre-line">{entry.question}</span>
          </Heading>
          <dl className="space-y-3">
            {entry.items.map((item) => (
              <div key={item.label} className="rounded-lg bg-muted p-3">
                <dt className="text-sm font-bold text-ink-soft">{item.label}</dt>
                <dd className="mt-1">
                  {typeof item.answer === "string" ? (
                    <p className="font-bold text-correct">{item.answer}</p>
                  ) : (
                    <ul className="list-disc space-y-1 pl-5">
                      {item.answer.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  )}
                  {item.explanation?.map((paragraph) => (
                    <p key={paragraph} className="mt-1 leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          {sources && <SourceList sources={entry.sources} />}
        </li>
      ))}
    </ol>
  );
}
