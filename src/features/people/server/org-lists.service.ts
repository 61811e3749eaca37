import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { isUniqueViolation } from "#src/platform/db/unique-violation.ts";
import { HttpError, notFound } from "#src/platform/http/errors.ts";
import type { Actor } from "#src/platform/http/session.ts";
import {
  ORG_MESSAGES,
  type OrgEntryCreateInput,
  type OrgEntryDto,
  type OrgEntryUpdateInput,
  type OrgListKind,
  type OrgListsDto,
  PEOPLE_MESSAGES,
} from "../people.contract.ts";
import { assertPortalAdmin, portalActor } from "./access.ts";
import { employeeProfiles, orgListEntries, publicHolidays } from "./people.tables.ts";

// The organisation's lists (decision 048). Profiles and holidays keep the chosen name as text:
// a write is checked against the active entries here, a rename is carried over to them in the
// same transaction, and an entry still in use is archived rather than deleted.

const L = orgListEntries;
const E = employeeProfiles;
const H = publicHolidays;

/** The stored kind of each list (one table, one row kind per list). */
const KIND: Record<OrgListKind, string> = {
  locations: "location",
  departments: "department",
  titles: "title",
};

type Row = typeof L.$inferSelect;

async function rowsOf(db: Db): Promise<Row[]> {
  return db.select().from(L).orderBy(asc(L.position), asc(L.name));
}

/**
 * How many records use each name: profiles by location, department, (department, title); holidays.
 * One query after another: this runs inside a transaction, and a PostgreSQL transaction is one
 * client that takes one query at a time.
 */
async function usage(db: Db) {
  const byLocation = await db
    .select({ k: E.location, n: count() })
    .from(E)
    .where(isNotNull(E.location))
    .groupBy(E.location);
  const byDepartment = await db
    .select({ k: E.department, n: count() })
    .from(E)
    .where(isNotNull(E.department))
    .groupBy(E.department);
  const byTitle = await db
    .select({ d: E.department, k: E.title, n: count() })
    .from(E)
    .where(isNotNull(E.title))
    .groupBy(E.department, E.title);
  const holidays = await db
    .select({ k: H.location, n: count() })
    .from(H)
    .where(isNotNull(H.location))
    .groupBy(H.location);
  const map = (rows: { k: string | null; n: number }[]) => new Map(rows.map((r) => [r.k ?? "", Number(r.n)]));
  return {
    location: map(byLocation),
    department: map(byDepartment),
    title: new Map(byTitle.map((r) => [`${r.d ?? ""}\u0000${r.k ?? ""}`, Number(r.n)])),
    holiday: map(holidays),
  };
}

type Uses = { employees: number; holidays: number; titles: number };

function usesOf(r: Row, rows: Row[], u: Awaited<ReturnType<typeof usage>>): Uses {
  if (r.kind === "location") {
    return { employees: u.location.get(r.name) ?? 0, holidays: u.holiday.get(r.name) ?? 0, titles: 0 };
  }
  if (r.kind === "department") {
    const titles = rows.filter((t) => t.departmentId === r.id).length;
    return { employees: u.department.get(r.name) ?? 0, holidays: 0, titles };
  }
  const dept = rows.find((d) => d.id === r.departmentId)?.name ?? "";
  return { employees: u.title.get(`${dept}\u0000${r.name}`) ?? 0, holidays: 0, titles: 0 };
}

const total = (u: Uses) => u.employees + u.holidays + u.titles;

function toDto(r: Row, uses: Uses): OrgEntryDto {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    departmentId: r.departmentId,
    archived: r.archivedAt !== null,
    uses: total(uses),
  };
}

/** Every list, archived entries included, with how many records use each entry (any employee). */
export async function orgLists(db: Db, actor: Actor | null): Promise<OrgListsDto> {
  await portalActor(db, actor);
  return readLists(db);
}

/** The lists without an actor check, for services and loaders that already checked theirs. */
export async function readLists(db: Db): Promise<OrgListsDto> {
  const [rows, u] = await Promise.all([rowsOf(db), usage(db)]);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => toDto(r, usesOf(r, rows, u)));
  return { locations: of("location"), departments: of("department"), titles: of("title") };
}

/** The active departments with their descriptions, in the admin's order (the organization page). */
export async function activeDepartments(db: Db): Promise<{ name: string; description: string | null }[]> {
  return db
    .select({ name: L.name, description: L.description })
    .from(L)
    .where(and(eq(L.kind, "department"), isNull(L.archivedAt)))
    .orderBy(asc(L.position), asc(L.name));
}

/**
 * A location written to a profile or a holiday: empty, unchanged from what is stored (an archived
 * or older value keeps working), or an active office on the list; else 400 with the field's message.
 */
export async function assertOffice(db: Db, location: string | null | undefined, current?: string | null) {
  if (!location || location === current) return;
  const [row] = await db
    .select({ id: L.id })
    .from(L)
    .where(and(eq(L.kind, "location"), eq(L.name, location), isNull(L.archivedAt)))
    .limit(1);
  if (!row) {
    throw new HttpError(400, PEOPLE_MESSAGES.invalidLocation, {
      fields: { location: PEOPLE_MESSAGES.invalidLocation },
    });
  }
}

async function entry(db: Db, kind: OrgListKind, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(ORG_MESSAGES.notFound(kind));
  const [row] = await db
    .select()
    .from(L)
    .where(and(eq(L.id, id), eq(L.kind, KIND[kind])))
    .limit(1);
  if (!row) throw notFound(ORG_MESSAGES.notFound(kind));
  return row;
}

function duplicate(kind: OrgListKind, name: string): HttpError {
  return new HttpError(409, ORG_MESSAGES.exists(kind, name), {
    code: "org_entry_exists",
    fields: { name: ORG_MESSAGES.exists(kind, name) },
  });
}

/** Adds an office, a department or a job title (portal admin, audited). */
export async function addOrgEntry(
  db: Db,
  actor: Actor | null,
  kind: OrgListKind,
  input: OrgEntryCreateInput,
): Promise<OrgEntryDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  let departmentId: string | null = null;
  if (kind === "titles") {
    if (!input.departmentId) {
      throw new HttpError(400, ORG_MESSAGES.departmentRequired, {
        fields: { departmentId: ORG_MESSAGES.departmentRequired },
      });
    }
    const dept = await db
      .select({ id: L.id })
      .from(L)
      .where(and(eq(L.id, input.departmentId), eq(L.kind, "department")))
      .limit(1);
    if (!dept.length) {
      throw new HttpError(400, ORG_MESSAGES.departmentUnknown, {
        fields: { departmentId: ORG_MESSAGES.departmentUnknown },
      });
    }
    departmentId = input.departmentId;
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(L)
        .values({
          kind: KIND[kind],
          name: input.name,
          description: input.description ?? null,
          departmentId,
          position: 1000,
        })
        .returning();
      await recordAudit(tx, p.actor, {
        action: `org_list.${KIND[kind]}.added`,
        entityType: `org_${KIND[kind]}`,
        entityId: added!.id,
        details: { name: added!.name, description: added!.description, departmentId },
      });
      return added!;
    });
    return toDto(row, { employees: 0, holidays: 0, titles: 0 });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(kind, input.name);
    throw e;
  }
}

/**
 * Renames, describes, archives or restores an entry (portal admin, audited). A rename is carried
 * over to the profiles and holidays that use the old name, in the same transaction.
 */
export async function updateOrgEntry(
  db: Db,
  actor: Actor | null,
  kind: OrgListKind,
  id: string,
  input: OrgEntryUpdateInput,
): Promise<OrgEntryDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const before = await entry(db, kind, id);
  const renamed = input.name !== undefined && input.name !== before.name;
  try {
    await db.transaction(async (tx) => {
      const set: Partial<Row> = { updatedAt: new Date() };
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      if (input.archived !== undefined)
        set.archivedAt = input.archived ? (before.archivedAt ?? new Date()) : null;
      await tx.update(L).set(set).where(eq(L.id, id));
      if (renamed) {
        const to = input.name!;
        if (kind === "locations") {
          await tx.update(E).set({ location: to }).where(eq(E.location, before.name));
          await tx.update(H).set({ location: to }).where(eq(H.location, before.name));
        } else if (kind === "departments") {
          await tx.update(E).set({ department: to }).where(eq(E.department, before.name));
        } else {
          const [dept] = await tx.select({ name: L.name }).from(L).where(eq(L.id, before.departmentId!));
          await tx
            .update(E)
            .set({ title: to })
            .where(and(eq(E.title, before.name), eq(E.department, dept?.name ?? "")));
        }
      }
      await recordAudit(tx, p.actor, {
        action: `org_list.${KIND[kind]}.${input.archived === true ? "archived" : input.archived === false ? "restored" : "saved"}`,
        entityType: `org_${KIND[kind]}`,
        entityId: id,
        details: { before: { name: before.name, description: before.description }, ...input },
      });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(kind, input.name ?? before.name);
    throw e;
  }
  const lists = await readLists(db);
  return lists[kind].find((r) => r.id === id)!;
}

/** Deletes an entry nobody uses (portal admin, audited); one in use is refused: archive it. */
export async function deleteOrgEntry(
  db: Db,
  actor: Actor | null,
  kind: OrgListKind,
  id: string,
): Promise<void> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const row = await entry(db, kind, id);
  await db.transaction(async (tx) => {
    const rows = await rowsOf(tx);
    const uses = usesOf(row, rows, await usage(tx));
    if (total(uses) > 0) {
      const parts = [
        uses.employees ? `${uses.employees} employee${uses.employees === 1 ? "" : "s"}` : "",
        uses.holidays ? `${uses.holidays} public holiday${uses.holidays === 1 ? "" : "s"}` : "",
        uses.titles ? `${uses.titles} job title${uses.titles === 1 ? "" : "s"}` : "",
      ].filter(Boolean);
      throw new HttpError(409, ORG_MESSAGES.inUse(kind, row.name, parts.join(", ")), {
        code: "org_entry_in_use",
      });
    }
    await tx.delete(L).where(eq(L.id, id));
    await recordAudit(tx, p.actor, {
      action: `org_list.${KIND[kind]}.deleted`,
      entityType: `org_${KIND[kind]}`,
      entityId: id,
      details: { name: row.name },
    });
  });
}
