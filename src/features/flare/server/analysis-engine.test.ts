import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flareAnalysisSchema } from "../flare.contract.ts";
import { analyzeRequirementsBuiltIn, titleFrom } from "./analysis-engine.ts";

describe("the built-in AI import engine", () => {
  const pitch =
    "We want to build a marketplace where local bakers sell bread online with checkout, order tracking and a dashboard for the bakers. Customers get notifications when bread is ready.";

  it("is deterministic and its answer passes the schema", () => {
    const a = analyzeRequirementsBuiltIn({ input: pitch });
    expect(analyzeRequirementsBuiltIn({ input: pitch })).toEqual(a);
    expect(flareAnalysisSchema.safeParse(a).success).toBe(true);
  });

  it("is grounded in the feature bundles the pitch names", () => {
    const a = analyzeRequirementsBuiltIn({ input: pitch });
    const names = [...a.features.alpha, ...a.features.beta, ...a.features.launch].map((f) => f.name);
    expect(names).toContain("Cart and checkout");
    expect(names).toContain("Dashboard");
    expect(a.features.alpha[0]!.name).toBe("Core user journey");
    expect(a.projectSummary.title).toBe("Marketplace where local bakers sell bread online with…");
  });

  it("answers any text with a valid result", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 2000 }), (text) => {
        expect(flareAnalysisSchema.safeParse(analyzeRequirementsBuiltIn({ input: text })).success).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("titles read like a project name", () => {
    expect(titleFrom("I want to build an app for dog walkers.")).toBe("App for dog walkers");
    expect(titleFrom("Build a CRM for florists")).toBe("CRM for florists");
  });
});
