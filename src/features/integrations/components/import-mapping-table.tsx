import { IMPORT_FIELDS, type ImportKind } from "../import.contract.ts";

/** One select per column of the file (what it becomes), above the file's first rows. */
export function ImportMappingTable({
  kind,
  header,
  rows,
  mapping,
  error,
  onChange,
}: {
  kind: ImportKind;
  header: string[];
  rows: string[][];
  mapping: Record<string, string>;
  error: string | undefined;
  onChange: (next: Record<string, string>) => void;
}) {
  const fields = IMPORT_FIELDS[kind];
  const required = fields.filter((f) => f.required).map((f) => f.label);
  return (
    <div className="space-y-2">
      <p id="import-mapping-hint" className="text-muted-fg text-sm">
        Choose the field each column goes to. Required: {required.join(", ")}.
      </p>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Columns of the file and their first rows</caption>
          <thead>
            <tr className="border-border border-b bg-muted/40 align-top">
              {header.map((h, i) => (
                <th key={`${i}-${h}`} scope="col" className="min-w-40 p-2 font-medium">
                  <label className="grid gap-1">
                    <span>{h || `Column ${i + 1}`}</span>
                    <select
                      className="h-9 rounded-md border border-border bg-bg px-2 font-normal"
                      value={mapping[String(i)] ?? ""}
                      aria-describedby="import-mapping-hint"
                      onChange={(e) => {
                        const next = { ...mapping };
                        if (e.target.value) {
                          for (const [k, v] of Object.entries(next)) if (v === e.target.value) delete next[k];
                          next[String(i)] = e.target.value;
                        } else delete next[String(i)];
                        onChange(next);
                      }}
                    >
                      <option value="">Don't import</option>
                      {fields.map((f) => (
                        <option key={f.key} value={f.key}>
                          {f.label}
                          {f.required ? " (required)" : ""}
                        </option>
                      ))}
                    </select>
                  </label>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => (
              <tr key={ri} className="border-border border-b last:border-0">
                {header.map((_, ci) => (
                  <td key={ci} className="max-w-60 truncate p-2 text-muted-fg">
                    {r[ci] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
