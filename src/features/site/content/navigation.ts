/** The header's and footer's links, as data: the components render them. */
export const DIGITAL_MENU = [
  { label: "Startup", to: "/startup" },
  { label: "Enterprise", to: "/enterprise" },
  { label: "Government Solutions", to: "/government" },
] as const;

export const TOOLS_MENU = [
  { label: "Project Scoping Tool", to: "/startup#project-scoping" },
  { label: "Enterprise System Analyzer", to: "/enterprise#enterprise-analyzer" },
  { label: "Government Compliance Checker", to: "/government#compliance-checker" },
] as const;

export const VENTURES_PROGRAM = { label: "Ventures", to: "/ventures" } as const;

export const QUICK_LINKS = [
  { label: "Services", to: "/services" },
  { label: "Our Work", to: "/work" },
  { label: "Blog", to: "/blog" },
  { label: "Our Story", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Ventures", to: "/ventures" },
] as const;

/**
 * Public pages the header's menus do not name: the guides (listed on /resources), the workshops,
 * the client showcase, the components playground and the discovery-meeting booker. The footer lists
 * them, so every page in the sitemap can be reached by following links from the home page.
 */
export const RESOURCE_LINKS = [
  { label: "Guides", to: "/resources" },
  { label: "Workshops", to: "/workshops" },
  { label: "Our Clients", to: "/clients" },
  { label: "Design Playground", to: "/playground" },
  { label: "Book a Discovery Meeting", to: "/discovery" },
  { label: "Privacy", to: "/privacy" },
] as const;

export const FLARE_CANVAS_MENU = [
  { label: "New Project", to: "/flare/canvas" },
  { label: "Continue Project", to: "/flare/canvas?continue=1" },
] as const;

export const SIGNED_IN_MENU = [
  { label: "Command Center", to: "/command-center" },
  { label: "Employee Portal", to: "/employee/dashboard" },
  { label: "Workspace", to: "/workspace" },
] as const;

export const DRAWER_SIGNED_IN = [
  { label: "Admin Dashboard", to: "/admin" },
  { label: "Employee Portal", to: "/employee/dashboard" },
  { label: "Workspace", to: "/workspace" },
  { label: "Settings", to: "/settings" },
] as const;

export const CONTACT_ANCHOR = "madlib-section";
