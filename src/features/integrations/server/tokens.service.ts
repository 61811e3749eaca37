import { desc, eq } from "drizzle-orm";
import type { ApiScope } from "#src/lib/api-scopes.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { apiTokens } from "#src/platform/auth/api-tokens.tables.ts";
import { newTokenSecret } from "#src/platform/auth/api-tokens.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  INTEGRATIONS_MESSAGES as M,
  type TokenCreateInput,
  type TokenDto,
} from "../integrations.contract.ts";

type Row = typeof apiTokens.$inferSelect;

function toDto(row: Row, creator: string | null, now = new Date()): TokenDto {
  const status = row.revokedAt ? "revoked" : row.expiresAt && row.expiresAt <= now ? "expired" : "active";
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    // Stored as the create schema admitted them: names from API_SCOPES.
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    createdBy: creator,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    status,
  };
}

/** Admins only; a token is never an admin, so no token can mint or revoke tokens. */
const assertAdmin = (actor: Actor) => assertRole(actor, "admin");

export async function listTokens(db: Db, actor: Actor): Promise<TokenDto[]> {
  assertAdmin(actor);
  const rows = await db
    .select({ token: apiTokens, creator: user.name })
    .from(apiTokens)
    .leftJoin(user, eq(user.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt))
    .limit(200);
  return rows.map((r) => toDto(r.token, r.creator));
}

/** Creates a token: the secret is returned once and only its hash is stored. */
export async function createToken(
  db: Db,
  actor: Actor,
  input: TokenCreateInput,
  now = new Date(),
): Promise<{ token: TokenDto; secret: string }> {
  assertAdmin(actor);
  // The token works through the whole of its last day (UTC).
  const expiresAt = input.expiresOn ? new Date(`${input.expiresOn}T23:59:59.999Z`) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(M.expiryPast, { expiresOn: M.expiryPast });
  const { secret, hash, prefix } = newTokenSecret();
  const scopes = [...new Set(input.scopes)].sort();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({ name: input.name, prefix, secretHash: hash, scopes, createdBy: actor.user.id, expiresAt })
      .returning();
    await recordAudit(tx, actor, {
      action: "api_token.created",
      entityType: "api_token",
      entityId: row!.id,
      details: { name: row!.name, scopes, expiresAt: expiresAt?.toISOString() ?? null },
    });
    return { token: toDto(row!, actor.user.name), secret };
  });
}

export async function revokeToken(db: Db, actor: Actor, id: string, now = new Date()): Promise<TokenDto> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for("update");
    if (!row) throw notFound(M.tokenNotFound);
    if (row.revokedAt) throw badRequest(M.tokenAlreadyRevoked);
    const [updated] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(eq(apiTokens.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: "api_token.revoked",
      entityType: "api_token",
      entityId: id,
      details: { name: row.name },
    });
    // The same token as the list shows it, its creator's name included.
    const [creator] = row.createdBy
      ? await tx.select({ name: user.name }).from(user).where(eq(user.id, row.createdBy))
      : [];
    return toDto(updated!, creator?.name ?? null);
  });
}
