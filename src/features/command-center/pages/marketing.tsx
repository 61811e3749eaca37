import { Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  BUDGET_STEP,
  CAMPAIGN_STATUSES,
  type CampaignDto,
  type CampaignStatus,
  CAMPAIGN_MESSAGES as M,
  newCampaignSchema,
  PILLAR_LABELS,
  PILLAR_TYPES,
} from "../command-center.contract.ts";
import { listCampaigns } from "../server/campaigns.service.ts";
import type { Route } from "./+types/marketing";

export const handle = { title: "Marketing" };
export const meta = () => staffMeta("Marketing", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  return listCampaigns(getRequestState(context).services.db, actor);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  planned: "neutral",
  active: "info",
  paused: "warning",
  completed: "success",
};
const STATUS_LABEL: Record<CampaignStatus, string> = {
  planned: "Planned",
  active: "Active",
  paused: "Paused",
  completed: "Completed",
};
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full rounded-full bg-primary"
        style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </div>
  );
}

/** Marketing: the 90-day plan, the campaigns as cards and as a table, New Campaign. */
export default function Marketing({ loaderData }: Route.ComponentProps) {
  const { campaigns, plan } = loaderData;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CampaignDto | null>(null);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">Marketing Campaigns</h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" /> New Campaign
        </Button>
      </div>

      {plan ? (
        <Card className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <p className="text-sm text-muted-fg">
              {shortDate(plan.startDate)} – {shortDate(plan.endDate)} · {plan.campaigns} campaigns
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <p className="flex justify-between text-sm">
                <span>Overall progress</span>
                <span className="font-semibold">{plan.progress}%</span>
              </p>
              <ProgressBar value={plan.progress} label="Plan progress" />
            </div>
            <div className="grid gap-1.5">
              <p className="flex justify-between text-sm">
                <span>Budget used</span>
                <span className="font-semibold">
                  {usd.format(plan.spent)} of {usd.format(plan.budget)}
                </span>
              </p>
              <ProgressBar
                value={plan.budget ? Math.round((plan.spent / plan.budget) * 100) : 0}
                label="Plan budget used"
              />
            </div>
          </div>
          <p className="text-xs text-muted-fg">
            Progress is the mean of the plan's campaigns; spend is their recorded spend added up.
          </p>
        </Card>
      ) : null}

      {campaigns.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No campaigns yet"
          description="Create the first campaign with New Campaign."
        />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {campaigns.map((c) => (
              <li key={c.id}>
                <Card className="grid h-full gap-3">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold">{c.name}</h3>
                    <Badge tone={STATUS_TONE[c.status]}>{STATUS_LABEL[c.status]}</Badge>
                  </div>
                  <p className="text-sm text-muted-fg">{c.description}</p>
                  <p className="text-xs text-muted-fg">
                    {PILLAR_LABELS[c.pillarType]} · {shortDate(c.startDate)} – {shortDate(c.endDate)}
                  </p>
                  <div className="grid gap-1.5">
                    <p className="flex justify-between text-sm">
                      <span>Progress</span>
                      <span className="font-semibold">{c.progress}%</span>
                    </p>
                    <ProgressBar value={c.progress} label={`${c.name} progress`} />
                  </div>
                  <p className="flex justify-between text-sm">
                    <span>Budget used</span>
                    <span className="font-semibold">
                      {usd.format(c.budgetSpent)} of {usd.format(c.budget)}
                    </span>
                  </p>
                  {c.channels.length ? (
                    <ul className="flex flex-wrap gap-1" aria-label="Channels">
                      {c.channels.map((ch) => (
                        <li key={ch}>
                          <Badge>{ch}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <Button variant="outline" size="sm" className="mt-auto w-fit" onClick={() => setEditing(c)}>
                    Update progress<span className="sr-only"> of {c.name}</span>
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          <ScrollRegion label="All campaigns">
            <table className="w-full text-sm">
              <caption className="p-3 text-left font-semibold">All campaigns</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-fg">
                  <th scope="col" className="p-3">
                    Campaign
                  </th>
                  <th scope="col" className="p-3">
                    Type
                  </th>
                  <th scope="col" className="p-3">
                    Status
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Budget
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Spent
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Progress
                  </th>
                  <th scope="col" className="p-3">
                    Dates
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <tr key={c.id} className="border-b border-border last:border-0">
                    <th scope="row" className="p-3 text-left font-medium">
                      {c.name}
                    </th>
                    <td className="p-3">{PILLAR_LABELS[c.pillarType]}</td>
                    <td className="p-3">{STATUS_LABEL[c.status]}</td>
                    <td className="p-3 text-right tabular-nums">{usd.format(c.budget)}</td>
                    <td className="p-3 text-right tabular-nums">{usd.format(c.budgetSpent)}</td>
                    <td className="p-3 text-right tabular-nums">{c.progress}%</td>
                    <td className="whitespace-nowrap p-3">
                      {shortDate(c.startDate)} – {shortDate(c.endDate)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}

      <Sheet
        open={creating}
        onOpenChange={setCreating}
        title="New Campaign"
        description="A campaign in the current marketing plan."
        side="right"
        className="w-[28rem] p-6"
      >
        <NewCampaignForm onDone={() => setCreating(false)} />
      </Sheet>
      <Sheet
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={editing ? `Update ${editing.name}` : "Update campaign"}
        side="right"
        className="w-[24rem] p-6"
      >
        {editing ? <UpdateCampaignForm campaign={editing} onDone={() => setEditing(null)} /> : null}
      </Sheet>
    </div>
  );
}

const EMPTY = {
  name: "",
  description: "",
  startDate: "",
  endDate: "",
  budget: "",
  pillarType: "thought_leadership",
};

function NewCampaignForm({ onDone }: { onDone: () => void }) {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, fields } = useStaffAction();
  const shown = { ...fields, ...errors };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });

  const submit = async () => {
    const body = { ...v, budget: v.budget.trim() === "" ? undefined : Number(v.budget) };
    const parsed = newCampaignSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "form");
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const done = await run("create", () => api("/api/command-center/campaigns", { body: parsed.data }), {
      failure: M.createFailed,
    });
    if (done) {
      setV(EMPTY);
      onDone();
    }
  };

  return (
    <form
      className="mt-4 grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField label="Name" value={v.name} onChange={set("name")} error={shown.name} required />
      <TextAreaField
        label="Description"
        value={v.description}
        onChange={set("description")}
        error={shown.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          value={v.startDate}
          onChange={set("startDate")}
          error={shown.startDate}
          required
        />
        <TextField
          label="End date"
          type="date"
          value={v.endDate}
          onChange={set("endDate")}
          error={shown.endDate}
          required
        />
      </div>
      <TextField
        label="Budget (USD)"
        type="number"
        inputMode="numeric"
        min={0}
        step={BUDGET_STEP}
        value={v.budget}
        onChange={set("budget")}
        error={shown.budget}
        required
      />
      <SelectField
        label="Campaign type"
        value={v.pillarType}
        onChange={set("pillarType")}
        error={shown.pillarType}
        options={PILLAR_TYPES.map((p) => ({ value: p, label: PILLAR_LABELS[p] }))}
      />
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Creating…" : "Create Campaign"}
      </Button>
    </form>
  );
}

function UpdateCampaignForm({ campaign, onDone }: { campaign: CampaignDto; onDone: () => void }) {
  const [progress, setProgress] = useState(String(campaign.progress));
  const [spent, setSpent] = useState(String(campaign.budgetSpent));
  const [status, setStatus] = useState<string>(campaign.status);
  const { run, busy, fields } = useStaffAction();
  return (
    <form
      className="mt-4 grid gap-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const done = await run(
          "update",
          () =>
            api(`/api/command-center/campaigns/${campaign.id}`, {
              method: "PATCH",
              body: {
                progress: progress.trim() === "" ? undefined : Number(progress),
                budgetSpent: spent.trim() === "" ? undefined : Number(spent),
                status,
              },
            }),
          { failure: M.updateFailed },
        );
        if (done) onDone();
      }}
    >
      <TextField
        label="Progress (%)"
        type="number"
        min={0}
        max={100}
        value={progress}
        onChange={(e) => setProgress(e.target.value)}
        error={fields.progress}
      />
      <TextField
        label="Spent so far (USD)"
        type="number"
        min={0}
        value={spent}
        onChange={(e) => setSpent(e.target.value)}
        error={fields.budgetSpent}
      />
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
      />
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
