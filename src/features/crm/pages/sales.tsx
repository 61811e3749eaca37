import { Activity, ListTodo } from "lucide-react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { crmPaths, CRM_MESSAGES as M } from "../crm.contract.ts";
import { countOf, formatCloseDate, formatMoney, formatPercent, formatWhen } from "../lib/format.ts";
import { salesOverview } from "../server/overview.service.ts";
import type { Route } from "./+types/sales";

export const handle = { title: "Sales & CRM" };
export const meta = () => staffMeta("Sales & CRM", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  return { overview: await pageData(() => salesOverview(db, actor)) };
}

export function ErrorBoundary() {
  return <CrmPageError message={M.overviewLoadFailed} />;
}

/** The sales dashboard's Overview: real figures, recent activity and the tasks coming up. */
export default function SalesOverview({ loaderData }: Route.ComponentProps) {
  const o = loaderData.overview;
  const samples = o.samplesLeftOut;
  const sampleNote = [
    samples.deals ? countOf(samples.deals, "sample deal") : null,
    samples.companies ? countOf(samples.companies, "sample company", "sample companies") : null,
  ].filter(Boolean);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SalesTabs />
      <StatGrid
        stats={[
          {
            name: "revenue",
            label: "Total Revenue",
            value: formatMoney(o.totalRevenue),
            description: samples.deals ? "Value of won deals, samples left out" : "Value of won deals",
          },
          {
            name: "leads",
            label: "Active Leads",
            value: o.activeLeads.toLocaleString("en-US"),
            description: "Neither converted nor lost",
          },
          {
            name: "companies",
            label: "Companies",
            value: o.companies.toLocaleString("en-US"),
            ...(samples.companies ? { description: "Sample companies left out" } : {}),
          },
          {
            name: "conversion",
            label: "Conversion Rate",
            value: formatPercent(o.conversionRate),
            description: "Converted out of qualified leads",
          },
        ]}
      />
      {sampleNote.length ? (
        <p className="text-sm text-muted-fg" data-testid="samples-left-out">
          The figures leave out the sample data set ({sampleNote.join(" and ")}), shown labelled Sample on the
          Deals and Companies tabs.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="grid content-start gap-3">
          <h2 className="text-lg font-semibold">Recent Activities</h2>
          {o.recentActivities.length ? (
            <ol className="grid gap-2 text-sm">
              {o.recentActivities.map((a) => (
                <li key={a.id}>
                  <Link to={a.href} className="hover:underline">
                    {a.text}
                  </Link>
                  <span className="block text-xs text-muted-fg">
                    {formatWhen(a.at)}
                    {a.by ? ` · ${a.by}` : ""}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState
              icon={Activity}
              headingLevel={3}
              title="No activity yet"
              description="Captured leads, stage moves, notes and tasks appear here."
            />
          )}
        </Card>
        <Card className="grid content-start gap-3">
          <h2 className="text-lg font-semibold">Upcoming Tasks</h2>
          {o.upcomingTasks.length ? (
            <ol className="grid gap-2 text-sm">
              {o.upcomingTasks.map((t) => (
                <li key={t.id}>
                  <Link to={crmPaths.deal(t.dealId)} className="hover:underline">
                    {t.title}
                  </Link>
                  <span className="block text-xs text-muted-fg">
                    Due {formatCloseDate(t.dueDate)} · {t.dealName}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <EmptyState
              icon={ListTodo}
              headingLevel={3}
              title="No pending tasks"
              description="Tasks added to deals appear here by due date."
            />
          )}
        </Card>
      </div>
    </div>
  );
}
