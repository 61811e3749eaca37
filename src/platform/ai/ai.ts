import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import type { z } from "zod";
import type { Config } from "../config/config.ts";
import type { Logger } from "../log/logger.ts";

/** Which engine produced a result. Every tool shows it with its answer. */
export type EngineKind = "built-in" | "llm";

export type EngineInfo = {
  kind: EngineKind;
  /** "built-in" or the LLM model id. */
  name: string;
  /** Set when the LLM path was tried and the built-in engine answered instead. */
  fallbackReason?: string;
};

export type EngineResult<O> = { result: O; engine: EngineInfo };

/**
 * One AI task: a schema for its answer, a deterministic built-in engine and the prompt for the
 * LLM path. Each tool's task lives inside its slice; this module only runs them.
 */
export type AiTask<I, O> = {
  name: string;
  schema: z.ZodType<O>;
  builtIn: (input: I) => O;
  prompt: (input: I) => { system: string; prompt: string };
};

export type AiEngine = {
  /** True when an OpenAI-compatible provider is configured. */
  readonly llmEnabled: boolean;
  run<I, O>(task: AiTask<I, O>, input: I): Promise<EngineResult<O>>;
};

type AiConfig = Config["ai"];

/**
 * The engine: with AI_BASE_URL/AI_MODEL set it asks the LLM for structured output validated by the
 * task's zod schema, with a timeout; any failure (network, timeout, invalid output) falls back to
 * the built-in engine. Without configuration the built-in engine answers directly.
 */
export function createAiEngine(opts: { config: AiConfig; logger: Logger }): AiEngine {
  const { config, logger } = opts;
  const provider = config
    ? createOpenAICompatible({
        name: "llm",
        baseURL: config.baseUrl,
        apiKey: config.apiKey || undefined,
        supportsStructuredOutputs: true,
      })
    : undefined;

  function builtIn<I, O>(task: AiTask<I, O>, input: I, fallbackReason?: string): EngineResult<O> {
    const result = task.schema.parse(task.builtIn(input));
    return {
      result,
      engine: { kind: "built-in", name: "built-in", ...(fallbackReason ? { fallbackReason } : {}) },
    };
  }

  return {
    llmEnabled: Boolean(provider),
    async run(task, input) {
      if (!provider || !config) return builtIn(task, input);
      const { system, prompt } = task.prompt(input);
      try {
        const { output } = await generateText({
          model: provider.chatModel(config.model),
          system,
          prompt,
          output: Output.object({ schema: task.schema }),
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(config.timeoutMs),
        });
        // The SDK validates already; parse again so defaults and transforms of the schema apply.
        const result = task.schema.parse(output);
        return { result, engine: { kind: "llm", name: config.model } };
      } catch (err) {
        const reason = describeFailure(err);
        logger.warn({ task: task.name, reason }, "LLM engine failed; built-in engine answers");
        return builtIn(task, input, reason);
      }
    },
  };
}

function describeFailure(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === "TimeoutError" || err.name === "AbortError") return "timeout";
    if (/schema|validat|parse|JSON/i.test(`${err.name} ${err.message}`)) return "invalid output";
    return err.name || "error";
  }
  return "error";
}
