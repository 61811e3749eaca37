import { Building2, Download, LayoutGrid, List, Plus, ScanSearch } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import {
  type DataTableQueryOptions,
  pageCount,
  pageWindow,
  parseDataTableQuery,
} from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ButtonGroup } from "#src/ui/form-controls.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CompanyDrawer } from "../components/company-drawer.tsx";
import { CompanyForm, companyBody, EMPTY_COMPANY } from "../components/company-form.tsx";
import { SampleBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { type CompanyRowDto, CRM_MESSAGES as M, normalizeWebsite, PAGE_SIZES } from "../crm.contract.ts";
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
  return { page, view: params.get("view") === "list" ? "list" : "grid", search: q.search, sort: q.sort };
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

/** Companies (section 2): search across every field, sort, grid or list, New Company, the side drawer. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { page, view, search, sort } = loaderData;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const { run, busy, fields } = useStaffAction();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [text, setText] = useState(search);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page" && key !== "view") next.delete("page");
    setParams(next, { preventScrollReset: true, replace: key === "q" });
  };
  // Search as you type: the URL (and so the loader) follows 300 ms after the last key.
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setParam("q", text.trim() || null), 300);
    return () => clearTimeout(timer);
  });
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/command-center/sales/companies";
  const sortValue = sort ? `${sort.desc ? "-" : ""}${sort.id}` : "-created";
  const pages = pageCount(page.total, page.pageSize);
  const [scanUrl, setScanUrl] = useState("");
  const [scan, setScan] = useState<{
    finalUrl: string;
    technologies: { name: string; category: string; confidence: number; version: string | null }[];
  } | null>(null);
  const [scanError, setScanError] = useState<string | undefined>();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SalesTabs />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-56 flex-1 gap-1">
          <label htmlFor="company-search" className="text-sm font-medium">
            Search companies
          </label>
          <input
            id="company-search"
            type="search"
            className={inputClass}
            value={text}
            placeholder="Any field: name, website, industry, city…"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="company-sort" className="text-sm font-medium">
            Sort
          </label>
          <select
            id="company-sort"
            className={inputClass}
            value={sortValue}
            onChange={(e) => setParam("sort", e.target.value === "-created" ? null : e.target.value)}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <ButtonGroup label="View">
          <Button
            variant={view === "grid" ? "primary" : "ghost"}
            aria-pressed={view === "grid"}
            onClick={() => setParam("view", null)}
          >
            <LayoutGrid aria-hidden="true" className="h-4 w-4" />
            Grid
          </Button>
          <Button
            variant={view === "list" ? "primary" : "ghost"}
            aria-pressed={view === "list"}
            onClick={() => setParam("view", "list")}
          >
            <List aria-hidden="true" className="h-4 w-4" />
            List
          </Button>
        </ButtonGroup>
        <a
          href="/api/crm/export/companies.csv"
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Company
        </Button>
      </div>
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
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {page.rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setOpen(c.id)}
                  className="grid h-full w-full gap-2 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold">{c.name}</span>
                    {c.isSample ? <SampleBadge /> : null}
                  </span>
                  <span className="text-sm text-muted-fg">
                    {[c.industry, c.location].filter(Boolean).join(" · ") || "No industry yet"}
                  </span>
                  {c.domain ? <span className="text-sm">{c.domain}</span> : null}
                  <span className="flex flex-wrap gap-2">
                    <Badge>{countOf(c.contactCount, "contact")}</Badge>
                    <Badge>{countOf(c.dealCount, "deal")}</Badge>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
            <span>
              Page {page.page} of {pages} · {countOf(page.total, "company", "companies")}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page.page <= 1}
                onClick={() => setParam("page", page.page > 2 ? String(page.page - 1) : null)}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={page.page >= pages}
                onClick={() => setParam("page", String(page.page + 1))}
              >
                Next
              </Button>
            </span>
          </nav>
        </>
      ) : (
        <DataTable
          caption="Companies"
          columns={columns}
          rows={page.rows}
          getRowId={(c) => c.id}
          onRowOpen={(c) => setOpen(c.id)}
          server={{ total: page.total, query: QUERY }}
          search={false}
        />
      )}
      <section className="grid gap-2 rounded-xl border border-border p-4">
        <h2 className="font-semibold">Website technology scan</h2>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!normalizeWebsite(scanUrl)) {
              setScanError(M.validUrl);
              return;
            }
            setScanError(undefined);
            const done = await run(
              "scan",
              () =>
                api<{ scan: NonNullable<typeof scan>; message: string }>("/api/crm/tech-scan", {
                  body: { url: scanUrl },
                }),
              {
                failure: M.techScanFailed,
                reload: false,
              },
            );
            if (done) setScan(done.scan);
          }}
        >
          <div className="grid min-w-56 flex-1 gap-1">
            <label htmlFor="scan-url" className="text-sm font-medium">
              Website
            </label>
            <input
              id="scan-url"
              className={inputClass}
              placeholder="example.com"
              value={scanUrl}
              aria-invalid={scanError ? true : undefined}
              aria-describedby={scanError ? "scan-url-error" : undefined}
              onChange={(e) => setScanUrl(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy === "scan"}>
            <ScanSearch aria-hidden="true" className="h-4 w-4" />
            {busy === "scan" ? "Scanning…" : "Scan"}
          </Button>
        </form>
        {scanError ? (
          <p id="scan-url-error" role="alert" className="text-sm text-danger">
            {scanError}
          </p>
        ) : null}
        {scan ? (
          <div className="text-sm">
            <p className="text-muted-fg">{scan.finalUrl}</p>
            {scan.technologies.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {scan.technologies.map((t) => (
                  <li key={t.name}>
                    <Badge>
                      {t.name}
                      {t.version ? ` ${t.version}` : ""} · {t.category} · {t.confidence}%
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No known technology was found.</p>
            )}
          </div>
        ) : null}
      </section>
      <Sheet
        open={creating}
        onOpenChange={setCreating}
        title="New Company"
        side="right"
        className="w-[30rem]"
      >
        <div className="p-4">
          <CompanyForm
            initial={EMPTY_COMPANY}
            submitLabel="Create Company"
            busy={busy === "create"}
            errors={fields}
            onSubmit={async (values) => {
              const done = await run(
                "create",
                () => api("/api/crm/companies", { body: companyBody(values) }),
                { failure: M.companyCreateFailed },
              );
              if (done) setCreating(false);
            }}
          />
        </div>
      </Sheet>
      <CompanyDrawer companyId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
