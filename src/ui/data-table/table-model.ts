import {
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  type PaginationState,
  type ReactTable,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useMemo, useState } from "react";
import type { TableState } from "./table-state.ts";
import type { DataTableColumn, DataTableServer } from "./types.ts";

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

export type Row = Record<string, unknown>;
/** The TanStack table behind a DataTable. */
export type StaffTable = ReactTable<typeof features, Row>;

/**
 * The TanStack table for the given columns and rows, its state held by the caller (`state`,
 * `update`); column visibility is the one piece it keeps itself. Server mode sorts, filters and
 * pages nothing: the loader already did.
 */
export function useDataTableModel<T>({
  columns,
  rows,
  getRowId,
  server,
  state,
  update,
}: {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  server: DataTableServer | undefined;
  state: TableState;
  update: <K extends keyof TableState>(key: K, updater: Updater<TableState[K]>, typed?: boolean) => void;
}): StaffTable {
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(() =>
    Object.fromEntries(columns.filter((c) => c.hidden).map((c) => [c.id, false])),
  );

  const tableColumns = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: Row) => c.value(row as T) ?? "",
        enableSorting: c.sortable !== false,
        enableHiding: c.hideable !== false,
        enableColumnFilter: Boolean(c.filter),
        filterFn: c.filter && c.filter !== "text" ? "equalsString" : "includesString",
        sortFn: "alphanumeric",
      })),
    [columns],
  );

  return useTable({
    features,
    columns: tableColumns,
    data: rows as unknown as Row[],
    getRowId: (row: Row) => getRowId(row as T),
    state: { ...state, columnVisibility },
    onSortingChange: (u: Updater<SortingState>) => update("sorting", u),
    onGlobalFilterChange: (u: Updater<string>) => update("globalFilter", u, true),
    onColumnFiltersChange: (u: Updater<ColumnFiltersState>) => update("columnFilters", u, true),
    onPaginationChange: (u: Updater<PaginationState>) => update("pagination", u),
    onColumnVisibilityChange: setColumnVisibility,
    globalFilterFn: "includesString",
    getColumnCanGlobalFilter: () => true,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
    ...(server
      ? { manualSorting: true, manualFiltering: true, manualPagination: true, rowCount: server.total }
      : {}),
  });
}
