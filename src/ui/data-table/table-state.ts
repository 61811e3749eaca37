import type { ColumnFiltersState, PaginationState, SortingState, Updater } from "@tanstack/react-table";
import type { DataTableQuery } from "../data-table-query.ts";
import { inputClass } from "../form-field.tsx";

/** What the table keeps per view: sort, search, column filters and page (the URL in server mode). */
export type TableState = {
  sorting: SortingState;
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
};

/** The shared input look without its full width (a select sized to its content). */
export const compactInput = inputClass.replace("w-full ", "");

export const apply = <V>(updater: Updater<V>, old: V): V =>
  typeof updater === "function" ? (updater as (old: V) => V)(old) : updater;

export function toQuery(state: TableState): DataTableQuery {
  const first = state.sorting[0];
  return {
    pageIndex: state.pagination.pageIndex,
    pageSize: state.pagination.pageSize,
    sort: first ? { id: first.id, desc: first.desc } : null,
    search: state.globalFilter,
    filters: Object.fromEntries(state.columnFilters.map((f) => [f.id, String(f.value ?? "")])),
  };
}

export function fromQuery(query: DataTableQuery): TableState {
  return {
    sorting: query.sort ? [{ id: query.sort.id, desc: query.sort.desc }] : [],
    globalFilter: query.search,
    columnFilters: Object.entries(query.filters).map(([id, value]) => ({ id, value })),
    pagination: { pageIndex: query.pageIndex, pageSize: query.pageSize },
  };
}
