import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { formatDay, formatTime, fullName } from "../../lib/format.ts";
import type { ScheduleProposalDto } from "../../people.contract.ts";
import { WEEKDAY_NAMES } from "./schedule-day.tsx";

const STATUS: Record<ScheduleProposalDto["status"], { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for an answer", tone: "warning" },
  accepted: { label: "Accepted", tone: "success" },
  declined: { label: "Declined", tone: "danger" },
};

/** What is proposed, in words. */
export function ProposalWhat({ p }: { p: ScheduleProposalDto }) {
  if (p.kind === "change" && p.change) {
    const c = p.change;
    return (
      <p className="text-sm">
        <span className="font-medium">{formatDay(c.date)}</span>:{" "}
        {c.dayOff
          ? "day off"
          : `${formatTime(c.startTime ?? "00:00")} – ${formatTime(c.endTime ?? "00:00")}${c.remote ? ", remote" : ""}`}
      </p>
    );
  }
  return (
    <div className="grid gap-1 text-sm">
      <p>
        <span className="font-medium">Weekly schedule from {formatDay(p.effectiveFrom ?? "")}</span>
      </p>
      <ul className="grid gap-0.5 text-muted-fg">
        {p.days.length ? (
          p.days.map((d) => (
            <li key={d.weekday}>
              {WEEKDAY_NAMES[d.weekday - 1]}: {formatTime(d.startTime)} – {formatTime(d.endTime)}
              {d.remote ? ", remote" : ""}
            </li>
          ))
        ) : (
          <li>No working days</li>
        )}
      </ul>
    </div>
  );
}

/** The employee's own proposals with their answers; a waiting one can be withdrawn. */
export function MyProposals({ proposals, own }: { proposals: ScheduleProposalDto[]; own: boolean }) {
  const { run, busy } = useStaffAction();
  return (
    <ul className="grid gap-3">
      {proposals.map((p) => (
        <li key={p.id}>
          <Card className="grid gap-2 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ProposalWhat p={p} />
              <Badge tone={STATUS[p.status].tone}>{STATUS[p.status].label}</Badge>
            </div>
            {p.reason ? <p className="text-sm text-muted-fg">Reason: {p.reason}</p> : null}
            {p.decidedBy ? (
              <p className="text-sm">
                {STATUS[p.status].label} by {fullName(p.decidedBy)}
                {p.decisionNote ? `: ${p.decisionNote}` : ""}
              </p>
            ) : null}
            {own && p.status === "pending" ? (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() =>
                    run(p.id, () => api(`/api/people/schedule/proposals/${p.id}`, { method: "DELETE" }), {
                      failure: (err) => failureMessage(err, "Failed to withdraw the proposal"),
                    })
                  }
                >
                  Withdraw
                </Button>
              </div>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Decide({ p }: { p: ScheduleProposalDto }) {
  const [note, setNote] = useState("");
  const { run, busy, fields } = useStaffAction();
  const name = fullName(p.employee);
  const decide = (decision: "accepted" | "declined") =>
    run(
      decision,
      () => api(`/api/people/schedule/proposals/${p.id}/decision`, { body: { decision, note } }),
      { failure: (err) => failureMessage(err, "Failed to answer the proposal") },
    );
  return (
    <Card className="grid gap-3 p-4">
      <p className="font-medium">{name}</p>
      <ProposalWhat p={p} />
      {p.reason ? <p className="text-sm text-muted-fg">Reason: {p.reason}</p> : null}
      <TextField
        label={`Note to ${p.employee.firstName} (optional)`}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={fields.note}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy !== null}
          onClick={() => decide("accepted")}
          aria-label={`Accept ${name}'s proposal`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null}
          onClick={() => decide("declined")}
          aria-label={`Decline ${name}'s proposal`}
        >
          Decline
        </Button>
      </div>
    </Card>
  );
}

/** Proposals of the caller's team waiting for their answer. */
export function ProposalsToDecide({ proposals }: { proposals: ScheduleProposalDto[] }) {
  return (
    <ul className="grid gap-3">
      {proposals.map((p) => (
        <li key={p.id}>
          <Decide p={p} />
        </li>
      ))}
    </ul>
  );
}
