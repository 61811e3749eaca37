/**
 * The Command Center's map: the five top tabs, the
 * sidebar's groups and what each page not built yet will hold. Data only; the shell draws it.
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
  | "outbox";

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
 * Pages whose content belongs to later work: what they will show, said plainly (no figures, no
 * buttons that do nothing). A page that gets built replaces its route module in src/routes.ts.
 */
export const PLANNED_PAGES = {
  overview: {
    title: "Analytics",
    heading: "Traffic overview",
    description:
      "Visitors per day for the last 30 days, by segment and trend, from the site's own anonymous visitor tracker. The tracker and these charts are not built yet; captured leads are already counted on the Sales dashboard.",
  },
  "user-traffic": {
    title: "User Traffic",
    heading: "No visitor data available",
    description:
      "Daily visitors, segments and trends will be shown here once the site's anonymous visitor tracker records page views.",
  },

  heatmaps: {
    title: "Heatmaps",
    heading: "No interaction data available yet",
    description:
      "Where visitors click and how far they scroll, per page and device, will be shown here once the visitor tracker records interactions.",
  },
  contacts: {
    title: "Contacts",
    heading: "Contacts are not built yet",
    description:
      "People you work with, with their company, tags and engagement, will be listed here. Converting a lead will create its contact.",
  },
  companies: {
    title: "Companies",
    heading: "No companies found",
    description:
      "Companies, with their contacts, deals and what their website runs on, will be listed here. Converting a lead will create or match its company.",
  },
  deals: {
    title: "Deals",
    heading: "The deal pipeline is not built yet",
    description:
      "Deals by stage, from qualification to won or lost, with their value and win probability, will be shown here as a board and as a list.",
  },
  leads: {
    title: "Leads",
    heading: "The lead inbox is not built yet",
    description:
      "Every captured lead with its source, segment, score and status will be listed here. Until then the header's search finds any lead by name, email or company and opens its page.",
  },
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
