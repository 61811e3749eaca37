import { Archive, ArchiveRestore, GitFork, Mail, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { toast } from "#src/ui/toaster.tsx";
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

/** The admin toggle; disabling asks 'Disable Admin Access?' first (document 4, section 4). */
export function AdminSwitch({ employee, onChanged }: { employee: AdminTarget; onChanged: () => unknown }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = fullName(employee);
  const set = async (isAdmin: boolean) => {
    setBusy(true);
    try {
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}/admin`, {
        method: "PUT",
        body: { isAdmin },
      });
      toast.success(res.message);
      await onChanged();
    } catch (err) {
      toast.error(failureMessage(err, PM.adminUpdateFailed));
      throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="flex items-center gap-2 text-sm">
        <button
          type="button"
          role="switch"
          aria-checked={employee.isAdmin}
          aria-label={`Admin access for ${name}`}
          disabled={busy}
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
function ArchiveDialog({ employee, onChanged }: { employee: AdminTarget; onChanged: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ArchiveStatus>("archived");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = fullName(employee);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(PEOPLE_MESSAGES.archiveReasonRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}/archive`, {
        body: { status, reason },
      });
      toast.success(res.message);
      setOpen(false);
      setReason("");
      await onChanged();
    } catch (err) {
      toast.error(failureMessage(err, PM.archiveFailed));
    } finally {
      setBusy(false);
    }
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
          <Button type="submit" variant="danger" disabled={busy}>
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
  onChanged,
  onDeleted,
}: {
  employee: AdminTarget;
  selfId: string;
  onChanged: () => unknown;
  onDeleted?: () => unknown;
}) {
  const self = employee.id === selfId;
  const name = fullName(employee);
  const [inviting, setInviting] = useState(false);
  const invite = async () => {
    setInviting(true);
    try {
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}/invite`, { body: {} });
      toast.success(res.message);
      await onChanged();
    } catch (err) {
      toast.error(failureMessage(err, "Failed to send the invitation"));
    } finally {
      setInviting(false);
    }
  };
  const remove = async () => {
    try {
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}`, {
        method: "DELETE",
      });
      toast.success(res.message);
      await (onDeleted ?? onChanged)();
    } catch (err) {
      toast.error(failureMessage(err, PM.deleteFailed));
      throw err;
    }
  };
  const restore = async () => {
    try {
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}/restore`, {
        body: {},
      });
      toast.success(res.message);
      await onChanged();
    } catch (err) {
      toast.error(failureMessage(err, "Failed to restore employee"));
    }
  };
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
        <Button variant="outline" size="sm" disabled={inviting} onClick={() => void invite()}>
          <Mail aria-hidden="true" className="h-4 w-4" />{" "}
          {employee.inviteSentAt ? "Resend invite" : "Send invite"}
          <span className="sr-only"> to {name}</span>
        </Button>
      ) : null}
      {self ? null : (
        <>
          {employee.status === "active" ? (
            <ArchiveDialog employee={employee} onChanged={onChanged} />
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
          <AdminSwitch employee={employee} onChanged={onChanged} />
        </>
      )}
    </div>
  );
}
