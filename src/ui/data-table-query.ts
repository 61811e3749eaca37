/**
 * A server-driven table's state in the URL: page, page size, sort, search and per-column filters.
 * Pure functions, shared by the browser (DataTable writes the search params) and the loader
 * (which reads them and fetches one page): no page ever loads every row.
 *
 * Parameters (each name gets the table's prefix, "" by default):
 *   page=3          1-based page number
 *   size=50         rows per page, one of the allowed sizes
 *   sort=-created   a sortable column id; a leading "-" means descending
 *   q=acme          the search across columns
 *   f.status=new    one column's filter (f.<column id>)
 */

export type SortState = { id: string; desc: boolean };

export type DataTableQuery = {
  /** 0-based, as TanStack Table counts. */
  pageIndex: number;
  pageSize: number;
  sort: SortState | null;
  search: string;
  filters: Record<string, string>;
};

export type DataTableQueryOptions = {
  /** Column ids that may be sorted by; anything else in the URL is ignored. */
  sortable: readonly string[];
  /** Column ids that may be filtered; anything else in the URL is ignored. */
  filterable?: readonly string[];
  defaultSort?: SortState | null;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** For two tables on one page: "leads." gives leads.page, leads.sort… */
  prefix?: string;
};

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Longest search or filter text kept from a URL. */
const MAX_TEXT = 200;
/** The highest page a URL may ask for (beyond the data, the loader answers an empty page). */
const MAX_PAGE = 100_000;

const names = (prefix = "") => ({
  page: `${prefix}page`,
  size: `${prefix}size`,
  sort: `${prefix}sort`,
  search: `${prefix}q`,
  filter: (id: string) => `${prefix}f.${id}`,
});

function clean(text: string | null): string {
  return (text ?? "").trim().slice(0, MAX_TEXT);
}

/** Reads the table's state from a URL's search params; unknown or malformed values fall back to defaults. */
export function parseDataTableQuery(params: URLSearchParams, options: DataTableQueryOptions): DataTableQuery {
  const n = names(options.prefix);
  const sizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = options.defaultPageSize ?? sizes[1] ?? sizes[0] ?? 25;
  const size = Number(params.get(n.size));
  const pageSize = sizes.includes(size) ? size : defaultSize;
  const rawPage = params.get(n.page) ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(MAX_PAGE, Math.max(1, Number(rawPage))) : 1;

  let sort = options.defaultSort ?? null;
  const rawSort = params.get(n.sort);
  if (rawSort !== null) {
    const desc = rawSort.startsWith("-");
    const id = desc ? rawSort.slice(1) : rawSort;
    if (options.sortable.includes(id)) sort = { id, desc };
  }

  const filters: Record<string, string> = {};
  for (const id of options.filterable ?? []) {
    const value = clean(params.get(n.filter(id)));
    if (value) filters[id] = value;
  }
  return { pageIndex: page - 1, pageSize, sort, search: clean(params.get(n.search)), filters };
}

/**
 * The search params for a new state, keeping the URL's other parameters. Defaults are left out,
 * so the first page with the default sort is the plain address.
 */
export function writeDataTableQuery(
  params: URLSearchParams,
  query: DataTableQuery,
  options: DataTableQueryOptions,
): URLSearchParams {
  const n = names(options.prefix);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  };
  const sizes = options.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = options.defaultPageSize ?? sizes[1] ?? sizes[0] ?? 25;
  set(n.page, query.pageIndex > 0 ? String(query.pageIndex + 1) : null);
  set(n.size, query.pageSize !== defaultSize ? String(query.pageSize) : null);
  const def = options.defaultSort ?? null;
  const sameAsDefault = query.sort?.id === def?.id && (query.sort?.desc ?? false) === (def?.desc ?? false);
  // No sort at all while the default has one is written as the default (a column cannot be unsorted to nothing).
  set(n.sort, sameAsDefault || !query.sort ? null : `${query.sort.desc ? "-" : ""}${query.sort.id}`);
  set(n.search, query.search.trim() || null);
  for (const id of options.filterable ?? []) set(n.filter(id), query.filters[id]?.trim() || null);
  return next;
}

/** Offset and limit for the loader's query. */
export function pageWindow(query: Pick<DataTableQuery, "pageIndex" | "pageSize">): {
  offset: number;
  limit: number;
} {
  return { offset: query.pageIndex * query.pageSize, limit: query.pageSize };
}

/** How many pages `total` rows make (at least 1, so "Page 1 of 1" on an empty table). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Which row gets focus after a key press in the table's body (arrow keys, Home, End, Page Up and
 * Down move by one, to the ends, or by ten), or null when the key is not a row-navigation key.
 */
export function nextRowIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return Math.min(last, current + 1);
    case "ArrowUp":
      return Math.max(0, current - 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return Math.min(last, current + 10);
    case "PageUp":
      return Math.max(0, current - 10);
    default:
      return null;
  }
}
