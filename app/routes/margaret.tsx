import { ClientProfileCard } from "~/components/ClientProfileCard";
import { PageHeader } from "~/components/PageHeader";
import { QuestionList } from "~/components/QuestionList";
import { margaret, margaretConsiderations, margaretProfile, margaretSection } from "~/content/margaret";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta("Margaret", "Case study: Margaret, 86, her daughter's enduring power of attorney, aged care and the Age Pension. Practice questions PQ1 to PQ12 with explanations.");
}

export default function MargaretPage() {
  return (
    <>
      <PageHeader title={`Client scenario: ${margaret.name}`}>
        <p>
          Read the client profile, then answer PQ1 to PQ12. Multiple-choice questions give instant feedback; written questions
          show a model answer; true/false sets earn 1 mark when every statement is right.
        </p>
      </PageHeader>
      <ClientProfileCard name={margaret.name} facts={margaretProfile} considerations={margaretConsiderations} />
      <QuestionList section={margaretSection} />
    </>
  );
}
