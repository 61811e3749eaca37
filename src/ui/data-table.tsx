import { useMemo } from "react";
import { useLocation, useNavigation } from "react-router";
import { cn } from "./cn.ts";
import { DataTablePagination } from "./data-table/pagination.tsx";
import { DataTableBody, LoadingOverlay } from "./data-table/table-body.tsx";
import { DataTableHead } from "./data-table/table-head.tsx";
import { useDataTableModel } from "./data-table/table-model.ts";
import { DataTableToolbar } from "./data-table/toolbar.tsx";
import type { DataTableProps } from "./data-table/types.ts";
import { useRowNavigation } from "./data-table/use-row-navigation.ts";
import { useTableState } from "./data-table/use-table-state.ts";
import { type DataTableQueryOptions, DEFAULT_PAGE_SIZES } from "./data-table-query.ts";

export type { DataTableColumn, DataTableProps } from "./data-table/types.ts";

/**
 * The staff screens' table (TanStack Table 9): sort by a header, search across columns, filter a
 * column, choose the visible columns, page through the rows; the arrow keys move between rows
 * and Enter opens one.
 *
 * Client mode sorts, filters and pages the rows it is given. Server mode (`server`) keeps page,
 * size, sort, search and filters in the URL's search params; the route's loader reads them with
 * `parseDataTableQuery` and fetches that one page, so no screen loads every row.
 *
 * Its parts live in ./data-table/: the state (URL or React) in use-table-state.ts, the TanStack
 * model in table-model.ts, row keys in use-row-navigation.ts, one component per region.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    columns,
    rows,
    getRowId,
    rowHref,
    onRowOpen,
    server,
    empty,
    search = true,
    toolbar,
  } = props;
  const pageSizes = props.pageSizes ?? server?.query.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultPageSize =
    props.defaultPageSize ?? server?.query.defaultPageSize ?? pageSizes[1] ?? pageSizes[0] ?? 25;
  const queryOptions: DataTableQueryOptions = useMemo(
    () => ({
      ...server?.query,
      pageSizes,
      defaultPageSize,
      defaultSort: server?.query.defaultSort ?? props.initialSort ?? null,
      sortable: columns.filter((c) => c.sortable !== false).map((c) => c.id),
      filterable: columns.filter((c) => c.filter).map((c) => c.id),
    }),
    [server?.query, pageSizes, defaultPageSize, props.initialSort, columns],
  );

  const { state, draft, update } = useTableState({
    server: Boolean(server),
    queryOptions,
    defaultPageSize,
    initialSort: props.initialSort,
  });
  const table = useDataTableModel({ columns, rows, getRowId, server, state, update });
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const headerOf = (id: string) => byId.get(id)?.header ?? id;

  const navigation = useNavigation();
  const location = useLocation();
  const pageLoading =
    Boolean(server) && navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const loading = props.loading || pageLoading;

  const visibleRows = table.getRowModel().rows;
  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  const filtering = Boolean(state.globalFilter) || state.columnFilters.length > 0 || Boolean(draft?.search);
  const nav = useRowNavigation({ rows: visibleRows.map((r) => r.original as T), rowHref, onRowOpen });

  return (
    <div className={cn("grid gap-3", props.className)}>
      <DataTableToolbar
        table={table}
        caption={caption}
        columns={columns}
        state={state}
        draft={draft}
        search={search}
        headerOf={headerOf}
      >
        {toolbar}
      </DataTableToolbar>

      <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">
            {caption}
            {nav.opens ? ". Use the arrow keys to move between rows and Enter to open one." : null}
          </caption>
          <DataTableHead table={table} byId={byId} />
          <DataTableBody
            table={table}
            byId={byId}
            nav={nav}
            loading={loading}
            filtering={filtering}
            empty={empty}
          />
        </table>
        {loading && visibleRows.length > 0 ? <LoadingOverlay /> : null}
      </div>

      <DataTablePagination
        table={table}
        caption={caption}
        loading={loading}
        total={total}
        shown={visibleRows.length}
        pagination={state.pagination}
        pageSizes={pageSizes}
      />
    </div>
  );
}
