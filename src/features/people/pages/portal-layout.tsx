import {
  BookOpen,
  CalendarDays,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Menu,
  Network,
  PenTool,
  Plane,
  Star,
  Target,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { NavLink, Outlet, redirect } from "react-router";
import { useShell, useSignOut } from "#src/features/site/index.ts";
import { setCompanyCurrency } from "#src/lib/money.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requestedPage, requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { EmployeeAvatar } from "../components/employee-avatar.tsx";
import { PORTAL_NAV, type PortalNavIcon } from "../content/portal-nav.ts";
import { avatarPath } from "../people.contract.ts";
import { ownProfileRow } from "../server/access.ts";
import type { Route } from "./+types/portal-layout";

/**
 * The portal gate (decision 011): a session ("Please log in to access the employee portal"), the
 * employee role ("Access denied: employee role required", checked by the server), then an active
 * employee profile of one's own (else /employee/new, which explains what to do).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The page, not React Router's data address of it ("/employee/new.data" when navigating in the
  // app): comparing the latter made /employee/new redirect to itself.
  const { pathname } = requestedPage(request);
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const row = await ownProfileRow(getRequestState(context).services.db, actor.user.id);
  const active = row?.status === "active";
  if (!active && pathname !== "/employee/new") throw redirect("/employee/new");
  return {
    email: actor.user.email,
    profile:
      row && active
        ? {
            id: row.id,
            firstName: row.firstName,
            lastName: row.lastName,
            title: row.title,
            department: row.department,
            isAdmin: row.isAdmin,
            avatarUrl: row.avatarUrl ? avatarPath(row.id, row.avatarUrl) : null,
          }
        : null,
  };
}

const ICONS: Record<PortalNavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  profile: UserRound,
  schedule: CalendarDays,
  "time-off": Plane,
  goals: Target,
  reviews: Star,
  handbook: BookOpen,
  organization: Network,
  designs: PenTool,
};

const linkClass =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm text-fg hover:bg-bg aria-[current=page]:bg-bg aria-[current=page]:font-semibold aria-[current=page]:shadow-sm";

function Sidebar({
  data,
  onNavigate,
}: {
  data: Route.ComponentProps["loaderData"];
  onNavigate?: () => void;
}) {
  const signOut = useSignOut("portal");
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <nav aria-label="Employee portal" className="grid gap-1">
        {PORTAL_NAV.map((item) => {
          const Icon = ICONS[item.icon];
          return (
            <NavLink key={item.to} to={item.to} className={linkClass} onClick={onNavigate} prefetch="intent">
              <Icon aria-hidden="true" className="h-4 w-4" /> {item.label}
            </NavLink>
          );
        })}
        <button type="button" className={linkClass} onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="h-4 w-4" /> Sign Out
        </button>
      </nav>
      {data.profile ? (
        <div className="mt-auto flex items-center gap-3 rounded-md border border-border bg-bg p-3">
          <EmployeeAvatar person={data.profile} size="sm" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">
              {data.profile.firstName} {data.profile.lastName}
            </p>
            <p className="truncate text-xs text-muted-fg">
              {data.profile.isAdmin ? "Portal administrator" : data.email}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  // FLARE's rate cards (under /employee) start in the company's currency (decision 053).
  setCompanyCurrency(useShell().site.currency);
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="hidden border-r border-border bg-muted md:block">
        <aside className="sticky top-0 flex h-screen flex-col overflow-y-auto">
          <div className="flex items-center justify-between px-4 pt-4">
            <p className="font-bold">Employee Portal</p>
            <ThemeToggle />
          </div>
          <Sidebar data={loaderData} />
        </aside>
      </div>
      <div className="min-w-0">
        <div className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b border-border bg-bg/95 px-4 backdrop-blur md:hidden">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
          </Button>
          <p className="font-bold">Employee Portal</p>
          <ThemeToggle className="ml-auto" />
        </div>
        <Sheet open={open} onOpenChange={setOpen} title="Employee Portal">
          <Sidebar data={loaderData} onNavigate={() => setOpen(false)} />
        </Sheet>
        <Outlet />
      </div>
    </div>
  );
}
