import { sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { HttpError } from "./errors.ts";

export type RateLimitRule = { name: string; limit: number; windowMs: number; message?: string };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult>;
  /** Deletes counters whose window has ended (run by a scheduled job). */
  prune(): Promise<number>;
  reset(): Promise<void>;
}

/**
 * Fixed-window counters in the database, so every app process shares them. One upsert per hit:
 * a new window starts when the old one has ended.
 */
export function createDbRateLimiter(db: Db, scale = 1): RateLimiter {
  return {
    async hit(baseRule, subject) {
      const rule = { ...baseRule, limit: Math.round(baseRule.limit * scale) };
      const key = `${rule.name}:${subject}`;
      const windowSeconds = rule.windowMs / 1000;
      const result = await db.execute<{ count: number; window_ends_at: string | Date }>(sql`
        insert into rate_limits (key, count, window_ends_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
          window_ends_at = case when rate_limits.window_ends_at <= now()
            then now() + make_interval(secs => ${windowSeconds}) else rate_limits.window_ends_at end
        returning count, window_ends_at`);
      const rows = (result as unknown as { rows: { count: number; window_ends_at: string | Date }[] }).rows;
      const row = rows[0]!;
      const count = Number(row.count);
      const endsAt = new Date(row.window_ends_at).getTime();
      return {
        allowed: count <= rule.limit,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
      };
    },
    async prune() {
      const result = await db.execute(sql`delete from rate_limits where window_ends_at <= now()`);
      return Number(
        (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
          (result as unknown as { rowCount?: number }).rowCount ??
          0,
      );
    },
    async reset() {
      await db.execute(sql`delete from rate_limits`);
    },
  };
}

export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { code: "rate_limited" });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const result = await limiter.hit(rule, subject);
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new RateLimitedError(
      rule.message ??
        `Too many attempts. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
      result.retryAfterSeconds,
    );
  }
}
