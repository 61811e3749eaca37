// The code analyzer's limits, wording, languages, categories and UTF-8 size, without a schema: the
// playground imports this file in the browser, and importing ../code-lab.contract.ts there would
// put zod into its first load (decision 041). The contract re-exports all of it.

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
