/**
 * The one rule for text that people send us: every text field of every contract, every path and
 * query parameter. Text that cannot be stored or shown faithfully is refused with a clear message
 * (400), never silently changed or left to fail in the database:
 * - lone UTF-16 surrogates (half an emoji; PostgreSQL cannot store them),
 * - NUL and the other control characters; tab and line breaks only in multi-line fields,
 * and what passes is normalised to NFC, so "é" typed two ways is stored, compared and searched as one.
 */

export const TEXT_MESSAGES = {
  brokenCharacter: "contains a broken character (half of an emoji or symbol). Please retype it.",
  controlCharacter: "contains an invisible control character. Please remove it.",
  lineBreak: "must be on one line.",
} as const;

export type TextProblem = keyof typeof TEXT_MESSAGES;

// C0 controls, DEL and C1 controls; tab, LF and CR are judged separately.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with this text under the shared rule, or null when it may be stored. */
export function textProblem(value: string, opts: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return "brokenCharacter";
  if (CONTROL.test(value)) return "controlCharacter";
  // Whitespace alone is a blank field: the field's own "required" message says so better.
  if (!opts.multiline && LINE_BREAK.test(value) && value.trim() !== "") return "lineBreak";
  return null;
}

/** The message for a problem, naming the field when a label is given ("Name must be on one line."). */
export function textProblemMessage(problem: TextProblem, label = "This text"): string {
  return `${label} ${TEXT_MESSAGES[problem]}`;
}
