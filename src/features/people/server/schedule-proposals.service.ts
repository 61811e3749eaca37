import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { forbidden, HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import { scheduleProposalEmail } from "../emails/schedule-proposal.ts";
import { formatDay } from "../lib/format.ts";
import { todayIso } from "../lib/working-days.ts";
import {
  PEOPLE_MESSAGES,
  type PersonRef,
  type ProposalDecisionInput,
  type ScheduleProposalDto,
  type ScheduleProposalInput,
} from "../people.contract.ts";
import { type PortalActor, portalActor } from "./access.ts";
import { toRef } from "./dto.ts";
import { type ScheduleProposalPayload, scheduleProposals } from "./people.tables.ts";
import { refsByIds } from "./profiles.service.ts";
import { assertPlannable, setsScheduleOf, writeChange, writePattern } from "./schedule-rules.ts";

const SP = scheduleProposals;
type ProposalRow = typeof SP.$inferSelect;

/** At most this many of one employee's proposals wait for an answer at once. */
export const PENDING_PROPOSALS_MAX = 10;

/** A reference only: the lookup also carries the person's email, which a proposal does not send. */
const refOf = (people: Map<string, PersonRef>, id: string): PersonRef => {
  const person = people.get(id);
  return person ? toRef(person) : { id, firstName: "", lastName: "", title: null };
};

async function toDtos(db: Db, rows: ProposalRow[]): Promise<ScheduleProposalDto[]> {
  const people = await refsByIds(db, [
    ...rows.map((r) => r.employeeId),
    ...rows.map((r) => r.decidedBy).filter((x): x is string => Boolean(x)),
  ]);
  return rows.map((r) => {
    const pl = r.payload;
    return {
      id: r.id,
      employee: refOf(people, r.employeeId),
      kind: pl.kind,
      effectiveFrom: pl.kind === "pattern" ? pl.effectiveFrom : null,
      days: pl.kind === "pattern" ? pl.days : [],
      change:
        pl.kind === "change"
          ? {
              date: pl.date,
              dayOff: pl.dayOff,
              startTime: pl.startTime,
              endTime: pl.endTime,
              remote: pl.remote,
            }
          : null,
      reason: r.reason,
      status: r.status as ScheduleProposalDto["status"],
      decidedBy: r.decidedBy ? refOf(people, r.decidedBy) : null,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decisionNote: r.decisionNote,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** One employee's proposals, newest first (the last 20). */
export async function proposalsFor(db: Db, employeeId: string): Promise<ScheduleProposalDto[]> {
  const rows = await db
    .select()
    .from(SP)
    .where(eq(SP.employeeId, employeeId))
    .orderBy(desc(SP.createdAt))
    .limit(20);
  return toDtos(db, rows);
}

/** Pending proposals the caller answers: of `ids` (everyone under them), or everyone else's for an admin (null). */
export async function proposalsToDecide(
  db: Db,
  p: PortalActor,
  ids: string[] | null,
): Promise<ScheduleProposalDto[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(SP)
    .where(and(eq(SP.status, "pending"), ids ? inArray(SP.employeeId, ids) : ne(SP.employeeId, p.profile.id)))
    .orderBy(desc(SP.createdAt))
    .limit(200);
  return toDtos(db, rows);
}

/** What a proposal asks for, in one line (the email and the audit record say it so). */
export function describeProposal(pl: ScheduleProposalPayload): string {
  if (pl.kind === "pattern") return `a weekly schedule from ${formatDay(pl.effectiveFrom)}`;
  const when = formatDay(pl.date);
  return pl.dayOff
    ? `${when} off`
    : `${when}, ${pl.startTime} – ${pl.endTime}${pl.remote ? " (remote)" : ""}`;
}

/** The employee proposes a change of their own schedule; their managers or an admin answer it. */
export async function proposeScheduleChange(
  db: Db,
  actor: Actor | null,
  input: ScheduleProposalInput,
  now = new Date(),
): Promise<ScheduleProposalDto> {
  const p = await portalActor(db, actor);
  assertPlannable(
    input.kind === "pattern" ? input.effectiveFrom : input.date,
    now,
    input.kind === "pattern" ? "effectiveFrom" : "date",
  );
  const [waiting] = await db
    .select({ n: count() })
    .from(SP)
    .where(and(eq(SP.employeeId, p.profile.id), eq(SP.status, "pending")));
  if ((waiting?.n ?? 0) >= PENDING_PROPOSALS_MAX)
    throw new HttpError(409, PEOPLE_MESSAGES.proposalLimit(PENDING_PROPOSALS_MAX));
  const payload: ScheduleProposalPayload =
    input.kind === "pattern"
      ? {
          kind: "pattern",
          effectiveFrom: input.effectiveFrom,
          days: [...input.days].sort((a, b) => a.weekday - b.weekday),
        }
      : {
          kind: "change",
          date: input.date,
          dayOff: input.dayOff,
          startTime: input.dayOff ? null : input.startTime,
          endTime: input.dayOff ? null : input.endTime,
          remote: !input.dayOff && input.remote,
        };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(SP)
      .values({ employeeId: p.profile.id, payload, reason: input.reason ?? null })
      .returning();
    await recordAudit(tx, p.actor, {
      action: "schedule.proposed",
      entityType: "employee",
      entityId: p.profile.id,
      details: { proposalId: created!.id, kind: payload.kind },
    });
    return created!;
  });
  return (await toDtos(db, [row]))[0]!;
}

async function proposalById(db: Db, id: string): Promise<ProposalRow> {
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.proposalNotFound);
  const [row] = await db.select().from(SP).where(eq(SP.id, id)).limit(1);
  if (!row) throw notFound(PEOPLE_MESSAGES.proposalNotFound);
  return row;
}

/**
 * A manager up the chain or an admin accepts (the change is applied at once) or declines a
 * proposal; never their own. The employee is told by email, in the same transaction.
 */
export async function decideProposal(
  services: Pick<AppServices, "db" | "mailContext">,
  actor: Actor | null,
  id: string,
  input: ProposalDecisionInput,
  now = new Date(),
): Promise<ScheduleProposalDto> {
  const { db } = services;
  const p = await portalActor(db, actor);
  const row = await proposalById(db, id);
  if (row.employeeId === p.profile.id) throw forbidden(PEOPLE_MESSAGES.proposalOwn);
  if (!(await setsScheduleOf(db, p, row.employeeId))) throw notFound(PEOPLE_MESSAGES.proposalNotFound);
  if (row.status !== "pending") throw new HttpError(409, PEOPLE_MESSAGES.proposalAnswered);
  const pl = row.payload;
  const day = pl.kind === "pattern" ? pl.effectiveFrom : pl.date;
  if (input.decision === "accepted" && day < todayIso(now))
    throw new HttpError(409, PEOPLE_MESSAGES.proposalPast);
  const people = await refsByIds(db, [row.employeeId]);
  const employee = people.get(row.employeeId)!;
  const mail = await services.mailContext();
  const decided = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(SP)
      .set({
        status: input.decision,
        decidedBy: p.profile.id,
        decidedAt: now,
        decisionNote: input.note ?? null,
      })
      .where(and(eq(SP.id, row.id), eq(SP.status, "pending")))
      .returning();
    if (!updated) throw new HttpError(409, PEOPLE_MESSAGES.proposalAnswered);
    if (input.decision === "accepted") {
      if (pl.kind === "pattern") await writePattern(tx, row.employeeId, pl, p.profile.id);
      else await writeChange(tx, row.employeeId, { ...pl, note: row.reason }, p.profile.id);
    }
    await enqueueMail(
      tx,
      await scheduleProposalEmail(mail, {
        to: employee.email,
        firstName: employee.firstName,
        accepted: input.decision === "accepted",
        what: describeProposal(pl),
        decidedBy: `${p.profile.firstName} ${p.profile.lastName}`,
        note: input.note ?? null,
      }),
    );
    await recordAudit(tx, p.actor, {
      action: input.decision === "accepted" ? "schedule.proposal_accepted" : "schedule.proposal_declined",
      entityType: "employee",
      entityId: row.employeeId,
      details: { proposalId: row.id, kind: pl.kind },
    });
    return updated;
  });
  return (await toDtos(db, [decided]))[0]!;
}

/** The employee withdraws their own proposal while it waits. */
export async function withdrawProposal(db: Db, actor: Actor | null, id: string): Promise<void> {
  const p = await portalActor(db, actor);
  const row = await proposalById(db, id);
  if (row.employeeId !== p.profile.id) throw notFound(PEOPLE_MESSAGES.proposalNotFound);
  if (row.status !== "pending") throw new HttpError(409, PEOPLE_MESSAGES.proposalAnswered);
  await db.transaction(async (tx) => {
    await tx.delete(SP).where(and(eq(SP.id, row.id), eq(SP.status, "pending")));
    await recordAudit(tx, p.actor, {
      action: "schedule.proposal_withdrawn",
      entityType: "employee",
      entityId: p.profile.id,
      details: { proposalId: row.id },
    });
  });
}
