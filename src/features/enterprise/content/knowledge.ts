import type { Industry } from "./options.ts";
import type { CatalogueEntry, SystemCategory } from "./systems.ts";

/**
 * What the built-in engine knows: a modernization playbook per system category, AI opportunities
 * and indicative benchmarks per industry, and which of our own case studies to point to.
 */

export type PlaybookContext = {
  system: CatalogueEntry;
  industry: string;
  size: string;
  deployment: string | null;
};

type Playbook = {
  type: string;
  title: (c: PlaybookContext) => string;
  challenge: (c: PlaybookContext) => string;
  solution: (c: PlaybookContext) => string;
  metrics: readonly string[];
};

const target = (c: PlaybookContext) =>
  c.deployment === "onpremise"
    ? "your own data centre"
    : c.deployment === "hybrid"
      ? "a hybrid set-up (sensitive data on premises, the rest in the cloud)"
      : "the cloud";

export const PLAYBOOKS: Record<SystemCategory, Playbook> = {
  ERP: {
    type: "ERP",
    title: (c) => `Modernize ${c.system.name} with an API layer and automated finance workflows`,
    challenge: (c) =>
      `${c.system.name} holds the financial and operational core of a ${c.size.toLowerCase()} ${c.industry.toLowerCase()} organization, but batch interfaces, custom code and manual reconciliations slow down closing, planning and reporting.`,
    solution: (c) =>
      `Wrap ${c.system.name} in a documented integration layer (event and REST APIs), move custom code out of the core into side-by-side services, and automate reconciliations, approvals and invoice capture with AI-assisted workflows running on ${target(c)}.`,
    metrics: [
      "30-50% less manual data entry in finance and operations",
      "Month-end close shortened by 2-4 days",
      "One source of truth for orders, inventory and ledgers",
    ],
  },
  CRM: {
    type: "CRM",
    title: (c) => `Unify customer data in ${c.system.name} and add AI-assisted selling and service`,
    challenge: (c) =>
      `Customer information in ${c.system.name} is spread over duplicate records, spreadsheets and email, so teams in ${c.industry.toLowerCase()} lack a complete view of each account and spend time on data upkeep instead of customers.`,
    solution: (c) =>
      `Deduplicate and enrich records, sync ${c.system.name} with ERP and support data through an integration hub, and add AI lead scoring, next-best-action prompts and reply drafting inside the tools the team already uses.`,
    metrics: [
      "20-30% more time spent with customers",
      "Faster response times on inbound requests",
      "Forecasts built from live pipeline data",
    ],
  },
  HRMS: {
    type: "HRMS",
    title: (c) => `Automate people processes around ${c.system.name}`,
    challenge: (c) =>
      `Onboarding, role changes and HR requests around ${c.system.name} still rely on forms and hand-offs between HR, IT and managers, which is slow and error-prone for a ${c.size.toLowerCase()} workforce.`,
    solution: (c) =>
      `Connect ${c.system.name} to identity, payroll and IT service management so that hires, moves and leavers trigger provisioning automatically, and answer routine HR questions with an assistant grounded in your own policies.`,
    metrics: [
      "Onboarding set-up time cut from days to hours",
      "40-60% of routine HR questions answered self-service",
      "Fewer access errors at joiner, mover and leaver events",
    ],
  },
  ProjectManagement: {
    type: "Project management",
    title: (c) => `Connect ${c.system.name} to portfolio reporting and delivery data`,
    challenge: (c) =>
      `Status in ${c.system.name} is updated by hand and does not meet finance or resource data, so portfolio reports lag behind reality and risks show up late.`,
    solution: (c) =>
      `Integrate ${c.system.name} with time, budget and code-delivery data, generate weekly status summaries automatically, and flag schedule and budget risks early with simple predictive rules and AI summaries.`,
    metrics: [
      "Hours of status reporting saved per project manager each week",
      "Earlier warning of schedule slips",
      "Portfolio view that matches actual delivery",
    ],
  },
  DataManagement: {
    type: "Data management",
    title: (c) => `Move ${c.system.name} workloads to a governed, analytics-ready data platform`,
    challenge: (c) =>
      c.system.cloudReady
        ? `${c.system.name} serves many applications, but nightly batch jobs, undocumented schemas and scattered extracts make data late, duplicated and hard to trust.`
        : `${c.system.name} is not cloud ready: it runs on dedicated infrastructure with specialised skills, which makes change slow and analytics and AI use of its data difficult.`,
    solution: (c) =>
      c.system.cloudReady
        ? `Catalogue the data in ${c.system.name}, replace point-to-point extracts with change-data-capture pipelines into a governed platform on ${target(c)}, and expose curated data sets for reporting and AI use.`
        : `Keep ${c.system.name} running while replicating its data with change-data-capture, re-platform the applications that depend on it step by step (strangler pattern), and retire the dedicated infrastructure when the last consumer has moved.`,
    metrics: [
      "Reports on data hours old instead of a day old",
      "Lower licence and infrastructure costs",
      "Clear data ownership and lineage for audits",
    ],
  },
  Communications: {
    type: "Communications",
    title: (c) => `Turn ${c.system.name} into a workflow hub for your teams`,
    challenge: (c) =>
      `Requests and approvals arrive in ${c.system.name} as free-form messages, so work gets lost between channels and teams re-enter the same information in business systems.`,
    solution: (c) =>
      `Add structured request flows, approval bots and meeting summaries to ${c.system.name}, connected to your ERP, CRM and service desk so that a message can create or update the record it is about.`,
    metrics: [
      "Fewer context switches between chat and business systems",
      "Meeting notes and action items captured automatically",
      "Approvals completed in minutes instead of days",
    ],
  },
  Security: {
    type: "Security",
    title: (c) => `Strengthen and automate security operations around ${c.system.name}`,
    challenge: (c) =>
      `${c.system.name} produces a high volume of alerts and access events, and manual triage and access reviews leave gaps that auditors and attackers both notice.`,
    solution: (c) =>
      `Centralise identities and logs, automate access reviews and joiner-mover-leaver changes, and triage alerts from ${c.system.name} with playbooks and AI summaries so analysts only handle what needs a human decision.`,
    metrics: [
      "Alert triage time reduced by half",
      "Access reviews completed on schedule with evidence",
      "Faster containment of incidents",
    ],
  },
  Other: {
    type: "Business system",
    title: (c) => `Streamline processes that run through ${c.system.name}`,
    challenge: (c) =>
      `${c.system.name} supports important processes, but manual steps, document handling and limited integration with core systems create delays and rework.`,
    solution: (c) =>
      `Integrate ${c.system.name} with your core systems through APIs, automate document intake and routing with AI extraction, and add dashboards that show where work waits.`,
    metrics: [
      "Shorter cycle times for requests and approvals",
      "Less rekeying between systems",
      "Process visibility for managers",
    ],
  },
};

/** Timeframes of the recommendations follow the visitor's timeframe choice. */
export const TIMEFRAME_IMPACT: Record<string, string> = {
  urgent: "1-3 months",
  standard: "3-6 months",
  extended: "6-12 months",
  phased: "12+ months (phased)",
};

export type AiOpportunity = {
  title: string;
  technology: string;
  description: string;
  productivityGain: string;
};

export const INDUSTRY_AI_OPPORTUNITIES: Record<Industry, AiOpportunity[]> = {
  finance: [
    {
      title: "Intelligent document processing for onboarding and lending",
      technology: "Document AI (OCR + large language models)",
      description:
        "Extract and check data from statements, IDs and applications, with people reviewing only low-confidence fields.",
      productivityGain: "50-70% less manual review time",
    },
    {
      title: "Transaction anomaly detection",
      technology: "Machine learning (anomaly detection)",
      description:
        "Score transactions and journal entries for unusual patterns to focus fraud and audit work.",
      productivityGain: "30-40% fewer false positives",
    },
    {
      title: "Regulatory change assistant",
      technology: "Retrieval-augmented generation",
      description: "Summarise new regulations and map them to the policies and controls they affect.",
      productivityGain: "Days saved per regulatory update",
    },
  ],
  healthcare: [
    {
      title: "Clinical documentation assistant",
      technology: "Speech recognition + large language models",
      description: "Draft visit notes from conversations for clinicians to review and sign.",
      productivityGain: "1-2 hours saved per clinician per day",
    },
    {
      title: "Prior authorization automation",
      technology: "Document AI + rules engine",
      description: "Assemble authorization packets from the record and track payer responses.",
      productivityGain: "40-60% faster authorizations",
    },
    {
      title: "Appointment no-show prediction",
      technology: "Machine learning (classification)",
      description: "Predict likely no-shows and trigger reminders or overbooking where it helps.",
      productivityGain: "20-30% fewer missed appointments",
    },
  ],
  manufacturing: [
    {
      title: "Predictive maintenance",
      technology: "IoT sensor data + machine learning",
      description: "Forecast equipment failures from sensor and maintenance history to plan repairs.",
      productivityGain: "30-50% less unplanned downtime",
    },
    {
      title: "Visual quality inspection",
      technology: "Computer vision",
      description: "Inspect parts on the line with cameras and flag defects for review.",
      productivityGain: "Inspection effort cut by half",
    },
    {
      title: "Demand-driven production planning",
      technology: "Time-series forecasting",
      description: "Feed order and market signals into planning to size production runs and stock.",
      productivityGain: "10-20% lower inventory carrying costs",
    },
  ],
  retail: [
    {
      title: "Demand forecasting and replenishment",
      technology: "Time-series forecasting",
      description: "Forecast demand per store and item and generate replenishment proposals.",
      productivityGain: "20-30% fewer stock-outs",
    },
    {
      title: "Customer service assistant",
      technology: "Conversational AI with order look-up",
      description: "Answer order, return and product questions across chat and email, handing over to staff.",
      productivityGain: "40-60% of contacts resolved automatically",
    },
    {
      title: "Personalised recommendations",
      technology: "Recommendation models",
      description: "Recommend products from browsing and purchase history in store apps and email.",
      productivityGain: "5-15% higher basket size",
    },
  ],
  technology: [
    {
      title: "AI-assisted software delivery",
      technology: "Code assistants + automated testing",
      description: "Speed up coding, review and test writing with assistants inside the team's workflow.",
      productivityGain: "20-40% faster delivery of routine changes",
    },
    {
      title: "Support ticket triage and answers",
      technology: "Large language models + knowledge retrieval",
      description: "Classify, route and draft replies to tickets from documentation and past resolutions.",
      productivityGain: "30-50% shorter resolution times",
    },
    {
      title: "Usage analytics and churn signals",
      technology: "Machine learning (classification)",
      description: "Spot accounts at risk from product usage and support history.",
      productivityGain: "Earlier, targeted retention work",
    },
  ],
  government: [
    {
      title: "Constituent request assistant",
      technology: "Conversational AI grounded in agency content",
      description: "Answer common questions and guide residents to the right service, in plain language.",
      productivityGain: "30-50% fewer routine calls",
    },
    {
      title: "Case and application intake",
      technology: "Document AI + workflow automation",
      description: "Extract data from forms and attachments and route complete cases to caseworkers.",
      productivityGain: "40-60% faster intake",
    },
    {
      title: "Records search and redaction",
      technology: "Entity recognition + search",
      description: "Find responsive records and suggest redactions for public records requests.",
      productivityGain: "Days saved per records request",
    },
  ],
  education: [
    {
      title: "Student support assistant",
      technology: "Conversational AI with student-system look-up",
      description: "Answer enrolment, financial aid and schedule questions around the clock.",
      productivityGain: "30-40% fewer routine help-desk contacts",
    },
    {
      title: "Early-alert analytics",
      technology: "Machine learning (risk scoring)",
      description: "Identify students at risk from attendance and course activity for timely outreach.",
      productivityGain: "Earlier interventions for at-risk students",
    },
    {
      title: "Course content and feedback drafting",
      technology: "Large language models",
      description: "Draft rubrics, feedback and course materials for instructors to adapt.",
      productivityGain: "Hours saved per instructor each week",
    },
  ],
  other: [
    {
      title: "Document and email processing",
      technology: "Document AI + large language models",
      description:
        "Classify incoming documents and email, extract key data and route it to the right system.",
      productivityGain: "40-60% less manual handling",
    },
    {
      title: "Internal knowledge assistant",
      technology: "Retrieval-augmented generation",
      description: "Answer staff questions from policies, procedures and past work, with sources.",
      productivityGain: "Hours saved per employee each month",
    },
    {
      title: "Operational forecasting",
      technology: "Time-series forecasting",
      description: "Forecast workload and demand to plan staffing and capacity.",
      productivityGain: "10-20% better capacity planning",
    },
  ],
};

export type Benchmark = { metric: string; industryAverage: string; topPerformers: string; note: string };

/** Indicative figures from common industry surveys; ranges, not promises. */
export const INDUSTRY_BENCHMARKS: Record<Industry, Benchmark[]> = {
  finance: [
    {
      metric: "Month-end close",
      industryAverage: "6-10 days",
      topPerformers: "3-5 days",
      note: "Automated reconciliations and integrated ledgers drive the difference.",
    },
    {
      metric: "Customer onboarding (KYC)",
      industryAverage: "2-4 weeks",
      topPerformers: "1-3 days",
      note: "Leaders extract document data automatically and check it in real time.",
    },
  ],
  healthcare: [
    {
      metric: "Clinician time on documentation",
      industryAverage: "30-35% of the day",
      topPerformers: "Under 20%",
      note: "Ambient documentation and templates return time to patients.",
    },
    {
      metric: "Prior authorization turnaround",
      industryAverage: "5-10 days",
      topPerformers: "1-2 days",
      note: "Electronic submission and automated status checks shorten the wait.",
    },
  ],
  manufacturing: [
    {
      metric: "Overall equipment effectiveness (OEE)",
      industryAverage: "55-65%",
      topPerformers: "80-85%",
      note: "Predictive maintenance and live line data lift availability.",
    },
    {
      metric: "Unplanned downtime",
      industryAverage: "5-10% of production time",
      topPerformers: "Under 3%",
      note: "Leaders plan repairs from sensor data instead of reacting to failures.",
    },
  ],
  retail: [
    {
      metric: "On-shelf availability",
      industryAverage: "90-92%",
      topPerformers: "97-98%",
      note: "Store-level forecasting and automated replenishment close the gap.",
    },
    {
      metric: "Contacts resolved without an agent",
      industryAverage: "15-25%",
      topPerformers: "50%+",
      note: "Self-service with order look-up handles the routine questions.",
    },
  ],
  technology: [
    {
      metric: "Deployment frequency",
      industryAverage: "Weekly to monthly",
      topPerformers: "Several times a day",
      note: "Automated testing and delivery pipelines make small changes safe.",
    },
    {
      metric: "Support first-response time",
      industryAverage: "8-24 hours",
      topPerformers: "Under 1 hour",
      note: "Automatic triage and suggested answers keep queues short.",
    },
  ],
  government: [
    {
      metric: "Services fully available online",
      industryAverage: "40-60%",
      topPerformers: "85%+",
      note: "Digitised intake and case management let residents finish online.",
    },
    {
      metric: "Records request turnaround",
      industryAverage: "20-30 days",
      topPerformers: "Under 10 days",
      note: "Search, tracking and assisted redaction shorten each request.",
    },
  ],
  education: [
    {
      metric: "Help-desk requests solved by self-service",
      industryAverage: "10-20%",
      topPerformers: "40%+",
      note: "Assistants connected to student systems answer routine questions.",
    },
    {
      metric: "Time to publish term schedules",
      industryAverage: "6-8 weeks",
      topPerformers: "2-3 weeks",
      note: "Integrated scheduling and room systems remove manual hand-offs.",
    },
  ],
  other: [
    {
      metric: "Share of processes with manual re-entry",
      industryAverage: "30-50%",
      topPerformers: "Under 10%",
      note: "Integrated systems remove copying data between applications.",
    },
    {
      metric: "Request-to-approval cycle time",
      industryAverage: "3-5 days",
      topPerformers: "Same day",
      note: "Structured requests and automated routing remove waiting time.",
    },
  ],
};

/**
 * Our own case studies (marketing slice, content/case-studies.ts), referenced by slug, title and
 * client. The outcomes are short summaries in our own words that point to the full story.
 */
export type CaseStudyReference = { slug: string; title: string; company: string; outcome: string };

export const CASE_STUDY_REFERENCES = {
  ledgerlight: {
    slug: "ledgerlight-cash-flow-forecasting-for-main-street",
    title: "Ledgerlight: Cash-Flow Forecasting for Main Street",
    company: "Ledgerlight Inc.",
    outcome:
      "Bank feeds and invoices combined into forecasts that warn owners of cash shortfalls weeks earlier.",
  },
  harvestHearth: {
    slug: "harvest-hearth-a-surplus-food-exchange",
    title: "Harvest & Hearth: A Surplus-Food Exchange",
    company: "Harvest & Hearth Collective",
    outcome:
      "A shared exchange that connects many partners' systems and redirects surplus food to community meals.",
  },
  civicPath: {
    slug: "civicpath-311-modernization",
    title: "CivicPath 311 Modernization",
    company: "City of Riverton",
    outcome: "A legacy request system modernized so that crews are assigned in hours instead of days.",
  },
  atlasXr: {
    slug: "atlas-xr-field-training-in-augmented-reality",
    title: "Atlas XR: Field Training in Augmented Reality",
    company: "Atlas Field Services",
    outcome: "Digital training flows that bring new technicians to sign-off markedly faster.",
  },
  kinfolk: {
    slug: "kinfolk-commons-a-platform-for-mutual-aid-networks",
    title: "Kinfolk Commons: A Platform for Mutual-Aid Networks",
    company: "Kinfolk Commons Cooperative",
    outcome: "One platform that coordinates requests across dozens of independent groups.",
  },
  signalScout: {
    slug: "signalscout-ai-triage-for-grant-applications",
    title: "SignalScout: AI Triage for Grant Applications",
    company: "Riverton State Office of Community Grants",
    outcome: "AI triage that lets reviewers skip incomplete files and answer applicants sooner.",
  },
  pantry: {
    slug: "pantry-io-beta-smart-inventory-for-restaurants",
    title: "Pantry.io (Beta): Smart Inventory for Restaurants",
    company: "Pantry.io",
    outcome: "Inventory data captured automatically, cutting counting time and food waste in pilot kitchens.",
  },
} as const satisfies Record<string, CaseStudyReference>;

type CaseStudyKey = keyof typeof CASE_STUDY_REFERENCES;

/** Which story fits a system category best. */
export const CATEGORY_CASE_STUDY: Record<SystemCategory, CaseStudyKey> = {
  ERP: "ledgerlight",
  CRM: "kinfolk",
  HRMS: "atlasXr",
  ProjectManagement: "signalScout",
  DataManagement: "pantry",
  Communications: "civicPath",
  Security: "civicPath",
  Other: "harvestHearth",
};

/** For government visitors, public-sector stories come first. */
export const GOVERNMENT_CASE_STUDY: Partial<Record<SystemCategory, CaseStudyKey>> = {
  ProjectManagement: "signalScout",
  Other: "civicPath",
  CRM: "civicPath",
  DataManagement: "signalScout",
};

export const caseStudyPath = (slug: string) => `/case-study/${slug}`;
