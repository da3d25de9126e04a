import { useEffect, useState, type ComponentType } from "react";
import type { Topic } from "~/questions/types";
import type { AreaList } from "~/progress/stats";
import { ErrorBoundary } from "~/ui/error-boundary";
import { useMarkHydrated } from "~/ui/use-mark-hydrated";
import type { DashboardProps } from "./Dashboard";
import { useRecordPreference } from "./entry";

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
 * The /progress island, below the page's switch: once there is a record, the dashboard, whose code
 * (the record's storage, scheduler and charts) loads only then. Small, since practice pages carry
 * it too (this feature's index exports it beside their hooks).
 */
export function ProgressIsland(props: ProgressIslandProps) {
  useMarkHydrated();
  return (
    <ErrorBoundary>
      <ProgressPage {...props} />
    </ErrorBoundary>
  );
}

function ProgressPage(props: ProgressIslandProps) {
  const preference = useRecordPreference();
  const [Dashboard, setDashboard] = useState<ComponentType<DashboardProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = preference !== "off";

  useEffect(() => {
    if (!wanted || Dashboard) return;
    let live = true;
    import("./Dashboard").then(
      (module) => live && setDashboard(() => module.Dashboard),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, Dashboard]);

  if (!wanted) return null;
  if (Dashboard) return <Dashboard {...props} preference={preference} />;
  return <p role="status">{failed ? "This page could not load its code. Check your connection, then reload the page." : "Loading your record…"}</p>;
}
