import { format } from "date-fns";
import { useSearchParams } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { EmployeeAvatar } from "../components/employee-avatar.tsx";
import { EmployeesPanel } from "../components/employees-panel.tsx";
import { PortalError } from "../components/portal-page.tsx";
import { MetricsCards, ProfileOverview, UpcomingSchedule } from "../components/profile-summary.tsx";
import { todayIso } from "../lib/working-days.ts";
import { employeeListQuerySchema, PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { toCard, toRef } from "../server/dto.ts";
import { listEmployees, orgChart, refsByIds } from "../server/profiles.service.ts";
import { upcomingSchedule } from "../server/schedule.service.ts";
import { metricsFor } from "../server/self-service.service.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return staffMeta("Employee Dashboard | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const url = new URL(request.url);
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.employeeDataLoadFailed);
    const me = toCard(p.profile);
    const tab = p.isAdmin && url.searchParams.get("tab") === "employees" ? "employees" : "profile";
    if (tab === "employees") {
      const view = url.searchParams.get("view") === "org" ? "org" : "list";
      const parsed = employeeListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      const query = parsed.success ? parsed.data : employeeListQuerySchema.parse({});
      return {
        tab,
        isAdmin: p.isAdmin,
        me,
        view,
        editMode: url.searchParams.get("edit") === "1",
        list: view === "list" ? await listEmployees(db, actor, query) : null,
        org: view === "org" ? await orgChart(db, actor) : null,
        metrics: null,
        schedule: [],
        today: todayIso(),
        manager: null,
      } as const;
    }
    const managerRow = p.profile.reportsTo
      ? (await refsByIds(db, [p.profile.reportsTo])).get(p.profile.reportsTo)
      : null;
    return {
      tab,
      isAdmin: p.isAdmin,
      me,
      view: "list",
      editMode: false,
      list: null,
      org: null,
      metrics: await metricsFor(db, p.profile),
      schedule: await upcomingSchedule(db, p.profile),
      today: todayIso(),
      manager: managerRow ? toRef(managerRow) : null,
    } as const;
  });
}

export function ErrorBoundary() {
  const [params] = useSearchParams();
  const employees = params.get("tab") === "employees";
  return (
    <PortalError title="Dashboard" message={employees ? PM.employeesLoadFailed : PM.metricsLoadFailed} />
  );
}

export default function EmployeeDashboard({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:px-8 md:py-8"
    >
      <Card className="flex flex-wrap items-center gap-4 bg-gradient-to-r from-primary/15 to-transparent">
        <EmployeeAvatar person={d.me} size="lg" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">Welcome, {d.me.firstName}</h1>
          <p className="text-sm text-muted-fg">
            {[d.me.title, d.me.department].filter(Boolean).join(" · ") || "Employee Portal"}
            {" · "}
            <span suppressHydrationWarning>{format(new Date(), "EEEE, MMMM d")}</span>
          </p>
        </div>
      </Card>
      {d.isAdmin ? (
        <NavTabs
          label="Dashboard"
          tabs={[
            { label: "My Profile", to: "/employee/dashboard", active: d.tab === "profile" },
            {
              label: "Employees",
              to: `/employee/dashboard?tab=employees${params.get("view") === "org" ? "&view=org" : ""}`,
              active: d.tab === "employees",
            },
          ]}
        />
      ) : null}
      {d.tab === "employees" ? (
        <EmployeesPanel list={d.list} org={d.org} view={d.view} editMode={d.editMode} selfId={d.me.id} />
      ) : (
        <>
          {d.metrics ? <MetricsCards metrics={d.metrics} /> : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileOverview me={d.me} manager={d.manager} />
            <UpcomingSchedule days={d.schedule} today={d.today} />
          </div>
        </>
      )}
    </main>
  );
}
