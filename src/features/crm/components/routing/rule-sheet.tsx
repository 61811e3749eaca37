import { Button } from "#src/ui/button.tsx";
import { CheckboxGroupField, SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { LEAD_SOURCES, SCORE_BANDS } from "../../crm.contract.ts";
import type { StaffOptionDto } from "../../revenue.contract.ts";

/** A routing rule as the form holds it (text inputs as typed). */
export type RuleDraft = {
  id: string | null;
  name: string;
  segment: string;
  source: string;
  band: string;
  staffIds: string[];
  dailyCap: string;
  position: string;
  isActive: boolean;
};

const SEGMENTS = ["startup", "enterprise", "government", "general"] as const;

/** Add or edit a routing rule: its conditions (blank: any), its round-robin staff and daily cap. */
export function RuleSheet({
  draft,
  onDraft,
  onSave,
  staff,
  busy,
  fields,
}: {
  draft: RuleDraft | null;
  onDraft: (draft: RuleDraft | null) => void;
  onSave: () => void;
  staff: StaffOptionDto[];
  busy: boolean;
  fields: Record<string, string>;
}) {
  const set = (patch: Partial<RuleDraft>) => draft && onDraft({ ...draft, ...patch });
  return (
    <Sheet
      open={draft !== null}
      onOpenChange={(open) => (open ? null : onDraft(null))}
      title={draft?.id ? "Edit routing rule" : "Add routing rule"}
      side="right"
      className="w-[30rem]"
    >
      {draft ? (
        <form
          className="grid gap-4 p-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          <TextField
            label="Name"
            value={draft.name}
            error={fields.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <SelectField
            label="Segment"
            placeholder="Any segment"
            value={draft.segment}
            error={fields.segment}
            options={SEGMENTS}
            onChange={(e) => set({ segment: e.target.value })}
          />
          <SelectField
            label="Capture point"
            placeholder="Any capture point"
            value={draft.source}
            error={fields.source}
            options={Object.entries(LEAD_SOURCES).map(([value, label]) => ({ value, label }))}
            onChange={(e) => set({ source: e.target.value })}
          />
          <SelectField
            label="Score band"
            placeholder="Any score"
            value={draft.band}
            error={fields.band}
            options={SCORE_BANDS.map((b) => ({ value: b.value, label: b.label }))}
            onChange={(e) => set({ band: e.target.value })}
          />
          <CheckboxGroupField
            legend="Round-robin among"
            options={staff.map((s) => ({ value: s.id, label: s.name }))}
            value={draft.staffIds}
            error={fields.staffIds}
            onChange={(staffIds) => set({ staffIds })}
          />
          <TextField
            label="Daily cap per person (optional)"
            inputMode="numeric"
            value={draft.dailyCap}
            error={fields.dailyCap}
            hint="New leads this rule gives one person per day (UTC); empty: no cap."
            onChange={(e) => set({ dailyCap: e.target.value })}
          />
          <TextField
            label="Position"
            inputMode="numeric"
            value={draft.position}
            error={fields.position}
            hint="Rules are tried from the lowest position; the first that matches decides."
            onChange={(e) => set({ position: e.target.value })}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--primary)]"
              checked={draft.isActive}
              onChange={(e) => set({ isActive: e.currentTarget.checked })}
            />
            Active
          </label>
          <Button type="submit" disabled={busy}>
            Save rule
          </Button>
        </form>
      ) : null}
    </Sheet>
  );
}
