import { AlertTriangle, UserRound } from "lucide-react";
import type { CaseFacts, FactTable } from "~/questions/types";
import { Card, CardTitle } from "~/ui/card";
import { cn } from "~/ui/cn";
import { FactList } from "./FactList";

const th = "border-b-2 border-line px-3 py-2 text-left font-bold";
const td = "border-b border-line px-3 py-2 align-top";

function FactTableCard({ table, id }: { table: FactTable; id: string }) {
  const numeric = (column: number) => table.numeric?.includes(column) ?? false;
  return (
    <Card aria-labelledby={id} tabIndex={0} className="overflow-x-auto focus-ring">
      <CardTitle id={id} className="mb-3">
        {table.caption}
      </CardTitle>
      <table className="w-full text-sm sm:text-base">
        <thead>
          <tr>
            {table.columns.map((column, c) => (
              <th key={`${c}-${column}`} scope="col" className={cn(th, numeric(c) && "text-right")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className={cn(td, "font-bold")}>
                    {cell}
                  </th>
                ) : (
                  <td key={c} className={cn(td, numeric(c) && "text-right tabular-figures")}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/**
 * A case study's facts: the scenario or the client's profile, the points to weigh, and its
 * tables. The same on its practice page and above each of its questions in the mock exam.
 */
export function CaseStudyFacts({ caseStudy, idPrefix = "case" }: { caseStudy: CaseFacts; idPrefix?: string }) {
  const { narrative, profile, considerations, tables } = caseStudy;
  return (
    <div className="mb-8 grid gap-4">
      {(narrative.length > 0 || profile.length > 0 || considerations.length > 0) && (
        <div className={cn("grid gap-4", narrative.length === 0 && considerations.length > 0 && "md:grid-cols-2")}>
          {(narrative.length > 0 || profile.length > 0) && (
            <Card aria-labelledby={`${idPrefix}-scenario`}>
              <CardTitle id={`${idPrefix}-scenario`} className="mb-3 flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-5 text-brand" />
                {narrative.length > 0 ? "The scenario" : `Client profile: ${caseStudy.title}`}
              </CardTitle>
              {narrative.length > 0 && (
                <div className="space-y-3 leading-relaxed">
                  {narrative.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              )}
              {profile.length > 0 && <FactList facts={profile} className={narrative.length > 0 ? "mt-4" : undefined} />}
            </Card>
          )}
          {considerations.length > 0 && (
            <Card aria-labelledby={`${idPrefix}-considerations`}>
              <CardTitle id={`${idPrefix}-considerations`} className="mb-4 flex items-center gap-2">
                <AlertTriangle aria-hidden="true" className="size-5 text-note" />
                Key considerations
              </CardTitle>
              <ul className="list-disc space-y-2 pl-5 leading-relaxed">
                {considerations.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
      {tables.map((table, i) => (
        <FactTableCard key={table.caption} table={table} id={`${idPrefix}-table-${i + 1}`} />
      ))}
    </div>
  );
}
