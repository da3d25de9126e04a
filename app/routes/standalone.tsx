import { PageHeader } from "~/components/PageHeader";
import { QuestionList } from "~/components/QuestionList";
import { Card } from "~/components/ui/card";
import { standaloneSection } from "~/content/standalone";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta("Standalone Scenarios", "Standalone scenario questions for the Financial Adviser Exam: short client situations with multiple-choice answers and explanations.");
}

export default function StandalonePage() {
  return (
    <>
      <PageHeader title="Standalone Scenarios" />
      <Card className="mb-8" aria-label="About this section">
        <p className="leading-relaxed">
          Each question brings its own short client scenario. Read it, choose one answer, and the explanation shows why it is
          right and why the other options are not.
        </p>
      </Card>
      <QuestionList section={standaloneSection} />
    </>
  );
}
