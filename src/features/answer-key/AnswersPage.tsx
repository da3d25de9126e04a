import { ArrowRight, Printer } from "lucide-react";
import { PageHeader } from "~/site/PageHeader";
import { ButtonLink } from "~/ui/button";
import { textLinkClass } from "~/ui/text-link";
import { plural } from "~/questions/plural";
import type { AnswerKeyGroup } from "~/questions/answer-key";

/** A section of the answer key as /answers lists it: its title, its page, and how many answers. */
export type AnswerKeySummary = Pick<AnswerKeyGroup, "id" | "title" | "page"> & { count: number };

export const summarise = (groups: readonly AnswerKeyGroup[]): AnswerKeySummary[] =>
  groups.map(({ id, title, page, entries }) => ({ id, title, page, count: entries.length }));

interface AnswersPageProps {
  core: readonly AnswerKeySummary[];
  caseStudies: readonly AnswerKeySummary[];
  topics: readonly AnswerKeySummary[];
}

/**
 * The answer key's index: every section with its count, each a link to its own page
 * (/answers/margaret), where every answer is anchored by its question's id. The answers live on
 * those pages, and all together in the print view (/answers/print), so this page stays about the
 * same size however many questions the bank holds.
 */
export function AnswersPage({ core, caseStudies, topics }: AnswersPageProps) {
  const total = [...core, ...caseStudies, ...topics].reduce((sum, group) => sum + group.count, 0);
  return (
    <>
      <PageHeader title="Answers">
        <p>
          The correct answer, explanation and source of all {plural(total, "question")}, a page for each section. To practise instead, see{" "}
          <a href="/practice" className={textLinkClass}>
            all practice
          </a>
          .
        </p>
      </PageHeader>
      <p className="mb-10 print:hidden">
        <ButtonLink href="/answers/print" variant="outline">
          <Printer aria-hidden="true" className="size-4" />
          Print every answer
        </ButtonLink>
      </p>
      <SectionList id="answers-core" title="The core practice set" groups={core} />
      {caseStudies.length > 0 && <SectionList id="answers-case-studies" title="Case studies" groups={caseStudies} />}
      {topics.length > 0 && <SectionList id="answers-topics" title="Questions by topic" groups={topics} />}
    </>
  );
}

function SectionList({ id, title, groups }: { id: string; title: string; groups: readonly AnswerKeySummary[] }) {
  return (
    <section className="mb-10" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={group.page}
              className="flex h-full min-h-12 items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 shadow-card transition-colors hover:border-brand focus-ring"
            >
              <span>
                <span className="block font-bold">{group.title}</span>
                <span className="block text-sm text-ink-soft">{plural(group.count, "answer")}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
