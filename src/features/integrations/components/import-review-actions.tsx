import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  DUPLICATE_CHOICE_LABELS,
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  IMPORT_UI,
  MATCH_REASON_LABELS,
  type MatchReason,
  type ReviewSummaryDto,
} from "../import.contract.ts";

const CHOICE_OPTIONS = DUPLICATE_CHOICES.map((c) => ({ value: c, label: DUPLICATE_CHOICE_LABELS[c] }));

/**
 * One choice for every duplicate still without its own: all of them, or those of the match reason
 * the list is filtered by. Rows already given a choice keep it.
 */
export function ImportBulkChoice({
  importId,
  summary,
  reason,
}: {
  importId: string;
  summary: ReviewSummaryDto;
  reason: MatchReason | null;
}) {
  const [choice, setChoice] = useState<DuplicateChoice>("skip");
  const { run, busy } = useStaffAction();
  const remaining = reason ? summary.remainingByReason[reason] : summary.choices.none;
  if (summary.duplicate === 0) return null;
  const scope = reason ? ` (${MATCH_REASON_LABELS[reason].toLowerCase()})` : "";
  return (
    <section aria-labelledby="import-bulk-title" className="space-y-3 rounded-md border border-border p-3">
      <h4 id="import-bulk-title" className="font-medium">
        Duplicates without their own choice{scope}: {remaining.toLocaleString("en-US")}
      </h4>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label="Choice for the remaining duplicates"
          className="min-w-64"
          value={choice}
          options={CHOICE_OPTIONS}
          onChange={(e) => setChoice(e.target.value as DuplicateChoice)}
        />
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() =>
            run(
              "remaining",
              () =>
                api(`/api/integrations/imports/${importId}/choices/remaining`, {
                  body: { choice, ...(reason ? { reason } : {}) },
                }),
              { failure: IMPORT_UI.choiceFailed },
            )
          }
        >
          Apply to all remaining duplicates{scope}
        </Button>
      </div>
    </section>
  );
}

/** The last step of the review: the choice for duplicates left without one, and the run. */
export function ImportRunSection({
  importId,
  summary,
  onChangeMapping,
}: {
  importId: string;
  summary: ReviewSummaryDto;
  onChangeMapping: () => void;
}) {
  const [policy, setPolicy] = useState<DuplicateChoice>("skip");
  const { run, busy } = useStaffAction();
  const toImport = summary.rows - summary.invalid;
  return (
    <section aria-labelledby="import-run-title" className="space-y-3">
      <h3 id="import-run-title" className="font-semibold text-lg">
        4. Run the import
      </h3>
      <SelectField
        label="For duplicates without their own choice"
        className="max-w-sm"
        value={policy}
        options={CHOICE_OPTIONS}
        hint="Also for rows that match a record created after the check."
        onChange={(e) => setPolicy(e.target.value as DuplicateChoice)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy !== null}
          onClick={() =>
            run(
              "run",
              () => api(`/api/integrations/imports/${importId}/run`, { body: { duplicatePolicy: policy } }),
              { failure: IMPORT_UI.runFailed },
            )
          }
        >
          Run the import ({toImport.toLocaleString("en-US")} rows)
        </Button>
        <Button variant="outline" onClick={onChangeMapping}>
          Change the mapping
        </Button>
      </div>
    </section>
  );
}
