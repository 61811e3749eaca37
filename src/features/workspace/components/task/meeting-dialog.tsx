import { addHours, startOfHour } from "date-fns";
import { useId, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { localInput } from "../../lib/format.ts";
import { type TaskDetailDto, WM, WORKSPACE_MESSAGES as WX } from "../../workspace.contract.ts";

/**
 * Schedule a meeting about the task: title, times (the next full hour by default) and attendees
 * (every member at first; the organiser always attends). Each attendee gets an .ics invitation.
 */
export function MeetingDialog({
  d,
  open,
  onOpenChange,
}: {
  d: TaskDetailDto;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { run, busy } = useStaffAction();
  const start = addHours(startOfHour(new Date()), 1);
  const [f, setF] = useState({
    title: `Review: ${d.task.title}`,
    start: localInput(start),
    end: localInput(addHours(start, 1)),
  });
  const [attendees, setAttendees] = useState<string[]>(d.members.map((m) => m.id));
  const id = useId();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a meeting"
      description="Each attendee gets an invitation with a calendar file (.ics) by email."
    >
      <form
        className="grid gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const body = {
            title: f.title,
            startTime: new Date(f.start).toISOString(),
            endTime: new Date(f.end).toISOString(),
            attendees,
          };
          const r = await run("meeting", () => api(`/api/workspace/tasks/${d.task.id}/meetings`, { body }), {
            success: WM.meetingScheduled,
            failure: WX.meetingFailed,
            reasonBelow: true,
          });
          if (r) onOpenChange(false);
        }}
      >
        <TextField
          label="Title"
          id={`${id}-title`}
          value={f.title}
          onChange={(e) => setF({ ...f, title: e.target.value })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Starts"
            id={`${id}-start`}
            type="datetime-local"
            value={f.start}
            onChange={(e) => setF({ ...f, start: e.target.value })}
          />
          <TextField
            label="Ends"
            id={`${id}-end`}
            type="datetime-local"
            value={f.end}
            onChange={(e) => setF({ ...f, end: e.target.value })}
          />
        </div>
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">Attendees</legend>
          {d.members.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={attendees.includes(m.id) || m.id === d.me}
                disabled={m.id === d.me}
                onChange={(e) =>
                  setAttendees((a) => (e.target.checked ? [...a, m.id] : a.filter((x) => x !== m.id)))
                }
              />
              {m.name}
              {m.id === d.me ? " (you)" : ""}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy !== null} className="justify-self-end">
          Schedule
        </Button>
      </form>
    </FormDialog>
  );
}
