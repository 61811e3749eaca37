import type { Context } from "hono";
import { BODY_SHAPE_MESSAGES, cleanStrings, textProblemMessage } from "#src/lib/text.ts";
import { badRequest, HttpError } from "./errors.ts";
import { enforceRateLimit, type RateLimitHit, type RateLimitRule, refuseOver } from "./rate-limit.ts";
import type { HonoEnv } from "./session.ts";

/**
 * The JSON body, or a 400 with a clear message (never a 500) when it is not JSON. Every string in
 * it passes the shared text rule (src/lib/text.ts) and comes back NFC-normalised; the contract's
 * text() / multilineText() fields then add the per-field rules (one line or several).
 */
export async function readJson(c: Context<HonoEnv>): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body must be JSON.");
  }
  const cleaned = cleanStrings(body);
  if (!cleaned.ok && "shape" in cleaned) {
    throw new HttpError(400, BODY_SHAPE_MESSAGES[cleaned.shape], { code: "invalid_input" });
  }
  if (!cleaned.ok) {
    const field = cleaned.path.join(".") || "_";
    const message = textProblemMessage(
      cleaned.problem,
      cleaned.path.length ? `The field "${field}"` : undefined,
    );
    throw badRequest(message, { [field]: message });
  }
  return cleaned.value;
}

/**
 * Applies a per-client-address rate limit (429 with the rule's message when exceeded). `then`
 * names counters to hit in the same statement once the address is within its limit (a staff
 * mailbox's cap for the notification this request will send): the answer says whether each of
 * them allowed it.
 */
export async function limitByIp(
  c: Context<HonoEnv>,
  rule: RateLimitRule,
  then: RateLimitHit[] = [],
): Promise<boolean> {
  const limiter = c.get("services").rateLimiter;
  if (!then.length) {
    await enforceRateLimit(limiter, rule, c.get("clientIp"));
    return true;
  }
  const [first, ...rest] = await limiter.hitInTurn([{ rule, subject: c.get("clientIp") }, ...then]);
  refuseOver(rule, first!);
  return rest.every((r) => r?.allowed === true);
}
