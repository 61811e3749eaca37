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
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Columns3, Search } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import {
  type DataTableQuery,
  type DataTableQueryOptions,
  DEFAULT_PAGE_SIZES,
  nextRowIndex,
  pageCount,
  parseDataTableQuery,
  type SortState,
  writeDataTableQuery,
} from "./data-table-query.ts";
import { EmptyState } from "./empty-state.tsx";
import { inputClass } from "./form-field.tsx";
import { Spinner } from "./spinner.tsx";

/** One column: how to read its value (sorted, filtered, shown) and, optionally, how to show it. */
export type DataTableColumn<T> = {
  id: string;
  header: string;
  /** The value the column sorts and filters by; shown as text when there is no `cell`. */
  value: (row: T) => string | number | null | undefined;
  cell?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** A per-column filter: free text (contains), or a choice among options (equals). */
  filter?: "text" | { options: readonly { value: string; label: string }[] };
  /** May the column be hidden from the Columns menu? Default true. */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  hidden?: boolean;
  align?: "start" | "end";
  className?: string;
};

/** Server-driven mode: the loader read the URL (parseDataTableQuery), fetched one page and its total. */
export type DataTableServer = {
  total: number;
  /** The same options the loader parsed the URL with. */
  query: Omit<DataTableQueryOptions, "sortable" | "filterable">;
};

export type DataTableProps<T> = {
  /** The table's accessible name (its caption, visible to screen readers). */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows: all of them (client mode) or the current page (server mode). */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Where a row leads: click, or Enter on the focused row, goes there. */
  rowHref?: (row: T) => string;
  /** Called when a row is opened (click or Enter) when there is no `rowHref`. */
  onRowOpen?: (row: T) => void;
  /** Server-driven pagination, sort and filters through the URL; omit for client-side. */
  server?: DataTableServer;
  /** Shown instead of the rows when there are none (and no search or filter is active). */
  empty?: ReactNode;
  /** Rows are being fetched (server mode also shows it while the next page loads). */
  loading?: boolean;
  /** The search box across columns; true for the default placeholder. Default true. */
  search?: boolean | { placeholder: string };
  /** Buttons beside the search (e.g. "New Company"). */
  toolbar?: ReactNode;
  initialSort?: SortState;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  className?: string;
};

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

type Row = Record<string, unknown>;
type TableState = {
  sorting: SortingState;
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  pagination: PaginationState;
};

/** The shared input look without its full width (a select sized to its content). */
const compactInput = inputClass.replace("w-full ", "");

/** Typing in a server-driven search waits this long before the URL (and so the loader) changes. */
export const SEARCH_DEBOUNCE_MS = 300;

const apply = <V,>(updater: Updater<V>, old: V): V =>
  typeof updater === "function" ? (updater as (old: V) => V)(old) : updater;

function toQuery(state: TableState): DataTableQuery {
  const first = state.sorting[0];
  return {
    pageIndex: state.pagination.pageIndex,
    pageSize: state.pagination.pageSize,
    sort: first ? { id: first.id, desc: first.desc } : null,
    search: state.globalFilter,
    filters: Object.fromEntries(state.columnFilters.map((f) => [f.id, String(f.value ?? "")])),
  };
}

function fromQuery(query: DataTableQuery): TableState {
  return {
    sorting: query.sort ? [{ id: query.sort.id, desc: query.sort.desc }] : [],
    globalFilter: query.search,
    columnFilters: Object.entries(query.filters).map(([id, value]) => ({ id, value })),
    pagination: { pageIndex: query.pageIndex, pageSize: query.pageSize },
  };
}

/**
 * The staff screens' table (TanStack Table 9): sort by a header, search across columns, filter a
 * column, choose the visible columns, page through the rows; the arrow keys move between rows
 * and Enter opens one.
 *
 * Client mode sorts, filters and pages the rows it is given. Server mode (`server`) keeps page,
 * size, sort, search and filters in the URL's search params; the route's loader reads them with
 * `parseDataTableQuery` and fetches that one page, so no screen loads every row.
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
    initialSort,
    className,
  } = props;
  const pageSizes = props.pageSizes ?? server?.query.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultPageSize =
    props.defaultPageSize ?? server?.query.defaultPageSize ?? pageSizes[1] ?? pageSizes[0] ?? 25;
  const queryOptions: DataTableQueryOptions = useMemo(
    () => ({
      ...server?.query,
      pageSizes,
      defaultPageSize,
      defaultSort: server?.query.defaultSort ?? initialSort ?? null,
      sortable: columns.filter((c) => c.sortable !== false).map((c) => c.id),
      filterable: columns.filter((c) => c.filter).map((c) => c.id),
    }),
    [server?.query, pageSizes, defaultPageSize, initialSort, columns],
  );

  // Server mode: the URL is the state. Client mode: React state.
  const [params, setParams] = useSearchParams();
  const [clientState, setClientState] = useState<TableState>(() =>
    fromQuery({
      pageIndex: 0,
      pageSize: defaultPageSize,
      sort: initialSort ?? null,
      search: "",
      filters: {},
    }),
  );
  const urlState = useMemo(
    () => (server ? fromQuery(parseDataTableQuery(params, queryOptions)) : null),
    [server, params, queryOptions],
  );
  const state = urlState ?? clientState;
  // What the inputs show while a server-driven search waits for its debounce.
  const [draft, setDraft] = useState<{ search: string; filters: Record<string, string> } | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const setState = (next: TableState, { typed = false } = {}) => {
    if (!server) {
      setClientState(next);
      return;
    }
    const write = () => {
      setDraft(null);
      setParams((current) => writeDataTableQuery(current, toQuery(next), queryOptions), {
        preventScrollReset: true,
        replace: typed,
      });
    };
    clearTimeout(debounce.current);
    if (typed) {
      setDraft({ search: next.globalFilter, filters: toQuery(next).filters });
      debounce.current = setTimeout(write, SEARCH_DEBOUNCE_MS);
    } else write();
  };
  const update = <K extends keyof TableState>(key: K, updater: Updater<TableState[K]>, typed = false) => {
    const next = { ...state, [key]: apply(updater, state[key]) };
    // A new sort, search or filter starts again from the first page.
    if (key !== "pagination") next.pagination = { ...next.pagination, pageIndex: 0 };
    setState(next, { typed });
  };

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
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

  const table = useTable({
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

  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const pageLoading =
    Boolean(server) && navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const loading = props.loading || pageLoading;

  const visibleRows = table.getRowModel().rows;
  const total = server ? server.total : table.getFilteredRowModel().rows.length;
  const pages = pageCount(total, state.pagination.pageSize);
  const pageIndex = Math.min(state.pagination.pageIndex, pages - 1);
  const first = total === 0 ? 0 : pageIndex * state.pagination.pageSize + 1;
  const last = Math.min(total, first + visibleRows.length - 1);
  const filtering = Boolean(state.globalFilter) || state.columnFilters.length > 0 || Boolean(draft?.search);

  // Keyboard: one row is in the tab order; arrows move focus; Enter opens.
  const opens = Boolean(rowHref || onRowOpen);
  const [focusIndex, setFocusIndex] = useState(0);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const open = (row: T) => {
    if (rowHref) void navigate(rowHref(row));
    else onRowOpen?.(row);
  };
  const onBodyKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const index = rowRefs.current.indexOf(event.target as HTMLTableRowElement);
    if (index < 0) return;
    if (event.key === "Enter") {
      const row = visibleRows[index];
      if (row) {
        event.preventDefault();
        open(row.original as T);
      }
      return;
    }
    const next = nextRowIndex(event.key, index, visibleRows.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    rowRefs.current[next]?.focus();
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    // Links, buttons and fields inside a row keep their own behaviour.
    if ((event.target as HTMLElement).closest("a,button,input,select,textarea,label")) return;
    open(row);
  };

  const id = useId();
  const searchValue = draft?.search ?? state.globalFilter;
  const filterValue = (colId: string) =>
    draft?.filters[colId] ?? String(state.columnFilters.find((f) => f.id === colId)?.value ?? "");
  const filterColumns = columns.filter((c) => c.filter);
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());

  return (
    <div className={cn("grid gap-3", className)}>
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
          <div key={c.id} className="grid gap-1">
            <label htmlFor={`${id}-filter-${c.id}`} className="text-xs font-medium text-muted-fg">
              {c.header}
            </label>
            {c.filter === "text" ? (
              <input
                id={`${id}-filter-${c.id}`}
                type="search"
                value={filterValue(c.id)}
                onChange={(e) => table.getColumn(c.id)?.setFilterValue(e.target.value || undefined)}
                className={cn(compactInput, "w-40")}
              />
            ) : (
              <select
                id={`${id}-filter-${c.id}`}
                value={filterValue(c.id)}
                onChange={(e) => table.getColumn(c.id)?.setFilterValue(e.target.value || undefined)}
                className={cn(compactInput, "w-40")}
              >
                <option value="">All</option>
                {c.filter?.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        ))}
        {hideable.length > 1 ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="outline" size="md">
                <Columns3 aria-hidden="true" className="h-4 w-4" />
                Columns
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={4}
                className="z-50 min-w-48 rounded-lg border border-border bg-card p-1 text-fg shadow-lg"
              >
                <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted-fg">
                  Visible columns
                </DropdownMenu.Label>
                {hideable.map((column) => (
                  <DropdownMenu.CheckboxItem
                    key={column.id}
                    checked={column.getIsVisible()}
                    // The menu stays open so several columns can be toggled in a row.
                    onSelect={(e) => e.preventDefault()}
                    onCheckedChange={(value) => column.toggleVisibility(Boolean(value))}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted"
                  >
                    <span
                      aria-hidden="true"
                      className="flex h-4 w-4 items-center justify-center rounded border border-border"
                    >
                      <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                    </span>
                    {byId.get(column.id)?.header ?? column.id}
                  </DropdownMenu.CheckboxItem>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
        {toolbar}
      </div>

      <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">
            {caption}
            {opens ? ". Use the arrow keys to move between rows and Enter to open one." : null}
          </caption>
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
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                      }
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
                          {sorted === "asc" ? (
                            <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />
                          ) : sorted === "desc" ? (
                            <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="h-3.5 w-3.5 opacity-50" />
                          )}
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
          <tbody onKeyDown={opens ? onBodyKeyDown : undefined}>
            {visibleRows.map((row, index) => (
              <tr
                key={row.id}
                ref={(el) => {
                  rowRefs.current[index] = el;
                }}
                tabIndex={
                  opens ? (index === Math.min(focusIndex, visibleRows.length - 1) ? 0 : -1) : undefined
                }
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
                      className={cn(
                        "px-3 py-2 align-middle",
                        def?.align === "end" && "text-right",
                        def?.className,
                      )}
                    >
                      {def?.cell ? def.cell(row.original as T) : (value ?? "")}
                    </td>
                  );
                })}
              </tr>
            ))}
            {visibleRows.length === 0 && !loading ? (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="p-4">
                  {filtering ? (
                    <EmptyState
                      title="No matching rows"
                      description="Nothing matches the search or the filters."
                      headingLevel={3}
                      className="border-none"
                    />
                  ) : (
                    (empty ?? (
                      <EmptyState title="Nothing here yet" headingLevel={3} className="border-none" />
                    ))
                  )}
                </td>
              </tr>
            ) : null}
            {visibleRows.length === 0 && loading ? (
              <tr>
                <td colSpan={table.getVisibleLeafColumns().length} className="p-8 text-center text-muted-fg">
                  <Spinner className="mr-2 inline" label="" />
                  Loading…
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {loading && visibleRows.length > 0 ? (
          <div className="absolute inset-0 flex items-start justify-center bg-bg/40 pt-10">
            <span className="flex items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm shadow">
              <Spinner label="" /> Loading…
            </span>
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p aria-live="polite" className="text-muted-fg">
          {loading
            ? "Loading…"
            : total === 0
              ? "No rows"
              : `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 whitespace-nowrap">
            <span className="text-muted-fg">Rows per page</span>
            <select
              value={state.pagination.pageSize}
              onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
              className={cn(compactInput, "h-8 w-20 px-2")}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span>
            Page {pageIndex + 1} of {pages.toLocaleString("en-US")}
          </span>
          <nav aria-label={`${caption} pages`} className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label="First page"
              disabled={pageIndex === 0}
              onClick={() => table.setPageIndex(0)}
            >
              «
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label="Previous page"
              disabled={pageIndex === 0}
              onClick={() => table.setPageIndex(pageIndex - 1)}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label="Next page"
              disabled={pageIndex >= pages - 1}
              onClick={() => table.setPageIndex(pageIndex + 1)}
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label="Last page"
              disabled={pageIndex >= pages - 1}
              onClick={() => table.setPageIndex(pages - 1)}
            >
              »
            </Button>
          </nav>
        </div>
      </div>
    </div>
  );
}
