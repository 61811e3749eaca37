import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEAL_STAGES, type DealStage } from "../crm.contract.ts";
import { buildIntelligence, type IntelligenceInput } from "./deal-intelligence.ts";
import { DEFAULT_SCORING_RULES, type LeadFacts, scoreLead } from "./lead-scoring.ts";

const facts = (over: Partial<LeadFacts> = {}): LeadFacts => ({
  segment: "enterprise",
  email: "ada@analytical.example",
  phone: null,
  company: "Analytical Engines",
  captureScore: 75,
  captureCount: 1,
  capturedBy: ["madlib-form"],
  ...over,
});

describe("lead scoring rules", () => {
  it("adds the weights of the rules whose criteria all hold, with one reason each", () => {
    const { score, reasons } = scoreLead(facts(), DEFAULT_SCORING_RULES);
    expect(reasons).toEqual([
      "Strong fit from the capture tool (+35)",
      "Enterprise segment (+15)",
      "Work email address (+10)",
      "Company named (+5)",
    ]);
    expect(score).toBe(65);
  });
  it("treats personal mail as not a work address and counts bookings and returns", () => {
    const { reasons } = scoreLead(
      facts({ email: "ada@gmail.com", capturedBy: ["madlib-form", "booking"], captureCount: 2 }),
      DEFAULT_SCORING_RULES,
    );
    expect(reasons).not.toContain("Work email address (+10)");
    expect(reasons).toContain("Booked a discovery meeting (+15)");
    expect(reasons).toContain("Came back (2 or more captures) (+5)");
  });
  it("ignores inactive rules and keeps the score within 0–100", () => {
    expect(
      scoreLead(facts(), [
        { ruleName: "Huge", scoreWeight: 100, criteria: { has_company: true }, isActive: true },
        { ruleName: "More", scoreWeight: 100, criteria: { has_company: true }, isActive: true },
      ]).score,
    ).toBe(100);
    expect(
      scoreLead(facts(), [
        { ruleName: "Neg", scoreWeight: -50, criteria: { has_company: true }, isActive: true },
      ]).score,
    ).toBe(0);
    expect(
      scoreLead(facts(), [
        { ruleName: "Off", scoreWeight: 50, criteria: { has_company: true }, isActive: false },
      ]).score,
    ).toBe(0);
  });
});

const base: IntelligenceInput = {
  today: "2025-03-01",
  name: "Portal",
  stage: "proposal",
  value: 40_000,
  priority: "medium",
  expectedCloseDate: "2025-04-15",
  createdOn: "2025-02-01",
  daysInStage: 5,
  backwardMoves: 0,
  forwardMoves: 2,
  hasContact: true,
  hasCompany: true,
  notes: 1,
  files: 1,
  team: 0,
  tasksPending: 1,
  tasksOverdue: 0,
  tasksCompleted: 0,
  daysSinceLastActivity: 2,
  companyWon: 0,
  companyLost: 0,
  wonValues: [20_000, 30_000, 50_000],
  fromLead: true,
  leadScore: 80,
};

describe("Deal Intelligence (built-in engine)", () => {
  it("explains its probability from the stage and the deal's history", () => {
    const out = buildIntelligence(base);
    expect(out.factors[0]).toEqual({ label: "Stage Proposal: typical win chance", effect: "40%" });
    expect(out.probability_score).toBeCloseTo(0.4 + 0.05 + 0.05 + 0.05, 5);
    expect(out.predicted_close_date).toBe("2025-04-15");
    expect(out.price_recommendations).toMatchObject({ recommended_price: 40_000, minimum_price: 35_200 });
    expect(out.price_recommendations!.justification).toMatch(/\$40,000/);
  });
  it("lowers the chance and suggests fixes when the close date passed and tasks are overdue", () => {
    const out = buildIntelligence({
      ...base,
      today: "2025-05-01",
      tasksOverdue: 2,
      daysSinceLastActivity: 40,
      hasContact: false,
    });
    expect(out.probability_score).toBeLessThan(buildIntelligence(base).probability_score);
    expect(out.suggested_actions.map((a) => a.priority)).toContain("high");
    expect(out.suggested_actions.map((a) => a.action)).toContain(
      "Agree a new close date with the client and update the deal.",
    );
  });
  it("gives won deals 1 and lost deals 0 without a predicted close", () => {
    expect(buildIntelligence({ ...base, stage: "won" })).toMatchObject({
      probability_score: 1,
      predicted_close_date: null,
    });
    expect(buildIntelligence({ ...base, stage: "lost" })).toMatchObject({
      probability_score: 0,
      predicted_close_date: null,
    });
  });
  it("is deterministic and stays within its bounds for any deal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEAL_STAGES),
        fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        fc.nat(60),
        fc.nat(5),
        fc.boolean(),
        (stage: DealStage, value, idle, overdue, contact) => {
          const input = {
            ...base,
            stage,
            value,
            daysSinceLastActivity: idle,
            tasksOverdue: overdue,
            hasContact: contact,
          };
          const a = buildIntelligence(input);
          expect(buildIntelligence(input)).toEqual(a);
          expect(a.probability_score).toBeGreaterThanOrEqual(0);
          expect(a.probability_score).toBeLessThanOrEqual(1);
          if (a.price_recommendations) {
            expect(a.price_recommendations.minimum_price).toBeLessThanOrEqual(
              a.price_recommendations.recommended_price,
            );
            expect(a.price_recommendations.recommended_price).toBeLessThanOrEqual(
              a.price_recommendations.optimal_price,
            );
          }
        },
      ),
    );
  });
});
