import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SCORING } from "../content/scoring.ts";
import {
  BUDGET_RANGES,
  enrichmentSchema,
  type IntakeForm,
  PROJECT_TYPES,
  QUALIFY_THRESHOLD,
  TIMELINES,
} from "../intake.contract.ts";
import {
  domainMatchesCompany,
  enrichLead,
  isFreeMailDomain,
  linkedinPath,
  pointsOfFlag,
  scoreFactors,
} from "./enrichment.engine.ts";

const values = <T extends { value: string }>(o: readonly T[]) => o.map((x) => x.value) as T["value"][];

const arbForm: fc.Arbitrary<IntakeForm> = fc.record({
  fullName: fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.trim() || "Ada"),
  email: fc
    .tuple(
      fc.stringMatching(/^[a-z]{1,10}$/),
      fc.constantFrom("gmail.com", "acme.io", "yahoo.co.uk", "globex.com", "me.com", "initech.example"),
    )
    .map(([u, d]) => `${u}@${d}`),
  companyName: fc.constantFrom("Acme", "Globex Corporation", "Initech", "Umbrella Inc."),
  linkedinProfile: fc.constantFrom(
    "",
    "https://www.linkedin.com/in/ada-lovelace",
    "not a url",
    "linkedin.com/company/acme",
  ),
  projectType: fc.constantFrom(...values(PROJECT_TYPES)),
  budgetRange: fc.constantFrom(...values(BUDGET_RANGES)),
  timeline: fc.constantFrom(...values(TIMELINES)),
  projectDescription: fc.oneof(
    fc.string({ minLength: 1, maxLength: 600 }),
    fc.constantFrom(
      "We need a customer portal for 3,000 users integrating with Salesforce, live by Q3.",
      "app",
    ),
  ),
});

describe("the built-in enrich-lead-data engine", () => {
  it("answers the schema with a score between 0 and 100", () => {
    fc.assert(
      fc.property(arbForm, (form) => {
        const r = enrichmentSchema.parse(enrichLead(form));
        expect(r.projectFitScore).toBeGreaterThanOrEqual(0);
        expect(r.projectFitScore).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(arbForm, (form) => {
        expect(enrichLead(form)).toEqual(enrichLead(form));
      }),
    );
  });

  it("explains every point: the flags' weights add up to the score", () => {
    fc.assert(
      fc.property(arbForm, (form) => {
        const r = enrichLead(form);
        const flags = [...r.greenFlags, ...r.redFlags];
        expect(flags.every((f) => /\(\+\d+\/\d+\)$/.test(f))).toBe(true);
        expect(flags.reduce((s, f) => s + pointsOfFlag(f), 0)).toBe(r.projectFitScore);
        expect(flags).toHaveLength(scoreFactors(form).length);
      }),
    );
  });

  it("the factors' maxima add up to 100", () => {
    expect(Object.values(SCORING.max).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("a larger budget never lowers the score", () => {
    const order = values(BUDGET_RANGES);
    fc.assert(
      fc.property(arbForm, fc.nat(order.length - 1), fc.nat(order.length - 1), (form, i, j) => {
        const [lo, hi] = i <= j ? [i, j] : [j, i];
        const low = enrichLead({ ...form, budgetRange: order[lo]! }).projectFitScore;
        const high = enrichLead({ ...form, budgetRange: order[hi]! }).projectFitScore;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });

  it("a company domain never scores lower than a free-mail address", () => {
    fc.assert(
      fc.property(
        arbForm,
        fc.constantFrom(...SCORING.freeMailProviders),
        fc.constantFrom("acme.io", "globex.com", "initech.example", "northwind.co.uk"),
        (form, free, company) => {
          const user = form.email.split("@")[0];
          const freeScore = enrichLead({ ...form, email: `${user}@${free}.com` }).projectFitScore;
          const companyScore = enrichLead({ ...form, email: `${user}@${company}` }).projectFitScore;
          expect(companyScore).toBeGreaterThanOrEqual(freeScore);
        },
      ),
    );
  });

  it("never invents facts: profile and company come from the form", () => {
    const r = enrichLead({
      fullName: "Ada Lovelace",
      email: "ada@acme.io",
      companyName: "Acme",
      linkedinProfile: "https://linkedin.com/in/ada",
      projectType: "ai_ml",
      budgetRange: "100k_200k",
      timeline: "1_3_months",
      projectDescription:
        "Automate invoice review for 40 staff: integrate with our SAP ERP via API, dashboards for managers, launch by Q2 2027. We process 12,000 invoices a month and want to reduce manual work.",
    });
    expect(r.companyInformation).toBe("Company: Acme (acme.io domain)");
    expect(r.professionalProfile).toContain("LinkedIn profile provided");
    expect(r.projectFitScore).toBeGreaterThanOrEqual(QUALIFY_THRESHOLD);
    expect(r.greenFlags.join(" ")).toContain("Company email domain (acme.io)");
  });

  it("a weak, free-mail lead does not qualify and its red flags say why", () => {
    const r = enrichLead({
      fullName: "Bob",
      email: "bob@gmail.com",
      companyName: "Bob's Ideas",
      linkedinProfile: "",
      projectType: "other",
      budgetRange: "under_25k",
      timeline: "not_sure",
      projectDescription: "An app idea.",
    });
    expect(r.projectFitScore).toBeLessThan(QUALIFY_THRESHOLD);
    expect(r.redFlags.join(" ")).toMatch(/Personal email address \(gmail\.com\)/);
    expect(r.companyInformation).toBe("Company: Bob's Ideas (no company domain: personal gmail.com address)");
  });

  it("recognises free mail, company domains and LinkedIn addresses", () => {
    expect(isFreeMailDomain("gmail.com")).toBe(true);
    expect(isFreeMailDomain("yahoo.co.uk")).toBe(true);
    expect(isFreeMailDomain("mail.acme.com")).toBe(false);
    expect(isFreeMailDomain("acme.io")).toBe(false);
    expect(domainMatchesCompany("acme.io", "Acme Inc.")).toBe(true);
    expect(domainMatchesCompany("globex.com", "Initech")).toBe(false);
    expect(linkedinPath("https://www.linkedin.com/in/ada-lovelace/")).toBe("linkedin.com/in/ada-lovelace");
    expect(linkedinPath("https://example.com/in/ada")).toBeNull();
  });
});
