import type { Updater } from "@tanstack/react-table";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type DataTableQueryOptions,
  parseDataTableQuery,
  type SortState,
  writeDataTableQuery,
} from "../data-table-query.ts";
import { apply, fromQuery, type TableState, toQuery } from "./table-state.ts";

/** Typing in a server-driven search waits this long before the URL (and so the loader) changes. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the search box and filters show while a server-driven search waits for its debounce. */
export type TableDraft = { search: string; filters: Record<string, string> };

/**
 * The table's sort, search, filters and page. Server mode: the URL is the state (typing waits
 * SEARCH_DEBOUNCE_MS before the URL changes). Client mode: React state.
 */
export function useTableState({
  server,
  queryOptions,
  defaultPageSize,
  initialSort,
}: {
  server: boolean;
  queryOptions: DataTableQueryOptions;
  defaultPageSize: number;
  initialSort: SortState | undefined;
}) {
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
  const [draft, setDraft] = useState<TableDraft | null>(null);
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

  return { state, draft, update };
}
