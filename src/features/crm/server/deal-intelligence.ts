import { createHash } from "node:crypto";
import { and, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { AiEngine, AiTask } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { inTurn } from "#src/platform/db/in-turn.ts";
import {
  CLOSED_STAGES,
  DEAL_STAGES,
  type DealStage,
  type IntelligenceDto,
  STAGE_LABELS,
} from "../crm.contract.ts";
import { formatMoney } from "../lib/format.ts";
import {
  crmDocuments,
  crmNotes,
  crmTasks,
  dealActivities,
  dealAnalytics,
  deals,
  dealTeam,
} from "./crm.tables.ts";

/** Everything the engine looks at: the deal's own data and its history, and the date it runs on. */
export type IntelligenceInput = {
  today: string;
  name: string;
  stage: DealStage;
  value: number | null;
  priority: "low" | "medium" | "high";
  expectedCloseDate: string | null;
  createdOn: string;
  daysInStage: number;
  backwardMoves: number;
  forwardMoves: number;
  hasContact: boolean;
  hasCompany: boolean;
  notes: number;
  files: number;
  team: number;
  tasksPending: number;
  tasksOverdue: number;
  tasksCompleted: number;
  daysSinceLastActivity: number;
  /** This company's other deals. */
  companyWon: number;
  companyLost: number;
  /** Won deals of the whole pipeline (for price recommendations). */
  wonValues: number[];
  fromLead: boolean;
  leadScore: number | null;
};

const outputSchema = z.object({
  probability_score: z.number().min(0).max(1),
  predicted_close_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  suggested_actions: z
    .array(z.object({ priority: z.enum(["high", "medium", "low"]), action: z.string().min(1).max(300) }))
    .max(8),
  competitor_analysis: z.object({ competitive_advantages: z.array(z.string().min(1).max(300)).max(8) }),
  price_recommendations: z
    .object({
      minimum_price: z.number().min(0),
      recommended_price: z.number().min(0),
      optimal_price: z.number().min(0),
      justification: z.string().min(1).max(1000),
    })
    .nullable(),
  factors: z
    .array(z.object({ label: z.string().min(1).max(200), effect: z.string().min(1).max(40) }))
    .max(16),
});
export type IntelligenceOutput = z.infer<typeof outputSchema>;

/** Base win chance per stage: the share of deals that typically close won from there. */
const STAGE_BASE: Record<DealStage, number> = {
  qualification: 0.1,
  discovery: 0.2,
  proposal: 0.4,
  negotiation: 0.6,
  closing: 0.8,
  won: 1,
  lost: 0,
};
/** Typical days a deal spends in each active stage (for the predicted close date). */
const STAGE_DAYS = 14;

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const pct = (x: number) => `${x >= 0 ? "+" : "−"}${Math.round(Math.abs(x) * 100)} pts`;
const round100 = (x: number) => Math.round(x / 100) * 100;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * The built-in Deal Intelligence engine: a transparent, deterministic model. The stage gives the
 * base win chance; what the deal's history shows moves it (each factor is listed with its effect);
 * the predicted close date adds the typical time of the stages still ahead; suggestions follow
 * from what is missing; prices come from the deal's value and the agency's won deals. The same
 * input always gives the same output.
 */
export function buildIntelligence(i: IntelligenceInput): IntelligenceOutput {
  const factors: IntelligenceOutput["factors"] = [];
  const closed = CLOSED_STAGES.includes(i.stage);
  let p = STAGE_BASE[i.stage];
  factors.push({
    label: `Stage ${STAGE_LABELS[i.stage]}: typical win chance`,
    effect: `${Math.round(p * 100)}%`,
  });
  const adjust = (label: string, delta: number) => {
    if (closed || delta === 0) return;
    p += delta;
    factors.push({ label, effect: pct(delta) });
  };
  const overdueClose = i.expectedCloseDate !== null && i.expectedCloseDate < i.today;
  adjust(i.hasContact ? "A contact person is on file" : "No contact person yet", i.hasContact ? 0.05 : -0.05);
  if (i.notes + i.files >= 2) adjust("Documented conversations and files", 0.05);
  if (i.team >= 1) adjust("A deal team works it", 0.03);
  if (i.tasksCompleted >= 1) adjust("Follow-up tasks done", 0.03);
  if (i.tasksOverdue > 0) adjust(`${i.tasksOverdue} overdue task${i.tasksOverdue > 1 ? "s" : ""}`, -0.05);
  if (overdueClose) adjust("Expected close date has passed", -0.1);
  if (i.backwardMoves > 0)
    adjust(
      `Moved back ${i.backwardMoves} time${i.backwardMoves > 1 ? "s" : ""}`,
      -Math.min(0.15, 0.05 * i.backwardMoves),
    );
  if (i.daysSinceLastActivity > 30) adjust(`No activity for ${i.daysSinceLastActivity} days`, -0.1);
  else if (i.daysSinceLastActivity > 14) adjust(`No activity for ${i.daysSinceLastActivity} days`, -0.05);
  if (i.companyWon > 0) adjust("This company has bought from us before", 0.07);
  if (i.companyLost > 0 && i.companyWon === 0) adjust("An earlier deal with this company was lost", -0.05);
  if (i.priority === "high") adjust("High priority", 0.02);
  if (i.fromLead && i.leadScore !== null && i.leadScore >= 70)
    adjust(`Came from a high-scoring lead (${i.leadScore})`, 0.05);
  const probability = closed
    ? STAGE_BASE[i.stage]
    : Math.round(Math.min(0.95, Math.max(0.02, p)) * 100) / 100;

  // Predicted close: not before the expected date, nor before the remaining stages can be done.
  let predicted: string | null = null;
  if (!closed) {
    const remaining = DEAL_STAGES.indexOf("closing") - DEAL_STAGES.indexOf(i.stage) + 1;
    const earliest = addDays(
      i.today,
      Math.max(0, remaining * STAGE_DAYS - Math.min(i.daysInStage, STAGE_DAYS)),
    );
    predicted = i.expectedCloseDate && i.expectedCloseDate > earliest ? i.expectedCloseDate : earliest;
    factors.push({
      label: `Predicted close: ${remaining} stage${remaining > 1 ? "s" : ""} ahead at about ${STAGE_DAYS} days each`,
      effect: predicted,
    });
  }

  const actions: IntelligenceOutput["suggested_actions"] = [];
  if (!closed) {
    if (!i.hasContact)
      actions.push({ priority: "high", action: "Add the decision maker as the deal's contact." });
    if (overdueClose)
      actions.push({
        priority: "high",
        action: "Agree a new close date with the client and update the deal.",
      });
    if (i.tasksOverdue > 0)
      actions.push({
        priority: "high",
        action: `Finish or reschedule the ${i.tasksOverdue} overdue task${i.tasksOverdue > 1 ? "s" : ""}.`,
      });
    if (i.daysSinceLastActivity > 14)
      actions.push({ priority: "medium", action: "Re-engage: call or email the contact this week." });
    if (i.tasksPending === 0)
      actions.push({ priority: "medium", action: "Schedule the next step as a task with a due date." });
    if (i.value === null)
      actions.push({ priority: "medium", action: "Estimate the deal's value so it counts in the pipeline." });
    if (i.stage === "qualification" || i.stage === "discovery") {
      actions.push({
        priority: "low",
        action: "Confirm budget, authority, need and timeline in a discovery call.",
      });
    }
    if (i.stage === "proposal" && i.files === 0)
      actions.push({ priority: "medium", action: "Attach the proposal document to the deal." });
    if (i.stage === "negotiation")
      actions.push({
        priority: "medium",
        action: "Prepare the walk-away price and the concessions you can offer.",
      });
    if (i.stage === "closing")
      actions.push({ priority: "high", action: "Send the contract for signature and agree the start date." });
    if (i.team === 0)
      actions.push({ priority: "low", action: "Invite a colleague to the deal team for cover." });
  } else if (i.stage === "won") {
    actions.push({ priority: "medium", action: "Hand over to delivery and schedule the kickoff." });
    actions.push({
      priority: "low",
      action: "Ask for a referral or a case study once the first milestone lands.",
    });
  } else {
    actions.push({
      priority: "low",
      action: "Record why the deal was lost in a note, and follow up in three months.",
    });
  }

  const advantages: string[] = [];
  if (i.companyWon > 0)
    advantages.push(
      `Existing relationship: ${i.companyWon} won deal${i.companyWon > 1 ? "s" : ""} with this company.`,
    );
  if (i.hasContact) advantages.push("A named contact gives a direct line to the buyer.");
  if (i.files > 0)
    advantages.push(`Scope on paper: ${i.files} document${i.files > 1 ? "s" : ""} shared on this deal.`);
  if (i.daysSinceLastActivity <= 7) advantages.push("Responsiveness: the deal was worked in the last week.");
  if (i.fromLead) advantages.push("The client came to us through our own tools, so they know our approach.");
  if (i.team > 0) advantages.push(`A team of ${i.team + 1} covers the deal.`);

  const wonMedian = median(i.wonValues);
  let price: IntelligenceOutput["price_recommendations"] = null;
  const base = i.value ?? wonMedian;
  if (base !== null && base > 0) {
    const uplift = probability >= 0.6 ? 0.1 : probability >= 0.4 ? 0.05 : 0;
    const floor = i.priority === "high" ? 0.92 : 0.88;
    const recommended = round100(base);
    const optimal = round100(base * (1 + uplift + (i.companyWon > 0 ? 0.03 : 0)));
    const minimum = round100(base * floor);
    const parts = [
      i.value !== null
        ? `Based on the deal's value of ${formatMoney(i.value)}`
        : `No value yet, so based on the median won deal (${formatMoney(wonMedian)})`,
      `the floor keeps ${Math.round(floor * 100)}% of it (${i.priority} priority)`,
      uplift > 0
        ? `a win chance of ${Math.round(probability * 100)}% leaves room for ${Math.round(uplift * 100)}% more`
        : "the win chance does not yet justify asking for more",
    ];
    if (i.companyWon > 0) parts.push("a returning client accepts 3% more for continuity");
    if (wonMedian !== null && i.value !== null) {
      parts.push(
        `won deals have a median of ${formatMoney(wonMedian)} (${i.wonValues.length} deal${i.wonValues.length > 1 ? "s" : ""})`,
      );
    }
    price = {
      minimum_price: minimum,
      recommended_price: recommended,
      optimal_price: Math.max(optimal, recommended),
      justification: `${parts.join("; ")}.`,
    };
  }
  return {
    probability_score: probability,
    predicted_close_date: predicted,
    suggested_actions: actions.slice(0, 6),
    competitor_analysis: { competitive_advantages: advantages.slice(0, 6) },
    price_recommendations: price,
    factors,
  };
}

export const dealIntelligenceTask: AiTask<IntelligenceInput, IntelligenceOutput> = {
  name: "deal-intelligence",
  schema: outputSchema,
  builtIn: buildIntelligence,
  prompt: (input) => ({
    system: [
      "You are a sales operations analyst at a software development agency.",
      "Assess one deal from its own data and history. Answer with JSON only, matching the schema exactly.",
      "probability_score is the win probability as a fraction from 0 to 1; predicted_close_date is YYYY-MM-DD or null for closed deals.",
      "suggested_actions: at most 6, each with priority high, medium or low, concrete and about this deal.",
      "competitive_advantages: what this deal's history shows in our favour; never invent competitors or facts.",
      "price_recommendations in US dollars with a justification that names the figures used; null when there is no value to base them on.",
      "factors: each thing that moved your estimate, with its effect (for example '+5 pts').",
    ].join("\n"),
    prompt: `Deal data (JSON):\n${JSON.stringify(input)}`,
  }),
};

/** The facts the engine needs, read from the deal and its history. */
export async function gatherIntelligenceInput(
  db: Db,
  dealId: string,
  today: string,
): Promise<IntelligenceInput | null> {
  const [deal] = await db
    .select({
      name: deals.name,
      stage: deals.stage,
      value: deals.value,
      priority: deals.priority,
      expectedCloseDate: deals.expectedCloseDate,
      createdAt: deals.createdAt,
      stageChangedAt: deals.stageChangedAt,
      contactId: deals.contactId,
      companyId: deals.companyId,
      leadId: deals.leadId,
      leadScore: sql<number | null>`(select l.lead_score from leads l where l.id = "deals"."lead_id")`,
    })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (!deal) return null;
  // In turn, not together: this runs inside the transactions that change a deal.
  const [[notes], [files], [team], taskRows, moves, [lastAct], company, won] = await inTurn([
    db.select({ n: count() }).from(crmNotes).where(eq(crmNotes.dealId, dealId)),
    db.select({ n: count() }).from(crmDocuments).where(eq(crmDocuments.dealId, dealId)),
    db.select({ n: count() }).from(dealTeam).where(eq(dealTeam.dealId, dealId)),
    db
      .select({
        status: crmTasks.status,
        overdue: sql<boolean>`${crmTasks.dueDate} is not null and ${crmTasks.dueDate} < ${today}::date`,
      })
      .from(crmTasks)
      .where(eq(crmTasks.dealId, dealId)),
    db
      .select({ details: dealActivities.details })
      .from(dealActivities)
      .where(and(eq(dealActivities.dealId, dealId), eq(dealActivities.type, "stage_change"))),
    db
      .select({ at: sql<Date | null>`max(${dealActivities.createdAt})` })
      .from(dealActivities)
      .where(eq(dealActivities.dealId, dealId)),
    deal.companyId
      ? db
          .select({ stage: deals.stage, n: count() })
          .from(deals)
          .where(and(eq(deals.companyId, deal.companyId), ne(deals.id, dealId)))
          .groupBy(deals.stage)
      : Promise.resolve([]),
    db
      .select({ value: deals.value })
      .from(deals)
      .where(
        and(eq(deals.stage, "won"), isNotNull(deals.value), ne(deals.id, dealId), eq(deals.isSample, false)),
      )
      .orderBy(deals.value)
      .limit(500),
  ]);
  let backward = 0;
  let forward = 0;
  for (const m of moves) {
    const from = DEAL_STAGES.indexOf(m.details.from as DealStage);
    const to = DEAL_STAGES.indexOf(m.details.to as DealStage);
    if (from < 0 || to < 0) continue;
    if (to < from) backward++;
    else forward++;
  }
  const lastActivity = lastAct?.at ? new Date(lastAct.at) : deal.createdAt;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    today,
    name: deal.name,
    stage: deal.stage as DealStage,
    value: deal.value === null ? null : Number(deal.value),
    priority: deal.priority as IntelligenceInput["priority"],
    expectedCloseDate: deal.expectedCloseDate,
    createdOn: day(deal.createdAt),
    daysInStage: Math.max(0, daysBetween(day(deal.stageChangedAt), today)),
    backwardMoves: backward,
    forwardMoves: forward,
    hasContact: deal.contactId !== null,
    hasCompany: deal.companyId !== null,
    notes: notes?.n ?? 0,
    files: files?.n ?? 0,
    team: team?.n ?? 0,
    tasksPending: taskRows.filter((t) => t.status === "pending").length,
    tasksOverdue: taskRows.filter((t) => t.status === "pending" && t.overdue).length,
    tasksCompleted: taskRows.filter((t) => t.status === "completed").length,
    daysSinceLastActivity: Math.max(0, daysBetween(day(lastActivity), today)),
    companyWon: company.find((c) => c.stage === "won")?.n ?? 0,
    companyLost: company.find((c) => c.stage === "lost")?.n ?? 0,
    wonValues: won.map((w) => Number(w.value)),
    fromLead: deal.leadId !== null,
    leadScore: deal.leadScore,
  };
}

const hashOf = (input: IntelligenceInput) => createHash("sha256").update(JSON.stringify(input)).digest("hex");
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Recomputes a deal's analytics when what the engine looks at changed (or always with `ai`, the
 * staff's "ask the model" action). Without `ai` the built-in engine answers, so writes that call
 * this stay fast and keep the pipeline's probabilities current.
 */
export async function refreshDealAnalytics(
  db: Db,
  dealId: string,
  opts: { ai?: AiEngine; now?: Date } = {},
): Promise<void> {
  const input = await gatherIntelligenceInput(db, dealId, todayUtc(opts.now));
  if (!input) return;
  const inputHash = hashOf(input);
  if (!opts.ai) {
    const [existing] = await db
      .select({ inputHash: dealAnalytics.inputHash })
      .from(dealAnalytics)
      .where(eq(dealAnalytics.dealId, dealId));
    if (existing?.inputHash === inputHash) return;
  }
  const { result, engine } = opts.ai
    ? await opts.ai.run(dealIntelligenceTask, input)
    : { result: buildIntelligence(input), engine: { kind: "built-in" as const, name: "built-in" } };
  const values = {
    probabilityScore: result.probability_score,
    predictedCloseDate: result.predicted_close_date,
    suggestedActions: result.suggested_actions,
    competitorAnalysis: result.competitor_analysis,
    priceRecommendations: result.price_recommendations,
    factors: result.factors,
    engine:
      engine.kind === "llm"
        ? `llm:${engine.name}`
        : engine.fallbackReason
          ? `built-in (model failed: ${engine.fallbackReason})`
          : "built-in",
    inputHash,
    computedAt: new Date(),
  };
  await db
    .insert(dealAnalytics)
    .values({ dealId, ...values })
    .onConflictDoUpdate({ target: dealAnalytics.dealId, set: values });
}

export async function readIntelligence(db: Db, dealId: string): Promise<IntelligenceDto | null> {
  const [row] = await db.select().from(dealAnalytics).where(eq(dealAnalytics.dealId, dealId));
  if (!row) return null;
  return {
    probabilityScore: row.probabilityScore,
    predictedCloseDate: row.predictedCloseDate,
    suggestedActions: row.suggestedActions,
    competitorAnalysis: row.competitorAnalysis,
    priceRecommendations: row.priceRecommendations,
    factors: row.factors,
    engine: row.engine,
    computedAt: row.computedAt.toISOString(),
  };
}
