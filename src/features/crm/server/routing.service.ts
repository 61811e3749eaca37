import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import { type Db, rowsOf } from "#src/platform/db/db.ts";
import { executeTogether, sendsStatementsTogether } from "#src/platform/db/together.ts";
import { afterCommit } from "#src/platform/http/capture-context.ts";
import { badRequest } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  enqueueMail,
  type MailContext,
  type MailInput,
  mailForOneOf,
  replaceQueuedMail,
} from "#src/platform/mail/index.ts";
import { scoreBandOf } from "../crm.contract.ts";
import { leadAssignedDraft, leadAssignedEmail } from "../emails/lead-assigned-email.ts";
import type { RoutingRuleDto, RoutingSettingsDto, StaffOptionDto } from "../revenue.contract.ts";
import { crmSettings, crmStaffPreferences, leadAssignments, leadRoutingRules, leads } from "./crm.tables.ts";
import { emitLeadEvent, type LeadEvent, leadEventStatements, type TurnAssignedEvent } from "./lead-events.ts";
import { activeRoutingRules } from "./rule-cache.ts";

export const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The colleagues among `ids` who hold the employee role (only they may own leads). */
export async function staffAmong(db: Db, ids: string[]): Promise<Map<string, StaffOptionDto>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .innerJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, "employee")))
    .where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name || r.email, email: r.email }]));
}

export async function readSettings(db: Db): Promise<typeof crmSettings.$inferSelect> {
  const [row] = await db.select().from(crmSettings).where(eq(crmSettings.id, "crm"));
  return (
    row ?? {
      id: "crm",
      fallbackOwnerId: null,
      waitAmberMinutes: 60,
      waitRedMinutes: 240,
      updatedBy: null,
      updatedAt: new Date(0),
    }
  );
}

type LeadForRouting = {
  id: string;
  name: string | null;
  email: string | null;
  company: string | null;
  segment: string | null;
  source: string;
  leadScore: number;
  ownerId: string | null;
};

/**
 * Gives a lead its owner and tells them, in the caller's transaction: the owner and the time on
 * the lead, an assignment row (the history, the round-robin's memory, the caps' count and the
 * owner's bell), the audit record, an email when the owner asked for one, and the lead.assigned event.
 */
export async function assignLead(
  tx: Db,
  lead: LeadForRouting,
  to: { ownerId: string; method: string; ruleId?: string | null; reason?: string | null },
  by: Actor | null,
  mail: Promise<MailContext> | null,
  now = new Date(),
  /** The owner's address and email preference when the caller read them already (routing, with its lock). */
  known?: OwnerPrefs,
  /** Given, the lead.assigned event is added here for the caller to emit (with others, in one statement). */
  events?: LeadEvent[],
): Promise<void> {
  const details = {
    ownerId: to.ownerId,
    previousOwnerId: lead.ownerId,
    method: to.method,
    ruleId: to.ruleId ?? null,
    ...(to.reason ? { reason: to.reason } : {}),
  };
  // The owner on the lead, the assignment row and the audit row in one statement: under routing this
  // runs while the rule's row is locked, so every round trip saved shortens every other capture's
  // wait, and on PGlite each statement waits its turn on the one connection (decision 049).
  await tx.execute(sql`
    with owner_set as (
      update ${leads} set owner_id = ${to.ownerId}, assigned_at = ${now.toISOString()}::timestamptz
      where id = ${lead.id}
    ), audit as (
      insert into ${adminActivityLogs} (actor_id, actor_email, action, entity_type, entity_id, details)
      values (${by?.user.id ?? null}, ${by?.user.email ?? null}, 'lead.assigned', 'lead', ${lead.id},
        ${JSON.stringify(details)}::jsonb)
    )
    insert into ${leadAssignments}
      (lead_id, owner_id, previous_owner_id, rule_id, method, reason, assigned_by, created_at)
    values (${lead.id}, ${to.ownerId}, ${lead.ownerId}, ${to.ruleId ?? null}, ${to.method},
      ${to.reason ?? null}, ${by?.user.id ?? null}, ${now.toISOString()}::timestamptz)`);
  await tellOwner(tx, lead, to, by, mail, now, known, events);
}

/**
 * After an assignment is written: the owner's email when they asked for one (not when they gave
 * the lead to themselves), and the lead.assigned event (added to `events`, or emitted).
 */
async function tellOwner(
  tx: Db,
  lead: LeadForRouting,
  to: { ownerId: string; method: string; reason?: string | null },
  by: Actor | null,
  mail: Promise<MailContext> | null,
  now: Date,
  known: OwnerPrefs | undefined,
  /** Where the lead.assigned event goes: added here, emitted (undefined), or "written" already. */
  events: LeadEvent[] | "written" | undefined,
  /** The owner's plain draft, queued already by the assignment's own statement (routing). */
  queued?: string,
): Promise<void> {
  if (mail && to.ownerId !== by?.user.id) {
    const owner = known ?? (await ownerPrefs(tx, [to.ownerId])).get(to.ownerId);
    if (owner?.wants) {
      const how =
        to.method === "reassigned"
          ? `${by ? by.user.name || by.user.email : "A colleague"} passed this lead to you: ${to.reason ?? ""}`
          : ROUTED_HOW;
      const context = await mail;
      const rendered = () => leadAssignedEmail(context, owner.email, lead, how);
      // In a request the transaction stores a plain draft and the rendering waits for the commit:
      // rendering (several ms of CPU) inside it held the routing rule's lock, and on PGlite the one
      // connection, while 29 other captures waited (bench/capture.ts).
      let draftId: string | null = queued ?? null;
      const deferred = afterCommit(async (db) => {
        if (draftId) await replaceQueuedMail(db, draftId, await rendered());
      });
      if (!deferred && queued) await replaceQueuedMail(tx, queued, await rendered());
      else if (deferred && !queued) {
        draftId = await enqueueMail(tx, leadAssignedDraft(context, owner.email, lead, how));
      } else if (!deferred) await enqueueMail(tx, await rendered());
    }
  }
  if (events === "written") return;
  const assigned: LeadEvent = {
    type: "lead.assigned",
    leadId: lead.id,
    ownerId: to.ownerId,
    previousOwnerId: lead.ownerId,
    method: to.method,
    at: now,
  };
  if (events) events.push(assigned);
  else await emitLeadEvent(tx, assigned);
}

type OwnerPrefs = { email: string; wants: boolean };

/** How a lead given by the routing rules came to its owner, in the owner's email. */
const ROUTED_HOW = "The lead routing rules gave you this new lead.";

/** The users among `ids` with their address and whether they want an email per lead. */
async function ownerPrefs(db: Db, ids: string[]): Promise<Map<string, OwnerPrefs>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: user.id, email: user.email, wants: crmStaffPreferences.emailOnAssignment })
    .from(user)
    .leftJoin(crmStaffPreferences, eq(crmStaffPreferences.userId, user.id))
    .where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, { email: r.email, wants: Boolean(r.wants) }]));
}

/** The staff (employee role) among `ids` with their address and email preference, as SQL. */
function staffSql(ids: string[]): SQL {
  const wanted = ids.length
    ? sql`u.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`select u.id, u.email, coalesce(p.email_on_assignment, false) as wants
      from ${user} u left join ${crmStaffPreferences} p on p.user_id = u.id
      where ${wanted}
        and exists (select 1 from ${userRoles} ur where ur.user_id = u.id and ur.role = 'employee')`;
}

function prefsOf(rows: { id: string | null; email: string; wants: boolean }[]): Map<string, OwnerPrefs> {
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, { email: r.email, wants: Boolean(r.wants) }]] : [])));
}

/**
 * Locks a routing rule's row (`FOR UPDATE`, held to commit) and reads, in the same statement, the
 * staff (employee role) among `ids` with their address and email preference.
 */
async function lockRuleWithStaff(tx: Db, ruleId: string, ids: string[]): Promise<Map<string, OwnerPrefs>> {
  const result = await tx.execute(sql`
    select s.id, s.email, s.wants
    from ${leadRoutingRules} r
    left join (${staffSql(ids)}) s on true
    where r.id = ${ruleId}
    for update of r`);
  return prefsOf(rowsOf(result));
}

/**
 * The rule's turn and the assignment in one statement, run while the rule's row is locked: among
 * `candidates` (in the rule's order), the one this rule gave a lead least recently, skipping
 * anyone at the daily cap, becomes the owner (the lead, the assignment row and the audit row, as in
 * `assignLead`). Each candidate's last turn and today's count are index probes (today's counted
 * only up to the cap, and not at all without one), so this costs the same at the first lead and
 * the millionth. Deciding in SQL saves the round trip that read the turns into the process: the
 * lock is held to commit, and every round trip under it is one more wait for every other capture
 * (decision 049). Returns the owner, or null when everyone is at the cap.
 */
async function assignByTurn(
  tx: Db,
  lead: LeadForRouting,
  rule: typeof leadRoutingRules.$inferSelect,
  candidates: string[],
  now: Date,
  /** The owner's email draft per candidate who wants one: the picked one's is queued here too. */
  drafts: { key: string; input: MailInput }[],
): Promise<{ pick: string | null; draftId: string | undefined }> {
  const turn = turnStatement(lead, rule, candidates, now, sql`${now.toISOString()}::timestamptz`, drafts);
  const pick = rowsOf<{ owner_id: string }>(await tx.execute(turn.statement))[0]?.owner_id ?? null;
  return { pick, draftId: pick ? turn.draftIds?.get(pick) : undefined };
}

/** assignByTurn's statement; `stamp` is the SQL of the assignment's time. */
function turnStatement(
  lead: LeadForRouting,
  rule: typeof leadRoutingRules.$inferSelect,
  candidates: string[],
  now: Date,
  stamp: SQL,
  drafts: { key: string; input: MailInput }[],
): { statement: SQL; draftIds: Map<string, string> | undefined } {
  const mailed = drafts.length ? mailForOneOf(drafts, sql`select id from pick`) : null;
  const cap = rule.dailyCap;
  const underCap =
    cap === null
      ? sql``
      : sql`where (select count(*) from (select 1 from ${leadAssignments} a
          where a.owner_id = c.id and a.created_at >= ${startOfUtcDay(now).toISOString()}::timestamptz
            and a.assigned_by is null limit ${cap}) capped) < ${cap}`;
  const statement = sql`
    with stamp as (select ${stamp} as at), pick as (
      select c.id from (values ${sql.join(
        candidates.map((id, i) => sql`(${id}, ${i}::int)`),
        sql`, `,
      )}) as c(id, ord)
      ${underCap}
      order by (select max(a.created_at) from ${leadAssignments} a
        where a.rule_id = ${rule.id} and a.owner_id = c.id) asc nulls first, c.ord
      limit 1
    ), owner_set as (
      update ${leads} set owner_id = pick.id, assigned_at = (select at from stamp)
      from pick where ${leads.id} = ${lead.id}
    ), audit as (
      insert into ${adminActivityLogs} (actor_id, actor_email, action, entity_type, entity_id, details)
      select null, null, 'lead.assigned', 'lead', ${lead.id}, jsonb_build_object('ownerId', pick.id,
        'previousOwnerId', ${lead.ownerId}::text, 'method', 'round-robin', 'ruleId', ${rule.id}::text)
      from pick
    )${mailed ? sql`, queued as (${mailed.insert})` : sql``}
    insert into ${leadAssignments}
      (lead_id, owner_id, previous_owner_id, rule_id, method, reason, assigned_by, created_at)
    select ${lead.id}, pick.id, ${lead.ownerId}, ${rule.id}, 'round-robin', null, null, (select at from stamp)
    from pick
    returning owner_id`;
  return { statement, draftIds: mailed?.ids };
}

/**
 * On PostgreSQL, the rule's lock, the turn and the lead's events in one round trip (three
 * statements of one message, see executeTogether): the lock is then held only while the server
 * runs the turn and until the commit that follows, never while the Node process gets round to the
 * next statement, which was most of the wait of every other capture under load (decision 049).
 * The staff are read before, outside the lock. The turn's time is taken under the lock, so the
 * turns are in the order the captures took them. `events` (lead.created) are written with the
 * turn's lead.assigned and emptied. Returns the owner, or null when everyone is at the cap.
 */
async function routeByTurnTogether(
  tx: Db,
  lead: LeadForRouting,
  rule: typeof leadRoutingRules.$inferSelect,
  mail: Promise<MailContext> | null,
  now: Date,
  events: LeadEvent[] | undefined,
): Promise<string | null> {
  const staff = prefsOf(rowsOf(await tx.execute(staffSql(rule.staffIds))));
  const candidates = rule.staffIds.filter((id) => staff.has(id));
  if (!candidates.length) return null;
  const context = mail ? await mail : null;
  const drafts = draftsFor(candidates, staff, context, lead);
  const turn = turnStatement(lead, rule, candidates, now, sql`clock_timestamp()`, drafts);
  const ownerNow = sql`(select owner_id from ${leads} where id = ${lead.id})`;
  const assigned: TurnAssignedEvent = {
    type: "lead.assigned",
    leadId: lead.id,
    ownerId: ownerNow,
    previousOwnerId: lead.ownerId,
    method: "round-robin",
    at: now,
    onlyIf: sql`${ownerNow} is distinct from ${lead.ownerId}::text`,
  };
  const written = events?.splice(0) ?? [];
  const [, turned] = await executeTogether(tx, [
    sql`select 1 from ${leadRoutingRules} where id = ${rule.id} for update`,
    turn.statement,
    ...leadEventStatements([...written, assigned]),
  ]);
  const pick = (turned?.[0]?.owner_id as string | undefined) ?? null;
  if (!pick) return null;
  const to = { ownerId: pick, method: "round-robin" };
  await tellOwner(tx, lead, to, null, mail, now, staff.get(pick), "written", turn.draftIds?.get(pick));
  return pick;
}

/** The owner's email draft for each candidate who wants an email per lead. */
function draftsFor(
  candidates: string[],
  staff: Map<string, OwnerPrefs>,
  context: MailContext | null,
  lead: LeadForRouting,
): { key: string; input: MailInput }[] {
  if (!context) return [];
  return candidates.flatMap((id) => {
    const owner = staff.get(id);
    return owner?.wants
      ? [{ key: id, input: leadAssignedDraft(context, owner.email, lead, ROUTED_HOW) }]
      : [];
  });
}

const matches = (rule: typeof leadRoutingRules.$inferSelect, lead: LeadForRouting) =>
  (!rule.segment || rule.segment === lead.segment) &&
  (!rule.source || rule.source === lead.source) &&
  (!rule.band || rule.band === scoreBandOf(lead.leadScore));

/**
 * Routes a new lead (in its capture's transaction): the first active rule that matches picks, by
 * round-robin, the colleague it gave a lead least recently, skipping anyone at the daily cap; the
 * rule's row is locked meanwhile, so simultaneous captures take turns. No rule, or nobody left,
 * gives the fallback owner; without one the lead stays unassigned. Returns the owner's id.
 */
export async function routeNewLead(
  tx: Db,
  lead: LeadForRouting,
  mail: Promise<MailContext> | null,
  now = new Date(),
  opts: {
    /** The rules' version the capture read (rule-cache.ts): the rules are reused while it holds. */
    rulesVersion?: string | undefined;
    /** Given, the lead.assigned event is added here instead of emitted. */
    events?: LeadEvent[] | undefined;
  } = {},
): Promise<string | null> {
  const rules = await activeRoutingRules(tx, opts.rulesVersion);
  const rule = rules.find((r) => matches(r, lead));
  if (rule && sendsStatementsTogether(tx)) {
    const pick = await routeByTurnTogether(tx, lead, rule, mail, now, opts.events);
    if (pick) return pick;
  } else if (rule) {
    // The rule's lock and who may be chosen (with whether they want an email) in one statement:
    // the staff are read in the same pass, and the lock (FOR UPDATE of the rule's row only) is
    // what the others wait for. The rule's row is there whether or not any staff match.
    const staff = await lockRuleWithStaff(tx, rule.id, rule.staffIds);
    // Stamped once the lock is held, so the turns are in the order the captures took them.
    now = new Date();
    const candidates = rule.staffIds.filter((id) => staff.has(id));
    if (candidates.length) {
      // The draft for whichever candidate wants an email, queued by the turn's own statement.
      const context = mail ? await mail : null;
      const drafts = draftsFor(candidates, staff, context, lead);
      const { pick, draftId } = await assignByTurn(tx, lead, rule, candidates, now, drafts);
      if (pick) {
        const to = { ownerId: pick, method: "round-robin" };
        await tellOwner(tx, lead, to, null, mail, now, staff.get(pick), opts.events, draftId);
        return pick;
      }
    }
  }
  const { fallbackOwnerId } = await readSettings(tx);
  if (fallbackOwnerId && (await staffAmong(tx, [fallbackOwnerId])).size) {
    await assignLead(
      tx,
      lead,
      { ownerId: fallbackOwnerId, method: "fallback", ruleId: rule?.id ?? null },
      null,
      mail,
      now,
      undefined,
      opts.events,
    );
    return fallbackOwnerId;
  }
  return null;
}

/** The rules as the admin page shows them, with who they name and how many leads each got today. */
export async function routingRules(db: Db, now = new Date()): Promise<RoutingRuleDto[]> {
  const rules = await db
    .select()
    .from(leadRoutingRules)
    .orderBy(asc(leadRoutingRules.position), asc(leadRoutingRules.name));
  const everyone = [...new Set(rules.flatMap((r) => r.staffIds))];
  const [staff, today] = await Promise.all([
    staffAmong(db, everyone),
    everyone.length
      ? db
          .select({ ownerId: leadAssignments.ownerId, n: sql<number>`count(*)::int` })
          .from(leadAssignments)
          .where(
            and(
              inArray(leadAssignments.ownerId, everyone),
              gte(leadAssignments.createdAt, startOfUtcDay(now)),
              isNull(leadAssignments.assignedBy),
            ),
          )
          .groupBy(leadAssignments.ownerId)
      : [],
  ]);
  const todayOf = new Map(today.map((r) => [r.ownerId, r.n]));
  return rules.map((r) => ({
    id: r.id,
    name: r.name,
    position: r.position,
    isActive: r.isActive,
    segment: r.segment,
    source: r.source,
    band: r.band,
    staff: r.staffIds.flatMap((id) => {
      const s = staff.get(id);
      return s ? [s] : [];
    }),
    dailyCap: r.dailyCap,
    assignedToday: Object.fromEntries(r.staffIds.map((id) => [id, todayOf.get(id) ?? 0])),
  }));
}

export async function settingsDto(db: Db): Promise<RoutingSettingsDto> {
  const s = await readSettings(db);
  const owner = s.fallbackOwnerId
    ? (await staffAmong(db, [s.fallbackOwnerId])).get(s.fallbackOwnerId)
    : undefined;
  return {
    fallbackOwner: owner ?? null,
    waitAmberMinutes: s.waitAmberMinutes,
    waitRedMinutes: s.waitRedMinutes,
  };
}

/** The newest assignments to one colleague by someone else (the bell's "assigned to you"). */
export async function latestAssignmentsFor(db: Db, userId: string, limit: number) {
  const rows = await db
    .select({
      id: leadAssignments.id,
      at: leadAssignments.createdAt,
      leadId: leadAssignments.leadId,
      name: leads.name,
      email: leads.email,
      method: leadAssignments.method,
      reason: leadAssignments.reason,
    })
    .from(leadAssignments)
    .innerJoin(leads, eq(leads.id, leadAssignments.leadId))
    .where(and(eq(leadAssignments.ownerId, userId), notBySelf))
    .orderBy(desc(leadAssignments.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    title: `Lead assigned to you: ${r.name ?? r.email ?? "unnamed lead"}`,
    detail:
      r.method === "reassigned"
        ? `Reassigned: ${r.reason ?? ""}`
        : r.method === "fallback"
          ? "Fallback owner"
          : "By the routing rules",
    href: `/command-center/sales/leads/${r.leadId}`,
  }));
}

const notBySelf = sql`(${leadAssignments.assignedBy} is null or ${leadAssignments.assignedBy} <> ${leadAssignments.ownerId})`;

/** How many leads were assigned to one colleague after `since` (capped), for the bell's badge. */
export async function countAssignmentsFor(db: Db, userId: string, since: Date | null, cap: number) {
  const rows = await db
    .select({ id: leadAssignments.id })
    .from(leadAssignments)
    .where(
      and(
        eq(leadAssignments.ownerId, userId),
        notBySelf,
        since ? sql`${leadAssignments.createdAt} > ${since.toISOString()}::timestamptz` : undefined,
      ),
    )
    .limit(cap);
  return rows.length;
}

export async function assertStaffIds(db: Db, ids: string[], field: string, message: string) {
  const staff = await staffAmong(db, ids);
  if (ids.some((id) => !staff.has(id))) throw badRequest(message, { [field]: message });
  return staff;
}
