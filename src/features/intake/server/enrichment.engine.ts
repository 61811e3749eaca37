import { isPersonalMailDomain, organisationLabel } from "#src/lib/free-mail.ts";
import type { AiTask } from "#src/platform/ai/index.ts";
import { SCORING } from "../content/scoring.ts";
import {
  BUDGET_RANGES,
  type Enrichment,
  enrichmentSchema,
  type IntakeForm,
  labelOf,
  PROJECT_TYPES,
  TIMELINES,
} from "../intake.contract.ts";

/** One scored factor: its points (the weight that went into the score) and why. */
export type ScoreFactor = { factor: string; points: number; max: number; reason: string; green: boolean };

/** The reason as the lead and the CRM see it: "Budget $50,000 – $100,000 (+20/30)". */
export const flagText = (f: ScoreFactor) => `${f.reason} (+${f.points}/${f.max})`;

/** Reads the points back out of a flag: the flags explain the score exactly. */
export function pointsOfFlag(flag: string): number {
  const m = /\(\+(\d+)\/\d+\)$/.exec(flag);
  return m ? Number(m[1]) : 0;
}

export function emailDomain(email: string): string {
  return (email.split("@").pop() ?? "").toLowerCase().trim();
}

/** The label before the public suffix: gmail in gmail.com, yahoo in mail.yahoo.co.uk. */
export const mainLabel = organisationLabel;

/** A free mail provider: gmail.com, yahoo.co.uk, yandex.ru … (the shared free-mail list, any suffix). */
export function isFreeMailDomain(domain: string): boolean {
  return isPersonalMailDomain(domain, SCORING.freeMailProviders);
}

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** "acme.io" for "Acme Inc." – the company name's letters appear in the domain's main label. */
export function domainMatchesCompany(domain: string, company: string): boolean {
  const main = normalise(mainLabel(domain));
  const words = company
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !(SCORING.companySuffixes as readonly string[]).includes(w));
  const name = words.join("");
  if (!main || !name) return false;
  return (
    main === name ||
    main.includes(name) ||
    name.includes(main) ||
    words.some((w) => w.length >= 4 && main.includes(w))
  );
}

/** A LinkedIn profile or company page address (with or without https://, www.). */
export function linkedinPath(url: string): string | null {
  const m =
    /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(in|company|pub)\/([A-Za-z0-9_%\-.]{2,100})\/?(?:[?#].*)?$/i.exec(
      url.trim(),
    );
  return m ? `linkedin.com/${m[1]!.toLowerCase()}/${m[2]}` : null;
}

/** What the description tells us, each kind of detail once. */
export function descriptionDetails(text: string): { label: string; found: boolean }[] {
  return SCORING.description.details.map((d) => ({ label: d.label, found: d.pattern.test(text) }));
}

/** The built-in engine's factors; the score is their sum (at most 100 by construction). */
export function scoreFactors(form: IntakeForm): ScoreFactor[] {
  const S = SCORING;
  const factors: ScoreFactor[] = [];
  const push = (factor: string, points: number, max: number, reason: string, green = points * 2 >= max) =>
    factors.push({ factor, points, max, reason, green });

  const budget = labelOf(BUDGET_RANGES, form.budgetRange);
  push("budget", S.budget[form.budgetRange], S.max.budget, `Budget ${budget}`);
  const timeline = labelOf(TIMELINES, form.timeline);
  push(
    "timeline",
    S.timeline[form.timeline],
    S.max.timeline,
    form.timeline === "not_sure" ? "Timeline not decided yet" : `Timeline ${timeline.toLowerCase()}`,
  );
  push(
    "projectType",
    S.projectType[form.projectType],
    S.max.projectType,
    `${labelOf(PROJECT_TYPES, form.projectType)} project`,
  );

  const length = form.projectDescription.length;
  const lengthTier = S.description.length.find((t) => length >= t.minChars)!;
  push("descriptionLength", lengthTier.points, S.max.descriptionLength, lengthTier.reason(length));
  const details = descriptionDetails(form.projectDescription);
  const found = details.filter((d) => d.found).map((d) => d.label);
  const detailPoints = Math.min(S.max.descriptionDetail, found.length * S.description.pointsPerDetail);
  push(
    "descriptionDetail",
    detailPoints,
    S.max.descriptionDetail,
    found.length
      ? `Concrete details in the description: ${found.join(", ")}`
      : "No concrete details (users, integrations, deadlines, numbers) in the description",
  );

  const domain = emailDomain(form.email);
  const free = isFreeMailDomain(domain);
  push(
    "emailDomain",
    free ? 0 : S.max.emailDomain,
    S.max.emailDomain,
    free ? `Personal email address (${domain}), not a company domain` : `Company email domain (${domain})`,
  );
  const matches = !free && domainMatchesCompany(domain, form.companyName);
  push(
    "domainMatch",
    matches ? S.max.domainMatch : 0,
    S.max.domainMatch,
    matches
      ? `Email domain ${domain} matches the company name`
      : free
        ? "Company name cannot be confirmed from the email domain"
        : `Email domain ${domain} does not obviously match "${form.companyName}"`,
  );

  const linkedin = form.linkedinProfile ? linkedinPath(form.linkedinProfile) : null;
  push(
    "linkedin",
    linkedin ? S.max.linkedin : 0,
    S.max.linkedin,
    linkedin
      ? "LinkedIn profile provided"
      : form.linkedinProfile
        ? "LinkedIn field is not a linkedin.com profile address"
        : "No LinkedIn profile given",
  );
  return factors;
}

/** enrich-lead-data, built in: deterministic, explainable, and only from what the visitor gave. */
export function enrichLead(form: IntakeForm): Enrichment {
  const factors = scoreFactors(form);
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const domain = emailDomain(form.email);
  const free = isFreeMailDomain(domain);
  const linkedin = form.linkedinProfile ? linkedinPath(form.linkedinProfile) : null;
  const profile = [
    form.fullName,
    linkedin ? `LinkedIn profile provided (${linkedin})` : "no LinkedIn profile given",
    free ? `writes from a personal ${domain} address` : `writes from ${domain}`,
  ];
  return {
    projectFitScore: Math.max(0, Math.min(100, score)),
    estimatedBudgetRange: `${labelOf(BUDGET_RANGES, form.budgetRange)} (stated)`,
    greenFlags: factors.filter((f) => f.green).map(flagText),
    redFlags: factors.filter((f) => !f.green).map(flagText),
    professionalProfile: profile.join(" · "),
    companyInformation: free
      ? `Company: ${form.companyName} (no company domain: personal ${domain} address)`
      : `Company: ${form.companyName} (${domain} domain)`,
  };
}

/** The AI task: the built-in engine above, or an LLM held to the same schema and rules. */
export const enrichLeadTask: AiTask<IntakeForm, Enrichment> = {
  name: "enrich-lead-data",
  schema: enrichmentSchema,
  builtIn: enrichLead,
  prompt: (form) => ({
    system:
      "You qualify project leads for a software development agency. Use ONLY the facts in the form; never invent facts about the person or the company. Each green or red flag ends with its points as (+N/MAX), and projectFitScore is the sum of those points (0-100). Answer with JSON only.",
    prompt: `Score this project intake on budget (max ${SCORING.max.budget}), timeline (max ${SCORING.max.timeline}), project type (max ${SCORING.max.projectType}), description length (max ${SCORING.max.descriptionLength}) and concrete detail (max ${SCORING.max.descriptionDetail}), company email domain vs free mail (max ${SCORING.max.emailDomain}), domain matching the company (max ${SCORING.max.domainMatch}) and a LinkedIn URL (max ${SCORING.max.linkedin}).\n${JSON.stringify(form)}`,
  }),
};
