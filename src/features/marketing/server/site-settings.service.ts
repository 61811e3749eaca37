import { eq } from "drizzle-orm";
import { siteSettings } from "#src/platform/config/settings.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { SITE_DEFAULTS } from "../content/site-defaults.ts";
import { type SiteSettings, siteSettingsSchema } from "../marketing.contract.ts";

const KEY = "company";

/** The stored settings over the demo defaults; a damaged row falls back to the defaults. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
    .limit(1);
  if (!rows[0]) return SITE_DEFAULTS;
  const merged = siteSettingsSchema.safeParse({ ...SITE_DEFAULTS, ...(rows[0].value as object) });
  return merged.success ? merged.data : SITE_DEFAULTS;
}

export async function saveSiteSettings(db: Db, value: SiteSettings): Promise<SiteSettings> {
  const parsed = siteSettingsSchema.parse(value);
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
  return parsed;
}
