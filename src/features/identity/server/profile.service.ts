import { eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type ProfileDto } from "../identity.contract.ts";
import { profiles } from "./identity.tables.ts";

const toDto = (row: typeof profiles.$inferSelect): ProfileDto => ({
  id: row.id,
  username: row.username,
  avatarUrl: row.avatarUrl,
});

// A profile belongs to its user: every function here reads or writes the acting user's own profile
// (the profile's id is the user's id), so no caller can name someone else's.

/** The actor's profile; a missing one is created with just the id. */
export async function getOrCreateProfile(db: Db, actor: Actor): Promise<ProfileDto> {
  const userId = actor.user.id;
  const existing = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (existing[0]) return toDto(existing[0]);
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const created = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return toDto(created[0]!);
}

export async function updateUsername(db: Db, actor: Actor, username: string): Promise<ProfileDto> {
  const { id: userId } = await getOrCreateProfile(db, actor);
  const rows = await db
    .update(profiles)
    .set({ username, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  return toDto(rows[0]!);
}

export const avatarPath = (fileId: string) => `/api/identity/avatars/${fileId}`;

/** Points the profile at a stored file; returns the file id it replaced, for clean-up. */
export async function setAvatar(
  db: Db,
  actor: Actor,
  fileId: string,
): Promise<{ profile: ProfileDto; replaced: string | null }> {
  const before = await getOrCreateProfile(db, actor);
  const userId = before.id;
  const prev = await db.select({ f: profiles.avatarFileId }).from(profiles).where(eq(profiles.id, userId));
  const rows = await db
    .update(profiles)
    .set({ avatarFileId: fileId, avatarUrl: avatarPath(fileId), updatedAt: new Date() })
    .where(eq(profiles.id, before.id))
    .returning();
  return { profile: toDto(rows[0]!), replaced: prev[0]?.f ?? null };
}

/**
 * The actor's new profile picture: stored (its type checked by its bytes), the profile pointed at
 * it, and the picture it replaced removed from storage.
 */
export async function uploadAvatar(
  services: Pick<AppServices, "db" | "files">,
  actor: Actor,
  file: { name: string; bytes: Uint8Array },
): Promise<ProfileDto> {
  const stored = await services.files.saveUpload({
    ownerId: actor.user.id,
    purpose: "avatar",
    filename: file.name || "avatar",
    bytes: file.bytes,
    allowed: { mimeTypes: AVATAR_TYPES },
    maxBytes: AVATAR_MAX_BYTES,
  });
  const { profile, replaced } = await setAvatar(services.db, actor, stored.id);
  if (replaced) await services.files.deleteFile(replaced).catch(() => {});
  return profile;
}

export async function setThemePreference(db: Db, actor: Actor, theme: "dark" | "light"): Promise<void> {
  const { id: userId } = await getOrCreateProfile(db, actor);
  await db.update(profiles).set({ theme, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
