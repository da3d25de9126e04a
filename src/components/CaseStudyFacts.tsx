import { UserRound } from "lucide-react";
import type { CaseStudy, FactTable } from "~/quiz/types";
import { FactList } from "./FactList";
import { Card, CardTitle } from "./ui/card";

const th = "border-b-2 border-line px-3 py-2 text-left font-bold";
const td = "border-b border-line px-3 py-2 align-top";

function FactTableCard({ table, id }: { table: FactTable; id: string }) {
  return (
    <Card aria-labelledby={id} tabIndex={0} className="overflow-x-auto focus-ring">
      <CardTitle id={id} className="mb-3">
        {table.caption}
      </CardTitle>
      <table className="w-full text-sm sm:text-base">
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={th}>
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
                  <th key={c} scope="row" className={`${td} font-bold`}>
                    {cell}
                  </th>
                ) : (
                  <td key={c} className={td}>
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

/** A case study's scenario: its narrative, profile facts and tables. */
export function CaseStudyFacts({ caseStudy, idPrefix = "case" }: { caseStudy: CaseStudy; idPrefix?: string }) {
  return (
    <div className="mb-8 grid gap-4">
      <Card aria-labelledby={`${idPrefix}-scenario`}>
        <CardTitle id={`${idPrefix}-scenario`} className="mb-3 flex items-center gap-2">
          <UserRound aria-hidden="true" className="size-5 text-brand" />
          The scenario
        </CardTitle>
        <div className="space-y-3 leading-relaxed">
          {caseStudy.narrative.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {caseStudy.profile && caseStudy.profile.length > 0 && <FactList facts={caseStudy.profile} className="mt-4" />}
      </Card>
      {caseStudy.tables?.map((table, i) => <FactTableCard key={table.caption} table={table} id={`${idPrefix}-table-${i + 1}`} />)}
    </div>
  );
}
