import { and, desc, eq, isNull, or } from "drizzle-orm";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { weekStartOf } from "#src/lib/business-hours.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { type GoalReport, goalsReportText, reportPeriod } from "../lib/goal-report.ts";
import {
  type GoalDto,
  type GoalInput,
  type GoalStatus,
  PEOPLE_MESSAGES,
  PM,
  type ReportPeriod,
} from "../people.contract.ts";
import { type PortalActor, portalActor } from "./access.ts";
import { goals } from "./people.tables.ts";

const G = goals;
type GoalRow = typeof G.$inferSelect;

function toDto(row: GoalRow, p: PortalActor): GoalDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    targetDate: row.targetDate,
    isCompanyGoal: row.isCompanyGoal,
    status: (["not_started", "in_progress", "completed"].includes(row.status)
      ? row.status
      : "not_started") as GoalStatus,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    editable: row.isCompanyGoal ? p.isAdmin : row.employeeId === p.profile.id,
  };
}

async function visibleGoals(db: Db, p: PortalActor): Promise<GoalRow[]> {
  return db
    .select()
    .from(G)
    .where(or(eq(G.employeeId, p.profile.id), and(eq(G.isCompanyGoal, true), isNull(G.employeeId))))
    .orderBy(desc(G.createdAt));
}

/** One's own goals and the company goals, newest first. */
export async function listGoals(db: Db, actor: Actor | null): Promise<GoalDto[]> {
  const p = await portalActor(db, actor, PM.goalsProfileNotFound);
  return (await visibleGoals(db, p)).map((g) => toDto(g, p));
}

/** A new goal starts in progress at 0. Company goals are an administrator's. */
export async function createGoal(db: Db, actor: Actor | null, input: GoalInput): Promise<GoalDto> {
  const p = await portalActor(db, actor, PM.goalsProfileNotFound);
  if (input.isCompanyGoal && !p.isAdmin) throw forbidden(PEOPLE_MESSAGES.companyGoalAdminOnly);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(G)
      .values({
        title: input.title,
        description: input.description ?? null,
        targetDate: input.targetDate ?? null,
        isCompanyGoal: input.isCompanyGoal,
        employeeId: input.isCompanyGoal ? null : p.profile.id,
        status: "in_progress",
        progress: 0,
      })
      .returning();
    if (input.isCompanyGoal) {
      await recordAudit(tx, p.actor, {
        action: "goal.created",
        entityType: "goal",
        entityId: row!.id,
        details: { title: row!.title, company: true },
      });
    }
    return toDto(row!, p);
  });
}

/** Progress and status: one's own goal, or a company goal for an administrator. */
export async function updateGoal(
  db: Db,
  actor: Actor | null,
  id: string,
  input: { progress?: number | undefined; status?: GoalStatus | undefined },
): Promise<GoalDto> {
  const p = await portalActor(db, actor, PM.goalsProfileNotFound);
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.goalNotFound);
  const [row] = await db.select().from(G).where(eq(G.id, id)).limit(1);
  if (!row || (!row.isCompanyGoal && row.employeeId !== p.profile.id))
    throw notFound(PEOPLE_MESSAGES.goalNotFound);
  if (!toDto(row, p).editable) throw forbidden(PEOPLE_MESSAGES.adminOnly);
  const progress = input.progress ?? (input.status === "completed" ? 100 : row.progress);
  const status: GoalStatus =
    input.status ??
    (progress >= 100 ? "completed" : progress > 0 ? "in_progress" : (row.status as GoalStatus));
  const [updated] = await db
    .update(G)
    .set({ progress, status, updatedAt: new Date() })
    .where(eq(G.id, id))
    .returning();
  return toDto(updated!, p);
}

/** The weekly or monthly report as a text file named by period and date. */
export async function goalsReport(
  db: Db,
  actor: Actor | null,
  period: ReportPeriod,
  now = new Date(),
): Promise<GoalReport> {
  const p = await portalActor(db, actor, PM.goalsProfileNotFound);
  const list = (await visibleGoals(db, p)).map((g) => toDto(g, p));
  return goalsReportText({
    period: reportPeriod(period, now, weekStartOf((await getSiteSettings(db)).businessHours)),
    employee: { firstName: p.profile.firstName, lastName: p.profile.lastName, title: p.profile.title },
    goals: list,
    generatedAt: now,
  });
}
