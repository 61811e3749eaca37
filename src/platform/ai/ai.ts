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
  /**
   * Optional: looks at a model answer that failed the schema (parsed JSON, or the raw text when it
   * is not JSON) and throws when that answer must be refused rather than replaced by the built-in
   * engine's, so the visitor hears that the model answered wrongly. Returning lets the fallback run.
   */
  refuseInvalidOutput?: (output: unknown) => void;
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
  // The AI SDK loads on the first LLM call: an instance without AI_BASE_URL never holds it in memory.
  let sdk: Promise<LlmSdk> | undefined;
  const loadSdk = (llm: NonNullable<AiConfig>) => {
    sdk ??= loadLlmSdk(llm);
    return sdk;
  };

  function builtIn<I, O>(task: AiTask<I, O>, input: I, fallbackReason?: string): EngineResult<O> {
    const result = task.schema.parse(task.builtIn(input));
    return {
      result,
      engine: { kind: "built-in", name: "built-in", ...(fallbackReason ? { fallbackReason } : {}) },
    };
  }

  return {
    llmEnabled: Boolean(config),
    async run(task, input) {
      if (!config) return builtIn(task, input);
      const { system, prompt } = task.prompt(input);
      const { provider, generateText, NoObjectGeneratedError, Output } = await loadSdk(config);
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
        if (task.refuseInvalidOutput && NoObjectGeneratedError.isInstance(err)) {
          task.refuseInvalidOutput(parsedOrText(err.text));
        }
        const reason = describeFailure(err);
        logger.warn({ task: task.name, reason }, "LLM engine failed; built-in engine answers");
        return builtIn(task, input, reason);
      }
    },
  };
}

type LlmSdk = Awaited<ReturnType<typeof loadLlmSdk>>;

async function loadLlmSdk(config: NonNullable<AiConfig>) {
  const [{ createOpenAICompatible }, { generateText, NoObjectGeneratedError, Output }] = await Promise.all([
    import("@ai-sdk/openai-compatible"),
    import("ai"),
  ]);
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: config.baseUrl,
    apiKey: config.apiKey || undefined,
    supportsStructuredOutputs: true,
  });
  return { provider, generateText, NoObjectGeneratedError, Output };
}

function parsedOrText(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describeFailure(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === "TimeoutError" || err.name === "AbortError") return "timeout";
    if (/schema|validat|parse|JSON/i.test(`${err.name} ${err.message}`)) return "invalid output";
    return err.name || "error";
  }
  return "error";
}
