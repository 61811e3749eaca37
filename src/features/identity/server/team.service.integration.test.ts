import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { getRoles, grantRole } from "#src/platform/auth/roles.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { LAST_ADMIN_MESSAGE, revokeUserRole } from "./team.service.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const now = new Date();
const person = (id: string) => ({
  id,
  name: id,
  email: `${id}@example.org`,
  emailVerified: true,
  createdAt: now,
  updatedAt: now,
});
const actorOf = (id: string): Actor => ({
  user: { id, email: `${id}@example.org`, emailVerified: true } as Actor["user"],
  roles: ["admin", "employee"],
});

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([person("ada"), person("bo"), person("cy")]);
  await grantRole(database.db, "ada", "admin", null);
  await grantRole(database.db, "bo", "admin", null);
});
afterAll(async () => {
  await database.close();
});

describe("the last admin", () => {
  it("cannot be removed: two admins removing each other leave exactly one", async () => {
    const results = await Promise.allSettled([
      revokeUserRole(database.db, actorOf("ada"), "bo", "admin"),
      revokeUserRole(database.db, actorOf("bo"), "ada", "admin"),
    ]);
    const admins = [
      (await getRoles(database.db, "ada")).includes("admin"),
      (await getRoles(database.db, "bo")).includes("admin"),
    ];
    expect(admins.filter(Boolean)).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused && (refused as PromiseRejectedResult).reason.message).toBe(LAST_ADMIN_MESSAGE);
  });

  it("stays even when a session still claims admin after losing it", async () => {
    const remaining = (await getRoles(database.db, "ada")).includes("admin") ? "ada" : "bo";
    const stale = remaining === "ada" ? actorOf("bo") : actorOf("ada");
    await expect(revokeUserRole(database.db, stale, remaining, "admin")).rejects.toThrow(LAST_ADMIN_MESSAGE);
    expect(await getRoles(database.db, remaining)).toContain("admin");
    // Other roles come and go as before.
    await grantRole(database.db, "cy", "employee", null);
    expect(await revokeUserRole(database.db, actorOf(remaining), "cy", "employee")).toEqual([]);
  });
});
