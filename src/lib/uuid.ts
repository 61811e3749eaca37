/** A UUID in its text form (any version), as the database's uuid columns hold them. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one UUID check: an id from a path, a query or a body that is not a UUID is simply not found
 * (or refused) before it reaches a uuid column, where it would be a database error.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID_PATTERN.test(value);
