import { Users } from "lucide-react";
import { useMemo } from "react";
import { listUsersWithRoles, type Role } from "#src/features/identity/server/index.ts";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import type { Route } from "./+types/settings-team";

const ROLE_LABELS: Record<Role, string> = {
  employee: "Employee",
  admin: "Admin",
  workspace_user: "Workspace user",
};
const ROLES = Object.keys(ROLE_LABELS) as Role[];

export const handle = { title: "Team" };
export const meta = () => staffMeta("Team", "Command Center");

/** Settings · Team: admins grant and revoke roles; other employees are told who can. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const isAdmin = actor.roles.includes("admin");
  const { db } = getRequestState(context).services;
  const team = isAdmin ? await pageData(() => listUsersWithRoles(db, actor)) : [];
  return { userId: actor.user.id, isAdmin, team };
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.team} />;
}

type Member = Route.ComponentProps["loaderData"]["team"][number];

export default function Team({ loaderData }: Route.ComponentProps) {
  const { isAdmin, team, userId } = loaderData;
  const { run, busy } = useStaffAction();

  const columns = useMemo<DataTableColumn<Member>[]>(() => {
    const toggle = (memberId: string, role: Role, has: boolean) =>
      run(
        `${memberId}:${role}`,
        () => api(`/api/identity/users/${memberId}/roles/${role}`, { method: has ? "DELETE" : "PUT" }),
        {
          success: has ? `Removed the ${ROLE_LABELS[role]} role` : `Granted the ${ROLE_LABELS[role]} role`,
          failure: (err) => (err as Error).message,
        },
      );
    return [
      { id: "email", header: "Email", value: (m) => m.email, hideable: false },
      {
        id: "status",
        header: "Email status",
        value: (m) => (m.emailVerified ? "Verified" : "Unverified"),
        cell: (m) => (
          <Badge tone={m.emailVerified ? "neutral" : "danger"}>
            {m.emailVerified ? "Verified" : "Unverified"}
          </Badge>
        ),
        filter: {
          options: [
            { value: "Verified", label: "Verified" },
            { value: "Unverified", label: "Unverified" },
          ],
        },
      },
      ...ROLES.map(
        (r): DataTableColumn<Member> => ({
          id: r,
          header: ROLE_LABELS[r],
          value: (m) => (m.roles.includes(r) ? "yes" : "no"),
          cell: (m) => {
            const has = m.roles.includes(r);
            const self = m.id === userId && r === "admin";
            // An unverified account can lose a role but not gain one.
            const locked = !has && !m.emailVerified;
            return (
              <input
                type="checkbox"
                checked={has}
                disabled={busy !== null || self || locked}
                aria-label={`${ROLE_LABELS[r]} role for ${m.email}`}
                onChange={() => void toggle(m.id, r, has)}
                className="h-4 w-4 accent-[var(--primary)]"
              />
            );
          },
        }),
      ),
      { id: "joined", header: "Joined", value: (m) => m.createdAt.slice(0, 10), hidden: true },
    ];
  }, [busy, userId, run]);

  if (!isAdmin) {
    return (
      <EmptyState
        icon={Users}
        title="Only admins manage the team"
        description="Admins grant and revoke the employee, admin and workspace roles here. Ask an admin if you need a role changed."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-fg">
        Grant and revoke roles. New sign-ups start with no staff role; roles can be granted only once the
        account's email address is verified.
      </p>
      <DataTable
        caption="Team members and their roles"
        columns={columns}
        rows={team}
        getRowId={(m) => m.id}
        search={{ placeholder: "Search by email…" }}
      />
    </div>
  );
}
