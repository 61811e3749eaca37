export { analyzeCompliance } from "./compliance-engine.ts";
export { analyzeGovernmentComplianceTask } from "./compliance-task.ts";
