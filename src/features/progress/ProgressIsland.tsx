import { useEffect, useMemo, useState, type ComponentType } from "react";
import type { KnowledgeArea, Topic } from "~/quiz/types";
import type { AreaList, OutlineEntry } from "~/progress/stats";
import { ErrorBoundary } from "~/ui/ErrorBoundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import type { DashboardProps } from "./Dashboard";
import { useRecordState } from "./entry";
import { MAY_BE_CLEARED, RecordSwitch } from "./RecordSwitch";
import { cardClass, cardTitleClass } from "./styles";

/** Each multiple-choice question of the bank: its id, and its topic and area as indexes into the lists beside it. */
export type OutlineRow = readonly [id: string, topic: number, area: number];

export interface ProgressIslandProps {
  areas: AreaList;
  topics: readonly Topic[];
  questions: readonly OutlineRow[];
  /** The clock (tests set it). */
  now?: () => number;
}

/**
 * The /progress island: the switch, then, once there is a record, the dashboard, whose code (the
 * record's storage, scheduler and charts) loads only then. The bank's outline comes with the page.
 */
export function ProgressIsland(props: ProgressIslandProps) {
  useMarkHydrated();
  return (
    <ErrorBoundary>
      <ProgressPage {...props} />
    </ErrorBoundary>
  );
}

function ProgressPage({ areas, topics, questions, now = Date.now }: ProgressIslandProps) {
  const { preference } = useRecordState();
  const [Dashboard, setDashboard] = useState<ComponentType<DashboardProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [persisted, setPersisted] = useState<boolean | null>(null);
  const wanted = preference !== "off";
  const outline = useMemo(
    (): OutlineEntry[] => questions.map(([id, topic, area]) => ({ id, topic: topics[topic]!, knowledgeArea: areas[area]!.id as KnowledgeArea })),
    [questions, topics, areas],
  );

  useEffect(() => {
    if (!wanted || Dashboard) return;
    let live = true;
    import("./Dashboard").then(
      (module) => live && setDashboard(() => module.Dashboard),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, Dashboard]);

  useEffect(() => {
    if (preference !== "on") return;
    let live = true;
    navigator.storage?.persisted?.().then(
      (value) => live && setPersisted(value),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [preference]);

  return (
    <div className="space-y-8">
      <section aria-labelledby="record-heading" className={`${cardClass} space-y-3`}>
        <h2 id="record-heading" className={cardTitleClass}>
          Your record
        </h2>
        <RecordSwitch />
        {preference === "off" && <p className="text-ink-soft">It is off: nothing is kept, and answers reset when you reload their page.</p>}
        {preference === "on" && persisted === false && <p className="text-sm text-ink-soft">{MAY_BE_CLEARED}</p>}
      </section>
      {wanted &&
        (Dashboard ? (
          <Dashboard preference={preference} outline={outline} areas={areas} topics={topics} now={now} />
        ) : (
          <p role="status">{loadFailed ? "This page could not load its code. Check your connection, then reload the page." : "Loading your record…"}</p>
        ))}
    </div>
  );
}
