import { Button } from "#src/ui/button.tsx";
import { pageCount } from "#src/ui/data-table-query.ts";

/** Previous and Next under a grid of cards, with "Page 2 of 5 · 112 companies". */
export function GridPager({
  page,
  pageSize,
  total,
  totalLabel,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The total as words ("112 companies"). */
  totalLabel: string;
  /** The page to show; null is the first (the parameter goes from the URL). */
  onPage: (page: string | null) => void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
      <span>
        Page {page} of {pages} · {totalLabel}
      </span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page > 2 ? String(page - 1) : null)}
        >
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(String(page + 1))}>
          Next
        </Button>
      </span>
    </nav>
  );
}
