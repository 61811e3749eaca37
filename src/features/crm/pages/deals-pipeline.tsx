import { BarChart3, Columns3, Download, List, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { BarChart, DonutChart } from "#src/ui/chart.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { type DataTableQueryOptions, pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ButtonGroup } from "#src/ui/form-controls.tsx";
import { Kanban } from "#src/ui/kanban.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { SampleBadge, StageBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DealCard } from "../components/deal-card.tsx";
import { SalesTabs } from "../components/sales-tabs.tsx";
import {
  crmPaths,
  DEAL_STAGES,
  type DealCardDto,
  type DealStage,
  CRM_MESSAGES as M,
  PAGE_SIZES,
  type PipelineColumnDto,
  STAGE_LABELS,
} from "../crm.contract.ts";
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
  const view = params.get("view") === "list" ? "list" : "kanban";
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

/** The Deal Pipeline (section 2): Kanban or list, totals, analytics, New Deal, the sample set. */
export default function DealPipeline({ loaderData }: Route.ComponentProps) {
  const { pipeline, list, view, showAnalytics, analytics, isAdmin } = loaderData;
  const [params, setParams] = useSearchParams();
  const { run, busy } = useStaffAction();
  // Cards beyond each column's first batch, fetched on request.
  const [more, setMore] = useState<Record<string, { deals: DealCardDto[]; nextOffset: number | null }>>({});
  const toggle = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { preventScrollReset: true });
  };
  const columnOf = (c: PipelineColumnDto) => more[c.stage] ?? { deals: [], nextOffset: c.nextOffset };
  const cards = pipeline.columns.flatMap((c) => [...c.deals, ...columnOf(c).deals]);
  const summaries = Object.fromEntries(
    pipeline.columns.map((c) => [c.stage, { count: c.count, total: c.total }]),
  );

  const move = async (id: string, body: { stage: DealStage } | { direction: "left" | "right" }) => {
    const done = await run(`move:${id}`, () => api(`/api/crm/deals/${id}/stage`, { body }), {
      success: M.stageUpdated,
      failure: M.stageUpdateFailed,
    });
    if (done) setMore({});
    if (!done) throw new Error(M.stageUpdateFailed);
  };
  const loadMore = async (stage: DealStage, offset: number) => {
    try {
      const page = await api<{ deals: DealCardDto[]; nextOffset: number | null }>(
        `/api/crm/pipeline/column?stage=${stage}&offset=${offset}`,
      );
      setMore((m) => ({
        ...m,
        [stage]: { deals: [...(m[stage]?.deals ?? []), ...page.deals], nextOffset: page.nextOffset },
      }));
    } catch {
      toast.error(M.dealsLoadFailed);
    }
  };

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => toggle("analytics", showAnalytics ? null : "1")}
        aria-pressed={showAnalytics}
      >
        <BarChart3 aria-hidden="true" className="h-4 w-4" />
        {showAnalytics ? "Hide Analytics" : "Show Analytics"}
      </Button>
      <ButtonGroup label="View">
        <Button
          variant={view === "kanban" ? "primary" : "ghost"}
          aria-pressed={view === "kanban"}
          onClick={() => toggle("view", null)}
        >
          <Columns3 aria-hidden="true" className="h-4 w-4" />
          Kanban
        </Button>
        <Button
          variant={view === "list" ? "primary" : "ghost"}
          aria-pressed={view === "list"}
          onClick={() => toggle("view", "list")}
        >
          <List aria-hidden="true" className="h-4 w-4" />
          List
        </Button>
      </ButtonGroup>
      <a
        href="/api/crm/export/deals.csv"
        className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
        download
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Export CSV
      </a>
      <ButtonLink to={crmPaths.newDeal()}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New Deal
      </ButtonLink>
    </div>
  );

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
            description: countOf(pipeline.dealCount, "deal"),
          },
          { name: "won", label: "Won Value", value: formatMoney(pipeline.wonValue) },
        ]}
      />
      {actions}
      {pipeline.sampleCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-600/40 bg-amber-500/10 p-4 text-sm">
          <p>
            <strong>Sample data.</strong> {pipeline.sampleCount} sample deals (labelled Sample) are shown
            until real deals replace them.
          </p>
          {isAdmin ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm">
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove sample data
                </Button>
              }
              title="Remove the sample data?"
              description="Every sample deal, with its activities and analytics, and the sample companies and contacts are deleted."
              confirmLabel="Remove sample data"
              onConfirm={() =>
                run("samples", () => api("/api/crm/deal-samples", { method: "DELETE" }), {
                  failure: M.dealDeleteFailed,
                })
              }
            />
          ) : null}
        </div>
      ) : null}
      {showAnalytics && analytics ? (
        <section aria-label="Deal analytics" className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title="Pipeline value by stage"
            data={analytics.pipelineValueByStage.map((s) => ({ label: s.label, value: s.value }))}
            formatValue={(v) => formatMoney(v)}
            labelHeader="Stage"
            valueHeader="Value"
          />
          <BarChart
            title="Win probability"
            description="The first 10 deals with analytics"
            data={analytics.winProbability.map((w) => ({
              label: w.name,
              value: Math.round(w.probability * 100),
            }))}
            formatValue={(v) => `${v}%`}
            labelHeader="Deal"
            valueHeader="Win probability"
          />
          <DonutChart
            title="Stage distribution"
            data={analytics.stageDistribution
              .filter((s) => s.count > 0)
              .map((s) => ({ label: s.label, value: s.count }))}
            labelHeader="Stage"
            valueHeader="Deals"
          />
          <BarChart
            title="Value distribution"
            data={analytics.valueDistribution.map((b) => ({ label: b.bucket, value: b.count }))}
            labelHeader="Value"
            valueHeader="Deals"
          />
        </section>
      ) : null}
      {pipeline.dealCount === 0 ? (
        <EmptyState
          icon={Columns3}
          title="No deals yet"
          description="Convert a lead, or create a deal from a company. To look around first, add the labelled sample deals (5 companies, 20 deals); an admin removes them in one step."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <ButtonLink to={crmPaths.newDeal()}>New Deal</ButtonLink>
              <Button
                variant="outline"
                disabled={busy === "samples"}
                onClick={() =>
                  run("samples", () => api("/api/crm/deal-samples", { body: {} }), {
                    failure: M.samplesFailed,
                  })
                }
              >
                Add sample deals
              </Button>
            </div>
          }
        />
      ) : view === "kanban" ? (
        <Kanban
          label="Deal pipeline"
          columns={DEAL_STAGES.map((s) => ({ id: s, title: STAGE_LABELS[s] }))}
          cards={cards}
          getCardId={(d) => d.id}
          getColumnId={(d) => d.stage}
          getCardLabel={(d) => d.name}
          columnSummaries={summaries}
          formatTotal={(n) => formatMoney(n)}
          emptyColumn="No deals"
          columnFooter={(stageId) => {
            const column = pipeline.columns.find((c) => c.stage === stageId)!;
            const next = columnOf(column).nextOffset;
            return next === null ? null : (
              <Button
                variant="ghost"
                size="sm"
                className="w-full"
                onClick={() => void loadMore(column.stage, next)}
              >
                Show more {STAGE_LABELS[column.stage]} deals
              </Button>
            );
          }}
          renderCard={(d) => (
            <DealCard
              deal={d}
              busy={busy === `move:${d.id}`}
              onArrow={(deal, direction) => void move(deal.id, { direction }).catch(() => undefined)}
            />
          )}
          onMove={(id, _from, to) => move(id, { stage: to as DealStage })}
        />
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
