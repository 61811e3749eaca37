import { count } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { industryTrends, visitorAnalytics } from "./analytics.tables.ts";

const SEGMENT_SHARE = { general: 0.46, startup: 0.22, enterprise: 0.18, government: 0.09, ventures: 0.05 };

/** Fictional trends per segment for the Trends tab (demo mode only, stored labelled as demo data). */
export const DEMO_TRENDS: {
  segment: string;
  trendName: string;
  description: string;
  direction: "rising" | "steady" | "falling";
}[] = [
  {
    segment: "startup",
    trendName: "AI copilots inside MVP scopes",
    description: "Founders ask for an assistant feature in the first release rather than a later phase.",
    direction: "rising",
  },
  {
    segment: "startup",
    trendName: "Usage-based pricing from launch day",
    description: "Metered billing is scoped into the MVP instead of flat seats.",
    direction: "rising",
  },
  {
    segment: "enterprise",
    trendName: "Legacy ERP modernisation in phases",
    description: "Replacement in slices behind an integration layer instead of one cut-over.",
    direction: "steady",
  },
  {
    segment: "enterprise",
    trendName: "Internal developer platforms",
    description: "Platform teams standardise paved roads for service teams.",
    direction: "rising",
  },
  {
    segment: "government",
    trendName: "FedRAMP-ready cloud migrations",
    description: "Agencies ask for authorisation-ready architectures up front.",
    direction: "rising",
  },
  {
    segment: "government",
    trendName: "Plain-language digital services",
    description: "Forms and notices rewritten for reading level and accessibility.",
    direction: "steady",
  },
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
  if (Number(existing?.n ?? 0) === 0)
    await db.insert(industryTrends).values(DEMO_TRENDS.map((t) => ({ ...t, demo: true })));
}
