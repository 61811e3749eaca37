import { CC, type SectionId } from "../content/navigation.ts";

/** The top tab a Command Center path belongs to (the tab follows the path). */
export function sectionOf(pathname: string): SectionId {
  // The CRM's record pages (/admin/sales, /admin/deals/…) live in the shell under Sales & CRM.
  if (pathname.startsWith("/admin/")) return "sales";
  const rest = pathname.startsWith(CC) ? pathname.slice(CC.length) : "";
  const first = rest.split("/").filter(Boolean)[0] ?? "";
  if (first === "sales") return "sales";
  if (first === "marketing") return "marketing";
  if (first === "automation") return "automation";
  if (first === "settings" || first === "outbox") return "settings";
  return "analytics";
}

/** The sidebar's state from the request's Cookie header: collapsed only when the cookie says so. */
export function sidebarCollapsedFromCookie(cookieHeader: string | null, name: string): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") === "collapsed";
  }
  return false;
}

/** "99+" past the cap, the number otherwise, nothing at zero. */
export function badgeText(unread: number, capped: boolean): string | null {
  if (unread <= 0) return null;
  return capped || unread > 99 ? "99+" : String(unread);
}
