import { isDatabaseUnavailable } from "../http/failures.ts";

/**
 * One line for an operator whose DATABASE_URL does not lead to a usable database at start-up:
 * the variable, where it points (never the password) and why it failed. null for other errors.
 */
export function databaseStartupError(err: unknown, databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return null;
  let where = "the configured server";
  let name = "";
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || "5432"}`;
    name = decodeURIComponent(url.pathname.slice(1));
  } catch {
    // config.ts has already checked the URL's shape; keep the generic wording.
  }
  const codes = new Set<string>();
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, errors } = e as { code?: unknown; errors?: unknown };
    if (typeof code === "string") codes.add(code);
    if (Array.isArray(errors)) {
      for (const inner of errors) if (typeof inner?.code === "string") codes.add(inner.code);
    }
  }
  const prefix = "DATABASE_URL:";
  if (codes.has("3D000")) {
    return `${prefix} the database "${name}" does not exist on ${where}. Create it (createdb ${name}) or correct the URL.`;
  }
  if (codes.has("28P01") || codes.has("28000")) {
    return `${prefix} PostgreSQL at ${where} refused the user name or password in the URL.`;
  }
  if (codes.has("ECONNREFUSED")) return `${prefix} cannot reach PostgreSQL at ${where} (connection refused).`;
  if (codes.has("ENOTFOUND") || codes.has("EAI_AGAIN"))
    return `${prefix} cannot reach PostgreSQL at ${where} (host not found).`;
  if (codes.has("ETIMEDOUT")) return `${prefix} cannot reach PostgreSQL at ${where} (timed out).`;
  if (isDatabaseUnavailable(err))
    return `${prefix} cannot reach PostgreSQL at ${where} (${(err as Error).message}).`;
  return null;
}
