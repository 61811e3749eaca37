import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText } from "#src/lib/text.ts";
import {
  CATEGORIES,
  CODE_LAB_MESSAGES,
  LANGUAGES,
  type LanguageId,
  MAX_CODE_BYTES,
  SEVERITIES,
  utf8Bytes,
} from "./lib/code-lab-rules.ts";

/** Every /api/code-lab endpoint and who may call it (checked against the router by a test). */
export const codeLabEndpoints = [
  {
    method: "POST",
    path: "/api/code-lab/analyses",
    permission: "public",
    summary: "Analyses a code snippet: three scores out of 100 and line-cited recommendations",
    // 100 KB of code may grow sixfold as JSON (\u escapes); the handler then applies its own limit.
    body: { maxBytes: 6 * 100 * 1024 + 1024 },
  },
] as const satisfies readonly EndpointDescriptor[];

// The limits, wording, languages and categories are in lib/code-lab-rules.ts (no schema, so the
// playground loads them without zod: decision 041); every importer of this contract still finds
// them here.
export * from "./lib/code-lab-rules.ts";

const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];

export const analyzeCodeSchema = z.object({
  code: multilineText({ error: CODE_LAB_MESSAGES.empty, label: "The code" })
    .refine((s) => s.trim().length > 0, CODE_LAB_MESSAGES.empty)
    .refine((s) => utf8Bytes(s) <= MAX_CODE_BYTES, CODE_LAB_MESSAGES.tooLarge),
  language: z.enum(LANGUAGE_IDS, { error: CODE_LAB_MESSAGES.badLanguage }).optional(),
});
export type AnalyzeCodeInput = z.infer<typeof analyzeCodeSchema>;

const recommendationSchema = z.object({
  category: z.enum(CATEGORIES),
  severity: z.enum(SEVERITIES),
  /** A stable rule id, e.g. "security/eval". */
  rule: z.string().min(1).max(60),
  line: z.number().int().min(1),
  message: z.string().min(1).max(400),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * The code analysis result: three scores out of 100 and recommendations, with the figures
 * behind the scores so a visitor can see why a score moved.
 */
export const codeAnalysisSchema = z.object({
  architecture_score: z.number().int().min(0).max(100),
  performance_score: z.number().int().min(0).max(100),
  security_score: z.number().int().min(0).max(100),
  recommendations: z.array(recommendationSchema),
  language: z.enum(LANGUAGE_IDS),
  /** "ast": parsed with @babel/parser; "heuristic": line patterns only. */
  method: z.enum(["ast", "heuristic"]),
  /** A sentence for the reader about how the code was analysed. */
  note: z.string(),
  metrics: z.object({
    lines: z.number().int(),
    functions: z.number().int(),
    maxComplexity: z.number().int(),
    maxNesting: z.number().int(),
    longestFunction: z.number().int(),
    duplicatedBlocks: z.number().int(),
  }),
  syntaxErrors: z.array(z.object({ line: z.number().int().min(1), message: z.string() })),
});
export type CodeAnalysis = z.infer<typeof codeAnalysisSchema>;

/** POST /api/code-lab/analyses answers this (the analysis as its schema parsed it, and the engine). */
const codeAnalysisDtoSchema = z.strictObject({
  ...codeAnalysisSchema.shape,
  engine: z.strictObject({
    kind: z.enum(["built-in", "llm"]),
    name: z.string(),
    fallbackReason: z.string().optional().describe("Why the built-in engine answered instead of the LLM"),
  }),
});
export type CodeAnalysisDto = z.output<typeof codeAnalysisDtoSchema>;

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const codeLabEndpointSchemas = {
  "POST /api/code-lab/analyses": { body: analyzeCodeSchema, response: codeAnalysisDtoSchema },
} as const satisfies EndpointSchemas;
