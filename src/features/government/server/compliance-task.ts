import type { AiTask } from "#src/platform/ai/index.ts";
import { AGENCY_TYPES, type GovernmentResult, governmentResultSchema } from "../government.contract.ts";
import { analyzeCompliance, type EngineInput, REQUIREMENT_NAMES } from "./compliance-engine.ts";

/** analyze-government-compliance as an AI task: the built-in engine, or an LLM validated alike. */
export const analyzeGovernmentComplianceTask: AiTask<EngineInput, GovernmentResult> = {
  name: "analyze-government-compliance",
  schema: governmentResultSchema,
  builtIn: analyzeCompliance,
  prompt: (input) => ({
    system: [
      "You are a US public-sector compliance analyst. Answer with JSON only, matching the schema.",
      "Ground every statement in real frameworks: FIPS 199 impact levels, the FedRAMP Rev. 5 baselines (Low about 156, Moderate about 323, High about 410 controls, stated as approximate),",
      "NIST SP 800-53 Rev. 5 control families and ids (e.g. AC-2, AU-2, IA-2(1), SC-8, SC-13, SC-28, CM-6, RA-5, SI-2, IR-4, CP-9, PL-2, SA-11), FISMA obligations,",
      "Section 508 (WCAG 2.0/2.1 AA, VPAT/ACR), the Privacy Act of 1974 (SORN) and the E-Government Act PIA.",
      "Secret and top secret data are national security systems outside FedRAMP (CNSSI 1253, ICD 503). Military agencies follow the DoD Cloud Computing SRG impact levels IL2-IL6.",
      "Statuses: Compliant, Partial, Non-compliant, Not Implemented or Not applicable. Impacts: Critical, High, Medium or Low.",
    ].join(" "),
    prompt: `Assess a ${input.agencyType} agency system (agency types: ${AGENCY_TYPES.join(", ")}) holding ${input.dataClassification} data for: ${input.selectedRequirements
      .map((r) => REQUIREMENT_NAMES[r])
      .join(
        ", ",
      )}. Give priority, timelineEstimate, costEstimate, complianceGaps, securityControls (name = control family with control ids), recommendedActions, implementationRoadmap (phase, duration, focus, key_deliverables as a list) and benefits.`,
  }),
};
