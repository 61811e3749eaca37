import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  PEOPLE_MESSAGES,
  type PerformanceReviewDto,
  type PerformanceReviewInput,
  type PersonRef,
  type ReviewsPageDto,
} from "../people.contract.ts";
import { managerChain, type PortalActor, portalActor, profileById, reportsUnder } from "./access.ts";
import { employeeProfiles, employeeReviews } from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";

const R = employeeReviews;
type ReviewRow = typeof R.$inferSelect;

const ref = (people: Map<string, PersonRef>, id: string): PersonRef => {
  const p = people.get(id);
  return { id, firstName: p?.firstName ?? "", lastName: p?.lastName ?? "", title: p?.title ?? null };
};

/**
 * Reviews as the caller may see them: private notes for the manager chain and administrators
 * (`seesNotes`), and for the employee only when the reviewer shared them.
 */
async function toDtos(db: Db, rows: ReviewRow[], viewerId: string, seesNotes: boolean) {
  const people = await refsByIds(db, [
    ...rows.map((r) => r.employeeId),
    ...rows.map((r) => r.reviewerId).filter((x): x is string => Boolean(x)),
  ]);
  return rows.map(
    (r): PerformanceReviewDto => ({
      id: r.id,
      employee: ref(people, r.employeeId),
      reviewer: r.reviewerId ? ref(people, r.reviewerId) : null,
      period: r.period,
      rating: r.rating,
      strengths: r.strengths,
      improvements: r.improvements,
      privateNotes:
        r.employeeId !== viewerId && seesNotes ? r.privateNotes : r.notesShared ? r.privateNotes : null,
      notesShared: r.notesShared,
      createdAt: r.createdAt.toISOString(),
    }),
  );
}

/** Everyone the caller may review: everyone under them, or every other active profile for an admin. */
async function reviewableIds(db: Db, p: PortalActor): Promise<string[]> {
  if (!p.isAdmin) return reportsUnder(db, p.profile.id);
  const rows = await db
    .select({ id: employeeProfiles.id })
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.status, "active"), ne(employeeProfiles.id, p.profile.id)));
  return rows.map((r) => r.id);
}

/** The Reviews page: one's own reviews, and for a manager or admin those of the people they review. */
export async function reviewsPage(db: Db, actor: Actor | null): Promise<ReviewsPageDto> {
  const p = await portalActor(db, actor);
  const own = await db.select().from(R).where(eq(R.employeeId, p.profile.id)).orderBy(desc(R.createdAt));
  const ids = await reviewableIds(db, p);
  const others = ids.length
    ? await db.select().from(R).where(inArray(R.employeeId, ids)).orderBy(desc(R.createdAt)).limit(500)
    : [];
  const names = ids.length
    ? await db
        .select({
          id: employeeProfiles.id,
          first: employeeProfiles.firstName,
          last: employeeProfiles.lastName,
        })
        .from(employeeProfiles)
        .where(and(inArray(employeeProfiles.id, ids), eq(employeeProfiles.status, "active")))
        .orderBy(asc(employeeProfiles.lastName), asc(employeeProfiles.firstName))
    : [];
  return {
    mine: await toDtos(db, own, p.profile.id, false),
    written: await toDtos(db, others, p.profile.id, true),
    reviewable: names.map((n) => ({ id: n.id, name: `${n.first} ${n.last}` })),
  };
}

/** A manager up the employee's chain, or a portal administrator, writes a review; never of oneself. */
export async function createReview(
  db: Db,
  actor: Actor | null,
  input: PerformanceReviewInput,
): Promise<PerformanceReviewDto> {
  const p = await portalActor(db, actor);
  if (input.employeeId === p.profile.id) throw forbidden(PEOPLE_MESSAGES.reviewSelf);
  const employee = await profileById(db, input.employeeId);
  const chain = await managerChain(db, employee.id);
  if (!p.isAdmin && !chain.includes(p.profile.id)) throw forbidden(PEOPLE_MESSAGES.reviewReportsOnly);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(R)
      .values({
        employeeId: employee.id,
        reviewerId: p.profile.id,
        period: input.period,
        rating: input.rating,
        strengths: input.strengths ?? null,
        improvements: input.improvements ?? null,
        privateNotes: input.privateNotes ?? null,
        notesShared: input.notesShared,
      })
      .returning();
    // The rating and period only: what the review says stays in the review.
    await recordAudit(tx, p.actor, {
      action: "review.created",
      entityType: "employee",
      entityId: employee.id,
      details: { reviewId: created!.id, period: input.period, rating: input.rating },
    });
    return created!;
  });
  return (await toDtos(db, [row], p.profile.id, true))[0]!;
}
