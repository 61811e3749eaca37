import { asc, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { POINT_TEMPLATES } from "../content/point-templates.ts";
import type { PointTemplateDto } from "../flare.contract.ts";
import { featurePointTemplates } from "./flare.tables.ts";

/**
 * Puts the standard templates into feature_point_templates, leaving rows that exist (by name)
 * as they are. Idempotent: the demo seed and the first read on an empty table both call it.
 */
export async function seedPointTemplates(db: Db): Promise<void> {
  await db
    .insert(featurePointTemplates)
    .values(POINT_TEMPLATES.map((t, i) => ({ ...t, sortOrder: i })))
    .onConflictDoNothing({ target: featurePointTemplates.name });
}

/** The templates the custom feature dialog offers, in their order. */
export async function listPointTemplates(db: Db): Promise<PointTemplateDto[]> {
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(featurePointTemplates);
  if (Number(count?.n ?? 0) === 0) await seedPointTemplates(db);
  const rows = await db
    .select()
    .from(featurePointTemplates)
    .orderBy(asc(featurePointTemplates.sortOrder), asc(featurePointTemplates.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    basePoints: r.basePoints,
    multipliers: r.multipliers,
  }));
}
