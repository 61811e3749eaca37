import { LayoutDashboard, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { type DesignSummaryDto, FLARE_MESSAGES as M } from "../flare.contract.ts";
import { listDesigns } from "../server/designs.service.ts";
import type { Route } from "./+types/staff-designs";

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(`FLARE Canvas Designs | ${companyNameFrom(matches)}`);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const q = new URL(request.url).searchParams.get("q") ?? "";
  const { db } = getRequestState(context).services;
  return {
    q,
    designs: await pageData(() => listDesigns(db, actor, q)),
    isAdmin: actor.roles.includes("admin"),
  };
}

export function ErrorBoundary() {
  return (
    <main id="main" className="grid gap-6 p-4 sm:p-8">
      <RouteErrorState message={M.listFailed} />
    </main>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const COLUMNS: readonly DataTableColumn<DesignSummaryDto>[] = [
  {
    id: "title",
    header: "Title",
    value: (d) => d.title,
    sortable: true,
    cell: (d) => (
      <Link
        to={`/employee/flare-canvas/${d.id}`}
        className="font-medium text-primary underline underline-offset-4"
      >
        {d.title}
      </Link>
    ),
  },
  { id: "client", header: "Client", value: (d) => d.clientName ?? "-", sortable: true },
  { id: "company", header: "Company", value: (d) => d.clientCompany ?? "-", sortable: true },
  {
    id: "code",
    header: "Code",
    value: (d) => d.accessCode,
    cell: (d) => <span className="font-mono">{d.accessCode}</span>,
  },
  { id: "nodes", header: "Elements", value: (d) => d.nodeCount, sortable: true, align: "end" },
  {
    id: "updatedAt",
    header: "Last change (UTC)",
    value: (d) => d.updatedAt,
    sortable: true,
    cell: (d) => when(d.updatedAt),
  },
];

/** /employee/flare-canvas: every FLARE design for staff, newest change first, with search. */
export default function StaffDesignsPage({ loaderData }: Route.ComponentProps) {
  const { q, designs, isAdmin } = loaderData;
  return (
    <main id="main" className="grid gap-6 p-4 sm:p-8">
      <header>
        <h1 className="text-2xl font-bold">FLARE Canvas</h1>
        <p className="mt-1 text-sm text-muted-fg">
          Every client design; open one to work on it without the canvas password.
        </p>
        {isAdmin ? (
          <Link
            to="/employee/flare-canvas/rates"
            className="mt-2 inline-block text-sm text-primary underline underline-offset-4"
          >
            Rates for proposals and delivery
          </Link>
        ) : null}
      </header>
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="flare-q" className="sr-only">
          Search designs
        </label>
        <input
          id="flare-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Title, client, company or code"
          className={inputClass}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="h-4 w-4" /> Search
        </Button>
      </Form>
      <DataTable
        caption="FLARE designs"
        columns={COLUMNS}
        rows={designs}
        getRowId={(d) => d.id}
        rowHref={(d) => `/employee/flare-canvas/${d.id}`}
        initialSort={{ id: "updatedAt", desc: true }}
        search={false}
        empty={
          <EmptyState
            icon={LayoutDashboard}
            title={q ? `No design matches "${q}"` : "No FLARE designs yet"}
            description="Designs appear here as soon as someone creates a project on the FLARE canvas."
          />
        }
      />
    </main>
  );
}
