import type { GoalDto, ReportPeriod } from "../people.contract.ts";

export type PeriodRange = { kind: ReportPeriod; start: string; end: string };
export type GoalReport = { filename: string; text: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * This week or this calendar month, in UTC dates. The week starts on `weekStart` (0 Sunday …
 * 6 Saturday: the company's, from its working week; Monday unless given).
 */
export function reportPeriod(kind: ReportPeriod, now: Date, weekStart = 1): PeriodRange {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (kind === "weekly") {
    const sinceStart = (new Date(day).getUTCDay() - weekStart + 7) % 7;
    const start = new Date(day - sinceStart * 86_400_000);
    const end = new Date(start.getTime() + 6 * 86_400_000);
    return { kind, start: iso(start), end: iso(end) };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { kind, start: iso(start), end: iso(end) };
}

/** Report groups: completed, in progress, not started (no status too). */
export function groupOf(goal: Pick<GoalDto, "status">): "completed" | "in_progress" | "not_started" {
  if (goal.status === "completed") return "completed";
  if (goal.status === "in_progress") return "in_progress";
  return "not_started";
}

function line(g: GoalDto): string {
  const parts = [`- ${g.title}${g.isCompanyGoal ? " [company goal]" : ""}`, `${g.progress}%`];
  if (g.targetDate) parts.push(`target ${g.targetDate}`);
  return parts.join(" | ");
}

/** The goals report as plain text, and its file name: goals-weekly-report-2025-03-07.txt. */
export function goalsReportText(input: {
  period: PeriodRange;
  employee: { firstName: string; lastName: string; title: string | null };
  goals: GoalDto[];
  generatedAt: Date;
}): GoalReport {
  const { period, employee, goals } = input;
  const label = period.kind === "weekly" ? "Weekly" : "Monthly";
  const today = iso(input.generatedAt);
  const groups = {
    completed: goals.filter((g) => groupOf(g) === "completed"),
    in_progress: goals.filter((g) => groupOf(g) === "in_progress"),
    not_started: goals.filter((g) => groupOf(g) === "not_started"),
  };
  const average = goals.length ? Math.round(goals.reduce((s, g) => s + g.progress, 0) / goals.length) : 0;
  const inPeriod = (d: string | null) => d !== null && d >= period.start && d <= period.end;
  const due = goals.filter((g) => groupOf(g) !== "completed" && inPeriod(g.targetDate));
  const created = goals.filter((g) => inPeriod(g.createdAt.slice(0, 10)));
  const overdue = goals.filter(
    (g) => groupOf(g) !== "completed" && g.targetDate !== null && g.targetDate < today,
  );
  const out: string[] = [
    `${label} Goals Report`,
    `Employee: ${employee.firstName} ${employee.lastName}${employee.title ? ` (${employee.title})` : ""}`,
    `Period: ${period.start} to ${period.end}`,
    `Generated: ${today}`,
    "",
    `Summary: ${goals.length} ${goals.length === 1 ? "goal" : "goals"}: ${groups.completed.length} completed, ${groups.in_progress.length} in progress, ${groups.not_started.length} not started. Average progress ${average}%.`,
    "",
  ];
  const section = (title: string, list: GoalDto[], empty: string) => {
    out.push(`${title} (${list.length})`);
    out.push(...(list.length ? list.map(line) : [`  ${empty}`]));
    out.push("");
  };
  section("COMPLETED", groups.completed, "No completed goals.");
  section("IN PROGRESS", groups.in_progress, "No goals in progress.");
  section("NOT STARTED", groups.not_started, "No goals waiting to start.");
  section(period.kind === "weekly" ? "DUE THIS WEEK" : "DUE THIS MONTH", due, "Nothing due in this period.");
  section("OVERDUE", overdue, "Nothing overdue.");
  section(
    period.kind === "weekly" ? "NEW THIS WEEK" : "NEW THIS MONTH",
    created,
    "No new goals in this period.",
  );
  return {
    filename: `goals-${period.kind}-report-${today}.txt`,
    text: `${out.join("\n").trimEnd()}\n`,
  };
}
