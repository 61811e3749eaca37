import { ApiError } from "#src/lib/api-client.ts";

/**
 * What a failed call tells the user: the server's own reason when it refused the request (a
 * validation or permission message), else the page's own message for that action ("Failed to save
 * employee", "Failed to submit request" ...).
 */
export function failureMessage(
  err: unknown,
  fallback: string,
  opts: { unreachable?: string; signedOut?: string } = {},
): string {
  if (err instanceof ApiError) {
    if (err.status === 0 && opts.unreachable) return opts.unreachable;
    if (err.status === 401 && opts.signedOut) return opts.signedOut;
    if (err.status >= 400 && err.status < 500 && err.message) return err.message;
  }
  return fallback;
}
