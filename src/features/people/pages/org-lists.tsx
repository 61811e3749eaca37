import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { OrgListSection } from "../components/org-lists/org-list-section.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { readLists } from "../server/org-lists.service.ts";
import type { Route } from "./+types/org-lists";

export function meta() {
  return staffMeta("Offices, Departments and Titles | Employee Portal");
}

/** /employee/organization/lists: every employee reads the lists; a portal admin keeps them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.organizationLoadFailed);
    return { isAdmin: p.isAdmin, lists: await readLists(db) };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Offices, Departments and Titles" message={PM.organizationLoadFailed} />;
}

/** The organisation's lists (decision 048): offices, departments and each department's job titles. */
export default function OrgLists({ loaderData: d }: Route.ComponentProps) {
  const { locations, departments, titles } = d.lists;
  return (
    <PortalPage
      title="Offices, Departments and Titles"
      description={
        d.isAdmin
          ? "What the employee form, the Organization page and public holidays offer. An entry in use is archived, not deleted."
          : "The lists your administrator keeps for the employee form and the Organization page."
      }
      actions={
        <Link to="/employee/organization" className="text-sm font-medium text-primary underline">
          Organizational Structure
        </Link>
      }
    >
      <OrgListSection kind="locations" rows={locations} departments={departments} canEdit={d.isAdmin} />
      <OrgListSection kind="departments" rows={departments} departments={departments} canEdit={d.isAdmin} />
      <OrgListSection kind="titles" rows={titles} departments={departments} canEdit={d.isAdmin} />
    </PortalPage>
  );
}
