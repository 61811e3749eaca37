/**
 * PostgreSQL's unique_violation (23505), from pg or PGlite, possibly wrapped by Drizzle (the
 * driver's error is the `cause`): a second row with the same key lost a race, which the caller
 * turns into its own message (a slot just taken, an email already in use).
 */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === "object"; i++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
