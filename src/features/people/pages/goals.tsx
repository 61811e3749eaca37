import { Download, Plus, Target } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { ProgressBar } from "../components/progress-bar.tsx";
import { failureMessage } from "../lib/failure.ts";
import { formatDate, GOAL_STATUS_LABELS } from "../lib/format.ts";
import { type GoalDto, goalInputSchema, PM, type ReportPeriod } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { listGoals } from "../server/goals.service.ts";
import type { Route } from "./+types/goals";

export function meta() {
  return staffMeta("Goals | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.goalsProfileNotFound);
    return { goals: await listGoals(db, actor), isAdmin: p.isAdmin };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Goals" message={PM.goalsFetchError} />;
}

function NewGoal({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [targetDate, setTargetDate] = useState("");
  const [company, setCompany] = useState(false);
  const { run, busy, fields: errors, setFields: setErrors } = useStaffAction();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = { title, description, targetDate, isCompanyGoal: company };
    const checked = checkForm(goalInputSchema, body);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    const done = await run("create", () => api<{ message: string }>("/api/people/goals", { body }), {
      failure: (err) => failureMessage(err, PM.goalCreateError),
    });
    if (!done) return;
    setOpen(false);
    setTitle("");
    setDescription("");
    setTargetDate("");
    setCompany(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setErrors({});
      }}
      title="New Goal"
      description="A goal starts in progress at 0%."
      trigger={
        <Button>
          <Plus aria-hidden="true" className="h-4 w-4" /> New Goal
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label="Title"
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextAreaField
          label="Description"
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextField
          label="Target date"
          type="date"
          value={targetDate}
          error={errors.targetDate}
          onChange={(e) => setTargetDate(e.currentTarget.value)}
        />
        {isAdmin ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--primary)]"
              checked={company}
              onChange={(e) => setCompany(e.currentTarget.checked)}
            />
            Company goal (everyone sees it)
          </label>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            Create goal
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

function GoalCard({ goal }: { goal: GoalDto }) {
  const [value, setValue] = useState(goal.progress);
  const { run, busy: running } = useStaffAction();
  const busy = running !== null;
  const save = async (body: { progress?: number; status?: string }) => {
    const res = await run(
      "save",
      () =>
        api<{ message: string; goal: GoalDto }>(`/api/people/goals/${goal.id}`, { method: "PATCH", body }),
      { failure: (err) => failureMessage(err, "Failed to update goal") },
    );
    if (res) setValue(res.goal.progress);
  };
  return (
    <Card className="grid content-start gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold">{goal.title}</h3>
        <div className="flex gap-1.5">
          {goal.isCompanyGoal ? <Badge tone="info">Company</Badge> : null}
          <Badge
            tone={
              goal.status === "completed" ? "success" : goal.status === "in_progress" ? "warning" : "neutral"
            }
          >
            {GOAL_STATUS_LABELS[goal.status]}
          </Badge>
        </div>
      </div>
      {goal.description ? <p className="text-sm text-muted-fg">{goal.description}</p> : null}
      <ProgressBar value={goal.progress} label={`Progress of ${goal.title}`} />
      <p className="text-xs text-muted-fg">
        {goal.targetDate ? `Target ${formatDate(goal.targetDate)}` : "No target date"} · created{" "}
        {formatDate(goal.createdAt.slice(0, 10))}
      </p>
      {goal.editable && goal.status !== "completed" ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save({ progress: value });
          }}
        >
          <label className="grid flex-1 gap-1 text-sm">
            <span>Update progress: {value}%</span>
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={value}
              onChange={(e) => setValue(Number(e.currentTarget.value))}
              className="accent-[var(--primary)]"
            />
          </label>
          <Button type="submit" size="sm" variant="outline" disabled={busy || value === goal.progress}>
            Save
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void save({ status: "completed" })}
          >
            Mark complete
          </Button>
        </form>
      ) : null}
    </Card>
  );
}

/** Goals: own and company goals, the New Goal dialog, weekly and monthly text reports. */
export default function Goals({ loaderData: d }: Route.ComponentProps) {
  const report = async (period: ReportPeriod) => {
    try {
      const res = await fetch(`/api/people/goal-report?period=${period}`, { credentials: "same-origin" });
      if (!res.ok) throw new Error(String(res.status));
      const name =
        /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ??
        `goals-${period}-report.txt`;
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(period === "weekly" ? PM.weeklyReport : PM.monthlyReport);
    } catch {
      toast.error(PM.reportError);
    }
  };
  const mine = d.goals.filter((g) => !g.isCompanyGoal);
  const company = d.goals.filter((g) => g.isCompanyGoal);
  return (
    <PortalPage
      title="Goals"
      description="Your goals and the company's, with progress."
      actions={
        <>
          <Button variant="outline" onClick={() => void report("weekly")}>
            <Download aria-hidden="true" className="h-4 w-4" /> Weekly report
          </Button>
          <Button variant="outline" onClick={() => void report("monthly")}>
            <Download aria-hidden="true" className="h-4 w-4" /> Monthly report
          </Button>
          <NewGoal isAdmin={d.isAdmin} />
        </>
      }
    >
      <section aria-labelledby="my-goals" className="grid gap-3">
        <h2 id="my-goals" className="text-lg font-semibold">
          My goals
        </h2>
        {mine.length ? (
          <div className="grid gap-4 md:grid-cols-2">
            {mine.map((g) => (
              <GoalCard key={`${g.id}-${g.progress}`} goal={g} />
            ))}
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            icon={Target}
            title="No goals yet"
            description="Use New Goal to set your first one."
          />
        )}
      </section>
      <section aria-labelledby="company-goals" className="grid gap-3">
        <h2 id="company-goals" className="text-lg font-semibold">
          Company goals
        </h2>
        {company.length ? (
          <div className="grid gap-4 md:grid-cols-2">
            {company.map((g) => (
              <GoalCard key={`${g.id}-${g.progress}`} goal={g} />
            ))}
          </div>
        ) : (
          <EmptyState headingLevel={3} title="No company goals yet" />
        )}
      </section>
    </PortalPage>
  );
}
