import { z } from "zod";

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

type TextOptions = { label?: string; error?: string };

function build(multiline: boolean, opts: TextOptions = {}) {
  return z
    .string(opts.error ? { error: opts.error } : undefined)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, { multiline });
      if (problem)
        ctx.addIssue({ code: "custom", message: textProblemMessage(problem, opts.label), abort: true });
    })
    .overwrite((value) => value.normalize("NFC"));
}

/** A one-line text field (a name, an email, an id): chain .trim(), .min(), .max() as with z.string(). */
export const text = (opts?: TextOptions) => build(false, opts);

/** A multi-line text field (a message, a description, code): tab and line breaks allowed. */
export const multilineText = (opts?: TextOptions) => build(true, opts);

/**
 * The same rule over a whole parsed body: every string, however deep, is checked (multi-line
 * allowed, since only the contract knows which fields are single-line) and normalised to NFC.
 * Returns the cleaned copy, or the path and problem of the first string that breaks the rule.
 */
export function cleanStrings(
  value: unknown,
  path: string[] = [],
): { ok: true; value: unknown } | { ok: false; path: string[]; problem: TextProblem } {
  if (typeof value === "string") {
    const problem = textProblem(value, { multiline: true });
    return problem ? { ok: false, path, problem } : { ok: true, value: value.normalize("NFC") };
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [i, item] of value.entries()) {
      const r = cleanStrings(item, [...path, String(i)]);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  }
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const keyProblem = textProblem(k);
      if (keyProblem) return { ok: false, path: [...path, k], problem: keyProblem };
      const r = cleanStrings(v, [...path, k]);
      if (!r.ok) return r;
      out[k.normalize("NFC")] = r.value;
    }
    return { ok: true, value: out };
  }
  return { ok: true, value };
}

/**
 * For forms that read any value as text (a missing or non-string value counts as empty, so the
 * field's own "required" message reports it): the shared rule, NFC, then trimmed.
 */
export const looseText = (opts: { multiline?: boolean; label?: string } = {}) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (typeof v !== "string") return "";
      const problem = textProblem(v, { multiline: opts.multiline === true });
      if (problem) {
        ctx.addIssue({ code: "custom", message: textProblemMessage(problem, opts.label) });
        return z.NEVER;
      }
      return v.normalize("NFC").trim();
    });
