import { Link, useSearchParams } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { type DataTableQueryOptions, pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { SampleBadge, StageBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DealAnalyticsCharts } from "../components/pipeline/deal-analytics-charts.tsx";
import { PipelineBoard } from "../components/pipeline/pipeline-board.tsx";
import { PipelineToolbar } from "../components/pipeline/pipeline-toolbar.tsx";
import { NoDealsYet, SampleDataBanner } from "../components/pipeline/sample-deals.tsx";
import { usePipelineBoard } from "../components/pipeline/use-pipeline-board.ts";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { crmPaths, type DealCardDto, CRM_MESSAGES as M, PAGE_SIZES, STAGE_LABELS } from "../crm.contract.ts";
import { countOf, formatCloseDate, formatMoney, formatProbability } from "../lib/format.ts";
import { getDealAnalytics, getPipeline, listDeals } from "../server/deals.service.ts";
import type { Route } from "./+types/deals-pipeline";

export const handle = { title: "Deal Pipeline" };
export const meta = () => staffMeta("Deal Pipeline", "Command Center");

const LIST_QUERY: DataTableQueryOptions = {
  sortable: ["name", "stage", "value", "close", "created"],
  defaultSort: { id: "created", desc: true },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const params = new URL(request.url).searchParams;
  const view: "kanban" | "list" = params.get("view") === "list" ? "list" : "kanban";
  const showAnalytics = params.get("analytics") === "1";
  const q = parseDataTableQuery(params, LIST_QUERY);
  const { offset, limit } = pageWindow(q);
  return pageData(async () => ({
    pipeline: await getPipeline(db, actor),
    list:
      view === "list"
        ? await listDeals(db, actor, {
            page: offset / limit + 1,
            pageSize: limit,
            sort: (q.sort?.id ?? "created") as "created" | "name" | "value" | "close" | "stage",
            dir: q.sort?.desc === false ? "asc" : "desc",
          })
        : null,
    view,
    showAnalytics,
    analytics: showAnalytics ? await getDealAnalytics(db, actor) : null,
    isAdmin: actor.roles.includes("admin"),
  }));
}

export function ErrorBoundary() {
  return <CrmPageError message={M.dealsLoadFailed} />;
}

const listColumns: DataTableColumn<DealCardDto>[] = [
  {
    id: "name",
    header: "Deal Name",
    value: (d) => d.name,
    cell: (d) => (
      <span className="flex items-center gap-2">
        <Link to={crmPaths.deal(d.id)} className="font-medium hover:underline">
          {d.name}
        </Link>
        {d.isSample ? <SampleBadge /> : null}
      </span>
    ),
    hideable: false,
  },
  {
    id: "stage",
    header: "Stage",
    value: (d) => STAGE_LABELS[d.stage],
    cell: (d) => <StageBadge stage={d.stage} />,
  },
  { id: "value", header: "Value", value: (d) => d.value, cell: (d) => formatMoney(d.value), align: "end" },
  { id: "company", header: "Company", value: (d) => d.companyName ?? d.leadCompany, sortable: false },
  { id: "close", header: "Expected Close", value: (d) => formatCloseDate(d.expectedCloseDate) },
  {
    id: "probability",
    header: "Probability",
    value: (d) => formatProbability(d.probability),
    sortable: false,
  },
];

/** The Deal Pipeline: Kanban or list, totals, analytics, New Deal, the sample set. */
export default function DealPipeline({ loaderData }: Route.ComponentProps) {
  const { pipeline, list, view, showAnalytics, analytics, isAdmin } = loaderData;
  const [params, setParams] = useSearchParams();
  const board = usePipelineBoard(pipeline);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { preventScrollReset: true });
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <SalesTabs />
      <StatGrid
        className="sm:grid-cols-2 lg:grid-cols-2"
        stats={[
          {
            name: "total",
            label: "Total Value",
            value: formatMoney(pipeline.totalValue),
            description: pipeline.sampleCount
              ? `${countOf(pipeline.dealCount, "deal")}, ${pipeline.sampleCount.toLocaleString("en-US")} of them samples`
              : countOf(pipeline.dealCount, "deal"),
          },
          {
            name: "won",
            label: "Won Value",
            value: formatMoney(pipeline.wonValue),
            ...(pipeline.sampleCount ? { description: "Sample deals included" } : {}),
          },
        ]}
      />
      <PipelineToolbar showAnalytics={showAnalytics} view={view} onParam={setParam} />
      {pipeline.sampleCount > 0 ? (
        <SampleDataBanner sampleCount={pipeline.sampleCount} isAdmin={isAdmin} />
      ) : null}
      {showAnalytics && analytics ? <DealAnalyticsCharts analytics={analytics} /> : null}
      {pipeline.dealCount === 0 ? (
        <NoDealsYet />
      ) : view === "kanban" ? (
        <PipelineBoard pipeline={pipeline} board={board} />
      ) : (
        <DataTable
          caption="Deals"
          columns={listColumns}
          rows={list?.rows ?? []}
          getRowId={(d) => d.id}
          rowHref={(d) => crmPaths.deal(d.id)}
          server={{ total: list?.total ?? 0, query: LIST_QUERY }}
          search={false}
        />
      )}
    </div>
  );
}
