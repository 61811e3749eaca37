import { redirect, useNavigate } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { AvatarUpload } from "../components/avatar-upload.tsx";
import { EmployeeAdminActions } from "../components/employee-admin-actions.tsx";
import { EmployeeForm } from "../components/employee-form.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { choicesFrom } from "../lib/employee-form-values.ts";
import { fullName } from "../lib/format.ts";
import { type EmployeeDetailDto, PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { readLists } from "../server/org-lists.service.ts";
import { getEmployeeView, managerOptions } from "../server/profiles.service.ts";
import type { Route } from "./+types/edit";

export function meta({ loaderData: data }: Route.MetaArgs) {
  return staffMeta(`Edit ${data ? fullName(data.employee) : "employee"} | Employee Portal`);
}

/** /employee/edit/{id}: an administrator edits anyone; an employee the personal parts of their own profile. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.employeeDataLoadFailed);
    if (!p.isAdmin && params.id !== p.profile.id) throw redirect(`/employee/profile/${params.id}`);
    const view = await getEmployeeView(db, actor, params.id);
    return {
      employee: view.employee as EmployeeDetailDto,
      isAdmin: p.isAdmin,
      selfId: p.profile.id,
      managers: p.isAdmin ? await managerOptions(db, actor, params.id) : [],
      choices: choicesFrom(await readLists(db)),
    };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Edit employee" message={PM.employeeDataLoadFailed} />;
}

export default function EditEmployee({ loaderData: d }: Route.ComponentProps) {
  const navigate = useNavigate();
  const self = d.employee.id === d.selfId;
  return (
    <PortalPage title={self ? "Edit my profile" : `Edit ${fullName(d.employee)}`}>
      <Card className="grid gap-4">
        <AvatarUpload employee={d.employee} />
        {d.isAdmin ? (
          <div className="border-t border-border pt-4">
            <h2 className="mb-3 text-sm font-semibold">Administration</h2>
            <EmployeeAdminActions
              employee={d.employee}
              selfId={d.selfId}
              onDeleted={() => navigate("/employee/dashboard?tab=employees")}
            />
          </div>
        ) : null}
      </Card>
      <EmployeeForm
        key={d.employee.updatedAt}
        mode={d.isAdmin ? "edit" : "self"}
        employee={d.employee}
        managers={d.managers}
        choices={d.choices}
      />
    </PortalPage>
  );
}
