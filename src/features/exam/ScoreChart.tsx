import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "~/ui/cn";

export interface ScoreRow {
  name: string;
  correct: number;
  total: number;
  percent: number;
  metTarget: boolean;
}

/**
 * A score breakdown (by knowledge area, by topic) as a bar chart drawn in CSS, inside a real table: the numbers are text in their
 * own cells for screen readers and for anyone who prefers them, the bars and the dashed target
 * line are decoration on top.
 */
export function ScoreChart({
  rows,
  targetPercent,
  caption,
  nameHeader,
}: {
  rows: readonly ScoreRow[];
  targetPercent: number;
  caption: string;
  nameHeader: string;
}) {
  return (
    <figure className="overflow-x-auto">
      <table className="w-full min-w-lg border-collapse text-sm sm:text-base">
        <caption className="mb-3 text-left text-lg font-bold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-line text-left">
            <th scope="col" className="px-2 py-2 font-bold">
              {nameHeader}
            </th>
            <th scope="col" className="px-2 py-2 font-bold">
              Correct
            </th>
            <th scope="col" className="w-2/5 px-2 py-2 font-bold">
              Score
            </th>
            <th scope="col" className="px-2 py-2 font-bold">
              Your target ({targetPercent}%)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.name} className="border-b border-line">
              <th scope="row" className="px-2 py-3 text-left font-bold">
                {t.name}
              </th>
              <td className="px-2 py-3 tabular-figures">
                {t.correct} of {t.total}
              </td>
              <td className="px-2 py-3">
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="relative h-4 flex-1 overflow-visible rounded-full bg-muted">
                    <div className={cn("h-full rounded-full", t.metTarget ? "bg-correct-line" : "bg-incorrect-line")} style={{ width: `${t.percent}%` }} />
                    <div className="absolute -top-1 -bottom-1 border-l-2 border-dashed border-ink" style={{ left: `${targetPercent}%` }} />
                  </div>
                  <span className="w-12 text-right tabular-figures">{t.percent}%</span>
                </div>
              </td>
              <td className="px-2 py-3">
                <span className={cn("inline-flex items-center gap-1 font-bold", t.metTarget ? "text-correct" : "text-incorrect")}>
                  {t.metTarget ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
                  {t.metTarget ? "Met" : "Below"}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-2 text-sm text-ink-soft">
        Bars show the percentage correct in each row; the dashed line marks your target of {targetPercent}%.
      </figcaption>
    </figure>
  );
}
