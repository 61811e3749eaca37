import type { Segment } from "./madlib-options.ts";

/** One downloadable guide per segment, offered on /thank-you and rendered as a PDF on request. */
export type ResourceSection = { heading: string; paragraphs: readonly string[]; bullets?: readonly string[] };
export type Resource = {
  slug: string;
  segment: Segment;
  title: string;
  summary: string;
  /** Shown on the offer card: what the reader will take away. */
  highlights: readonly string[];
  sections: readonly ResourceSection[];
};

export const RESOURCES: readonly Resource[] = [
  {
    slug: "startup-mvp-playbook",
    segment: "startup",
    title: "The Four-Week MVP Playbook",
    summary:
      "How to scope, build and launch a first product in four weeks without burning your runway: the decisions that matter in week one, the ones that can wait, and how to know whether the launch worked.",
    highlights: [
      "A one-page scope that fits in four weeks",
      "The build-versus-buy list for a first release",
      "Launch metrics that tell you what to do next",
    ],
    sections: [
      {
        heading: "1. Start from one painful job, not a feature list",
        paragraphs: [
          "An MVP exists to answer one question: will a specific kind of customer change their behaviour to get a specific job done? Write that question down before you write a single ticket. If you cannot name the customer and the job in one sentence, the scope is not ready.",
          "Interview five to ten people who have the problem today. Ask how they solve it now, what it costs them and what they tried before. Their current workaround is your real competitor, and it sets the bar your first release has to clear.",
        ],
        bullets: [
          "Customer: who exactly, in one line (role, company size, situation).",
          "Job: the outcome they want, in their words.",
          "Proof: the behaviour that would show the product works (a payment, a repeat visit, an invite sent).",
        ],
      },
      {
        heading: "2. Cut the scope to one path through the product",
        paragraphs: [
          "Draw the single path a new user takes from sign-up to the moment they get value. Everything on that path is in scope; everything off it waits. Settings pages, admin dashboards, role management and notification preferences almost never belong in a four-week release.",
          "Give every remaining item a size in days. If the total exceeds fifteen working days for the team you have, cut again. It is far cheaper to add a feature in week six than to rescue a launch that slipped by a month.",
        ],
        bullets: [
          "Must have: the steps without which the job cannot be done.",
          "Should have: steps that make it pleasant; do them only if the must-haves are done early.",
          "Later: anything a customer has not asked for in an interview.",
        ],
      },
      {
        heading: "3. Buy everything that is not your product",
        paragraphs: [
          "Authentication, payments, email delivery, file storage, analytics and error tracking are solved problems. Use managed services or well-maintained libraries for each and spend your build time on the part that makes you different.",
          "Choose a boring, popular stack your team already knows. The best technology for an MVP is the one that lets you change your mind quickly when customers tell you something surprising.",
        ],
      },
      {
        heading: "4. Build in weekly slices you can show",
        paragraphs: [
          "Plan the four weeks as four demos. At the end of each week something a customer could click must work end to end, even if it is ugly. Weekly demos expose misunderstandings while they are still cheap to fix.",
        ],
        bullets: [
          "Week 1: sign-up and the first screen of the core path, deployed to a real URL.",
          "Week 2: the core path works with real data.",
          "Week 3: payments or the proof behaviour, plus the rough edges users hit first.",
          "Week 4: onboarding copy, monitoring, a backup you have restored once, and launch.",
        ],
      },
      {
        heading: "5. Launch to a list, then measure three numbers",
        paragraphs: [
          "Launch to the people you interviewed and a waiting list, not to the whole internet. A small group you can talk to teaches you more than a spike of anonymous traffic.",
          "Track activation (how many new users reach the value moment), retention (how many come back in week two) and the proof behaviour you named in step one. If activation is low, fix onboarding; if retention is low, revisit the job; if both are healthy, it is time to grow.",
        ],
      },
      {
        heading: "6. Keep the code yours",
        paragraphs: [
          "Insist on owning the repository, the cloud accounts and the domain from day one. Document how to deploy in a README that a new engineer can follow in an hour. An MVP that only its original builder can run is a liability when you raise money or hire your first developer.",
        ],
      },
    ],
  },
  {
    slug: "enterprise-modernization-guide",
    segment: "enterprise",
    title: "Modernizing Legacy Systems Without Stopping the Business",
    summary:
      "A practical approach to replacing an ageing core system piece by piece: how to map what you have, pick the first slice, run old and new side by side and retire the legacy platform on a schedule the business can live with.",
    highlights: [
      "A two-week discovery that maps what really runs",
      "The strangler pattern, step by step",
      "How to measure and communicate progress to leadership",
    ],
    sections: [
      {
        heading: "1. Why big-bang rewrites fail",
        paragraphs: [
          "A full rewrite freezes the old system while the new one is built, so the business keeps changing underneath it. By the time the new system is ready, it is already behind, and the cut-over becomes a single high-risk weekend. Incremental modernization delivers value every quarter and keeps a rollback path at every step.",
        ],
      },
      {
        heading: "2. Map what actually runs",
        paragraphs: [
          "Spend two weeks on discovery before you design anything. Documentation for legacy systems is usually out of date; production traffic, batch schedules and database access logs are not.",
        ],
        bullets: [
          "List every interface: screens, APIs, file drops, batch jobs and reports.",
          "Measure usage: which functions run daily, monthly, or never.",
          "Find the hidden consumers: spreadsheets, scripts and partner feeds that read the database directly.",
          "Record the rules that live only in code, and the people who know them.",
        ],
      },
      {
        heading: "3. Choose the first slice carefully",
        paragraphs: [
          "The first slice should be valuable enough to matter and small enough to finish in one quarter. Good candidates are functions with clear boundaries, frequent change requests and a frustrated user group: a customer portal, a reporting module or a pricing engine.",
          "Avoid starting with the general ledger or anything at the centre of every transaction. Earn trust with a visible win first.",
        ],
      },
      {
        heading: "4. Strangle the old system step by step",
        paragraphs: [
          "Put a routing layer (an API gateway or a thin facade) in front of the legacy system. Build the new slice behind the same interface and switch traffic to it gradually: first internal users, then a small share of customers, then everyone. Keep the old path available until the new one has run a full business cycle, including month-end and year-end.",
        ],
        bullets: [
          "Synchronise data both ways during the transition, with reconciliation reports every day.",
          "Use feature flags so switching back takes minutes, not a release.",
          "Retire each legacy function explicitly: remove its code and its access, and write down the date.",
        ],
      },
      {
        heading: "5. Use AI where it speeds up the dull work",
        paragraphs: [
          "AI-assisted tooling is most valuable for reading and explaining old code, generating characterization tests that capture current behaviour, and drafting data mappings. Every generated artefact is reviewed by an engineer, and behaviour is proven by tests that run against both the old and the new system.",
        ],
      },
      {
        heading: "6. Report progress in business terms",
        paragraphs: [
          "Leadership does not need story points. Report the share of traffic served by new components, the legacy functions retired, the change lead time for the modernized areas and the running cost of old versus new infrastructure. These four numbers show whether the programme is paying for itself.",
        ],
      },
    ],
  },
  {
    slug: "government-compliance-roadmap",
    segment: "government",
    title: "A Practical Roadmap to Compliant Digital Services",
    summary:
      "How agencies can deliver modern, user-centred digital services while meeting security and compliance obligations: planning an authorization early, choosing controls that fit, and keeping continuous monitoring manageable.",
    highlights: [
      "How to plan an authorization from day one",
      "A control baseline worksheet you can reuse",
      "Continuous monitoring that a small team can sustain",
    ],
    sections: [
      {
        heading: "1. Treat compliance as a design input",
        paragraphs: [
          "Security and compliance requirements are cheapest to meet when they shape the architecture, and most expensive when they are audited in at the end. Bring your security officer and authorizing official into the first planning meeting and agree on the impact level and the authorization path before development starts.",
        ],
      },
      {
        heading: "2. Categorize the system and its data",
        paragraphs: [
          "Start by describing the information the service will handle and the harm that a loss of confidentiality, integrity or availability would cause. This categorization determines the control baseline, the hosting options and the documentation you will need.",
        ],
        bullets: [
          "Inventory the data types and where each one comes from.",
          "Rate the impact of a breach for each data type as low, moderate or high.",
          "Take the highest rating as the system's overall impact level.",
        ],
      },
      {
        heading: "3. Inherit what you can",
        paragraphs: [
          "Hosting on a cloud platform that already holds an authorization at your impact level lets you inherit a large share of the physical, network and infrastructure controls. Document clearly which controls are inherited, which are shared and which your team implements, so assessors can follow the responsibility for each one.",
        ],
      },
      {
        heading: "4. Automate evidence from the start",
        paragraphs: [
          "Most of the effort in continuous monitoring is gathering evidence. Build it into the delivery pipeline: infrastructure defined as code, automated vulnerability scanning on every build, centralised logs with retention that matches your policy, and access reviews generated from the identity system rather than compiled by hand.",
        ],
        bullets: [
          "Scan dependencies and container images on every change; block releases on critical findings.",
          "Keep a living system security plan in version control next to the code.",
          "Track findings in a plan of action and milestones with owners and dates.",
        ],
      },
      {
        heading: "5. Design for every resident",
        paragraphs: [
          "Compliance also means accessibility and plain language. Test with assistive technologies, meet the accessibility standard your agency follows, write at a reading level the public can use, and make sure every online service has an equally good offline route for people who need it.",
        ],
      },
      {
        heading: "6. Plan the first ninety days after launch",
        paragraphs: [
          "Authorization is the start, not the finish. Schedule monthly vulnerability reviews, quarterly access reviews and an annual assessment before launch day, and budget for them. A service that stays compliant is one whose routine work is planned, staffed and automated.",
        ],
      },
    ],
  },
];

export function resourceForSegment(segment: Segment): Resource {
  return RESOURCES.find((r) => r.segment === segment) ?? RESOURCES[0]!;
}

export function resourceBySlug(slug: string): Resource | undefined {
  return RESOURCES.find((r) => r.slug === slug);
}

/** What happens after the home form, shown on /thank-you. */
export const NEXT_STEPS: readonly { title: string; text: string }[] = [
  { title: "We read your details", text: "A specialist for your segment reviews what you told us today." },
  {
    title: "We get in touch",
    text: "Expect a reply within one business day, by the contact method you chose.",
  },
  {
    title: "A free discovery call",
    text: "Thirty minutes to understand your goals and sketch a first plan, with no obligation.",
  },
];
