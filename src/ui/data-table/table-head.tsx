import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../cn.ts";
import type { StaffTable } from "./table-model.ts";
import type { DataTableColumn } from "./types.ts";

/** The header row: each sortable column's header is a button that sorts by it (aria-sort says how). */
export function DataTableHead<T>({
  table,
  byId,
}: {
  table: StaffTable;
  byId: ReadonlyMap<string, DataTableColumn<T>>;
}) {
  return (
    <thead className="bg-muted/60">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} className="border-b border-border">
          {group.headers.map((header) => {
            const def = byId.get(header.column.id);
            const sorted = header.column.getIsSorted();
            const end = def?.align === "end";
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                className={cn("px-3 py-2 font-semibold whitespace-nowrap", end && "text-right")}
              >
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    onClick={() => header.column.toggleSorting(sorted === "asc")}
                    className={cn(
                      "inline-flex items-center gap-1 rounded hover:text-primary",
                      end && "flex-row-reverse",
                    )}
                  >
                    {def?.header}
                    <SortIcon sorted={sorted} />
                  </button>
                ) : (
                  def?.header
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

function SortIcon({ sorted }: { sorted: false | "asc" | "desc" }) {
  if (sorted === "asc") return <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />;
  if (sorted === "desc") return <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />;
  return <ArrowUpDown aria-hidden="true" className="h-3.5 w-3.5 opacity-50" />;
}
