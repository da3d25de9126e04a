import { useId } from "react";
import type { Period, PeriodUnit } from "~/progress/stats";

const W = 640;
const H = 220;
const PAD = { top: 12, right: 16, bottom: 36, left: 44 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;
const y = (percent: number) => PAD.top + plotH - (percent / 100) * plotH;

const UNIT_NAME: Record<PeriodUnit, string> = { day: "day", week: "week", month: "month" };
/** The chart keeps to the latest periods; the table below it has them all. */
const SHOWN = 16;

/** "From 50% (1 Nov) to 80% (4 Nov), over 4 days with answers." */
export function describeAccuracy(periods: readonly Period[], unit: PeriodUnit): string {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return "No answers yet.";
  if (periods.length === 1) return `${first.percent}% right (${first.label}, ${first.attempts} answers).`;
  const best = periods.reduce((a, b) => (b.percent > a.percent ? b : a));
  return `From ${first.percent}% right (${first.label}) to ${last.percent}% (${last.label}), over ${periods.length} ${UNIT_NAME[unit]}s with answers; best ${best.percent}% (${best.label}).`;
}

/**
 * Share of answers right per period, as an SVG line chart with its own text alternative (a title
 * and a description) and the figures in a table that opens beneath it.
 */
export function AccuracyChart({ periods, unit }: { periods: readonly Period[]; unit: PeriodUnit }) {
  const id = useId();
  const shown = periods.slice(-SHOWN);
  const step = shown.length > 1 ? plotW / (shown.length - 1) : 0;
  const x = (i: number) => PAD.left + (shown.length > 1 ? i * step : plotW / 2);
  const points = shown.map((p, i) => `${x(i)},${y(p.percent)}`).join(" ");
  // Label the first, the last and a few between, so labels never overlap.
  const every = Math.ceil(shown.length / 6);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full max-w-3xl">
        <title id={`${id}-title`}>Share of answers right by {UNIT_NAME[unit]}</title>
        <desc id={`${id}-desc`}>{describeAccuracy(periods, unit)}</desc>
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
        {shown.length > 1 && <polyline points={points} fill="none" className="stroke-brand" strokeWidth={3} strokeLinejoin="round" />}
        {shown.map((p, i) => (
          <g key={p.start}>
            <circle cx={x(i)} cy={y(p.percent)} r={5} className="fill-brand stroke-surface" strokeWidth={2} />
            {(i % every === 0 || i === shown.length - 1) && (
              <text x={x(i)} y={H - 12} textAnchor="middle" className="fill-ink-soft text-[12px]">
                {p.label.replace("Week of ", "")}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-sm text-ink-soft">
        Every answer counts, each {UNIT_NAME[unit]} with answers one point{periods.length > SHOWN ? ` (the latest ${SHOWN} shown)` : ""}.
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-bold text-brand focus-ring">Show the figures</summary>
        <table className="mt-2 w-full max-w-xl border-collapse text-sm">
          <caption className="sr-only">Answers right by {UNIT_NAME[unit]}</caption>
          <thead>
            <tr className="border-b-2 border-line text-left">
              <th scope="col" className="px-2 py-1">
                {unit === "week" ? "Week of" : unit === "month" ? "Month" : "Day"}
              </th>
              <th scope="col" className="px-2 py-1">
                Answers
              </th>
              <th scope="col" className="px-2 py-1">
                Right
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p.start} className="border-b border-line">
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {p.label.replace("Week of ", "")}
                </th>
                <td className="px-2 py-1 tabular-figures">{p.attempts}</td>
                <td className="px-2 py-1 tabular-figures">
                  {p.correct} ({p.percent}%)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
