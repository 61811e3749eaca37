import { FREE_MAIL_PROVIDERS } from "#src/lib/free-mail.ts";
import type { BudgetRange, ProjectType, Timeline } from "../intake.contract.ts";

/**
 * The weights of the built-in lead score (enrich-lead-data). The maxima add up to 100, so the score
 * is the plain sum of the factors' points and every point has a reason.
 */
export const SCORING = {
  max: {
    budget: 30,
    timeline: 15,
    projectType: 10,
    descriptionLength: 10,
    descriptionDetail: 15,
    emailDomain: 10,
    domainMatch: 5,
    linkedin: 5,
  },
  /** A larger budget never scores lower. */
  budget: { under_25k: 5, "25k_50k": 12, "50k_100k": 20, "100k_200k": 26, "200k_plus": 30 } satisfies Record<
    BudgetRange,
    number
  >,
  /** A planned start soon scores best; "as soon as possible" often means an unplanned rush. */
  timeline: { "1_3_months": 15, "3_6_months": 13, asap: 9, "6_12_months": 7, not_sure: 3 } satisfies Record<
    Timeline,
    number
  >,
  /** How well the work fits what the agency does best. */
  projectType: {
    enterprise_software: 10,
    ai_ml: 10,
    web_application: 8,
    mobile_app: 8,
    mvp: 7,
    other: 4,
  } satisfies Record<ProjectType, number>,
  description: {
    /** Highest tier first; the last one always matches. */
    length: [
      { minChars: 400, points: 10, reason: (n: number) => `Detailed project description (${n} characters)` },
      { minChars: 200, points: 7, reason: (n: number) => `Project description of ${n} characters` },
      { minChars: 80, points: 4, reason: (n: number) => `Short project description (${n} characters)` },
      { minChars: 0, points: 0, reason: (n: number) => `Very short project description (${n} characters)` },
    ],
    pointsPerDetail: 3,
    details: [
      {
        label: "users",
        pattern: /\b(users?|customers?|clients?|patients?|members?|staff|employees?|audience|visitors?)\b/i,
      },
      {
        label: "integrations",
        pattern:
          /\b(integrat\w*|api|apis|salesforce|sap|stripe|hubspot|erp|crm|sso|webhooks?|oracle|quickbooks)\b/i,
      },
      {
        label: "deadlines",
        pattern:
          /\b(deadline|launch|go-live|by (q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|end of)|q[1-4]|milestones?|weeks?|months?)\b/i,
      },
      { label: "numbers", pattern: /\d/ },
      {
        label: "features",
        pattern:
          /\b(dashboards?|reports?|payments?|login|authentication|notifications?|search|workflows?|mobile|admin|analytics|booking|checkout)\b/i,
      },
      {
        label: "goals",
        pattern: /\b(reduce|increase|replace|migrat\w*|automat\w*|improve|scale|moderni[sz]\w*)\b/i,
      },
    ],
  },
  freeMailProviders: [...FREE_MAIL_PROVIDERS, "googlemail"],
  /** Words ignored when matching a company name to its email domain. */
  companySuffixes: [
    "inc",
    "llc",
    "ltd",
    "co",
    "corp",
    "corporation",
    "company",
    "gmbh",
    "sa",
    "the",
    "group",
    "limited",
  ],
} as const;
