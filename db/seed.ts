import { eq, like } from "drizzle-orm";
import { seedAnalyticsDemo } from "#src/features/analytics/server/index.ts";
import { seedMarketingDemo } from "#src/features/command-center/server/command-center.seed.ts";
import { seedBlogPosts } from "#src/features/content/server/index.ts";
import { seedFlareRates, seedPointTemplates } from "#src/features/flare/server/index.ts";
import { seedGuides } from "#src/features/guides/server/index.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "#src/features/identity/server/identity.seed.ts";
import { seedPeopleDemo } from "#src/features/people/server/index.ts";
import { seedWorkspaceDemo } from "#src/features/workspace/server/index.ts";
import type { Auth } from "#src/platform/auth/auth.ts";
import { setupClaims } from "#src/platform/auth/roles.tables.ts";
import type { Db } from "#src/platform/db/db.ts";

export { DEMO_ACCOUNTS } from "#src/features/identity/server/identity.seed.ts";

/** Demo data, slice by slice, in dependency order. Every builder is idempotent. */
export async function seedDemo(db: Db, auth: Auth): Promise<void> {
  await seedDemoAccounts(db, auth);
  await seedPeopleDemo(db);
  await seedBlogPosts(db);
  await seedGuides(db);
  await seedPointTemplates(db);
  await seedFlareRates(db);
  await seedAnalyticsDemo(db);
  await seedWorkspaceDemo(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  await seedMarketingDemo(db);
}

/**
 * The demo seed, skipped on a warm start: `seedKey` names the build (its server bundle's time and
 * size), and a `setup_claims` row records that this build's seed finished. Each builder is
 * idempotent, so a new build (which may bring new demo rows) seeds once more; a start that crashed
 * mid-seed wrote no row and seeds again. Without a key (dev mode, tests) it always seeds.
 */
export async function seedDemoOnce(db: Db, auth: Auth, seedKey: string | undefined): Promise<void> {
  const key = seedKey ? `demo-seed:${seedKey}` : undefined;
  if (key) {
    const done = await db.select({ key: setupClaims.key }).from(setupClaims).where(eq(setupClaims.key, key));
    if (done.length > 0) return;
  }
  await seedDemo(db, auth);
  if (key) {
    // One row: the previous builds' markers go.
    await db.delete(setupClaims).where(like(setupClaims.key, "demo-seed:%"));
    await db.insert(setupClaims).values({ key }).onConflictDoNothing();
  }
}
