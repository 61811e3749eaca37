import { useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { minutesOf } from "../../lib/commands.ts";
import { type TaskDetailDto, WORKSPACE_MESSAGES as WX } from "../../workspace.contract.ts";
import { Section } from "./section.tsx";
import type { TaskActions } from "./use-task-actions.ts";

/** Minutes logged by hand, and every time entry of the task (a running timer says so). */
export function TaskTime({ d, actions }: { d: TaskDetailDto; actions: TaskActions }) {
  const [minutes, setMinutes] = useState("");
  return (
    <Section id="time" title="Time">
      <form
        className="flex items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const n = minutesOf(minutes);
          if (n === null) {
            toast.error(WX.minutesRange);
            return;
          }
          if (await actions.logMinutes(n)) setMinutes("");
        }}
      >
        <TextField
          label="Log minutes"
          id="log-minutes"
          type="number"
          min={1}
          max={1440}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
        <Button type="submit" size="sm" disabled={actions.busy}>
          Log
        </Button>
      </form>
      <ul className="grid gap-1 text-sm">
        {d.timeEntries.map((e) => (
          <li key={e.id} className="flex justify-between gap-2">
            <span>
              {e.userName}
              {e.note ? ` · ${e.note}` : ""}
            </span>
            <span className="text-muted-fg tabular-nums">
              {e.minutes === null ? "running" : `${e.minutes} min`}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
