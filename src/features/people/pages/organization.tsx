import { Building2, List, ListChecks, Network } from "lucide-react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { cn } from "#src/ui/cn.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { EmployeeAvatar } from "../components/employee-avatar.tsx";
import { OrgChart } from "../components/org-chart.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { fullName } from "../lib/format.ts";
import { PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { departmentGroups, orgChart } from "../server/profiles.service.ts";
import type { Route } from "./+types/organization";

export function meta() {
  return staffMeta("Organizational Structure | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const url = new URL(request.url);
  const view = url.searchParams.get("view") === "chart" ? "chart" : "departments";
  const department = url.searchParams.get("department")?.slice(0, 200) || null;
  return pageData(async () => {
    const { isAdmin } = await portalActor(db, actor, PM.organizationLoadFailed);
    return view === "chart"
      ? { view, isAdmin, department: null, departments: null, chart: await orgChart(db, actor) }
      : {
          view,
          isAdmin,
          department,
          departments: await departmentGroups(db, actor, department),
          chart: null,
        };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Organizational Structure" message={PM.organizationLoadFailed} />;
}

/** Organizational Structure: departments with their members, and the org chart from reports_to. */
export default function Organization({ loaderData: d }: Route.ComponentProps) {
  const seg = (active: boolean) =>
    cn(
      "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium",
      active ? "bg-bg shadow-sm" : "text-muted-fg hover:text-fg",
    );
  return (
    <PortalPage title="Organizational Structure" description="Who works where, and who reports to whom.">
      <nav className="inline-flex w-fit rounded-lg bg-muted p-1" aria-label="View">
        <Link
          to="?"
          aria-current={d.view === "departments" ? "true" : undefined}
          className={seg(d.view === "departments")}
        >
          <List aria-hidden="true" className="h-4 w-4" /> Departments
        </Link>
        <Link
          to="?view=chart"
          aria-current={d.view === "chart" ? "true" : undefined}
          className={seg(d.view === "chart")}
        >
          <Network aria-hidden="true" className="h-4 w-4" /> Org Chart
        </Link>
        <Link to="/employee/organization/lists" className={seg(false)}>
          <ListChecks aria-hidden="true" className="h-4 w-4" /> Lists
        </Link>
      </nav>
      {d.department ? (
        <Link to="?" className="w-fit text-sm font-medium text-primary underline">
          All departments
        </Link>
      ) : null}
      {d.departments && d.departments.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No departments yet"
          description={
            d.isAdmin
              ? "Add your departments, offices and job titles: the employee form and this page read them."
              : "An administrator adds the departments."
          }
          action={
            d.isAdmin ? (
              <Link to="/employee/organization/lists" className="font-medium text-primary underline">
                Set up departments and offices
              </Link>
            ) : null
          }
        />
      ) : null}
      {d.departments ? (
        <div className={cn("grid gap-4", !d.department && "lg:grid-cols-2")}>
          {d.departments.map((dep) => (
            <Card key={dep.name} className="grid content-start gap-3">
              <div className="flex items-start justify-between gap-2">
                <h2 className="flex items-center gap-2 text-lg font-semibold">
                  <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-fg" /> {dep.name}
                </h2>
                <span className="shrink-0 whitespace-nowrap text-sm text-muted-fg">
                  {dep.memberCount} {dep.memberCount === 1 ? "member" : "members"}
                </span>
              </div>
              {dep.description ? <p className="text-sm text-muted-fg">{dep.description}</p> : null}
              {dep.members.length ? (
                <ul className={cn("grid gap-2 sm:grid-cols-2", d.department && "lg:grid-cols-3")}>
                  {dep.members.map((m) => (
                    <li key={m.id} className="flex items-center gap-2">
                      <EmployeeAvatar person={m} size="sm" />
                      <div className="min-w-0 text-sm">
                        <Link to={`/employee/profile/${m.id}`} className="font-medium hover:underline">
                          {fullName(m)}
                        </Link>
                        <p className="truncate text-xs text-muted-fg">{m.title ?? "No title"}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-fg">No members yet.</p>
              )}
              {dep.memberCount > dep.members.length ? (
                <Link
                  to={`?department=${encodeURIComponent(dep.name)}`}
                  className="text-sm font-medium text-primary underline"
                >
                  Show all {dep.memberCount} members<span className="sr-only"> of {dep.name}</span>
                </Link>
              ) : null}
            </Card>
          ))}
        </div>
      ) : null}
      {d.chart ? (
        d.chart.length ? (
          <Card className="p-4">
            <OrgChart key={`${d.chart.length}-${d.chart[0]?.id}`} nodes={d.chart} />
          </Card>
        ) : (
          <EmptyState icon={Network} title="No one in the chart yet" />
        )
      ) : null}
    </PortalPage>
  );
}
