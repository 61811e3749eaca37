import { CalendarDays, CalendarOff, Home, Palmtree, PartyPopper } from "lucide-react";
import { Badge } from "#src/ui/badge.tsx";
import { formatDay, formatTime, leaveTypeLabel } from "../../lib/format.ts";
import { minutesBetween } from "../../lib/schedule-days.ts";
import type { ScheduleDayDto } from "../../people.contract.ts";

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "8 h" or "7 h 30 min". */
export function duration(start: string, end: string): string {
  const minutes = minutesBetween(start, end);
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

/** What the day is, in words: "9:00 AM – 5:00 PM", "Day off", "On leave: Vacation", "Public holiday: …". */
export function dayWhat(d: ScheduleDayDto): string {
  if (d.kind === "holiday") return `Public holiday: ${d.note ?? ""}`;
  if (d.kind === "leave") return `On leave: ${leaveTypeLabel(d.note)}`;
  if (d.kind === "off") return "Day off";
  return `${formatTime(d.startTime ?? "00:00")} – ${formatTime(d.endTime ?? "00:00")}`;
}

const ICONS = { work: CalendarDays, off: CalendarOff, leave: Palmtree, holiday: PartyPopper } as const;

/** One day of a schedule: date, hours or what replaces them, and its badges. */
export function ScheduleDayRow({
  d,
  today,
  compact = false,
}: {
  d: ScheduleDayDto;
  today: string;
  compact?: boolean;
}) {
  const Icon = d.remote || d.recordedRemote ? Home : ICONS[d.kind];
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted-fg" />
      <div className="grid min-w-40 flex-1 gap-0.5 text-sm">
        <p className="font-medium">
          {formatDay(d.date)} {d.date === today ? <Badge tone="info">Today</Badge> : null}
        </p>
        <p className={d.kind === "work" ? "text-fg" : "text-muted-fg"}>
          {dayWhat(d)}
          {d.kind === "work" && d.startTime && d.endTime && !compact ? (
            <span className="text-muted-fg"> ({duration(d.startTime, d.endTime)})</span>
          ) : null}
          {d.kind !== "holiday" && d.kind !== "leave" && d.note ? (
            <span className="text-muted-fg"> · {d.note}</span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        {d.kind === "leave" ? <Badge tone="warning">Leave</Badge> : null}
        {d.kind === "holiday" ? <Badge tone="info">Holiday</Badge> : null}
        {d.kind === "off" ? <Badge>Day off</Badge> : null}
        {d.halfDayLeave ? <Badge tone="warning">Half day leave</Badge> : null}
        {d.remote || d.recordedRemote ? <Badge tone="success">Remote</Badge> : null}
        {d.source === "change" && d.kind === "work" && !compact ? <Badge>Changed</Badge> : null}
      </div>
    </div>
  );
}
