/**
 * What the built-in engine knows about kinds of startup products and stages. Competitors are
 * CATEGORIES of alternatives, never company names: the engine must not invent facts about real firms.
 * Market notes are qualitative orientation, labelled as such in the UI, not research figures.
 */
export type ProjectProfile = {
  id: string;
  label: string;
  keywords: string[];
  defaultAudience: string;
  competitors: string[];
  marketSize: string;
  growthRate: string;
  trends: string[];
  opportunities: string[];
  risks: string[];
};

export const PROJECT_PROFILES: readonly ProjectProfile[] = [
  {
    id: "marketplace",
    label: "Two-sided marketplace",
    keywords: [
      "marketplace",
      "buyers",
      "sellers",
      "vendor",
      "host",
      "booking",
      "book",
      "gig",
      "freelancer",
      "two-sided",
      "providers",
      "renters",
      "rent",
      "hire",
      "connect",
    ],
    defaultAudience: "Independent providers and the customers looking for them",
    competitors: [
      "Large horizontal marketplaces",
      "Niche vertical marketplaces",
      "Classified-listing boards and social groups",
    ],
    marketSize: "Large: spend already flows through informal channels the product can move online",
    growthRate: "Steady, driven by providers moving from word of mouth to online booking",
    trends: [
      "Buyers expect instant booking and transparent reviews",
      "Vertical marketplaces win on trust and curation",
    ],
    opportunities: [
      "Start in one city or niche where supply can be curated by hand",
      "Tools for providers (calendars, invoicing) make the marketplace sticky",
    ],
    risks: [
      "The chicken-and-egg problem: supply and demand must grow together",
      "Users may take transactions off the platform once they meet",
    ],
  },
  {
    id: "ecommerce",
    label: "E-commerce store",
    keywords: [
      "shop",
      "store",
      "e-commerce",
      "ecommerce",
      "d2c",
      "direct-to-consumer",
      "brand",
      "merch",
      "subscription box",
      "retail",
      "sell online",
    ],
    defaultAudience: "Online shoppers in the brand's niche",
    competitors: [
      "Hosted storefront builders",
      "Marketplace seller channels",
      "Direct-to-consumer brands in the same niche",
    ],
    marketSize: "Very large and mature; success depends on niche and acquisition cost",
    growthRate: "Moderate, with mobile and social commerce growing fastest",
    trends: ["Checkout on mobile dominates", "Subscriptions and bundles raise repeat purchases"],
    opportunities: [
      "Own the customer relationship instead of renting it from a marketplace",
      "Personalised offers from first-party data",
    ],
    risks: ["Customer acquisition costs can outgrow margins", "Logistics and returns eat into early profits"],
  },
  {
    id: "ai-product",
    label: "AI-powered product",
    keywords: [
      "ai",
      "artificial intelligence",
      "machine learning",
      "llm",
      "gpt",
      "chatbot",
      "copilot",
      "assistant",
      "agent",
      "generative",
      "automate",
      "automation",
    ],
    defaultAudience: "Professionals who spend hours on repetitive knowledge work",
    competitors: [
      "General-purpose AI assistants",
      "Vertical AI copilots",
      "Manual services the product replaces (agencies, freelancers, consultants)",
    ],
    marketSize: "Large and still forming: budgets are moving from services and headcount to software",
    growthRate: "Fast, with new entrants every month",
    trends: [
      "Buyers prefer AI built into their workflow over a separate chat window",
      "Grounding answers in the customer's own data is the main differentiator",
    ],
    opportunities: [
      "A narrow vertical with proprietary data beats general tools",
      "Measurable time saved makes pricing easy to justify",
    ],
    risks: [
      "General-purpose assistants may add the same feature",
      "Model costs and answer quality need tight control",
    ],
  },
  {
    id: "fintech",
    label: "Fintech product",
    keywords: [
      "payment",
      "invoice",
      "invoicing",
      "banking",
      "bank",
      "finance",
      "financial",
      "budget",
      "budgeting",
      "accounting",
      "lending",
      "loan",
      "wallet",
      "expense",
      "payroll",
      "tax",
      "crypto",
      "savings",
    ],
    defaultAudience: "Small businesses and individuals managing money",
    competitors: [
      "Incumbent banks and their apps",
      "Accounting suites for small businesses",
      "Spreadsheet-based bookkeeping",
    ],
    marketSize: "Very large; niches underserved by incumbents remain open",
    growthRate: "Steady, helped by open-banking access to account data",
    trends: [
      "Embedded finance inside non-financial products",
      "Automation of bookkeeping and reconciliation",
    ],
    opportunities: [
      "Serve a segment incumbents treat as too small",
      "Automate a painful manual money task end to end",
    ],
    risks: [
      "Regulation and licensing can delay launch",
      "Trust must be earned before people connect their accounts",
    ],
  },
  {
    id: "healthtech",
    label: "Health and wellness product",
    keywords: [
      "health",
      "healthcare",
      "patient",
      "clinic",
      "doctor",
      "therapy",
      "therapist",
      "medical",
      "wellness",
      "fitness",
      "mental health",
      "nutrition",
      "care",
      "caregiver",
      "hospital",
    ],
    defaultAudience: "Patients, practitioners and the people who care for them",
    competitors: ["Electronic health record vendors", "Consumer wellness apps", "Telehealth platforms"],
    marketSize: "Large, with spending shifting to digital and remote care",
    growthRate: "Steady, fastest in remote care and prevention",
    trends: ["Care moves from the clinic to the home", "Patients expect to book, message and pay online"],
    opportunities: [
      "Tools for independent practitioners are underserved",
      "Better follow-up between visits improves outcomes",
    ],
    risks: [
      "Health data rules require careful compliance work",
      "Clinician adoption is slow without clear time savings",
    ],
  },
  {
    id: "edtech",
    label: "Learning product",
    keywords: [
      "learn",
      "learning",
      "course",
      "student",
      "teacher",
      "tutor",
      "tutoring",
      "school",
      "education",
      "lesson",
      "quiz",
      "training",
      "classroom",
      "curriculum",
      "skills",
    ],
    defaultAudience: "Learners and the teachers or trainers who guide them",
    competitors: [
      "Online course platforms",
      "Learning-management systems",
      "Video-sharing sites and free tutorials",
    ],
    marketSize: "Large, split between consumer learning and corporate training budgets",
    growthRate: "Moderate, with corporate upskilling growing faster than consumer learning",
    trends: ["Short, practical lessons over long courses", "AI tutoring and instant feedback"],
    opportunities: [
      "Cohorts and community keep completion rates high",
      "Selling to employers raises contract value",
    ],
    risks: ["Free content sets a low price anchor", "Completion rates are low without accountability"],
  },
  {
    id: "community",
    label: "Community and content platform",
    keywords: [
      "community",
      "social",
      "creator",
      "creators",
      "fans",
      "followers",
      "network",
      "forum",
      "newsletter",
      "events",
      "meetup",
      "club",
      "members",
    ],
    defaultAudience: "A community of people with a shared interest, and the creators who lead it",
    competitors: ["Large social networks", "Creator-platform tools", "Group chats and forums"],
    marketSize: "Medium: creators and communities increasingly pay for their own space",
    growthRate: "Steady, as creators move away from algorithm-driven feeds",
    trends: ["Owned audiences over rented ones", "Paid memberships and events"],
    opportunities: [
      "Give a niche community tools the big networks do not",
      "Monetisation features creators will pay for",
    ],
    risks: ["Network effects favour established platforms", "Moderation needs grow with the community"],
  },
  {
    id: "b2b-saas",
    label: "B2B SaaS platform",
    keywords: [
      "saas",
      "b2b",
      "businesses",
      "companies",
      "teams",
      "enterprise",
      "workflow",
      "dashboard",
      "subscription",
      "platform",
      "agencies",
      "operations",
      "crm",
      "management",
    ],
    defaultAudience: "Small and mid-sized teams with a recurring operational problem",
    competitors: [
      "Horizontal project-management suites",
      "Spreadsheet-based workflows",
      "Legacy on-premise vertical software",
    ],
    marketSize: "Large: most teams still run this work in spreadsheets and email",
    growthRate: "Steady, with vertical SaaS growing faster than horizontal tools",
    trends: [
      "Vertical tools that fit one industry's workflow",
      "Usage-based pricing and self-serve onboarding",
    ],
    opportunities: [
      "Replace a spreadsheet workflow with a focused tool",
      "Integrations with existing tools shorten the sales cycle",
    ],
    risks: [
      "Switching costs keep teams on what they already use",
      "Horizontal suites can copy a single feature",
    ],
  },
];

/** When nothing in the pitch points to one of the profiles above. */
export const DEFAULT_PROFILE: ProjectProfile = {
  id: "web-app",
  label: "Web application",
  keywords: [],
  defaultAudience: "Early adopters who feel the problem described in the pitch",
  competitors: [
    "Spreadsheet and email workarounds",
    "Horizontal productivity suites",
    "Agencies offering custom builds",
  ],
  marketSize: "To be validated: interview 15-20 target users in discovery to size the need",
  growthRate: "Unknown until the first cohort of users is measured",
  trends: [
    "Buyers expect self-serve sign-up and a free trial",
    "Mobile-friendly web apps replace native apps for many first versions",
  ],
  opportunities: ["A focused first version can win a niche the big tools ignore"],
  risks: ["The problem may not hurt enough for people to switch", "Scope creep delays the first release"],
};

export type ProjectStage = { id: string; label: string; keywords: string[]; approach: string };

/** Ordered from earliest to latest; the latest stage the pitch mentions wins. */
export const PROJECT_STAGES: readonly ProjectStage[] = [
  {
    id: "idea",
    label: "Idea",
    keywords: ["idea", "concept", "thinking about", "planning", "napkin", "vision"],
    approach:
      "Validate the core problem with a clickable prototype in discovery, then build the smallest version that proves people will use it.",
  },
  {
    id: "prototype",
    label: "Prototype",
    keywords: [
      "prototype",
      "mockup",
      "mock-up",
      "figma",
      "wireframe",
      "proof of concept",
      "poc",
      "no-code",
      "demo",
    ],
    approach:
      "Turn the prototype into production code: keep what tested well, rebuild the foundations properly, and ship to a small group of users.",
  },
  {
    id: "mvp",
    label: "MVP",
    keywords: [
      "mvp",
      "beta",
      "pilot",
      "early users",
      "waitlist",
      "wait list",
      "first customers",
      "launched",
      "went live",
      "already live",
    ],
    approach:
      "Stabilise what exists, measure where users drop off, and ship improvements in short release cycles.",
  },
  {
    id: "growth",
    label: "Growth",
    keywords: [
      "revenue",
      "paying customers",
      "scaling",
      "mrr",
      "arr",
      "series a",
      "seed round",
      "growth",
      "traction",
      "thousands of users",
    ],
    approach:
      "Strengthen reliability and performance first, then add the features that retain and expand existing customers.",
  },
];

/** Competitor categories the engine may name (the unit test checks answers against this list). */
export function allCompetitorCategories(extra: readonly string[]): string[] {
  return [
    ...new Set([...PROJECT_PROFILES.flatMap((p) => p.competitors), ...DEFAULT_PROFILE.competitors, ...extra]),
  ];
}
