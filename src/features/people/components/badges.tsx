import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { EMPLOYEE_STATUS_LABELS, TIME_OFF_STATUS_LABELS } from "../lib/format.ts";
import type { EmployeeStatus, TimeOffStatus } from "../people.contract.ts";

const EMPLOYEE_TONES: Record<EmployeeStatus, BadgeTone> = {
  active: "success",
  archived: "neutral",
  terminated: "danger",
  resigned: "warning",
};

/** A profile that is not active (archived, terminated, resigned) says so on its card. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge tone={EMPLOYEE_TONES[status]}>{EMPLOYEE_STATUS_LABELS[status]}</Badge>;
}

/** Approved green, rejected red, else pending yellow. */
const TIME_OFF_TONES: Record<TimeOffStatus, BadgeTone> = {
  approved: "success",
  rejected: "danger",
  pending: "warning",
};

export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return <Badge tone={TIME_OFF_TONES[status]}>{TIME_OFF_STATUS_LABELS[status]}</Badge>;
}
