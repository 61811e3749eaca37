import { ChevronUp } from "lucide-react";
import { useState } from "react";
import { Link, redirect } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { EmployeeAvatar } from "../components/employee-avatar.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { failureMessage } from "../lib/failure.ts";
import { fullName } from "../lib/format.ts";
import { type PersonRef, PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { getEmployeeView, managerOptions } from "../server/profiles.service.ts";
import type { Route } from "./+types/reporting";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return staffMeta(`Reporting line of ${data ? fullName(data.view.employee) : "employee"} | Employee Portal`);
}

/** /employee/reporting/{id}: who the employee reports to (no loops, checked by the server) and their reports. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.managersLoadFailed);
    if (!p.isAdmin) throw redirect(`/employee/profile/${params.id}`);
    const view = await getEmployeeView(db, actor, params.id);
    // The chain above: the manager, their manager, … (stops at the top or at a repeat).
    const chain: PersonRef[] = [];
    let next = view.manager;
    const seen = new Set([view.employee.id]);
    while (next && !seen.has(next.id) && chain.length < 20) {
      chain.push(next);
      seen.add(next.id);
      next = (await getEmployeeView(db, actor, next.id)).manager;
    }
    return { view, chain, managers: await managerOptions(db, actor, params.id) };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Reporting line" message={PM.managersLoadFailed} />;
}

export default function Reporting({ loaderData: d }: Route.ComponentProps) {
  const { employee, manager, reports } = d.view;
  const [choice, setChoice] = useState(manager?.id ?? "");
  const { run, busy } = useStaffAction();
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    await run(
      "save",
      () =>
        api<{ message: string }>(`/api/people/employees/${employee.id}`, {
          method: "PATCH",
          body: { reportsTo: choice || null },
        }),
      { failure: (err) => failureMessage(err, PM.saveFailed) },
    );
  };
  return (
    <PortalPage
      title={`Reporting line: ${fullName(employee)}`}
      description={[employee.title, employee.department].filter(Boolean).join(" · ")}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="grid content-start gap-4">
          <h2 className="text-lg font-semibold">Reports to</h2>
          <form onSubmit={save} className="grid gap-3">
            <SelectField
              label="Manager"
              placeholder="Nobody (top of the organization)"
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              options={d.managers.map((m) => ({
                value: m.id,
                label: `${fullName(m)}${m.title ? `, ${m.title}` : ""}`,
              }))}
              hint="People who report to this employee, directly or not, are not offered: that would make a loop."
            />
            <div>
              <Button type="submit" disabled={busy !== null || choice === (manager?.id ?? "")}>
                Save reporting line
              </Button>
            </div>
          </form>
        </Card>
        <Card className="grid content-start gap-4">
          <h2 className="text-lg font-semibold">Chain of command</h2>
          {d.chain.length ? (
            <ol className="grid gap-2">
              {[...d.chain].reverse().map((p) => (
                <li key={p.id} className="flex items-center gap-2 text-sm">
                  <ChevronUp aria-hidden="true" className="h-4 w-4 text-muted-fg" />
                  <Link to={`/employee/profile/${p.id}`} className="underline">
                    {fullName(p)}
                  </Link>
                  <span className="text-muted-fg">{p.title}</span>
                </li>
              ))}
              <li className="flex items-center gap-2 text-sm font-semibold">
                <EmployeeAvatar person={employee} size="sm" /> {fullName(employee)}
              </li>
            </ol>
          ) : (
            <p className="text-sm text-muted-fg">{employee.firstName} is at the top of the organization.</p>
          )}
          <h3 className="text-sm font-semibold">Direct reports ({reports.length})</h3>
          {reports.length ? (
            <ul className="flex flex-wrap gap-2">
              {reports.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`/employee/reporting/${r.id}`}
                    className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                  >
                    {fullName(r)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-fg">Nobody reports to {employee.firstName}.</p>
          )}
        </Card>
      </div>
    </PortalPage>
  );
}
