import { eq, max, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  CRM_MESSAGES as M,
  type RescoreResultDto,
  type ScoringRuleDto,
  type ScoringRuleInput,
} from "../crm.contract.ts";
import { leadScoringRules } from "./crm.tables.ts";
import { assertStaff, changedFields, requireUuid } from "./crm-common.ts";
import { loadScoringRules, rescoreLeads } from "./lead-scoring.ts";

const toDto = (r: typeof leadScoringRules.$inferSelect): ScoringRuleDto => ({
  id: r.id,
  ruleName: r.ruleName,
  scoreWeight: r.scoreWeight,
  criteria: r.criteria,
  isActive: r.isActive,
  position: r.position,
});

export async function listScoringRules(db: Db, actor: Actor): Promise<ScoringRuleDto[]> {
  assertStaff(actor);
  return (await loadScoringRules(db)).map(toDto);
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [other] = await db
    .select({ id: leadScoringRules.id })
    .from(leadScoringRules)
    .where(eq(sql`lower(${leadScoringRules.ruleName})`, name.toLowerCase()));
  if (other && other.id !== exceptId) throw badRequest(M.ruleNameTaken, { ruleName: M.ruleNameTaken });
}

async function rescored(
  tx: Db,
  rule: typeof leadScoringRules.$inferSelect,
  started: number,
): Promise<RescoreResultDto> {
  const outcome = await rescoreLeads(tx, "all");
  return {
    rule: toDto(rule),
    message: M.rulesSaved(outcome.leadsChanged),
    ...outcome,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Admins add a rule; every lead is rescored in the same transaction, and the answer says what
 * changed (how many leads, how the bands moved, the largest changes).
 */
export async function createScoringRule(
  db: Db,
  actor: Actor,
  input: ScoringRuleInput,
): Promise<RescoreResultDto> {
  assertStaff(actor, "admin");
  const started = performance.now();
  return db.transaction(async (tx) => {
    await loadScoringRules(tx);
    await assertNameFree(tx, input.ruleName);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(leadScoringRules.position) })
      .from(leadScoringRules);
    const [rule] = await tx
      .insert(leadScoringRules)
      .values({ ...input, position: (last ?? 0) + 1 })
      .returning();
    const result = await rescored(tx, rule!, started);
    await recordAudit(tx, actor, {
      action: "scoring_rule.created",
      entityType: "scoring_rule",
      entityId: rule!.id,
      details: { rule: input, leadsChanged: result.leadsChanged },
    });
    return result;
  });
}

export async function updateScoringRule(
  db: Db,
  actor: Actor,
  id: string,
  input: Partial<ScoringRuleInput>,
): Promise<RescoreResultDto> {
  assertStaff(actor, "admin");
  requireUuid(id, M.ruleNotFound);
  const started = performance.now();
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(leadScoringRules)
      .where(eq(leadScoringRules.id, id))
      .for("update");
    if (!before) throw notFound(M.ruleNotFound);
    if (input.ruleName) await assertNameFree(tx, input.ruleName, id);
    const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    const changes = changedFields(before as Record<string, unknown>, patch);
    const [rule] = await tx
      .update(leadScoringRules)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(leadScoringRules.id, id))
      .returning();
    const result = await rescored(tx, rule!, started);
    await recordAudit(tx, actor, {
      action: "scoring_rule.updated",
      entityType: "scoring_rule",
      entityId: id,
      details: { changes, leadsChanged: result.leadsChanged },
    });
    return result;
  });
}
