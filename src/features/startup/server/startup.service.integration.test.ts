import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "#src/platform/ai/fake-openai.testing.ts";
import { createAiEngine } from "#src/platform/ai/index.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { testMailContext } from "#src/platform/mail/mail-context.testing.ts";
import { createTestDatabase } from "../../../../tests/helpers/test-db.ts";
import { analyzePitchBuiltIn, profilePitch } from "./pitch-engine.ts";
import { runPitchAnalysis } from "./startup.service.ts";
import { projectAnalyses, projectScopes } from "./startup.tables.ts";

type Database = Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const PITCH = "An AI copilot for bookkeepers that reads receipts with OCR and syncs with accounting tools.";
const builtInAnswer = analyzePitchBuiltIn({ ...profilePitch(PITCH), description: PITCH });
const n = async (table: typeof projectAnalyses | typeof projectScopes) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

const llm = (baseUrl: string) =>
  createAiEngine({
    config: { baseUrl, apiKey: "sk-test", model: "fake-model", timeoutMs: 5000 },
    logger: silentLogger,
  });

describe("runPitchAnalysis", () => {
  it("stores no plan and no update when recording the lead fails (one transaction)", async () => {
    const scopes = await n(projectScopes);
    await expect(
      runPitchAnalysis(
        {
          db: database.db,
          ai: createAiEngine({ config: undefined, logger: silentLogger }),
          mail: testMailContext(),
          captureLead: async () => {
            throw new Error("CRM down");
          },
        },
        { pitch: PITCH },
      ),
    ).rejects.toThrow("CRM down");
    expect(await n(projectScopes)).toBe(scopes);
    const rows = await database.db.select().from(projectAnalyses);
    // The attempt is kept, without analysis details or a lead.
    expect(rows.at(-1)).toMatchObject({ description: PITCH, analysis: null, leadId: null, engine: null });
  });

  it("uses a configured LLM's answer when it meets the schema, and sends it the pitch and the rules", async () => {
    const answer = { ...builtInAnswer, budget: { range: "$40K-$60K", total: "Contact for pricing" } };
    const fake = await startFakeOpenAi(() => ({ content: JSON.stringify(answer) }));
    try {
      const out = await runPitchAnalysis(
        { db: database.db, ai: llm(fake.baseUrl), mail: testMailContext() },
        { pitch: PITCH },
      );
      expect(out.engine).toEqual({ kind: "llm", name: "fake-model" });
      expect(out.analysis.budget.range).toBe("$40K-$60K");
      const sent = JSON.stringify(fake.requests[0].body);
      expect(sent).toContain("reads receipts with OCR");
      expect(sent).toContain("never company or product names");
      expect(sent).toContain("projectUnderstanding");
    } finally {
      await fake.close();
    }
  });

  it("refuses the LLM's answer without projectUnderstanding as 'Invalid AI response format', storing no plan", async () => {
    const { projectUnderstanding: _missing, ...broken } = builtInAnswer;
    const fake = await startFakeOpenAi(() => ({ content: JSON.stringify(broken) }));
    try {
      await expect(
        runPitchAnalysis(
          { db: database.db, ai: llm(fake.baseUrl), mail: testMailContext() },
          { pitch: PITCH },
        ),
      ).rejects.toMatchObject({ status: 502, message: "Invalid AI response format" });
    } finally {
      await fake.close();
    }
  });

  it("falls back to the built-in engine when the LLM's answer is otherwise malformed", async () => {
    const fake = await startFakeOpenAi(() => ({
      content: JSON.stringify({ ...builtInAnswer, features: "many" }),
    }));
    try {
      const out = await runPitchAnalysis(
        { db: database.db, ai: llm(fake.baseUrl), mail: testMailContext() },
        { pitch: PITCH },
      );
      expect(out.engine.kind).toBe("built-in");
      expect(out.engine.fallbackReason).toBeTruthy();
      expect(out.analysis).toEqual(builtInAnswer);
    } finally {
      await fake.close();
    }
  });
});
