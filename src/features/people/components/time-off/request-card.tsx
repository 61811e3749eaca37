import type { ReactNode } from "react";
import { Card } from "#src/ui/card.tsx";
import { formatDate, formatRange, fullName, TIME_OFF_TYPE_LABELS } from "../../lib/format.ts";
import type { TimeOffRequestDto } from "../../people.contract.ts";
import { TimeOffStatusBadge } from "../badges.tsx";

/** A time off request: who (for a reviewer), type, dates, working days, status and the decision. */
export function RequestCard({
  r,
  children,
  who,
}: {
  r: TimeOffRequestDto;
  children?: ReactNode;
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
