import { useEffect, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { companyCurrencyCode } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import {
  type ContactRowDto,
  DEAL_PRIORITIES,
  DEAL_STAGES,
  type DealStage,
  NEW_DEAL_STAGES,
  type Page,
  STAGE_LABELS,
} from "../crm.contract.ts";

export type DealFormValues = {
  name: string;
  value: string;
  stage: DealStage;
  priority: string;
  companyId: string;
  contactId: string;
  expectedCloseDate: string;
  notes: string;
};

/**
 * New Deal and the deal page's edit mode: a company must be chosen; the contact picker
 * is disabled until one is, and changing the company clears the contact. The new-deal form offers
 * qualification to closing; the edit form every stage.
 */
export function DealForm({
  initial,
  companies,
  initialContacts,
  mode,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  initial: DealFormValues;
  companies: { id: string; name: string }[];
  initialContacts: { id: string; name: string }[];
  mode: "create" | "edit";
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: DealFormValues) => void;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const [contacts, setContacts] = useState(initialContacts);
  const [companyTouched, setCompanyTouched] = useState(false);
  useEffect(() => {
    if (!companyTouched) return;
    if (!v.companyId) {
      setContacts([]);
      return;
    }
    let live = true;
    api<Page<ContactRowDto>>(`/api/crm/contacts?companyId=${v.companyId}&pageSize=100`)
      .then((page) => {
        if (live)
          setContacts(page.rows.map((c) => ({ id: c.id, name: `${c.firstName} ${c.lastName}`.trim() })));
      })
      .catch(() => {
        if (live) setContacts([]);
      });
    return () => {
      live = false;
    };
  }, [v.companyId, companyTouched]);
  const stages = mode === "create" ? NEW_DEAL_STAGES : DEAL_STAGES;
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(v);
      }}
    >
      <TextField
        label="Deal name"
        className="sm:col-span-2"
        value={v.name}
        error={errors.name}
        required
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <SelectField
        label="Company"
        value={v.companyId}
        error={errors.companyId}
        options={[
          { value: "", label: "Select a company" },
          ...companies.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={(e) => {
          setCompanyTouched(true);
          setV({ ...v, companyId: e.target.value, contactId: "" });
        }}
      />
      <SelectField
        label="Contact"
        value={v.contactId}
        error={errors.contactId}
        disabled={!v.companyId}
        hint={v.companyId ? undefined : "Choose a company first"}
        options={[
          { value: "", label: "No contact" },
          ...contacts.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={(e) => setV({ ...v, contactId: e.target.value })}
      />
      <TextField
        label={`Value (${companyCurrencyCode()})`}
        inputMode="decimal"
        value={v.value}
        error={errors.value}
        onChange={(e) => setV({ ...v, value: e.target.value })}
      />
      <SelectField
        label="Stage"
        value={v.stage}
        error={errors.stage}
        options={stages.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
        onChange={(e) => setV({ ...v, stage: e.target.value as DealStage })}
      />
      <SelectField
        label="Priority"
        value={v.priority}
        error={errors.priority}
        options={DEAL_PRIORITIES.map((p) => ({ value: p, label: p }))}
        onChange={(e) => setV({ ...v, priority: e.target.value })}
      />
      <TextField
        label="Expected close date"
        type="date"
        value={v.expectedCloseDate}
        error={errors.expectedCloseDate}
        onChange={(e) => setV({ ...v, expectedCloseDate: e.target.value })}
      />
      <TextAreaField
        label="Notes"
        className="sm:col-span-2"
        value={v.notes}
        error={errors.notes}
        onChange={(e) => setV({ ...v, notes: e.target.value })}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {mode === "create" ? "Create Deal" : "Save changes"}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The form's values as the API takes them: empty text is null. */
export function dealBody(v: DealFormValues) {
  return {
    name: v.name,
    value: v.value.trim() === "" ? null : v.value,
    stage: v.stage,
    priority: v.priority,
    companyId: v.companyId,
    contactId: v.contactId || null,
    expectedCloseDate: v.expectedCloseDate || null,
    notes: v.notes || null,
  };
}
