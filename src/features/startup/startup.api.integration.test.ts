import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead, listLeadActivities } from "#src/features/crm/server/index.ts";
import { startFakeOpenAi } from "#src/platform/ai/fake-openai.testing.ts";
import type { AiEngine } from "#src/platform/ai/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { projectAnalyses, projectScopes } from "./server/startup.tables.ts";
import {
  STARTUP_MESSAGES as M,
  PITCH_MAX_CHARS,
  PLAN_DEFAULTS,
  projectAnalysisSchema,
} from "./startup.contract.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let realAi: AiEngine;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
  realAi = t.services.ai;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  t.services.ai = realAi;
  await t.services.rateLimiter.reset();
});

const URL = "/api/startup/analyses";
const PITCH =
  "A marketplace for independent dog walkers where owners book walks, pay by card at checkout and chat with the walker. We have a Figma prototype.";

async function counts() {
  const n = async (table: any) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const raw = async (table: string) =>
    Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);
  return {
    analyses: await n(projectAnalyses),
    scopes: await n(projectScopes),
    leads: await raw("leads"),
    mail: await n(mailOutbox),
  };
}

describe("POST /api/startup/analyses", () => {
  it("analyses a pitch with the built-in engine and stores the analysis, the plan and an anonymous lead", async () => {
    const before = await counts();
    const res = await t.client().post(URL, { pitch: `  ${PITCH}  ` });
    expect(res.status).toBe(201);
    const body = res.json;
    expect(body.message).toBe(M.success);
    expect(body.engine).toEqual({ kind: "built-in", name: "built-in" });
    expect(body.projectType).toBe("Two-sided marketplace");
    expect(body.projectStage).toBe("Prototype");
    expect(projectAnalysisSchema.safeParse(body.analysis).success).toBe(true);
    expect(body.emailed).toBe(false);
    // The plan carries the fixed defaults: 60/20/10/10 budget, "Contact for pricing", weekly meetings,
    // bi-weekly reports and the three approvals in order.
    expect(body.scope.budget_breakdown.items).toEqual(PLAN_DEFAULTS.budgetBreakdown);
    expect(body.scope.budget_breakdown.total).toBe("Contact for pricing");
    expect(body.scope.communication_plan).toMatchObject({ meetings: "weekly", reporting: "bi-weekly" });
    expect(body.scope.approvals.map((a: { name: string }) => a.name)).toEqual([
      "Technical Design",
      "Budget",
      "Timeline",
    ]);

    const after = await counts();
    expect(after).toEqual({
      ...before,
      analyses: before.analyses + 1,
      scopes: before.scopes + 1,
      leads: before.leads + 1,
    });
    const [row] = await t.db.select().from(projectAnalyses).where(eq(projectAnalyses.id, body.id));
    expect(row).toMatchObject({
      projectType: "Two-sided marketplace",
      projectStage: "Prototype",
      description: PITCH,
      email: null,
      estimatedTimeline: body.analysis.timeline.total,
      budgetRange: body.analysis.budget.range,
      engine: "built-in",
    });
    expect(row!.similarProjects).toEqual(body.analysis.projectUnderstanding.competitors);
    expect(row!.marketAnalysis).toEqual(body.analysis.marketAnalysis);
    const [scope] = await t.db
      .select()
      .from(projectScopes)
      .where(eq(projectScopes.projectAnalysisId, body.id));
    expect(scope!.budgetBreakdown).toEqual(body.scope.budget_breakdown);
    expect(scope!.overview).toEqual(body.scope.overview);
    expect(scope!.timeline).toMatchObject({ duration: body.analysis.timeline.total });

    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({
      source: "startup-tool",
      segment: "startup",
      email: null,
      sourceTable: "project_analyses",
      sourceId: body.id,
    });
    expect(lead!.score).toBeGreaterThan(25);
    expect(lead!.scoreReasons[0]).toBe("Startup segment (+25)");
  });

  it("records the email on the lead and queues the visitor's copy of the plan", async () => {
    const email = `founder-${Date.now()}@walkies.example`;
    const before = await counts();
    const res = await t.client().post(URL, { pitch: PITCH, email: ` ${email} ` });
    expect(res.status).toBe(201);
    expect(res.json.emailed).toBe(true);
    const after = await counts();
    expect(after.mail).toBe(before.mail + 1);
    const lead = await findLead(t.db, { dedupeKey: `email:${email}` });
    expect(lead).toMatchObject({ source: "startup-tool", segment: "startup", email });
    expect(lead!.scoreReasons).toContain("Asked for the plan by email (+15)");
    const activities = await listLeadActivities(t.db, lead!.id);
    expect(activities[0]!.details).toMatchObject({ projectType: "Two-sided marketplace" });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.subject).toBe("Your project plan: Two-sided marketplace (Prototype)");
    expect(mail!.text).toContain("Development: 60%");
    expect(mail!.text).toContain("Complexity:");
    // The address is unverified: no sentence of the pitch (nor the summary quoting it) is mailed.
    for (const sentence of PITCH.split(/(?<=[.!?])\s+/).filter((x) => x.length > 20)) {
      const words = sentence.split(/\s+/).slice(0, 6).join(" ");
      expect(mail!.text).not.toContain(words);
      expect(mail!.html).not.toContain(words);
    }
    expect(mail!.text).not.toContain(res.json.analysis.projectUnderstanding.summary.slice(0, 40));
  });

  it("refuses an empty or blank pitch with a clear message", async () => {
    const before = await counts();
    for (const body of [{}, { pitch: "" }, { pitch: "   \n\t " }]) {
      const res = await t.client().post(URL, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(M.pitchRequired);
      expect(res.json.fields.pitch).toBe(M.pitchRequired);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a pitch over the limit and a bad email", async () => {
    const long = await t.client().post(URL, { pitch: "x".repeat(PITCH_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe("Please keep your pitch under 5,000 characters");
    const ok = await t.client().post(URL, { pitch: "y".repeat(PITCH_MAX_CHARS) });
    expect(ok.status).toBe(201);
    const bad = await t.client().post(URL, { pitch: PITCH, email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(M.invalidEmail);
    const blankEmail = await t.client().post(URL, { pitch: PITCH, email: "  " });
    expect(blankEmail.status).toBe(201);
    expect(blankEmail.json.emailed).toBe(false);
  });

  it("rejects an engine answer without projectUnderstanding as 'Invalid AI response format', storing no plan or lead", async () => {
    const good = await realAi.run(
      { ...(await import("./server/analysis-task.ts")).enhancedAnalysisTask },
      {
        projectType: "Web application",
        projectStage: "Idea",
        description: PITCH,
      },
    );
    const { projectUnderstanding: _dropped, ...withoutUnderstanding } = good.result;
    const fake = (result: unknown): AiEngine => ({
      llmEnabled: true,
      run: async () => ({ result, engine: { kind: "llm", name: "fake-model" } }) as never,
    });
    for (const result of [
      withoutUnderstanding,
      { ...good.result, projectUnderstanding: null },
      null,
      "text",
    ]) {
      t.services.ai = fake(result);
      const before = await counts();
      const res = await t.client().post(URL, { pitch: PITCH });
      expect(res.status).toBe(502);
      expect(res.json.error).toBe(M.invalidResponse);
      const after = await counts();
      expect(after.scopes).toBe(before.scopes);
      expect(after.leads).toBe(before.leads);
    }
    // A valid answer from the provider is used and labelled with its model.
    t.services.ai = fake(good.result);
    const res = await t.client().post(URL, { pitch: PITCH });
    expect(res.status).toBe(201);
    expect(res.json.engine).toEqual({ kind: "llm", name: "fake-model" });
  });

  it("a configured model's answer without projectUnderstanding reaches the visitor as 'Invalid AI response format'", async () => {
    const good = await realAi.run((await import("./server/analysis-task.ts")).enhancedAnalysisTask, {
      projectType: "Web application",
      projectStage: "Idea",
      description: PITCH,
    });
    const { projectUnderstanding: _dropped, ...withoutUnderstanding } = good.result;
    let answer: unknown = withoutUnderstanding;
    const model = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    const app = await createTestApp({
      env: {
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "fake-model",
        AI_API_KEY: "sk-test",
        RATE_LIMIT_SCALE: "1000",
      },
    });
    try {
      const res = await app.client().post(URL, { pitch: PITCH });
      expect(model.requests).toHaveLength(1);
      expect(res.status).toBe(502);
      expect(res.json.error).toBe(M.invalidResponse);
      const [scopes] = await app.db.select({ n: count() }).from(projectScopes);
      expect(scopes!.n).toBe(0);
      // The same model answering in full is used and named.
      answer = good.result;
      const ok = await app.client().post(URL, { pitch: PITCH });
      expect(ok.status).toBe(201);
      expect(ok.json.engine).toEqual({ kind: "llm", name: "fake-model" });
    } finally {
      await app.close();
      await model.close();
    }
  });

  it("limits how often one address can analyse pitches", async () => {
    const app = await createTestApp();
    try {
      const client = app.client();
      let last = 0;
      for (let i = 0; i < 11; i++) last = (await client.post(URL, { pitch: `${PITCH} ${i}` })).status;
      expect(last).toBe(429);
      const res = await client.post(URL, { pitch: PITCH });
      expect(res.json.error).toMatch(/^You have analyzed several pitches in a short time\. Please wait/);
    } finally {
      await app.close();
    }
  });

  it("never answers 500 to hostile bodies", async () => {
    const bodyArb = fc.oneof(
      fc.anything(),
      fc.record({ pitch: fc.anything(), email: fc.anything() }, { requiredKeys: [] }),
      fc.record({ pitch: fc.string({ maxLength: 300 }), email: fc.oneof(fc.string(), fc.emailAddress()) }),
      fc.string().map((s) => ({ raw: s })),
    );
    await fc.assert(
      fc.asyncProperty(bodyArb, async (body) => {
        await t.services.rateLimiter.reset();
        const raw =
          body !== null && typeof body === "object" && typeof (body as { raw?: unknown }).raw === "string";
        const payload = raw ? (body as { raw: string }).raw : (JSON.stringify(body ?? null) ?? "null");
        const res = await t.client().request("POST", URL, payload);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
