import { Download, Pencil, RefreshCw, Trash2, Upload, UserPlus, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { ButtonGroup, SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { ProbabilityBadge, SampleBadge, StageBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DealForm, dealBody } from "../components/deal-form.tsx";
import { LeadHistory } from "../components/lead-history.tsx";
import { crmPaths, type DealDetailDto, CRM_MESSAGES as M } from "../crm.contract.ts";
import { formatCloseDate, formatMoney, formatProbability, formatWhen } from "../lib/format.ts";
import { companyOptions } from "../server/companies.service.ts";
import { contactOptions } from "../server/contacts.service.ts";
import { getDealDetail, listStaff } from "../server/deal-detail.service.ts";
import type { Route } from "./+types/deal";

export const handle = { title: "Deal" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.detail.deal.name ?? "Deal", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db, ai } = getRequestState(context).services;
  // An invalid id is a 400 ("Invalid deal ID") and an unknown one a 404 ("Deal not found").
  return pageData(async () => {
    const detail = await getDealDetail(db, actor, params.id, { llmEnabled: ai.llmEnabled });
    const [companies, contacts, staff] = await Promise.all([
      companyOptions(db, actor),
      contactOptions(db, actor, detail.deal.companyId),
      listStaff(db, actor),
    ]);
    return { detail, companies, contacts, staff };
  });
}

export function ErrorBoundary() {
  return <CrmPageError message={M.dealLoadError} back={{ to: "/admin/sales", label: "Back to Sales" }} />;
}

export default function DealPage({ loaderData }: Route.ComponentProps) {
  return <DealView {...loaderData} />;
}

const tabClass =
  "-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg";

function DealView({
  detail,
  companies,
  contacts,
  staff,
}: {
  detail: DealDetailDto;
  companies: { id: string; name: string }[];
  contacts: { id: string; name: string }[];
  staff: { id: string; name: string; email: string }[];
}) {
  const { deal } = detail;
  const navigate = useNavigate();
  const { run, busy, fields } = useStaffAction();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState("");
  const [task, setTask] = useState({ title: "", description: "", dueDate: "", assignedTo: "" });
  const [taskView, setTaskView] = useState<"pending" | "completed">("pending");
  const [invite, setInvite] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const intel = detail.intelligence;
  const tasks = detail.tasks.filter((t) => t.status === taskView);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-6">
        <Card className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold">{deal.name}</h2>
            <StageBadge stage={deal.stage} />
            <Badge>Priority {deal.priority}</Badge>
            {deal.isSample ? <SampleBadge /> : null}
            <div className="ml-auto flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(!editing)} aria-pressed={editing}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {editing ? "View" : "Edit"}
              </Button>
              {detail.canDelete ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="danger" size="sm">
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      Delete
                    </Button>
                  }
                  title="Delete this deal?"
                  description="The deal and all its analytics, activities, notes, tasks, files and team are deleted. This cannot be undone."
                  confirmLabel="Delete deal"
                  onConfirm={async () => {
                    const done = await run(
                      "delete",
                      () => api(`/api/crm/deals/${deal.id}`, { method: "DELETE" }),
                      {
                        failure: M.dealDeleteFailed,
                        reload: false,
                      },
                    );
                    if (!done) throw new Error(M.dealDeleteFailed);
                    navigate(crmPaths.pipeline);
                  }}
                />
              ) : null}
            </div>
          </div>
          <p className="text-2xl font-bold">{formatMoney(deal.value)}</p>
        </Card>

        {editing ? (
          <Card>
            <DealForm
              mode="edit"
              companies={companies}
              initialContacts={contacts}
              busy={busy === "save"}
              errors={fields}
              initial={{
                name: deal.name,
                value: deal.value === null ? "" : String(deal.value),
                stage: deal.stage,
                priority: deal.priority,
                companyId: deal.companyId ?? "",
                contactId: deal.contactId ?? "",
                expectedCloseDate: deal.expectedCloseDate ?? "",
                notes: deal.notes ?? "",
              }}
              onSubmit={async (values) => {
                if (!values.companyId) {
                  toast.error(M.selectCompany);
                  return;
                }
                const done = await run(
                  "save",
                  () => api(`/api/crm/deals/${deal.id}`, { method: "PATCH", body: dealBody(values) }),
                  {
                    failure: M.dealUpdateFailed,
                  },
                );
                if (done) setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          </Card>
        ) : null}

        <Tabs.Root defaultValue="overview" className="grid gap-4">
          <Tabs.List
            aria-label="Deal details"
            className="relative flex overflow-x-auto border-b border-border"
          >
            {[
              ["overview", "Overview"],
              ["activities", `Activities (${detail.activities.length})`],
              ["notes", `Notes (${detail.notes.length})`],
              ["files", `Files (${detail.documents.length})`],
              ["tasks", `Tasks (${detail.tasks.length})`],
              ["team", `Team (${detail.team.length})`],
            ].map(([value, label]) => (
              <Tabs.Trigger key={value} value={value!} className={tabClass}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="overview" className="grid gap-6">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              {(
                [
                  ["Stage", <StageBadge key="s" stage={deal.stage} />],
                  ["Value", formatMoney(deal.value)],
                  ["Expected close", formatCloseDate(deal.expectedCloseDate)],
                  ["Win probability", formatProbability(deal.probability)],
                  ["Company", deal.companyName ?? deal.leadCompany ?? "—"],
                  ["Contact", deal.contactName ?? "—"],
                  ["Owner", deal.ownerName ?? "—"],
                  ["Created", formatWhen(deal.createdAt)],
                  ["Notes", deal.notes ?? "—"],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-fg">{k}</dt>
                  <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{v}</dd>
                </div>
              ))}
            </dl>
            {detail.leadHistory ? <LeadHistory history={detail.leadHistory} /> : null}
          </Tabs.Content>

          <Tabs.Content value="activities">
            <ol className="grid gap-3">
              {detail.activities.map((a) => (
                <li key={a.id} className="rounded-lg border border-border p-3 text-sm">
                  <p>{a.description}</p>
                  <p className="text-xs text-muted-fg">
                    {formatWhen(a.createdAt)}
                    {a.authorName ? ` · ${a.authorName}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </Tabs.Content>

          <Tabs.Content value="notes" className="grid gap-4">
            <form
              className="grid gap-2"
              onSubmit={async (e) => {
                e.preventDefault();
                if (!note.trim()) {
                  toast.error(M.noteEmpty);
                  return;
                }
                const done = await run(
                  "note",
                  () => api(`/api/crm/deals/${deal.id}/notes`, { body: { content: note } }),
                  {
                    failure: M.noteFailed,
                  },
                );
                if (done) setNote("");
              }}
            >
              <TextAreaField
                label="New note"
                rows={3}
                value={note}
                error={fields.content}
                onChange={(e) => setNote(e.target.value)}
              />
              <div>
                <Button type="submit" disabled={busy === "note" || !note.trim()}>
                  Add Note
                </Button>
              </div>
            </form>
            <ol className="grid gap-3">
              {detail.notes.map((n) => (
                <li key={n.id} className="rounded-lg border border-border p-3 text-sm">
                  <p className="whitespace-pre-line">{n.content}</p>
                  <p className="mt-1 text-xs text-muted-fg">
                    {n.authorName ?? "Staff"} · {formatWhen(n.createdAt)}
                  </p>
                </li>
              ))}
            </ol>
          </Tabs.Content>

          <Tabs.Content value="files" className="grid gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <label htmlFor="deal-file" className="text-sm font-medium">
                Upload a file
              </label>
              <input
                id="deal-file"
                ref={fileInput}
                type="file"
                className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-fg"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  const form = new FormData();
                  form.set("file", file);
                  await run("upload", () => api(`/api/crm/deals/${deal.id}/documents`, { form }), {
                    failure: M.fileUploadFailed,
                  });
                  if (fileInput.current) fileInput.current.value = "";
                }}
              />
              {busy === "upload" ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-fg">
                  <Upload aria-hidden="true" className="h-4 w-4" /> Uploading…
                </span>
              ) : null}
            </div>
            <ul className="grid gap-2">
              {detail.documents.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 text-sm"
                >
                  <span className="min-w-0 flex-1 truncate font-medium">{d.name}</span>
                  <span className="text-muted-fg">{d.sizeMb}</span>
                  <span className="text-muted-fg">{formatWhen(d.createdAt)}</span>
                  <a
                    href={`/api/crm/deals/${deal.id}/documents/${d.id}`}
                    className="inline-flex items-center gap-1 text-primary underline"
                    download
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    Download<span className="sr-only"> {d.name}</span>
                  </a>
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={`Delete ${d.name}`}>
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    }
                    title="Delete this file?"
                    description={d.name}
                    confirmLabel="Delete file"
                    onConfirm={async () => {
                      const done = await run(
                        "file",
                        () => api(`/api/crm/deals/${deal.id}/documents/${d.id}`, { method: "DELETE" }),
                        {
                          failure: M.fileDeleteFailed,
                        },
                      );
                      if (!done) throw new Error(M.fileDeleteFailed);
                    }}
                  />
                </li>
              ))}
              {detail.documents.length === 0 ? (
                <li className="text-sm text-muted-fg">No files yet.</li>
              ) : null}
            </ul>
          </Tabs.Content>

          <Tabs.Content value="tasks" className="grid gap-4">
            <form
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2"
              onSubmit={async (e) => {
                e.preventDefault();
                const done = await run(
                  "task",
                  () =>
                    api(`/api/crm/deals/${deal.id}/tasks`, {
                      body: {
                        title: task.title,
                        description: task.description || null,
                        dueDate: task.dueDate || null,
                        assignedTo: task.assignedTo || null,
                      },
                    }),
                  { failure: M.taskFailed },
                );
                if (done) setTask({ title: "", description: "", dueDate: "", assignedTo: "" });
              }}
            >
              <TextField
                label="Task title"
                value={task.title}
                error={fields.title}
                onChange={(e) => setTask({ ...task, title: e.target.value })}
              />
              <TextField
                label="Due date"
                type="date"
                value={task.dueDate}
                error={fields.dueDate}
                onChange={(e) => setTask({ ...task, dueDate: e.target.value })}
              />
              <TextField
                label="Description"
                value={task.description}
                onChange={(e) => setTask({ ...task, description: e.target.value })}
              />
              <SelectField
                label="Assigned to"
                value={task.assignedTo}
                error={fields.assignedTo}
                options={[
                  { value: "", label: "Nobody yet" },
                  ...staff.map((s) => ({ value: s.id, label: s.name })),
                ]}
                onChange={(e) => setTask({ ...task, assignedTo: e.target.value })}
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
                  variant={taskView === s ? "primary" : "ghost"}
                  size="sm"
                  aria-pressed={taskView === s}
                  onClick={() => setTaskView(s)}
                >
                  {s === "pending" ? "Pending" : "Completed"} (
                  {detail.tasks.filter((t) => t.status === s).length})
                </Button>
              ))}
            </ButtonGroup>
            <ul className="grid gap-2">
              {tasks.map((t) => (
                <li key={t.id} className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-[var(--primary)]"
                    checked={t.status === "completed"}
                    aria-label={`${t.status === "completed" ? "Reopen" : "Complete"} ${t.title}`}
                    disabled={busy === `task:${t.id}`}
                    onChange={() =>
                      void run(
                        `task:${t.id}`,
                        () =>
                          api(`/api/crm/deals/${deal.id}/tasks/${t.id}`, {
                            method: "PATCH",
                            body: { status: t.status === "completed" ? "pending" : "completed" },
                          }),
                        { failure: M.taskUpdateFailed },
                      )
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
              {tasks.length === 0 ? <li className="text-sm text-muted-fg">No {taskView} tasks.</li> : null}
            </ul>
          </Tabs.Content>

          <Tabs.Content value="team" className="grid gap-4">
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={async (e) => {
                e.preventDefault();
                if (!invite.trim()) {
                  toast.error(M.inviteEmailRequired);
                  return;
                }
                const done = await run(
                  "invite",
                  () => api(`/api/crm/deals/${deal.id}/team`, { body: { email: invite } }),
                  {
                    failure: "Failed to invite the colleague",
                  },
                );
                if (done) setInvite("");
              }}
            >
              <TextField
                label="Invite a colleague by email"
                type="email"
                className="min-w-64 flex-1"
                value={invite}
                error={fields.email}
                onChange={(e) => setInvite(e.target.value)}
              />
              <Button type="submit" disabled={busy === "invite"}>
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                Invite
              </Button>
            </form>
            <ul className="grid gap-2">
              {detail.team.map((m) => (
                <li
                  key={m.id}
                  className="flex items-center gap-3 rounded-lg border border-border p-3 text-sm"
                >
                  <span className="flex-1">
                    <span className="font-medium">{m.name}</span>{" "}
                    <span className="text-muted-fg">{m.email}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${m.name} from the team`}
                    onClick={() =>
                      void run(
                        `team:${m.id}`,
                        () => api(`/api/crm/deals/${deal.id}/team/${m.id}`, { method: "DELETE" }),
                        { failure: "Failed to update the team", success: "Removed from the deal team" },
                      )
                    }
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </li>
              ))}
              {detail.team.length === 0 ? (
                <li className="text-sm text-muted-fg">
                  Only the owner ({deal.ownerName ?? "—"}) works this deal so far.
                </li>
              ) : null}
            </ul>
          </Tabs.Content>
        </Tabs.Root>
      </div>

      <aside className="grid content-start gap-4">
        <Card className="grid gap-3 p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold">Deal Intelligence</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy === "intel"}
              aria-label={detail.llmEnabled ? "Ask the AI model again" : "Recompute"}
              onClick={() =>
                void run("intel", () => api(`/api/crm/deals/${deal.id}/intelligence`, { body: {} }), {
                  failure: "Failed to compute Deal Intelligence",
                  success: "Deal Intelligence updated",
                })
              }
            >
              <RefreshCw aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
          {intel ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <ProbabilityBadge probability={intel.probabilityScore} />
                <span className="text-sm text-muted-fg">
                  Predicted close: {formatCloseDate(intel.predictedCloseDate)}
                </span>
              </div>
              <section>
                <h3 className="text-sm font-semibold">Suggested actions</h3>
                <ul className="mt-1 grid gap-1 text-sm">
                  {intel.suggestedActions.map((a) => (
                    <li key={a.action} className="flex gap-2">
                      <Badge
                        tone={
                          a.priority === "high" ? "danger" : a.priority === "medium" ? "warning" : "neutral"
                        }
                      >
                        {a.priority}
                      </Badge>
                      <span>{a.action}</span>
                    </li>
                  ))}
                </ul>
              </section>
              {intel.competitorAnalysis.competitive_advantages.length ? (
                <section>
                  <h3 className="text-sm font-semibold">Competitive advantages</h3>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {intel.competitorAnalysis.competitive_advantages.map((a) => (
                      <li key={a}>{a}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {intel.priceRecommendations ? (
                <section className="grid gap-1 text-sm">
                  <h3 className="font-semibold">Price recommendations</h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                    <dt className="text-muted-fg">Minimum</dt>
                    <dd>{formatMoney(intel.priceRecommendations.minimum_price)}</dd>
                    <dt className="text-muted-fg">Recommended</dt>
                    <dd>{formatMoney(intel.priceRecommendations.recommended_price)}</dd>
                    <dt className="text-muted-fg">Optimal</dt>
                    <dd>{formatMoney(intel.priceRecommendations.optimal_price)}</dd>
                  </dl>
                  <p className="text-muted-fg">{intel.priceRecommendations.justification}</p>
                </section>
              ) : null}
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold">How this was worked out</summary>
                <ul className="mt-2 grid gap-1">
                  {intel.factors.map((f) => (
                    <li key={f.label} className="flex justify-between gap-3">
                      <span>{f.label}</span>
                      <span className="whitespace-nowrap text-muted-fg">{f.effect}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-muted-fg">
                  Engine: {intel.engine} · {formatWhen(intel.computedAt)}
                </p>
              </details>
            </>
          ) : (
            <p className="text-sm text-muted-fg">No analysis yet.</p>
          )}
        </Card>
        <Card className="grid gap-2 p-4">
          <h2 className="font-semibold">Quick Links</h2>
          {detail.company ? (
            <Link to={crmPaths.company(detail.company.id)} className="text-sm text-primary underline">
              Company profile: {detail.company.name}
            </Link>
          ) : null}
          {detail.contact ? (
            <Link to={crmPaths.contact(detail.contact.id)} className="text-sm text-primary underline">
              Contact profile: {detail.contact.firstName} {detail.contact.lastName}
            </Link>
          ) : null}
          <Link to={crmPaths.pipeline} className="text-sm text-primary underline">
            Deal pipeline
          </Link>
        </Card>
      </aside>
    </div>
  );
}
