import { eq, inArray } from "drizzle-orm";
import { seedEmployeeProfile } from "#src/features/people/server/index.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import type { Auth } from "#src/platform/auth/auth.ts";
import { setupClaims } from "#src/platform/auth/roles.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Role } from "../identity.contract.ts";
import { profiles } from "./identity.tables.ts";

export type DemoAccount = {
  label: string;
  email: string;
  password: string;
  roles: Role[];
  username: string;
  employee?: { firstName: string; lastName: string; title: string; department: string };
};

/** Fictional accounts for demo mode; the same constants are used by the tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    label: "Admin",
    email: "admin@demo.agency.example",
    password: "demo-admin-pass",
    roles: ["admin", "employee"],
    username: "Avery Admin",
    employee: {
      firstName: "Avery",
      lastName: "Stone",
      title: "Chief Executive Officer",
      department: "Executive Leadership",
    },
  },
  {
    label: "Employee",
    email: "employee@demo.agency.example",
    password: "demo-employee-pass",
    roles: ["employee"],
    username: "Eli Employee",
    employee: {
      firstName: "Eli",
      lastName: "Navarro",
      title: "Software Engineer",
      department: "Software Engineering",
    },
  },
  {
    label: "Workspace user",
    email: "workspace@demo.agency.example",
    password: "demo-workspace-pass",
    roles: ["workspace_user"],
    username: "Wren Workspace",
  },
];

/** Idempotent: creates what is missing, changes nothing that exists. Returns the user ids by email. */
export async function seedDemoAccounts(db: Db, auth: Auth): Promise<Record<string, string>> {
  const ctx = await auth.$context;
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, account.email))
      .limit(1);
    let userId = existing[0]?.id;
    if (!userId) {
      const created = await ctx.internalAdapter.createUser(
        {
          email: account.email,
          name: account.username,
          emailVerified: true,
        },
        { method: "admin" },
      );
      userId = created.id;
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: "credential",
        accountId: userId,
        password: await ctx.password.hash(account.password),
      });
    }
    ids[account.email] = userId;
    for (const role of account.roles) await grantRole(db, userId, role, null);
    await db.insert(profiles).values({ id: userId, username: account.username }).onConflictDoNothing();
    if (account.employee) {
      await seedEmployeeProfile(db, {
        ...account.employee,
        email: account.email,
        userId,
        isAdmin: account.roles.includes("admin"),
      });
    }
  }
  const adminId = ids[DEMO_ACCOUNTS[0]!.email]!;
  await db.insert(setupClaims).values({ key: "first-admin", userId: adminId }).onConflictDoNothing();
  return ids;
}

/** The demo accounts that exist in this database (their passwords are published in the README). */
export async function demoAccountsPresent(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  return rows.map((r) => r.email);
}
