import { Printer } from "lucide-react";
import { AllAnswersLink } from "./AllAnswersLink";
import { AnswerKeyEntries } from "./AnswerKey";
import { PageHeader } from "~/site/PageHeader";
import { buttonClass } from "~/ui/button";
import { plural } from "~/questions/plural";
import type { AnswerKeyGroup } from "~/questions/answer-key";

/**
 * Every answer on one page, to print (/answers/print, from "Print every answer" on /answers): each
 * section's questions, answers and explanations in order, each anchored by its question's id; the
 * sources stay on the section pages. Its Print button is a <print-button> (src/site/print-button.ts),
 * shown only where script runs; the browser's own Print prints the same.
 */
export function AnswerKeyPrint({ groups }: { groups: readonly AnswerKeyGroup[] }) {
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <>
      <AllAnswersLink />
      <PageHeader title="Every answer">
        <p>
          All {plural(total, "question")}, each with its correct answer and explanation, by section: this page is for printing. Each section&apos;s own page
          also lists every answer&apos;s sources.
        </p>
      </PageHeader>
      <print-button hidden class="mb-8 block print:hidden">
        <button type="button" className={buttonClass({ variant: "primary" })}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </button>
      </print-button>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`section-${group.id}`} className="mb-10">
          <h2 id={`section-${group.id}`} className="mb-4 border-b border-line pb-2 text-2xl font-bold">
            {group.title}
          </h2>
          <AnswerKeyEntries entries={group.entries} sources={false} heading="h3" />
        </section>
      ))}
    </>
  );
}
