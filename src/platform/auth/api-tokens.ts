import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { apiTokens } from "./api-tokens.tables.ts";

/** Every token starts with this, so secret scanners and people recognise one. */
export const TOKEN_PREFIX = "agt_";
const TOKEN_PATTERN = /^agt_[A-Za-z0-9_-]{43}$/;
/** How often the last-used time is written at most (a busy token does not write on every call). */
const LAST_USED_EVERY_MS = 60_000;

export type TokenIdentity = { id: string; name: string; prefix: string; scopes: string[]; createdBy: string };

export const hashTokenSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A new secret (256 random bits) with its hash and display prefix. */
export function newTokenSecret() {
  const secret = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, 10) };
}

/**
 * The token a bearer secret names, if it is well formed, known, not revoked and not expired;
 * null otherwise. Records the use (at most once a minute).
 */
export async function resolveToken(db: Db, secret: string, now = new Date()): Promise<TokenIdentity | null> {
  if (!TOKEN_PATTERN.test(secret)) return null;
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.secretHash, hashTokenSecret(secret)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
  return { id: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes, createdBy: row.createdBy };
}
