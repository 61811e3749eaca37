import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type ChoicesResultDto,
  DUPLICATE_CHOICE_LABELS,
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  IMPORT_UI,
  type ReviewPageDto,
  type ReviewRowDto,
} from "../import.contract.ts";

const selectClass = "h-9 w-full rounded-md border border-border bg-bg px-2 text-sm";

/** One checked row: its values, what was found, and for a duplicate its own choice. */
function ReviewRow({
  r,
  choice,
  disabled,
  onChoose,
}: {
  r: ReviewRowDto;
  choice: string;
  disabled: boolean;
  onChoose: (choice: DuplicateChoice | null) => void;
}) {
  const values = Object.values(r.values).filter(Boolean).slice(0, 4).join(" · ");
  return (
    <li className="grid gap-2 p-3 text-sm sm:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1.2fr)_13rem] sm:items-start">
      <div className="font-medium">Row {r.row}</div>
      <div className="break-words text-muted-fg">{values || "(empty)"}</div>
      <div className="space-y-1 break-words">
        {r.match ? (
          <>
            <Badge tone="warning">Duplicate</Badge>
            <div>
              Matches {r.match.label} ({r.match.reason})
            </div>
          </>
        ) : (
          <>
            <Badge tone="danger">Not imported</Badge>
            <ul className="list-disc pl-4">
              {r.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {r.match ? (
        <label className="grid gap-1">
          <span className="text-muted-fg text-xs">Choice for row {r.row}</span>
          <select
            className={selectClass}
            value={choice}
            disabled={disabled}
            onChange={(e) => onChoose((e.target.value || null) as DuplicateChoice | null)}
          >
            <option value="">The import's choice</option>
            {DUPLICATE_CHOICES.map((c) => (
              <option key={c} value={c}>
                {DUPLICATE_CHOICE_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </li>
  );
}

/**
 * One page of the review (50 rows, in file order) and the links to the other pages. A choice is
 * saved as soon as it is made: the select shows it while it is sent, then the reloaded page does.
 */
export function ImportReviewRows({
  importId,
  review,
  pageHref,
}: {
  importId: string;
  review: ReviewPageDto;
  pageHref: (page: number) => string;
}) {
  const { run, busy } = useStaffAction();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState("");
  const choose = async (row: number, choice: DuplicateChoice | null) => {
    setChosen((c) => ({ ...c, [row]: choice ?? "" }));
    const result = await run(
      `row-${row}`,
      () =>
        api<ChoicesResultDto>(`/api/integrations/imports/${importId}/choices`, {
          body: { choices: [{ row, choice }] },
        }),
      { failure: IMPORT_UI.choiceFailed, success: () => undefined },
    );
    // The reloaded page holds the choice now (or still the old one after a failure).
    setChosen((c) => Object.fromEntries(Object.entries(c).filter(([k]) => k !== String(row))));
    if (result)
      setSaved(`Row ${row}: ${choice ? DUPLICATE_CHOICE_LABELS[choice] : "the import's choice"}. Saved.`);
  };
  const { page, pages, total } = review;
  const first = (page - 1) * review.pageSize + 1;
  return (
    <div className="space-y-3">
      <p className="sr-only" role="status" aria-live="polite">
        {saved}
      </p>
      {review.rows.length === 0 ? (
        <p className="text-muted-fg text-sm">
          {review.finding === "duplicate"
            ? "No row matches a record the CRM already has."
            : "Every row can be imported."}
        </p>
      ) : (
        <ol
          aria-labelledby="import-review-list-title"
          className="divide-y divide-border rounded-md border border-border"
        >
          {review.rows.map((r) => (
            <ReviewRow
              key={r.row}
              r={r}
              choice={chosen[r.row] ?? r.choice ?? ""}
              disabled={busy === `row-${r.row}`}
              onChoose={(c) => choose(r.row, c)}
            />
          ))}
        </ol>
      )}
      <nav
        aria-label="Pages of the review"
        className="flex flex-wrap items-center justify-between gap-2 text-sm"
      >
        <span>
          {total === 0
            ? "No rows"
            : `Showing ${first.toLocaleString("en-US")}–${(first + review.rows.length - 1).toLocaleString("en-US")} of ${total.toLocaleString("en-US")} · page ${page} of ${pages}`}
        </span>
        <div className="flex gap-2">
          {page > 1 ? (
            <Link
              className="rounded-md border border-border px-3 py-1.5 underline-offset-2 hover:underline"
              to={pageHref(page - 1)}
              preventScrollReset
            >
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link
              className="rounded-md border border-border px-3 py-1.5 underline-offset-2 hover:underline"
              to={pageHref(page + 1)}
              preventScrollReset
            >
              Next page
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
