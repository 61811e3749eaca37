/**
 * Portfolio entries (name, status, description, tags, year), grouped by year on the page; fixed page
 * content. The companies are fictional demo content.
 */
export const PORTFOLIO_STATUSES = [
  "Acquired",
  "Active",
  "Backed",
  "VC-backed & Profitable",
  "In Development",
  "Coming Soon",
] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export type PortfolioEntry = {
  name: string;
  status: PortfolioStatus;
  description: string;
  categories: string[];
  year: number;
};

/** The batch still being formed, whose heading reads 'Coming Soon' instead of 'Batch {year}'. */
export const COMING_SOON_YEAR = 2025;

export const PORTFOLIO: PortfolioEntry[] = [
  {
    name: "Ledgerly",
    status: "Acquired",
    description: "Automated bookkeeping for independent retailers; acquired by a payments network.",
    categories: ["FinTech", "SaaS"],
    year: 2020,
  },
  {
    name: "Tutorloop",
    status: "Active",
    description: "Peer tutoring marketplace pairing university students with high-school learners.",
    categories: ["EdTech"],
    year: 2020,
  },
  {
    name: "Quarry Data",
    status: "VC-backed & Profitable",
    description: "Streaming data pipelines for logistics fleets with second-level freshness.",
    categories: ["Infrastructure", "AI & ML"],
    year: 2021,
  },
  {
    name: "Harbor Health Notes",
    status: "Backed",
    description: "Voice-first clinical notes that draft the visit summary while the doctor listens.",
    categories: ["AI & ML", "Health"],
    year: 2021,
  },
  {
    name: "Shelfwise",
    status: "Active",
    description: "Demand forecasting for grocery chains that cuts fresh-food waste.",
    categories: ["AI & ML", "SaaS"],
    year: 2022,
  },
  {
    name: "Civic Forms",
    status: "Acquired",
    description: "Accessible form builder for city governments; acquired by a public-sector software group.",
    categories: ["SaaS", "Product Innovation"],
    year: 2022,
  },
  {
    name: "Tallystack",
    status: "VC-backed & Profitable",
    description: "Usage-based billing engine for API companies.",
    categories: ["FinTech", "Infrastructure"],
    year: 2023,
  },
  {
    name: "Fieldnote Labs",
    status: "Backed",
    description: "Offline-first inspection app for construction and energy field crews.",
    categories: ["Product Innovation", "SaaS"],
    year: 2023,
  },
  {
    name: "Parsec Learning",
    status: "Active",
    description: "AI lab assistant that gives students feedback on their experiments.",
    categories: ["EdTech", "AI & ML"],
    year: 2024,
  },
  {
    name: "Northwind Treasury",
    status: "Backed",
    description: "Cash forecasting and treasury automation for mid-sized companies.",
    categories: ["FinTech"],
    year: 2024,
  },
  {
    name: "Relay Agents",
    status: "In Development",
    description: "Customer-support agents that resolve billing questions end to end.",
    categories: ["AI & ML", "SaaS"],
    year: 2025,
  },
  {
    name: "Gridline",
    status: "Coming Soon",
    description: "Energy-usage insights for small manufacturers, built on smart-meter data.",
    categories: ["Infrastructure", "Product Innovation"],
    year: 2025,
  },
  {
    name: "Crateworks",
    status: "Active",
    description: "Inventory and order sync for independent online sellers across marketplaces.",
    categories: ["SaaS"],
    year: 2020,
  },
  {
    name: "Pennant Pay",
    status: "VC-backed & Profitable",
    description: "Instant payouts for gig workers, settled the same day their work is approved.",
    categories: ["FinTech"],
    year: 2021,
  },
  {
    name: "Lattice Learn",
    status: "Acquired",
    description: "Skills assessments that adapt to each learner; acquired by a corporate-training platform.",
    categories: ["EdTech", "AI & ML"],
    year: 2022,
  },
  {
    name: "Mosaic Metrics",
    status: "Active",
    description: "Product analytics that explains why a metric moved, in plain language.",
    categories: ["AI & ML", "SaaS"],
    year: 2023,
  },
  {
    name: "Beacon Ops",
    status: "Backed",
    description: "Incident response copilot that drafts timelines and fixes for on-call engineers.",
    categories: ["Infrastructure", "AI & ML"],
    year: 2024,
  },
  {
    name: "Tidewater Carbon",
    status: "Coming Soon",
    description: "Carbon accounting for shipping companies, built from voyage and fuel data.",
    categories: ["Product Innovation", "SaaS"],
    year: 2025,
  },
];

export const PORTFOLIO_PAGE = {
  eyebrow: "Unstuck Ventures",
  title: "Our Portfolio",
  lead: "Companies we have funded and helped build, batch by batch. Statuses are as of this year.",
  ctaTitle: "Building something ambitious?",
  ctaText: "We read every pitch. Tell us about your company and attach your deck.",
  ctaLabel: "Submit Your Pitch",
  ctaHref: "/ventures/pitch",
};
