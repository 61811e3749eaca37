import { z } from "zod";

// The rule itself (textProblem, its messages) is in text-rules.ts, without zod, for browser code
// that checks text before sending it (decision 041); this file adds the zod builders and the
// whole-body walk, and re-exports the rule.
import { type TextProblem, textProblem, textProblemMessage } from "./text-rules.ts";

export * from "./text-rules.ts";

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
 * Bounds on the shape of a parsed body, checked before anything walks it: no form or document we
 * accept comes near them (a FLARE design, the largest, nests about six deep), while a body of
 * thousands of nested arrays would otherwise reach a recursive walk (ours, a validator's, a
 * serialiser's) and overflow the stack.
 */
export const BODY_SHAPE_LIMITS = { depth: 64, keysPerObject: 1_000, values: 200_000 } as const;

export const BODY_SHAPE_MESSAGES = {
  tooDeep: `The request body is nested too deeply (more than ${BODY_SHAPE_LIMITS.depth} levels).`,
  tooManyKeys: `The request body has an object with more than ${BODY_SHAPE_LIMITS.keysPerObject.toLocaleString("en-US")} fields.`,
  tooManyValues: `The request body has more than ${BODY_SHAPE_LIMITS.values.toLocaleString("en-US")} values.`,
} as const;

export type BodyShapeProblem = keyof typeof BODY_SHAPE_MESSAGES;

type CleanResult =
  | { ok: true; value: unknown }
  | { ok: false; path: string[]; problem: TextProblem }
  | { ok: false; path: string[]; shape: BodyShapeProblem };

/** A value still to check: where it sits (to write the cleaned value back), how deep, and its parent. */
type Frame = {
  holder: Record<string | number, unknown>;
  key: string | number;
  depth: number;
  parent?: Frame;
};

/** The path of a value, built only when it is reported: its ancestors' keys, then `rest`. */
function pathOf(frame: Frame, ...rest: string[]): string[] {
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) rest.unshift(String(f.key));
  return rest;
}

/**
 * The same rule over a whole parsed body: every string, however deep, is checked (multi-line
 * allowed, since only the contract knows which fields are single-line) and normalised to NFC.
 * The walk is iterative and bounded by BODY_SHAPE_LIMITS, so no body can exhaust the stack.
 * Returns the cleaned value (the body is changed in place: it is a fresh JSON.parse result), or
 * the path and problem of the first string or shape that breaks the rule.
 */
export function cleanStrings(body: unknown): CleanResult {
  const root: Record<string, unknown> = { value: body };
  const stack: Frame[] = [{ holder: root, key: "value", depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const value = frame.holder[frame.key];
    if (++values > BODY_SHAPE_LIMITS.values) return { ok: false, path: [], shape: "tooManyValues" };
    if (typeof value === "string") {
      const problem = textProblem(value, { multiline: true });
      if (problem) return { ok: false, path: pathOf(frame), problem };
      frame.holder[frame.key] = value.normalize("NFC");
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (frame.depth >= BODY_SHAPE_LIMITS.depth) return { ok: false, path: [], shape: "tooDeep" };
    const depth = frame.depth + 1;
    if (Array.isArray(value)) {
      const holder = value as unknown as Frame["holder"];
      for (let i = value.length - 1; i >= 0; i--) stack.push({ holder, key: i, depth, parent: frame });
      continue;
    }
    let object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.length > BODY_SHAPE_LIMITS.keysPerObject)
      return { ok: false, path: pathOf(frame), shape: "tooManyKeys" };
    for (const k of keys) {
      const keyProblem = textProblem(k);
      if (keyProblem) return { ok: false, path: pathOf(frame, k), problem: keyProblem };
    }
    const nfcKeys = keys.map((k) => k.normalize("NFC"));
    if (nfcKeys.some((k, i) => k !== keys[i])) {
      // Rebuilt in the same order with the normalised keys (rare: a key typed in decomposed form).
      const rebuilt: Record<string, unknown> = {};
      for (const [i, k] of keys.entries()) rebuilt[nfcKeys[i]!] = object[k];
      object = rebuilt;
      frame.holder[frame.key] = object;
    }
    for (let i = nfcKeys.length - 1; i >= 0; i--)
      stack.push({ holder: object, key: nfcKeys[i]!, depth, parent: frame });
  }
  return { ok: true, value: root.value };
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
