import { aud } from "~/content/figures";
import type { AssetRow, ProfileRow } from "~/quiz/types";
import { Card, CardTitle } from "./ui/card";

const th = "border-b-2 border-line px-3 py-2 text-left font-bold";
const td = "border-b border-line px-3 py-2 align-top";

export function ProfileTable({ rows }: { rows: readonly ProfileRow[] }) {
  return (
    <Card
      aria-labelledby="profile-table"
      tabIndex={0}
      className="overflow-x-auto focus-ring"
    >
      <CardTitle id="profile-table" className="mb-3">
        Personal and financial information
      </CardTitle>
      <table className="w-full min-w-md text-sm sm:text-base">
        <thead>
          <tr>
            <th scope="col" className={th}>Category</th>
            <th scope="col" className={th}>Julie</th>
            <th scope="col" className={th}>Scott</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.category}>
              <th scope="row" className={`${td} font-bold`}>{row.category}</th>
              <td className={td}>{row.julie}</td>
              <td className={td}>{row.scott}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function AssetsTable({ rows }: { rows: readonly AssetRow[] }) {
  return (
    <Card
      aria-labelledby="assets-table"
      tabIndex={0}
      className="overflow-x-auto focus-ring"
    >
      <CardTitle id="assets-table" className="mb-3">
        Assets and liabilities
      </CardTitle>
      <table className="w-full min-w-lg text-sm sm:text-base">
        <thead>
          <tr>
            <th scope="col" className={th}>Item</th>
            <th scope="col" className={th}>Owner</th>
            <th scope="col" className={`${th} text-right`}>Value</th>
            <th scope="col" className={th}>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className={`${td} font-bold`}>{row.name}</th>
              <td className={td}>{row.owner}</td>
              <td className={`${td} text-right tabular-figures`}>{row.value < 0 ? `${aud(-row.value)} owed` : aud(row.value)}</td>
              <td className={td}>{row.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
