import type { AiTask } from "#src/platform/ai/index.ts";
import { type AnalyzeCodeInput, type CodeAnalysis, codeAnalysisSchema } from "../code-lab.contract.ts";
import { analyzeCode } from "./analyzer/analyze.ts";

/** Characters of code sent to an LLM; the built-in engine always reads all of it. */
const PROMPT_CODE_LIMIT = 24_000;

/**
 * analyze-code as an AI task. The built-in engine (a real static analysis) is the default; with an
 * LLM configured, its answer must match the same schema or the built-in engine answers instead.
 */
export const codeAnalysisTask: AiTask<AnalyzeCodeInput, CodeAnalysis> = {
  name: "analyze-code",
  schema: codeAnalysisSchema,
  builtIn: (input) => analyzeCode(input),
  prompt: (input) => {
    const baseline = analyzeCode(input);
    return {
      system:
        "You are a senior code reviewer. Score the code's architecture, performance and security from 0 to 100 and list concrete recommendations, each citing the 1-based line it is about. Answer with JSON only, matching the schema.",
      prompt: [
        `Language: ${baseline.language}. A static analysis found these issues (keep them unless wrong):`,
        JSON.stringify(baseline.recommendations.slice(0, 40)),
        `Use method "${baseline.method}", the same metrics (${JSON.stringify(baseline.metrics)}) and syntaxErrors (${JSON.stringify(baseline.syntaxErrors)}).`,
        "Code (line numbers added):",
        input.code
          .slice(0, PROMPT_CODE_LIMIT)
          .split("\n")
          .map((l, i) => `${i + 1}: ${l}`)
          .join("\n"),
      ].join("\n"),
    };
  },
};
