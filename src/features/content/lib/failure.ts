import { ApiError } from "#src/lib/api-client.ts";

/** A failed authoring call's toast: the server's reason for a refusal (4xx), else the given message. */
export const refusedOr = (message: string) => (err: unknown) =>
  err instanceof ApiError && err.status < 500 ? err.message : message;
