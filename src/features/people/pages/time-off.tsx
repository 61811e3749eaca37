import { Check, Plane, Plus, X } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { TimeOffStatusBadge } from "../components/badges.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { failureMessage } from "../lib/failure.ts";
import { formatDate, formatRange, fullName, TIME_OFF_TYPE_LABELS } from "../lib/format.ts";
import { workingDays } from "../lib/working-days.ts";
import {
  PEOPLE_MESSAGES,
  PM,
  TIME_OFF_TYPES,
  type TimeOffBalanceDto,
  type TimeOffRequestDto,
  type TimeOffType,
  timeOffInputSchema,
} from "../people.contract.ts";
import { timeOffPage } from "../server/time-off.service.ts";
import type { Route } from "./+types/time-off";

export function meta() {
  return staffMeta("Time Off Requests | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(() => timeOffPage(db, actor));
}

export function ErrorBoundary() {
  return <PortalError title="Time Off Requests" message={PM.timeOffLoadFailed} />;
}

function Balance({ balance }: { balance: TimeOffBalanceDto }) {
  return (
    <Card className="grid gap-2 p-5">
      <h2 className="text-sm font-medium text-muted-fg">Days available in {balance.year}</h2>
      <p className="text-3xl font-bold">
        {balance.available}{" "}
        <span className="text-base font-normal text-muted-fg">of {balance.allowance}</span>
      </p>
      <p className="text-xs text-muted-fg">
        {balance.approved} approved and {balance.pending} pending working days count against it.
      </p>
    </Card>
  );
}

/** The New Request dialog: type, both dates ('Please select both start and end dates'), notes. */
function NewRequest({ onDone }: { onDone: () => unknown }) {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<TimeOffType>("vacation");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const days = start && end && end >= start ? workingDays(start, end) : null;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!start || !end) {
      toast.error(PM.bothDates);
      setErrors({ [!start ? "startDate" : "endDate"]: PM.bothDates });
      return;
    }
    const parsed = timeOffInputSchema.safeParse({ requestType: type, startDate: start, endDate: end, notes });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
      setErrors(fields);
      return;
    }
    setBusy(true);
    try {
      const res = await api<{ message: string }>("/api/people/time-off", { body: parsed.data });
      toast.success(res.message);
      setOpen(false);
      setStart("");
      setEnd("");
      setNotes("");
      await onDone();
    } catch (err) {
      toast.error(
        failureMessage(err, PM.createTimeOffError, {
          unreachable: PM.submitFailed,
          signedOut: PM.noAuthenticatedUser,
        }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setErrors({});
      }}
      title="New Time Off Request"
      description="Your manager, or an administrator, approves or rejects it."
      trigger={
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" /> New Request
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <SelectField
          label="Type"
          value={type}
          onChange={(e) => setType(e.currentTarget.value as TimeOffType)}
          options={TIME_OFF_TYPES.map((t) => ({ value: t, label: TIME_OFF_TYPE_LABELS[t] }))}
          error={errors.requestType}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            value={start}
            error={errors.startDate}
            onChange={(e) => {
              setStart(e.currentTarget.value);
              setErrors({});
            }}
          />
          <TextField
            label="End date"
            type="date"
            value={end}
            min={start || undefined}
            error={errors.endDate}
            onChange={(e) => {
              setEnd(e.currentTarget.value);
              setErrors({});
            }}
          />
        </div>
        <p className="text-sm text-muted-fg" aria-live="polite">
          {days === null
            ? "Weekends are not counted."
            : `${days} working ${days === 1 ? "day" : "days"} (weekends are not counted).`}
        </p>
        <TextAreaField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          error={errors.notes}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Submit request
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function RequestCard({
  r,
  children,
  who,
}: {
  r: TimeOffRequestDto;
  children?: React.ReactNode;
  who?: boolean;
}) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-semibold">
            {who ? `${fullName(r.employee)}: ` : ""}
            {TIME_OFF_TYPE_LABELS[r.requestType]}, {formatRange(r.startDate, r.endDate)}
          </h3>
          <p className="text-sm text-muted-fg">
            {r.workingDays} working {r.workingDays === 1 ? "day" : "days"} · requested{" "}
            {formatDate(r.createdAt.slice(0, 10))}
            {!who && r.manager ? ` · manager: ${fullName(r.manager)}` : ""}
          </p>
        </div>
        <TimeOffStatusBadge status={r.status} />
      </div>
      {r.notes ? <p className="text-sm">“{r.notes}”</p> : null}
      {r.status !== "pending" ? (
        <p className="text-sm text-muted-fg">
          {r.status === "approved" ? "Approved" : "Rejected"}
          {r.reviewer ? ` by ${fullName(r.reviewer)}` : ""}
          {r.reviewedAt ? ` on ${formatDate(r.reviewedAt.slice(0, 10))}` : ""}
          {r.managerNotes ? `: “${r.managerNotes}”` : ""}
        </p>
      ) : null}
      {children}
    </Card>
  );
}

/** Approve or reject, with manager notes (DECISIONS.md: the requester's manager or an admin). */
function Review({ r, onDone }: { r: TimeOffRequestDto; onDone: () => unknown }) {
  const [decision, setDecision] = useState<"approved" | "rejected" | null>(null);
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await api<{ message: string }>(`/api/people/time-off/${r.id}/review`, {
        body: { decision, managerNotes: notes },
      });
      toast.success(res.message);
      setDecision(null);
      await onDone();
    } catch (err) {
      toast.error(failureMessage(err, "Failed to review the request"));
    } finally {
      setBusy(false);
    }
  };
  const name = fullName(r.employee);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setDecision("approved")}>
          <Check aria-hidden="true" className="h-4 w-4" /> Approve
          <span className="sr-only"> {name}'s request</span>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setDecision("rejected")}>
          <X aria-hidden="true" className="h-4 w-4" /> Reject
          <span className="sr-only"> {name}'s request</span>
        </Button>
      </div>
      <FormDialog
        open={decision !== null}
        onOpenChange={(o) => !o && setDecision(null)}
        title={`${decision === "approved" ? "Approve" : "Reject"} ${name}'s request`}
        description={`${TIME_OFF_TYPE_LABELS[r.requestType]}, ${formatRange(r.startDate, r.endDate)} (${r.workingDays} working days)`}
      >
        <form className="grid gap-4" onSubmit={submit}>
          <TextAreaField
            label="Manager notes"
            hint={`${r.employee.firstName} sees these notes with your decision.`}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDecision(null)}>
              Cancel
            </Button>
            <Button type="submit" variant={decision === "approved" ? "primary" : "danger"} disabled={busy}>
              {decision === "approved" ? "Approve request" : "Reject request"}
            </Button>
          </div>
        </form>
      </FormDialog>
    </>
  );
}

export default function TimeOff({ loaderData: d }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const cancel = async (id: string) => {
    try {
      const res = await api<{ message: string }>(`/api/people/time-off/${id}`, { method: "DELETE" });
      toast.success(res.message);
      await revalidate();
    } catch (err) {
      toast.error(failureMessage(err, PEOPLE_MESSAGES.cancelOnlyPending));
      throw err;
    }
  };
  const showNext = d.nextBalance.approved + d.nextBalance.pending > 0;
  return (
    <PortalPage title="Time Off Requests" actions={<NewRequest onDone={revalidate} />}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Balance balance={d.balance} />
        {showNext ? <Balance balance={d.nextBalance} /> : null}
      </div>
      {d.toReview.length ? (
        <section aria-labelledby="to-review" className="grid gap-3">
          <h2 id="to-review" className="text-lg font-semibold">
            Requests to review ({d.toReview.length})
          </h2>
          <ul className="grid gap-3">
            {d.toReview.map((r) => (
              <li key={r.id}>
                <RequestCard r={r} who>
                  <Review r={r} onDone={revalidate} />
                </RequestCard>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="my-requests" className="grid gap-3">
        <h2 id="my-requests" className="text-lg font-semibold">
          My requests
        </h2>
        {d.requests.length ? (
          <ul className="grid gap-3">
            {d.requests.map((r) => (
              <li key={r.id}>
                <RequestCard r={r}>
                  {r.status === "pending" ? (
                    <div>
                      <ConfirmDialog
                        title="Cancel this request?"
                        description={`${TIME_OFF_TYPE_LABELS[r.requestType]}, ${formatRange(r.startDate, r.endDate)}. Its days return to your balance.`}
                        confirmLabel="Cancel request"
                        cancelLabel="Keep it"
                        onConfirm={() => cancel(r.id)}
                        trigger={
                          <Button variant="outline" size="sm">
                            Cancel request
                          </Button>
                        }
                      />
                    </div>
                  ) : null}
                </RequestCard>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            icon={Plane}
            title="No time off requested yet"
            description="Use New Request to ask for days off."
          />
        )}
      </section>
    </PortalPage>
  );
}
