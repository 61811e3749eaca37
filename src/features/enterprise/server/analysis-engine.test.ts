import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDUSTRIES, valuesOf } from "../content/options.ts";
import { ALL_SYSTEMS } from "../content/systems.ts";
import { enterpriseAnalysisResultSchema } from "../enterprise.contract.ts";
import {
  type AnalysisInput,
  analyzeEnterpriseSystemsTask,
  builtInEnterpriseAnalysis,
} from "./analysis-engine.ts";

const base: AnalysisInput = {
  selectedSystems: ["ibm-db2", "sap-s4hana", "hubspot-crm"],
  companySize: "enterprise",
  industry: "healthcare",
  businessChallenges: "Manual spreadsheets and a legacy mainframe; audits are painful.",
  deploymentPreference: "cloud",
  integrationComplexity: null,
  budgetRange: "enterprise",
  timeframe: null,
};

describe("the built-in analyze-enterprise-systems engine", () => {
  it("is deterministic: the same input, in any order, gives the same report", () => {
    const a = builtInEnterpriseAnalysis(base);
    const b = builtInEnterpriseAnalysis({
      ...base,
      selectedSystems: ["hubspot-crm", "ibm-db2", "sap-s4hana"],
    });
    expect(b).toEqual(a);
    expect(JSON.stringify(builtInEnterpriseAnalysis(base))).toBe(JSON.stringify(a));
  });

  it("gives one recommendation per selected system, in catalogue order, grounded in the catalogue", () => {
    const r = builtInEnterpriseAnalysis(base);
    expect(r.recommendations.map((x) => x.systemId)).toEqual(["sap-s4hana", "hubspot-crm", "ibm-db2"]);
    expect(r.recommendations.map((x) => x.complexity)).toEqual(["High", "Low", "High"]);
    expect(r.systems).toEqual([
      { id: "sap-s4hana", name: "SAP S/4HANA", type: "ERP" },
      { id: "hubspot-crm", name: "HubSpot CRM", type: "CRM" },
      { id: "ibm-db2", name: "IBM Db2", type: "Data management" },
    ]);
    const db2 = r.recommendations[2]!;
    expect(db2.challenge).toContain("not cloud ready");
    expect(db2.impact.metrics).toContain("Dedicated infrastructure retired after the last consumer moves");
    expect(r.summary).toContain("IBM Db2 is not cloud ready");
    expect(r.summary).toContain("removing manual work");
    expect(r.summary).toContain("security and compliance");
    expect(r.industry).toBe("Healthcare");
  });

  it("uses the default impact unless a timeframe is chosen, and our own case studies", () => {
    const r = builtInEnterpriseAnalysis(base);
    for (const rec of r.recommendations) {
      expect(rec.impact.timeframe).toBe("3-6 months");
      expect(rec.impact.roi).toBe("250% ROI over 2 years");
      expect(rec.caseStudy.source).toMatch(/^\/case-study\/[a-z0-9-]+$/);
    }
    const urgent = builtInEnterpriseAnalysis({ ...base, timeframe: "urgent" });
    expect(urgent.recommendations[0]!.impact.timeframe).toBe("1-3 months");
  });

  it("raises complexity one step for complex integration", () => {
    const r = builtInEnterpriseAnalysis({ ...base, integrationComplexity: "complex" });
    expect(r.recommendations.map((x) => x.complexity)).toEqual(["High", "Medium", "High"]);
  });

  it("chooses AI opportunities and benchmarks by industry", () => {
    const finance = builtInEnterpriseAnalysis({ ...base, industry: "finance" });
    const manufacturing = builtInEnterpriseAnalysis({ ...base, industry: "manufacturing" });
    expect(finance.aiOpportunities[0]!.title).not.toBe(manufacturing.aiOpportunities[0]!.title);
    expect(finance.benchmarks.map((b) => b.metric)).toContain("Month-end close");
    expect(manufacturing.aiOpportunities.map((o) => o.title)).toContain("Predictive maintenance");
  });

  it("always answers within the task's schema, for any selection and options", () => {
    const sizes = ["small", "medium", "large", "enterprise"];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ALL_SYSTEMS.map((s) => s.id)), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(...sizes),
        fc.constantFrom(...valuesOf(INDUSTRIES)),
        fc.constantFrom(null, "simple", "moderate", "complex"),
        fc.constantFrom(null, "urgent", "standard", "extended", "phased"),
        fc.constantFrom(null, "cloud", "hybrid", "onpremise"),
        fc.string({ maxLength: 200 }),
        (ids, size, industry, integration, timeframe, deployment, challenges) => {
          const input: AnalysisInput = {
            selectedSystems: ids,
            companySize: size as AnalysisInput["companySize"],
            industry: industry as AnalysisInput["industry"],
            businessChallenges: challenges,
            deploymentPreference: deployment as AnalysisInput["deploymentPreference"],
            integrationComplexity: integration as AnalysisInput["integrationComplexity"],
            budgetRange: null,
            timeframe: timeframe as AnalysisInput["timeframe"],
          };
          const result = analyzeEnterpriseSystemsTask.builtIn(input);
          expect(enterpriseAnalysisResultSchema.safeParse(result).success).toBe(true);
          expect(result.recommendations).toHaveLength(ids.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("the LLM prompt names the selected systems and only our case studies", () => {
    const { prompt } = analyzeEnterpriseSystemsTask.prompt(base);
    expect(prompt).toContain("IBM Db2 (IBM)");
    expect(prompt).toContain("not cloud ready");
    expect(prompt).toContain("/case-study/civicpath-311-modernization");
  });
});
