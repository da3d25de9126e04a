import { BookOpen, FileText, Layers, Tag, UserRound, Users } from "lucide-react";
import { AnswerKeySection, type AnswerKeyGroupStyle } from "./AnswerKey";
import { PageHeader } from "~/site/PageHeader";
import { textLinkClass } from "~/ui/text-link";
import { plural } from "~/questions/plural";
import type { AnswerKeyGroup } from "~/questions/answer-key";

const coreStyles: Record<string, AnswerKeyGroupStyle> = {
  margaret: { icon: UserRound, colour: "bg-brand-soft text-brand" },
  "julie-scott": { icon: Users, colour: "bg-correct-soft text-correct" },
  standalone: { icon: FileText, colour: "bg-note-soft text-note" },
  general: { icon: BookOpen, colour: "bg-incorrect-soft text-incorrect" },
};
const caseStudyStyle: AnswerKeyGroupStyle = { icon: Layers, colour: "bg-brand-soft text-brand" };
const topicStyle: AnswerKeyGroupStyle = { icon: Tag, colour: "bg-muted text-ink" };

interface AnswersPageProps {
  core: readonly AnswerKeyGroup[];
  caseStudies: readonly AnswerKeyGroup[];
  topics: readonly AnswerKeyGroup[];
}

/** The whole answer key, generated at build time from the same data as the practice pages. */
export function AnswersPage({ core, caseStudies, topics }: AnswersPageProps) {
  const total = [...core, ...caseStudies, ...topics].reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <>
      <PageHeader title="Answers">
        <p>
          All {plural(total, "question")}: open a section to see each question&apos;s correct answer, the explanation and its source. Several sections can be
          open at once; printing this page prints every answer. To practise instead, see{" "}
          <a href="/practice" className={textLinkClass}>
            all practice
          </a>
          .
        </p>
      </PageHeader>
      <GroupList title="The core practice set" groups={core} style={(group) => coreStyles[group.id] ?? topicStyle} />
      {caseStudies.length > 0 && <GroupList title="Case studies" groups={caseStudies} style={() => caseStudyStyle} />}
      {topics.length > 0 && <GroupList title="Questions by topic" groups={topics} style={() => topicStyle} />}
    </>
  );
}

function GroupList({ title, groups, style }: { title: string; groups: readonly AnswerKeyGroup[]; style: (group: AnswerKeyGroup) => AnswerKeyGroupStyle }) {
  return (
    <section className="mb-10" aria-label={title}>
      <h2 className="mb-4 text-xl font-bold">{title}</h2>
      <div className="space-y-4">
        {groups.map((group) => (
          <AnswerKeySection key={group.id} group={group} style={style(group)} />
        ))}
      </div>
    </section>
  );
}
