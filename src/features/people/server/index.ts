import { eq } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { employeeProfiles } from "./people.tables.ts";

export type EmployeeProfileSummary = {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  department: string | null;
  email: string;
};

const summaryColumns = {
  id: employeeProfiles.id,
  userId: employeeProfiles.userId,
  firstName: employeeProfiles.firstName,
  lastName: employeeProfiles.lastName,
  title: employeeProfiles.title,
  department: employeeProfiles.department,
  email: employeeProfiles.email,
};

/** The employee login check of documents 1 and 4: the account must have a linked profile. */
export async function findEmployeeProfileByUserId(
  db: Db,
  userId: string,
): Promise<EmployeeProfileSummary | null> {
  const rows = await db
    .select(summaryColumns)
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export { seedEmployeeProfile, seedPeopleDemo } from "./people.seed.ts";
