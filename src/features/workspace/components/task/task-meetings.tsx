import { format } from "date-fns";
import { when } from "../../lib/format.ts";
import type { TaskDetailDto } from "../../workspace.contract.ts";
import { Section } from "./section.tsx";

/** The meetings scheduled about the task, with their times and attendees. */
export function TaskMeetings({ d }: { d: TaskDetailDto }) {
  return (
    <Section id="meetings" title="Meetings">
      {d.meetings.length === 0 ? (
        <p className="text-sm text-muted-fg">No meetings yet. /meeting schedules a one-hour review.</p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        {d.meetings.map((m) => (
          <li key={m.id} className="grid gap-0.5">
            <span className="font-medium">{m.title}</span>
            <span className="text-muted-fg" suppressHydrationWarning>
              {when(m.startTime)} – {format(new Date(m.endTime), "HH:mm")} ·{" "}
              {m.attendees.map((a) => a.name).join(", ")}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
