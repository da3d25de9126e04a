import { ChevronDown, type LucideIcon } from "lucide-react";
import { cn } from "~/ui/cn";
import { plural } from "~/questions/plural";
import type { AnswerKeyEntry, AnswerKeyGroup } from "~/questions/answer-key";
import { SourceList } from "~/features/question";
import { textLinkClass } from "~/ui/text-link";

export interface AnswerKeyGroupStyle {
  icon: LucideIcon;
  /** Tailwind classes for the header's icon tile. */
  colour: string;
}

/**
 * A section's answers: question, correct answer and explanation, in question order, each entry
 * anchored by its question's id (/answers/margaret#margaret-pq5), as on the practice pages. `sources`
 * lists each answer's sources too (a section's own page does; /answers, which holds the whole
 * bank, leaves them to the section pages to stay light: its HTML is most of its load time).
 */
export function AnswerKeyEntries({ entries, sources = true }: { entries: readonly AnswerKeyEntry[]; sources?: boolean }) {
  return (
    <ol className="space-y-6">
      {entries.map((entry) => (
        <li key={entry.id} id={entry.id} className="answer-entry break-inside-avoid">
          <h2 className="mb-2 flex items-start gap-2 font-bold">
            <a href={entry.href} className="inline-flex shrink-0 items-center rounded-full bg-brand px-2.5 py-0.5 text-sm text-on-brand focus-ring">
              <span className="sr-only">Question</span> {entry.number}
            </a>
            <span className="whitespace-pre-line">{entry.question}</span>
          </h2>
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

/**
 * One answer-key section as a native <details>: opens and closes on its own, several may be
 * open at once. Its answers are in the page's HTML, so the section opens without script, a
 * search finds them, and printing the page prints every answer (src/scripts/site.ts opens the
 * closed sections for the print).
 */
export function AnswerKeySection({ group, style }: { group: AnswerKeyGroup; style: AnswerKeyGroupStyle }) {
  const Icon = style.icon;
  return (
    <details className="group rounded-xl border border-line bg-surface shadow-card print:border-0 print:shadow-none">
      <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl p-5 focus-ring [&::-webkit-details-marker]:hidden">
        <span className={cn("inline-flex size-10 items-center justify-center rounded-lg print:hidden", style.colour)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="flex-1">
          <span className="block text-lg font-bold">{group.title}</span>
          <span className="block text-sm text-ink-soft">{plural(group.entries.length, "question")}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-4 border-t border-line p-5">
        <p className="text-sm text-ink-soft print:hidden">
          Practise these on the{" "}
          <a href={group.path} className={textLinkClass}>
            {group.title}
          </a>{" "}
          page, or open{" "}
          <a href={group.page} className={textLinkClass}>
            this section on its own page
          </a>
          , with every answer&apos;s sources, to print or share it.
        </p>
        <AnswerKeyEntries entries={group.entries} sources={false} />
      </div>
    </details>
  );
}
