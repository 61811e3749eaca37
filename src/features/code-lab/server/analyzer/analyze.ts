import { parse } from "@babel/parser";
import {
  type CodeAnalysis,
  LANGUAGES,
  type LanguageId,
  type Recommendation,
} from "../../code-lab.contract.ts";
import {
  duplicateFindings,
  findDuplicates,
  findSecretPatterns,
  normaliseFindings,
  scoreFindings,
} from "./common.ts";
import { resolveLanguage } from "./detect-language.ts";
import { analyzeHeuristic } from "./heuristic.ts";
import { analyzeJs } from "./js-analyzer.ts";

/** Recommendations listed in the result; scores count every finding. */
const MAX_LISTED = 200;

const labelOf = (id: LanguageId) => LANGUAGES.find((l) => l.id === id)?.label ?? id;

/**
 * The built-in code analyzer: parses JavaScript/TypeScript with @babel/parser and walks the AST;
 * other languages get line heuristics (and the note says so). Deterministic: same input, same output.
 */
export function analyzeCode(input: { code: string; language?: LanguageId | undefined }): CodeAnalysis {
  const code = input.code.replace(/\r\n?/g, "\n");
  const language = resolveLanguage(code, input.language);
  const lines = code.split("\n");
  const findings: Recommendation[] = [];
  let method: CodeAnalysis["method"] = "heuristic";
  let note: string;
  let syntaxErrors: CodeAnalysis["syntaxErrors"] = [];
  let functions: { complexity: number; length: number; maxNesting: number }[] = [];

  if (language === "javascript" || language === "typescript") {
    const js = analyzeJs(code);
    if (js) {
      method = "ast";
      findings.push(...js.findings);
      functions = js.functions;
      syntaxErrors = js.syntaxErrors;
      note = `Parsed as ${labelOf(language)} with @babel/parser; complexity, nesting and findings come from the syntax tree.`;
      if (syntaxErrors.length) {
        note += ` The code has ${syntaxErrors.length} syntax error${syntaxErrors.length === 1 ? "" : "s"}; the parser recovered${js.blankedLines.length ? ` by skipping line${js.blankedLines.length === 1 ? "" : "s"} ${js.blankedLines.join(", ")}` : ""}, so results near ${syntaxErrors.length === 1 ? "it" : "them"} may be incomplete.`;
      }
    } else {
      const h = analyzeHeuristic(code, language);
      findings.push(...h.findings);
      functions = h.functions;
      syntaxErrors = syntaxErrorsFromParse(code);
      note = `The code could not be parsed as ${labelOf(language)} (see the syntax errors), so it was analysed with line heuristics only; results are indicative.`;
    }
  } else {
    const h = analyzeHeuristic(code, language);
    findings.push(...h.findings);
    functions = h.functions;
    note = `${labelOf(language)} is analysed with line heuristics (patterns and block structure), not a full parser; results are indicative.`;
  }

  const duplicates = findDuplicates(lines);
  findings.push(...findSecretPatterns(lines), ...duplicateFindings(duplicates));
  for (const e of syntaxErrors) {
    findings.push({
      category: "architecture",
      severity: "medium",
      rule: "architecture/syntax-error",
      line: Math.min(Math.max(1, e.line), lines.length),
      message: `Syntax error: ${e.message}. Fix it first; the analysis around this line may be incomplete.`,
    });
  }
  const all = normaliseFindings(findings);
  const scores = scoreFindings(all);
  return {
    architecture_score: scores.architecture,
    performance_score: scores.performance,
    security_score: scores.security,
    recommendations: all.slice(0, MAX_LISTED),
    language,
    method,
    note:
      all.length > MAX_LISTED
        ? `${note} Showing the first ${MAX_LISTED} of ${all.length} recommendations.`
        : note,
    metrics: {
      lines: lines.length,
      functions: functions.length,
      maxComplexity: Math.max(0, ...functions.map((f) => f.complexity)),
      maxNesting: Math.max(0, ...functions.map((f) => f.maxNesting)),
      longestFunction: Math.max(0, ...functions.map((f) => f.length)),
      duplicatedBlocks: duplicates.length,
    },
    syntaxErrors,
  };
}

/** The first error the parser reports, when recovery gave up. */
function syntaxErrorsFromParse(code: string): CodeAnalysis["syntaxErrors"] {
  try {
    // Parse once more only to report the first error's line.
    parse(code, { sourceType: "module", plugins: ["typescript", "jsx"] });
    return [];
  } catch (err) {
    const e = err as { message?: string; loc?: { line: number } };
    return [
      {
        line: e.loc?.line ?? 1,
        message: (e.message ?? "Syntax error").replace(/\s*\(\d+:\d+\)\s*$/, "").replace(/\.+$/, ""),
      },
    ];
  }
}
