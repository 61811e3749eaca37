import { eq, sql } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import { PEOPLE_MESSAGES, PM } from "../people.contract.ts";
import { employeeProfiles } from "./people.tables.ts";

export type ProfileRow = typeof employeeProfiles.$inferSelect;

/**
 * Who is acting in the portal: the signed-in user with the employee role, their own active
 * profile, and whether that profile has portal admin access (is_admin, decision 025).
 */
export type PortalActor = { actor: Actor; profile: ProfileRow; isAdmin: boolean };

export async function ownProfileRow(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Every portal service starts here: the employee role (403 "Access denied: employee role
 * required"), then a profile of one's own ("No employee profile found. Please contact your
 * administrator.", or the page's own wording), then an active one.
 */
export async function portalActor(
  db: Db,
  actor: Actor | null,
  missingProfile: string = PM.noProfileContactAdmin,
): Promise<PortalActor> {
  const a = assertRole(actor, "employee");
  const profile = await ownProfileRow(db, a.user.id);
  if (!profile) throw forbidden(missingProfile);
  if (profile.status !== "active") throw forbidden(PEOPLE_MESSAGES.profileArchived);
  return { actor: a, profile, isAdmin: profile.isAdmin };
}

export function assertPortalAdmin(p: PortalActor): void {
  if (!p.isAdmin) throw forbidden(PEOPLE_MESSAGES.adminOnly);
}

/** A profile by id; an id that is not a UUID is simply not found (never a database error). */
export async function profileById(db: Db, id: string): Promise<ProfileRow> {
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.notFound);
  const [row] = await db.select().from(employeeProfiles).where(eq(employeeProfiles.id, id)).limit(1);
  if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
  return row;
}

/** Serialises changes to the reporting tree (and the first profile), so two cannot race into a loop. */
export async function lockPeople(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727018)`);
}

/** Every profile's manager (id → reports_to): the reporting tree, read once per call. */
async function managerMap(db: Db): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ id: employeeProfiles.id, reportsTo: employeeProfiles.reportsTo })
    .from(employeeProfiles);
  return new Map(rows.map((r) => [r.id, r.reportsTo]));
}

/** The employee's managers, nearest first: their manager, that manager's manager, and so on. */
export async function managerChain(db: Db, employeeId: string): Promise<string[]> {
  const up = await managerMap(db);
  const chain: string[] = [];
  for (
    let m = up.get(employeeId) ?? null;
    m && !chain.includes(m) && m !== employeeId;
    m = up.get(m) ?? null
  ) {
    chain.push(m);
  }
  return chain;
}

/** Everyone who reports to the manager, directly or through others. */
export async function reportsUnder(db: Db, managerId: string): Promise<string[]> {
  const up = await managerMap(db);
  const under: string[] = [];
  for (const id of up.keys()) {
    if (id !== managerId && chainHas(up, id, managerId)) under.push(id);
  }
  return under;
}

function chainHas(up: Map<string, string | null>, employeeId: string, managerId: string): boolean {
  const seen = new Set<string>();
  for (let m = up.get(employeeId) ?? null; m && !seen.has(m); m = up.get(m) ?? null) {
    if (m === managerId) return true;
    seen.add(m);
  }
  return false;
}
