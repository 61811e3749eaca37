import { seedBlogPosts } from "#src/features/content/server/index.ts";
import { seedGuides } from "#src/features/guides/server/index.ts";
import { seedDemoAccounts } from "#src/features/identity/server/identity.seed.ts";
import type { Auth } from "#src/platform/auth/auth.ts";
import type { Db } from "#src/platform/db/db.ts";

export { DEMO_ACCOUNTS } from "#src/features/identity/server/identity.seed.ts";

/** Demo data, slice by slice, in dependency order. Every builder is idempotent. */
export async function seedDemo(db: Db, auth: Auth): Promise<void> {
  await seedDemoAccounts(db, auth);
  await seedBlogPosts(db);
  await seedGuides(db);
}
