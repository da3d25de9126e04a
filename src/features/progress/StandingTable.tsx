import type { Standing } from "~/progress/stats";

/** Answered, not yet seen and the share right at the last answer, weakest first, as a table. */
export function StandingTable({ caption, nameHeader, rows }: { caption: string; nameHeader: string; rows: readonly Standing[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-md border-collapse text-sm sm:text-base">
        <caption className="mb-2 text-left text-lg font-bold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-line text-left">
            <th scope="col" className="px-2 py-2">
              {nameHeader}
            </th>
            <th scope="col" className="px-2 py-2">
              Answered
            </th>
            <th scope="col" className="px-2 py-2">
              Not yet seen
            </th>
            <th scope="col" className="px-2 py-2">
              Correct
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <th scope="row" className="px-2 py-2 text-left font-bold">
                {row.title}
              </th>
              <td className="px-2 py-2 tabular-figures">
                {row.answered} of {row.questions}
              </td>
              <td className="px-2 py-2 tabular-figures">{row.unseen}</td>
              <td className="px-2 py-2 tabular-figures">{row.percent === null ? "Not yet answered" : `${row.percent}% (${row.correct} of ${row.answered})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
