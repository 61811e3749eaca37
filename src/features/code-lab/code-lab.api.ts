import { Hono } from "hono";
import { HttpError, parseOrThrow } from "#src/platform/http/errors.ts";
import type { RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { limitByIp, readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  analyzeCodeSchema,
  CODE_LAB_MESSAGES,
  type CodeAnalysisDto,
  MAX_CODE_BYTES,
  utf8Bytes,
} from "./code-lab.contract.ts";
import { codeAnalysisTask } from "./server/index.ts";

/** Code look-ups are rate limited per client address: a person analyses a few snippets a minute. */
export const CODE_LAB_RATE_LIMIT = {
  name: "code-lab-analysis",
  limit: 30,
  windowMs: 5 * 60_000,
  message: CODE_LAB_MESSAGES.rateLimited,
} satisfies RateLimitRule;

/** /api/code-lab: the AI code analyzer. */
export const codeLabApi = new Hono<HonoEnv>().post("/analyses", async (c) => {
  await limitByIp(c, CODE_LAB_RATE_LIMIT);
  const body = await readJson(c);
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code === "string" && utf8Bytes(code) > MAX_CODE_BYTES) {
    throw new HttpError(413, CODE_LAB_MESSAGES.tooLarge, {
      code: "too_large",
      fields: { code: CODE_LAB_MESSAGES.tooLarge },
    });
  }
  const input = parseOrThrow(analyzeCodeSchema, body);
  const { result, engine } = await c.get("services").ai.run(codeAnalysisTask, input);
  return c.json({ ...result, engine } satisfies CodeAnalysisDto);
});
