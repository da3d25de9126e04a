import { AllAnswersLink } from "./AllAnswersLink";
import { AnswerKeyEntries } from "./AnswerKey";
import { PageHeader } from "~/site/PageHeader";
import { textLinkClass } from "~/ui/text-link";
import { plural } from "~/questions/plural";
import type { AnswerKeyGroup } from "~/questions/answer-key";

/** One section's answer key on a page of its own, e.g. /answers/margaret: printable and linkable. */
export function AnswerSectionPage({ group }: { group: AnswerKeyGroup }) {
  return (
    <>
      <AllAnswersLink />
      <PageHeader title={`Answers: ${group.title}`}>
        <p>
          The correct answer, explanation and source for each of the {plural(group.entries.length, "question")} on the{" "}
          <a href={group.path} className={textLinkClass}>
            {group.title}
          </a>{" "}
          page.
        </p>
      </PageHeader>
      <AnswerKeyEntries entries={group.entries} />
    </>
  );
}
