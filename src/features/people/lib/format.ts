import { format, parseISO } from "date-fns";
import type { EmployeeStatus, GoalStatus, TimeOffStatus, TimeOffType } from "../people.contract.ts";

/** "Mon, Mar 3, 2025" for a calendar date ("2025-03-03"). */
export function formatDay(date: string): string {
  return format(parseISO(date), "EEE, MMM d, yyyy");
}

/** "Mar 3, 2025". */
export function formatDate(date: string): string {
  return format(parseISO(date), "MMM d, yyyy");
}

/** "Mar 3 – Mar 7, 2025", or one date when start and end are the same. */
export function formatRange(start: string, end: string): string {
  if (start === end) return formatDate(start);
  const a = parseISO(start);
  const b = parseISO(end);
  if (a.getFullYear() === b.getFullYear()) return `${format(a, "MMM d")} – ${format(b, "MMM d, yyyy")}`;
  return `${format(a, "MMM d, yyyy")} – ${format(b, "MMM d, yyyy")}`;
}

/** "09:00" → "9:00 AM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

export function initials(p: { firstName: string; lastName: string }): string {
  return `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase();
}

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: "Active",
  archived: "Archived",
  terminated: "Terminated",
  resigned: "Resigned",
};

export const TIME_OFF_TYPE_LABELS: Record<TimeOffType, string> = {
  vacation: "Vacation",
  sick: "Sick",
  personal: "Personal",
  other: "Other",
};

export const TIME_OFF_STATUS_LABELS: Record<TimeOffStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  completed: "Completed",
};

/** A leave type's label, for any stored value ("vacation" → "Vacation"). */
export function leaveTypeLabel(type: string | null): string {
  return TIME_OFF_TYPE_LABELS[type as TimeOffType] ?? "Leave";
}
