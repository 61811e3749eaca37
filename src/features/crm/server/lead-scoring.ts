import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { isPersonalMailDomain } from "#src/lib/free-mail.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type ScoreBand, type ScoringCriterion, scoreBandOf } from "../crm.contract.ts";
import { leadActivities, leadScoringRules, leads } from "./crm.tables.ts";

/** What the rules look at: the lead's own fields and its captures. */
export type LeadFacts = {
  segment: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  /** The capture tools' own assessment (leads.score, the highest any capture gave). */
  captureScore: number;
  captureCount: number;
  capturedBy: string[];
};

export type ScoringRule = {
  ruleName: string;
  scoreWeight: number;
  criteria: Record<string, string | number | boolean>;
  isActive: boolean;
};

/**
 * The rules every new database starts with: the capture tools' own assessment in three tiers,
 * then what the lead tells us about fit (segment, work email, company, phone) and intent (a booked
 * meeting, a completed intake, a pitch deck, coming back). Admins change weights, switch rules off
 * and add their own.
 */
export const DEFAULT_SCORING_RULES: readonly ScoringRule[] = [
  {
    ruleName: "Strong fit from the capture tool",
    scoreWeight: 35,
    criteria: { min_capture_score: 70 },
    isActive: true,
  },
  {
    ruleName: "Good fit from the capture tool",
    scoreWeight: 20,
    criteria: { min_capture_score: 40, max_capture_score: 69 },
    isActive: true,
  },
  {
    ruleName: "Some fit from the capture tool",
    scoreWeight: 8,
    criteria: { min_capture_score: 1, max_capture_score: 39 },
    isActive: true,
  },
  { ruleName: "Enterprise segment", scoreWeight: 15, criteria: { segment: "enterprise" }, isActive: true },
  { ruleName: "Government segment", scoreWeight: 15, criteria: { segment: "government" }, isActive: true },
  { ruleName: "Startup segment", scoreWeight: 10, criteria: { segment: "startup" }, isActive: true },
  { ruleName: "Work email address", scoreWeight: 10, criteria: { business_email: true }, isActive: true },
  { ruleName: "Company named", scoreWeight: 5, criteria: { has_company: true }, isActive: true },
  { ruleName: "Phone number given", scoreWeight: 5, criteria: { has_phone: true }, isActive: true },
  {
    ruleName: "Booked a discovery meeting",
    scoreWeight: 15,
    criteria: { captured_by: "booking" },
    isActive: true,
  },
  {
    ruleName: "Completed the project intake",
    scoreWeight: 10,
    criteria: { captured_by: "intake" },
    isActive: true,
  },
  {
    ruleName: "Sent a pitch with a deck",
    scoreWeight: 10,
    criteria: { captured_by: "ventures-pitch" },
    isActive: true,
  },
  {
    ruleName: "Came back (2 or more captures)",
    scoreWeight: 5,
    criteria: { min_captures: 2 },
    isActive: true,
  },
];

function criterionHolds(key: ScoringCriterion, expected: string | number | boolean, f: LeadFacts): boolean {
  switch (key) {
    case "segment":
      return typeof expected === "string" && (f.segment ?? "").toLowerCase() === expected.toLowerCase();
    case "captured_by":
      return typeof expected === "string" && f.capturedBy.includes(expected);
    case "business_email": {
      const domain = f.email?.includes("@") ? f.email.slice(f.email.lastIndexOf("@") + 1) : "";
      const business = domain !== "" && !isPersonalMailDomain(domain);
      return business === (expected === true);
    }
    case "has_phone":
      return Boolean(f.phone?.trim()) === (expected === true);
    case "has_company":
      return Boolean(f.company?.trim()) === (expected === true);
    case "min_captures":
      return typeof expected === "number" && f.captureCount >= expected;
    case "min_capture_score":
      return typeof expected === "number" && f.captureScore >= expected;
    case "max_capture_score":
      return typeof expected === "number" && f.captureScore <= expected;
  }
}

/**
 * A lead's score: the sum of the weights of the active rules whose criteria all hold, kept within
 * 0–100, with one reason per rule that counted ("Work email address (+10)"). Pure and
 * deterministic: the same facts and rules always give the same score.
 */
export function scoreLead(
  facts: LeadFacts,
  rules: readonly ScoringRule[],
): { score: number; reasons: string[] } {
  let total = 0;
  const reasons: string[] = [];
  for (const rule of rules) {
    if (!rule.isActive) continue;
    const entries = Object.entries(rule.criteria);
    if (entries.length === 0) continue;
    if (!entries.every(([k, v]) => criterionHolds(k as ScoringCriterion, v, facts))) continue;
    total += rule.scoreWeight;
    reasons.push(`${rule.ruleName} (${rule.scoreWeight >= 0 ? "+" : ""}${rule.scoreWeight})`);
  }
  return { score: Math.min(100, Math.max(0, total)), reasons };
}

/** The rules in their order; a database that has none yet gets the defaults first. */
export async function loadScoringRules(db: Db) {
  const rows = await db
    .select()
    .from(leadScoringRules)
    .orderBy(asc(leadScoringRules.position), asc(leadScoringRules.createdAt));
  if (rows.length > 0) return rows;
  await db
    .insert(leadScoringRules)
    .values(DEFAULT_SCORING_RULES.map((r, i) => ({ ...r, position: i })))
    .onConflictDoNothing({ target: leadScoringRules.ruleName });
  return db
    .select()
    .from(leadScoringRules)
    .orderBy(asc(leadScoringRules.position), asc(leadScoringRules.createdAt));
}

type FactsRow = {
  id: string;
  name: string | null;
  segment: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  score: number;
  leadScore: number;
  reasons: unknown;
  scoredAt: Date | null;
};

const BATCH = 2_000;

export type RescoreOutcome = {
  leadsScored: number;
  leadsChanged: number;
  bandChanges: { band: ScoreBand; before: number; after: number }[];
  examples: { leadId: string; name: string | null; before: number; after: number }[];
};

const sameReasons = (stored: unknown, next: string[]) =>
  Array.isArray(stored) && stored.length === next.length && stored.every((r, i) => r === next[i]);

/**
 * The captures of one batch of leads, the ids between `from` (exclusive, or the start) and `to`
 * (inclusive): one range scan of the activities' lead index instead of two lookups per lead.
 */
async function captureFacts(db: Db, from: string | null, to: string, only?: string) {
  const rows = await db
    .select({
      leadId: leadActivities.leadId,
      n: sql<number>`count(*)::int`,
      sources: sql<string[]>`array_agg(distinct ${leadActivities.source})`,
    })
    .from(leadActivities)
    .where(
      and(
        only ? eq(leadActivities.leadId, only) : undefined,
        from ? gt(leadActivities.leadId, from) : undefined,
        lte(leadActivities.leadId, to),
        eq(leadActivities.type, "capture"),
      ),
    )
    .groupBy(leadActivities.leadId);
  return new Map(rows.map((r) => [r.leadId, r]));
}

/**
 * Scores leads with the current rules, in batches of BATCH in id order (no batch is held past its
 * turn), writing only the leads whose score or reasons changed (and those never scored). `scope`
 * narrows it to one lead or to the leads never scored; by default every lead. Runs in the caller's
 * transaction when given one.
 */
export async function rescoreLeads(
  db: Db,
  scope: { leadId: string } | { unscoredOnly: true } | "all" = "all",
): Promise<RescoreOutcome> {
  const rules = (await loadScoringRules(db)).map((r) => ({ ...r, criteria: r.criteria }));
  const bands = new Map<ScoreBand, { before: number; after: number }>([
    ["low", { before: 0, after: 0 }],
    ["medium", { before: 0, after: 0 }],
    ["high", { before: 0, after: 0 }],
  ]);
  const changes: RescoreOutcome["examples"] = [];
  const only = typeof scope === "object" && "leadId" in scope ? scope.leadId : undefined;
  let scored = 0;
  let after: string | null = null;
  for (;;) {
    const filters = [
      after ? gt(leads.id, after) : undefined,
      only ? eq(leads.id, only) : undefined,
      typeof scope === "object" && "unscoredOnly" in scope ? isNull(leads.scoredAt) : undefined,
    ].filter((f) => f !== undefined);
    const batch: FactsRow[] = await db
      .select({
        id: leads.id,
        name: leads.name,
        segment: leads.segment,
        email: leads.email,
        phone: leads.phone,
        company: leads.company,
        score: leads.score,
        leadScore: leads.leadScore,
        reasons: leads.leadScoreReasons,
        scoredAt: leads.scoredAt,
      })
      .from(leads)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(asc(leads.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const last = batch.at(-1)!.id;
    const captures = await captureFacts(db, after, last, only);
    after = last;
    const updates: { id: string; score: number; reasons: string[] }[] = [];
    for (const row of batch) {
      const facts = captures.get(row.id);
      const { score, reasons } = scoreLead(
        {
          segment: row.segment,
          email: row.email,
          phone: row.phone,
          company: row.company,
          captureScore: row.score,
          captureCount: facts?.n ?? 0,
          capturedBy: facts?.sources ?? [],
        },
        rules,
      );
      bands.get(scoreBandOf(row.leadScore))!.before++;
      bands.get(scoreBandOf(score))!.after++;
      if (score !== row.leadScore)
        changes.push({ leadId: row.id, name: row.name, before: row.leadScore, after: score });
      // An unchanged lead is not written: on a large CRM a rule change touches only the leads it
      // moves, and every write of a lead also writes each of its indexes.
      if (row.scoredAt === null || score !== row.leadScore || !sameReasons(row.reasons, reasons))
        updates.push({ id: row.id, score, reasons });
    }
    scored += batch.length;
    if (updates.length > 0)
      await db.execute(sql`
        update ${leads} set
          lead_score = v.score,
          lead_score_reasons = v.reasons::jsonb,
          scored_at = coalesce(${leads.scoredAt}, now())
        from (values ${sql.join(
          updates.map((u) => sql`(${u.id}::uuid, ${u.score}::int, ${JSON.stringify(u.reasons)})`),
          sql`, `,
        )}) as v(id, score, reasons)
        where ${leads.id} = v.id`);
    if (batch.length < BATCH) break;
  }
  changes.sort((a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before));
  return {
    leadsScored: scored,
    leadsChanged: changes.length,
    bandChanges: [...bands].map(([band, v]) => ({ band, ...v })),
    examples: changes.slice(0, 8),
  };
}

/** Leads captured before the rules existed (or before this version) get their first score. */
export async function ensureLeadScores(db: Db): Promise<void> {
  const [pending] = await db.select({ id: leads.id }).from(leads).where(isNull(leads.scoredAt)).limit(1);
  if (pending) await rescoreLeads(db, { unscoredOnly: true });
}
