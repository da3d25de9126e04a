import { plural } from "~/questions/plural";
import type { AreaCount } from "~/questions/catalogue";
import { KNOWLEDGE_AREAS, type KnowledgeArea } from "~/questions/types";
import { Card } from "~/ui/card";
import { LinkCard } from "~/ui/link-card";

export interface CaseStudyLink {
  title: string;
  summary: string;
  path: string;
  count: number;
}

interface PracticeIndexProps {
  total: number;
  coreLinks: readonly CaseStudyLink[];
  caseStudies: readonly CaseStudyLink[];
  areas: readonly AreaCount[];
}

const areaTitle = (area: KnowledgeArea) => KNOWLEDGE_AREAS.find((a) => a.id === area)?.title ?? area;

/** Every way into the bank: case studies, then the knowledge areas and their topics, with counts. */
export function PracticeIndex({ total, coreLinks, caseStudies, areas }: PracticeIndexProps) {
  return (
    <>
      <header className="mb-8 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">All practice</h1>
        <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">
          {plural(total, "question")} in all, across the exam&apos;s three knowledge areas. Work through a client case study, or practise one topic at a time;
          every question explains its answer and names its source.
        </p>
        <p className="max-w-3xl text-ink-soft">
          Preparing over weeks?{" "}
          <a href="/progress" className="font-bold text-brand underline underline-offset-2 focus-ring">
            Progress
          </a>{" "}
          keeps a record of your answers on this device, if you turn it on, and shows you what to practise next.
        </p>
      </header>
      <section aria-labelledby="case-studies" className="mb-12">
        <h2 id="case-studies" className="mb-4 text-2xl font-bold">
          Case studies
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[...coreLinks, ...caseStudies].map((link) => (
            <li key={link.path}>
              <LinkCard href={link.path} title={link.title} detail={plural(link.count, "question")}>
                {link.summary}
              </LinkCard>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="by-topic">
        <h2 id="by-topic" className="mb-4 text-2xl font-bold">
          Knowledge areas and topics
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          {areas.map((summary) => (
            <Card key={summary.area} aria-labelledby={`area-${summary.area}`}>
              <h3 id={`area-${summary.area}`} className="text-lg font-bold">
                {areaTitle(summary.area)}
              </h3>
              <p className="mb-3 text-sm text-ink-soft">{plural(summary.count, "question")}</p>
              <ul className="space-y-2">
                {summary.topics.map((topic) => (
                  <li key={topic.topic}>
                    {topic.path ? (
                      <a href={topic.path} className="font-bold text-brand underline underline-offset-2 focus-ring">
                        {topic.topic}
                      </a>
                    ) : (
                      <span className="font-bold">{topic.topic}</span>
                    )}{" "}
                    <span className="text-sm text-ink-soft">
                      ({plural(topic.onPage + topic.elsewhere, "question")}
                      {topic.elsewhere > 0 && topic.onPage > 0 ? `, ${topic.elsewhere} in case studies` : ""}
                      {topic.onPage === 0 ? ", in case studies" : ""})
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>
    </>
  );
}
