import { BookUser } from "lucide-react";
import { julieScottAssets, julieScottProfile } from "~/content/julie-scott";
import { margaret, margaretConsiderations, margaretProfile } from "~/content/margaret";
import type { SectionId } from "~/exam/pool";
import { ClientProfileCard } from "../ClientProfileCard";
import { AssetsTable, ProfileTable } from "../ScenarioTables";

/**
 * A case-study question out of its page still needs the client's facts: they sit in a closed
 * <details> above the options, the same profile and tables the practice page shows.
 */
export function CaseStudy({ sectionId }: { sectionId: SectionId }) {
  if (sectionId !== "margaret" && sectionId !== "julie-scott") return null;
  const name = sectionId === "margaret" ? margaret.name : "Julie & Scott";
  return (
    <details className="mb-4 rounded-lg border border-line bg-muted">
      <summary className="flex cursor-pointer items-center gap-2 rounded-lg p-3 font-bold focus-ring">
        <BookUser aria-hidden="true" className="size-4 text-brand" />
        Case study: {name}
      </summary>
      <div className="p-3 pt-0">
        {sectionId === "margaret" ? (
          <ClientProfileCard name={margaret.name} facts={margaretProfile} considerations={margaretConsiderations} />
        ) : (
          <div className="grid gap-4">
            <ProfileTable rows={julieScottProfile} />
            <AssetsTable rows={julieScottAssets} />
          </div>
        )}
      </div>
    </details>
  );
}
