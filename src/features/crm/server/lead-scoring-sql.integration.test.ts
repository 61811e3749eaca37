import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { leadActivities, leadScoringRules, leads } from "./crm.tables.ts";
import { DEFAULT_SCORING_RULES, rescoreLeads, type ScoringRule, scoreLead } from "./lead-scoring.ts";

// A rescore runs the rules as SQL (lead-scoring-sql.ts, decision 046); scoreLead is the rules'
// definition. Over leads that try each criterion's edges, both must give the same score and reasons.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const EMAILS = [
  "ada@acme.example",
  "ada@gmail.com",
  "ada@eu.mail.yahoo.co.uk",
  "ada@yahoo.com.au",
  "ada@mail.acme.com",
  "ada@me.acme.io",
  "a@b@hotmail.com",
  "no-at-sign",
  "ada@",
  "ada@ GMAIL.com ",
  "ada@localhost",
  null,
];
const PHONES = ["+44 20 7946 0000", "   ", "\u00a0\t", "", null];
const COMPANIES = ["Acme", " ", null];
const SEGMENTS = ["Enterprise", "startup", "government", null];
const SOURCES = ["booking", "intake", "ventures-pitch", "contact-page"];

const EXTRA_RULES: ScoringRule[] = [
  {
    ruleName: "Personal mail",
    scoreWeight: -20,
    criteria: { business_email: false },
    isActive: true,
  },
  {
    ruleName: "No phone",
    scoreWeight: -3,
    criteria: { has_phone: false },
    isActive: true,
  },
  {
    ruleName: "No company",
    scoreWeight: -2,
    criteria: { has_company: false },
    isActive: true,
  },
  {
    ruleName: "Booked enterprise",
    scoreWeight: 40,
    criteria: {
      segment: "ENTERPRISE",
      captured_by: "booking",
      min_captures: 3,
    },
    isActive: true,
  },
  {
    ruleName: "Switched off",
    scoreWeight: 50,
    criteria: { has_phone: true },
    isActive: false,
  },
  { ruleName: "No criteria", scoreWeight: 50, criteria: {}, isActive: true },
];

describe("the rules as SQL", () => {
  it("score and explain every lead as scoreLead does", async () => {
    const { db } = database;
    const rules = [...DEFAULT_SCORING_RULES, ...EXTRA_RULES];
    await db.delete(leadScoringRules);
    await db.insert(leadScoringRules).values(rules.map((r, i) => ({ ...r, position: i })));
    const facts = new Map<string, Parameters<typeof scoreLead>[0]>();
    for (let i = 0; i < 60; i++) {
      const f = {
        segment: SEGMENTS[i % SEGMENTS.length]!,
        email: EMAILS[i % EMAILS.length]!,
        phone: PHONES[i % PHONES.length]!,
        company: COMPANIES[i % COMPANIES.length]!,
        captureScore: [0, 1, 39, 40, 69, 70, 100][i % 7]!,
        captureCount: i % 5,
        capturedBy: SOURCES.slice(0, i % 4).concat(i % 3 === 0 ? ["booking"] : []),
      };
      const [lead] = await db
        .insert(leads)
        .values({
          dedupeKey: `parity:${i}`,
          source: "contact-page",
          segment: f.segment,
          email: f.email,
          phone: f.phone,
          company: f.company,
          score: f.captureScore,
        })
        .returning({ id: leads.id });
      const sources = Array.from(
        { length: f.captureCount },
        (_, k) => f.capturedBy[k % Math.max(1, f.capturedBy.length)] ?? "contact-page",
      );
      if (sources.length > 0)
        await db.insert(leadActivities).values(
          sources.map((source) => ({
            leadId: lead!.id,
            type: "capture",
            source,
          })),
        );
      facts.set(lead!.id, { ...f, capturedBy: [...new Set(sources)] });
    }
    await rescoreLeads(db, "all");
    const stored = (
      (await db.execute(
        sql`select id, lead_score, lead_score_reasons from leads where dedupe_key like 'parity:%'`,
      )) as unknown as {
        rows: {
          id: string;
          lead_score: number;
          lead_score_reasons: string[];
        }[];
      }
    ).rows;
    expect(stored).toHaveLength(60);
    for (const row of stored) {
      const expected = scoreLead(facts.get(row.id)!, rules);
      expect({
        id: row.id,
        score: row.lead_score,
        reasons: row.lead_score_reasons,
      }).toEqual({ id: row.id, ...expected });
    }
    // The same rules again move nothing and write nothing.
    const again = await rescoreLeads(db, "all");
    expect(again.leadsChanged).toBe(0);
  });
});
