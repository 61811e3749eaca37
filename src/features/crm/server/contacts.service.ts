import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  CONTACT_DEFAULTS,
  type ContactCreateInput,
  type ContactDetailDto,
  type ContactRowDto,
  type ContactUpdateInput,
  CRM_MESSAGES as M,
  type PageWithSamples,
} from "../crm.contract.ts";
import { companies, contacts, deals } from "./crm.tables.ts";
import { assertStaff, changedFields, requireUuid } from "./crm-common.ts";
import {
  contactRowColumns,
  contactRowsWhere,
  dealCardsWhere,
  likeContains,
  toContactRow,
} from "./crm-queries.ts";
import { leadHistory } from "./leads-inbox.service.ts";

type ContactRow = typeof contacts.$inferSelect;

export async function listContacts(
  db: Db,
  actor: Actor,
  query: {
    q?: string | undefined;
    companyId?: string | undefined;
    sort: "name" | "created" | "industry";
    dir: "asc" | "desc";
    page: number;
    pageSize: number;
  },
): Promise<PageWithSamples<ContactRowDto>> {
  assertStaff(actor);
  const like = query.q ? likeContains(query.q) : null;
  const conditions: SQL[] = [];
  if (like) {
    conditions.push(
      sql`concat_ws(' ', ${contacts.firstName}, ${contacts.lastName}, ${contacts.email}, ${contacts.phone}, ${contacts.jobTitle}, ${contacts.department}, ${companies.name}, ${contacts.tags}::text) ilike ${like}`,
    );
  }
  if (query.companyId) conditions.push(eq(contacts.companyId, query.companyId));
  const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
  const d = sql.raw(query.dir === "asc" ? "asc" : "desc");
  const order: SQL[] = {
    name: [sql`lower(${contacts.firstName}) ${d}`, sql`lower(${contacts.lastName}) ${d}`],
    created: [sql`${contacts.createdAt} ${d}`],
    industry: [sql`lower(${companies.industry}) ${d} nulls last`, sql`lower(${contacts.firstName}) asc`],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(contactRowColumns)
      .from(contacts)
      .leftJoin(companies, eq(companies.id, contacts.companyId))
      .where(where)
      .orderBy(...order, asc(contacts.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count(), samples: sql<number>`count(*) filter (where ${contacts.isSample})::int` })
      .from(contacts)
      .leftJoin(companies, eq(companies.id, contacts.companyId))
      .where(where),
  ]);
  return {
    rows: rows.map(toContactRow),
    total: total?.n ?? 0,
    samples: total?.samples ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function assertCompany(db: Db, companyId: string | null | undefined) {
  if (!companyId) return;
  const [c] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!c) throw badRequest(M.companyNotFound, { companyId: M.companyNotFound });
}

/** A new contact with the defaults: engagement 25, no interactions, lifecycle 'new'. */
export async function createContact(db: Db, actor: Actor, input: ContactCreateInput): Promise<ContactRowDto> {
  assertStaff(actor);
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.companyId);
    const [row] = await tx
      .insert(contacts)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        jobTitle: input.jobTitle,
        department: input.department,
        companyId: input.companyId,
        tags: dedupeTags(input.tags ?? []),
        socialProfiles: input.socialProfiles ?? {},
        notes: input.notes,
        lifecycleStage: input.lifecycleStage ?? CONTACT_DEFAULTS.lifecycleStage,
        engagementScore: CONTACT_DEFAULTS.engagementScore,
        interactionCount: CONTACT_DEFAULTS.interactionCount,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: "contact.created",
      entityType: "contact",
      entityId: row!.id,
      details: { name: `${row!.firstName} ${row!.lastName}` },
    });
    return (await contactRowsWhere(tx, eq(contacts.id, row!.id), 1))[0]!;
  });
}

/** Tags without blanks or repeats (case-insensitive), in the order given. */
function dedupeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((t) => {
    const k = t.trim().toLowerCase();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Every save of a contact adds 1 to its interaction count. */
export async function updateContact(
  db: Db,
  actor: Actor,
  id: string,
  input: ContactUpdateInput,
): Promise<ContactRowDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidContactId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!before) throw notFound(M.contactNotFound);
    await assertCompany(tx, input.companyId);
    const patch: Partial<ContactRow> = { ...input, ...(input.tags ? { tags: dedupeTags(input.tags) } : {}) };
    for (const k of Object.keys(patch) as (keyof ContactRow)[]) if (patch[k] === undefined) delete patch[k];
    const changes = changedFields(before as Record<string, unknown>, patch as Record<string, unknown>);
    await tx
      .update(contacts)
      .set({ ...patch, interactionCount: sql`${contacts.interactionCount} + 1`, updatedAt: new Date() })
      .where(eq(contacts.id, id));
    await recordAudit(tx, actor, {
      action: "contact.updated",
      entityType: "contact",
      entityId: id,
      details: { changes },
    });
    return (await contactRowsWhere(tx, eq(contacts.id, id), 1))[0]!;
  });
}

/** Adds a tag only when it is not blank and not already there (case aside). */
export async function addContactTag(db: Db, actor: Actor, id: string, tag: string): Promise<ContactRowDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidContactId);
  const clean = tag.trim();
  if (!clean) throw badRequest(M.tagEmpty, { tag: M.tagEmpty });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
    if (!before) throw notFound(M.contactNotFound);
    if (before.tags.some((t) => t.toLowerCase() === clean.toLowerCase()))
      throw badRequest(M.tagExists, { tag: M.tagExists });
    await tx
      .update(contacts)
      .set({ tags: [...before.tags, clean], updatedAt: new Date() })
      .where(eq(contacts.id, id));
    await recordAudit(tx, actor, {
      action: "contact.tag_added",
      entityType: "contact",
      entityId: id,
      details: { tag: clean },
    });
    return (await contactRowsWhere(tx, eq(contacts.id, id), 1))[0]!;
  });
}

export async function getContactDetail(db: Db, actor: Actor, id: string): Promise<ContactDetailDto> {
  assertStaff(actor);
  requireUuid(id, M.invalidContactId);
  const [row] = await db
    .select(contactRowColumns)
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(eq(contacts.id, id));
  if (!row) throw notFound(M.contactNotFound);
  const dealRows = await dealCardsWhere(db, eq(deals.contactId, id), 100);
  const leadId =
    row.leadId ??
    (
      await db
        .select({ leadId: deals.leadId })
        .from(deals)
        .where(eq(deals.contactId, id))
        .orderBy(desc(deals.createdAt))
        .limit(1)
    )[0]?.leadId ??
    null;
  return {
    ...toContactRow(row),
    socialProfiles: row.socialProfiles,
    notes: row.notes,
    avatarUrl: row.avatarUrl,
    customFields: row.customFields,
    communicationPreferences: row.communicationPreferences,
    leadId: row.leadId,
    updatedAt: row.updatedAt.toISOString(),
    deals: dealRows,
    leadHistory: await leadHistory(db, leadId),
  };
}

/** The contacts of one company, for the deal form's contact picker. */
export async function contactOptions(db: Db, actor: Actor, companyId: string | null) {
  assertStaff(actor);
  if (!companyId) return [];
  const rows = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }));
}
