import { LeadMeetings } from "#src/features/intake/index.ts";
import { leadMeetings } from "#src/features/intake/server/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { LeadAttribution } from "../components/lead/lead-attribution.tsx";
import { LeadConvert } from "../components/lead/lead-convert.tsx";
import { LeadDuplicates } from "../components/lead/lead-duplicates.tsx";
import { LeadOwner } from "../components/lead/lead-owner.tsx";
import { LeadSummary } from "../components/lead/lead-summary.tsx";
import { LeadStatus, LogActivity } from "../components/lead/lead-work.tsx";
import { useLeadActions } from "../components/lead/use-lead-actions.ts";
import { WaitBadge } from "../components/lead/wait-badge.tsx";
import { LeadTimeline } from "../components/lead-timeline.tsx";
import { CRM_MESSAGES as M } from "../crm.contract.ts";
import { listStaff } from "../server/deal-detail.service.ts";
import { leadDuplicates } from "../server/lead-merge.service.ts";
import { getLeadDetail } from "../server/leads-inbox.service.ts";
import { leadOwnership } from "../server/routing-admin.service.ts";
import { waitThresholds } from "../server/speed.service.ts";
import type { Route } from "./+types/lead";

export const handle = { title: "Lead" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.lead.name ?? loaderData?.lead.email ?? "Lead", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  // An invalid id is a 400 and an unknown one a 404, each with the page's message.
  return pageData(async () => {
    const [lead, ownership, staff, thresholds, duplicates] = await Promise.all([
      getLeadDetail(db, actor, params.leadId),
      leadOwnership(db, actor, params.leadId),
      listStaff(db, actor),
      waitThresholds(db, actor),
      leadDuplicates(db, actor, params.leadId),
    ]);
    const meetings = await leadMeetings(db, lead);
    return { lead, ownership, staff, thresholds, duplicates, meetings, now: new Date().toISOString() };
  });
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
  const { lead, ownership, staff, thresholds, duplicates, meetings, now } = loaderData;
  const actions = useLeadActions(lead.id);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-6">
        <LeadSummary lead={lead} />
        <LeadAttribution attribution={lead.attribution} />
        <section className="grid gap-3">
          <h2 className="text-lg font-semibold">Timeline</h2>
          <LeadTimeline entries={lead.timeline} />
        </section>
      </div>
      <aside className="grid content-start gap-4">
        <LeadOwner leadId={lead.id} ownership={ownership} staff={staff}>
          <WaitBadge
            createdAt={lead.createdAt}
            firstResponseAt={lead.firstResponseAt}
            now={now}
            thresholds={thresholds}
          />
        </LeadOwner>
        <LeadMeetings meetings={meetings} />
        <LeadDuplicates leadId={lead.id} duplicates={duplicates} />
        <LeadConvert lead={lead} actions={actions} />
        {lead.status !== "converted" ? <LeadStatus lead={lead} actions={actions} /> : null}
        <LogActivity actions={actions} />
        <ButtonLink to="/command-center/sales/leads" variant="ghost">
          Back to the leads
        </ButtonLink>
      </aside>
    </div>
  );
}
