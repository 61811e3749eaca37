import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#src/ui/cn.ts";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border border-border px-3 text-sm font-medium";

/** Page links (real links: shareable, crawlable, working before hydration). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          preventScrollReset
          onClick={onNavigate}
          className={cn(item, "hover:bg-muted")}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Link>
      ) : null}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={cn(item, "border-primary bg-primary text-primary-fg")}>
            <span className="sr-only">Page </span>
            {p}
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            preventScrollReset
            onClick={onNavigate}
            className={cn(item, "hover:bg-muted")}
          >
            <span className="sr-only">Page </span>
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link
          to={hrefFor(page + 1)}
          preventScrollReset
          onClick={onNavigate}
          className={cn(item, "hover:bg-muted")}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
