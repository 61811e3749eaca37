import { type KeyboardEvent, type MouseEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { nextRowIndex } from "../data-table-query.ts";

/**
 * Keyboard and pointer for rows that open: one row is in the tab order, the arrow keys move focus,
 * Enter or a click opens the row (its `rowHref`, else `onRowOpen`).
 */
export function useRowNavigation<T>({
  rows,
  rowHref,
  onRowOpen,
}: {
  /** The rows on screen, in order. */
  rows: readonly T[];
  rowHref: ((row: T) => string) | undefined;
  onRowOpen: ((row: T) => void) | undefined;
}) {
  const navigate = useNavigate();
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
      const row = rows[index];
      if (row) {
        event.preventDefault();
        open(row);
      }
      return;
    }
    const next = nextRowIndex(event.key, index, rows.length);
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

  return { opens, focusIndex, setFocusIndex, rowRefs, onBodyKeyDown, onRowClick };
}

export type RowNavigation<T> = ReturnType<typeof useRowNavigation<T>>;
