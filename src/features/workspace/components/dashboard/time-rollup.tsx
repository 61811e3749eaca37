import { Download } from "lucide-react";
import { Card } from "#src/ui/card.tsx";
import type { TimeRow } from "../../workspace.contract.ts";

const INDENT: Record<TimeRow["level"], string> = {
  workspace: "font-semibold",
  space: "pl-3",
  folder: "pl-6",
  list: "pl-9",
};

/** Estimate and time spent rolled up the tree, with the CSV export. */
export function TimeRollup({ workspaceId, rows }: { workspaceId: string; rows: TimeRow[] }) {
  return (
    <Card className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Time</h2>
        <a
          className="inline-flex items-center gap-1 text-sm text-primary underline"
          href={`/api/workspace/workspaces/${workspaceId}/time.csv`}
          download
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Estimate and time spent per workspace, space, folder and list</caption>
        <thead>
          <tr className="text-left text-muted-fg">
            <th scope="col" className="py-1 font-medium">
              Where
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Estimate
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Spent
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.level}-${r.id}`} className="border-t border-border">
              <th scope="row" className={`py-1 text-left font-normal ${INDENT[r.level]}`}>
                {r.name}
              </th>
              <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">{r.estimateHours} h</td>
              <td className="py-1 pl-3 text-right whitespace-nowrap tabular-nums">{r.spentHours} h</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
