import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { userRoles } from "#src/platform/auth/roles.tables.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { leadRoutingRules, leads } from "./crm.tables.ts";
import { recordLead } from "./leads.service.ts";
import { forgetCachedRules, readRulesVersion, scoringAt } from "./rule-cache.ts";

// The rules are kept per process and read again only when their version (a digest of the rows,
// read by the capture's own upsert) changes. "Process B" is another connection to the same
// database that changes the rules with plain SQL: nothing in this process is told, as with a
// second app process on one PostgreSQL. (On in-memory PGlite there is one connection: B is the
// same handle, still bypassing every service of this process.)
let database: Database & { url?: string };
let processB: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  processB = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
  await database.db.insert(user).values([
    { id: "cache-ann", name: "Ann", email: "ann@cache.example" },
    { id: "cache-bob", name: "Bob", email: "bob@cache.example" },
  ]);
  await database.db.insert(userRoles).values([
    { userId: "cache-ann", role: "employee" },
    { userId: "cache-bob", role: "employee" },
  ]);
});
afterAll(async () => {
  if (processB !== database) await processB.close();
  await database.close();
});

let n = 0;
const capture = (segment = "startup") =>
  recordLead(database.db, {
    source: "madlib-form",
    segment,
    name: `Cache Person ${++n}`,
    email: `cache-${n}@example.com`,
    score: 10,
  });
const leadOf = async (id: string) => (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("the per-process rules cache", () => {
  it("scores with a rule another process changed, at the next capture", async () => {
    forgetCachedRules();
    const first = await leadOf((await capture()).leadId);
    // Defaults, among others: some fit from the capture tool (+8) and the startup segment (+10).
    expect(first.leadScoreReasons).toContain("Startup segment (+10)");
    expect(first.leadScoreReasons).toContain("Some fit from the capture tool (+8)");
    // The cache is warm now; process B changes a weight behind this process's back.
    const before = await readRulesVersion(database.db);
    await processB.db.execute(
      sql`update lead_scoring_rules set score_weight = 40 where rule_name = 'Startup segment'`,
    );
    expect(await readRulesVersion(database.db)).not.toBe(before);
    const second = await leadOf((await capture()).leadId);
    expect(second.leadScore).toBe(first.leadScore + 30);
    expect(second.leadScoreReasons).toContain("Startup segment (+40)");
    // A rule switched off and one removed, by B: both seen at once.
    await processB.db.execute(
      sql`update lead_scoring_rules set is_active = false where rule_name = 'Startup segment'`,
    );
    await processB.db.execute(
      sql`delete from lead_scoring_rules where rule_name = 'Some fit from the capture tool'`,
    );
    const third = await leadOf((await capture()).leadId);
    expect(third.leadScore).toBe(first.leadScore - 18);
    expect(third.leadScoreReasons.filter((r) => /Startup|Some fit/.test(r))).toEqual([]);
  });

  it("routes by a rule another process added, changed and switched off", async () => {
    forgetCachedRules();
    expect((await leadOf((await capture()).leadId)).ownerId).toBeNull();
    await processB.db.insert(leadRoutingRules).values({ name: "Cache rule", staffIds: ["cache-ann"] });
    expect((await leadOf((await capture()).leadId)).ownerId).toBe("cache-ann");
    await processB.db
      .update(leadRoutingRules)
      .set({ staffIds: ["cache-bob"] })
      .where(eq(leadRoutingRules.name, "Cache rule"));
    expect((await leadOf((await capture()).leadId)).ownerId).toBe("cache-bob");
    await processB.db
      .update(leadRoutingRules)
      .set({ segment: "enterprise" })
      .where(eq(leadRoutingRules.name, "Cache rule"));
    expect((await leadOf((await capture()).leadId)).ownerId).toBeNull();
    expect((await leadOf((await capture("enterprise")).leadId)).ownerId).toBe("cache-bob");
    await processB.db
      .update(leadRoutingRules)
      .set({ isActive: false })
      .where(eq(leadRoutingRules.name, "Cache rule"));
    expect((await leadOf((await capture("enterprise")).leadId)).ownerId).toBeNull();
  });

  it("does not see a change rolled back, and reads the rules once per version", async () => {
    forgetCachedRules();
    await capture();
    const committed = await readRulesVersion(database.db);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update lead_scoring_rules set score_weight = 99 where rule_name = 'Work email address'`,
        );
        // Inside the transaction its own change is seen (and cached under its own version).
        const { leadId } = await recordLead(tx, { source: "t", email: "rb@work.example" });
        const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
        expect(lead!.leadScoreReasons).toContain("Work email address (+99)");
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await readRulesVersion(database.db)).toBe(committed);
    const after = await leadOf(
      (await recordLead(database.db, { source: "t", email: "rb2@work.example" })).leadId,
    );
    expect(after.leadScoreReasons).toContain("Work email address (+10)");
    let loads = 0;
    const load = async () => {
      loads++;
      return [];
    };
    const a = await scoringAt("v-test", load);
    const b = await scoringAt("v-test", load);
    expect(b).toBe(a);
    expect(loads).toBe(1);
    await scoringAt("v-test-2", load);
    expect(loads).toBe(2);
  });
});
