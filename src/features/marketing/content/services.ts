/**
 * The /services page: twelve service cards in six categories, each with five features and a button to
 * /contact; the category chips filter them.
 * A card's id is its category; icons are lucide names resolved in components/services/service-icon.tsx.
 */
export const SERVICE_CATEGORIES = [
  "software",
  "startup",
  "government",
  "innovation",
  "cloud",
  "security",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ServiceFilter = "all" | ServiceCategory;

/** The filter chips, "all" first. */
export const SERVICE_FILTERS: { value: ServiceFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "software", label: "Software" },
  { value: "startup", label: "Startup" },
  { value: "government", label: "Government" },
  { value: "innovation", label: "Innovation" },
  { value: "cloud", label: "Cloud" },
  { value: "security", label: "Security" },
];

export type ServiceIconName =
  | "code"
  | "scan-search"
  | "rocket"
  | "handshake"
  | "landmark"
  | "users"
  | "sparkles"
  | "lightbulb"
  | "cloud"
  | "workflow"
  | "shield-check"
  | "clipboard-check";

export type Service = {
  id: ServiceCategory;
  title: string;
  icon: ServiceIconName;
  description: string;
  features: [string, string, string, string, string];
  ctaText: string;
  imageSrc?: string;
};

export const SERVICES_HERO = {
  eyebrow: "Services",
  title: "Software that ships faster, built with AI at every step",
  lead: "From a four-week MVP to a FedRAMP-ready platform, our engineers pair with AI tooling to design, build and run software for startups, enterprises and government agencies.",
  consultationLabel: "Schedule a Free Consultation",
  exploreLabel: "Explore Our Services",
} as const;

export const SERVICES_GALLERY = {
  title: "What we do",
  lead: "Filter by the kind of work you need. Every engagement starts with a free consultation.",
} as const;

export const SERVICES_CLOSING = {
  title: "Ready to Transform Your Business?",
  text: "Tell us where you are and where you want to be. In one conversation we will sketch a plan, a timeline and a fixed price for the first milestone.",
  buttonLabel: "Book Your Consultation",
} as const;

export const SERVICES: Service[] = [
  {
    id: "software",
    title: "Custom Software Development",
    icon: "code",
    description:
      "Web and mobile products designed and engineered by senior teams who use AI assistants for the routine work and spend their time on the hard parts.",
    features: [
      "Product discovery and clickable prototypes",
      "React, Node.js and Python engineering",
      "AI-assisted code generation under human review",
      "Automated tests from the first commit",
      "Full source code and IP ownership",
    ],
    ctaText: "Start a Software Project",
  },
  {
    id: "software",
    title: "AI-Augmented Quality Engineering",
    icon: "scan-search",
    description:
      "Find the defects your users would have found. AI-generated test cases, static analysis and exploratory testing catch up to 95% more issues before release.",
    features: [
      "Test-suite generation for existing code",
      "Risk-based regression planning",
      "Accessibility audits to WCAG 2.1 AA",
      "Performance and load testing",
      "Quality dashboards your team keeps",
    ],
    ctaText: "Improve My Test Coverage",
  },
  {
    id: "startup",
    title: "MVP in 4 Weeks",
    icon: "rocket",
    description:
      "A fixed-price, fixed-scope first release in front of real users in four weeks, so you learn from the market instead of from a slide deck.",
    features: [
      "One-week scoping with a fixed price",
      "Design, build and launch in three sprints",
      "Analytics and feedback loops on day one",
      "Investor-ready demo and technical brief",
      "A clean codebase ready for your own team",
    ],
    ctaText: "Scope My MVP",
  },
  {
    id: "startup",
    title: "Technical Co-Founding",
    icon: "handshake",
    description:
      "A fractional CTO and a delivery team for non-technical founders: architecture, hiring plans and investor conversations, until you hire your own.",
    features: [
      "Fractional CTO for roadmap and architecture",
      "Technical due diligence support",
      "Hiring plan and interview loops",
      "Cost-aware cloud and vendor choices",
      "A structured hand-over to your first engineers",
    ],
    ctaText: "Find a Technical Partner",
  },
  {
    id: "government",
    title: "FedRAMP Readiness",
    icon: "landmark",
    description:
      "Prepare a cloud product for federal customers: control mapping, documentation and the engineering changes an assessor will look for.",
    features: [
      "Gap analysis against NIST 800-53 baselines",
      "System security plan drafting",
      "Continuous monitoring set-up",
      "Boundary and data-flow diagrams",
      "Assessor readiness reviews",
    ],
    ctaText: "Plan My FedRAMP Path",
  },
  {
    id: "government",
    title: "Citizen Digital Services",
    icon: "users",
    description:
      "Public services people can finish on a phone: accessible, plain-language forms and case tools that replace paper and phone queues.",
    features: [
      "Human-centred research with residents",
      "Section 508 and WCAG 2.1 AA by default",
      "Multilingual content and forms",
      "Strangler-fig modernization of legacy systems",
      "Open standards and no vendor lock-in",
    ],
    ctaText: "Modernize a Public Service",
  },
  {
    id: "innovation",
    title: "AI Product Prototyping",
    icon: "sparkles",
    description:
      "Test an AI feature with real users before you commit: working prototypes with evaluation sets, cost estimates and a clear go or no-go.",
    features: [
      "Use-case selection workshop",
      "Working prototype in two weeks",
      "Evaluation set and quality metrics",
      "Model and hosting cost projections",
      "Responsible-AI risk review",
    ],
    ctaText: "Prototype an AI Feature",
  },
  {
    id: "innovation",
    title: "Innovation Sprints",
    icon: "lightbulb",
    description:
      "Five-day sprints that take a fuzzy opportunity to a tested concept, with your team in the room and users on the last day.",
    features: [
      "Problem framing with stakeholders",
      "Rapid concept sketching and voting",
      "High-fidelity prototype in two days",
      "Five user interviews on day five",
      "A decision memo with next steps",
    ],
    ctaText: "Run an Innovation Sprint",
  },
  {
    id: "cloud",
    title: "Cloud Migration",
    icon: "cloud",
    description:
      "Move workloads off ageing data centres in planned waves, with rollback at every step and the bill understood before the move.",
    features: [
      "Application portfolio assessment",
      "Wave planning with rollback points",
      "Containerisation and re-platforming",
      "Data migration with verification",
      "Cost baselines and FinOps guardrails",
    ],
    ctaText: "Plan a Cloud Migration",
  },
  {
    id: "cloud",
    title: "Platform Engineering & DevOps",
    icon: "workflow",
    description:
      "Paved roads for your developers: pipelines, environments and observability that make shipping safe on an ordinary Tuesday.",
    features: [
      "CI/CD pipelines with policy checks",
      "Infrastructure as code",
      "Preview environments per change",
      "Logging, metrics and tracing",
      "On-call runbooks and SLOs",
    ],
    ctaText: "Streamline My Delivery",
  },
  {
    id: "security",
    title: "Security Assessment",
    icon: "shield-check",
    description:
      "Know where you stand: architecture review, code analysis and penetration testing, with findings ranked by what an attacker would try first.",
    features: [
      "Threat modelling workshop",
      "Automated and manual code review",
      "Cloud configuration review",
      "Penetration testing of key journeys",
      "A prioritised remediation plan",
    ],
    ctaText: "Assess My Security",
  },
  {
    id: "security",
    title: "Compliance Implementation",
    icon: "clipboard-check",
    description:
      "Turn SOC 2, HIPAA or StateRAMP requirements into working controls, evidence that collects itself and audits without the scramble.",
    features: [
      "Control mapping to your real systems",
      "Policy and procedure templates",
      "Automated evidence collection",
      "Audit-trail design and logging",
      "Pre-audit readiness checks",
    ],
    ctaText: "Implement My Controls",
  },
];
