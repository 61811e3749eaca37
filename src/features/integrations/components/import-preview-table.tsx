import { Badge } from "#src/ui/badge.tsx";
import {
  DUPLICATE_CHOICE_LABELS,
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  type ImportPreviewDto,
} from "../import.contract.ts";

/** The checked rows that need attention: problems (not imported) and duplicates (a choice each). */
export function ImportPreviewTable({
  preview,
  policy,
  overrides,
  onChoose,
}: {
  preview: ImportPreviewDto;
  policy: DuplicateChoice;
  overrides: Record<string, DuplicateChoice>;
  onChoose: (row: number, choice: DuplicateChoice) => void;
}) {
  const rows = preview.rows.filter((r) => r.problems.length || r.match);
  if (rows.length === 0) return <p className="text-sm">Every checked row can be imported as a new record.</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Rows with problems or duplicates</caption>
        <thead>
          <tr className="border-border border-b bg-muted/40">
            <th scope="col" className="p-2">
              Row
            </th>
            <th scope="col" className="p-2">
              Values
            </th>
            <th scope="col" className="p-2">
              Finding
            </th>
            <th scope="col" className="p-2">
              Choice
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.row} className="border-border border-b align-top last:border-0">
              <td className="p-2">{r.row}</td>
              <td className="max-w-72 p-2 text-muted-fg">
                {Object.values(r.values).filter(Boolean).slice(0, 4).join(" · ")}
              </td>
              <td className="p-2">
                {r.problems.length ? (
                  <>
                    <Badge tone="danger">Not imported</Badge>
                    <ul className="mt-1 list-disc pl-4">
                      {r.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <>
                    <Badge tone="warning">Duplicate</Badge>
                    <div className="mt-1">
                      Matches {r.match!.label} ({r.match!.reason ?? `by ${r.match!.by}`})
                    </div>
                  </>
                )}
              </td>
              <td className="p-2">
                {r.match && !r.problems.length ? (
                  <label className="grid gap-1">
                    <span className="sr-only">Choice for row {r.row}</span>
                    <select
                      className="h-9 rounded-md border border-border bg-bg px-2"
                      value={overrides[String(r.row)] ?? policy}
                      onChange={(e) => onChoose(r.row, e.target.value as DuplicateChoice)}
                    >
                      {DUPLICATE_CHOICES.map((c) => (
                        <option key={c} value={c}>
                          {DUPLICATE_CHOICE_LABELS[c]}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
