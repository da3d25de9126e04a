import { PageHeader } from "~/components/PageHeader";
import { QuestionList } from "~/components/QuestionList";
import { Card } from "~/components/ui/card";
import { generalSection } from "~/content/general";
import { pageMeta } from "~/lib/site";

export function meta() {
  return pageMeta("General Questions", "General knowledge questions for the Financial Adviser Exam: the Code of Ethics, the Corporations Act, super, tax, insurance and behavioural finance.");
}

export default function GeneralPage() {
  return (
    <>
      <PageHeader title="General Questions" />
      <Card className="mb-8" aria-label="About this section">
        <p className="leading-relaxed">
          Knowledge questions without a client scenario, across the exam&apos;s areas. Choose one answer to see whether you are
          right and why.
        </p>
      </Card>
      <QuestionList section={generalSection} />
    </>
  );
}
