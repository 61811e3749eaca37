import { CalendarDays, Columns3, ListChecks, ListTodo } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { cn } from "#src/ui/cn.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { Kanban } from "#src/ui/kanban.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { PriorityBadge, StatusBadge } from "../components/badges.tsx";
import { TaskCalendar } from "../components/calendar.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { TaskDialog } from "../components/task-dialog.tsx";
import { parseMonth } from "../lib/calendar.ts";
import { requireWorkspacePage } from "../server/access.ts";
import { getListView } from "../server/tasks.service.ts";
import {
  itemMessages,
  STATUS_LABELS,
  TASK_STATUSES,
  type TaskDto,
  VIEW_MODES,
  type ViewMode,
  WM,
} from "../workspace.contract.ts";
import type { Route } from "./+types/list";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.list.name;
  return staffMeta(name ? `${name} | Workspace` : "Workspace");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const view = await getListView(db, actor, params.listId);
    // A list reached under another workspace's id is not found there.
    if (view.workspace.id !== params.workspaceId) throw notFound(itemMessages("list").notFound);
    return view;
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.loadFailed} />;
}

const VIEW_ICONS = { list: ListChecks, board: Columns3, calendar: CalendarDays } as const;
const VIEW_LABELS: Record<ViewMode, string> = { list: "List", board: "Board", calendar: "Calendar" };
const COLUMNS = TASK_STATUSES.map((s) => ({ id: s, title: STATUS_LABELS[s] }));

/** Cards drawn per board column and rows per list before "Show all": a 2,000-task list stays quick. */
const BOARD_PAGE = 100;
const LIST_PAGE = 200;

const hours = (t: TaskDto) => `${t.timeSpent} / ${t.timeEstimate ?? "–"} h`;

export default function TaskList({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const view: ViewMode = VIEW_MODES.includes(params.get("view") as ViewMode)
    ? (params.get("view") as ViewMode)
    : "list";
  const month = parseMonth(params.get("month"));
  const base = `/workspace/${d.workspace.id}/list/${d.list.id}`;
  const taskHref = useCallback((t: { id: string }) => `${base}/task/${t.id}`, [base]);
  const viewHref = (v: ViewMode) => {
    const p = new URLSearchParams(params);
    p.set("view", v);
    if (v !== "calendar") p.delete("month");
    return `?${p}`;
  };
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [allRows, setAllRows] = useState(false);
  const board = useMemo(() => {
    const byStatus = new Map<string, TaskDto[]>(TASK_STATUSES.map((s) => [s, []]));
    for (const t of d.tasks) byStatus.get(t.status)?.push(t);
    const cards: TaskDto[] = [];
    const summaries: Record<string, { count: number; total: null }> = {};
    for (const [status, tasks] of byStatus) {
      summaries[status] = { count: tasks.length, total: null };
      cards.push(...(expanded[status] ? tasks : tasks.slice(0, BOARD_PAGE)));
    }
    return { cards, summaries, counts: Object.fromEntries([...byStatus].map(([k, v]) => [k, v.length])) };
  }, [d.tasks, expanded]);
  const rows = allRows ? d.tasks : d.tasks.slice(0, LIST_PAGE);
  const update = async (taskId: string, body: Record<string, unknown>) => {
    try {
      await api(`/api/workspace/tasks/${taskId}`, { method: "PATCH", body });
      await revalidate();
    } catch (err) {
      toast.error((err as Error).message);
      throw err;
    }
  };
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8"
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="mr-auto grid gap-1">
          <p className="text-sm text-muted-fg">
            {d.list.spaceName} / {d.list.folderName}
          </p>
          <h1 className="text-2xl font-bold md:text-3xl">{d.list.name}</h1>
          {d.list.description ? <p className="text-muted-fg">{d.list.description}</p> : null}
        </div>
        <TaskDialog listId={d.list.id} members={d.members} onCreated={() => void revalidate()} />
      </div>
      <nav aria-label="View" className="flex gap-1 rounded-lg border border-border p-1 sm:w-fit">
        {VIEW_MODES.map((v) => {
          const Icon = VIEW_ICONS[v];
          return (
            <Link
              key={v}
              to={viewHref(v)}
              aria-current={v === view ? "page" : undefined}
              className={cn(
                "flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm",
                v === view ? "bg-primary text-primary-fg" : "hover:bg-muted",
              )}
            >
              <Icon aria-hidden="true" className="h-4 w-4" /> {VIEW_LABELS[v]}
            </Link>
          );
        })}
      </nav>
      {d.tasks.length === 0 && view !== "calendar" ? (
        <EmptyState
          icon={ListTodo}
          title="No tasks in this list yet"
          description="Use New Task to add the first one."
        />
      ) : view === "board" ? (
        <Kanban
          label={`${d.list.name} board`}
          columns={COLUMNS}
          cards={board.cards}
          columnSummaries={board.summaries}
          columnFooter={(status) =>
            !expanded[status] && (board.counts[status] ?? 0) > BOARD_PAGE ? (
              <button
                type="button"
                className="w-full rounded-md py-2 text-sm text-primary underline"
                onClick={() => setExpanded((e) => ({ ...e, [status]: true }))}
              >
                Show all {board.counts[status]}
              </button>
            ) : null
          }
          getCardId={(t) => t.id}
          getColumnId={(t) => t.status}
          getCardLabel={(t) => t.title}
          minColumnWidth={240}
          renderCard={(t) => (
            <div className="grid gap-2">
              <Link to={taskHref(t)} className="font-medium hover:underline">
                {t.title}
              </Link>
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-fg">
                <PriorityBadge priority={t.priority} />
                {t.dueDate ? <span>Due {t.dueDate}</span> : null}
                {t.assigneeName ? <span>{t.assigneeName}</span> : null}
              </div>
            </div>
          )}
          onMove={(id, _from, to) => update(id, { status: to })}
          emptyColumn={<p className="text-sm text-muted-fg">No tasks</p>}
        />
      ) : view === "calendar" ? (
        <TaskCalendar
          tasks={d.tasks}
          month={month}
          taskHref={taskHref}
          monthHref={(key) => `?view=calendar&month=${key}`}
          onMove={(id, dueDate) => update(id, { dueDate })}
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Tasks of {d.list.name}, newest first</caption>
            <thead className="bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Task
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Priority
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Assignee
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Due
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Spent / estimate
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id} className="border-t border-border hover:bg-muted/50">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    <Link to={taskHref(t)} className="hover:underline">
                      {t.title}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    <StatusBadge status={t.status} />
                  </td>
                  <td className="px-3 py-2">
                    <PriorityBadge priority={t.priority} />
                  </td>
                  <td className="px-3 py-2">
                    {t.assigneeName ?? <span className="text-muted-fg">Unassigned</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {t.dueDate ?? <span className="text-muted-fg">–</span>}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{hours(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length < d.tasks.length ? (
            <div className="border-t border-border p-2 text-center">
              <button
                type="button"
                className="text-sm text-primary underline"
                onClick={() => setAllRows(true)}
              >
                Show all {d.tasks.length} tasks
              </button>
            </div>
          ) : null}
        </div>
      )}
    </main>
  );
}
