import { Link } from "react-router";
import { cn } from "./cn.ts";

export type NavTab = { label: string; to: string; active: boolean; shortLabel?: string };

/**
 * Tabs that follow the URL: each tab is a link to its page and the active one is marked
 * aria-current="page", so the tab is right after a reload, a shared link or the back button.
 * (Navigation, not an ARIA tablist: choosing a tab changes the page.)
 */
export function NavTabs({ label, tabs, className }: { label: string; tabs: NavTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("overflow-x-auto", className)}>
      <ul className="flex min-w-max gap-1 border-b border-border">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.active ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors",
                tab.active
                  ? "border-primary text-fg"
                  : "border-transparent text-muted-fg hover:border-border hover:text-fg",
              )}
            >
              {tab.shortLabel ? (
                <>
                  <span className="md:hidden">{tab.shortLabel}</span>
                  <span className="hidden md:inline">{tab.label}</span>
                </>
              ) : (
                tab.label
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
