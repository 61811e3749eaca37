import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FEATURE_BUNDLES } from "../content/feature-bundles.ts";
import { allCompetitorCategories } from "../content/project-profiles.ts";
import { PLAN_DEFAULTS, projectAnalysisSchema } from "../startup.contract.ts";
import {
  analyzePitchBuiltIn,
  extractAudience,
  inferStage,
  matchBundles,
  planBundles,
  profilePitch,
  sizeTimeline,
} from "./pitch-engine.ts";

const analyze = (pitch: string) => analyzePitchBuiltIn({ ...profilePitch(pitch), description: pitch });
const weeksOf = (total: string) => {
  const m = /^(\d+)-(\d+) weeks$/.exec(total);
  if (!m) throw new Error(`unexpected total ${total}`);
  return { low: Number(m[1]), high: Number(m[2]) };
};

const MARKETPLACE =
  "A marketplace for independent dog walkers where owners book walks, pay in the app and chat with the walker. Unlike big pet sites we only list vetted local walkers.";

/** Brands an invented answer might name; the engine must only ever name categories. */
const BRANDS = [
  "Asana",
  "Trello",
  "Jira",
  "Shopify",
  "Amazon",
  "Etsy",
  "eBay",
  "Uber",
  "Airbnb",
  "Rover",
  "Wag",
  "Slack",
  "Notion",
  "Salesforce",
  "HubSpot",
  "Google",
  "Microsoft",
  "Apple",
  "Meta",
  "Facebook",
  "Instagram",
  "TikTok",
  "OpenAI",
  "ChatGPT",
  "Stripe",
  "PayPal",
  "Zoom",
  "Netflix",
  "Spotify",
  "Coursera",
  "Udemy",
  "Teladoc",
  "Substack",
  "Patreon",
  "Discord",
  "QuickBooks",
  "Xero",
];

const KEYWORD_POOL = FEATURE_BUNDLES.flatMap((b) => b.keywords);
const pitchArb = fc
  .array(fc.oneof(fc.constantFrom(...KEYWORD_POOL), fc.lorem({ maxCount: 3 })), {
    minLength: 1,
    maxLength: 30,
  })
  .map((words) => words.join(" "));

describe("the built-in pitch engine", () => {
  it("answers the same pitch with the same analysis, valid against the response schema", () => {
    const a = analyze(MARKETPLACE);
    expect(analyze(MARKETPLACE)).toEqual(a);
    expect(projectAnalysisSchema.safeParse(a).success).toBe(true);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), (pitch) => {
        const first = analyze(pitch);
        expect(projectAnalysisSchema.safeParse(first).success).toBe(true);
        expect(analyze(pitch)).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  it("maps keywords and synonyms in the pitch to the catalogue's feature bundles", () => {
    const names = (p: string) => matchBundles(p).map((m) => m.bundle.name);
    expect(names("Shoppers add items to a cart and go through checkout")).toContain("E-commerce Essentials");
    expect(names("Users sign in with two-factor authentication")).toContain("Authentication & Security");
    expect(names("An LLM copilot that drafts replies")).toContain("AI & Machine Learning");
    expect(names("Snap a photo of a receipt and we read it with OCR")).toContain("Computer Vision");
    expect(names("Dictate notes and we transcribe the audio")).toContain("Voice & Speech");
    expect(names("A personalized feed that suggests recipes")).toContain("Recommendation Systems");
    expect(names("GDPR consent and an audit trail for patient records")).toContain("Compliance & Privacy");
    expect(names("Sync with your calendar through webhooks")).toContain("Integration & API");
    expect(names("Upload spreadsheets and search every record")).toContain("Data & Storage");
    expect(names("Kanban boards for the whole team with comments")).toContain("Team Collaboration");
    expect(names("Weekly dashboards and KPI reports")).toContain("Data & Analytics");
    expect(names("Publish articles with a rich editor and a blog")).toContain("Content Management");
    expect(names("Send SMS reminders and in-app notifications")).toContain("Communication");
    // Whole words only: "training" does not mean "rain", "detail" does not mean "ai".
    expect(names("detail")).not.toContain("AI & Machine Learning");
  });

  it("puts the strongest bundles' high-priority features in must-have and the rest in nice-to-have", () => {
    const a = analyze(MARKETPLACE);
    const must = a.features.mustHave.map((f) => f.name);
    expect(must).toContain("Cart and checkout");
    expect(must).toContain("Guided onboarding");
    expect(a.features.niceToHave.map((f) => f.name)).toContain("Order management");
    expect(a.projectUnderstanding.targetMarket).toMatch(/^Independent dog walkers/);
    expect(a.projectUnderstanding.uniqueValue).toContain("Unlike big pet sites");
  });

  it("infers the project type and stage from the text", () => {
    expect(profilePitch(MARKETPLACE).projectType).toBe("Two-sided marketplace");
    expect(profilePitch("An AI assistant with an LLM for lawyers").projectType).toBe("AI-powered product");
    expect(profilePitch("Something nobody can classify").projectType).toBe("Web application");
    expect(inferStage("Just an idea for now").label).toBe("Idea");
    expect(inferStage("We have a Figma prototype").label).toBe("Prototype");
    expect(inferStage("Our prototype turned into a beta with early users").label).toBe("MVP");
    expect(inferStage("We have paying customers and need to scale").label).toBe("Growth");
  });

  it("keeps a small pitch at the default 8-12 weeks and the plan's budget total", () => {
    const a = analyze("A simple website for my bakery");
    expect(a.timeline.total).toBe(PLAN_DEFAULTS.timeline);
    expect(a.budget.total).toBe("Contact for pricing");
    expect(a.projectUnderstanding.complexity).toBe("Low");
    const sum = a.timeline.phases.reduce((n, p) => n + Number(/^(\d+)/.exec(p.duration)![1]), 0);
    expect(sum).toBe(8);
  });

  it("never shortens the timeline, lowers the budget or the complexity when features are added", () => {
    const rank = { Low: 0, Medium: 1, High: 2 } as const;
    const dollars = (r: string) =>
      r.split("-").map((x) => Number(x.replace(/[^\d.]/g, "")) * (x.includes("M") ? 1000 : 1));
    fc.assert(
      fc.property(pitchArb, pitchArb, (base, more) => {
        const a = analyze(base);
        const b = analyze(`${base} ${more}`);
        expect(weeksOf(b.timeline.total).low).toBeGreaterThanOrEqual(weeksOf(a.timeline.total).low);
        expect(weeksOf(b.timeline.total).high).toBeGreaterThanOrEqual(weeksOf(a.timeline.total).high);
        expect(rank[b.projectUnderstanding.complexity]).toBeGreaterThanOrEqual(
          rank[a.projectUnderstanding.complexity],
        );
        const [al, ah] = dollars(a.budget.range);
        const [bl, bh] = dollars(b.budget.range);
        expect(bl!).toBeGreaterThanOrEqual(al!);
        expect(bh!).toBeGreaterThanOrEqual(ah!);
        expect(planBundles(`${base} ${more}`).all.length).toBeGreaterThanOrEqual(
          planBundles(base).all.length,
        );
      }),
      { numRuns: 300 },
    );
    // Every bundle at once is the biggest plan there is.
    expect(sizeTimeline(FEATURE_BUNDLES).low).toBeGreaterThan(12);
  });

  it("names competitor categories from its catalogue, never a company", () => {
    const known = new Set(
      allCompetitorCategories(
        FEATURE_BUNDLES.flatMap((b) => (b.competitorCategory ? [b.competitorCategory] : [])),
      ),
    );
    const brandRe = new RegExp(`\\b(${BRANDS.join("|")})\\b`, "i");
    fc.assert(
      fc.property(
        fc.oneof(
          pitchArb,
          fc.constantFrom(
            MARKETPLACE,
            "Like Uber for dog walking, a rival to Rover and Airbnb",
            "An Asana killer for Shopify merchants",
          ),
        ),
        (pitch) => {
          const { competitors } = analyze(pitch).projectUnderstanding;
          for (const c of competitors) {
            expect(known.has(c)).toBe(true);
            expect(c).not.toMatch(brandRe);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads who the product is for", () => {
    expect(extractAudience("An app for busy parents who cook")).toBe("busy parents");
    expect(extractAudience("Free for now.")).toBeNull();
  });
});
