import { ArrowRight, BookOpenCheck, ClipboardList, FileText, Scale, Target, Timer, Users } from "lucide-react";
import { PRODUCT_NAME, TAGLINE } from "~/site/site";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { LinkCard } from "~/ui/link-card";
import type { HomeCard, PracticeLink } from "./home-copy";

const featureIcons = [Users, Target, ClipboardList];
const structureIcons = [FileText, Scale, BookOpenCheck];

interface HomePageProps {
  featureCards: readonly HomeCard[];
  examStructureCards: readonly HomeCard[];
  /** The original practice pages first (the first is where "Start Practicing" goes), then the tools. */
  practiceSectionLinks: readonly PracticeLink[];
}

/** The home page: rendered to HTML at build time, with no script of its own. */
export function HomePage({ featureCards, examStructureCards, practiceSectionLinks }: HomePageProps) {
  return (
    <>
      <section className="py-10 text-center sm:py-16" aria-labelledby="hero-title">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-6xl">
          {PRODUCT_NAME}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-lg leading-relaxed text-ink-soft sm:text-xl">{TAGLINE}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={practiceSectionLinks[0]?.to ?? "/practice"} size="lg">
            Start Practicing
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
          <ButtonLink href="/exam" size="lg" variant="outline">
            <Timer aria-hidden="true" className="size-5" />
            Take a mock exam
          </ButtonLink>
          <ButtonLink href="/answers" size="lg" variant="outline">
            View Answers
          </ButtonLink>
        </div>
      </section>

      <section aria-label="Features" className="grid gap-4 md:grid-cols-3">
        {featureCards.map((card, i) => {
          const Icon = featureIcons[i] ?? Target;
          return (
            <Card key={card.title}>
              <Icon aria-hidden="true" className="mb-3 size-8 text-brand" />
              <h2 className="mb-2 text-lg font-bold">{card.title}</h2>
              <p className="leading-relaxed text-ink-soft">{card.body}</p>
            </Card>
          );
        })}
      </section>

      <section aria-labelledby="exam-structure" className="mt-16">
        <h2 id="exam-structure" className="mb-6 text-2xl font-bold sm:text-3xl">
          Exam Structure &amp; Content
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {examStructureCards.map((card, i) => {
            const Icon = structureIcons[i] ?? FileText;
            return (
              <Card key={card.title}>
                <h3 className="mb-2 flex items-center gap-2 text-lg font-bold">
                  <Icon aria-hidden="true" className="size-5 text-brand" />
                  {card.title}
                </h3>
                <p className="leading-relaxed text-ink-soft">{card.body}</p>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="practice-sections" className="mt-16">
        <h2 id="practice-sections" className="mb-6 text-2xl font-bold sm:text-3xl">
          Practice Sections
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {practiceSectionLinks.map((link) => (
            <li key={link.to}>
              <LinkCard href={link.to} title={link.title}>
                {link.body}
              </LinkCard>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
