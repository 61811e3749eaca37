export { analyzeCode } from "./analyzer/analyze.ts";
export { codeAnalysisTask } from "./code-analysis.task.ts";
