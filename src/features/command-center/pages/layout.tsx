import { Outlet } from "react-router";
import { useShell } from "#src/features/site/index.ts";
import { setCompanyCurrency } from "#src/lib/money.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { SIDEBAR_COOKIE } from "../command-center.contract.ts";
import { CommandCenterShell } from "../components/shell.tsx";
import { sidebarCollapsedFromCookie } from "../lib/sections.ts";
import { unreadCount } from "../server/notifications.service.ts";
import type { Route } from "./+types/layout";

/** Every /command-center page: the employee role, checked by the server before anything renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { services } = getRequestState(context);
  return {
    email: actor.user.email,
    isAdmin: actor.roles.includes("admin"),
    collapsed: sidebarCollapsedFromCookie(request.headers.get("cookie"), SIDEBAR_COOKIE),
    unread: await unreadCount(services.db, actor),
  };
}

export default function CommandCenterLayout({ loaderData }: Route.ComponentProps) {
  // Before any page of it renders an amount: the company's currency, from the shell (decision 053).
  setCompanyCurrency(useShell().site.currency);
  return (
    <CommandCenterShell {...loaderData}>
      <Outlet />
    </CommandCenterShell>
  );
}
