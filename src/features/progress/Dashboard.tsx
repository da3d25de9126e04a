/**
 * What /progress shows once there is a record: loaded (dynamic import) by the island only then,
 * with everything it needs (IndexedDB, ts-fsrs, the statistics, the charts).
 */
import { useEffect, useMemo, type ReactNode } from "react";
import { deleteRecordStore } from "~/progress/db";
import { PRACTISE_KINDS, type PractiseKind } from "~/progress/practise";
import type { StudyRecord } from "~/progress/record";
import { dueBy } from "~/progress/schedule";
import { accuracyOverTime, byArea, byTopic, overall, practiseLists, type AreaList, type OutlineEntry } from "~/progress/stats";
import { AccuracyChart } from "./AccuracyChart";
import { BandNote } from "./BandNote";
import { forgetPreference, reportUnavailable } from "./entry";
import type { OutlineRow } from "./ProgressIsland";
import { ExamDateForm } from "./ExamDateForm";
import { ExamHistory } from "./ExamHistory";
import { PractiseSessions } from "./PractiseSessions";
import { RecordFileActions } from "./RecordFileActions";
import { StandingTable } from "./StandingTable";
import { cardClass, cardTitleClass, count, textLinkClass } from "./styles";
import { useStudyRecord, type LoadedRecord } from "./use-study-record";

const isEmpty = (record: StudyRecord) => record.attempts.length + record.flags.length + record.exams.length === 0 && !record.examDate?.date;

export interface DashboardProps {
  /** "on" keeps adding; "paused": off, with what was kept still shown. */
  preference: "on" | "paused";
  /** The bank's multiple-choice questions, with the areas and topics in their order. */
  questions: readonly OutlineRow[];
  areas: AreaList;
  topics: readonly string[];
  now?: () => number;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className={`${cardTitleClass} mb-3`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Dashboard({ preference, questions, areas, topics, now = Date.now }: DashboardProps) {
  const paused = preference === "paused";
  const loaded = useStudyRecord(!paused);
  const outline = useMemo(
    (): OutlineEntry[] => questions.map(([id, topic, area]) => ({ id, topic: topics[topic] as OutlineEntry["topic"], knowledgeArea: areas[area]!.id })),
    [questions, topics, areas],
  );
  // The record cannot be read: from here the page works as with it off, and the switch says so, once.
  const unavailable = loaded.status === "unavailable" ? loaded : null;
  useEffect(() => {
    if (unavailable) reportUnavailable(unavailable.newer ? null : paused ? "paused" : "off", unavailable.newer);
  }, [unavailable, paused]);
  // Turned off, and nothing left in it: remove the database too, so nothing at all is stored.
  const emptyAndOff = paused && loaded.status === "ready" && isEmpty(loaded.record);
  useEffect(() => {
    if (!emptyAndOff || loaded.status !== "ready") return;
    loaded.store.close();
    void deleteRecordStore().then(forgetPreference, () => {});
  }, [emptyAndOff, loaded]);

  if (emptyAndOff) return null;
  if (loaded.status === "unavailable") return null;
  if (loaded.status !== "ready") return <p role="status">Loading your record…</p>;
  return <ReadyDashboard {...loaded} outline={outline} areas={areas} topics={topics} clock={now} paused={paused} />;
}

type ReadyProps = Extract<LoadedRecord, { status: "ready" }> &
  Pick<DashboardProps, "areas" | "topics"> & { outline: readonly OutlineEntry[]; clock: () => number; paused: boolean };

function ReadyDashboard({ record, outline, areas, topics, now, store, changed, clock, paused }: ReadyProps) {
  const figures = useMemo(
    () => ({
      all: overall(outline, record.attempts),
      areas: byArea(outline, record.attempts, areas),
      topics: byTopic(outline, record.attempts, topics),
      accuracy: accuracyOverTime(record.attempts),
      lists: practiseLists(outline, record, now),
    }),
    [outline, areas, topics, record, now],
  );
  const counts = Object.fromEntries(PRACTISE_KINDS.map((kind) => [kind, figures.lists[kind].length])) as Record<PractiseKind, number>;
  const known = useMemo(() => new Set(outline.map((entry) => entry.id)), [outline]);
  const { all } = figures;

  return (
    <div className="space-y-8" data-testid="record-dashboard">
      {paused && (
        <p className="text-ink-soft">
          Keeping your progress is off, so nothing new is kept. What was kept is still in this browser, below: export it to keep a copy, or clear it.
        </p>
      )}
      <Section id="glance-heading" title="At a glance">
        <dl className="grid gap-4 sm:grid-cols-4">
          <Figure term="Questions answered" value={`${all.answered} of ${all.questions}`} testId="answered" />
          <Figure term="Answers in all" value={String(record.attempts.length)} testId="answers" />
          <Figure term="Right at the last answer" value={all.percent === null ? "None yet" : `${all.percent}%`} testId="correct" />
          <Figure term="Mock exams finished" value={String(record.exams.length)} testId="exams" />
        </dl>
        <p className="mt-3 text-sm text-ink-soft">
          Multiple-choice questions only: true/false sets and written answers are not kept. A question counts as right or wrong by your last answer to it.
        </p>
      </Section>

      <Section id="practise-heading" title="Practise from your record">
        <PractiseSessions counts={counts} />
      </Section>

      <Section id="date-heading" title="Your exam date">
        <ExamDateForm
          key={record.examDate?.date ?? ""}
          examDate={record.examDate}
          readOnly={paused}
          now={now}
          unseen={figures.lists.unseen.length}
          dueBy={(time) => dueBy(record.cards, time).filter((id) => known.has(id)).length}
          onSave={async (date) => {
            await store.setExamDate({ date, at: clock() });
            await changed();
          }}
        />
      </Section>

      <section aria-label="By knowledge area" className={cardClass}>
        <StandingTable caption="By knowledge area, weakest first" nameHeader="Knowledge area" rows={figures.areas} />
      </section>
      <section aria-label="By topic" className={cardClass}>
        <StandingTable caption="By topic, weakest first" nameHeader="Topic" rows={figures.topics} />
      </section>

      <Section id="accuracy-heading" title="Accuracy over time">
        {record.attempts.length > 0 ? (
          <AccuracyChart periods={figures.accuracy.periods} unit={figures.accuracy.unit} />
        ) : (
          <p className="text-ink-soft">No answers yet.</p>
        )}
      </Section>

      <Section id="history-heading" title="Mock exam history">
        {record.exams.length > 0 ? (
          <ExamHistory exams={record.exams} areas={areas} />
        ) : (
          <div className="space-y-3">
            <p className="text-ink-soft">
              No mock exam finished yet.{" "}
              <a href="/exam" className={textLinkClass}>
                Take a mock exam
              </a>
              : each one you finish is shown here against the real exam&apos;s band.
            </p>
            <BandNote />
          </div>
        )}
      </Section>

      <Section id="file-heading" title="Your progress file">
        <p className="mb-3 text-ink-soft">
          Export progress downloads it as a file ({count(record.attempts.length, "answer")} so far) to keep or take to another browser; Import progress merges
          such a file into this record, counting no answer twice; Clear progress removes it from this browser.
        </p>
        <RecordFileActions
          record={record}
          now={clock}
          onReplace={async (next) => {
            await store.replace(next);
            await changed();
          }}
          onClear={async () => {
            if (paused) {
              store.close();
              await deleteRecordStore();
              forgetPreference();
            } else {
              await store.clear();
              await changed();
            }
          }}
        />
      </Section>
    </div>
  );
}

function Figure({ term, value, testId }: { term: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-muted p-4">
      <dt className="text-sm font-bold text-ink-soft">{term}</dt>
      <dd className="text-2xl font-bold tabular-figures" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
