import { useId } from "react";
import { STANDARD_SETTING } from "~/exam/standard-setting";
import type { ExamRecord } from "~/progress/record";
import type { AreaList } from "~/progress/stats";
import { BandNote } from "./BandNote";

const percentOf = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

const W = 640;
const H = 220;
const PAD = { top: 12, right: 16, bottom: 36, left: 44 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;
const y = (percent: number) => PAD.top + plotH - (percent / 100) * plotH;
const SHOWN = 12;

/** Short column headings for the knowledge areas (the full names are in the table's rows elsewhere). */
const AREA_SHORT: Readonly<Record<string, string>> = {
  regulatory: "Regulatory and legal",
  ethics: "Ethics and communication",
  construction: "Advice construction",
};

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric" });
const shortDate = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short" });

/** Where a score stands against the band, in words (colour is never the only sign). */
export function againstBand(percent: number): string {
  if (percent > STANDARD_SETTING.highPercent) return "Above the band";
  if (percent >= STANDARD_SETTING.lowPercent) return "In the band";
  return "Below the band";
}

function sessionName(exam: ExamRecord): string {
  return exam.name ?? (exam.mode === "timed" ? "Timed mock exam" : "Practice session");
}

/** Each finished mock exam's score overall and by knowledge area, drawn against the real exam's standard-setting band. */
export function ExamHistory({ exams, areas }: { exams: readonly ExamRecord[]; areas: AreaList }) {
  const id = useId();
  const ordered = [...exams].sort((a, b) => a.at - b.at);
  const shown = ordered.slice(-SHOWN);
  const slot = plotW / Math.max(shown.length, 1);
  const barW = Math.min(40, slot * 0.6);
  const low = STANDARD_SETTING.lowPercent;
  const high = STANDARD_SETTING.highPercent;
  const scores = shown.map((exam) => percentOf(exam.correct, exam.total));
  const description =
    shown.length === 0
      ? "No mock exams finished yet."
      : `${shown.length} mock exam${shown.length === 1 ? "" : "s"}: ${shown.map((exam, i) => `${scores[i]}% on ${shortDate.format(exam.at)} (${againstBand(scores[i]!).toLowerCase()})`).join("; ")}. The band is ${low}–${high}%.`;

  return (
    <div className="space-y-4">
      {shown.length > 0 && (
        <figure>
          <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-3xl">
            <title id={`${id}-title`}>
              Mock exam scores against the real exam&apos;s {low}–{high}% band
            </title>
            <desc id={`${id}-desc`}>{description}</desc>
            <rect x={PAD.left} y={y(high)} width={plotW} height={y(low) - y(high)} className="fill-note-soft" />
            <text x={W - PAD.right - 4} y={y(high) - 4} textAnchor="end" className="fill-note text-[12px] font-bold">
              {low}–{high}% band
            </text>
            {[0, 25, 50, 75, 100].map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={W - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-line"
                  strokeWidth={1}
                  strokeDasharray={tick === 0 ? undefined : "4 4"}
                />
                <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-ink-soft text-[12px]">
                  {tick}%
                </text>
              </g>
            ))}
            {shown.map((exam, i) => {
              const cx = PAD.left + slot * i + slot / 2;
              const score = scores[i]!;
              return (
                <g key={exam.id}>
                  <rect x={cx - barW / 2} y={y(score)} width={barW} height={y(0) - y(score)} rx={3} className={score >= low ? "fill-brand" : "fill-ink-soft"} />
                  <text x={cx} y={y(score) - 4} textAnchor="middle" className="fill-ink text-[12px] font-bold">
                    {score}%
                  </text>
                  <text x={cx} y={H - 12} textAnchor="middle" className="fill-ink-soft text-[12px]">
                    {shortDate.format(exam.at)}
                  </text>
                </g>
              );
            })}
          </svg>
        </figure>
      )}
      <BandNote />
      <div className="overflow-x-auto">
        <table className="w-full min-w-xl border-collapse text-sm">
          <caption className="mb-2 text-left text-lg font-bold text-ink">Finished mock exams</caption>
          <thead>
            <tr className="border-b-2 border-line text-left">
              <th scope="col" className="px-2 py-2">
                Finished
              </th>
              <th scope="col" className="px-2 py-2">
                Mock exam or practice session
              </th>
              <th scope="col" className="px-2 py-2">
                Score
              </th>
              {areas.map((area) => (
                <th key={area.id} scope="col" className="px-2 py-2">
                  {AREA_SHORT[area.id] ?? area.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...ordered].reverse().map((exam) => {
              const score = percentOf(exam.correct, exam.total);
              return (
                <tr key={exam.id} className="border-b border-line">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    {dateFormat.format(exam.at)}
                  </th>
                  <td className="px-2 py-2">{sessionName(exam)}</td>
                  <td className="px-2 py-2 tabular-figures">
                    <span className="font-bold">{score}%</span> ({exam.correct} of {exam.total}) · {againstBand(score)}
                  </td>
                  {areas.map((area) => {
                    const s = exam.byArea.find((a) => a.area === area.id);
                    return (
                      <td key={area.id} className="px-2 py-2 tabular-figures">
                        {s && s.total > 0 ? `${percentOf(s.correct, s.total)}% (${s.correct} of ${s.total})` : "None asked"}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
