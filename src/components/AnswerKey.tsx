import { ChevronDown, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { AnswerKeyGroup } from "~/quiz/answer-key";
import { SourceList } from "./SourceList";

export interface AnswerKeyGroupStyle {
  icon: LucideIcon;
  /** Tailwind classes for the header's icon tile. */
  colour: string;
}

/**
 * One answer-key section as a native <details>: opens and closes on its own, several may be
 * open at once, and it works without JavaScript.
 */
export function AnswerKeySection({ group, style }: { group: AnswerKeyGroup; style: AnswerKeyGroupStyle }) {
  const Icon = style.icon;
  const count = group.entries.length;
  return (
    <details className="group rounded-xl border border-line bg-surface shadow-sm" data-answer-group={group.id}>
      <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl p-5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <span className={cn("inline-flex size-10 items-center justify-center rounded-lg", style.colour)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block text-lg font-bold">{group.title}</span>
          <span className="block text-sm text-ink-soft">
            {count} {count === 1 ? "question" : "questions"}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ol className="space-y-6 border-t border-line p-5">
        {group.entries.map((entry) => (
          <li key={entry.id} className="answer-entry break-inside-avoid">
            <h3 className="mb-2 flex items-start gap-2 font-semibold">
              <Link
                to={entry.href}
                className="inline-flex shrink-0 items-center rounded-full bg-brand px-2.5 py-0.5 text-sm text-on-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <span className="sr-only">Question</span>{" "}
                {entry.number}
              </Link>
              <span className="whitespace-pre-line">{entry.question}</span>
            </h3>
            <dl className="space-y-3">
              {entry.items.map((item) => (
                <div key={item.label} className="rounded-lg bg-muted p-3">
                  <dt className="text-sm font-semibold text-ink-soft">{item.label}</dt>
                  <dd className="mt-1">
                    {typeof item.answer === "string" ? (
                      <p className="font-semibold text-correct">{item.answer}</p>
                    ) : (
                      <ul className="list-disc space-y-1 pl-5">
                        {item.answer.map((point) => (
                          <li key={point}>{point}</li>
                        ))}
                      </ul>
                    )}
                    {item.explanation && <p className="mt-1 leading-relaxed">{item.explanation}</p>}
                  </dd>
                </div>
              ))}
            </dl>
            <SourceList sources={entry.sources} />
          </li>
        ))}
      </ol>
    </details>
  );
}
