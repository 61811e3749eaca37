import { addHours, format, formatDistanceToNow, startOfHour } from "date-fns";
import {
  ArrowLeft,
  Ban,
  CalendarPlus,
  Clock,
  Download,
  FileUp,
  MessageSquareReply,
  ShieldCheck,
} from "lucide-react";
import { type ReactNode, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { PriorityBadge, StatusBadge } from "../components/badges.tsx";
import { CommandLine } from "../components/command-line.tsx";
import { Markdown } from "../components/markdown.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { parseLine } from "../lib/commands.ts";
import { requireWorkspacePage } from "../server/access.ts";
import { getTaskDetail } from "../server/tasks.service.ts";
import {
  API_METHODS,
  MEETING_DEFAULT_MINUTES,
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDetailDto,
  type TaskStatus,
  WM,
  WORKSPACE_MESSAGES as WX,
} from "../workspace.contract.ts";
import type { Route } from "./+types/task";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.task.title;
  return staffMeta(title ? `${title} | Workspace` : WM.taskNotFound);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireWorkspacePage(request, context);
  const { db } = getRequestState(context).services;
  return pageData(async () => {
    const detail = await getTaskDetail(db, actor, params.taskId);
    if (detail.workspace.id !== params.workspaceId || detail.list.id !== params.listId)
      throw notFound(WM.taskNotFound);
    return detail;
  });
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.taskNotFound} />;
}

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
const when = (iso: string) => format(new Date(iso), "EEE d MMM yyyy, HH:mm");
const localInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");

/** Runs a call, toasts its success or its failure, and refreshes the page's data. */
function useAction() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async <T,>(
    work: () => Promise<T>,
    success: string | ((r: T) => string),
    failure: string,
  ): Promise<T | null> => {
    setBusy(true);
    try {
      const r = await work();
      toast.success(typeof success === "string" ? success : success(r));
      await revalidate();
      return r;
    } catch (err) {
      // The spec words one refusal itself ('No workspace members available to request approval from').
      if (err instanceof ApiError && err.code === "no_approvers") toast.error(err.message);
      else
        toast.error(failure, {
          description: err instanceof Error && err.message !== failure ? err.message : undefined,
        });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-3" id={id}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Field({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

function Details({ d }: { d: TaskDetailDto }) {
  const t = d.task;
  const id = useId();
  const { run, busy } = useAction();
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
          await run(
            () =>
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
              }),
            WX.statusUpdated,
            "Failed to update task",
          );
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Status" id={`${id}-status`}>
            <select id={`${id}-status`} className={inputClass} value={f.status} onChange={set("status")}>
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Priority" id={`${id}-priority`}>
            <select
              id={`${id}-priority`}
              className={inputClass}
              value={f.priority}
              onChange={set("priority")}
            >
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Assignee" id={`${id}-assignee`}>
            <select
              id={`${id}-assignee`}
              className={inputClass}
              value={f.assignedTo}
              onChange={set("assignedTo")}
            >
              <option value="">Unassigned</option>
              {d.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Start date" id={`${id}-start`}>
            <input
              id={`${id}-start`}
              type="date"
              className={inputClass}
              value={f.startDate}
              onChange={set("startDate")}
            />
          </Field>
          <Field label="Due date" id={`${id}-due`}>
            <input
              id={`${id}-due`}
              type="date"
              className={inputClass}
              value={f.dueDate}
              onChange={set("dueDate")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </Field>
          <Field label="Estimate (hours)" id={`${id}-estimate`}>
            <input
              id={`${id}-estimate`}
              type="number"
              min={0}
              max={1000}
              step={0.25}
              className={inputClass}
              value={f.timeEstimate}
              onChange={set("timeEstimate")}
            />
          </Field>
        </div>
        <Field label="Description" id={`${id}-description`}>
          <textarea
            id={`${id}-description`}
            className={`${inputClass} h-24 py-2`}
            value={f.description}
            onChange={set("description")}
          />
        </Field>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy} className="justify-self-start">
          Save changes
        </Button>
      </form>
    </Section>
  );
}

function Requests({ d }: { d: TaskDetailDto }) {
  const { run, busy } = useAction();
  const [answer, setAnswer] = useState("");
  const fieldId = useId();
  const mineApproval = d.approvals.find((a) => a.status === "pending" && a.requestedFrom === d.me);
  const mineFeedback = d.feedback.find((f) => f.status === "pending" && f.requestedFrom === d.me);
  return (
    <Section id="requests" title="Approvals and feedback">
      {mineApproval ? (
        <div className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3">
          <p className="text-sm">{mineApproval.requestedByName} asks you to approve this task.</p>
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    api(`/api/workspace/approvals/${mineApproval.id}/answer`, {
                      body: { decision: "approved" },
                    }),
                  WX.approved,
                  "Failed to answer",
                )
              }
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    api(`/api/workspace/approvals/${mineApproval.id}/answer`, {
                      body: { decision: "rejected" },
                    }),
                  WX.rejected,
                  "Failed to answer",
                )
              }
            >
              Reject
            </Button>
          </div>
        </div>
      ) : null}
      {mineFeedback ? (
        <form
          className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!answer.trim()) {
              toast.error(WX.feedbackRequired);
              return;
            }
            void run(
              () => api(`/api/workspace/feedback/${mineFeedback.id}/answer`, { body: { response: answer } }),
              WX.feedbackGiven,
              WX.feedbackFailed,
            ).then((r) => (r ? setAnswer("") : null));
          }}
        >
          <label htmlFor={fieldId} className="text-sm">
            {mineFeedback.requestedByName} asks for your feedback
            {mineFeedback.request ? `: “${mineFeedback.request}”` : "."}
          </label>
          <textarea
            id={fieldId}
            className={`${inputClass} h-20 py-2`}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          <Button size="sm" type="submit" disabled={busy} className="justify-self-start">
            Send feedback
          </Button>
        </form>
      ) : null}
      {d.approvals.length + d.feedback.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No requests yet. Use /approval or /feedback in the command line.
        </p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        {d.approvals.map((a) => (
          <li key={a.id}>
            Approval asked of {a.requestedFromName} by {a.requestedByName}:{" "}
            <Badge
              tone={a.status === "approved" ? "success" : a.status === "rejected" ? "danger" : "warning"}
            >
              {a.status}
            </Badge>
            {a.note ? <span className="text-muted-fg"> “{a.note}”</span> : null}
          </li>
        ))}
        {d.feedback.map((f) => (
          <li key={f.id}>
            Feedback asked of {f.requestedFromName}:{" "}
            <Badge tone={f.status === "completed" ? "success" : "warning"}>{f.status}</Badge>
            {f.response ? <span className="block text-muted-fg">“{f.response}”</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Attachments({ d }: { d: TaskDetailDto }) {
  const { run, busy } = useAction();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Section
      id="attachments"
      title="Attachments"
      action={
        <>
          <label htmlFor="attachment-input" className="sr-only">
            Attach a file
          </label>
          <input
            id="attachment-input"
            ref={inputRef}
            type="file"
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const form = new FormData();
              form.append("file", file);
              await run(
                () => api(`/api/workspace/tasks/${d.task.id}/attachments`, { form }),
                WM.fileUploaded,
                WM.uploadFailed,
              );
              e.target.value = "";
            }}
          />
          <Button size="sm" variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
            <FileUp aria-hidden="true" className="h-4 w-4" /> Upload
          </Button>
        </>
      }
    >
      {d.attachments.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No files yet. Images, PDF, text, CSV, JSON, ZIP and Office files up to 10 MB.
        </p>
      ) : null}
      <ul className="grid gap-1 text-sm">
        {d.attachments.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-2">
            <span className="truncate">{a.fileName}</span>
            <span className="flex shrink-0 items-center gap-2 text-xs text-muted-fg">
              {Math.max(1, Math.round(a.fileSize / 1024))} KB
              <button
                type="button"
                className="inline-flex items-center gap-1 text-primary underline"
                aria-label={`Download ${a.fileName}`}
                onClick={async () => {
                  try {
                    const res = await fetch(a.url, { credentials: "same-origin" });
                    if (!res.ok) throw new Error();
                    const blob = await res.blob();
                    const href = URL.createObjectURL(blob);
                    const link = document.createElement("a");
                    link.href = href;
                    link.download = a.fileName;
                    link.click();
                    URL.revokeObjectURL(href);
                  } catch {
                    toast.error(WM.downloadFailed);
                  }
                }}
              >
                <Download aria-hidden="true" className="h-4 w-4" /> Download
              </button>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Docs({ d, titleRef }: { d: TaskDetailDto; titleRef: React.RefObject<HTMLInputElement | null> }) {
  const { run, busy } = useAction();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const id = useId();
  return (
    <Section id="docs" title="Documentation">
      {d.docs.map((doc) => (
        <article key={doc.id} className="grid gap-2 rounded-lg border border-border p-3">
          <h3 className="font-semibold">{doc.title}</h3>
          <p className="text-xs text-muted-fg">
            {doc.authorName} · <span suppressHydrationWarning>{ago(doc.createdAt)}</span>
          </p>
          <Markdown>{doc.content}</Markdown>
        </article>
      ))}
      <form
        className="grid gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!title.trim()) {
            toast.error(WX.titleRequired);
            return;
          }
          const r = await run(
            () => api(`/api/workspace/tasks/${d.task.id}/docs`, { body: { title, content } }),
            WX.docSaved,
            WX.docFailed,
          );
          if (r) {
            setTitle("");
            setContent("");
          }
        }}
      >
        <Field label="Document title" id={`${id}-title`}>
          <input
            id={`${id}-title`}
            ref={titleRef}
            className={inputClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field label="Content (markdown)" id={`${id}-content`}>
          <textarea
            id={`${id}-content`}
            className={`${inputClass} h-28 py-2 font-mono`}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Field>
        <Button size="sm" type="submit" disabled={busy} className="justify-self-start">
          Add documentation
        </Button>
      </form>
    </Section>
  );
}

function ApiDocs({
  d,
  endpointRef,
}: {
  d: TaskDetailDto;
  endpointRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { run, busy } = useAction();
  const [f, setF] = useState({
    endpoint: "",
    method: "GET",
    description: "",
    requestSchema: "",
    responseSchema: "",
  });
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  return (
    <Section id="api-docs" title="API documentation">
      {d.apiDocs.map((a) => (
        <article key={a.id} className="grid gap-2 rounded-lg border border-border p-3">
          <h3 className="flex items-center gap-2 font-mono text-sm font-semibold">
            <Badge tone="info">{a.method}</Badge> {a.endpoint}
          </h3>
          {a.description ? <p className="text-sm">{a.description}</p> : null}
          {a.requestSchema ? (
            <div className="grid gap-1">
              <h4 className="text-xs font-medium text-muted-fg">Request schema</h4>
              <ScrollRegion label="Request schema" className="bg-muted">
                <pre className="p-2 text-xs">{a.requestSchema}</pre>
              </ScrollRegion>
            </div>
          ) : null}
          {a.responseSchema ? (
            <div className="grid gap-1">
              <h4 className="text-xs font-medium text-muted-fg">Response schema</h4>
              <ScrollRegion label="Response schema" className="bg-muted">
                <pre className="p-2 text-xs">{a.responseSchema}</pre>
              </ScrollRegion>
            </div>
          ) : null}
        </article>
      ))}
      <form
        className="grid gap-2"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setError(undefined);
          const r = await run(
            () =>
              api(`/api/workspace/tasks/${d.task.id}/api-docs`, {
                body: {
                  ...f,
                  description: f.description || null,
                  requestSchema: f.requestSchema || null,
                  responseSchema: f.responseSchema || null,
                },
              }).catch((err) => {
                setError((err as Error).message);
                throw err;
              }),
            WX.apiDocSaved,
            WX.apiDocFailed,
          );
          if (r)
            setF({ endpoint: "", method: "GET", description: "", requestSchema: "", responseSchema: "" });
        }}
      >
        <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <Field label="Method" id={`${id}-method`}>
            <select id={`${id}-method`} className={inputClass} value={f.method} onChange={set("method")}>
              {API_METHODS.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </Field>
          <Field label="Endpoint" id={`${id}-endpoint`}>
            <input
              id={`${id}-endpoint`}
              ref={endpointRef}
              className={inputClass}
              value={f.endpoint}
              placeholder="/api/users"
              onChange={set("endpoint")}
            />
          </Field>
        </div>
        <Field label="Description" id={`${id}-desc`}>
          <input
            id={`${id}-desc`}
            className={inputClass}
            value={f.description}
            onChange={set("description")}
          />
        </Field>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label="Request schema (JSON)" id={`${id}-req`}>
            <textarea
              id={`${id}-req`}
              className={`${inputClass} h-24 py-2 font-mono`}
              value={f.requestSchema}
              onChange={set("requestSchema")}
            />
          </Field>
          <Field label="Response schema (JSON)" id={`${id}-res`}>
            <textarea
              id={`${id}-res`}
              className={`${inputClass} h-24 py-2 font-mono`}
              value={f.responseSchema}
              onChange={set("responseSchema")}
            />
          </Field>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button size="sm" type="submit" disabled={busy} className="justify-self-start">
          Add API documentation
        </Button>
      </form>
    </Section>
  );
}

function MeetingDialog({
  d,
  open,
  onOpenChange,
}: {
  d: TaskDetailDto;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { run, busy } = useAction();
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
          const r = await run(
            () =>
              api(`/api/workspace/tasks/${d.task.id}/meetings`, {
                body: {
                  title: f.title,
                  startTime: new Date(f.start).toISOString(),
                  endTime: new Date(f.end).toISOString(),
                  attendees,
                },
              }),
            WM.meetingScheduled,
            WX.meetingFailed,
          );
          if (r) onOpenChange(false);
        }}
      >
        <Field label="Title" id={`${id}-title`}>
          <input
            id={`${id}-title`}
            className={inputClass}
            value={f.title}
            onChange={(e) => setF({ ...f, title: e.target.value })}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Starts" id={`${id}-start`}>
            <input
              id={`${id}-start`}
              type="datetime-local"
              className={inputClass}
              value={f.start}
              onChange={(e) => setF({ ...f, start: e.target.value })}
            />
          </Field>
          <Field label="Ends" id={`${id}-end`}>
            <input
              id={`${id}-end`}
              type="datetime-local"
              className={inputClass}
              value={f.end}
              onChange={(e) => setF({ ...f, end: e.target.value })}
            />
          </Field>
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
        <Button type="submit" disabled={busy} className="justify-self-end">
          Schedule
        </Button>
      </form>
    </FormDialog>
  );
}

export default function TaskDetail({ loaderData: d }: Route.ComponentProps) {
  const t = d.task;
  const { run, busy } = useAction();
  const [meetingOpen, setMeetingOpen] = useState(false);
  const [minutes, setMinutes] = useState("");
  const docTitle = useRef<HTMLInputElement>(null);
  const endpoint = useRef<HTMLInputElement>(null);
  const listHref = `/workspace/${d.workspace.id}/list/${d.list.id}`;
  const messages = [...d.messages].reverse();

  const requestApproval = () =>
    run(
      () => api(`/api/workspace/tasks/${t.id}/approvals`, { method: "POST", body: {} }),
      WM.approvalSent,
      WM.approvalFailed,
    );
  const requestFeedback = (request?: string) =>
    run(
      () => api(`/api/workspace/tasks/${t.id}/feedback`, { body: { request: request || null } }),
      WM.feedbackSent,
      WX.feedbackFailed,
    );
  const flagBlocker = () =>
    run(
      () => api(`/api/workspace/tasks/${t.id}/blocker`, { method: "POST", body: {} }),
      WM.taskBlocked,
      WM.blockerFailed,
    );
  const toggleTimer = () =>
    run(
      () => api<{ message: string }>(`/api/workspace/tasks/${t.id}/timer`, { method: "POST", body: {} }),
      (r) => r.message,
      "Failed to update the timer",
    );
  const logMinutes = (n: number) =>
    run(
      () => api(`/api/workspace/tasks/${t.id}/time-entries`, { body: { minutes: n } }),
      WX.timeLogged,
      "Failed to log time",
    );
  const quickMeeting = (title: string) => {
    const start = addHours(startOfHour(new Date()), 1);
    return run(
      () =>
        api(`/api/workspace/tasks/${t.id}/meetings`, {
          body: {
            title: title || `Review: ${t.title}`,
            startTime: start.toISOString(),
            endTime: addHours(start, MEETING_DEFAULT_MINUTES / 60).toISOString(),
          },
        }),
      WM.meetingScheduled,
      WX.meetingFailed,
    );
  };

  const onLine = async (line: string): Promise<boolean> => {
    const p = parseLine(line);
    if (p.kind === "unknown") {
      toast.error(WM.unknownCommand);
      return false;
    }
    if (p.kind === "message") {
      return (
        (await run(
          () => api(`/api/workspace/tasks/${t.id}/messages`, { body: { content: p.text } }),
          WM.messageSent,
          WM.messageFailed,
        )) !== null
      );
    }
    switch (p.name) {
      case "approval":
        return (await requestApproval()) !== null;
      case "feedback":
        return (await requestFeedback(p.arg)) !== null;
      case "meeting":
        return (await quickMeeting(p.arg)) !== null;
      case "blocker":
        return (await flagBlocker()) !== null;
      case "doc":
        docTitle.current?.focus();
        if (docTitle.current && p.arg) docTitle.current.value = p.arg;
        return true;
      case "api":
        endpoint.current?.focus();
        return true;
      case "status": {
        const status = p.arg.replace(/\s+/g, "_").toLowerCase() as TaskStatus;
        if (!TASK_STATUSES.includes(status)) {
          toast.error(WX.invalidStatus);
          return false;
        }
        return (
          (await run(
            () => api(`/api/workspace/tasks/${t.id}`, { method: "PATCH", body: { status } }),
            WX.statusUpdated,
            "Failed to update task",
          )) !== null
        );
      }
      case "timer":
        return (await toggleTimer()) !== null;
      case "log": {
        const n = Number(p.arg);
        if (!Number.isInteger(n) || n < 1 || n > 1440) {
          toast.error(WX.minutesRange);
          return false;
        }
        return (await logMinutes(n)) !== null;
      }
    }
    return false;
  };

  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8"
    >
      <div className="grid gap-3">
        <Link
          to={listHref}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-fg hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {d.list.name}
        </Link>
        <h1 className="text-2xl font-bold break-words md:text-3xl">{t.title}</h1>
        <ul aria-label="Task status" className="flex flex-wrap items-center gap-2">
          <li>
            <StatusBadge status={t.status} />
          </li>
          <li>
            <PriorityBadge priority={t.priority} />
          </li>
          {d.chips.approved ? (
            <li>
              <Badge tone="success">Approved</Badge>
            </li>
          ) : null}
          {d.chips.pendingApproval ? (
            <li>
              <Badge tone="warning">Pending Approval</Badge>
            </li>
          ) : null}
          {d.chips.feedbackReceived ? (
            <li>
              <Badge tone="info">Feedback Received</Badge>
            </li>
          ) : null}
          {d.chips.blocked ? (
            <li>
              <Badge tone="danger">Blocked</Badge>
            </li>
          ) : null}
          {t.dueDate ? (
            <li>
              <Badge>Due {format(new Date(`${t.dueDate}T00:00:00`), "d MMM yyyy")}</Badge>
            </li>
          ) : null}
          <li className="text-sm text-muted-fg">
            {t.timeSpent} h spent{t.timeEstimate !== null ? ` of ${t.timeEstimate} h` : ""}
          </li>
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void requestApproval()}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4" /> Request approval
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void requestFeedback()}>
            <MessageSquareReply aria-hidden="true" className="h-4 w-4" /> Request feedback
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMeetingOpen(true)}>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" /> Schedule meeting
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void toggleTimer()}>
            <Clock aria-hidden="true" className="h-4 w-4" /> {d.runningTimer ? "Stop timer" : "Start timer"}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={busy || t.status === "blocked"}
            onClick={() => void flagBlocker()}
          >
            <Ban aria-hidden="true" className="h-4 w-4" /> Flag blocker
          </Button>
        </div>
        {d.runningTimer ? (
          <p className="text-sm text-muted-fg" suppressHydrationWarning>
            Timer running since {format(new Date(d.runningTimer.startedAt), "HH:mm")}
          </p>
        ) : null}
      </div>
      {meetingOpen ? <MeetingDialog d={d} open onOpenChange={setMeetingOpen} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Section id="activity" title="Activity">
            <section
              aria-label="Task messages"
              aria-live="polite"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="grid max-h-[28rem] gap-2 overflow-y-auto"
            >
              {messages.length === 0 ? <p className="text-sm text-muted-fg">No activity yet.</p> : null}
              {messages.map((m) =>
                m.type === "system" ? (
                  <p key={m.id} className="text-center text-xs text-muted-fg">
                    {m.content} · <span suppressHydrationWarning>{ago(m.createdAt)}</span>
                  </p>
                ) : (
                  <div
                    key={m.id}
                    className={
                      m.userId === d.me
                        ? "justify-self-end rounded-lg bg-primary/10 px-3 py-2"
                        : "justify-self-start rounded-lg bg-muted px-3 py-2"
                    }
                  >
                    <p className="text-xs text-muted-fg">
                      {m.userName} · <span suppressHydrationWarning>{ago(m.createdAt)}</span>
                    </p>
                    <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
                  </div>
                ),
              )}
            </section>
            <CommandLine onSubmit={onLine} busy={busy} />
          </Section>
          <Details d={d} />
          <Docs d={d} titleRef={docTitle} />
          <ApiDocs d={d} endpointRef={endpoint} />
        </div>
        <div className="grid content-start gap-6">
          <Requests d={d} />
          <Attachments d={d} />
          <Section id="meetings" title="Meetings">
            {d.meetings.length === 0 ? (
              <p className="text-sm text-muted-fg">No meetings yet. /meeting schedules a one-hour review.</p>
            ) : null}
            <ul className="grid gap-2 text-sm">
              {d.meetings.map((m) => (
                <li key={m.id} className="grid gap-0.5">
                  <span className="font-medium">{m.title}</span>
                  <span className="text-muted-fg" suppressHydrationWarning>
                    {when(m.startTime)} – {format(new Date(m.endTime), "HH:mm")} ·{" "}
                    {m.attendees.map((a) => a.name).join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="time" title="Time">
            <form
              className="flex items-end gap-2"
              onSubmit={async (e) => {
                e.preventDefault();
                const n = Number(minutes);
                if (!Number.isInteger(n) || n < 1 || n > 1440) {
                  toast.error(WX.minutesRange);
                  return;
                }
                if (await logMinutes(n)) setMinutes("");
              }}
            >
              <Field label="Log minutes" id="log-minutes">
                <input
                  id="log-minutes"
                  type="number"
                  min={1}
                  max={1440}
                  className={inputClass}
                  value={minutes}
                  onChange={(e) => setMinutes(e.target.value)}
                />
              </Field>
              <Button type="submit" size="sm" disabled={busy}>
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
        </div>
      </div>
    </main>
  );
}
