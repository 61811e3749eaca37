import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
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

/** New Task: every field of the spec (priority normal and status todo by default). */
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      const res = await api<{ task: TaskDto }>(`/api/workspace/lists/${listId}/tasks`, {
        body: {
          title: f.title,
          description: f.description || null,
          priority: f.priority,
          status: f.status,
          startDate: f.startDate || null,
          dueDate: f.dueDate || null,
          assignedTo: f.assignedTo || null,
          timeEstimate: f.timeEstimate === "" ? null : Number(f.timeEstimate),
        },
      });
      toast.success(WM.taskCreated);
      setOpen(false);
      setF(EMPTY);
      onCreated(res.task);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(WM.taskCreateFailed, { description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof Fields, label: string, input: React.ReactNode) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${id}-${k}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {errors[k] ? (
        <p id={`${id}-${k}-error`} className="text-sm text-danger" role="alert">
          {errors[k]}
        </p>
      ) : null}
    </div>
  );
  const common = (k: keyof Fields) => ({
    id: `${id}-${k}`,
    value: f[k],
    onChange: set(k),
    "aria-invalid": errors[k] ? true : undefined,
    "aria-describedby": errors[k] ? `${id}-${k}-error` : undefined,
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
        {field("title", "Title", <input className={inputClass} maxLength={200} {...common("title")} />)}
        {field(
          "description",
          "Description",
          <textarea className={`${inputClass} h-20 py-2`} maxLength={5000} {...common("description")} />,
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            "priority",
            "Priority",
            <select className={inputClass} {...common("priority")}>
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </select>,
          )}
          {field(
            "status",
            "Status",
            <select className={inputClass} {...common("status")}>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>,
          )}
          {field(
            "startDate",
            "Start date",
            <input type="date" className={inputClass} {...common("startDate")} />,
          )}
          {field("dueDate", "Due date", <input type="date" className={inputClass} {...common("dueDate")} />)}
          {field(
            "assignedTo",
            "Assignee",
            <select className={inputClass} {...common("assignedTo")}>
              <option value="">Unassigned</option>
              {members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            "timeEstimate",
            "Time estimate (hours)",
            <input
              type="number"
              min={0}
              max={1000}
              step={0.25}
              inputMode="decimal"
              className={inputClass}
              {...common("timeEstimate")}
            />,
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Create Task
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
