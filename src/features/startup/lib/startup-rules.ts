// The startup pitch tool's wording, limits and loading steps, without a schema: /startup imports
// this file in the browser, and importing ../startup.contract.ts there would put zod into its first
// load (decision 041). The contract re-exports all of it.

/**
 * What the pitch tool tells the visitor: the product's fixed wording for failure, success, an empty
 * pitch and a model answer without projectUnderstanding, plus our own messages for
 * the limits we added (length, email).
 */
export const STARTUP_MESSAGES = {
  failed: "Failed to analyze project. Please try again.",
  success: "Project analysis completed successfully!",
  invalidResponse: "Invalid AI response format",
  pitchRequired: "Please describe your project idea",
  pitchTooLong: (max: number) => `Please keep your pitch under ${max.toLocaleString("en-US")} characters`,
  invalidEmail: "Please enter a valid email address",
  rateLimited: (minutes: number) =>
    `You have analyzed several pitches in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
} as const;

export const PITCH_MAX_CHARS = 5_000;
export const EMAIL_MAX_CHARS = 254;

/**
 * The loading steps, in order, advanced every 4 s while the analysis runs, so a visitor sees progress
 * during a model call that can take half a minute.
 */
export const LOADING_STEPS = [
  "Processing project requirements",
  "Analyzing market trends",
  "Generating technical recommendations",
  "Calculating timeline and budget",
] as const;
export const LOADING_STEP_MS = 4_000;
