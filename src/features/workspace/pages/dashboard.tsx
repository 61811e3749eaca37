import { formatDistanceToNow } from "date-fns";
import { Download, Send, UserPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { StatusBadge } from "../components/badges.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { requireWorkspacePage } from "../server/access.ts";
import { getDashboard, timeRollup } from "../server/dashboard.service.ts";
import { selectWorkspace } from "../server/tree.service.ts";
import {
  type DashboardDto,
  STATUS_LABELS,
  TASK_STATUSES,
  type WaitingRequestDto,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";
import type { Route } from "./+types/dashboard";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.dashboard.workspace.name;
  return staffMeta(name ? `${name} | Workspace` : "Workspace");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const dashboard = await getDashboard(db, actor, params.workspaceId);
    await selectWorkspace(db, actor, dashboard.workspace.id);
    const time = await timeRollup(db, actor, dashboard.workspace.id);
    return { dashboard, time: time.rows };
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.dashboardError} />;
}

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

function WaitingItem({ item, workspaceId }: { item: WaitingRequestDto; workspaceId: string }) {
  const { revalidate } = useRevalidator();
  const [feedback, setFeedback] = useState("");
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const answer = async (url: string, body: unknown) => {
    setBusy(true);
    try {
      const res = await api<{ message: string }>(url, { body });
      toast.success(res.message);
      await revalidate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <p className="text-sm">
        <span className="font-medium">{item.requestedByName}</span>{" "}
        {item.kind === "approval" ? "asks you to approve" : "asks for your feedback on"}{" "}
        <Link
          className="font-medium text-primary underline"
          to={`/workspace/${workspaceId}/list/${item.listId}/task/${item.taskId}`}
        >
          {item.taskTitle}
        </Link>
      </p>
      {item.request ? <p className="text-sm text-muted-fg">“{item.request}”</p> : null}
      {item.kind === "approval" ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              void answer(`/api/workspace/approvals/${item.id}/answer`, { decision: "approved" })
            }
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              void answer(`/api/workspace/approvals/${item.id}/answer`, { decision: "rejected" })
            }
          >
            Reject
          </Button>
        </div>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!feedback.trim()) {
              toast.error(WX.feedbackRequired);
              return;
            }
            void answer(`/api/workspace/feedback/${item.id}/answer`, { response: feedback });
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            Your feedback
          </label>
          <textarea
            id={fieldId}
            className={`${inputClass} h-20 py-2`}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy} className="justify-self-start">
            Send feedback
          </Button>
        </form>
      )}
    </li>
  );
}

function Chat({ d }: { d: DashboardDto }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const inputRef = useRef<HTMLInputElement>(null);
  const messages = [...d.chat].reverse();
  const send = async () => {
    if (!text.trim()) {
      toast.error(WX.chatRequired);
      return;
    }
    setBusy(true);
    try {
      await api(`/api/workspace/workspaces/${d.workspace.id}/chat`, { body: { content: text } });
      setText("");
      toast.success(WM.messageSent);
      await revalidate();
    } catch (err) {
      toast.error(WM.messageFailed, { description: (err as Error).message });
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Workspace chat</h2>
      <section
        aria-label="Chat messages"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="grid max-h-96 gap-2 overflow-y-auto rounded-md border border-border p-3"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-muted-fg">No messages yet. Say hello to the team.</p>
        ) : null}
        {messages.map((m) => (
          <div
            key={m.id}
            className={
              m.userId === d.me
                ? "justify-self-end rounded-lg bg-primary/10 px-3 py-2"
                : "justify-self-start rounded-lg bg-muted px-3 py-2"
            }
          >
            <p className="text-xs text-muted-fg">
              {m.type === "system" ? "System" : (m.userName ?? "Former member")} ·{" "}
              <span suppressHydrationWarning>{ago(m.createdAt)}</span>
            </p>
            <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
          </div>
        ))}
      </section>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <input
          id="chat-input"
          ref={inputRef}
          className={inputClass}
          value={text}
          maxLength={4000}
          placeholder="Write a message"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={busy} aria-label="Send message">
          <Send aria-hidden="true" className="h-4 w-4" />
        </Button>
      </form>
    </Card>
  );
}

/**
 * The members, the owner marked. The owner or an admin may make another member the owner; anyone
 * may remove a member other than themselves and the owner (the server decides either way).
 */
function Members({ d }: { d: DashboardDto }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const ownerId = d.workspace.ownerId;
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Members</h2>
      <ul className="grid gap-1 text-sm">
        {d.members.map((m) => (
          <li key={m.id} className="flex items-center gap-2">
            <span className="grid min-w-0 flex-1">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate">{m.name}</span>
                {m.id === ownerId ? <Badge tone="info">Owner</Badge> : null}
              </span>
              <span className="truncate text-xs text-muted-fg">{m.email}</span>
            </span>
            {d.canManage && m.id !== ownerId ? (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Make ${m.name} the owner`}>
                    Make owner
                  </Button>
                }
                title={`Make ${m.name} the owner?`}
                description={`${m.name} will be able to delete ${d.workspace.name} and to hand ownership on. ${ownerId === d.me ? "You stay a member." : "The current owner stays a member."}`}
                confirmLabel="Make owner"
                tone="primary"
                onConfirm={async () => {
                  try {
                    const res = await api<{ message: string }>(
                      `/api/workspace/workspaces/${d.workspace.id}/owner`,
                      { method: "PUT", body: { userId: m.id } },
                    );
                    toast.success(res.message);
                    await revalidate();
                  } catch (err) {
                    toast.error((err as Error).message);
                    throw err;
                  }
                }}
              />
            ) : null}
            {m.id !== d.me && m.id !== ownerId && d.members.length > 1 ? (
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Remove ${m.name} from the workspace`}>
                    Remove
                  </Button>
                }
                title={`Remove ${m.name}?`}
                description={`${m.name} will no longer see ${d.workspace.name} or anything in it.`}
                confirmLabel="Remove"
                onConfirm={async () => {
                  try {
                    const res = await api<{ message: string }>(
                      `/api/workspace/workspaces/${d.workspace.id}/members/${m.id}`,
                      { method: "DELETE" },
                    );
                    toast.success(res.message);
                    await revalidate();
                  } catch (err) {
                    toast.error((err as Error).message);
                    throw err;
                  }
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            const res = await api<{ message: string }>(
              `/api/workspace/workspaces/${d.workspace.id}/members`,
              { body: { email } },
            );
            toast.success(res.message);
            setEmail("");
            setError(undefined);
            await revalidate();
          } catch (err) {
            setError(err instanceof ApiError ? (err.fields.email ?? err.message) : (err as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor="member-email" className="text-sm font-medium">
          Add a member by email
        </label>
        <div className="flex gap-2">
          <input
            id="member-email"
            type="email"
            className={inputClass}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "member-email-error" : "member-email-hint"}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit" disabled={busy} aria-label="Add member">
            <UserPlus aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        {error ? (
          <p id="member-email-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : (
          <p id="member-email-hint" className="text-xs text-muted-fg">
            Someone with a verified account joins at once; anyone else gets an invitation by email and joins
            through its link.
          </p>
        )}
      </form>
    </Card>
  );
}

export default function WorkspaceDashboard({ loaderData }: Route.ComponentProps) {
  const d = loaderData.dashboard;
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8"
    >
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold md:text-3xl">{d.workspace.name}</h1>
        {d.workspace.description ? <p className="text-muted-fg">{d.workspace.description}</p> : null}
      </div>
      <section aria-labelledby="overview-heading" className="grid gap-3">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TASK_STATUSES.map((s) => (
            <Card key={s} className="grid gap-1 p-4">
              <dt className="text-sm text-muted-fg">{STATUS_LABELS[s]}</dt>
              <dd className="text-2xl font-bold" data-testid={`count-${s}`}>
                {d.counts[s]}
              </dd>
            </Card>
          ))}
          <Card className="grid gap-1 p-4">
            <dt className="text-sm text-muted-fg">Total</dt>
            <dd className="text-2xl font-bold">{d.total}</dd>
          </Card>
          <Card className="grid gap-2 p-4">
            <dt className="text-sm text-muted-fg">Progress</dt>
            <dd className="grid gap-2">
              <span className="text-2xl font-bold">{d.progress}%</span>
              <div
                role="progressbar"
                aria-label="Tasks done"
                aria-valuenow={d.progress}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-2 rounded-full bg-muted"
              >
                <div className="h-2 rounded-full bg-primary" style={{ width: `${d.progress}%` }} />
              </div>
            </dd>
          </Card>
        </dl>
      </section>
      {d.waiting.length > 0 ? (
        <Card className="grid content-start gap-3">
          <h2 className="text-lg font-semibold">Waiting for you</h2>
          <ul className="grid gap-2">
            {d.waiting.map((w) => (
              <WaitingItem key={w.id} item={w} workspaceId={d.workspace.id} />
            ))}
          </ul>
        </Card>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <Card className="grid content-start gap-3">
          <h2 className="text-lg font-semibold">Recently updated tasks</h2>
          {d.recentTasks.length === 0 ? (
            <p className="text-sm text-muted-fg">
              No tasks yet. Create a list in the sidebar, then add tasks to it.
            </p>
          ) : null}
          <ul className="grid gap-2">
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
        <Card className="grid content-start gap-3">
          <h2 className="text-lg font-semibold">Recent activity</h2>
          {d.activity.length === 0 ? (
            <p className="text-sm text-muted-fg">Nothing has happened yet.</p>
          ) : null}
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
        <Chat d={d} />
        <div className="grid content-start gap-6">
          <Members d={d} />
          <Card className="grid content-start gap-3">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">Time</h2>
              <a
                className="inline-flex items-center gap-1 text-sm text-primary underline"
                href={`/api/workspace/workspaces/${d.workspace.id}/time.csv`}
                download
              >
                <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
              </a>
            </div>
            <table className="w-full text-sm">
              <caption className="sr-only">
                Estimate and time spent per workspace, space, folder and list
              </caption>
              <thead>
                <tr className="text-left text-muted-fg">
                  <th scope="col" className="py-1 font-medium">
                    Where
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Estimate
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Spent
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.time.map((r) => (
                  <tr key={`${r.level}-${r.id}`} className="border-t border-border">
                    <th
                      scope="row"
                      className={`py-1 text-left font-normal ${r.level === "workspace" ? "font-semibold" : r.level === "space" ? "pl-3" : r.level === "folder" ? "pl-6" : "pl-9"}`}
                    >
                      {r.name}
                    </th>
                    <td className="py-1 text-right tabular-nums">{r.estimateHours} h</td>
                    <td className="py-1 text-right tabular-nums">{r.spentHours} h</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </div>
      </div>
    </main>
  );
}
