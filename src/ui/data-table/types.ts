import type { ReactNode } from "react";
import type { DataTableQueryOptions, SortState } from "../data-table-query.ts";

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
