import { Trash2 } from "lucide-react";
import { Button } from "#src/ui/button.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import {
  CRM_MESSAGES as M,
  SCORING_CRITERIA,
  SCORING_CRITERION_KEYS,
  type ScoringCriterion,
} from "../../crm.contract.ts";
import type { RuleDraft } from "../../lib/scoring-rule-draft.ts";

type Criterion = RuleDraft["criteria"][number];

/**
 * Add or edit a scoring rule beside the table: its name, weight (-100 to 100), whether it is active,
 * and its criteria, all of which must hold. Saving rescores every lead.
 */
export function ScoringRuleSheet({
  draft,
  onDraft,
  onSave,
  busy,
  fields,
}: {
  draft: RuleDraft | null;
  /** The changed draft; null closes the sheet. */
  onDraft: (draft: RuleDraft | null) => void;
  onSave: () => void;
  busy: boolean;
  fields: Record<string, string>;
}) {
  return (
    <Sheet
      open={draft !== null}
      onOpenChange={(open) => (open ? null : onDraft(null))}
      title={draft?.id ? "Edit scoring rule" : "Add scoring rule"}
      side="right"
      className="w-[28rem]"
    >
      {draft ? (
        <form
          className="grid gap-4 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <TextField
            label="Rule name"
            value={draft.ruleName}
            error={fields.ruleName}
            onChange={(e) => onDraft({ ...draft, ruleName: e.target.value })}
            required
          />
          <TextField
            label="Weight (-100 to 100)"
            type="number"
            min={-100}
            max={100}
            step={1}
            value={draft.scoreWeight}
            error={fields.scoreWeight}
            onChange={(e) => onDraft({ ...draft, scoreWeight: e.target.value })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => onDraft({ ...draft, isActive: e.target.checked })}
              className="h-4 w-4 accent-[var(--primary)]"
            />
            Active
          </label>
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium">Criteria (all must hold)</legend>
            {draft.criteria.map((c, i) => (
              <CriterionRow
                key={`${c.key}-${i}`}
                index={i}
                criterion={c}
                onChange={(patch) =>
                  onDraft({
                    ...draft,
                    criteria: draft.criteria.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                  })
                }
                onRemove={() => onDraft({ ...draft, criteria: draft.criteria.filter((_, j) => j !== i) })}
              />
            ))}
            {fields.criteria ? (
              <p role="alert" className="text-sm text-danger">
                {fields.criteria}
              </p>
            ) : null}
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  onDraft({ ...draft, criteria: [...draft.criteria, { key: "has_phone", value: "true" }] })
                }
              >
                Add criterion
              </Button>
            </div>
          </fieldset>
          <Button type="submit" disabled={busy}>
            Save and rescore leads
          </Button>
          <p className="text-xs text-muted-fg">{M.ruleCriteriaRequired}.</p>
        </form>
      ) : null}
    </Sheet>
  );
}

/** One criterion: which one, and its value (Yes or No for a yes-or-no criterion). */
function CriterionRow({
  index,
  criterion: c,
  onChange,
  onRemove,
}: {
  index: number;
  criterion: Criterion;
  onChange: (patch: Partial<Criterion>) => void;
  onRemove: () => void;
}) {
  const kind = SCORING_CRITERIA[c.key].kind;
  return (
    <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
      <SelectField
        label={`Criterion ${index + 1}`}
        value={c.key}
        options={SCORING_CRITERION_KEYS.map((k) => ({ value: k, label: SCORING_CRITERIA[k].label }))}
        onChange={(e) => {
          const key = e.target.value as ScoringCriterion;
          onChange({ key, value: SCORING_CRITERIA[key].kind === "boolean" ? "true" : "" });
        }}
      />
      {kind === "boolean" ? (
        <SelectField
          label="Value"
          value={c.value}
          options={[
            { value: "true", label: "Yes" },
            { value: "false", label: "No" },
          ]}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      ) : (
        <TextField
          label="Value"
          type={kind === "number" ? "number" : "text"}
          value={c.value}
          onChange={(e) => onChange({ value: e.target.value })}
        />
      )}
      <Button variant="ghost" size="icon" aria-label={`Remove criterion ${index + 1}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </Button>
    </div>
  );
}
