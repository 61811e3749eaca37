import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database } from "../db/db.ts";
import { auditTrail, recordAudit } from "./audit.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the audit log", () => {
  it("keeps who changed what on which record, newest first", async () => {
    const actor = { user: { id: "user-1", email: "staff@agency.example" } };
    await recordAudit(database.db, actor, { action: "deal.created", entityType: "deal", entityId: "d-1" });
    await recordAudit(database.db, actor, {
      action: "deal.stage_changed",
      entityType: "deal",
      entityId: "d-1",
      details: { from: "qualification", to: "discovery" },
    });
    await recordAudit(database.db, null, { action: "deal.created", entityType: "deal", entityId: "d-2" });

    const trail = await auditTrail(database.db, "deal", "d-1");
    expect(trail.map((r) => r.action)).toEqual(["deal.stage_changed", "deal.created"]);
    expect(trail[0]).toMatchObject({
      actorEmail: "staff@agency.example",
      details: { from: "qualification", to: "discovery" },
    });
    expect((await auditTrail(database.db, "deal", "d-2"))[0]?.actorId).toBeNull();
  });

  it("is written inside the caller's transaction, so a rolled-back change leaves no record", async () => {
    await database.db
      .transaction(async (tx) => {
        await recordAudit(tx, null, { action: "company.deleted", entityType: "company", entityId: "c-1" });
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await auditTrail(database.db, "company", "c-1")).toEqual([]);
  });
});
