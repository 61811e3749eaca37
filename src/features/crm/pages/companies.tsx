import { Building2 } from "lucide-react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { type DataTableQueryOptions, pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { CompanyGrid } from "../components/companies/company-grid.tsx";
import { NewCompanySheet } from "../components/companies/new-company-sheet.tsx";
import { TechScan } from "../components/companies/tech-scan.tsx";
import { CompanyDrawer } from "../components/company-drawer.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { GridPager } from "../components/list/grid-pager.tsx";
import { ListToolbar } from "../components/list/list-toolbar.tsx";
import { useListParams } from "../components/list/use-list-params.ts";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { type CompanyRowDto, CRM_MESSAGES as M, PAGE_SIZES } from "../crm.contract.ts";
import { countOf } from "../lib/format.ts";
import { listCompanies } from "../server/companies.service.ts";
import type { Route } from "./+types/companies";

export const handle = { title: "Companies" };
export const meta = () => staffMeta("Companies", "Command Center");

const QUERY: DataTableQueryOptions = {
  sortable: ["created", "name", "industry", "employees"],
  defaultSort: { id: "created", desc: true },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};
const SORTS = [
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "industry", label: "Industry A–Z" },
  { value: "-industry", label: "Industry Z–A" },
  { value: "-employees", label: "Most employees" },
  { value: "employees", label: "Fewest employees" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const params = new URL(request.url).searchParams;
  const q = parseDataTableQuery(params, QUERY);
  const { offset, limit } = pageWindow(q);
  const { db } = getRequestState(context).services;
  const page = await pageData(() =>
    listCompanies(db, actor, {
      q: q.search || undefined,
      sort: (q.sort?.id ?? "created") as "created" | "name" | "industry" | "employees",
      dir: q.sort?.desc === false ? "asc" : "desc",
      page: offset / limit + 1,
      pageSize: limit,
    }),
  );
  const view: "grid" | "list" = params.get("view") === "list" ? "list" : "grid";
  return { page, view, search: q.search, sort: q.sort };
}

export function ErrorBoundary() {
  return <CrmPageError message={M.companiesLoadFailed} />;
}

const columns: DataTableColumn<CompanyRowDto>[] = [
  { id: "name", header: "Name", value: (c) => c.name, hideable: false },
  { id: "industry", header: "Industry", value: (c) => c.industry },
  { id: "employees", header: "Employees", value: (c) => c.employeeCount, align: "end" },
  { id: "location", header: "Location", value: (c) => c.location, sortable: false },
  { id: "contacts", header: "Contacts", value: (c) => c.contactCount, sortable: false, align: "end" },
  { id: "deals", header: "Deals", value: (c) => c.dealCount, sortable: false, align: "end" },
  { id: "created", header: "Created", value: (c) => c.createdAt.slice(0, 10) },
];

/** Companies: search across every field, sort, grid or list, New Company, the side drawer. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { page, view, search, sort } = loaderData;
  const { text, setText, setParam } = useListParams(search);
  const navigation = useNavigation();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/command-center/sales/companies";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SalesTabs />
      <ListToolbar
        idPrefix="company"
        search={{
          label: "Search companies",
          placeholder: "Any field: name, website, industry, city…",
          text,
          onText: setText,
        }}
        sort={{
          value: sort ? `${sort.desc ? "-" : ""}${sort.id}` : "-created",
          options: SORTS,
          onSort: (value) => setParam("sort", value === "-created" ? null : value),
        }}
        view={view}
        onView={(next) => setParam("view", next === "list" ? "list" : null)}
        exportHref="/api/crm/export/companies.csv"
        newLabel="New Company"
        onNew={() => setCreating(true)}
      />
      {loading ? (
        <p className="text-sm text-muted-fg" role="status">
          {M.loadingCompanies}
        </p>
      ) : null}
      {page.rows.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={M.noCompanies}
          description={search ? `Nothing matches “${search}”.` : "Add a company, or convert a lead."}
        />
      ) : view === "grid" ? (
        <>
          <CompanyGrid rows={page.rows} onOpen={setOpen} />
          <GridPager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            totalLabel={`${countOf(page.total, "company", "companies")}${page.samples ? `, ${page.samples} of them samples` : ""}`}
            onPage={(p) => setParam("page", p)}
          />
        </>
      ) : (
        <DataTable
          caption={page.samples ? `Companies (${page.samples} of them samples)` : "Companies"}
          columns={columns}
          rows={page.rows}
          getRowId={(c) => c.id}
          onRowOpen={(c) => setOpen(c.id)}
          server={{ total: page.total, query: QUERY }}
          search={false}
        />
      )}
      <TechScan />
      <NewCompanySheet open={creating} onOpenChange={setCreating} />
      <CompanyDrawer companyId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
