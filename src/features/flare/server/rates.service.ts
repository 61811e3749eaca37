import { eq } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  DELIVERY_MESSAGES as DM,
  type RateDto,
  type RateInput,
  SEGMENT_KEYS,
  SEGMENT_LABELS,
  type SegmentKey,
  segmentSchema,
} from "../flare-delivery.contract.ts";
import { flareRates } from "./flare.tables.ts";

type RateRow = typeof flareRates.$inferSelect;

const toDto = (r: RateRow): RateDto => ({
  segment: r.segment as SegmentKey,
  basis: r.basis,
  rateLow: r.rateLow,
  rateHigh: r.rateHigh,
  pointsPerDay: r.pointsPerDay,
  hoursPerDay: r.hoursPerDay,
  currency: r.currency,
  updatedAt: r.updatedAt.toISOString(),
});

/** Every segment's rates (staff: the employee role, or an admin). A segment without rates is left out. */
export async function listRates(db: Db, actor: Actor): Promise<RateDto[]> {
  if (!actor.roles.includes("admin")) assertRole(actor, "employee");
  const rows = await db.select().from(flareRates);
  return rows.map(toDto).sort((a, b) => SEGMENT_KEYS.indexOf(a.segment) - SEGMENT_KEYS.indexOf(b.segment));
}

/** The rates a proposal or a delivery prices with; a clear 400 when an admin has set none. */
export async function rateFor(db: Db, segment: SegmentKey): Promise<RateDto> {
  const [row] = await db.select().from(flareRates).where(eq(flareRates.segment, segment)).limit(1);
  if (!row) throw badRequest(DM.ratesMissing(SEGMENT_LABELS[segment].toLowerCase()));
  return toDto(row);
}

/** Admins set a segment's rates; the change is audited with what it was before. */
export async function updateRate(db: Db, actor: Actor, segment: string, input: RateInput): Promise<RateDto> {
  assertRole(actor, "admin");
  const parsed = segmentSchema.safeParse(segment);
  if (!parsed.success) throw badRequest(DM.segmentRequired, { segment: DM.segmentRequired });
  const key = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(flareRates).where(eq(flareRates.segment, key));
    const values = { ...input, updatedBy: actor.user.email, updatedAt: new Date() };
    const [row] = await tx
      .insert(flareRates)
      .values({ segment: key, ...values })
      .onConflictDoUpdate({ target: flareRates.segment, set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: "flare.rates.update",
      entityType: "flare_rates",
      entityId: key,
      details: { before: before ? toDto(before) : null, after: input },
    });
    return toDto(row!);
  });
}

/** Demo rates (data an admin edits afterwards), written once: an admin's later change is kept. */
export const DEMO_RATES: Record<SegmentKey, RateInput> = {
  startup: { basis: "point", rateLow: 90, rateHigh: 130, pointsPerDay: 20, hoursPerDay: 8, currency: "USD" },
  enterprise: {
    basis: "day",
    rateLow: 1200,
    rateHigh: 1600,
    pointsPerDay: 20,
    hoursPerDay: 8,
    currency: "USD",
  },
  government: {
    basis: "day",
    rateLow: 1400,
    rateHigh: 1900,
    pointsPerDay: 16,
    hoursPerDay: 8,
    currency: "USD",
  },
};

export async function seedFlareRates(db: Db): Promise<void> {
  for (const segment of SEGMENT_KEYS) {
    await db
      .insert(flareRates)
      .values({ segment, ...DEMO_RATES[segment], updatedBy: "seed" })
      .onConflictDoNothing();
  }
}
