import { BookOpen, FileText, UserRound, Users } from "lucide-react";
import { AnswerKeySection, useAnswerSectionLoader, type AnswerKeyGroupStyle } from "~/components/AnswerKey";
import { PageHeader } from "~/components/PageHeader";
import { usePrintOpensDetails } from "~/hooks/usePrintOpensDetails";
import { sections } from "~/content";
import { Prerendered } from "~/lib/hydrate-in-turn";
import { pageMeta } from "~/lib/site";
import { answerKeyGroups } from "~/quiz/answer-key";
import type { PracticeSection } from "~/quiz/types";

export function meta() {
  return pageMeta("Answers", "The AdviserReady answer key: every question's correct answer, explanation and source, by section.");
}

const groupStyles: Record<PracticeSection["id"], AnswerKeyGroupStyle> = {
  margaret: { icon: UserRound, colour: "bg-brand-soft text-brand" },
  "julie-scott": { icon: Users, colour: "bg-correct-soft text-correct" },
  standalone: { icon: FileText, colour: "bg-note-soft text-note" },
  general: { icon: BookOpen, colour: "bg-incorrect-soft text-incorrect" },
};

/**
 * Generated once from the same data as the practice pages, when the page is prerendered. The
 * browser never renders the answer key again (native <details> need no script), so the client
 * build leaves the whole question bank out: this page's JavaScript stays the same size however
 * many questions the bank has. Its HTML stays small too: a section's answers come from the
 * section's own page (app/routes/answers-section.tsx) when it is opened.
 */
const groups = !__BROWSER_BUILD__ ? answerKeyGroups(sections) : [];

export default function AnswersPage() {
  usePrintOpensDetails();
  useAnswerSectionLoader();
  return (
    <>
      <PageHeader title="Answers">
        <p>
          Open a section to see each question&apos;s correct answer, the explanation and its source. Several sections can be open
          at once, and each has a page of its own for printing or sharing.
        </p>
      </PageHeader>
      <Prerendered className="space-y-4">
        {groups.map((group) => (
          <AnswerKeySection key={group.page} group={group} style={groupStyles[group.id]} />
        ))}
      </Prerendered>
    </>
  );
}
