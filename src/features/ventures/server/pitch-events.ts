import { desc, gt, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { pitchSubmissions } from "./ventures.tables.ts";

/** A pitch sent through /ventures/pitch as a Command Center notification ("New pitch: …"). */
export type PitchEvent = {
  id: string;
  at: Date;
  title: string;
  detail: string | null;
  leadId: string | null;
};

/** The newest pitches, newest first. */
export async function latestPitchEvents(db: Db, limit: number): Promise<PitchEvent[]> {
  const rows = await db
    .select({
      id: pitchSubmissions.id,
      companyName: pitchSubmissions.companyName,
      founderName: pitchSubmissions.founderName,
      stage: pitchSubmissions.stage,
      industry: pitchSubmissions.industry,
      leadId: pitchSubmissions.leadId,
      createdAt: pitchSubmissions.createdAt,
    })
    .from(pitchSubmissions)
    .orderBy(desc(pitchSubmissions.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    title: `New pitch: ${r.companyName}`,
    detail: `${r.founderName} · ${r.stage} · ${r.industry}`,
    leadId: r.leadId,
  }));
}

/** How many pitches arrived after `since`, counted up to `cap`. */
export async function countPitchesSince(db: Db, since: Date | null, cap: number): Promise<number> {
  const recent = db
    .select({ one: sql`1` })
    .from(pitchSubmissions)
    .where(since ? gt(pitchSubmissions.createdAt, since) : undefined)
    .limit(cap)
    .as("recent");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(recent);
  return row?.n ?? 0;
}
