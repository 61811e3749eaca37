/**
 * The /ventures landing page: hero, investment thesis, what we look for, focus, portfolio and the
 * application process with its stated timelines.
 */

export const VENTURES_HERO = {
  eyebrow: "Venture studio & fund",
  title: "Unstuck Ventures",
  lead: "We back founders building category-defining software, with capital, a senior engineering team and the playbook we use to ship products for our clients.",
  applyLabel: "Apply for Funding",
  applyHref: "/ventures/apply",
  portfolioLabel: "Our Portfolio",
  portfolioHref: "/ventures/portfolio",
};

export type IconName =
  | "lightbulb"
  | "globe"
  | "heart-handshake"
  | "trending-up"
  | "shield"
  | "bar-chart"
  | "users"
  | "sparkles"
  | "rocket"
  | "brain"
  | "cloud"
  | "landmark"
  | "graduation-cap"
  | "server"
  | "boxes";

export type Point = { icon: IconName; title: string; text: string };

export const INVESTMENT_THESIS: { title: string; lead: string; points: Point[] } = {
  title: "Investment Thesis",
  lead: "Three beliefs decide every investment we make.",
  points: [
    {
      icon: "lightbulb",
      title: "Innovation First",
      text: "We fund teams that invent a better way of working, not a slightly cheaper copy of what already exists.",
    },
    {
      icon: "globe",
      title: "Global Ambition",
      text: "Software travels. We look for products that can serve customers on every continent from the first release.",
    },
    {
      icon: "heart-handshake",
      title: "Impact Driven",
      text: "The best companies solve a real problem for real people. We measure success in customers helped, not only in revenue.",
    },
  ],
};

export const WHAT_WE_LOOK_FOR: { title: string; lead: string; points: Point[] } = {
  title: "What We Look For",
  lead: "No checklist replaces judgement, but these six signals come up in every strong pitch.",
  points: [
    {
      icon: "trending-up",
      title: "Market Potential",
      text: "A large or fast-growing market, with a clear first segment that urgently needs what you build.",
    },
    {
      icon: "shield",
      title: "Defensible Product",
      text: "Proprietary data, network effects or deep technology that competitors cannot copy in a quarter.",
    },
    {
      icon: "bar-chart",
      title: "Traction",
      text: "Evidence that customers care: pilots, waitlists, letters of intent or early revenue.",
    },
    {
      icon: "users",
      title: "Strong Team",
      text: "Founders with insight into the problem, the resilience to iterate and the ability to hire.",
    },
    {
      icon: "sparkles",
      title: "Innovation Focus",
      text: "A product that uses AI and modern infrastructure to do something that was impossible five years ago.",
    },
    {
      icon: "rocket",
      title: "Growth Path",
      text: "A credible route from the first hundred customers to the first hundred thousand.",
    },
  ],
};

export const SECTORS: { icon: IconName; name: string; text: string }[] = [
  { icon: "brain", name: "AI & ML", text: "Applied machine learning, agents and AI-native workflows." },
  { icon: "cloud", name: "SaaS", text: "Vertical and horizontal software sold by subscription." },
  { icon: "landmark", name: "FinTech", text: "Payments, lending, treasury and financial infrastructure." },
  {
    icon: "graduation-cap",
    name: "EdTech",
    text: "Learning products for schools, companies and lifelong learners.",
  },
  {
    icon: "server",
    name: "Infrastructure",
    text: "Developer tools, data platforms and cloud infrastructure.",
  },
  { icon: "boxes", name: "Product Innovation", text: "New product categories that do not fit a box yet." },
];

export const INVESTMENT_STAGES = [
  { label: "PRE-SEED", range: "$100K – $500K", text: "A founding team, a prototype and a sharp insight." },
  {
    label: "SEED",
    range: "$500K – $2M",
    text: "A launched product with early users and a repeatable first channel.",
  },
  { label: "SERIES A", range: "$2M – $8M", text: "Product-market fit, growing revenue and a plan to scale." },
];

export const INVESTMENT_FOCUS = {
  title: "Investment Focus",
  lead: "We invest from pre-seed to Series A in six sectors where software and AI change the rules.",
  sectorsTitle: "Sectors",
  stagesTitle: "Stages",
  valuationLabel: "Valuation potential",
  valuationText: "$1+ billion",
  valuationNote: "We back companies with a credible path to a valuation of $1+ billion.",
};

export const PORTFOLIO_SECTION = {
  title: "Portfolio",
  lead: "Founders we have backed and built with. A few highlights:",
  linkLabel: "See the full portfolio",
  featuredCount: 3,
};

export const APPLICATION_PROCESS = {
  title: "Application Process",
  lead: "From first contact to a decision in about a month.",
  steps: [
    { title: "Submit your pitch", text: "Tell us about your company and attach your deck." },
    { title: "Initial review", text: "A partner reads every submission within 1-2 days." },
    { title: "First meeting", text: "A 30-45 minute call with the founders." },
    { title: "Due diligence", text: "2-3 weeks on product, market, team and technology." },
    { title: "Final decision", text: "An answer within 1-2 weeks of diligence closing." },
  ],
  pitchLabel: "Submit Your Pitch",
  pitchHref: "/ventures/apply",
  criteriaLabel: "View Investment Criteria",
  criteriaHref: "/ventures/criteria",
};
