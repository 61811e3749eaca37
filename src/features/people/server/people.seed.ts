import type { Db } from "#src/platform/db/db.ts";
import { employeeProfiles } from "./people.tables.ts";

export type EmployeeSeed = {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
  isAdmin?: boolean;
};

/** Idempotent: one profile per email. */
export async function seedEmployeeProfile(db: Db, seed: EmployeeSeed): Promise<void> {
  await db
    .insert(employeeProfiles)
    .values({ ...seed, profileClaimed: seed.userId !== null, isAdmin: seed.isAdmin ?? false })
    .onConflictDoUpdate({ target: employeeProfiles.email, set: { userId: seed.userId } });
}
