import { Inbox } from "lucide-react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { type DataTableQueryOptions, pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { AssignmentEmailToggle } from "../components/lead/assignment-email-toggle.tsx";
import { leadColumns } from "../components/lead/lead-columns.tsx";
import { LeadAnalyticsPanel } from "../components/lead-analytics-panel.tsx";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { ScoringRulesPanel } from "../components/scoring-rules-panel.tsx";
import { SpeedToLeadPanel } from "../components/speed-to-lead-panel.tsx";
import {
  crmPaths,
  LEAD_STATUSES,
  type LeadActivityRowDto,
  CRM_MESSAGES as M,
  PAGE_SIZES,
} from "../crm.contract.ts";
import { formatWhen } from "../lib/format.ts";
import { type SpeedReportDto, speedQuerySchema } from "../revenue.contract.ts";
import { leadAnalytics, listAllLeadActivities, listLeads } from "../server/leads-inbox.service.ts";
import { getStaffPreferences } from "../server/routing-admin.service.ts";
import { listScoringRules } from "../server/scoring-rules.service.ts";
import { speedToLeadReport, waitThresholds } from "../server/speed.service.ts";
import type { Route } from "./+types/lead-management";

export const handle = { title: "Lead Management" };
export const meta = () => staffMeta("Lead Management", "Command Center");

const TABS = [
  { id: "all", label: "All Leads", shortLabel: "Leads" },
  { id: "activities", label: "Activities", shortLabel: "Acts" },
  { id: "scoring", label: "Lead Scoring", shortLabel: "Score" },
  { id: "analytics", label: "Analytics", shortLabel: "Stats" },
] as const;
type TabId = (typeof TABS)[number]["id"];

const LEADS_QUERY: DataTableQueryOptions = {
  sortable: ["name", "score", "engagement", "activity", "created"],
  filterable: ["source", "segment", "status", "score", "engagement", "owner"],
  defaultSort: { id: "created", desc: true },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};
const ACTIVITY_QUERY: DataTableQueryOptions = { sortable: [], pageSizes: PAGE_SIZES, defaultPageSize: 25 };

const oneOf = <T extends string>(list: readonly T[], v: string | undefined): T | undefined =>
  v && (list as readonly string[]).includes(v) ? (v as T) : undefined;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const params = new URL(request.url).searchParams;
  const tab: TabId =
    oneOf(
      TABS.map((t) => t.id),
      params.get("tab") ?? undefined,
    ) ?? "all";
  const isAdmin = actor.roles.includes("admin");
  const base = {
    tab,
    isAdmin,
    leads: null,
    activities: null,
    rules: null,
    analytics: null,
    preferences: { emailOnAssignment: false },
    now: new Date().toISOString(),
    thresholds: { waitAmberMinutes: 60, waitRedMinutes: 240 },
    speed: null as SpeedReportDto | null,
  };
  return pageData(async () => {
    if (tab === "activities") {
      const q = parseDataTableQuery(params, ACTIVITY_QUERY);
      const { offset, limit } = pageWindow(q);
      return {
        ...base,
        activities: await listAllLeadActivities(db, actor, { page: offset / limit + 1, pageSize: limit }),
      };
    }
    if (tab === "scoring") return { ...base, rules: await listScoringRules(db, actor) };
    if (tab === "analytics") {
      const days = speedQuerySchema.safeParse({ days: params.get("days") ?? undefined });
      const [analytics, speed] = await Promise.all([
        leadAnalytics(db, actor),
        speedToLeadReport(db, actor, days.success ? days.data.days : 30),
      ]);
      return { ...base, analytics, speed };
    }
    const q = parseDataTableQuery(params, LEADS_QUERY);
    const { offset, limit } = pageWindow(q);
    const leads = await listLeads(db, actor, {
      source: q.filters.source || undefined,
      segment: q.filters.segment || undefined,
      status: oneOf(LEAD_STATUSES, q.filters.status),
      band: oneOf(["low", "medium", "high"] as const, q.filters.score),
      engagement: oneOf(["cold", "warm", "hot"] as const, q.filters.engagement),
      owner: oneOf(["me", "none"] as const, q.filters.owner),
      q: q.search || undefined,
      sort: (q.sort?.id ?? "created") as "name" | "score" | "engagement" | "activity" | "created",
      dir: q.sort?.desc === false ? "asc" : "desc",
      page: offset / limit + 1,
      pageSize: limit,
    });
    const [preferences, thresholds] = await Promise.all([
      getStaffPreferences(db, actor),
      waitThresholds(db, actor),
    ]);
    return { ...base, leads, preferences, thresholds };
  });
}

export function ErrorBoundary() {
  return <CrmPageError message={M.leadsFetchFailed} />;
}

const activityColumns: DataTableColumn<LeadActivityRowDto>[] = [
  { id: "when", header: "When", value: (a) => formatWhen(a.createdAt), sortable: false },
  {
    id: "lead",
    header: "Lead",
    value: (a) => a.leadName,
    cell: (a) => (
      <Link to={crmPaths.lead(a.leadId)} className="hover:underline">
        {a.leadName ?? "Unnamed lead"}
      </Link>
    ),
    sortable: false,
  },
  { id: "type", header: "Type", value: (a) => a.type, sortable: false },
  { id: "description", header: "What happened", value: (a) => a.description, sortable: false },
  { id: "by", header: "By", value: (a) => a.performedBy ?? "Visitor", sortable: false },
];

/** Lead management: All Leads, Activities, Lead Scoring, Analytics. */
export default function LeadManagement({ loaderData }: Route.ComponentProps) {
  const { tab, leads, activities, rules, analytics, isAdmin, preferences, now, thresholds, speed } =
    loaderData;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SalesTabs />
      <NavTabs
        label="Lead management"
        tabs={TABS.map((t) => ({
          label: t.label,
          shortLabel: t.shortLabel,
          to: t.id === "all" ? "?" : `?tab=${t.id}`,
          active: t.id === tab,
        }))}
      />
      {tab === "all" ? (
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <Link to="?f.owner=me" className="font-medium text-primary underline">
            My leads
          </Link>
          <Link to="?f.owner=none" className="font-medium text-primary underline">
            Unassigned leads
          </Link>
          {isAdmin ? (
            <Link to="/command-center/sales/routing" className="font-medium text-primary underline">
              Lead routing rules
            </Link>
          ) : null}
          <AssignmentEmailToggle emailOnAssignment={preferences.emailOnAssignment} />
        </div>
      ) : null}
      {tab === "all" && leads ? (
        <DataTable
          caption="Leads"
          columns={leadColumns(now, thresholds)}
          rows={leads.rows}
          getRowId={(l) => l.id}
          rowHref={(l) => crmPaths.lead(l.id)}
          server={{ total: leads.total, query: LEADS_QUERY }}
          search={{ placeholder: "Search leads by name, email or company" }}
          empty={
            <EmptyState
              icon={Inbox}
              title="No leads yet"
              description="Every form on the public site records a lead here: the home contact form, the tools, intake, bookings and pitches."
            />
          }
        />
      ) : null}
      {tab === "activities" && activities ? (
        <DataTable
          caption="Lead activities"
          columns={activityColumns}
          rows={activities.rows}
          getRowId={(a) => a.id}
          rowHref={(a) => crmPaths.lead(a.leadId)}
          server={{ total: activities.total, query: ACTIVITY_QUERY }}
          search={false}
        />
      ) : null}
      {tab === "scoring" && rules ? <ScoringRulesPanel rules={rules} isAdmin={isAdmin} /> : null}
      {tab === "analytics" && analytics ? <LeadAnalyticsPanel analytics={analytics} /> : null}
      {tab === "analytics" && speed ? <SpeedToLeadPanel report={speed} /> : null}
    </div>
  );
}
