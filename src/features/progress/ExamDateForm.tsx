import { useId, useState, type FormEvent } from "react";
import type { ExamDate } from "~/progress/record";
import { localDay, studyPlan } from "~/progress/stats";
import { count as plural, outlineButtonClass } from "./styles";

const longDate = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", year: "numeric" });

function isoDay(time: number): string {
  const d = new Date(time);
  return [d.getFullYear(), String(d.getMonth() + 1).padStart(2, "0"), String(d.getDate()).padStart(2, "0")].join("-");
}

interface ExamDateFormProps {
  examDate: ExamDate | null;
  now: number;
  unseen: number;
  /** Reviews due by a time (the exam day's end). */
  dueBy: (time: number) => number;
  onSave: (date: string | null) => Promise<void>;
  /** Turned off with a record kept: the date is shown, not changed. */
  readOnly?: boolean;
}

/** An optional exam date: days left, and how many questions a day would cover the unseen and the due by then. */
export function ExamDateForm({ examDate, now, unseen, dueBy, onSave, readOnly = false }: ExamDateFormProps) {
  const id = useId();
  const saved = examDate?.date ?? null;
  const [value, setValue] = useState(saved ?? "");
  const [error, setError] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return setError("Enter a date, for example 15/02/2027.");
    setError("");
    void onSave(value);
  }

  let plan = "";
  if (saved) {
    const examEnd = localDay(saved).getTime() + 86_400_000 - 1;
    const { daysLeft, toCover, perDay } = studyPlan(saved, now, unseen, dueBy(examEnd));
    const when = longDate.format(localDay(saved));
    if (daysLeft < 0) plan = `Your exam date, ${when}, has passed. Set a new one if you are sitting again.`;
    else if (daysLeft === 0) plan = `Your exam is today, ${when}. Good luck.`;
    else
      plan = `${plural(daysLeft, "day")} left until ${when}. ${
        toCover === 0
          ? "Nothing is unseen or due by then: keep your hand in with a mock exam."
          : `To cover the ${plural(unseen, "question")} not yet seen and the ${dueBy(examEnd)} due for review by then: ${plural(perDay ?? 0, "question")} a day.`
      }`;
  }

  return (
    <div className="space-y-3">
      {readOnly && !saved && <p className="text-ink-soft">No exam date set. Turn keeping your progress back on to set one.</p>}
      {!readOnly && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <label htmlFor={`${id}-date`} className="block font-bold">
            Exam date
            <input
              id={`${id}-date`}
              type="date"
              min={isoDay(now)}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block rounded-lg border border-line bg-surface px-3 py-2 text-base font-normal focus-ring"
            />
          </label>
          <button type="submit" className={outlineButtonClass}>
            Save exam date
          </button>
          {saved && (
            <button
              type="button"
              className={outlineButtonClass}
              onClick={() => {
                setValue("");
                void onSave(null);
              }}
            >
              Remove exam date
            </button>
          )}
        </form>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-bold text-incorrect">
          {error}
        </p>
      )}
      <p role="status" className="font-bold" data-testid="study-plan">
        {plan}
      </p>
    </div>
  );
}
