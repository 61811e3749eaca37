import { Download, LayoutGrid, List, Plus, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button, ButtonLink } from "#src/ui/button.tsx";
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
import { ContactForm, contactBody, EMPTY_CONTACT } from "../components/contact-form.tsx";
import { EngagementBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { SalesTabs } from "../components/sales-tabs.tsx";
import { type ContactRowDto, crmPaths, CRM_MESSAGES as M, PAGE_SIZES } from "../crm.contract.ts";
import { countOf, tagOverflow } from "../lib/format.ts";
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
/** Cards show at most this many tags, then '+N' (section 2). */
const TAGS_SHOWN = 3;

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
  return {
    page,
    companies,
    view: params.get("view") === "list" ? "list" : "grid",
    search: q.search,
    sort: q.sort,
  };
}

export function ErrorBoundary() {
  return <CrmPageError message={M.contactsFetchFailed} />;
}

function Tags({ tags }: { tags: string[] }) {
  const { visible, more } = tagOverflow(tags, TAGS_SHOWN);
  if (!tags.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {visible.map((t) => (
        <Badge key={t}>{t}</Badge>
      ))}
      {more ? (
        <Badge>
          <span aria-hidden="true">{more}</span>
          <span className="sr-only">{tags.length - TAGS_SHOWN} more tags</span>
        </Badge>
      ) : null}
    </span>
  );
}

const columns: DataTableColumn<ContactRowDto>[] = [
  {
    id: "name",
    header: "Name",
    value: (c) => `${c.firstName} ${c.lastName}`,
    cell: (c) => (
      <Link to={crmPaths.contact(c.id)} className="font-medium hover:underline">
        {c.firstName} {c.lastName}
      </Link>
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
    cell: (c) => <Tags tags={c.tags} />,
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

/** Contacts (section 2): grid or list, search, sort by name, created date or industry both ways. */
export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { page, companies, view, search, sort } = loaderData;
  const [params, setParams] = useSearchParams();
  const { run, busy, fields } = useStaffAction();
  const [creating, setCreating] = useState(false);
  const [quick, setQuick] = useState<ContactRowDto | null>(null);
  const [text, setText] = useState(search);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page" && key !== "view") next.delete("page");
    setParams(next, { preventScrollReset: true, replace: key === "q" });
  };
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setParam("q", text.trim() || null), 300);
    return () => clearTimeout(timer);
  });
  const sortValue = sort ? `${sort.desc ? "-" : ""}${sort.id}` : "name";
  const pages = pageCount(page.total, page.pageSize);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <SalesTabs />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-56 flex-1 gap-1">
          <label htmlFor="contact-search" className="text-sm font-medium">
            Search contacts
          </label>
          <input
            id="contact-search"
            type="search"
            className={inputClass}
            value={text}
            placeholder="Name, email, company, tag…"
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="contact-sort" className="text-sm font-medium">
            Sort
          </label>
          <select
            id="contact-sort"
            className={inputClass}
            value={sortValue}
            onChange={(e) => setParam("sort", e.target.value === "name" ? null : e.target.value)}
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
          href="/api/crm/export/contacts.csv"
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Contact
        </Button>
      </div>
      {page.rows.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No contacts found"
          description={search ? `Nothing matches “${search}”.` : "Add a contact, or convert a lead."}
        />
      ) : view === "grid" ? (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {page.rows.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setQuick(c)}
                  className="grid h-full w-full content-start gap-2 rounded-xl border border-border bg-card p-4 text-left shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="font-semibold">
                    {c.firstName} {c.lastName}
                  </span>
                  <span className="text-sm text-muted-fg">
                    {[c.jobTitle, c.companyName].filter(Boolean).join(" at ") || "—"}
                  </span>
                  {c.email ? <span className="truncate text-sm">{c.email}</span> : null}
                  <EngagementBadge score={c.engagementScore} />
                  <Tags tags={c.tags} />
                </button>
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
            <span>
              Page {page.page} of {pages} · {countOf(page.total, "contact")}
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
          caption="Contacts"
          columns={columns}
          rows={page.rows}
          getRowId={(c) => c.id}
          rowHref={(c) => crmPaths.contact(c.id)}
          server={{ total: page.total, query: QUERY }}
          search={false}
        />
      )}
      <Sheet
        open={quick !== null}
        onOpenChange={(open) => (open ? null : setQuick(null))}
        title={quick ? `${quick.firstName} ${quick.lastName}` : "Contact"}
        side="right"
      >
        {quick ? (
          <div className="grid gap-3 p-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {(
                [
                  ["Email", quick.email],
                  ["Phone", quick.phone],
                  ["Job title", quick.jobTitle],
                  ["Company", quick.companyName],
                  ["Lifecycle", quick.lifecycleStage],
                  ["Interactions", String(quick.interactionCount)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-fg">{k}</dt>
                  <dd className="[overflow-wrap:anywhere]">{v ?? "—"}</dd>
                </div>
              ))}
            </dl>
            <EngagementBadge score={quick.engagementScore} />
            <Tags tags={quick.tags} />
            <ButtonLink to={crmPaths.contact(quick.id)}>Open contact</ButtonLink>
          </div>
        ) : null}
      </Sheet>
      <Sheet
        open={creating}
        onOpenChange={setCreating}
        title="New Contact"
        side="right"
        className="w-[32rem]"
      >
        <div className="p-4">
          <ContactForm
            initial={EMPTY_CONTACT}
            companies={companies}
            submitLabel="Create Contact"
            busy={busy === "create"}
            errors={fields}
            onSubmit={async (values) => {
              const done = await run(
                "create",
                () => api("/api/crm/contacts", { body: contactBody(values) }),
                { failure: M.contactCreateFailed },
              );
              if (done) setCreating(false);
            }}
          />
        </div>
      </Sheet>
    </div>
  );
}
