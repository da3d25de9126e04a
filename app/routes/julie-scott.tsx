import { PageHeader } from "~/components/PageHeader";
import { QuestionList } from "~/components/QuestionList";
import { AssetsTable, ProfileTable } from "~/components/ScenarioTables";
import { julieScottAssets, julieScottProfile, julieScottSection } from "~/content/julie-scott";
import { Prerendered } from "~/lib/hydrate-in-turn";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta("Julie & Scott", "Case study: Julie, 48, and Scott, 45, with their home loan, offset account, shares and three super funds. Practice question PQ13 on consolidating super.");
}

export default function JulieScottPage() {
  return (
    <>
      <PageHeader title="Client scenario: Julie & Scott">
        <p>Julie is a 48-year-old consultant and Scott a 45-year-old sole trader. Study their details, then answer PQ13.</p>
      </PageHeader>
      <Prerendered className="mb-8 grid gap-6">
        <ProfileTable rows={julieScottProfile} />
        <AssetsTable rows={julieScottAssets} />
      </Prerendered>
      <QuestionList section={julieScottSection} />
    </>
  );
}
