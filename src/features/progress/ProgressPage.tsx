import { useEffect, useMemo, useState } from "react";
import { deleteRecordStore } from "~/progress/db";
import { PRACTISE_KINDS } from "~/progress/practise";
import type { StudyRecord } from "~/progress/record";
import { dueBy } from "~/progress/schedule";
import { accuracyOverTime, byArea, byTopic, overall, practiseLists, type OutlineEntry } from "~/progress/stats";
import { plural } from "~/quiz/plural";
import { Card, CardTitle } from "~/ui/card";
import { AccuracyChart } from "./AccuracyChart";
import { BandNote } from "./BandNote";
import { forgetPreference, useRecordState } from "./entry";
import { ExamDateForm } from "./ExamDateForm";
import { ExamHistory } from "./ExamHistory";
import { PractiseSessions } from "./PractiseSessions";
import { RecordFileActions } from "./RecordFileActions";
import { MAY_BE_CLEARED, RecordSwitch, UNAVAILABLE } from "./RecordSwitch";
import { StandingTable } from "./StandingTable";
import { useStudyRecord, type LoadedRecord } from "./useStudyRecord";

interface ProgressPageProps {
  /** The bank's multiple-choice questions (the site's /data/pool.json; tests pass their own). */
  loadOutline: () => Promise<readonly OutlineEntry[]>;
  now?: () => number;
}

const isEmpty = (record: StudyRecord) => record.attempts.length + record.flags.length + record.exams.length === 0 && !record.examDate?.date;

/** /progress: the switch, then (once there is a record) what it shows, the sessions it starts, and its file. */
export function ProgressPage({ loadOutline, now = Date.now }: ProgressPageProps) {
  const { preference } = useRecordState();
  const loaded = useStudyRecord(preference !== "off", preference === "on", loadOutline);
  const [persisted, setPersisted] = useState<boolean | null>(null);

  useEffect(() => {
    if (preference !== "on") return;
    let live = true;
    void navigator.storage?.persisted?.().then((value) => live && setPersisted(value), () => {});
    return () => {
      live = false;
    };
  }, [preference]);

  // Turned off, and nothing left in it: remove the database too, so nothing at all is stored.
  const emptyAndOff = preference === "paused" && loaded.status === "ready" && isEmpty(loaded.record);
  useEffect(() => {
    if (!emptyAndOff || loaded.status !== "ready") return;
    loaded.store.close();
    void deleteRecordStore().then(forgetPreference, () => {});
  }, [emptyAndOff, loaded]);

  return (
    <div className="space-y-8">
      <Card aria-labelledby="record-heading" className="space-y-3">
        <CardTitle id="record-heading">Your record</CardTitle>
        <RecordSwitch />
        {preference === "off" && (
          <p className="text-ink-soft">
            It is off: answers stay on their page and reset when you reload it, and nothing is stored. Turn it on to keep your answers, flags and mock exam
            results in this browser, see them here and practise your mistakes.
          </p>
        )}
        {preference === "paused" && (
          <p className="text-ink-soft">
            It is off, so nothing new is kept. What was kept is still in this browser, below: export it to keep a copy, or clear it.
          </p>
        )}
        {preference === "on" && persisted === false && <p className="text-sm text-ink-soft">{MAY_BE_CLEARED}</p>}
      </Card>
      {preference !== "off" && !emptyAndOff && <Dashboard loaded={loaded} now={now} paused={preference === "paused"} />}
    </div>
  );
}

function Dashboard({ loaded, now, paused }: { loaded: LoadedRecord; now: () => number; paused: boolean }) {
  // When the record is on, the switch says why, once.
  if (loaded.status === "unavailable") return paused ? <p role="status">{UNAVAILABLE}</p> : null;
  if (loaded.status === "no-outline") return <p role="status">The question list could not be loaded. Check your connection, then reload the page.</p>;
  if (loaded.status !== "ready") return <p role="status">Loading your record…</p>;
  return <ReadyDashboard {...loaded} clock={now} paused={paused} />;
}

function ReadyDashboard({ record, outline, now, store, changed, clock, paused }: Extract<LoadedRecord, { status: "ready" }> & { clock: () => number; paused: boolean }) {
  const figures = useMemo(
    () => ({
      all: overall(outline, record.attempts),
      areas: byArea(outline, record.attempts),
      topics: byTopic(outline, record.attempts),
      accuracy: accuracyOverTime(record.attempts),
      lists: practiseLists(outline, record, now),
    }),
    [outline, record, now],
  );
  const counts = Object.fromEntries(PRACTISE_KINDS.map((kind) => [kind, figures.lists[kind].length])) as Record<(typeof PRACTISE_KINDS)[number], number>;
  const known = useMemo(() => new Set(outline.map((entry) => entry.id)), [outline]);
  const { all } = figures;

  return (
    <div className="space-y-8" data-testid="record-dashboard">
      <Card aria-labelledby="glance-heading">
        <CardTitle id="glance-heading" className="mb-3">
          At a glance
        </CardTitle>
        <dl className="grid gap-4 sm:grid-cols-4">
          <Figure term="Questions answered" value={`${all.answered} of ${all.questions}`} testId="answered" />
          <Figure term="Answers in all" value={String(record.attempts.length)} testId="answers" />
          <Figure term="Right at the last answer" value={all.percent === null ? "None yet" : `${all.percent}%`} testId="correct" />
          <Figure term="Mock exams finished" value={String(record.exams.length)} testId="exams" />
        </dl>
        <p className="mt-3 text-sm text-ink-soft">
          Multiple-choice questions only: true/false sets and written answers are not kept. {paused ? "" : "A question counts as right or wrong by your last answer to it."}
        </p>
      </Card>

      <Card aria-labelledby="practise-heading">
        <CardTitle id="practise-heading" className="mb-3">
          Practise from your record
        </CardTitle>
        <PractiseSessions counts={counts} />
      </Card>

      <Card aria-labelledby="date-heading">
        <CardTitle id="date-heading" className="mb-3">
          Your exam date
        </CardTitle>
        <ExamDateForm
          key={record.examDate?.date ?? ""}
          examDate={record.examDate}
          now={now}
          unseen={figures.lists.unseen.length}
          dueBy={(time) => dueBy(record.cards, time).filter((id) => known.has(id)).length}
          onSave={async (date) => {
            await store.setExamDate({ date, at: clock() });
            await changed();
          }}
        />
      </Card>

      <Card aria-label="By knowledge area">
        <StandingTable caption="By knowledge area, weakest first" nameHeader="Knowledge area" rows={figures.areas} />
      </Card>
      <Card aria-label="By topic">
        <StandingTable caption="By topic, weakest first" nameHeader="Topic" rows={figures.topics} />
      </Card>

      <Card aria-labelledby="accuracy-heading">
        <CardTitle id="accuracy-heading" className="mb-3">
          Accuracy over time
        </CardTitle>
        {record.attempts.length > 0 ? <AccuracyChart periods={figures.accuracy.periods} unit={figures.accuracy.unit} /> : <p className="text-ink-soft">No answers yet.</p>}
      </Card>

      <Card aria-labelledby="history-heading">
        <CardTitle id="history-heading" className="mb-3">
          Mock exam history
        </CardTitle>
        {record.exams.length > 0 ? (
          <ExamHistory exams={record.exams} />
        ) : (
          <div className="space-y-3">
            <p className="text-ink-soft">
              No mock exam finished yet. <a href="/exam" className="font-bold text-brand underline underline-offset-2 focus-ring">Take a mock exam</a>: each one you finish is shown here against the real exam&apos;s band.
            </p>
            <BandNote />
          </div>
        )}
      </Card>

      <Card aria-labelledby="file-heading">
        <CardTitle id="file-heading" className="mb-2">
          Your progress file
        </CardTitle>
        <p className="mb-3 text-ink-soft">
          Export progress downloads it as a file ({plural(record.attempts.length, "answer")} so far) to keep or take to another browser; Import progress
          merges such a file into this record, counting no answer twice; Clear progress removes it from this browser.
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
      </Card>
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
