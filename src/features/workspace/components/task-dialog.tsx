import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type MemberDto,
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDto,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";

type Fields = {
  title: string;
  description: string;
  priority: string;
  status: string;
  startDate: string;
  dueDate: string;
  assignedTo: string;
  timeEstimate: string;
};

const EMPTY: Fields = {
  title: "",
  description: "",
  priority: "normal",
  status: "todo",
  startDate: "",
  dueDate: "",
  assignedTo: "",
  timeEstimate: "",
};

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));
const STATUS_OPTIONS = TASK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** New Task: every field of a task (priority normal and status todo by default). */
export function TaskDialog({
  listId,
  members,
  onCreated,
  initialDueDate,
}: {
  listId: string;
  members: MemberDto[];
  onCreated: (task: TaskDto) => void;
  initialDueDate?: string;
}) {
  const [open, setOpen] = useState(false);
  const [f, setF] = useState<Fields>({ ...EMPTY, dueDate: initialDueDate ?? "" });
  const { run, busy, fields: errors, setFields: setErrors } = useStaffAction();
  const id = useId();
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => {
    setF((x) => ({ ...x, [k]: e.target.value }));
    setErrors((x) => ({ ...x, [k]: "" }));
  };
  const submit = async () => {
    const local: Record<string, string> = {};
    if (!f.title.trim()) local.title = WX.titleRequired;
    if (f.startDate && f.dueDate && f.dueDate < f.startDate) local.dueDate = WX.dueBeforeStart;
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    const body = {
      title: f.title,
      description: f.description || null,
      priority: f.priority,
      status: f.status,
      startDate: f.startDate || null,
      dueDate: f.dueDate || null,
      assignedTo: f.assignedTo || null,
      timeEstimate: f.timeEstimate === "" ? null : Number(f.timeEstimate),
    };
    const res = await run(
      "create",
      () => api<{ task: TaskDto }>(`/api/workspace/lists/${listId}/tasks`, { body }),
      {
        success: WM.taskCreated,
        failure: WM.taskCreateFailed,
        reasonBelow: true,
        reload: false,
      },
    );
    if (!res) return;
    setOpen(false);
    setF(EMPTY);
    onCreated(res.task);
  };
  const common = (k: keyof Fields) => ({
    id: `${id}-${k}`,
    value: f[k],
    onChange: set(k),
    error: errors[k] || undefined,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="New Task"
      trigger={
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" /> New Task
        </Button>
      }
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="Title" maxLength={200} {...common("title")} />
        <TextAreaField label="Description" rows={3} maxLength={5000} {...common("description")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Priority" options={PRIORITY_OPTIONS} {...common("priority")} />
          <SelectField label="Status" options={STATUS_OPTIONS} {...common("status")} />
          <TextField label="Start date" type="date" {...common("startDate")} />
          <TextField label="Due date" type="date" {...common("dueDate")} />
          <SelectField
            label="Assignee"
            placeholder="Unassigned"
            options={members.map((m) => ({ value: m.id, label: m.name }))}
            {...common("assignedTo")}
          />
          <TextField
            label="Time estimate (hours)"
            type="number"
            min={0}
            max={1000}
            step={0.25}
            inputMode="decimal"
            {...common("timeEstimate")}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            Create Task
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
