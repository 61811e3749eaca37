import { asc, isNull, sql } from "drizzle-orm";
import { isPersonalMailDomain } from "#src/lib/free-mail.ts";
import type { Db } from "#src/platform/db/db.ts";
import { type ScoreBand, type ScoringCriterion, scoreBandOf } from "../crm.contract.ts";
import { leadActivities, leadScoringRules, leads } from "./crm.tables.ts";
import { factColumns, scoreSql } from "./lead-scoring-sql.ts";
import { scoringAt } from "./rule-cache.ts";

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
  {
    ruleName: "Enterprise segment",
    scoreWeight: 15,
    criteria: { segment: "enterprise" },
    isActive: true,
  },
  {
    ruleName: "Government segment",
    scoreWeight: 15,
    criteria: { segment: "government" },
    isActive: true,
  },
  {
    ruleName: "Startup segment",
    scoreWeight: 10,
    criteria: { segment: "startup" },
    isActive: true,
  },
  {
    ruleName: "Work email address",
    scoreWeight: 10,
    criteria: { business_email: true },
    isActive: true,
  },
  {
    ruleName: "Company named",
    scoreWeight: 5,
    criteria: { has_company: true },
    isActive: true,
  },
  {
    ruleName: "Phone number given",
    scoreWeight: 5,
    criteria: { has_phone: true },
    isActive: true,
  },
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

export type RescoreOutcome = {
  leadsScored: number;
  leadsChanged: number;
  bandChanges: { band: ScoreBand; before: number; after: number }[];
  examples: {
    leadId: string;
    name: string | null;
    before: number;
    after: number;
  }[];
};

type RescoreRow = {
  moves: { before: number; after: number; n: number }[] | null;
  examples: RescoreOutcome["examples"] | null;
};

/**
 * Scores leads with the current rules in one set-based statement (decision 046): the rules are
 * compiled to SQL (lead-scoring-sql.ts, the same criteria as scoreLead), each lead's captures come
 * from one grouping of its activities, and only the leads whose score or reasons changed (and those
 * never scored) are written; no lead is read into the server. `scope` narrows it to one lead or to
 * the leads never scored; by default every lead. Runs in the caller's transaction when given one.
 */
export async function rescoreLeads(
  db: Db,
  scope: { leadId: string } | { unscoredOnly: true } | "all" = "all",
  /** The rules' version the caller read (rule-cache.ts): the compiled rules are reused while it holds. */
  rulesVersion?: string,
): Promise<RescoreOutcome> {
  const load = () => loadScoringRules(db);
  const { holds, score, reasons } =
    rulesVersion === undefined ? scoreSql(await load()) : (await scoringAt(rulesVersion, load)).sql;
  const only = typeof scope === "object" && "leadId" in scope ? scope.leadId : undefined;
  const where = only
    ? sql`where l.id = ${only}`
    : typeof scope === "object"
      ? sql`where l.scored_at is null`
      : sql``;
  const result = await db.execute(sql`
    with c as (
      select a.lead_id, count(*)::int as n, array_agg(distinct a.source) as sources
      from ${leadActivities} a
      where a.type = 'capture' ${only ? sql`and a.lead_id = ${only}` : sql``}
      group by a.lead_id
    ),
    f as (
      select l.id, l.name, l.lead_score, l.lead_score_reasons, l.scored_at, ${factColumns}
      from ${leads} l left join c on c.lead_id = l.id ${where}
    ),
    s as materialized (
      select q.id, q.name, q.lead_score as before, q.lead_score_reasons as old_reasons,
        q.scored_at, ${score} as after, ${reasons} as reasons
      from (select f.*, ${holds} as h from f offset 0) q
    ),
    w as (
      update ${leads} set lead_score = s.after, lead_score_reasons = s.reasons,
        scored_at = coalesce(${leads.scoredAt}, now())
      from s
      where ${leads.id} = s.id
        and (s.scored_at is null or s.before <> s.after or s.old_reasons <> s.reasons)
      returning 1
    )
    select
      (select json_agg(m) from (select before, after, count(*)::int as n from s group by 1, 2) m) as moves,
      (select json_agg(e) from (
        select id as "leadId", name, before, after from s where before <> after
        order by abs(after - before) desc, id limit 8) e) as examples,
      (select count(*) from w) as written`);
  const row = ((result as unknown as { rows: RescoreRow[] }).rows[0] ?? {}) as RescoreRow;
  const bands = new Map<ScoreBand, { before: number; after: number }>([
    ["low", { before: 0, after: 0 }],
    ["medium", { before: 0, after: 0 }],
    ["high", { before: 0, after: 0 }],
  ]);
  let scored = 0;
  let changed = 0;
  for (const m of row.moves ?? []) {
    scored += m.n;
    if (m.before !== m.after) changed += m.n;
    bands.get(scoreBandOf(m.before))!.before += m.n;
    bands.get(scoreBandOf(m.after))!.after += m.n;
  }
  return {
    leadsScored: scored,
    leadsChanged: changed,
    bandChanges: [...bands].map(([band, v]) => ({ band, ...v })),
    examples: row.examples ?? [],
  };
}

/** Leads captured before the rules existed (or before this version) get their first score. */
export async function ensureLeadScores(db: Db): Promise<void> {
  const [pending] = await db.select({ id: leads.id }).from(leads).where(isNull(leads.scoredAt)).limit(1);
  if (pending) await rescoreLeads(db, { unscoredOnly: true });
}
