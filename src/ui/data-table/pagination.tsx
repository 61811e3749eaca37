import type { PaginationState } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../button.tsx";
import { cn } from "../cn.ts";
import { pageCount } from "../data-table-query.ts";
import type { StaffTable } from "./table-model.ts";
import { compactInput } from "./table-state.ts";

/** Below the table: which rows are shown (announced), rows per page, and the page buttons. */
export function DataTablePagination({
  table,
  caption,
  loading,
  total,
  shown,
  pagination,
  pageSizes,
}: {
  table: StaffTable;
  caption: string;
  loading: boolean;
  /** All matching rows, across pages. */
  total: number;
  /** Rows on this page. */
  shown: number;
  /** The page asked for (the URL may ask past the last one) and its size. */
  pagination: PaginationState;
  pageSizes: readonly number[];
}) {
  const { pageSize } = pagination;
  const pages = pageCount(total, pageSize);
  const pageIndex = Math.min(pagination.pageIndex, pages - 1);
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, first + shown - 1);
  return (
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
            value={pageSize}
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
  );
}
