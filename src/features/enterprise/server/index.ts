// What other slices may use from the enterprise slice.
export { analyzeEnterpriseSystemsTask, builtInEnterpriseAnalysis } from "./analysis-engine.ts";
