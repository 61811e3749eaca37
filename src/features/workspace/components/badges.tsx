import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { STATUS_LABELS, type TaskPriority, type TaskStatus } from "../workspace.contract.ts";

const STATUS_TONE: Record<string, BadgeTone> = {
  todo: "neutral",
  in_progress: "info",
  done: "success",
  completed: "success",
  blocked: "danger",
};
const PRIORITY_TONE: Record<TaskPriority, BadgeTone> = {
  low: "neutral",
  normal: "info",
  high: "warning",
  urgent: "danger",
};

/** A task's status; besides the four statuses the badge also shows 'completed' (green, like done). */
export function StatusBadge({ status }: { status: TaskStatus | "completed" }) {
  const label = status === "completed" ? "Completed" : STATUS_LABELS[status];
  return <Badge tone={STATUS_TONE[status] ?? "neutral"}>{label}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{priority[0]!.toUpperCase() + priority.slice(1)}</Badge>;
}
