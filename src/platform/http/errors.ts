import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fieldErrors } from "#src/lib/field-errors.ts";

/** An error whose message is safe to show the user, with its HTTP status. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    opts: { code?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = opts.code ?? "error";
    this.fields = opts.fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, { code: "invalid_input", ...(fields ? { fields } : {}) });
export const unauthorized = (message = "Authentication required") =>
  new HttpError(401, message, { code: "unauthorized" });
export const forbidden = (message: string) => new HttpError(403, message, { code: "forbidden" });
export const notFound = (message = "Not found") => new HttpError(404, message, { code: "not_found" });

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? "Invalid input", fields);
  }
  return result.data;
}
