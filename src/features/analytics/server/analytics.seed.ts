import { count } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { industryTrends, visitorAnalytics } from "./analytics.tables.ts";

const SEGMENT_SHARE = { general: 0.46, startup: 0.22, enterprise: 0.18, government: 0.09, ventures: 0.05 };

/** Fictional trends per segment for the Trends tab (demo mode only). */
export const DEMO_TRENDS = [
  { segment: "startup", trendName: "AI copilots inside MVP scopes" },
  { segment: "startup", trendName: "Usage-based pricing from launch day" },
  { segment: "enterprise", trendName: "Legacy ERP modernisation in phases" },
  { segment: "enterprise", trendName: "Internal developer platforms" },
  { segment: "government", trendName: "FedRAMP-ready cloud migrations" },
  { segment: "government", trendName: "Plain-language digital services" },
];

/**
 * Demo mode: a plausible 90-day visitor history (rows flagged demo, shown labelled as demo data
 * and only while the tracker has no figures of its own) and the segment trends. Idempotent.
 */
export async function seedAnalyticsDemo(db: Db, now = new Date()): Promise<void> {
  const rows: (typeof visitorAnalytics.$inferInsert)[] = [];
  for (let i = 1; i <= 90; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - i));
    const weekday = d.getUTCDay();
    // A steady rise with a weekly rhythm and a deterministic wobble.
    const base = 120 + (90 - i) * 0.9 + (weekday === 0 || weekday === 6 ? -35 : 0) + ((i * 37) % 23);
    const all = Math.round(base);
    const date = d.toISOString().slice(0, 10);
    rows.push({ date, segment: "all", visitorCount: all, demo: true });
    for (const [segment, share] of Object.entries(SEGMENT_SHARE)) {
      rows.push({ date, segment, visitorCount: Math.round(all * share), demo: true });
    }
  }
  await db.insert(visitorAnalytics).values(rows).onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(industryTrends);
  if (Number(existing?.n ?? 0) === 0) await db.insert(industryTrends).values(DEMO_TRENDS);
}
