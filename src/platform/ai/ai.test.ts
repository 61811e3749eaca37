import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { silentLogger } from "../log/logger.ts";
import { type AiTask, createAiEngine } from "./ai.ts";
import { startFakeOpenAi } from "./fake-openai.testing.ts";

const schema = z.object({ summary: z.string().min(1), words: z.number().int() });
type Input = { text: string };
const task: AiTask<Input, z.infer<typeof schema>> = {
  name: "test.summary",
  schema,
  builtIn: ({ text }) => ({ summary: `built-in: ${text.slice(0, 20)}`, words: text.split(/\s+/).length }),
  prompt: ({ text }) => ({ system: "Summarise.", prompt: text }),
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function engineWith(reply: Parameters<typeof startFakeOpenAi>[0], timeoutMs = 2000) {
  const fake = await startFakeOpenAi(reply);
  close = fake.close;
  const engine = createAiEngine({
    config: { baseUrl: fake.baseUrl, apiKey: "sk-test", model: "fake-model", timeoutMs },
    logger: silentLogger,
  });
  return { engine, fake };
}

describe("AI engine", () => {
  it("answers with the built-in engine when no provider is configured", async () => {
    const engine = createAiEngine({ config: undefined, logger: silentLogger });
    const out = await engine.run(task, { text: "three little words" });
    expect(engine.llmEnabled).toBe(false);
    expect(out).toEqual({
      result: { summary: "built-in: three little words", words: 3 },
      engine: { kind: "built-in", name: "built-in" },
    });
  });

  it("uses valid LLM output and says which model produced it", async () => {
    const { engine, fake } = await engineWith(() => ({
      content: JSON.stringify({ summary: "from the model", words: 7 }),
    }));
    const out = await engine.run(task, { text: "anything" });
    expect(out.result).toEqual({ summary: "from the model", words: 7 });
    expect(out.engine).toEqual({ kind: "llm", name: "fake-model" });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.authorization).toBe("Bearer sk-test");
    expect(fake.requests[0].body.model).toBe("fake-model");
    expect(JSON.stringify(fake.requests[0].body.messages)).toContain("anything");
  });

  it("falls back to the built-in engine when the output does not match the schema", async () => {
    const { engine } = await engineWith(() => ({ content: JSON.stringify({ summary: "", words: "many" }) }));
    const out = await engine.run(task, { text: "two words" });
    expect(out.result.summary).toBe("built-in: two words");
    expect(out.engine.kind).toBe("built-in");
    expect(out.engine.fallbackReason).toBeTruthy();
  });

  it("falls back when the output is not JSON at all", async () => {
    const { engine } = await engineWith(() => ({ content: "Sure! Here is your summary." }));
    const out = await engine.run(task, { text: "x" });
    expect(out.engine.kind).toBe("built-in");
  });

  it("falls back on a provider error", async () => {
    const { engine } = await engineWith(() => ({
      status: 500,
      body: JSON.stringify({ error: { message: "boom" } }),
    }));
    const out = await engine.run(task, { text: "x" });
    expect(out.engine.kind).toBe("built-in");
  });

  it("falls back when the provider is slower than the timeout", async () => {
    const { engine } = await engineWith(
      () => ({ content: JSON.stringify({ summary: "late", words: 1 }), delayMs: 3000 }),
      200,
    );
    const out = await engine.run(task, { text: "x" });
    expect(out.engine).toMatchObject({ kind: "built-in", fallbackReason: "timeout" });
  });
});
