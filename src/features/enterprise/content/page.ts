/**
 * Copy of the /enterprise page (hero, value cards, analyzer, testimonial, closing call to action), kept
 * as data so components only lay it out. Fictional demo content: the testimonial's
 * person and company are invented.
 */
export const ENTERPRISE_HERO = {
  eyebrow: "For Enterprise",
  title: "Modernize Your Enterprise Systems with AI",
  lead: "System modernization, AI augmentation and centralized platforms: we connect the systems you already run, automate the work between them and retire what holds you back, without stopping the business.",
  primaryLabel: "Analyze Your Systems",
  secondaryLabel: "Talk to an Expert",
  secondaryHref: "/contact",
} as const;

export type ValueCard = { icon: "refresh" | "sparkles" | "layers" | "shield"; title: string; text: string };

export const ENTERPRISE_VALUE_CARDS: readonly ValueCard[] = [
  {
    icon: "refresh",
    title: "System Modernization",
    text: "Move legacy ERP, CRM and data platforms to supported, cloud-ready architectures step by step, with the old and new running side by side until the switch.",
  },
  {
    icon: "sparkles",
    title: "AI Augmentation",
    text: "Add document AI, assistants and forecasting to the processes where people lose the most time, grounded in your own data and reviewed by your teams.",
  },
  {
    icon: "layers",
    title: "Centralized Platforms",
    text: "One integration layer and one source of truth, so data entered once reaches every system that needs it.",
  },
  {
    icon: "shield",
    title: "Secure by Design",
    text: "Identity, audit trails and least-privilege access built in from the first sprint, ready for your security review.",
  },
];

export const ANALYZER_COPY = {
  eyebrow: "Free AI tool",
  title: "Enterprise Systems Analyzer",
  lead: "Pick the systems you run today, tell us about your organization and get a modernization report with recommendations, AI opportunities, benchmarks and investment tiers.",
  stepSystems: "1. Select your current systems",
  stepDetails: "2. Tell us about your organization",
  optionalDetails: "Optional details",
  submitLabel: "Analyze My Systems",
  emailHint: "Use your company email; personal email domains are not accepted.",
  challengesPlaceholder:
    "For example: month-end close takes two weeks, customer data lives in three systems…",
} as const;

export const ENTERPRISE_TESTIMONIAL = {
  quote:
    "We expected a slide deck. Instead we got a working integration layer in front of our ERP within a quarter, and our finance team stopped re-keying orders by hand.",
  name: "Dana Whitfield",
  role: "VP of Enterprise Applications",
  company: "Northgate Industrial Supply (fictional)",
} as const;

export const ENTERPRISE_CLOSING = {
  title: "Ready to modernize without the big-bang risk?",
  lead: "Start with the analyzer, or tell us about your project and we will shape a first phase with you.",
  primaryLabel: "Start a Project",
  primaryHref: "/intake",
  secondaryLabel: "Run the Analyzer",
} as const;
