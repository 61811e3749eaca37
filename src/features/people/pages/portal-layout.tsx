import { LayoutDashboard, LogOut } from "lucide-react";
import { NavLink, Outlet, redirect, useNavigate, useRevalidator } from "react-router";
import { signOutRequest } from "#src/lib/sign-out.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { findEmployeeProfileByUserId } from "../server/index.ts";
import type { Route } from "./+types/portal-layout";

/** The portal gate of document 4: session, then employee role, then an employee profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/employee/login") return null;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const profile = await findEmployeeProfileByUserId(getRequestState(context).services.db, actor.user.id);
  if (!profile && url.pathname !== "/employee/new") throw redirect("/employee/new");
  return { profile, email: actor.user.email };
}

const link =
  "flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted aria-[current=page]:bg-muted aria-[current=page]:font-semibold";

export default function PortalLayout() {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const signOut = async () => {
    try {
      await signOutRequest();
      toast.success("Successfully logged out");
      await navigate("/auth");
      await revalidate();
    } catch (err) {
      toast.error((err as Error).message || "Failed to log out");
    }
  };
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="border-b border-border bg-muted md:w-64 md:border-r md:border-b-0">
        <div className="flex items-center justify-between px-4 py-4">
          <p className="font-bold">Employee Portal</p>
          <ThemeToggle />
        </div>
        <nav aria-label="Employee portal" className="grid gap-1 px-2 pb-4">
          <NavLink to="/employee/dashboard" className={link}>
            <LayoutDashboard aria-hidden="true" className="h-4 w-4" /> Dashboard
          </NavLink>
          <button type="button" className={link} onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Sign Out
          </button>
        </nav>
      </aside>
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
