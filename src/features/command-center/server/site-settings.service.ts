import { getSiteSettings, saveSiteSettings } from "#src/features/site/server/index.ts";
import type { SiteSettings, SiteSettingsInput } from "#src/features/site/site.contract.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { dataCacheOf } from "#src/platform/cache/data-cache.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";

/**
 * Command Center > Settings > General: an admin changes the company facts the public pages show,
 * with the audit record in the same transaction. Every public page has the new values at once.
 */
export async function updateSiteSettings(
  db: Db,
  actor: Actor,
  input: SiteSettingsInput,
): Promise<SiteSettings> {
  assertRole(actor, "admin");
  const saved = await db.transaction(async (tx) => {
    // A body without a currency keeps the stored one; a change of currency is named in the audit.
    const before = (await getSiteSettings(tx)).currency;
    const currency = input.currency ?? before;
    const value = await saveSiteSettings(tx, { ...input, currency });
    await recordAudit(tx, actor, {
      action: "site_settings.update",
      entityType: "site_settings",
      entityId: "company",
      ...(currency !== before ? { details: { currency: { from: before, to: currency } } } : {}),
    });
    return value;
  });
  // This process's copy goes now; the others hear the table's trigger.
  dataCacheOf(db).changed("site_settings");
  return saved;
}
