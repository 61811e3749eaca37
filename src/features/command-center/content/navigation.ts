/**
 * The Command Center's map: the five top tabs, the sidebar's groups, and the text of the few pages
 * the specification keeps as placeholders (Email, Calls, Integrations). Data only; the shell draws it.
 */

export const CC = "/command-center";

export type SectionId = "analytics" | "sales" | "marketing" | "automation" | "settings";

/** The five top tabs, each with its root path (choosing a tab goes there). */
export const SECTIONS: readonly { id: SectionId; label: string; to: string }[] = [
  { id: "analytics", label: "Analytics", to: CC },
  { id: "sales", label: "Sales & CRM", to: `${CC}/sales` },
  { id: "marketing", label: "Marketing", to: `${CC}/marketing` },
  { id: "automation", label: "Automation", to: `${CC}/automation` },
  { id: "settings", label: "Settings", to: `${CC}/settings` },
];

/** Icon names from lucide-react, mapped to components by the sidebar. */
export type NavIcon =
  | "overview"
  | "traffic"
  | "conversions"
  | "heatmaps"
  | "sales"
  | "leads"
  | "contacts"
  | "companies"
  | "deals"
  | "email"
  | "calls"
  | "campaigns"
  | "content"
  | "social"
  | "marketing-analytics"
  | "workflows"
  | "templates"
  | "settings"
  | "team"
  | "integrations"
  | "outbox"
  | "designs";

export type NavLinkItem = { label: string; to: string; icon: NavIcon; adminOnly?: boolean; end?: boolean };

export const SIDEBAR: readonly { section: SectionId; label: string; links: readonly NavLinkItem[] }[] = [
  {
    section: "analytics",
    label: "Analytics",
    links: [
      { label: "Overview", to: CC, icon: "overview", end: true },
      { label: "User Traffic", to: `${CC}/analytics/user-traffic`, icon: "traffic" },
      { label: "Conversions", to: `${CC}/analytics/conversions`, icon: "conversions" },
      { label: "Heatmaps", to: `${CC}/analytics/heatmaps`, icon: "heatmaps" },
    ],
  },
  {
    section: "sales",
    label: "Sales & CRM",
    links: [
      { label: "Sales Dashboard", to: `${CC}/sales`, icon: "sales", end: true },
      { label: "Leads", to: `${CC}/sales/leads`, icon: "leads" },
      { label: "Contacts", to: `${CC}/sales/contacts`, icon: "contacts" },
      { label: "Companies", to: `${CC}/sales/companies`, icon: "companies" },
      { label: "Deals", to: `${CC}/sales/deals`, icon: "deals" },
      { label: "Email", to: `${CC}/sales/email`, icon: "email" },
      { label: "Calls", to: `${CC}/sales/calls`, icon: "calls" },
    ],
  },
  {
    section: "marketing",
    label: "Marketing",
    links: [
      { label: "Campaigns", to: `${CC}/marketing`, icon: "campaigns", end: true },
      { label: "Content", to: `${CC}/marketing/content`, icon: "content" },
      { label: "Social", to: `${CC}/marketing/social`, icon: "social" },
      { label: "Marketing Analytics", to: `${CC}/marketing/analytics`, icon: "marketing-analytics" },
      // The staff list of every FLARE design (outside the Command Center, no canvas password).
      { label: "FLARE designs", to: "/employee/flare-canvas", icon: "designs" },
    ],
  },
  {
    section: "automation",
    label: "Automation",
    links: [
      { label: "Workflows", to: `${CC}/automation`, icon: "workflows", end: true },
      { label: "Email Automation", to: `${CC}/automation/email`, icon: "email" },
      { label: "Templates", to: `${CC}/automation/templates`, icon: "templates" },
    ],
  },
  {
    section: "settings",
    label: "Settings",
    links: [
      { label: "General", to: `${CC}/settings`, icon: "settings", end: true },
      { label: "Team", to: `${CC}/settings/team`, icon: "team" },
      { label: "Integrations", to: `${CC}/settings/integrations`, icon: "integrations" },
      { label: "Outbox", to: `${CC}/outbox`, icon: "outbox", adminOnly: true },
    ],
  },
];

/**
 * The placeholder pages the specification names (Email and Calls say "available soon";
 * Integrations has none to show): said plainly, no figures, no buttons that do nothing.
 */
export const PLANNED_PAGES = {
  email: {
    title: "Email",
    heading: "Email is available soon",
    description: "available soon",
  },
  calls: {
    title: "Calls",
    heading: "Calls are available soon",
    description: "available soon",
  },
} as const;

export type PlannedPageId = keyof typeof PLANNED_PAGES;
