import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { listUsersWithRoles, type RoleName } from "#src/features/identity/server/index.ts";
import { api } from "#src/lib/api-client.ts";
import { signOutRequest } from "#src/lib/sign-out.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { toast } from "#src/ui/toaster.tsx";
import type { Route } from "./+types/overview";

const ROLE_LABELS: Record<RoleName, string> = {
  employee: "Employee",
  admin: "Admin",
  workspace_user: "Workspace user",
};

export function meta() {
  return [{ title: "Command Center" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const isAdmin = actor.roles.includes("admin");
  const team = isAdmin ? await listUsersWithRoles(getRequestState(context).services.db) : [];
  return { email: actor.user.email, userId: actor.user.id, isAdmin, team };
}

export default function CommandCenter({ loaderData }: Route.ComponentProps) {
  const { email, isAdmin, team, userId } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  const logOut = async () => {
    try {
      await signOutRequest();
      toast.success("Successfully signed out");
      await navigate("/auth");
      await revalidate();
    } catch (err) {
      toast.error(`Error signing out: ${(err as Error).message}`);
    }
  };

  const toggle = async (memberId: string, role: RoleName, has: boolean) => {
    setBusy(`${memberId}:${role}`);
    try {
      await api(`/api/identity/users/${memberId}/roles/${role}`, { method: has ? "DELETE" : "PUT" });
      toast.success(has ? `Removed the ${ROLE_LABELS[role]} role` : `Granted the ${ROLE_LABELS[role]} role`);
      await revalidate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="min-h-screen">
      <header className="flex h-16 items-center gap-3 border-b border-border px-4">
        <Link to="/" className="font-bold">
          Command Center
        </Link>
        <span className="ml-auto hidden text-sm text-muted-fg sm:inline">{email}</span>
        <ThemeToggle />
        <Link to="/profile" className="text-sm hover:underline">
          Profile
        </Link>
        <Button variant="outline" size="sm" onClick={() => void logOut()}>
          Log out
        </Button>
      </header>
      <main id="main" className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold">Command Center</h1>
        {isAdmin ? (
          <p>
            <Link to="/command-center/outbox" className="text-primary underline">
              Outbox: every email the platform sent or keeps
            </Link>
          </p>
        ) : null}
        {isAdmin ? (
          <Card>
            <h2 className="text-xl font-semibold">Settings · Team</h2>
            <p className="mt-1 text-sm text-muted-fg">
              Grant and revoke roles. New sign-ups start with no staff role.
            </p>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Team members and their roles</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-4">
                      Email
                    </th>
                    {(Object.keys(ROLE_LABELS) as RoleName[]).map((r) => (
                      <th key={r} scope="col" className="px-2 py-2">
                        {ROLE_LABELS[r]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {team.map((m) => (
                    <tr key={m.id} className="border-b border-border/60">
                      <td className="py-2 pr-4">{m.email}</td>
                      {(Object.keys(ROLE_LABELS) as RoleName[]).map((r) => {
                        const has = m.roles.includes(r);
                        const self = m.id === userId && r === "admin";
                        return (
                          <td key={r} className="px-2 py-2">
                            <input
                              type="checkbox"
                              checked={has}
                              disabled={busy !== null || self}
                              aria-label={`${ROLE_LABELS[r]} role for ${m.email}`}
                              onChange={() => void toggle(m.id, r, has)}
                              className="h-4 w-4 accent-[var(--primary)]"
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        ) : (
          <Card>
            <p className="text-muted-fg">
              The sales, marketing and visitor analytics boards arrive with the Command Center work.
            </p>
          </Card>
        )}
      </main>
    </div>
  );
}
