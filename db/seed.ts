import { seedAnalyticsDemo } from "#src/features/analytics/server/index.ts";
import { seedMarketingDemo } from "#src/features/command-center/server/command-center.seed.ts";
import { seedBlogPosts } from "#src/features/content/server/index.ts";
import { seedFlareRates, seedPointTemplates } from "#src/features/flare/server/index.ts";
import { seedGuides } from "#src/features/guides/server/index.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "#src/features/identity/server/identity.seed.ts";
import { seedPeopleDemo } from "#src/features/people/server/index.ts";
import { seedWorkspaceDemo } from "#src/features/workspace/server/index.ts";
import type { Auth } from "#src/platform/auth/auth.ts";
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
