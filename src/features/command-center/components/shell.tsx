import {
  BarChart3,
  Building2,
  ChevronRight,
  Contact,
  FileText,
  Flame,
  Handshake,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  LineChart,
  type LucideIcon,
  Mail,
  Megaphone,
  PanelLeft,
  PenTool,
  Phone,
  PieChart,
  Plug,
  Settings,
  Share2,
  Target,
  UserSearch,
  Users,
  Workflow,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { ThemeToggle } from "#src/ui/theme.tsx";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE } from "../command-center.contract.ts";
import { CC, type NavIcon, SECTIONS, SIDEBAR } from "../content/navigation.ts";
import { sectionOf } from "../lib/sections.ts";
import { HeaderSearch } from "./header-search.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { UserMenu } from "./user-menu.tsx";

const ICONS: Record<NavIcon, LucideIcon> = {
  overview: LayoutDashboard,
  traffic: LineChart,
  conversions: Target,
  heatmaps: Flame,
  sales: BarChart3,
  leads: UserSearch,
  contacts: Contact,
  companies: Building2,
  deals: Handshake,
  email: Mail,
  calls: Phone,
  campaigns: Megaphone,
  content: FileText,
  social: Share2,
  "marketing-analytics": PieChart,
  workflows: Workflow,
  templates: LayoutTemplate,
  settings: Settings,
  team: Users,
  integrations: Plug,
  outbox: Inbox,
  designs: PenTool,
};

/** A route module's title for the header: `export const handle = { title: "Deals" }`. */
export type CommandCenterHandle = { title?: string };

/** Under 768 px the sidebar is a drawer. */
const MOBILE = "(max-width: 767px)";

export type ShellProps = {
  email: string;
  isAdmin: boolean;
  collapsed: boolean;
  unread: { unread: number; capped: boolean };
  children: ReactNode;
};

/**
 * The Command Center's frame: the sidebar (16rem, 3rem collapsed; a drawer of 18rem on a phone),
 * Ctrl/Cmd+B to toggle it (remembered for 7 days in a cookie the server reads, so the first paint
 * is right), the header (search, bell, theme, user menu), the page title with its breadcrumb and
 * the five top tabs.
 */
export function CommandCenterShell({ email, isAdmin, collapsed: initial, unread, children }: ShellProps) {
  const [collapsed, setCollapsed] = useState(initial);
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as CommandCenterHandle | undefined)?.title)
    ?.handle as CommandCenterHandle | undefined;
  const pageTitle = title?.title ?? "Command Center";
  const section = sectionOf(pathname);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE).matches) {
      setDrawer((open) => !open);
      return;
    }
    setCollapsed((was) => {
      const next = !was;
      // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie to draw the sidebar as it was left
      document.cookie = `${SIDEBAR_COOKIE}=${next ? "collapsed" : "expanded"}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
      return next;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  // A link chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => setDrawer(false), [pathname]);

  return (
    <div className="flex min-h-screen">
      <aside
        data-state={collapsed ? "collapsed" : "expanded"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col overflow-x-hidden overflow-y-auto border-r border-border bg-card transition-[width] duration-200 md:flex",
          collapsed ? "w-12" : "w-64",
        )}
      >
        <SidebarNav collapsed={collapsed} isAdmin={isAdmin} />
      </aside>
      <Sheet
        open={drawer}
        onOpenChange={setDrawer}
        title="Command Center menu"
        hideTitle
        className="w-[18rem]"
      >
        <SidebarNav collapsed={false} isAdmin={isAdmin} />
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-bg/95 px-3 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label="Toggle sidebar"
            aria-keyshortcuts="Control+B Meta+B"
            title="Toggle sidebar (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          <div className="flex min-w-0 flex-1 justify-center sm:justify-start">
            <HeaderSearch />
          </div>
          <NotificationBell initial={unread} />
          <ThemeToggle className="hidden sm:inline-flex" />
          <UserMenu email={email} />
        </header>

        <div className="border-b border-border px-4 pt-4 md:px-6">
          <nav aria-label="Breadcrumb" className="text-sm text-muted-fg">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                {pathname === CC ? (
                  <span aria-current="page">Command Center</span>
                ) : (
                  <Link to={CC} className="hover:text-fg hover:underline">
                    Command Center
                  </Link>
                )}
              </li>
              {pathname !== CC ? (
                <li className="flex items-center gap-1">
                  <ChevronRight aria-hidden="true" className="h-3.5 w-3.5" />
                  <span aria-current="page" className="text-fg">
                    {pageTitle}
                  </span>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1 className="mt-1 text-2xl font-bold tracking-tight">{pageTitle}</h1>
          <NavTabs
            label="Command Center sections"
            className="mt-3"
            tabs={SECTIONS.map((s) => ({ label: s.label, to: s.to, active: s.id === section }))}
          />
        </div>

        <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}

const linkClass = (collapsed: boolean) =>
  cn(
    "flex items-center gap-3 rounded-md text-sm text-muted-fg hover:bg-muted hover:text-fg aria-[current=page]:bg-muted aria-[current=page]:font-semibold aria-[current=page]:text-fg",
    collapsed ? "h-9 w-9 justify-center" : "px-3 py-2",
  );

function SidebarNav({ collapsed, isAdmin }: { collapsed: boolean; isAdmin: boolean }) {
  return (
    <div className={cn("flex flex-1 flex-col gap-4 py-3", collapsed ? "items-center px-1.5" : "px-3")}>
      <Link
        to={CC}
        className={cn(
          "flex items-center gap-2 font-bold",
          collapsed ? "h-9 w-9 justify-center" : "px-3 py-1",
        )}
        aria-label={collapsed ? "Command Center" : undefined}
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-primary text-xs text-primary-fg"
        >
          CC
        </span>
        {collapsed ? null : <span>Command Center</span>}
      </Link>
      <nav aria-label="Command Center" className="grid gap-4">
        {SIDEBAR.map((group) => (
          <div key={group.section} className="grid gap-0.5">
            {collapsed ? (
              <span className="sr-only">{group.label}</span>
            ) : (
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-fg uppercase">
                {group.label}
              </p>
            )}
            <ul className="grid gap-0.5">
              {group.links
                .filter((l) => isAdmin || !l.adminOnly)
                .map((l) => {
                  const Icon = ICONS[l.icon];
                  return (
                    <li key={l.to}>
                      <NavLink
                        to={l.to}
                        end={l.end ?? false}
                        className={linkClass(collapsed)}
                        title={collapsed ? l.label : undefined}
                      >
                        <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                        <span className={collapsed ? "sr-only" : "truncate"}>{l.label}</span>
                      </NavLink>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </nav>
      <Link
        to="/"
        className={cn(linkClass(collapsed), "mt-auto")}
        title={collapsed ? "Back to the site" : undefined}
      >
        <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 rotate-180" />
        <span className={collapsed ? "sr-only" : undefined}>Back to the site</span>
      </Link>
    </div>
  );
}
