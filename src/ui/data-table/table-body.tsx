import type { ReactNode } from "react";
import { cn } from "../cn.ts";
import { EmptyState } from "../empty-state.tsx";
import { Spinner } from "../spinner.tsx";
import type { StaffTable } from "./table-model.ts";
import type { DataTableColumn } from "./types.ts";
import type { RowNavigation } from "./use-row-navigation.ts";

/** The rows on this page, or (when there are none) the empty or loading state across the table. */
export function DataTableBody<T>({
  table,
  byId,
  nav,
  loading,
  filtering,
  empty,
}: {
  table: StaffTable;
  byId: ReadonlyMap<string, DataTableColumn<T>>;
  nav: RowNavigation<T>;
  loading: boolean;
  filtering: boolean;
  empty: ReactNode;
}) {
  const visibleRows = table.getRowModel().rows;
  const { opens, focusIndex, setFocusIndex, rowRefs, onBodyKeyDown, onRowClick } = nav;
  const colSpan = table.getVisibleLeafColumns().length;
  return (
    <tbody onKeyDown={opens ? onBodyKeyDown : undefined}>
      {visibleRows.map((row, index) => (
        <tr
          key={row.id}
          ref={(el) => {
            rowRefs.current[index] = el;
          }}
          tabIndex={opens ? (index === Math.min(focusIndex, visibleRows.length - 1) ? 0 : -1) : undefined}
          onFocus={opens ? () => setFocusIndex(index) : undefined}
          onClick={opens ? (e) => onRowClick(e, row.original as T) : undefined}
          className={cn(
            "border-b border-border/60 last:border-b-0",
            opens &&
              "cursor-pointer hover:bg-muted/60 focus-visible:bg-muted focus-visible:outline-offset-[-2px]",
          )}
        >
          {row.getVisibleCells().map((cell) => {
            const def = byId.get(cell.column.id);
            const value = def?.value(row.original as T);
            return (
              <td
                key={cell.id}
                className={cn("px-3 py-2 align-middle", def?.align === "end" && "text-right", def?.className)}
              >
                {def?.cell ? def.cell(row.original as T) : (value ?? "")}
              </td>
            );
          })}
        </tr>
      ))}
      {visibleRows.length === 0 && !loading ? (
        <tr>
          <td colSpan={colSpan} className="p-4">
            {filtering ? (
              <EmptyState
                title="No matching rows"
                description="Nothing matches the search or the filters."
                headingLevel={3}
                className="border-none"
              />
            ) : (
              (empty ?? <EmptyState title="Nothing here yet" headingLevel={3} className="border-none" />)
            )}
          </td>
        </tr>
      ) : null}
      {visibleRows.length === 0 && loading ? (
        <tr>
          <td colSpan={colSpan} className="p-8 text-center text-muted-fg">
            <Spinner className="mr-2 inline" label="" />
            Loading…
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** Over rows already shown while the next page loads. */
export function LoadingOverlay() {
  return (
    <div className="absolute inset-0 flex items-start justify-center bg-bg/40 pt-10">
      <span className="flex items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm shadow">
        <Spinner label="" /> Loading…
      </span>
    </div>
  );
}
