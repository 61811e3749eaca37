import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, forbidden, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import type { MailContext } from "#src/platform/mail/index.ts";
import { CRM_MESSAGES } from "../crm.contract.ts";
import {
  type LeadOwnershipDto,
  REVENUE_MESSAGES as M,
  type RoutingDto,
  type RoutingRuleDto,
  type RoutingRuleInput,
  type RoutingSettingsInput,
  type StaffPreferencesDto,
} from "../revenue.contract.ts";
import { crmSettings, crmStaffPreferences, leadAssignments, leadRoutingRules, leads } from "./crm.tables.ts";
import { assertStaff, iso, requireUuid } from "./crm-common.ts";
import { listStaff } from "./deal-detail.service.ts";
import { assertStaffIds, assignLead, routingRules, settingsDto, staffAmong } from "./routing.service.ts";

const isAdmin = (actor: Actor) => actor.roles.includes("admin");

/** The routing page: rules, settings and the colleagues who may be chosen (admins only). */
export async function getRouting(db: Db, actor: Actor): Promise<RoutingDto> {
  assertStaff(actor, "admin");
  const [rules, settings, staff] = await Promise.all([
    routingRules(db),
    settingsDto(db),
    listStaff(db, actor),
  ]);
  return { rules, settings, staff };
}

async function ruleOr404(db: Db, id: string) {
  requireUuid(id, M.invalidRuleId);
  const [rule] = await db.select().from(leadRoutingRules).where(eq(leadRoutingRules.id, id));
  if (!rule) throw notFound(M.ruleNotFound);
  return rule;
}

async function assertFreeName(db: Db, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: leadRoutingRules.id })
    .from(leadRoutingRules)
    .where(eq(sql`lower(${leadRoutingRules.name})`, name.toLowerCase()));
  if (taken && taken.id !== exceptId) throw badRequest(M.ruleNameTaken, { name: M.ruleNameTaken });
}

async function ruleDto(db: Db, id: string): Promise<RoutingRuleDto> {
  return (await routingRules(db)).find((r) => r.id === id)!;
}

export async function createRoutingRule(
  db: Db,
  actor: Actor,
  input: RoutingRuleInput,
): Promise<RoutingRuleDto> {
  assertStaff(actor, "admin");
  return db.transaction(async (tx) => {
    await assertFreeName(tx, input.name);
    await assertStaffIds(tx, input.staffIds, "staffIds", M.notStaff);
    const [row] = await tx.insert(leadRoutingRules).values(input).returning({ id: leadRoutingRules.id });
    await recordAudit(tx, actor, {
      action: "routing_rule.created",
      entityType: "routing_rule",
      entityId: row!.id,
      details: { ...input },
    });
    return ruleDto(tx, row!.id);
  });
}

export async function updateRoutingRule(
  db: Db,
  actor: Actor,
  id: string,
  input: RoutingRuleInput,
): Promise<RoutingRuleDto> {
  assertStaff(actor, "admin");
  return db.transaction(async (tx) => {
    const before = await ruleOr404(tx, id);
    await assertFreeName(tx, input.name, id);
    await assertStaffIds(tx, input.staffIds, "staffIds", M.notStaff);
    await tx
      .update(leadRoutingRules)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(leadRoutingRules.id, id));
    await recordAudit(tx, actor, {
      action: "routing_rule.updated",
      entityType: "routing_rule",
      entityId: id,
      details: { before: { ...before, createdAt: undefined, updatedAt: undefined }, after: { ...input } },
    });
    return ruleDto(tx, id);
  });
}

export async function deleteRoutingRule(db: Db, actor: Actor, id: string): Promise<{ message: string }> {
  assertStaff(actor, "admin");
  return db.transaction(async (tx) => {
    const before = await ruleOr404(tx, id);
    await tx.delete(leadRoutingRules).where(eq(leadRoutingRules.id, id));
    await recordAudit(tx, actor, {
      action: "routing_rule.deleted",
      entityType: "routing_rule",
      entityId: id,
      details: { name: before.name },
    });
    return { message: M.ruleDeleted };
  });
}

export async function saveRoutingSettings(db: Db, actor: Actor, input: RoutingSettingsInput) {
  assertStaff(actor, "admin");
  return db.transaction(async (tx) => {
    if (input.fallbackOwnerId)
      await assertStaffIds(tx, [input.fallbackOwnerId], "fallbackOwnerId", M.fallbackNotStaff);
    const values = { ...input, updatedBy: actor.user.id, updatedAt: new Date() };
    await tx
      .insert(crmSettings)
      .values({ id: "crm", ...values })
      .onConflictDoUpdate({ target: crmSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: "crm_settings.updated",
      entityType: "crm_settings",
      entityId: "crm",
      details: { ...input },
    });
    return { settings: await settingsDto(tx), message: M.settingsSaved };
  });
}

const previousOwner = alias(user, "previous_owner");
const assigner = alias(user, "assigner");
const owner = alias(user, "owner");

/** A lead's owner, its assignment history (newest first) and its first response. */
export async function leadOwnership(db: Db, actor: Actor, leadId: string): Promise<LeadOwnershipDto> {
  assertStaff(actor);
  requireUuid(leadId, CRM_MESSAGES.invalidLeadId);
  const [lead] = await db
    .select({
      ownerId: leads.ownerId,
      assignedAt: leads.assignedAt,
      firstResponseAt: leads.firstResponseAt,
      firstResponseBy: leads.firstResponseBy,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw notFound(CRM_MESSAGES.leadNotFound);
  const [history, people] = await Promise.all([
    db
      .select({
        id: leadAssignments.id,
        ownerName: sql<string | null>`coalesce(nullif(${owner.name}, ''), ${owner.email})`,
        previousOwnerName: sql<
          string | null
        >`coalesce(nullif(${previousOwner.name}, ''), ${previousOwner.email})`,
        method: leadAssignments.method,
        ruleName: leadRoutingRules.name,
        reason: leadAssignments.reason,
        assignedByName: sql<string | null>`coalesce(nullif(${assigner.name}, ''), ${assigner.email})`,
        createdAt: leadAssignments.createdAt,
      })
      .from(leadAssignments)
      .leftJoin(owner, eq(owner.id, leadAssignments.ownerId))
      .leftJoin(previousOwner, eq(previousOwner.id, leadAssignments.previousOwnerId))
      .leftJoin(assigner, eq(assigner.id, leadAssignments.assignedBy))
      .leftJoin(leadRoutingRules, eq(leadRoutingRules.id, leadAssignments.ruleId))
      .where(eq(leadAssignments.leadId, leadId))
      .orderBy(desc(leadAssignments.createdAt))
      .limit(50),
    db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(sql`${user.id} in (${lead.ownerId ?? ""}, ${lead.firstResponseBy ?? ""})`),
  ]);
  const nameOf = (id: string | null) => {
    const p = people.find((x) => x.id === id);
    return p ? p.name || p.email : null;
  };
  const ownerOption = lead.ownerId ? (await staffAmong(db, [lead.ownerId])).get(lead.ownerId) : undefined;
  return {
    owner:
      ownerOption ??
      (lead.ownerId ? { id: lead.ownerId, name: nameOf(lead.ownerId) ?? "", email: "" } : null),
    assignedAt: iso(lead.assignedAt),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
    canReassign: isAdmin(actor) || lead.ownerId === null || lead.ownerId === actor.user.id,
    firstResponseAt: iso(lead.firstResponseAt),
    firstResponseByName: nameOf(lead.firstResponseBy),
  };
}

/**
 * Reassign with a reason: the lead's owner, an admin, or anyone while it has no owner, may give it
 * to a colleague holding the employee role. Audited, and the new owner is told (bell, email).
 */
export async function reassignLead(
  db: Db,
  actor: Actor,
  leadId: string,
  input: { ownerId: string; reason: string },
  mail: Promise<MailContext> | null,
): Promise<LeadOwnershipDto & { message: string }> {
  assertStaff(actor);
  requireUuid(leadId, CRM_MESSAGES.invalidLeadId);
  await db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw notFound(CRM_MESSAGES.leadNotFound);
    if (!(isAdmin(actor) || lead.ownerId === null || lead.ownerId === actor.user.id))
      throw forbidden(M.notYourLead);
    await assertStaffIds(tx, [input.ownerId], "ownerId", M.ownerNotStaff);
    if (lead.ownerId === input.ownerId) throw badRequest(M.sameOwner, { ownerId: M.sameOwner });
    await assignLead(
      tx,
      lead,
      { ownerId: input.ownerId, method: "reassigned", reason: input.reason },
      actor,
      mail,
    );
  });
  return { ...(await leadOwnership(db, actor, leadId)), message: M.leadReassigned };
}

export async function getStaffPreferences(db: Db, actor: Actor): Promise<StaffPreferencesDto> {
  assertStaff(actor);
  const [row] = await db
    .select()
    .from(crmStaffPreferences)
    .where(eq(crmStaffPreferences.userId, actor.user.id));
  return { emailOnAssignment: row?.emailOnAssignment ?? false };
}

export async function saveStaffPreferences(
  db: Db,
  actor: Actor,
  input: StaffPreferencesDto,
): Promise<StaffPreferencesDto & { message: string }> {
  assertStaff(actor);
  await db
    .insert(crmStaffPreferences)
    .values({ userId: actor.user.id, emailOnAssignment: input.emailOnAssignment, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: crmStaffPreferences.userId,
      set: { emailOnAssignment: input.emailOnAssignment, updatedAt: new Date() },
    });
  return { emailOnAssignment: input.emailOnAssignment, message: M.preferencesSaved };
}
