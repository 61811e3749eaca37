import { Archive, ArchiveRestore, GitFork, Mail, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../lib/failure.ts";
import { EMPLOYEE_STATUS_LABELS, fullName } from "../lib/format.ts";
import {
  ARCHIVE_STATUSES,
  type ArchiveStatus,
  type EmployeeStatus,
  PEOPLE_MESSAGES,
  PM,
} from "../people.contract.ts";

export type AdminTarget = {
  id: string;
  firstName: string;
  lastName: string;
  status: EmployeeStatus;
  isAdmin: boolean;
  profileClaimed: boolean;
  inviteSentAt: string | null;
};

/** The admin toggle; switching admin access off asks 'Disable Admin Access?' first. */
export function AdminSwitch({ employee }: { employee: AdminTarget }) {
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useStaffAction();
  const name = fullName(employee);
  const set = async (isAdmin: boolean) => {
    const done = await run(
      "admin",
      () =>
        api<{ message: string }>(`/api/people/employees/${employee.id}/admin`, {
          method: "PUT",
          body: { isAdmin },
        }),
      { failure: (err) => failureMessage(err, PM.adminUpdateFailed) },
    );
    // Keeps the confirmation open on a failure.
    if (!done) throw new Error(PM.adminUpdateFailed);
  };
  return (
    <>
      <div className="flex items-center gap-2 text-sm">
        <button
          type="button"
          role="switch"
          aria-checked={employee.isAdmin}
          aria-label={`Admin access for ${name}`}
          disabled={busy !== null}
          onClick={() => (employee.isAdmin ? setConfirming(true) : void set(true).catch(() => {}))}
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border transition-colors disabled:opacity-60",
            employee.isAdmin ? "bg-primary" : "bg-muted",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "inline-block h-4 w-4 rounded-full bg-fg transition-transform",
              employee.isAdmin ? "translate-x-6 bg-primary-fg" : "translate-x-1",
            )}
          />
        </button>
        <span aria-hidden="true">Admin</span>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={PM.disableAdminTitle}
        description={`${name} will no longer be able to add, edit, archive or delete employees, or review everyone's time off.`}
        confirmLabel="Disable"
        onConfirm={() => set(false)}
      />
    </>
  );
}

/** Archive with a required reason and a status: archived, terminated or resigned. */
function ArchiveDialog({ employee }: { employee: AdminTarget }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ArchiveStatus>("archived");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useStaffAction();
  const name = fullName(employee);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(PEOPLE_MESSAGES.archiveReasonRequired);
      return;
    }
    const done = await run(
      "archive",
      () =>
        api<{ message: string }>(`/api/people/employees/${employee.id}/archive`, {
          body: { status, reason },
        }),
      { failure: (err) => failureMessage(err, PM.archiveFailed) },
    );
    if (!done) return;
    setOpen(false);
    setReason("");
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setError(undefined);
      }}
      title={`Archive ${name}`}
      description="Archiving ends their access to the portal and the Command Center. The profile stays, and can be restored."
      trigger={
        <Button variant="outline" size="sm">
          <Archive aria-hidden="true" className="h-4 w-4" /> Archive
          <span className="sr-only"> {name}</span>
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as ArchiveStatus)}
          options={ARCHIVE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] }))}
        />
        <TextAreaField
          label="Reason"
          required
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy !== null}>
            Archive employee
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** Everything an administrator can do to one employee (cards in Edit Mode, the edit page). */
export function EmployeeAdminActions({
  employee,
  selfId,
  onDeleted,
}: {
  employee: AdminTarget;
  selfId: string;
  /** Where to go once the employee is deleted (else the page's data is reloaded). */
  onDeleted?: () => unknown;
}) {
  const self = employee.id === selfId;
  const name = fullName(employee);
  const { run, busy } = useStaffAction();
  const path = `/api/people/employees/${employee.id}`;
  const invite = () =>
    run("invite", () => api<{ message: string }>(`${path}/invite`, { body: {} }), {
      failure: (err) => failureMessage(err, "Failed to send the invitation"),
    });
  const remove = async () => {
    const done = await run("delete", () => api<{ message: string }>(path, { method: "DELETE" }), {
      failure: (err) => failureMessage(err, PM.deleteFailed),
      reload: !onDeleted,
    });
    // Keeps the confirmation open on a failure.
    if (!done) throw new Error(PM.deleteFailed);
    await onDeleted?.();
  };
  const restore = () =>
    run("restore", () => api<{ message: string }>(`${path}/restore`, { body: {} }), {
      failure: (err) => failureMessage(err, "Failed to restore employee"),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to={`/employee/edit/${employee.id}`} className={buttonClass({ variant: "outline", size: "sm" })}>
        <Pencil aria-hidden="true" className="h-4 w-4" /> Edit<span className="sr-only"> {name}</span>
      </Link>
      <Link
        to={`/employee/reporting/${employee.id}`}
        className={buttonClass({ variant: "outline", size: "sm" })}
      >
        <GitFork aria-hidden="true" className="h-4 w-4" /> Reporting line
        <span className="sr-only"> of {name}</span>
      </Link>
      {!employee.profileClaimed && employee.status === "active" ? (
        <Button variant="outline" size="sm" disabled={busy === "invite"} onClick={() => void invite()}>
          <Mail aria-hidden="true" className="h-4 w-4" />{" "}
          {employee.inviteSentAt ? "Resend invite" : "Send invite"}
          <span className="sr-only"> to {name}</span>
        </Button>
      ) : null}
      {self ? null : (
        <>
          {employee.status === "active" ? (
            <ArchiveDialog employee={employee} />
          ) : (
            <Button variant="outline" size="sm" onClick={() => void restore()}>
              <ArchiveRestore aria-hidden="true" className="h-4 w-4" /> Restore
              <span className="sr-only"> {name}</span>
            </Button>
          )}
          <ConfirmDialog
            title={`Delete ${name} permanently?`}
            description="The profile is removed with its time off, goals and schedule. This cannot be undone."
            confirmLabel="Delete permanently"
            onConfirm={remove}
            trigger={
              <Button variant="danger" size="sm">
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
                <span className="sr-only"> {name}</span>
              </Button>
            }
          />
          <AdminSwitch employee={employee} />
        </>
      )}
    </div>
  );
}
