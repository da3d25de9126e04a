import { BookUser } from "lucide-react";
import { caseStudies } from "~/content";
import { julieScottAssets, julieScottProfile } from "~/content/julie-scott";
import { margaret, margaretConsiderations, margaretProfile } from "~/content/margaret";
import type { SectionId } from "~/exam/pool";
import { CaseStudyFacts } from "../CaseStudyFacts";
import { ClientProfileCard } from "../ClientProfileCard";
import { AssetsTable, ProfileTable } from "../ScenarioTables";

/**
 * A case-study question out of its page still needs the client's facts: they sit in a closed
 * <details> above the question, the same profile and tables the practice page shows.
 */
export function CaseStudy({ sectionId }: { sectionId: SectionId }) {
  const caseStudy = caseStudies.find((c) => c.id === sectionId);
  if (sectionId !== "margaret" && sectionId !== "julie-scott" && !caseStudy) return null;
  const name = sectionId === "margaret" ? margaret.name : sectionId === "julie-scott" ? "Julie & Scott" : (caseStudy?.title ?? "");
  return (
    <details className="mb-4 rounded-lg border border-line bg-muted">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg p-3 font-bold focus-ring">
        <BookUser aria-hidden="true" className="size-4 text-brand" />
        Case study: {name}
      </summary>
      <div className="p-3 pt-0">
        {sectionId === "margaret" ? (
          <ClientProfileCard name={margaret.name} facts={margaretProfile} considerations={margaretConsiderations} />
        ) : sectionId === "julie-scott" ? (
          <div className="grid gap-4">
            <ProfileTable rows={julieScottProfile} />
            <AssetsTable rows={julieScottAssets} />
          </div>
        ) : caseStudy ? (
          <CaseStudyFacts caseStudy={caseStudy} idPrefix={`exam-${caseStudy.id}`} />
        ) : null}
      </div>
    </details>
  );
}
