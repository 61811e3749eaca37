import { eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { profiles } from "./identity.tables.ts";

export type ProfileDto = { id: string; username: string | null; avatarUrl: string | null };

const toDto = (row: typeof profiles.$inferSelect): ProfileDto => ({
  id: row.id,
  username: row.username,
  avatarUrl: row.avatarUrl,
});

/** Spec document 1, section 3: a missing profile is created with just the id. */
export async function getOrCreateProfile(db: Db, userId: string): Promise<ProfileDto> {
  const existing = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (existing[0]) return toDto(existing[0]);
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const created = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return toDto(created[0]!);
}

export async function updateUsername(db: Db, userId: string, username: string): Promise<ProfileDto> {
  await getOrCreateProfile(db, userId);
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
  userId: string,
  fileId: string,
): Promise<{ profile: ProfileDto; replaced: string | null }> {
  const before = await getOrCreateProfile(db, userId);
  const prev = await db.select({ f: profiles.avatarFileId }).from(profiles).where(eq(profiles.id, userId));
  const rows = await db
    .update(profiles)
    .set({ avatarFileId: fileId, avatarUrl: avatarPath(fileId), updatedAt: new Date() })
    .where(eq(profiles.id, before.id))
    .returning();
  return { profile: toDto(rows[0]!), replaced: prev[0]?.f ?? null };
}

export async function setThemePreference(db: Db, userId: string, theme: "dark" | "light"): Promise<void> {
  await getOrCreateProfile(db, userId);
  await db.update(profiles).set({ theme, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
