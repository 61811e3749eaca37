import { Search } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../cn.ts";
import { inputClass } from "../form-field.tsx";
import { ColumnsMenu } from "./columns-menu.tsx";
import type { StaffTable } from "./table-model.ts";
import { compactInput, type TableState } from "./table-state.ts";
import type { DataTableColumn } from "./types.ts";
import type { TableDraft } from "./use-table-state.ts";

/** Above the table: the search across columns, a filter per filterable column, the Columns menu, the caller's buttons. */
export function DataTableToolbar<T>({
  table,
  caption,
  columns,
  state,
  draft,
  search,
  headerOf,
  children,
}: {
  table: StaffTable;
  caption: string;
  columns: readonly DataTableColumn<T>[];
  state: TableState;
  draft: TableDraft | null;
  search: boolean | { placeholder: string };
  headerOf: (id: string) => string;
  children?: ReactNode;
}) {
  const id = useId();
  const searchValue = draft?.search ?? state.globalFilter;
  const filterValue = (colId: string) =>
    draft?.filters[colId] ?? String(state.columnFilters.find((f) => f.id === colId)?.value ?? "");
  const filterColumns = columns.filter((c) => c.filter);

  return (
    <div className="flex flex-wrap items-end gap-2">
      {search ? (
        <div className="relative min-w-48 flex-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search {caption}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-fg"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={searchValue}
            onChange={(e) => table.setGlobalFilter(e.target.value)}
            placeholder={typeof search === "object" ? search.placeholder : "Search…"}
            className={cn(inputClass, "pl-9")}
          />
        </div>
      ) : null}
      {filterColumns.map((c) => (
        <ColumnFilter
          key={c.id}
          id={`${id}-filter-${c.id}`}
          column={c}
          value={filterValue(c.id)}
          onChange={(value) => table.getColumn(c.id)?.setFilterValue(value || undefined)}
        />
      ))}
      <ColumnsMenu table={table} headerOf={headerOf} />
      {children}
    </div>
  );
}

/** One column's filter: a search box (contains) or a select among its options (equals). */
function ColumnFilter<T>({
  id,
  column,
  value,
  onChange,
}: {
  id: string;
  column: DataTableColumn<T>;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-fg">
        {column.header}
      </label>
      {column.filter === "text" ? (
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(compactInput, "w-40")}
        />
      ) : (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(compactInput, "w-40")}
        >
          <option value="">All</option>
          {column.filter?.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
