import { eq } from "drizzle-orm";
import { setCompanyCurrency } from "#src/lib/money.ts";
import { dataCacheOf } from "#src/platform/cache/data-cache.ts";
import type { Db } from "#src/platform/db/db.ts";
import { SITE_DEFAULTS } from "../content/site-defaults.ts";
import { type SiteSettings, siteSettingsSchema } from "../site.contract.ts";
import { siteSettings } from "./site.tables.ts";

const KEY = "company";

/**
 * The stored settings over the demo defaults; a damaged row falls back to the defaults. Read once
 * and kept in memory: every page's shell needs them, and they change only when an admin edits them
 * (saveSiteSettings, or any write to the table, which every process hears of).
 */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const settings = await dataCacheOf(db).memo(`site_settings:${KEY}`, ["site_settings"], () =>
    readSiteSettings(db),
  );
  // Amounts the server formats (emails, price guidance) use the currency of the latest read.
  setCompanyCurrency(settings.currency);
  return settings;
}

async function readSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
    .limit(1);
  if (!rows[0]) return SITE_DEFAULTS;
  const merged = siteSettingsSchema.safeParse({ ...SITE_DEFAULTS, ...(rows[0].value as object) });
  return merged.success
    ? { ...merged.data, currency: merged.data.currency ?? SITE_DEFAULTS.currency }
    : SITE_DEFAULTS;
}

export async function saveSiteSettings(db: Db, value: SiteSettings): Promise<SiteSettings> {
  const parsed = { ...siteSettingsSchema.parse(value), currency: value.currency };
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
  dataCacheOf(db).changed("site_settings");
  return parsed;
}
