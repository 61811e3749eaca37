import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { HttpError } from "./errors.ts";

export type RateLimitRule = { name: string; limit: number; windowMs: number; message?: string };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/** One counter to hit; `scale` overrides the limiter's own (a mail cap has its own setting). */
export type RateLimitHit = { rule: RateLimitRule; subject: string; scale?: number };

export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult>;
  /**
   * Hits the counters in turn, in one statement: each is counted only when every one before it
   * was within its limit (a staff mailbox's cap is not used up by a request its sender's limit
   * refuses). A counter not reached answers null.
   */
  hitInTurn(hits: RateLimitHit[]): Promise<(RateLimitResult | null)[]>;
  /** Deletes counters whose window has ended (run by a scheduled job). */
  prune(): Promise<number>;
  reset(): Promise<void>;
}

function resultOf(rule: RateLimitRule, count: number, windowEndsAt: string | Date): RateLimitResult {
  const endsAt = new Date(windowEndsAt).getTime();
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
  };
}

/**
 * Fixed-window counters in the database, so every app process shares them. One upsert per hit:
 * a new window starts when the old one has ended.
 */
export function createDbRateLimiter(db: Db, scale = 1): RateLimiter {
  const upsert = (key: string, windowSeconds: number, from: SQL) => sql`
    insert into rate_limits (key, count, window_ends_at)
    select ${key}, 1, now() + make_interval(secs => ${windowSeconds}) ${from}
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then now() + make_interval(secs => ${windowSeconds}) else rate_limits.window_ends_at end
    returning count, window_ends_at`;
  return {
    async hitInTurn(hits) {
      if (!hits.length) return [];
      const rules = hits.map((h) => ({
        ...h.rule,
        limit: Math.round(h.rule.limit * (h.scale ?? scale)),
      }));
      // h0 always; h<i> only from a row of h<i-1> within its limit (no row: not counted).
      const ctes = hits.map((h, i) => {
        const from =
          i === 0 ? sql`` : sql.raw(`from h${i - 1} where h${i - 1}.count <= ${rules[i - 1]!.limit}`);
        return sql`${sql.raw(`h${i}`)} as (${upsert(`${rules[i]!.name}:${h.subject}`, rules[i]!.windowMs / 1000, from)})`;
      });
      const selects = hits.map((_, i) => sql.raw(`select ${i} as i, count, window_ends_at from h${i}`));
      const result = await db.execute(
        sql`with ${sql.join(ctes, sql`, `)} ${sql.join(selects, sql` union all `)}`,
      );
      const rows = (
        result as unknown as { rows: { i: number; count: number; window_ends_at: string | Date }[] }
      ).rows;
      return rules.map((rule, i) => {
        const row = rows.find((r) => Number(r.i) === i);
        return row ? resultOf(rule, Number(row.count), row.window_ends_at) : null;
      });
    },
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
      return resultOf(rule, Number(row.count), row.window_ends_at);
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
  refuseOver(rule, await limiter.hit(rule, subject));
}

/** Throws the rule's 429 when `result` is over its limit. */
export function refuseOver(rule: RateLimitRule, result: RateLimitResult): void {
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new RateLimitedError(
      rule.message ??
        `Too many attempts. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
      result.retryAfterSeconds,
    );
  }
}
