import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { LeadScoreBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { LeadTimeline } from "../components/lead-timeline.tsx";
import {
  type ConvertResultDto,
  crmPaths,
  LEAD_ACTIVITY_TYPES,
  CRM_MESSAGES as M,
  SETTABLE_LEAD_STATUSES,
  sourceLabel,
} from "../crm.contract.ts";
import { formatWhen } from "../lib/format.ts";
import { getLeadDetail } from "../server/leads-inbox.service.ts";
import type { Route } from "./+types/lead";

export const handle = { title: "Lead" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.lead.name ?? loaderData?.lead.email ?? "Lead", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  // An invalid id is a 400 and an unknown one a 404, each with the page's message.
  return { lead: await pageData(() => getLeadDetail(db, actor, params.leadId)) };
}

export function ErrorBoundary() {
  return (
    <CrmPageError
      message={M.leadLoadError}
      back={{ to: "/command-center/sales/leads", label: "Back to the leads" }}
    />
  );
}

/** One lead: who, the scores and why, its status, Convert, and every capture and activity. */
export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const navigate = useNavigate();
  const { run, busy, fields } = useStaffAction();
  const [converting, setConverting] = useState(false);
  const [dealName, setDealName] = useState("");
  const [value, setValue] = useState("");
  const [activity, setActivity] = useState({ type: "call", description: "" });
  const converted = lead.status === "converted";
  const facts: [string, string | null][] = [
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Company", lead.company],
    ["Source", sourceLabel(lead.source)],
    ["Segment", lead.segment],
    ["Captured", formatWhen(lead.createdAt)],
    ["Last activity", formatWhen(lead.lastActivityAt)],
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-6">
        <Card className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold">{lead.name ?? lead.email ?? "Unnamed lead"}</h2>
            <LeadScoreBadge score={lead.leadScore} />
            <Badge tone={converted ? "success" : "neutral"}>{lead.status}</Badge>
          </div>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            {facts
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-fg">{k}</dt>
                  <dd className="[overflow-wrap:anywhere]">{v}</dd>
                </div>
              ))}
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold">Why score {lead.leadScore}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
                {lead.leadScoreReasons.length ? (
                  lead.leadScoreReasons.map((r) => <li key={r}>{r}</li>)
                ) : (
                  <li>No scoring rule matches yet.</li>
                )}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold">The capture tool's own score: {lead.captureScore}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-muted-fg">
                {lead.captureScoreReasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          </div>
        </Card>
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Timeline</h2>
          <LeadTimeline entries={lead.timeline} />
        </section>
      </div>
      <aside className="grid content-start gap-4">
        <Card className="grid gap-3 p-4">
          <h2 className="font-semibold">Convert</h2>
          {converted ? (
            <ul className="grid gap-1 text-sm">
              {lead.convertedDealId ? (
                <li>
                  <Link className="text-primary underline" to={crmPaths.deal(lead.convertedDealId)}>
                    Open the deal
                  </Link>
                </li>
              ) : null}
              {lead.convertedContactId ? (
                <li>
                  <Link className="text-primary underline" to={crmPaths.contact(lead.convertedContactId)}>
                    Open the contact
                  </Link>
                </li>
              ) : null}
              {lead.convertedCompanyId ? (
                <li>
                  <Link className="text-primary underline" to={crmPaths.company(lead.convertedCompanyId)}>
                    Open the company
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : (
            <>
              <p className="text-sm text-muted-fg">
                Makes a contact, a company (an existing one with the same email domain is reused) and a deal
                in Qualification.
              </p>
              <Button onClick={() => setConverting(true)}>
                <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
                Convert lead
              </Button>
            </>
          )}
        </Card>
        {!converted ? (
          <Card className="grid gap-3 p-4">
            <SelectField
              label="Status"
              value={lead.status}
              disabled={busy === "status"}
              options={SETTABLE_LEAD_STATUSES.map((s) => ({ value: s, label: s }))}
              onChange={(e) =>
                void run(
                  "status",
                  () =>
                    api(`/api/crm/leads/${lead.id}`, { method: "PATCH", body: { status: e.target.value } }),
                  {
                    failure: M.leadsFetchFailed,
                  },
                )
              }
            />
          </Card>
        ) : null}
        <Card className="p-4">
          <form
            className="grid gap-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const done = await run(
                "activity",
                () => api(`/api/crm/leads/${lead.id}/activities`, { body: activity }),
                {
                  failure: M.activityLogFailed,
                },
              );
              if (done) setActivity({ ...activity, description: "" });
            }}
          >
            <h2 className="font-semibold">Log an activity</h2>
            <SelectField
              label="Type"
              value={activity.type}
              options={LEAD_ACTIVITY_TYPES.map((t) => ({ value: t, label: t }))}
              onChange={(e) => setActivity({ ...activity, type: e.target.value })}
            />
            <TextAreaField
              label="What happened"
              rows={3}
              value={activity.description}
              error={fields.description}
              onChange={(e) => setActivity({ ...activity, description: e.target.value })}
            />
            <Button type="submit" variant="outline" disabled={busy === "activity"}>
              Log activity
            </Button>
          </form>
        </Card>
        <ButtonLink to="/command-center/sales/leads" variant="ghost">
          Back to the leads
        </ButtonLink>
      </aside>
      <Sheet
        open={converting}
        onOpenChange={setConverting}
        title="Convert lead"
        side="right"
        className="w-[26rem]"
      >
        <form
          className="grid gap-4 p-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const done = await run(
              "convert",
              () =>
                api<ConvertResultDto>(`/api/crm/leads/${lead.id}/convert`, {
                  body: { dealName: dealName || null, value: value || null },
                }),
              { failure: "Failed to convert the lead", reload: false },
            );
            if (done) navigate(crmPaths.deal(done.dealId));
          }}
        >
          <TextField
            label="Deal name (optional)"
            value={dealName}
            error={fields.dealName}
            hint={`Default: ${lead.company ?? "the company"}: ${sourceLabel(lead.source)}`}
            onChange={(e) => setDealName(e.target.value)}
          />
          <TextField
            label="Value in USD (optional)"
            inputMode="decimal"
            value={value}
            error={fields.value}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button type="submit" disabled={busy === "convert"}>
            Convert
          </Button>
        </form>
      </Sheet>
    </div>
  );
}
