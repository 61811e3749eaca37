import { Archive, ArchiveRestore, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import {
  ORG_LIST_NOUN,
  type OrgEntryDto,
  type OrgListKind,
  orgEntryCreateSchema,
  orgEntryUpdateSchema,
} from "../../people.contract.ts";

const HEADINGS: Record<OrgListKind, { title: string; lead: string; empty: string }> = {
  locations: {
    title: "Office locations",
    lead: "The offices an employee belongs to; public holidays can be limited to one of them.",
    empty: "No office locations yet. Add your first office below.",
  },
  departments: {
    title: "Departments",
    lead: "The groups of the Organization page and the employee form; the description is shown with each.",
    empty: "No departments yet. Add your first department below.",
  },
  titles: {
    title: "Job titles",
    lead: "The titles the employee form offers for each department (“Other” lets one be typed in).",
    empty: "No job titles yet. Add a department first, then its titles below.",
  },
};

/** The name and description fields of an entry, shared by the add form and the edit dialog. */
function EntryFields({ form, kind }: { form: ReturnType<typeof useEntryForm>; kind: OrgListKind }) {
  return (
    <>
      <TextField label={`${ORG_LIST_NOUN[kind].title} name`} maxLength={120} {...form.field("name")} />
      {kind === "titles" ? null : (
        <TextAreaField
          label="Description (optional)"
          rows={2}
          maxLength={500}
          {...form.field("description")}
        />
      )}
    </>
  );
}

function useEntryForm(entry: OrgEntryDto | null, departmentId = "") {
  return useStaffForm({ name: entry?.name ?? "", description: entry?.description ?? "", departmentId });
}

function AddEntry({ kind, departments }: { kind: OrgListKind; departments: OrgEntryDto[] }) {
  const form = useEntryForm(null);
  const noun = ORG_LIST_NOUN[kind];
  const submit = async () => {
    const v = form.values;
    const body = {
      name: v.name,
      description: v.description,
      departmentId: kind === "titles" ? v.departmentId || null : null,
    };
    const done = await form.submit(
      orgEntryCreateSchema,
      body,
      "add",
      (data) => api(`/api/people/org-lists/${kind}`, { body: data }),
      { failure: (e) => failureMessage(e, `Failed to add the ${noun.one}`) },
    );
    if (done) form.setValues({ name: "", description: "", departmentId: v.departmentId });
  };
  if (kind === "titles" && departments.length === 0) return null;
  return (
    <StaffForm
      onSubmit={submit}
      className="gap-3 border-t border-border pt-4"
      aria-labelledby={`add-${kind}`}
    >
      <h3 id={`add-${kind}`} className="text-sm font-semibold">
        Add {noun.one === "office" ? "an office" : `a ${noun.one}`}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {kind === "titles" ? (
          <SelectField
            label="Department"
            placeholder="Choose a department"
            options={departments.filter((d) => !d.archived).map((d) => ({ value: d.id, label: d.name }))}
            {...form.field("departmentId")}
          />
        ) : null}
        <EntryFields form={form} kind={kind} />
      </div>
      <div>
        <Button type="submit" disabled={form.busy !== null}>
          {form.busy ? "Adding…" : `Add ${noun.one}`}
        </Button>
      </div>
    </StaffForm>
  );
}

function EditEntry({ kind, entry }: { kind: OrgListKind; entry: OrgEntryDto }) {
  const [open, setOpen] = useState(false);
  const form = useEntryForm(entry);
  const noun = ORG_LIST_NOUN[kind];
  const submit = async () => {
    const body = {
      name: form.values.name,
      ...(kind === "titles" ? {} : { description: form.values.description }),
    };
    const done = await form.submit(
      orgEntryUpdateSchema,
      body,
      "save",
      (data) => api(`/api/people/org-lists/${kind}/${entry.id}`, { method: "PATCH", body: data }),
      { failure: (e) => failureMessage(e, `Failed to save the ${noun.one}`) },
    );
    if (done) setOpen(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          form.clearErrors();
          form.setValues({ name: entry.name, description: entry.description ?? "", departmentId: "" });
        }
      }}
      title={`Edit ${entry.name}`}
      description={
        entry.uses
          ? `A new name is carried over to the ${entry.uses} record${entry.uses === 1 ? "" : "s"} that use it.`
          : undefined
      }
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Edit ${entry.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </Button>
      }
    >
      <StaffForm onSubmit={submit}>
        <EntryFields form={form} kind={kind} />
        <Button type="submit" disabled={form.busy !== null}>
          {form.busy ? "Saving…" : "Save"}
        </Button>
      </StaffForm>
    </FormDialog>
  );
}

function RowActions({ kind, entry }: { kind: OrgListKind; entry: OrgEntryDto }) {
  const { run, busy } = useStaffAction();
  const noun = ORG_LIST_NOUN[kind];
  const archive = (archived: boolean) =>
    run(
      "archive",
      () => api(`/api/people/org-lists/${kind}/${entry.id}`, { method: "PATCH", body: { archived } }),
      { failure: (e) => failureMessage(e, `Failed to update the ${noun.one}`) },
    );
  return (
    <div className="flex justify-end gap-1">
      <EditEntry kind={kind} entry={entry} />
      <Button
        variant="ghost"
        size="sm"
        disabled={busy !== null}
        aria-label={`${entry.archived ? "Restore" : "Archive"} ${entry.name}`}
        onClick={() => void archive(!entry.archived)}
      >
        {entry.archived ? (
          <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Archive aria-hidden="true" className="h-4 w-4" />
        )}
      </Button>
      <ConfirmDialog
        title={`Delete ${entry.name}?`}
        description={
          entry.uses
            ? `It is in use (${entry.uses} record${entry.uses === 1 ? "" : "s"}), so it cannot be deleted: archive it instead.`
            : `It is not used anywhere. Deleting removes it from the list.`
        }
        confirmLabel="Delete"
        onConfirm={() =>
          run("delete", () => api(`/api/people/org-lists/${kind}/${entry.id}`, { method: "DELETE" }), {
            failure: (e) => failureMessage(e, `Failed to delete the ${noun.one}`),
          })
        }
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Delete ${entry.name}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        }
      />
    </div>
  );
}

/** One of the org lists: a table of its entries and, for an admin, the add form and row actions. */
export function OrgListSection({
  kind,
  rows,
  departments,
  canEdit,
}: {
  kind: OrgListKind;
  rows: OrgEntryDto[];
  departments: OrgEntryDto[];
  canEdit: boolean;
}) {
  const h = HEADINGS[kind];
  const deptName = new Map(departments.map((d) => [d.id, d.name]));
  const columns: DataTableColumn<OrgEntryDto>[] = [
    {
      id: "name",
      header: "Name",
      value: (r) => r.name,
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{r.name}</span>
          {r.archived ? <Badge tone="neutral">Archived</Badge> : null}
        </span>
      ),
    },
    ...(kind === "titles"
      ? [
          {
            id: "department",
            header: "Department",
            value: (r: OrgEntryDto) => deptName.get(r.departmentId ?? "") ?? "",
            filter: { options: departments.map((d) => ({ value: d.name, label: d.name })) },
          } satisfies DataTableColumn<OrgEntryDto>,
        ]
      : [
          {
            id: "description",
            header: "Description",
            value: (r: OrgEntryDto) => r.description ?? "",
            cell: (r: OrgEntryDto) => (
              <span className="line-clamp-2 block min-w-[14rem] text-muted-fg">{r.description ?? "—"}</span>
            ),
            sortable: false,
          } satisfies DataTableColumn<OrgEntryDto>,
        ]),
    { id: "uses", header: "In use", value: (r) => r.uses, align: "end" },
    ...(canEdit
      ? [
          {
            id: "actions",
            header: "Actions",
            value: () => "",
            sortable: false,
            hideable: false,
            align: "end",
            cell: (r: OrgEntryDto) => <RowActions kind={kind} entry={r} />,
          } satisfies DataTableColumn<OrgEntryDto>,
        ]
      : []),
  ];
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h2 id={`list-${kind}`} className="text-lg font-semibold">
          {h.title}
        </h2>
        <p className="text-sm text-muted-fg">{h.lead}</p>
      </div>
      {rows.length ? (
        <DataTable
          caption={h.title}
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          search={rows.length > 10 ? { placeholder: `Search ${h.title.toLowerCase()}` } : false}
          defaultPageSize={kind === "titles" ? 25 : 10}
        />
      ) : (
        <EmptyState
          headingLevel={3}
          title={`No ${h.title.toLowerCase()} yet`}
          description={canEdit ? h.empty : "An administrator adds them."}
        />
      )}
      {canEdit ? <AddEntry kind={kind} departments={departments} /> : null}
    </Card>
  );
}
