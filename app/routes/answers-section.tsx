import { ChevronLeft } from "lucide-react";
import { Link } from "react-router";
import { AnswerKeyEntries } from "~/components/AnswerKey";
import { PageHeader } from "~/components/PageHeader";
import { textLinkClass } from "~/components/ui/text-link";
import { sections } from "~/content";
import { cn } from "~/lib/cn";
import { Prerendered } from "~/lib/hydrate-in-turn";
import { plural } from "~/lib/plural";
import { pageMeta } from "~/lib/site";
import { answerKeyGroups } from "~/quiz/answer-key";
import NotFound, { meta as notFoundMeta } from "./not-found";
import type { Route } from "./+types/answers-section";

/**
 * One section's answer key on a page of its own, e.g. /answers/margaret: printable, linkable,
 * readable without JavaScript, and where /answers gets a section's answers when it is opened.
 * Like /answers, it is generated when the page is prerendered, and the browser build leaves the
 * bank out (the page never renders again in the browser).
 */
const groups = !__BROWSER_BUILD__ ? answerKeyGroups(sections) : [];
const groupAt = (slug: string | undefined) => groups.find((group) => group.page === `/answers/${slug}`);

export function meta({ params }: Route.MetaArgs) {
  // Titles are prerendered; the browser build never asks. Returning early there lets the build
  // leave out everything below, and with it the modules only it imports.
  if (__BROWSER_BUILD__) return [];
  const group = groupAt(params.section);
  if (!group) return notFoundMeta();
  return pageMeta(`Answers: ${group.title}`, `The AdviserReady answer key for ${group.title}: each question's correct answer, explanation and source.`);
}

export default function AnswerSectionPage({ params }: Route.ComponentProps) {
  // In the browser the page keeps its prerendered HTML: nothing on it changes. So its module
  // imports neither the answer key's components nor the not-found page (two requests fewer).
  if (__BROWSER_BUILD__) return <Prerendered />;
  const group = groupAt(params.section);
  // Only the dev server can reach an unknown section: the production build has no such page.
  if (!group) return <NotFound />;
  return (
    <Prerendered>
      <p className="mb-4">
        <Link to="/answers" className={cn("inline-flex items-center gap-1", textLinkClass)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          All answers
        </Link>
      </p>
      <PageHeader title={`Answers: ${group.title}`}>
        <p>
          The correct answer, explanation and source for each of the {plural(group.entries.length, "question")} on the{" "}
          <Link to={group.path} className={textLinkClass}>
            {group.title}
          </Link>{" "}
          page.
        </p>
      </PageHeader>
      <AnswerKeyEntries entries={group.entries} />
    </Prerendered>
  );
}
