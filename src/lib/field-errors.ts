import type { z } from "zod";

/**
 * The one way a zod error becomes a form's field errors, on the server (a 400's `fields`) and in
 * the browser (a form checked with its contract before it is sent): the first message of each
 * field, keyed by its path ("address.city"); a problem with the whole value is keyed "_".
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The schema's result for a form: the parsed value, or the field errors to show. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; fields: Record<string, string> } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldErrors(parsed.error) };
}

/** Each field's error under the input that holds it: "social.0.url" and "tags.2" under their lists. */
export function byInput(fields: Record<string, string>): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) next[path.split(".")[0] ?? path] ??= message;
  return next;
}
