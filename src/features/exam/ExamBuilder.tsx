import { AlertTriangle, Info, Play, Timer } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { poolSize, topicsIn, writtenLeftOut, type SectionId, type SectionOutline } from "~/exam/pool";
import { EXAM_CONDITIONS, readingMinutesFor } from "~/exam/conditions";
import { examConditionsSettings, type ExamMode, type ExamSettings } from "~/exam/session";
import { formatDuration, formatMinutes, MAX_MINUTES_PER_QUESTION, MIN_MINUTES_PER_QUESTION, parseMinutes, timeLimitSeconds } from "~/exam/timing";
import { plural } from "~/questions/plural";
import type { Topic } from "~/questions/types";
import { Button } from "~/ui/button";
import { Card, CardTitle } from "~/ui/card";
import { useHydrated } from "./hooks";

/** The builder's fields as typed (numbers stay text until Start, so a half-typed value is kept). */
export interface BuilderValues {
  sectionIds: readonly SectionId[];
  excludedTopics: readonly Topic[];
  count: string;
  mode: ExamMode;
  minutes: string;
  target: string;
  shuffle: boolean;
}

export function builderValues(settings: ExamSettings): BuilderValues {
  return {
    sectionIds: settings.sectionIds,
    excludedTopics: settings.excludedTopics,
    count: String(settings.count),
    mode: settings.mode,
    minutes: formatMinutes(settings.minutesPerQuestion),
    target: String(settings.targetPercent),
    shuffle: settings.shuffle,
  };
}

type Field = "count" | "minutes" | "target";
type Errors = Partial<Record<Field, string>>;

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

const fieldClass = "mt-1 block w-32 rounded-lg border border-line bg-surface px-3 py-2 text-base focus-ring aria-invalid:border-incorrect-line";
const checkClass = "size-4 accent-brand focus-ring";

interface ExamBuilderProps {
  /** The sections and their topic counts: all the builder needs of the bank. */
  outline: readonly SectionOutline[];
  initial: BuilderValues;
  onStart: (settings: Omit<ExamSettings, "seed">, values: BuilderValues) => void;
  /** The learner reached the form (pointer or focus): a chance to fetch what Start will need. */
  onIntent?: () => void;
  /** Start was pressed and the session is being prepared. */
  starting?: boolean;
  /** Why the last Start failed, shown above the button. */
  startError?: string;
  focusOnMount?: boolean;
}

/** Choose sections, topics, number of questions, mode, pace and target, then start. */
export function ExamBuilder({ outline, initial, onStart, onIntent, starting = false, startError, focusOnMount = false }: ExamBuilderProps) {
  const [values, setValues] = useState<BuilderValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = "exam-builder";

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  const available = poolSize(outline, values);
  const topics = topicsIn(outline, values.sectionIds);
  const written = writtenLeftOut(outline, values);
  const requested = wholeNumber(values.count, 1, Number.MAX_SAFE_INTEGER);
  const questionCount = Math.min(requested ?? 0, available);
  const minutes = parseMinutes(values.minutes);

  function update(patch: Partial<BuilderValues>) {
    setValues((v) => ({ ...v, ...patch }));
  }

  function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
    return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (available === 0 || starting) return;
    const count = wholeNumber(values.count, 1, Number.MAX_SAFE_INTEGER);
    const target = wholeNumber(values.target, 1, 100);
    const next: Errors = {};
    if (count === null) next.count = "Enter a whole number of questions, 1 or more.";
    if (values.mode === "timed" && minutes === null)
      next.minutes = `Enter minutes per question from ${MIN_MINUTES_PER_QUESTION} to ${MAX_MINUTES_PER_QUESTION}, with at most one decimal (for example 2.5).`;
    if (target === null) next.target = "Enter a target from 1 to 100 percent.";
    setErrors(next);
    const firstInvalid = (["count", "minutes", "target"] as const).find((f) => next[f]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onStart(
      {
        sectionIds: values.sectionIds,
        excludedTopics: values.excludedTopics,
        count: Math.min(count ?? 1, available),
        mode: values.mode,
        minutesPerQuestion: minutes ?? 2.5,
        targetPercent: target ?? 70,
        shuffle: values.shuffle,
      },
      values,
    );
  }

  function startUnderExamConditions(count: number) {
    if (starting) return;
    const settings = examConditionsSettings(
      outline.map((section) => section.id),
      count,
    );
    onStart(settings, builderValues({ ...settings, seed: 1 }));
  }

  return (
    <div className="space-y-6">
      <Card aria-labelledby={`${id}-conditions-title`}>
        <CardTitle id={`${id}-conditions-title`} className="mb-2 flex items-center gap-2">
          <Timer aria-hidden="true" className="size-5 text-brand" />
          Exam conditions
        </CardTitle>
        <p className="mb-4 max-w-3xl leading-relaxed text-ink-soft">
          Like ASIC&apos;s exam: multiple choice only, drawn from the whole bank in proportion to the three knowledge areas, against the clock, with no feedback
          until you submit. The real exam is 3.5 hours including 15 minutes&apos; reading time; a shorter paper gets the same time per question. ASIC does not
          publish the number of questions in a paper: a full paper here has {EXAM_CONDITIONS.fullPaperQuestions}, the number FASEA proposed in 2018.
        </p>
        <div className="flex flex-wrap gap-3">
          {[EXAM_CONDITIONS.fullPaperQuestions, EXAM_CONDITIONS.shortPaperQuestions].map((count) => (
            <ExamConditionsButton key={count} busy={starting} onClick={() => startUnderExamConditions(count)}>
              {count === EXAM_CONDITIONS.fullPaperQuestions ? "Full paper" : "Short paper"}: {count} questions,{" "}
              {formatDuration(timeLimitSeconds(count, EXAM_CONDITIONS.totalMinutes / EXAM_CONDITIONS.fullPaperQuestions))} (including {readingMinutesFor(count)}{" "}
              minutes&apos; reading)
            </ExamConditionsButton>
          ))}
        </div>
      </Card>
      <Card aria-labelledby={`${id}-title`}>
        <CardTitle id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mb-4 focus:outline-none">
          Build your mock exam
        </CardTitle>
        <form ref={formRef} onSubmit={submit} onPointerOver={onIntent} onFocus={onIntent} noValidate className="space-y-6">
          <div className="space-y-6">
            <fieldset>
              <legend className="font-bold">Sections</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => update({ sectionIds: outline.map((section) => section.id) })}>
                  Select all sections
                </Button>
                <Button variant="outline" size="sm" onClick={() => update({ sectionIds: [] })}>
                  Clear sections
                </Button>
              </div>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {outline.map((section) => {
                  const inSection = poolSize(outline, { sectionIds: [section.id], excludedTopics: [] });
                  return (
                    <li key={section.id}>
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className={checkClass}
                          checked={values.sectionIds.includes(section.id)}
                          onChange={(e) => update({ sectionIds: toggle(values.sectionIds, section.id, e.target.checked) })}
                        />
                        <span>
                          {section.title} <span className="text-sm text-ink-soft">({plural(inSection, "question")})</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>

            <fieldset>
              <legend className="font-bold">Topics</legend>
              {topics.length === 0 ? (
                <p className="mt-2 text-sm text-ink-soft">Choose at least one section to see its topics.</p>
              ) : (
                <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                  {topics.map(({ topic, count }) => (
                    <li key={topic}>
                      <label className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className={checkClass}
                          checked={!values.excludedTopics.includes(topic)}
                          onChange={(e) => update({ excludedTopics: toggle(values.excludedTopics, topic, !e.target.checked) })}
                        />
                        <span>
                          {topic} <span className="text-sm text-ink-soft">({count})</span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
          </div>

          <div className="space-y-6">
            <p className="flex gap-2 rounded-lg bg-note-soft p-3 text-sm text-note">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                The mock exam uses questions that mark themselves: multiple choice, and true/false sets (one mark when every statement is right).
                Written-response questions are left out
                {written > 0 ? ` (${plural(written, "question")} in your choice)` : ""}: practise them on the section pages, where you mark them against the
                model answer.
              </span>
            </p>

            <NumberField
              id={`${id}-count`}
              name="count"
              label="Number of questions"
              value={values.count}
              onChange={(count) => update({ count })}
              error={errors.count}
              min={1}
              max={Math.max(1, available)}
              step={1}
              hint={
                available === 0
                  ? "No questions match: choose at least one section and topic."
                  : `${plural(available, "question")} available with these choices${requested !== null && requested > available ? `; you will get all ${available}` : ""}.`
              }
            />
          </div>

          <div className="space-y-6">
            <fieldset>
              <legend className="font-bold">Mode</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <ModeOption name={`${id}-mode`} mode="timed" current={values.mode} onChange={(mode) => update({ mode })} title="Timed">
                  A countdown, no feedback until you submit, a question navigator and flags for review, like the real exam.
                </ModeOption>
                <ModeOption name={`${id}-mode`} mode="tutor" current={values.mode} onChange={(mode) => update({ mode })} title="Tutor">
                  Feedback and the explanation after each question, as on the practice pages. No time limit.
                </ModeOption>
              </div>
            </fieldset>

            {values.mode === "timed" && (
              <NumberField
                id={`${id}-minutes`}
                name="minutes"
                label="Minutes per question"
                value={values.minutes}
                onChange={(m) => update({ minutes: m })}
                error={errors.minutes}
                min={MIN_MINUTES_PER_QUESTION}
                max={MAX_MINUTES_PER_QUESTION}
                step={0.1}
                hint={`Exam conditions allow 3 minutes a question (3.5 hours, reading included, for ${EXAM_CONDITIONS.fullPaperQuestions} questions). Steps of 0.1 minute (6 seconds).${
                  minutes !== null && questionCount > 0
                    ? ` Time limit: ${formatDuration(timeLimitSeconds(questionCount, minutes))} for ${plural(questionCount, "question")}.`
                    : ""
                }`}
              />
            )}
          </div>

          <div className="space-y-6">
            <NumberField
              id={`${id}-target`}
              name="target"
              label="Your target (%)"
              value={values.target}
              onChange={(target) => update({ target })}
              error={errors.target}
              min={1}
              max={100}
              step={1}
              hint="Your own pass line for this practice, shown on the results. It is not the real exam's pass mark: the Financial Adviser Exam reports a scaled score, not a percentage."
            />

            <div>
              <label className="flex items-center gap-2 font-bold">
                <input
                  type="checkbox"
                  className={checkClass}
                  checked={values.shuffle}
                  onChange={(e) => update({ shuffle: e.target.checked })}
                  aria-describedby={`${id}-shuffle-hint`}
                />
                Shuffle questions
              </label>
              <p id={`${id}-shuffle-hint`} className="mt-1 text-sm text-ink-soft">
                On: a random selection in random order. Off: the first questions in the order of the practice pages.
              </p>
            </div>
          </div>

          <noscript>
            <p className="rounded-lg bg-note-soft p-3 text-note">The mock exam runs in your browser: turn on JavaScript to start one.</p>
          </noscript>

          {startError && (
            <p role="alert" className="flex gap-2 rounded-lg bg-incorrect-soft p-3 text-sm font-bold text-incorrect">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {startError}
            </p>
          )}

          <StartButton disabled={available === 0} busy={starting}>
            {questionCount > 0 ? `Start ${values.mode === "timed" ? "timed" : "tutor"} exam (${plural(questionCount, "question")})` : "Start mock exam"}
          </StartButton>
        </form>
      </Card>
    </div>
  );
}

/** Starts a paper under exam conditions; enabled once the page has come to life, like Start. */
function ExamConditionsButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button variant="outline" size="lg" disabled={!hydrated} aria-busy={busy || undefined} onClick={onClick} className="h-auto py-3 text-left">
      <Play aria-hidden="true" className="size-5 shrink-0" />
      <span>{children}</span>
    </Button>
  );
}

/**
 * Start is disabled in the prerendered HTML (the exam needs script) and until the page has come
 * to life: a component of its own, so that moment re-renders the button alone, not the form.
 * It stays enabled while starting (a disabled button drops keyboard focus); a second press is ignored.
 */
function StartButton({ disabled, busy, children }: { disabled: boolean; busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={!hydrated || disabled} aria-busy={busy || undefined}>
      <Play aria-hidden="true" className="size-5" />
      {children}
    </Button>
  );
}

interface NumberFieldProps {
  id: string;
  name: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  min: number;
  max: number;
  step: number;
}

function NumberField({ id, name, label, value, onChange, error, hint, min, max, step }: NumberFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode={step < 1 ? "decimal" : "numeric"}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={fieldClass}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-bold text-incorrect">
          {error}
        </p>
      )}
      <p id={hintId} className="mt-1 text-sm text-ink-soft">
        {hint}
      </p>
    </div>
  );
}

function ModeOption({
  name,
  mode,
  current,
  onChange,
  title,
  children,
}: {
  name: string;
  mode: ExamMode;
  current: ExamMode;
  onChange: (mode: ExamMode) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <label className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border-2 border-line p-3 has-checked:border-brand has-checked:bg-brand-soft">
      <input type="radio" name={name} value={mode} checked={current === mode} onChange={() => onChange(mode)} className={`row-span-2 mt-1 ${checkClass}`} />
      <span className="font-bold">{title}</span>
      <span className="text-sm text-ink-soft">{children}</span>
    </label>
  );
}
