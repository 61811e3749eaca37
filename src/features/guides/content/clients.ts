/** Client showcase partners (/clients). Clearly fictional companies; seeded into client_showcase. */
export type ClientSeed = {
  slug: string;
  name: string;
  industry: string;
  yearStarted: number;
  description: string;
  highlightColor: string;
};

export const CLIENTS: ClientSeed[] = [
  {
    slug: "northwind-freight",
    name: "Northwind Freight",
    industry: "Logistics",
    yearStarted: 2019,
    description: "Route planning and live shipment tracking for a regional carrier with 400 trucks.",
    highlightColor: "#2563eb",
  },
  {
    slug: "bluepeak-health",
    name: "Bluepeak Health",
    industry: "Healthcare",
    yearStarted: 2021,
    description: "A patient intake app that cut clinic waiting-room time by a third.",
    highlightColor: "#0d9488",
  },
  {
    slug: "civic-ledger",
    name: "Civic Ledger",
    industry: "Government",
    yearStarted: 2022,
    description: "Accessible permit applications for a county office, replacing paper forms.",
    highlightColor: "#7c3aed",
  },
  {
    slug: "harbor-lane-bank",
    name: "Harbor Lane Bank",
    industry: "Finance",
    yearStarted: 2020,
    description: "Modernised loan origination with AI document checks for a community bank.",
    highlightColor: "#b45309",
  },
  {
    slug: "fieldnote-ag",
    name: "Fieldnote Ag",
    industry: "Agriculture",
    yearStarted: 2023,
    description: "Crop scouting with offline-first mobile notes and satellite imagery.",
    highlightColor: "#15803d",
  },
  {
    slug: "quillstone-learning",
    name: "Quillstone Learning",
    industry: "Education",
    yearStarted: 2018,
    description: "A tutoring marketplace MVP that grew into a platform for 80 schools.",
    highlightColor: "#db2777",
  },
  {
    slug: "ironbridge-manufacturing",
    name: "Ironbridge Manufacturing",
    industry: "Manufacturing",
    yearStarted: 2021,
    description: "Machine downtime dashboards connected to a 20-year-old ERP.",
    highlightColor: "#475569",
  },
  {
    slug: "lumen-retail-group",
    name: "Lumen Retail Group",
    industry: "Retail",
    yearStarted: 2022,
    description: "Unified inventory across 60 stores and the online shop.",
    highlightColor: "#ea580c",
  },
  {
    slug: "orbit-cares",
    name: "Orbit Cares",
    industry: "Non-profit",
    yearStarted: 2024,
    description: "Volunteer scheduling and donor reporting for a food-bank network.",
    highlightColor: "#dc2626",
  },
  {
    slug: "tessellate-studio",
    name: "Tessellate Studio",
    industry: "Media",
    yearStarted: 2020,
    description: "A rights-management portal for an independent film distributor.",
    highlightColor: "#9333ea",
  },
  {
    slug: "verdant-energy",
    name: "Verdant Energy",
    industry: "Energy",
    yearStarted: 2023,
    description: "Solar installation quoting with roof analysis from aerial photos.",
    highlightColor: "#ca8a04",
  },
  {
    slug: "atlas-mutual",
    name: "Atlas Mutual",
    industry: "Insurance",
    yearStarted: 2019,
    description: "Claims triage assistant that routes simple claims to same-day payment.",
    highlightColor: "#0891b2",
  },
];
