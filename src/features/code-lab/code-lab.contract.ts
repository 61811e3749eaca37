import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText } from "#src/lib/text.ts";

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

/** The analyzer's limit on input size (UTF-8 bytes). */
export const MAX_CODE_BYTES = 100 * 1024;

/**
 * What the code analyzer tells the visitor: the product's fixed wording for empty input, success and
 * failure, plus our own for the limits we added (size, language, rate limit).
 */
export const CODE_LAB_MESSAGES = {
  empty: "Please enter some code to analyze",
  tooLarge: "This code is larger than 100 KB. Please analyze a smaller part of it.",
  badLanguage: "Please choose a supported language",
  rateLimited: "You have analyzed a lot of code in a short time. Please wait a few minutes and try again.",
  successTitle: "Analysis Complete",
  successText: "Your code has been analyzed successfully!",
  failureTitle: "Analysis Failed",
  failureText: "There was an error analyzing your code. Please try again.",
  emptyTitle: "Error",
} as const;

/** Languages the analyzer knows; JavaScript and TypeScript (with JSX) are parsed, the rest use heuristics. */
export const LANGUAGES = [
  { id: "auto", label: "Detect automatically" },
  { id: "typescript", label: "TypeScript / TSX" },
  { id: "javascript", label: "JavaScript / JSX" },
  { id: "python", label: "Python" },
  { id: "go", label: "Go" },
  { id: "java", label: "Java" },
  { id: "csharp", label: "C#" },
  { id: "php", label: "PHP" },
  { id: "ruby", label: "Ruby" },
  { id: "rust", label: "Rust" },
  { id: "c", label: "C / C++" },
] as const;
export type LanguageId = (typeof LANGUAGES)[number]["id"];
export type ResolvedLanguage = Exclude<LanguageId, "auto">;
const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as [LanguageId, ...LanguageId[]];

export const analyzeCodeSchema = z.object({
  code: multilineText({ error: CODE_LAB_MESSAGES.empty, label: "The code" })
    .refine((s) => s.trim().length > 0, CODE_LAB_MESSAGES.empty)
    .refine((s) => utf8Bytes(s) <= MAX_CODE_BYTES, CODE_LAB_MESSAGES.tooLarge),
  language: z.enum(LANGUAGE_IDS, { error: CODE_LAB_MESSAGES.badLanguage }).optional(),
});
export type AnalyzeCodeInput = z.infer<typeof analyzeCodeSchema>;

/** UTF-8 size without Buffer, so the browser can use it too. */
export function utf8Bytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

export const CATEGORIES = ["architecture", "performance", "security"] as const;
export type Category = (typeof CATEGORIES)[number];
export const SEVERITIES = ["high", "medium", "low"] as const;
export type Severity = (typeof SEVERITIES)[number];

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

/** POST /api/code-lab/analyses answers this. */
export type CodeAnalysisDto = CodeAnalysis & {
  engine: { kind: "built-in" | "llm"; name: string; fallbackReason?: string };
};

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const codeLabEndpointSchemas = {
  "POST /api/code-lab/analyses": { body: analyzeCodeSchema },
} as const satisfies EndpointSchemas;
