import { Sparkles, UserRoundX } from "lucide-react";
import { redirect } from "react-router";
import { useShell } from "#src/features/site/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { EmployeeForm } from "../components/employee-form.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { choicesFrom, NO_CHOICES } from "../lib/employee-form-values.ts";
import { PM } from "../people.contract.ts";
import { ownProfileRow } from "../server/access.ts";
import { readLists } from "../server/org-lists.service.ts";
import { managerOptions, profileCount } from "../server/profiles.service.ts";
import type { Route } from "./+types/new-profile";

export function meta({ loaderData: data }: Route.MetaArgs) {
  const title =
    data?.state === "add"
      ? "Add Employee"
      : data?.state === "first-run" || data?.state === "own"
        ? "Create your profile"
        : "Employee profile not set up";
  return staffMeta(`${title} | Employee Portal`);
}

/**
 * /employee/new (a new employee, or the first profile):
 * - nobody has a profile yet: the first-run welcome, and the first user's own profile (admin);
 * - an account with the admin role but no profile: its own profile;
 * - a portal administrator: Add Employee;
 * - an employee without a profile: who to ask (profiles are added by an administrator);
 * - an archived profile: says so;
 * - anyone else with a profile goes to the dashboard.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const { db } = getRequestState(context).services;
  const own = await ownProfileRow(db, actor.user.id);
  if (own && own.status !== "active")
    return { state: "archived" as const, email: actor.user.email, managers: [] };
  if (own) {
    if (!own.isAdmin) throw redirect("/employee/dashboard");
    const [managers, lists] = await pageData(() =>
      Promise.all([managerOptions(db, actor, null), readLists(db)]),
    );
    return { state: "add" as const, email: actor.user.email, managers, choices: choicesFrom(lists) };
  }
  if ((await profileCount(db)) === 0)
    return { state: "first-run" as const, email: actor.user.email, managers: [] };
  if (actor.roles.includes("admin")) return { state: "own" as const, email: actor.user.email, managers: [] };
  return { state: "not-set-up" as const, email: actor.user.email, managers: [] };
}

export function ErrorBoundary() {
  return <PortalError title="Employee profile" message={PM.managersLoadFailed} />;
}

export default function NewProfile({ loaderData: d }: Route.ComponentProps) {
  const { site } = useShell();
  if (d.state === "add") {
    return (
      <PortalPage
        title="Add Employee"
        description="The new colleague gets an unclaimed profile; an invitation lets them claim it."
      >
        <EmployeeForm mode="create" employee={null} managers={d.managers} choices={d.choices} />
      </PortalPage>
    );
  }
  if (d.state === "first-run" || d.state === "own") {
    return (
      <PortalPage
        title={d.state === "first-run" ? "Welcome to the Employee Portal" : "Create your employee profile"}
        description={`Signed in as ${d.email}`}
      >
        <Card className="flex gap-4">
          <Sparkles aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
          <div className="grid gap-2 text-sm">
            {d.state === "first-run" ? (
              <>
                <p className="font-semibold">You are the first one here.</p>
                <p>
                  Create your own employee profile to open the portal. As its first member you become a portal
                  administrator: you can then add your colleagues, invite them by email, set reporting lines
                  and approve time off. A starter employee handbook is added for everyone to read.
                </p>
              </>
            ) : (
              <p>
                Your account is an administrator of the platform but has no employee profile yet. Create it to
                use the portal; it comes with portal administrator access.
              </p>
            )}
          </div>
        </Card>
        <EmployeeForm mode="own" employee={null} managers={[]} choices={NO_CHOICES} />
      </PortalPage>
    );
  }
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <UserRoundX aria-hidden="true" className="h-8 w-8 text-muted-fg" />
        {d.state === "archived"
          ? "Your employee profile is archived"
          : "Your employee profile is not set up yet"}
      </h1>
      <Card>
        {d.state === "archived" ? (
          <p>
            You are signed in as <strong>{d.email}</strong>, but the employee profile linked to this account
            is no longer active, so the portal is closed to it.
          </p>
        ) : (
          <p>
            You are signed in as <strong>{d.email}</strong> and have the employee role, but no employee
            profile is linked to this account yet. Employee profiles are created by an administrator.
          </p>
        )}
        <p className="mt-3">
          {d.state === "archived"
            ? "If you think this is a mistake, contact your administrator or write to "
            : "Ask your administrator to add your profile and send you an invitation, or write to "}
          <a className="underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          {d.state === "archived"
            ? "."
            : ". Once your profile is linked, the Employee Portal opens on your dashboard."}
        </p>
      </Card>
    </main>
  );
}
