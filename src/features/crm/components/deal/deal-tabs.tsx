import { Tabs } from "radix-ui";
import { useState } from "react";
import type { DealDetailDto } from "../../crm.contract.ts";
import { recordTabClass } from "../record-tab-class.ts";
import { DealFiles } from "./deal-files.tsx";
import { DealNotes } from "./deal-notes.tsx";
import { DealActivities, DealOverview } from "./deal-overview.tsx";
import { DealTasks, type TaskView } from "./deal-tasks.tsx";
import { DealTeam } from "./deal-team.tsx";
import { type DealActions, EMPTY_TASK } from "./use-deal-actions.ts";

/**
 * The deal's tabs. A tab's panel unmounts when another is chosen, so what is typed into the note,
 * task and invite forms is kept here and survives a look at another tab.
 */
export function DealTabs({
  detail,
  staff,
  actions,
}: {
  detail: DealDetailDto;
  staff: { id: string; name: string }[];
  actions: DealActions;
}) {
  const [note, setNote] = useState("");
  const [task, setTask] = useState(EMPTY_TASK);
  const [taskView, setTaskView] = useState<TaskView>("pending");
  const [invite, setInvite] = useState("");
  const tabs = [
    ["overview", "Overview"],
    ["activities", `Activities (${detail.activities.length})`],
    ["notes", `Notes (${detail.notes.length})`],
    ["files", `Files (${detail.documents.length})`],
    ["tasks", `Tasks (${detail.tasks.length})`],
    ["team", `Team (${detail.team.length})`],
  ] as const;
  return (
    <Tabs.Root defaultValue="overview" className="grid gap-4">
      <Tabs.List aria-label="Deal details" className="relative flex overflow-x-auto border-b border-border">
        {tabs.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value} className={recordTabClass}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="grid gap-6">
        <DealOverview detail={detail} />
      </Tabs.Content>
      <Tabs.Content value="activities">
        <DealActivities activities={detail.activities} />
      </Tabs.Content>
      <Tabs.Content value="notes" className="grid gap-4">
        <DealNotes notes={detail.notes} draft={note} onDraft={setNote} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="files" className="grid gap-4">
        <DealFiles dealId={detail.deal.id} documents={detail.documents} actions={actions} />
      </Tabs.Content>
      <Tabs.Content value="tasks" className="grid gap-4">
        <DealTasks
          tasks={detail.tasks}
          staff={staff}
          draft={task}
          onDraft={setTask}
          view={taskView}
          onView={setTaskView}
          actions={actions}
        />
      </Tabs.Content>
      <Tabs.Content value="team" className="grid gap-4">
        <DealTeam
          team={detail.team}
          ownerName={detail.deal.ownerName}
          draft={invite}
          onDraft={setInvite}
          actions={actions}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
