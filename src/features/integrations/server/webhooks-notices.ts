import { and, count, desc, gt, isNotNull } from "drizzle-orm";
import { hasRole } from "#src/platform/auth/roles.ts";
import type { Db } from "#src/platform/db/db.ts";
import { webhookEndpoints } from "./webhooks.tables.ts";

/**
 * The bell's notices for admins: webhook endpoints the platform disabled because they kept
 * failing. Other staff see none (they cannot manage webhooks).
 */
export async function latestWebhookNotices(db: Db, limit: number, userId: string) {
  if (!(await hasRole(db, userId, "admin"))) return [];
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(isNotNull(webhookEndpoints.disabledReason), isNotNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookEndpoints.disabledAt))
    .limit(limit);
  return rows.map((r) => ({
    id: `${r.id}:${r.disabledAt!.getTime()}`,
    at: r.disabledAt!,
    title: `Webhook endpoint disabled: ${r.url}`,
    detail: r.disabledReason,
    href: "/command-center/settings/integrations",
  }));
}

export async function countWebhookNoticesSince(db: Db, since: Date | null, cap: number, userId: string) {
  if (!(await hasRole(db, userId, "admin"))) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(
      and(
        isNotNull(webhookEndpoints.disabledReason),
        isNotNull(webhookEndpoints.disabledAt),
        since ? gt(webhookEndpoints.disabledAt, since) : undefined,
      ),
    );
  return Math.min(cap, row?.n ?? 0);
}
