import { Link } from "react-router";
import { Card } from "#src/ui/card.tsx";
import { ago } from "../../lib/format.ts";
import type { DashboardDto } from "../../workspace.contract.ts";
import { StatusBadge } from "../badges.tsx";

/** The workspace's most recently changed tasks, each with its list and status. */
export function RecentTasks({ d }: { d: DashboardDto }) {
  return (
    <Card className="grid grid-cols-[minmax(0,1fr)] content-start gap-3">
      <h2 className="text-lg font-semibold">Recently updated tasks</h2>
      {d.recentTasks.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No tasks yet. Create a list in the sidebar, then add tasks to it.
        </p>
      ) : null}
      {/* One column that may shrink: a long title is cut with an ellipsis, not the page widened. */}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
        {d.recentTasks.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-2">
            <Link
              className="min-w-0 truncate font-medium hover:underline"
              to={`/workspace/${d.workspace.id}/list/${t.listId}/task/${t.id}`}
            >
              {t.title}
            </Link>
            <span className="flex shrink-0 items-center gap-2 text-xs text-muted-fg">
              {t.listName} <StatusBadge status={t.status} />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What happened in the workspace lately, newest first. */
export function RecentActivity({ d }: { d: DashboardDto }) {
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Recent activity</h2>
      {d.activity.length === 0 ? <p className="text-sm text-muted-fg">Nothing has happened yet.</p> : null}
      <ul className="grid gap-2">
        {d.activity.map((a) => (
          <li key={a.id} className="text-sm">
            {a.description}{" "}
            <span className="text-xs text-muted-fg" suppressHydrationWarning>
              · {ago(a.timestamp)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
