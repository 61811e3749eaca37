import { useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDetailDto,
  WORKSPACE_MESSAGES as WX,
} from "../../workspace.contract.ts";
import { Section } from "./section.tsx";

const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));

/** The task's fields: status, priority, assignee, dates, estimate and description. */
export function TaskDetails({ d }: { d: TaskDetailDto }) {
  const t = d.task;
  const id = useId();
  const { run, busy } = useStaffAction();
  const [f, setF] = useState({
    status: t.status as string,
    priority: t.priority as string,
    assignedTo: t.assignedTo ?? "",
    startDate: t.startDate ?? "",
    dueDate: t.dueDate ?? "",
    timeEstimate: t.timeEstimate === null ? "" : String(t.timeEstimate),
    description: t.description ?? "",
  });
  const [error, setError] = useState<string | undefined>();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const save = () =>
    api(`/api/workspace/tasks/${t.id}`, {
      method: "PATCH",
      body: {
        status: f.status,
        priority: f.priority,
        assignedTo: f.assignedTo || null,
        startDate: f.startDate || null,
        dueDate: f.dueDate || null,
        timeEstimate: f.timeEstimate === "" ? null : Number(f.timeEstimate),
        description: f.description || null,
      },
    }).catch((err) => {
      if (err instanceof ApiError) setError(Object.values(err.fields)[0] ?? err.message);
      throw err;
    });
  return (
    <Section id="details" title="Details">
      <form
        className="grid gap-4"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (f.startDate && f.dueDate && f.dueDate < f.startDate) {
            setError(WX.dueBeforeStart);
            return;
          }
          setError(undefined);
          await run("save", save, {
            success: WX.statusUpdated,
            failure: "Failed to update task",
            reasonBelow: true,
          });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Status"
            id={`${id}-status`}
            options={STATUS_OPTIONS}
            value={f.status}
            onChange={set("status")}
          />
          <SelectField
            label="Priority"
            id={`${id}-priority`}
            options={PRIORITY_OPTIONS}
            value={f.priority}
            onChange={set("priority")}
          />
          <SelectField
            label="Assignee"
            id={`${id}-assignee`}
            placeholder="Unassigned"
            options={d.members.map((m) => ({ value: m.id, label: m.name }))}
            value={f.assignedTo}
            onChange={set("assignedTo")}
          />
          <TextField
            label="Start date"
            id={`${id}-start`}
            type="date"
            value={f.startDate}
            onChange={set("startDate")}
          />
          <TextField
            label="Due date"
            id={`${id}-due`}
            type="date"
            value={f.dueDate}
            onChange={set("dueDate")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <TextField
            label="Estimate (hours)"
            id={`${id}-estimate`}
            type="number"
            min={0}
            max={1000}
            step={0.25}
            value={f.timeEstimate}
            onChange={set("timeEstimate")}
          />
        </div>
        <TextAreaField
          label="Description"
          id={`${id}-description`}
          value={f.description}
          onChange={set("description")}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy !== null} className="justify-self-start">
          Save changes
        </Button>
      </form>
    </Section>
  );
}
