import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NIST_CONTROLS } from "../content/frameworks.ts";
import {
  AGENCY_TYPES,
  DATA_CLASSIFICATIONS,
  governmentResultSchema,
  REQUIREMENTS,
  type RequirementKey,
} from "../government.contract.ts";
import { analyzeCompliance, type EngineInput, timelineMonths } from "./compliance-engine.ts";

const inputArb = fc.record({
  selectedRequirements: fc.subarray([...REQUIREMENTS], { minLength: 1 }),
  agencyType: fc.constantFrom(...AGENCY_TYPES),
  dataClassification: fc.constantFrom(...DATA_CLASSIFICATIONS),
});

const all = (over: Partial<EngineInput> = {}): EngineInput => ({
  selectedRequirements: [...REQUIREMENTS],
  agencyType: "federal",
  dataClassification: "sensitive",
  ...over,
});

const months = (t: string) => Number(/^(\d+)-/.exec(t)![1]);

describe("built-in compliance engine", () => {
  it("is deterministic and always matches the result schema", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const a = analyzeCompliance(input);
        expect(analyzeCompliance({ ...input })).toEqual(a);
        expect(governmentResultSchema.safeParse(a).success).toBe(true);
      }),
    );
  });

  it("does not depend on the order the requirements were picked in", () => {
    const a = analyzeCompliance(all({ selectedRequirements: ["fisma", "fedramp"] }));
    const b = analyzeCompliance(all({ selectedRequirements: ["fedramp", "fisma"] }));
    expect(a).toEqual(b);
  });

  it("maps public to FIPS 199 Low and sensitive to Moderate with the FedRAMP baselines", () => {
    const low = analyzeCompliance(all({ dataClassification: "public" }));
    expect(low.categorization?.impactLevel).toBe("FIPS 199 Low");
    expect(low.categorization?.baseline).toContain("approximately 156 controls");
    const mod = analyzeCompliance(all({ dataClassification: "sensitive" }));
    expect(mod.categorization?.impactLevel).toBe("FIPS 199 Moderate");
    expect(mod.categorization?.baseline).toContain("approximately 323 controls");
  });

  it("gives confidential data a Moderate or High baseline", () => {
    const r = analyzeCompliance(all({ dataClassification: "confidential" }));
    expect(r.categorization?.impactLevel).toMatch(/FIPS 199 (Moderate|High)/);
    expect(r.categorization?.baseline).toMatch(/FedRAMP (Moderate|High) baseline/);
    expect(r.categorization?.baseline).toContain("approximately 410 controls");
    expect(r.categorization?.notes.join(" ")).toContain(
      "Moderate categorization is possible only with a documented FIPS 199 justification",
    );
  });

  it("treats secret and top secret as national security systems outside FedRAMP", () => {
    for (const dataClassification of ["secret", "topsecret"] as const) {
      const r = analyzeCompliance(all({ dataClassification }));
      expect(r.categorization?.baseline).toContain("outside FedRAMP");
      expect(r.categorization?.baseline).toContain("CNSSI 1253");
      expect(r.categorization?.baseline).toContain("ICD 503");
      expect(JSON.stringify(r)).not.toMatch(/FedRAMP (Low|Moderate|High) baseline/);
      const fedramp = r.complianceGaps.find((g) => g.requirement === "FedRAMP authorization");
      expect(fedramp?.status).toBe("Not applicable");
      expect(fedramp?.description).toContain("outside FedRAMP");
    }
  });

  it("never shortens the timeline when more requirements are chosen", () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...REQUIREMENTS), (input, extra) => {
        const more: RequirementKey[] = [...new Set([...input.selectedRequirements, extra])];
        const a = analyzeCompliance(input);
        const b = analyzeCompliance({ ...input, selectedRequirements: more });
        expect(months(b.timelineEstimate)).toBeGreaterThanOrEqual(months(a.timelineEstimate));
      }),
    );
    expect(timelineMonths(["security"], 1, "federal")).toBe(4);
  });

  it("cites only valid NIST SP 800-53 Rev. 5 control ids", () => {
    const known = new Set(Object.keys(NIST_CONTROLS));
    fc.assert(
      fc.property(inputArb, (input) => {
        const text = JSON.stringify(analyzeCompliance(input));
        const ids = text.match(/\b[A-Z]{2}-\d+(?:\(\d+\))?/g) ?? [];
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(known, id).toContain(id);
      }),
    );
    // The catalogue itself only holds well-formed ids of real families.
    for (const id of known)
      expect(id).toMatch(/^(AC|AT|AU|CA|CM|CP|IA|IR|PL|PM|PT|RA|SA|SC|SI|SR)-\d{1,2}(\(\d+\))?$/);
  });

  it("maps each requirement to its framework", () => {
    const r = JSON.stringify(analyzeCompliance(all()));
    expect(r).toContain("WCAG 2.0 Level A and AA");
    expect(r).toContain("VPAT");
    expect(r).toContain("Privacy Act of 1974");
    expect(r).toContain("E-Government Act");
    expect(r).toContain("SORN");
    expect(r).toMatch(/PT-2/);
    for (const s of [
      "inventory",
      "SSP",
      "continuous monitoring",
      "POA&M",
      "CISA",
      "Annual control assessment",
    ])
      expect(r).toContain(s);
    for (const id of [
      "AC-2",
      "AU-2",
      "IA-2(1)",
      "SC-8",
      "SC-13",
      "SC-28",
      "CM-6",
      "RA-5",
      "SI-2",
      "IR-4",
      "CP-9",
      "PL-2",
      "SA-11",
    ])
      expect(r).toContain(id);
  });

  it("adjusts for the agency type", () => {
    const state = JSON.stringify(analyzeCompliance(all({ agencyType: "state" })));
    expect(state).toContain("StateRAMP");
    const mil = analyzeCompliance(all({ agencyType: "military", dataClassification: "confidential" }));
    expect(JSON.stringify(mil)).toContain("IL5");
    expect(
      JSON.stringify(analyzeCompliance(all({ agencyType: "military", dataClassification: "secret" }))),
    ).toContain("IL6");
    expect(months(mil.timelineEstimate)).toBeGreaterThan(
      months(analyzeCompliance(all({ dataClassification: "confidential" })).timelineEstimate),
    );
  });

  it("raises the priority with the impact level", () => {
    const order = ["Low", "Medium", "High", "Critical"];
    const p = (dataClassification: EngineInput["dataClassification"]) =>
      order.indexOf(
        analyzeCompliance(all({ selectedRequirements: ["security"], dataClassification })).priority,
      );
    expect(p("public")).toBeLessThanOrEqual(p("sensitive"));
    expect(p("sensitive")).toBeLessThanOrEqual(p("confidential"));
    expect(p("confidential")).toBeLessThanOrEqual(p("secret"));
  });
});
