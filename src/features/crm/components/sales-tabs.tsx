import { useLocation } from "react-router";
import { NavTabs } from "#src/ui/nav-tabs.tsx";

const TABS = [
  { label: "Overview", to: "/command-center/sales" },
  { label: "Leads", to: "/command-center/sales/leads" },
  { label: "Contacts", to: "/command-center/sales/contacts" },
  { label: "Companies", to: "/command-center/sales/companies" },
  { label: "Deals", to: "/command-center/sales/deals" },
] as const;

/** The sales dashboard's tabs: each is a page of its own, so the tab follows the path. */
export function SalesTabs() {
  const { pathname } = useLocation();
  const active = [...TABS].reverse().find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to;
  return <NavTabs label="Sales" tabs={TABS.map((t) => ({ ...t, active: t.to === active }))} />;
}
