import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import {
  type ImportDto,
  MATCH_REASON_LABELS,
  MATCH_REASONS,
  type ReviewPageDto,
  type ReviewSummaryDto,
} from "../import.contract.ts";
import { ImportBulkChoice, ImportRunSection } from "./import-review-actions.tsx";
import { ImportReviewRows } from "./import-review-rows.tsx";
import { ImportWizard } from "./import-wizard.tsx";

const n = (v: number) => v.toLocaleString("en-US");

function ReviewCounts({ summary }: { summary: ReviewSummaryDto }) {
  const own = summary.duplicate - summary.choices.none;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {(
        [
          ["New", summary.new],
          ["Duplicates", summary.duplicate],
          ["Cannot be imported", summary.invalid],
          ["Duplicates with their own choice", own],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className="rounded-md border border-border p-2">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="font-semibold text-lg">{n(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The duplicates' filter by match reason: a GET form, so the filter is in the URL (and survives a reload). */
function ReasonFilter({ imp, review }: { imp: ImportDto; review: ReviewPageDto }) {
  const { byReason } = review.summary;
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="import" value={imp.id} />
      <input type="hidden" name="finding" value="duplicate" />
      <label className="grid gap-1.5 text-sm font-medium">
        Match reason
        <select
          name="reason"
          defaultValue={review.reason ?? ""}
          className="h-10 rounded-md border border-border bg-bg px-2 font-normal"
        >
          <option value="">All reasons ({n(review.summary.duplicate)})</option>
          {MATCH_REASONS.filter((r) => byReason[r] > 0 || review.reason === r).map((r) => (
            <option key={r} value={r}>
              {MATCH_REASON_LABELS[r]} ({n(byReason[r])})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}

/**
 * Step 3: what the check found in the whole file. Every duplicate, page by page (filtered by
 * match reason), each with its own choice; a choice for all remaining ones; then the run.
 */
export function ImportReview({ imp, review }: { imp: ImportDto; review: ReviewPageDto }) {
  const [mapping, setMapping] = useState(false);
  // Another page or filter replaces the list (and the link or button that asked for it): the
  // focus goes to the list's heading, so keyboard and screen reader users start at the new rows.
  const listKey = `${review.finding}-${review.reason}-${review.page}`;
  const shown = useRef(listKey);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown.current === listKey) return;
    shown.current = listKey;
    listHeading.current?.focus();
  }, [listKey]);
  if (mapping)
    return <ImportWizard imp={imp} onCancel={() => setMapping(false)} cancelLabel="Back to the review" />;
  const href = (params: Record<string, string | number | null>) => {
    const q = new URLSearchParams({ import: imp.id });
    for (const [k, v] of Object.entries(params)) if (v !== null && v !== "") q.set(k, String(v));
    return `?${q}`;
  };
  const { summary } = review;
  const listTitle =
    review.finding === "invalid"
      ? "Rows that cannot be imported"
      : review.reason
        ? `Duplicates: ${MATCH_REASON_LABELS[review.reason].toLowerCase()}`
        : "Duplicates";
  return (
    <Card className="space-y-6 p-4">
      <section className="space-y-4" aria-labelledby="import-review-title">
        <h3 id="import-review-title" className="font-semibold text-lg">
          3. Review the {n(summary.rows)} rows of {imp.filename}
        </h3>
        <ReviewCounts summary={summary} />
        <NavTabs
          label="Rows to review"
          tabs={[
            {
              label: `Duplicates (${n(summary.duplicate)})`,
              to: href({ finding: "duplicate" }),
              active: review.finding === "duplicate",
            },
            {
              label: `Cannot be imported (${n(summary.invalid)})`,
              to: href({ finding: "invalid" }),
              active: review.finding === "invalid",
            },
          ]}
        />
        {review.finding === "duplicate" && summary.duplicate > 0 ? (
          <ReasonFilter key={review.reason ?? ""} imp={imp} review={review} />
        ) : null}
        <h4 id="import-review-list-title" ref={listHeading} tabIndex={-1} className="font-medium">
          {listTitle}
        </h4>
        <ImportReviewRows
          key={listKey}
          importId={imp.id}
          review={review}
          pageHref={(page) => href({ finding: review.finding, reason: review.reason, page })}
        />
        {review.finding === "duplicate" ? (
          <ImportBulkChoice importId={imp.id} summary={summary} reason={review.reason} />
        ) : null}
      </section>
      <ImportRunSection importId={imp.id} summary={summary} onChangeMapping={() => setMapping(true)} />
    </Card>
  );
}
