import { and, asc, count, desc, eq, ilike, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import { grantRole, revokeRole } from "#src/platform/auth/roles.ts";
import { type Db, rowsOf } from "#src/platform/db/db.ts";
import { isUniqueViolation } from "#src/platform/db/unique-violation.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { badRequest, forbidden, HttpError, notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  type ArchiveStatus,
  avatarPath,
  type CreateEmployeeInput,
  type DepartmentGroupDto,
  EMPLOYEE_PAGE_SIZE,
  type EmployeeDetailDto,
  type EmployeeInput,
  type EmployeeListDto,
  type EmployeeListQuery,
  type EmployeeViewDto,
  employeeUpdateSchema,
  type OrgNodeDto,
  PEOPLE_MESSAGES,
  type PersonRef,
  PM,
  selfUpdateSchema,
} from "../people.contract.ts";
import {
  assertPortalAdmin,
  lockPeople,
  ownProfileRow,
  type ProfileRow,
  portalActor,
  profileById,
} from "./access.ts";
import { toAdminCard, toCard, toDetail, toRef } from "./dto.ts";
import { queueInvite } from "./invites.service.ts";
import { activeDepartments, assertOffice } from "./org-lists.service.ts";
import { ensureStarterHandbook } from "./people.seed.ts";
import { type EmergencyContact, employeeProfiles } from "./people.tables.ts";

const E = employeeProfiles;

/** The columns of a card: lists and charts never read private columns at all. */
export const cardColumns = {
  id: E.id,
  firstName: E.firstName,
  lastName: E.lastName,
  title: E.title,
  department: E.department,
  location: E.location,
  email: E.email,
  workPhone: E.workPhone,
  reportsTo: E.reportsTo,
  avatarUrl: E.avatarUrl,
  status: E.status,
  isAdmin: E.isAdmin,
  profileClaimed: E.profileClaimed,
  startDate: E.startDate,
};

const refColumns = { id: E.id, firstName: E.firstName, lastName: E.lastName, title: E.title };

async function emailTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new HttpError(409, PEOPLE_MESSAGES.emailTaken, {
        code: "email_taken",
        fields: { email: PEOPLE_MESSAGES.emailTaken },
      });
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Row values from the form.

type RowValues = Partial<typeof E.$inferInsert>;

function employmentValues(input: Partial<EmployeeInput>): RowValues {
  const v: RowValues = {};
  if (input.firstName !== undefined) v.firstName = input.firstName;
  if (input.lastName !== undefined) v.lastName = input.lastName;
  if (input.email !== undefined) v.email = input.email;
  if (input.startDate !== undefined) v.startDate = input.startDate;
  if (input.title !== undefined) v.title = input.title;
  if (input.department !== undefined) v.department = input.department;
  if (input.location !== undefined) v.location = input.location;
  if (input.reportsTo !== undefined) v.reportsTo = input.reportsTo;
  return v;
}

function personalValues(input: Partial<EmployeeInput>, existing: ProfileRow | null): RowValues {
  const v: RowValues = {};
  if (input.workPhone !== undefined) v.workPhone = input.workPhone;
  if (input.personalPhone !== undefined) v.personalPhone = input.personalPhone;
  if (input.personalEmail !== undefined) v.personalEmail = input.personalEmail;
  if (input.birthday !== undefined) v.birthday = input.birthday;
  if (input.emergencyContact !== undefined) {
    const c = input.emergencyContact;
    const first: EmergencyContact = {
      name: c.name ?? "",
      relationship: c.relationship ?? "",
      phone: c.phone ?? "",
    };
    // The form edits one emergency contact, the first; any others are kept as they are.
    const rest = existing?.emergencyContacts.slice(1) ?? [];
    v.emergencyContacts = first.name || first.phone || first.relationship ? [first, ...rest] : rest;
  }
  if (input.medicalInfo !== undefined) {
    const m = input.medicalInfo;
    v.medicalInfo = {
      allergies: m.allergies,
      ...(m.allergiesOther && m.allergies.includes("Other") ? { allergiesOther: m.allergiesOther } : {}),
      ...(m.conditions ? { conditions: m.conditions } : {}),
      ...(m.medications ? { medications: m.medications } : {}),
    };
  }
  if (input.preferences !== undefined) {
    const p = input.preferences;
    v.preferences = {
      dietary: p.dietary,
      ...(p.dietaryOther && p.dietary.includes("Other") ? { dietaryOther: p.dietaryOther } : {}),
      accommodations: p.accommodations,
      ...(p.accommodationsOther && p.accommodations.includes("Other")
        ? { accommodationsOther: p.accommodationsOther }
        : {}),
    };
  }
  return v;
}

/** Employment fields that may be written to the audit log with their values (never health data). */
const AUDITED_VALUES = new Set([
  "firstName",
  "lastName",
  "email",
  "startDate",
  "title",
  "department",
  "location",
  "reportsTo",
]);

function auditChanges(before: ProfileRow, values: RowValues) {
  const changed: string[] = [];
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(values)) {
    if (key === "updatedAt") continue;
    const from = before[key as keyof ProfileRow];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    changed.push(key);
    if (AUDITED_VALUES.has(key)) diff[key] = { from: from ?? null, to: to ?? null };
  }
  return { changed, diff };
}

// ---------------------------------------------------------------------------------------------
// The reporting line.

/** Ids of everyone below `id` in the reporting tree (not `id` itself). */
async function descendantsOf(db: Db, id: string): Promise<Set<string>> {
  const rows = await db.execute<{ id: string }>(sql`
    with recursive below(id) as (
      select ${E.id} from ${E} where ${E.reportsTo} = ${id}
      union
      select e.id from ${E} e join below b on e.reports_to = b.id
    )
    select id from below`);
  return new Set(rowsOf<{ id: string }>(rows).map((r) => r.id));
}

/**
 * Checks a new manager for `employee`: an existing, active profile that is not the employee and
 * not below them (which would make a loop). Call inside the people lock.
 */
async function checkManager(
  db: Db,
  employee: { id: string; firstName: string; lastName: string } | null,
  managerId: string,
) {
  if (employee && managerId === employee.id) {
    throw badRequest(PEOPLE_MESSAGES.reportsToSelf, { reportsTo: PEOPLE_MESSAGES.reportsToSelf });
  }
  const [manager] = await db
    .select({ id: E.id, firstName: E.firstName, lastName: E.lastName, status: E.status })
    .from(E)
    .where(eq(E.id, managerId))
    .limit(1);
  if (!manager)
    throw badRequest(PEOPLE_MESSAGES.reportsToUnknown, { reportsTo: PEOPLE_MESSAGES.reportsToUnknown });
  if (manager.status !== "active") {
    throw badRequest(PEOPLE_MESSAGES.reportsToInactive, { reportsTo: PEOPLE_MESSAGES.reportsToInactive });
  }
  if (employee && (await descendantsOf(db, employee.id)).has(managerId)) {
    const message = PEOPLE_MESSAGES.reportingCycle(
      `${manager.firstName} ${manager.lastName}`,
      `${employee.firstName} ${employee.lastName}`,
    );
    throw badRequest(message, { reportsTo: message });
  }
}

/** Who may be this employee's manager: active colleagues, minus the employee and everyone below. */
export async function managerOptions(
  db: Db,
  actor: Actor | null,
  employeeId: string | null,
): Promise<PersonRef[]> {
  const p = await portalActor(db, actor, PM.managersLoadFailed);
  assertPortalAdmin(p);
  const excluded = employeeId
    ? await descendantsOf(db, (await profileById(db, employeeId)).id)
    : new Set<string>();
  if (employeeId) excluded.add(employeeId);
  const rows = await db
    .select(refColumns)
    .from(E)
    .where(eq(E.status, "active"))
    .orderBy(asc(E.lastName), asc(E.firstName));
  return rows.filter((r) => !excluded.has(r.id)).map(toRef);
}

// ---------------------------------------------------------------------------------------------
// Reading.

export async function getOwnProfile(db: Db, actor: Actor | null): Promise<EmployeeDetailDto> {
  const p = await portalActor(db, actor, PM.profileLoadFailed);
  return toDetail(p.profile);
}

export async function profileCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(E);
  return row?.n ?? 0;
}

/**
 * A profile as the viewer may see it: the whole of it for the employee and administrators, the
 * public card for everyone else (no health data, emergency contacts or personal contact details).
 */
export async function getEmployeeView(db: Db, actor: Actor | null, id: string): Promise<EmployeeViewDto> {
  const p = await portalActor(db, actor);
  const row = await profileById(db, id);
  const full = p.isAdmin || row.id === p.profile.id;
  if (!full && row.status !== "active") throw new HttpError(404, PEOPLE_MESSAGES.notFound);
  const [manager] = row.reportsTo
    ? await db.select(refColumns).from(E).where(eq(E.id, row.reportsTo)).limit(1)
    : [];
  const reports = await db
    .select(refColumns)
    .from(E)
    .where(and(eq(E.reportsTo, row.id), eq(E.status, "active")))
    .orderBy(asc(E.lastName), asc(E.firstName));
  return {
    employee: full ? toDetail(row) : toCard(row),
    full,
    manager: manager ? toRef(manager) : null,
    reports: reports.map(toRef),
  };
}

/** The Employees tab: by last name either way, a page at a time, searchable by name, title, department. */
export async function listEmployees(
  db: Db,
  actor: Actor | null,
  query: EmployeeListQuery,
): Promise<EmployeeListDto> {
  const p = await portalActor(db, actor, PM.employeesLoadFailed);
  const filters: SQL[] = [];
  if (query.q) {
    // Names, titles and departments only: never a private column.
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      ilike(
        sql`${E.firstName} || ' ' || ${E.lastName} || ' ' || coalesce(${E.title}, '') || ' ' || coalesce(${E.department}, '')`,
        like,
      ),
    );
  }
  // Colleagues see active employees only; administrators see the archived ones too (with their status).
  const status = p.isAdmin ? query.status : "active";
  if (status === "active") filters.push(eq(E.status, "active"));
  if (status === "inactive") filters.push(ne(E.status, "active"));
  const where = filters.length ? and(...filters) : undefined;
  const dir = query.sort === "desc" ? desc : asc;
  const [totalRow] = await db.select({ n: count() }).from(E).where(where);
  const total = totalRow?.n ?? 0;
  // Past the last page (a stale link): the last page instead.
  const current = Math.min(query.page, Math.max(1, Math.ceil(total / EMPLOYEE_PAGE_SIZE)));
  const rows = await db
    .select({ ...cardColumns, inviteSentAt: E.inviteSentAt })
    .from(E)
    .where(where)
    .orderBy(dir(E.lastName), dir(E.firstName), dir(E.id))
    .limit(EMPLOYEE_PAGE_SIZE)
    .offset((current - 1) * EMPLOYEE_PAGE_SIZE);
  return {
    items: rows.map((r) => (p.isAdmin ? toAdminCard(r) : { ...toCard(r), inviteSentAt: null })),
    total,
    page: current,
    pageSize: EMPLOYEE_PAGE_SIZE,
    sort: query.sort,
    q: query.q,
  };
}

/** Levels of the org chart sent with the page; deeper branches load when opened. */
const ORG_CHART_LEVELS = 3;

/**
 * The org chart (public fields only): without `managerId`, the top of the reporting tree (those
 * without an active manager) and ORG_CHART_LEVELS levels below; with it, that person's direct
 * reports. Each node says how many direct reports it has, loaded or not.
 */
export async function orgChart(
  db: Db,
  actor: Actor | null,
  managerId: string | null = null,
): Promise<OrgNodeDto[]> {
  await portalActor(db, actor, PM.organizationLoadFailed);
  if (managerId !== null && !isUuid(managerId)) throw notFound(PEOPLE_MESSAGES.notFound);
  const rows = await db
    .select({
      id: E.id,
      firstName: E.firstName,
      lastName: E.lastName,
      title: E.title,
      department: E.department,
      reportsTo: E.reportsTo,
      avatarUrl: E.avatarUrl,
    })
    .from(E)
    .where(eq(E.status, "active"))
    .orderBy(asc(E.lastName), asc(E.firstName));
  const active = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, typeof rows>();
  for (const r of rows) {
    const parent = r.reportsTo && active.has(r.reportsTo) && r.reportsTo !== r.id ? r.reportsTo : null;
    const list = children.get(parent) ?? [];
    list.push(r);
    children.set(parent, list);
  }
  const toNode = (r: (typeof rows)[number]): OrgNodeDto => ({
    ...r,
    reportsTo: r.reportsTo && active.has(r.reportsTo) ? r.reportsTo : null,
    avatarUrl: r.avatarUrl ? avatarPath(r.id, r.avatarUrl) : null,
    status: "active",
    reportCount: children.get(r.id)?.length ?? 0,
  });
  if (managerId !== null) return (children.get(managerId) ?? []).map(toNode);
  const out: OrgNodeDto[] = [];
  const seen = new Set<string>();
  let level = children.get(null) ?? [];
  for (let depth = 0; depth < ORG_CHART_LEVELS && level.length; depth++) {
    const next: typeof rows = [];
    for (const r of level) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push(toNode(r));
      next.push(...(children.get(r.id) ?? []));
    }
    level = next;
  }
  return out;
}

/** Members shown per department before "Show all". */
const DEPARTMENT_PREVIEW = 12;

/**
 * Organizational Structure: the 15 departments in order (then any other), each with its number
 * of active members and the first of them by last name; `department` lists that one in full.
 */
export async function departmentGroups(
  db: Db,
  actor: Actor | null,
  department: string | null = null,
): Promise<DepartmentGroupDto[]> {
  await portalActor(db, actor, PM.organizationLoadFailed);
  const name = sql<string>`coalesce(nullif(trim(${E.department}), ''), 'Other')`;
  const counts = await db.select({ name, n: count() }).from(E).where(eq(E.status, "active")).groupBy(name);
  const ranked = db
    .select({
      ...cardColumns,
      dept: name.as("dept"),
      rank: sql<number>`row_number() over (partition by ${name} order by ${E.lastName}, ${E.firstName}, ${E.id})`.as(
        "rank",
      ),
    })
    .from(E)
    .where(eq(E.status, "active"))
    .as("ranked");
  const members = await db
    .select()
    .from(ranked)
    .where(department === null ? lte(ranked.rank, DEPARTMENT_PREVIEW) : eq(ranked.dept, department))
    .orderBy(asc(ranked.rank));
  const groups = new Map<string, DepartmentGroupDto>();
  const listed = await activeDepartments(db);
  for (const d of listed) {
    groups.set(d.name, { name: d.name, description: d.description, memberCount: 0, members: [] });
  }
  const custom: DepartmentGroupDto[] = [];
  const groupOf = (n: string) => {
    let group = groups.get(n);
    if (!group) {
      group = { name: n, description: null, memberCount: 0, members: [] };
      groups.set(n, group);
      custom.push(group);
    }
    return group;
  };
  for (const c of counts) groupOf(c.name).memberCount = c.n;
  for (const m of members) {
    const { dept, rank: _rank, ...card } = m;
    groupOf(dept).members.push(toCard(card));
  }
  const other = groups.get("Other");
  const known = listed.filter((d) => d.name !== "Other").map((d) => groups.get(d.name)!);
  const rest = custom.filter((g) => g !== other).sort((a, b) => a.name.localeCompare(b.name));
  const all = [
    ...known,
    ...rest,
    ...(other && (other.memberCount > 0 || listed.some((d) => d.name === "Other")) ? [other] : []),
  ];
  return department === null ? all : all.filter((g) => g.name === department);
}

// ---------------------------------------------------------------------------------------------
// Creating.

/**
 * The first profile (decision 025): the first user creates their own, claimed, with
 * admin access by default. Later, only an account with the admin role may create its own profile
 * this way (an administrator of the platform joining the portal); everyone else is added by a
 * portal administrator and claims the profile through an invite.
 */
export async function createOwnProfile(
  db: Db,
  actor: Actor | null,
  input: Omit<EmployeeInput, "reportsTo">,
): Promise<EmployeeDetailDto> {
  const a = assertRole(actor, "employee");
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    if (await ownProfileRow(tx, a.user.id)) throw new HttpError(409, PEOPLE_MESSAGES.ownProfileExists);
    const first = (await profileCount(tx)) === 0;
    if (!first && !a.roles.includes("admin")) throw forbidden(PEOPLE_MESSAGES.firstProfileOnly);
    await assertOffice(tx, input.location);
    const [row] = await emailTaken(() =>
      tx
        .insert(E)
        .values({
          ...employmentValues(input),
          ...personalValues(input, null),
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          startDate: input.startDate,
          userId: a.user.id,
          profileClaimed: true,
          isAdmin: true,
        })
        .returning(),
    );
    await recordAudit(tx, a, {
      action: "employee.created",
      entityType: "employee",
      entityId: row!.id,
      details: { own: true, firstProfile: first, isAdmin: true },
    });
    if (first) await ensureStarterHandbook(tx);
    return toDetail(row!);
  });
}

/** An administrator adds an employee: an unclaimed profile, and the invite email when asked. */
export async function createEmployee(
  services: Pick<AppServices, "db" | "mailContext">,
  actor: Actor | null,
  input: CreateEmployeeInput,
): Promise<{ employee: EmployeeDetailDto; invited: boolean }> {
  const p = await portalActor(services.db, actor);
  assertPortalAdmin(p);
  const mail = input.sendInvite ? await services.mailContext() : null;
  return services.db.transaction(async (tx) => {
    await lockPeople(tx);
    if (input.reportsTo) await checkManager(tx, null, input.reportsTo);
    await assertOffice(tx, input.location);
    const [row] = await emailTaken(() =>
      tx
        .insert(E)
        .values({
          ...employmentValues(input),
          ...personalValues(input, null),
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          startDate: input.startDate,
          userId: null,
          profileClaimed: false,
          isAdmin: input.isAdmin,
        })
        .returning(),
    );
    await recordAudit(tx, p.actor, {
      action: "employee.created",
      entityType: "employee",
      entityId: row!.id,
      details: {
        name: `${row!.firstName} ${row!.lastName}`,
        title: row!.title,
        department: row!.department,
        isAdmin: row!.isAdmin,
        invited: input.sendInvite,
      },
    });
    let current = row!;
    if (mail) current = await queueInvite(tx, mail, p, row!);
    return { employee: toDetail(current), invited: Boolean(mail) };
  });
}

// ---------------------------------------------------------------------------------------------
// Changing.

/**
 * Edits a profile. An administrator may change every field of anyone's profile; an employee may
 * change only the personal fields of their own (anything else they send is dropped, so nobody can
 * move themselves to another manager or give themselves admin access).
 */
export async function updateEmployee(
  db: Db,
  actor: Actor | null,
  id: string,
  body: unknown,
): Promise<EmployeeDetailDto> {
  const p = await portalActor(db, actor);
  const before = await profileById(db, id);
  if (!p.isAdmin && before.id !== p.profile.id) throw forbidden(PEOPLE_MESSAGES.ownProfileOnly);
  const input: Partial<EmployeeInput> = p.isAdmin
    ? parseOrThrow(employeeUpdateSchema, body)
    : parseOrThrow(selfUpdateSchema, body);
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    if (p.isAdmin && input.reportsTo) await checkManager(tx, before, input.reportsTo);
    if (p.isAdmin) await assertOffice(tx, input.location, before.location);
    const values: RowValues = {
      ...(p.isAdmin ? employmentValues(input) : {}),
      ...personalValues(input, before),
    };
    const [row] = await emailTaken(() =>
      tx
        .update(E)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(E.id, before.id))
        .returning(),
    );
    if (p.isAdmin) {
      const { changed, diff } = auditChanges(before, values);
      if (changed.length) {
        await recordAudit(tx, p.actor, {
          action:
            changed.length === 1 && changed[0] === "reportsTo"
              ? "employee.reporting_line_changed"
              : "employee.updated",
          entityType: "employee",
          entityId: before.id,
          // Field names only for personal fields; values only for employment fields.
          details: { changed, ...diff },
        });
      }
    }
    return toDetail(row!);
  });
}

async function setEmployeeRole(tx: Db, userId: string | null, active: boolean, by: string) {
  if (!userId) return;
  if (active) await grantRole(tx, userId, "employee", by);
  else await revokeRole(tx, userId, "employee");
}

/**
 * Archive: status archived, terminated or resigned, archived_at now and a
 * reason. The person's employee role is revoked with it, so the portal and the Command Center
 * close to them at once; restoring gives it back.
 */
export async function archiveEmployee(
  db: Db,
  actor: Actor | null,
  id: string,
  input: { status: ArchiveStatus; reason: string },
): Promise<EmployeeDetailDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const before = await profileById(db, id);
  if (before.id === p.profile.id) throw forbidden(PEOPLE_MESSAGES.cannotArchiveSelf);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(E)
      .set({
        status: input.status,
        archivedAt: new Date(),
        archivedReason: input.reason,
        updatedAt: new Date(),
      })
      .where(eq(E.id, before.id))
      .returning();
    await setEmployeeRole(tx, before.userId, false, p.actor.user.id);
    await recordAudit(tx, p.actor, {
      action: "employee.archived",
      entityType: "employee",
      entityId: before.id,
      details: { status: input.status, from: before.status, reason: input.reason },
    });
    return toDetail(row!);
  });
}

export async function restoreEmployee(db: Db, actor: Actor | null, id: string): Promise<EmployeeDetailDto> {
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const before = await profileById(db, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(E)
      .set({ status: "active", archivedAt: null, archivedReason: null, updatedAt: new Date() })
      .where(eq(E.id, before.id))
      .returning();
    await setEmployeeRole(tx, before.userId, true, p.actor.user.id);
    await recordAudit(tx, p.actor, {
      action: "employee.restored",
      entityType: "employee",
      entityId: before.id,
      details: { from: before.status },
    });
    return toDetail(row!);
  });
}

/**
 * Permanent delete: the profile and its requests, goals, schedule, reviews and remote days go;
 * their reports keep working with no manager set, and the profile picture is removed from storage.
 * The account remains, without the employee role.
 */
export async function deleteEmployee(
  services: Pick<AppServices, "db" | "files">,
  actor: Actor | null,
  id: string,
): Promise<void> {
  const { db, files } = services;
  const p = await portalActor(db, actor);
  assertPortalAdmin(p);
  const before = await profileById(db, id);
  if (before.id === p.profile.id) throw forbidden(PEOPLE_MESSAGES.cannotDeleteSelf);
  await db.transaction(async (tx) => {
    await lockPeople(tx);
    await tx.delete(E).where(eq(E.id, before.id));
    await setEmployeeRole(tx, before.userId, false, p.actor.user.id);
    await recordAudit(tx, p.actor, {
      action: "employee.deleted",
      entityType: "employee",
      entityId: before.id,
      details: { name: `${before.firstName} ${before.lastName}`, email: before.email, status: before.status },
    });
  });
  // The picture goes with the profile; a file that cannot be removed now is only disk space.
  if (before.avatarUrl) await files.deleteFile(before.avatarUrl).catch(() => {});
}

/** The admin toggle: never one's own (so the portal always keeps the administrator acting). */
export async function setAdminAccess(
  db: Db,
  actor: Actor | null,
  id: string,
  isAdmin: boolean,
): Promise<EmployeeDetailDto> {
  const p = await portalActor(db, actor, PM.adminUpdateFailed);
  assertPortalAdmin(p);
  const before = await profileById(db, id);
  if (before.id === p.profile.id) throw forbidden(PEOPLE_MESSAGES.cannotChangeOwnAdmin);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(E)
      .set({ isAdmin, updatedAt: new Date() })
      .where(eq(E.id, before.id))
      .returning();
    if (before.isAdmin !== isAdmin) {
      await recordAudit(tx, p.actor, {
        action: isAdmin ? "employee.admin_granted" : "employee.admin_revoked",
        entityType: "employee",
        entityId: before.id,
        details: {},
      });
    }
    return toDetail(row!);
  });
}

// ---------------------------------------------------------------------------------------------
// The avatar: private storage, served through the portal to signed-in employees only.

export async function setEmployeeAvatar(
  services: Pick<AppServices, "db" | "files">,
  actor: Actor | null,
  id: string,
  file: { name: string; bytes: Uint8Array },
  limits: { mimeTypes: string[]; maxBytes: number },
): Promise<EmployeeDetailDto> {
  const { db, files } = services;
  const p = await portalActor(db, actor, PM.avatarUploadFailed);
  const target = await profileById(db, id);
  if (!p.isAdmin && target.id !== p.profile.id) throw forbidden(PEOPLE_MESSAGES.ownProfileOnly);
  const stored = await files.saveUpload({
    ownerId: p.actor.user.id,
    purpose: "employee-avatar",
    filename: file.name || "avatar",
    bytes: file.bytes,
    allowed: { mimeTypes: limits.mimeTypes },
    maxBytes: limits.maxBytes,
  });
  let row: ProfileRow;
  try {
    [row] = (await db.transaction(async (tx) => {
      const updated = await tx
        .update(E)
        .set({ avatarUrl: stored.id, updatedAt: new Date() })
        .where(eq(E.id, target.id))
        .returning();
      if (p.isAdmin && target.id !== p.profile.id) {
        await recordAudit(tx, p.actor, {
          action: "employee.avatar_changed",
          entityType: "employee",
          entityId: target.id,
          details: {},
        });
      }
      return updated;
    })) as [ProfileRow];
  } catch (err) {
    await files.deleteFile(stored.id).catch(() => {});
    throw err;
  }
  if (target.avatarUrl) await files.deleteFile(target.avatarUrl).catch(() => {});
  return toDetail(row);
}

export async function readEmployeeAvatar(
  services: Pick<AppServices, "db" | "files">,
  actor: Actor | null,
  id: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  await portalActor(services.db, actor);
  const target = await profileById(services.db, id);
  if (!target.avatarUrl) return null;
  const found = await services.files.readFile(target.avatarUrl);
  if (found?.row.purpose !== "employee-avatar") return null;
  return { bytes: found.bytes, contentType: found.row.contentType };
}

/** For the dashboard's people lookups: names of a set of profiles. */
export async function refsByIds(db: Db, ids: string[]): Promise<Map<string, PersonRef & { email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...refColumns, email: E.email })
    .from(E)
    .where(inArray(E.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ...toRef(r), email: r.email }]));
}
