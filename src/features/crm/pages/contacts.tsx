import { Users } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { type DataTableQueryOptions, pageWindow, parseDataTableQuery } from "#src/ui/data-table-query.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { ContactGrid } from "../components/contacts/contact-grid.tsx";
import { ContactQuickView } from "../components/contacts/contact-quick-view.tsx";
import { ContactTags } from "../components/contacts/contact-tags.tsx";
import { NewContactSheet } from "../components/contacts/new-contact-sheet.tsx";
import { EngagementBadge, SampleBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { GridPager } from "../components/list/grid-pager.tsx";
import { ListToolbar } from "../components/list/list-toolbar.tsx";
import { useListParams } from "../components/list/use-list-params.ts";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { type ContactRowDto, crmPaths, CRM_MESSAGES as M, PAGE_SIZES } from "../crm.contract.ts";
import { countOf } from "../lib/format.ts";
import { companyOptions } from "../server/companies.service.ts";
import { listContacts } from "../server/contacts.service.ts";
import type { Route } from "./+types/contacts";

export const handle = { title: "Contacts" };
export const meta = () => staffMeta("Contacts", "Command Center");

const QUERY: DataTableQueryOptions = {
  sortable: ["name", "created", "industry"],
  defaultSort: { id: "name", desc: false },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
};
const SORTS = [
  { value: "name", label: "Name A–Z" },
  { value: "-name", label: "Name Z–A" },
  { value: "-created", label: "Newest first" },
  { value: "created", label: "Oldest first" },
  { value: "industry", label: "Industry A–Z" },
  { value: "-industry", label: "Industry Z–A" },
];
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const params = new URL(request.url).searchParams;
  const q = parseDataTableQuery(params, QUERY);
  const { offset, limit } = pageWindow(q);
  const [page, companies] = await pageData(() =>
    Promise.all([
      listContacts(db, actor, {
        q: q.search || undefined,
        sort: (q.sort?.id ?? "name") as "name" | "created" | "industry",
        dir: q.sort?.desc ? "desc" : "asc",
        page: offset / limit + 1,
        pageSize: limit,
      }),
      companyOptions(db, actor),
    ]),
  );
  const view: "grid" | "list" = params.get("view") === "list" ? "list" : "grid";
  return { page, companies, view, search: q.search, sort: q.sort };
}

export function ErrorBoundary() {
  return <CrmPageError message={M.contactsFetchFailed} />;
}

const columns: DataTableColumn<ContactRowDto>[] = [
  {
    id: "name",
    header: "Name",
    value: (c) => `${c.firstName} ${c.lastName}`,
    cell: (c) => (
      <span className="flex items-center gap-2">
        <Link to={crmPaths.contact(c.id)} className="font-medium hover:underline">
          {c.firstName} {c.lastName}
        </Link>
        {c.isSample ? <SampleBadge /> : null}
      </span>
    ),
    hideable: false,
  },
  { id: "email", header: "Email", value: (c) => c.email, sortable: false },
  { id: "company", header: "Company", value: (c) => c.companyName, sortable: false },
  { id: "industry", header: "Industry", value: (c) => c.companyIndustry },
  {
    id: "tags",
    header: "Tags",
    value: (c) => c.tags.join(", "),
    cell: (c) => <ContactTags tags={c.tags} />,
    sortable: false,
  },
  {
    id: "engagement",
    header: "Engagement",
    value: (c) => c.engagementScore,
    cell: (c) => <EngagementBadge score={c.engagementScore} />,
    sortable: false,
  },
  { id: "created", header: "Created", value: (c) => c.createdAt.slice(0, 10) },
];

/** Contacts: grid or list, search, sort by name, created date or industry both ways. */
export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { page, companies, view, search, sort } = loaderData;
  const { text, setText, setParam } = useListParams(search);
  const [creating, setCreating] = useState(false);
  const [quick, setQuick] = useState<ContactRowDto | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SalesTabs />
      <ListToolbar
        idPrefix="contact"
        search={{
          label: "Search contacts",
          placeholder: "Name, email, company, tag…",
          text,
          onText: setText,
        }}
        sort={{
          value: sort ? `${sort.desc ? "-" : ""}${sort.id}` : "name",
          options: SORTS,
          onSort: (value) => setParam("sort", value === "name" ? null : value),
        }}
        view={view}
        onView={(next) => setParam("view", next === "list" ? "list" : null)}
        exportHref="/api/crm/export/contacts.csv"
        newLabel="New Contact"
        onNew={() => setCreating(true)}
      />
      {page.rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No contacts found"
          description={search ? `Nothing matches “${search}”.` : "Add a contact, or convert a lead."}
        />
      ) : view === "grid" ? (
        <>
          <ContactGrid rows={page.rows} onOpen={setQuick} />
          <GridPager
            page={page.page}
            pageSize={page.pageSize}
            total={page.total}
            totalLabel={`${countOf(page.total, "contact")}${page.samples ? `, ${page.samples} of them samples` : ""}`}
            onPage={(p) => setParam("page", p)}
          />
        </>
      ) : (
        <DataTable
          caption={page.samples ? `Contacts (${page.samples} of them samples)` : "Contacts"}
          columns={columns}
          rows={page.rows}
          getRowId={(c) => c.id}
          rowHref={(c) => crmPaths.contact(c.id)}
          server={{ total: page.total, query: QUERY }}
          search={false}
        />
      )}
      <ContactQuickView contact={quick} onClose={() => setQuick(null)} />
      <NewContactSheet open={creating} onOpenChange={setCreating} companies={companies} />
    </div>
  );
}
