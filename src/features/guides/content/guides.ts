import type { GuideChapter, GuideSection } from "../server/guides.tables.ts";

/**
 * The guides at /guide/{slug}: checklists (sections of items) and playbooks (chapters of sections).
 * Original demo content, written to be useful on its own; seeded into the guides table.
 */
export type GuideSeed = {
  slug: string;
  title: string;
  type: "checklist" | "playbook";
  /** The "About this Guide" text. */
  content: string;
  summary: string;
  sections?: GuideSection[];
  chapters?: GuideChapter[];
};

export const GUIDES: GuideSeed[] = [
  {
    slug: "mvp-launch-checklist",
    title: "MVP Launch Checklist",
    type: "checklist",
    summary:
      "Everything to check before real users touch your first version: scope, quality, analytics, legal and launch day.",
    content:
      "A minimum viable product is the smallest thing that lets you learn whether people want what you are building. This checklist is the one our teams walk through in the last two weeks before an MVP goes live. It is deliberately short on polish and long on the things that hurt when they are missing: being able to see what users do, recover from mistakes, and talk to the people who signed up.",
    sections: [
      {
        title: "Scope and success",
        items: [
          "Write the one problem the MVP solves in a single sentence, and the user who has it.",
          "List the riskiest assumption the launch should test (e.g. 'teams will invite a colleague in week one').",
          "Define two or three success metrics with a target and a date (activation rate, week-2 retention, paid conversions).",
          "Cut every feature that does not serve the core journey; park them in a visible 'later' list.",
          "Agree who decides on go/no-go and when the launch review happens.",
        ],
      },
      {
        title: "Core journey quality",
        items: [
          "Walk the sign-up → first value → return journey end to end on a phone and a laptop.",
          "Automate tests for the core journey so a change cannot silently break it.",
          "Check empty states, loading states and error messages on every screen of the core journey.",
          "Make sure password reset, email verification and sign-out work.",
          "Test with five people from the target audience and fix what stops them.",
        ],
      },
      {
        title: "Reliability and security",
        items: [
          "Automated database backups are on, and a restore has been tried once.",
          "Errors are reported to a tool the team watches (with alerts for spikes).",
          "HTTPS everywhere; secrets live in environment variables or a secret manager, not in the repository.",
          "Rate limits on sign-in, sign-up and any form that sends email.",
          "Dependencies scanned for known vulnerabilities; admin accounts use multi-factor authentication.",
          "A rollback plan: the previous version can be redeployed in minutes.",
        ],
      },
      {
        title: "Analytics and feedback",
        items: [
          "Track the events behind your success metrics (signed up, activated, returned, paid).",
          "Name events consistently and document them in one place.",
          "Add an in-app way to send feedback or book a call with the founders.",
          "Set up a weekly dashboard and a weekly 30-minute review of it.",
        ],
      },
      {
        title: "Legal and trust",
        items: [
          "Privacy policy and terms of service published and linked from sign-up.",
          "Cookie consent where the law requires it (e.g. for EU visitors and non-essential cookies).",
          "A data processing agreement with every vendor that handles user data.",
          "A support email address that a person reads every day.",
        ],
      },
      {
        title: "Launch day",
        items: [
          "Freeze non-critical changes 48 hours before launch.",
          "Prepare the announcement: landing page, email to the waitlist, posts for your channels.",
          "Someone is on call with access to logs, the database and the deploy pipeline.",
          "Check sign-up and payments in production with a real card right after deploying.",
          "Schedule the first retrospective one week after launch.",
        ],
      },
    ],
  },
  {
    slug: "fedramp-readiness-checklist",
    title: "FedRAMP Readiness Checklist",
    type: "checklist",
    summary:
      "Prepare a cloud service for a FedRAMP authorization: categorisation, NIST SP 800-53 controls, documentation, assessment and continuous monitoring.",
    content:
      "FedRAMP is the US government programme that standardises the security assessment and authorization of cloud services used by federal agencies. Its requirements build on NIST SP 800-53 security controls, tailored into Low, Moderate and High baselines. This checklist helps a product team judge whether it is ready to start: it does not replace the official FedRAMP documents and templates, which change over time and should always be read at fedramp.gov.",
    sections: [
      {
        title: "Scope and categorisation",
        items: [
          "Identify the federal data the service will store, process or transmit.",
          "Categorise it with FIPS 199 (confidentiality, integrity, availability) to choose the Low, Moderate or High baseline; most services land at Moderate.",
          "Check whether the Low-Impact SaaS (LI-SaaS) baseline applies to a low-risk service.",
          "Draw the authorization boundary: every component, service and data flow inside it, and every external service it connects to.",
          "Confirm that the underlying infrastructure (IaaS/PaaS) already holds a FedRAMP authorization at the same or a higher level, so you can inherit its controls.",
        ],
      },
      {
        title: "Sponsorship and path",
        items: [
          "Find an agency sponsor willing to authorize the service, or check the current programme paths on fedramp.gov.",
          "Estimate the cost and time: documentation, a third-party assessment and remediation usually take many months.",
          "Name an owner for the authorization package and for continuous monitoring after it.",
        ],
      },
      {
        title: "Security controls (NIST SP 800-53)",
        items: [
          "Map each control of the chosen baseline to how it is implemented, inherited or shared with customers.",
          "Multi-factor authentication for all privileged and remote access (IA family), with identity assurance in line with NIST SP 800-63.",
          "FIPS 140-validated cryptographic modules for data in transit and at rest (SC family).",
          "Centralised audit logging with protected, retained logs and regular review (AU family).",
          "Configuration baselines, hardening (e.g. CIS benchmarks) and change control (CM family).",
          "Vulnerability scanning of operating systems, web applications and databases, with remediation deadlines by severity (RA and SI families).",
          "Incident response plan, tested, including reporting to the agency and to CISA as required (IR family).",
          "Contingency plan with backups, an alternate site and a yearly test (CP family).",
        ],
      },
      {
        title: "Documentation package",
        items: [
          "System Security Plan (SSP) describing the system and every control implementation.",
          "Customer Responsibility Matrix showing which controls customers must implement themselves.",
          "Policies and procedures for each control family.",
          "Incident response plan, contingency plan, configuration management plan and continuous monitoring plan.",
          "Plan of Action and Milestones (POA&M) for every known weakness.",
        ],
      },
      {
        title: "Assessment",
        items: [
          "Engage an accredited Third Party Assessment Organization (3PAO).",
          "Consider a Readiness Assessment Report (RAR) first to find gaps before the full assessment.",
          "Support the 3PAO's Security Assessment Plan, testing and penetration test.",
          "Remediate high findings before authorization and track the rest in the POA&M.",
        ],
      },
      {
        title: "Continuous monitoring",
        items: [
          "Monthly vulnerability scans and POA&M updates delivered to the authorizing officials.",
          "An annual assessment of a subset of controls by the 3PAO.",
          "Significant changes reviewed and approved before they are made.",
          "Incident reporting procedures practised with the whole on-call team.",
        ],
      },
    ],
  },
  {
    slug: "legacy-modernization-playbook",
    title: "Legacy Modernization Playbook",
    type: "playbook",
    summary:
      "How to modernise a business-critical legacy system step by step, without a risky big-bang rewrite.",
    content:
      "Most legacy systems are legacy because they work: they carry years of business rules nobody wrote down. This playbook describes how we modernise them incrementally, replacing one capability at a time while the old system keeps running, so the business sees value early and never bets everything on a single cut-over weekend.",
    chapters: [
      {
        title: "1. Assess before you plan",
        sections: [
          {
            title: "Map the system",
            content:
              "Inventory the applications, databases, batch jobs, integrations and reports, and who depends on each of them. Interview the people who operate the system: their workarounds reveal the real requirements. Measure what you can (usage per feature, data volumes, incident history, change lead time) so later decisions rest on facts.",
          },
          {
            title: "Score by value and risk",
            content:
              "For each capability, rate its business value, how often it changes, its technical health and the risk of touching it. Capabilities that change often and hurt the most are the first candidates; stable, rarely used parts can wait or be retired.",
          },
        ],
      },
      {
        title: "2. Choose a strategy per capability",
        sections: [
          {
            title: "The options",
            content:
              "Not everything needs a rewrite. Common options are: retire (switch it off), retain (leave it for now), rehost (move it to new infrastructure as is), replatform (small changes to use managed services), repurchase (replace it with a product), and refactor or rebuild (change the code and architecture). Pick per capability, not once for the whole system.",
          },
          {
            title: "Prefer incremental replacement",
            content:
              "The strangler fig pattern places a routing layer in front of the legacy system. New or rewritten capabilities are served by the new system and everything else still goes to the old one, until nothing is left to route. Each step is small, reversible and delivers value on its own.",
          },
        ],
      },
      {
        title: "3. Build the safety net",
        sections: [
          {
            title: "Characterisation tests",
            content:
              "Before changing behaviour, record what the system does today: inputs and outputs of key transactions, reports and calculations. Automated characterisation tests then show whether the new implementation matches the old one, including the quirks the business relies on.",
          },
          {
            title: "Observability",
            content:
              "Add logging, metrics and tracing around the boundaries you are about to move. You need to compare old and new paths in production, spot errors quickly and prove performance did not regress.",
          },
        ],
      },
      {
        title: "4. Move the data",
        sections: [
          {
            title: "One owner per piece of data",
            content:
              "During the transition, decide which system is the source of truth for each entity. Synchronise in one direction where possible (change data capture or events), and avoid two systems writing the same records.",
          },
          {
            title: "Migrate in rehearsals",
            content:
              "Run the migration repeatedly against copies of production data, reconcile counts and totals automatically, and time it. The real migration should be the boring repetition of a procedure that has already worked several times.",
          },
        ],
      },
      {
        title: "5. Cut over and retire",
        sections: [
          {
            title: "Release gradually",
            content:
              "Use feature flags or routing rules to send a small share of users or transactions to the new path first, compare results, then increase. Keep the way back open until the new path has run cleanly through a full business cycle, such as a month-end close.",
          },
          {
            title: "Actually switch it off",
            content:
              "Decommission the replaced parts of the legacy system, archive the data you must keep, and remove the routing rules. Savings and simplicity only arrive when the old component is really gone.",
          },
        ],
      },
    ],
  },
  {
    slug: "ai-feature-due-diligence-checklist",
    title: "AI Feature Due-Diligence Checklist",
    type: "checklist",
    summary:
      "Questions to answer before shipping a feature built on a large language model: value, data, quality, safety, cost and operations.",
    content:
      "Features built on large language models are easy to demo and hard to run well. Use this checklist before committing to build one, and again before it ships. It draws on common practice and on public frameworks such as the NIST AI Risk Management Framework and the OWASP Top 10 for Large Language Model Applications.",
    sections: [
      {
        title: "Problem and value",
        items: [
          "State the user task the feature improves and how you will measure the improvement.",
          "Check whether a simpler, deterministic solution (rules, search, templates) would do the job.",
          "Decide what happens when the model is unavailable: a fallback path or a clear message.",
        ],
      },
      {
        title: "Data and rights",
        items: [
          "List the data sent to the model provider and confirm the contract: retention, training use, region.",
          "Remove or mask personal and confidential data that the task does not need.",
          "Confirm you have the rights to any documents used for retrieval or fine-tuning.",
          "Document the feature for your privacy notice and records of processing.",
        ],
      },
      {
        title: "Quality and evaluation",
        items: [
          "Build an evaluation set of realistic inputs with expected outputs before tuning prompts.",
          "Measure accuracy, refusal and hallucination rates, and re-run the evaluation on every prompt or model change.",
          "Validate structured output against a schema and handle invalid responses.",
          "Ground answers in retrieved sources and show the sources to users where it matters.",
        ],
      },
      {
        title: "Security and safety",
        items: [
          "Treat all model input as untrusted: test prompt injection, including text hidden in retrieved documents.",
          "Never let model output run code, SQL or shell commands, or call privileged tools without checks.",
          "Limit what tools and data the model can reach to what the task needs (least privilege).",
          "Escape model output before rendering it as HTML.",
          "Keep a human in the loop for decisions with legal, financial or safety impact.",
        ],
      },
      {
        title: "Cost and operations",
        items: [
          "Estimate cost per request and per active user at expected volume, and set budget alerts.",
          "Set timeouts, retries and rate limits; measure latency at the 95th percentile.",
          "Log prompts, responses and model versions (without secrets) so issues can be reproduced.",
          "Pin model versions and plan how to test and roll out provider upgrades.",
        ],
      },
    ],
  },
];
