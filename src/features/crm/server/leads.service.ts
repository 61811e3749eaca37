import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { currentMailContext, currentVisitSession } from "#src/platform/http/capture-context.ts";
import { idempotentWriteMark } from "#src/platform/http/idempotency.ts";
import type { MailContext } from "#src/platform/mail/index.ts";
import { linkVisitToLead } from "./attribution.service.ts";
import { leadActivities, leads } from "./crm.tables.ts";
import { recomputeEngagement } from "./engagement.service.ts";
import { emitLeadEvents, type LeadEvent } from "./lead-events.ts";
import { rescoreLeads } from "./lead-scoring.ts";
import { routeNewLead } from "./routing.service.ts";
import { rulesVersionSql } from "./rule-cache.ts";

/** What a capture point knows about the person; everything but the source is optional. */
export type LeadCapture = {
  /** The capture point, e.g. "madlib-form", "contact-page", "resource-request". */
  source: string;
  segment?: string | null | undefined;
  name?: string | null | undefined;
  email?: string | null | undefined;
  company?: string | null | undefined;
  phone?: string | null | undefined;
  /** 0–100; the lead keeps the highest score any capture gave. */
  score?: number | undefined;
  scoreReasons?: string[] | undefined;
  /** The row that holds the capture, e.g. "madlib_contact_submissions" and its id. */
  sourceTable?: string | undefined;
  sourceId?: string | undefined;
  details?: Record<string, unknown> | undefined;
  /**
   * The tracker's tab session the capture came with. Left out, it is the current request's
   * (`X-Visit-Session`, never with DNT or GPC); null links nothing.
   */
  visitSession?: string | null | undefined;
  /** For the new owner's email; left out, the current request's (none outside a request). */
  mail?: Promise<MailContext> | undefined;
  /**
   * The caller's own writes that need the lead (its capture row's lead id, its staff notification),
   * run in the transaction after the lead is stored and scored but before routing takes the rule's
   * lock, so that lock is held only for the assignment itself (decision 049).
   */
  beforeRouting?: ((db: Db, lead: LeadCaptureResult) => Promise<void>) | undefined;
};

export type LeadCaptureResult = { leadId: string; created: boolean };

/** Blank strings count as "not given", so they never overwrite what a lead already has. */
function given(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

export function normalizeEmail(email: string | null | undefined): string | null {
  return given(email)?.toLowerCase() ?? null;
}

export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, "") ?? "";
  return digits ? digits : null;
}

/** "email:<lowercased>", else "phone:<digits>", else a key nobody else can match. */
export function leadDedupeKey(input: Pick<LeadCapture, "email" | "phone">): string {
  const email = normalizeEmail(input.email);
  if (email) return `email:${email}`;
  const digits = phoneDigits(input.phone);
  if (digits) return `phone:${digits}`;
  return `anon:${randomUUID()}`;
}

function clampScore(score: number | undefined): number {
  if (score === undefined || !Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score)));
}

/**
 * Records one capture: creates the lead, or attaches to the one with the same email (or phone).
 * A single INSERT ... ON CONFLICT makes this atomic, so simultaneous captures of one person make
 * one lead. Existing details are kept, missing ones filled in, the highest score wins. Every
 * capture, the first included, adds a "capture" activity. Pass a transaction to make the lead part
 * of the caller's commit.
 */
export async function recordLead(db: Db, input: LeadCapture): Promise<LeadCaptureResult> {
  const source = given(input.source);
  if (!source) throw new Error("recordLead: source is required");
  const score = clampScore(input.score);
  const reasons = input.scoreReasons ?? [];
  const now = new Date();
  const row = {
    dedupeKey: leadDedupeKey(input),
    name: given(input.name),
    email: normalizeEmail(input.email),
    phone: given(input.phone),
    company: given(input.company),
    segment: given(input.segment),
    source,
    score,
    scoreReasons: reasons,
    sourceTable: given(input.sourceTable),
    sourceId: given(input.sourceId),
    lastActivityAt: now,
    updatedAt: now,
  };
  const [lead] = await db
    .insert(leads)
    .values(row)
    .onConflictDoUpdate({
      target: leads.dedupeKey,
      set: {
        // Fill what is missing; never replace a value the lead already has.
        name: sql`coalesce(${leads.name}, excluded.name)`,
        email: sql`coalesce(${leads.email}, excluded.email)`,
        phone: sql`coalesce(${leads.phone}, excluded.phone)`,
        company: sql`coalesce(${leads.company}, excluded.company)`,
        segment: sql`coalesce(${leads.segment}, excluded.segment)`,
        scoreReasons: sql`case when excluded.score > ${leads.score} then excluded.score_reasons else ${leads.scoreReasons} end`,
        score: sql`greatest(${leads.score}, excluded.score)`,
        lastActivityAt: sql`greatest(${leads.lastActivityAt}, excluded.last_activity_at)`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    // xmax is 0 only on a freshly inserted row version; an ON CONFLICT update sets it.
    .returning({
      id: leads.id,
      created: sql<boolean>`(xmax = 0)`,
      mergedIntoId: leads.mergedIntoId,
      // What routing needs of a new lead, so it is not read back (decision 049).
      name: leads.name,
      email: leads.email,
      company: leads.company,
      segment: leads.segment,
      source: leads.source,
      leadScore: leads.leadScore,
      ownerId: leads.ownerId,
      // The rules' version, so the scoring and routing rules are read only when they changed.
      rulesVersion: rulesVersionSql,
    });
  if (!lead) throw new Error("recordLead: the lead was neither inserted nor updated");
  // A lead merged into another hands its later captures to the lead it was merged into.
  const viaMergedLead = lead.mergedIntoId ? lead.id : null;
  if (lead.mergedIntoId) lead.id = await mergeTarget(db, lead.mergedIntoId);
  const visit = input.visitSession === undefined ? currentVisitSession() : input.visitSession;
  const details = {
    ...(input.details ?? {}),
    ...(row.name ? { name: row.name } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone ? { phone: row.phone } : {}),
    ...(row.company ? { company: row.company } : {}),
    ...(reasons.length ? { scoreReasons: reasons } : {}),
    ...(visit ? { visitSession: visit } : {}),
    ...(viaMergedLead ? { viaMergedLead } : {}),
  };
  // In the capture's own transaction and statement: a retried Idempotency-Key now knows it was
  // stored (decision 020); the mark rides on the activity's insert as a CTE (decision 049).
  const storedId = row.sourceId ?? lead.id;
  const mark = idempotentWriteMark(`${row.sourceTable ?? "leads"}:${storedId}`, storedId);
  await db.execute(sql`${mark ? sql`with mark as (${mark}) ` : sql``}
    insert into ${leadActivities} (lead_id, type, source, source_table, source_id, segment, score, details)
    values (${lead.id}, 'capture', ${source}, ${row.sourceTable}, ${row.sourceId}, ${row.segment}, ${score},
      ${JSON.stringify(details)}::jsonb)`);
  if (visit) await linkVisitToLead(db, lead.id, visit, now);
  // The CRM's own score (the scoring rules) follows every capture, in the same transaction.
  const rescored = await rescoreLeads(db, { leadId: lead.id }, lead.rulesVersion);
  await input.beforeRouting?.(db, { leadId: lead.id, created: Boolean(lead.created) });
  if (lead.created) {
    // A new lead gets its owner by the routing rules as it is written, and the owner is told. Its
    // CRM score is the rescore's (an unchanged score is not listed: the stored one stands).
    const leadScore = rescored.examples.find((e) => e.leadId === lead.id)?.after ?? lead.leadScore;
    // lead.created and lead.assigned are written together, in one statement, once routing is done.
    const events: LeadEvent[] = [{ type: "lead.created", leadId: lead.id, source, at: now }];
    await routeNewLead(db, { ...lead, leadScore }, input.mail ?? currentMailContext(), now, {
      rulesVersion: lead.rulesVersion,
      events,
    });
    await emitLeadEvents(db, events);
  } else {
    // A later capture is engagement: the stored score follows at once.
    await recomputeEngagement(db, [lead.id], now);
  }
  return { leadId: lead.id, created: Boolean(lead.created) };
}

/** The lead a merged lead now lives in (following merges of merges, at most 10 deep). */
async function mergeTarget(db: Db, id: string): Promise<string> {
  let current = id;
  for (let i = 0; i < 10; i++) {
    const [row] = await db
      .select({ next: leads.mergedIntoId })
      .from(leads)
      .where(eq(leads.id, current))
      .limit(1);
    if (!row?.next) return current;
    current = row.next;
  }
  return current;
}

/** A lead as other slices and screens see it. */
export type LeadDto = {
  id: string;
  dedupeKey: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  segment: string | null;
  source: string;
  score: number;
  scoreReasons: string[];
  status: string;
  sourceTable: string | null;
  sourceId: string | null;
  lastActivityAt: string;
  createdAt: string;
};

export type LeadActivityDto = {
  id: string;
  type: string;
  source: string;
  sourceTable: string | null;
  sourceId: string | null;
  segment: string | null;
  score: number | null;
  details: Record<string, unknown>;
  createdAt: string;
};

function toLeadDto(row: typeof leads.$inferSelect): LeadDto {
  return {
    id: row.id,
    dedupeKey: row.dedupeKey,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    segment: row.segment,
    source: row.source,
    score: row.score,
    scoreReasons: row.scoreReasons,
    status: row.status,
    sourceTable: row.sourceTable,
    sourceId: row.sourceId,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One lead by id, or by its dedupe key ("email:…", "phone:…"); null when there is none. */
export async function findLead(db: Db, by: { id: string } | { dedupeKey: string }): Promise<LeadDto | null> {
  const where = "id" in by ? eq(leads.id, by.id) : eq(leads.dedupeKey, by.dedupeKey);
  const [row] = await db.select().from(leads).where(where).limit(1);
  return row ? toLeadDto(row) : null;
}

/** A lead's activities, oldest first. */
export async function listLeadActivities(db: Db, leadId: string): Promise<LeadActivityDto[]> {
  const rows = await db
    .select()
    .from(leadActivities)
    .where(eq(leadActivities.leadId, leadId))
    .orderBy(asc(leadActivities.createdAt), asc(leadActivities.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    source: r.source,
    sourceTable: r.sourceTable,
    sourceId: r.sourceId,
    segment: r.segment,
    score: r.score,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
