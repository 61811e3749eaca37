import { Button } from "#src/ui/button.tsx";
import { ButtonGroup, SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import type { DealDetailDto } from "../../crm.contract.ts";
import { formatCloseDate } from "../../lib/format.ts";
import { type DealActions, EMPTY_TASK, type TaskDraft } from "./use-deal-actions.ts";

export type TaskView = "pending" | "completed";

/**
 * The Tasks tab: a new task (title required; due date and assignee optional), then the pending or
 * the completed tasks, each completed or reopened with its checkbox.
 */
export function DealTasks({
  tasks,
  staff,
  draft,
  onDraft,
  view,
  onView,
  actions,
}: {
  tasks: DealDetailDto["tasks"];
  staff: { id: string; name: string }[];
  draft: TaskDraft;
  onDraft: (task: TaskDraft) => void;
  view: TaskView;
  onView: (view: TaskView) => void;
  actions: DealActions;
}) {
  const { busy, fields } = actions;
  const shown = tasks.filter((t) => t.status === view);
  return (
    <>
      <form
        className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await actions.addTask(draft)) onDraft(EMPTY_TASK);
        }}
      >
        <TextField
          label="Task title"
          value={draft.title}
          error={fields.title}
          onChange={(e) => onDraft({ ...draft, title: e.target.value })}
        />
        <TextField
          label="Due date"
          type="date"
          value={draft.dueDate}
          error={fields.dueDate}
          onChange={(e) => onDraft({ ...draft, dueDate: e.target.value })}
        />
        <TextField
          label="Description"
          value={draft.description}
          onChange={(e) => onDraft({ ...draft, description: e.target.value })}
        />
        <SelectField
          label="Assigned to"
          value={draft.assignedTo}
          error={fields.assignedTo}
          options={[
            { value: "", label: "Nobody yet" },
            ...staff.map((s) => ({ value: s.id, label: s.name })),
          ]}
          onChange={(e) => onDraft({ ...draft, assignedTo: e.target.value })}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy === "task"}>
            Add Task
          </Button>
        </div>
      </form>
      <ButtonGroup label="Show tasks">
        {(["pending", "completed"] as const).map((s) => (
          <Button
            key={s}
            variant={view === s ? "primary" : "ghost"}
            size="sm"
            aria-pressed={view === s}
            onClick={() => onView(s)}
          >
            {s === "pending" ? "Pending" : "Completed"} ({tasks.filter((t) => t.status === s).length})
          </Button>
        ))}
      </ButtonGroup>
      <ul className="grid gap-2">
        {shown.map((t) => (
          <li key={t.id} className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-[var(--primary)]"
              checked={t.status === "completed"}
              aria-label={`${t.status === "completed" ? "Reopen" : "Complete"} ${t.title}`}
              disabled={busy === `task:${t.id}`}
              onChange={() =>
                void actions.setTaskStatus(t.id, t.status === "completed" ? "pending" : "completed")
              }
            />
            <div className="grid gap-0.5">
              <span className={t.status === "completed" ? "text-muted-fg line-through" : "font-medium"}>
                {t.title}
              </span>
              {t.description ? <span className="text-muted-fg">{t.description}</span> : null}
              <span className="text-xs text-muted-fg">
                Due {formatCloseDate(t.dueDate)}
                {t.assignedTo ? ` · ${t.assignedTo.name}` : ""}
              </span>
            </div>
          </li>
        ))}
        {shown.length === 0 ? <li className="text-sm text-muted-fg">No {view} tasks.</li> : null}
      </ul>
    </>
  );
}
