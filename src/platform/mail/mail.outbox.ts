import { randomUUID } from "node:crypto";
import { and, count, desc, eq, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "../db/db.ts";
import { createDbRateLimiter, type RateLimitHit, type RateLimitRule } from "../http/rate-limit.ts";
import type { Logger } from "../log/logger.ts";
import { mailOutbox, type OutboxAttachment } from "./mail.tables.ts";

export type MailInput = {
  /** The formatted sender (`"Name" <address>`); templates set it from the one sender identity. */
  from?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What kind of message this is, e.g. "intake-confirmation"; for staff filtering and logs. */
  kind: string;
  replyTo?: string | undefined;
  /** Each attachment carries either `contentBase64` or a stored `fileId`. */
  attachments?: OutboxAttachment[] | undefined;
};

export type OutboxMessage = typeof mailOutbox.$inferSelect;
export type OutboxStatus = OutboxMessage["status"];
/** A list entry: attachments without their inline content, so pages of mail stay small. */
export type OutboxListItem = Omit<OutboxMessage, "attachments"> & {
  attachments: { filename: string; contentType: string; fileId?: string }[];
};

function required(value: string | undefined, field: string): string {
  const v = value?.trim();
  if (!v) throw new Error(`enqueueMail: ${field} is required`);
  if (field !== "text" && /[\r\n]/.test(v)) throw new Error(`enqueueMail: ${field} must be a single line`);
  return field === "text" ? (value as string) : v;
}

function outboxRow(input: MailInput) {
  const attachments = (input.attachments ?? []).map((a) => {
    if (!a.filename || !a.contentType)
      throw new Error("enqueueMail: attachments need a filename and contentType");
    if (Boolean(a.fileId) === Boolean(a.contentBase64)) {
      throw new Error(`enqueueMail: attachment ${a.filename} needs exactly one of fileId or contentBase64`);
    }
    return a.fileId
      ? { filename: a.filename, contentType: a.contentType, fileId: a.fileId }
      : { filename: a.filename, contentType: a.contentType, contentBase64: a.contentBase64! };
  });
  return {
    from: input.from?.trim() ? required(input.from, "from") : null,
    to: required(input.to, "to"),
    subject: required(input.subject, "subject"),
    text: required(input.text, "text"),
    html: input.html ?? null,
    kind: required(input.kind, "kind"),
    replyTo: input.replyTo?.trim() ? required(input.replyTo, "replyTo") : null,
    attachments,
    // The app clock (ms precision), like the dispatcher's; the DB default now() carries microseconds
    // and could look a fraction of a millisecond "in the future" to a dispatcher running right after.
    nextAttemptAt: new Date(),
  };
}

/**
 * Stores one message in the outbox and returns its id. Pass a transaction handle to make the mail
 * part of the same commit as the change that caused it: rolled back, it is never sent.
 */
export async function enqueueMail(db: Db, input: MailInput): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(outboxRow(input)).returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Stores one message as part of a statement the caller makes anyway (`then`, e.g. the insert of
 * the submission the message is about): one round trip for both, in the caller's transaction.
 * Returns the message's id (made here).
 */
export async function enqueueMailWith(db: Db, input: MailInput, then: SQLWrapper): Promise<string> {
  const id = randomUUID();
  // getSQL(): a builder put in a template as it is becomes a parenthesised subquery.
  const queued = db.insert(mailOutbox).values({ id, ...outboxRow(input) });
  await db.execute(sql`with queued as (${queued.getSQL()}) ${then.getSQL()}`);
  return id;
}

/**
 * One message among several prepared ones, to be queued by a statement of the caller's that
 * decides which (`chosen`: SQL giving one of the choices' keys, e.g. the owner a routing turn
 * picked): the insert is a CTE body for that statement, so the choice and the message cost one
 * round trip. Returns the CTE and each choice's message id (made here); only the chosen one exists
 * after the statement.
 */
export function mailForOneOf(
  choices: { key: string; input: MailInput }[],
  chosen: SQL,
): { insert: SQL; ids: Map<string, string> } {
  const ids = new Map(choices.map((c) => [c.key, randomUUID()]));
  const rows = choices.map(({ key, input }) => {
    const r = outboxRow(input);
    return sql`(${key}, ${ids.get(key)}::uuid, ${r.from}, ${r.to}, ${r.replyTo}, ${r.subject}, ${r.text},
      ${r.html}, ${JSON.stringify(r.attachments)}::jsonb, ${r.kind}, ${r.nextAttemptAt.toISOString()}::timestamptz)`;
  });
  const insert = sql`insert into ${mailOutbox}
      (id, from_address, "to", reply_to, subject, text, html, attachments, kind, next_attempt_at)
    select d.id, d.from_address, d.to, d.reply_to, d.subject, d.text, d.html, d.attachments, d.kind, d.next_attempt_at
    from (values ${sql.join(rows, sql`, `)})
      as d(key, id, from_address, "to", reply_to, subject, text, html, attachments, kind, next_attempt_at)
    where d.key = (${chosen})`;
  return { insert, ids };
}

/**
 * Replaces the content of a message not yet sent (pending or held): a plain draft stored in a
 * transaction becomes the rendered message once the transaction committed. Returns whether it did.
 */
export async function replaceQueuedMail(db: Db, id: string, input: MailInput): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      from: input.from?.trim() ? required(input.from, "from") : null,
      subject: required(input.subject, "subject"),
      text: required(input.text, "text"),
      html: input.html ?? null,
    })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('pending', 'held')`))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Newest first, for staff reading the outbox (held mail in particular). */
export async function listOutbox(
  db: Db,
  opts: { limit?: number; offset?: number; status?: OutboxStatus } = {},
): Promise<{ items: OutboxListItem[]; total: number }> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? 50), 1), 200);
  const offset = Math.max(Math.trunc(opts.offset ?? 0), 0);
  const where = opts.status ? eq(mailOutbox.status, opts.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      attachments: r.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        ...(a.fileId ? { fileId: a.fileId } : {}),
      })),
    })),
    total: totals[0]?.n ?? 0,
  };
}

/** One message in full (attachment content included), or null. */
export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessage | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/**
 * How many emails one address may receive because of what visitors did. Anyone can type someone
 * else's address into a form, so without a cap the site becomes a tool to flood a stranger's inbox.
 * Both windows count every visitor-triggered message to the address, whatever its kind.
 */
export const VISITOR_RECIPIENT_LIMITS: readonly RateLimitRule[] = [
  { name: "mail-recipient-hour", limit: 5, windowMs: 60 * 60_000 },
  { name: "mail-recipient-day", limit: 20, windowMs: 24 * 60 * 60_000 },
];
/** Staff notifications go to our own STAFF_EMAIL; the cap only stops a flood of form posts from burying it. */
export const STAFF_RECIPIENT_LIMITS: readonly RateLimitRule[] = [
  { name: "mail-staff-hour", limit: 300, windowMs: 60 * 60_000 },
];

export type MailLimitOptions = {
  limits: readonly RateLimitRule[];
  /** RATE_LIMIT_SCALE: only the end-to-end servers raise it. */
  scale?: number | undefined;
  logger?: Pick<Logger, "warn"> | undefined;
};

/**
 * enqueueMail for a message a visitor caused (a form, a booking, a sign-up): counted per recipient
 * address in the database-backed rate limits. Over a limit the message is not stored, the skip is
 * logged, and null is returned; the caller's own work (the lead, the booking) goes on regardless.
 * Counted on the same handle, so a rolled-back transaction takes its count back with it.
 */
export async function enqueueLimitedMail(
  db: Db,
  input: MailInput,
  opts: MailLimitOptions,
): Promise<string | null> {
  if (!(await withinMailLimits(db, input, opts))) return null;
  return enqueueMail(db, input);
}

/**
 * Counts one message to `input.to` against the limits (enqueueLimitedMail's first half): false,
 * with the skip logged, when a limit is reached. A capture counts its staff notification with this
 * before its transaction: the staff mailbox's counter is one row every capture updates, and inside
 * the transaction its lock was held until commit, serialising them all (decision 049).
 */
/** The counters `withinMailLimits` hits, for a caller that hits them with others in one statement. */
export function mailLimitHits(input: Pick<MailInput, "to">, opts: MailLimitOptions): RateLimitHit[] {
  const recipient = input.to.trim().toLowerCase();
  return opts.limits.map((rule) => ({ rule, subject: recipient, scale: opts.scale ?? 1 }));
}

export async function withinMailLimits(
  db: Db,
  input: Pick<MailInput, "to" | "kind">,
  opts: MailLimitOptions,
): Promise<boolean> {
  const recipient = input.to.trim().toLowerCase();
  const limiter = createDbRateLimiter(db, opts.scale ?? 1);
  for (const rule of opts.limits) {
    const hit = await limiter.hit(rule, recipient);
    if (!hit.allowed) {
      opts.logger?.warn(
        { kind: input.kind, rule: rule.name, retryAfterSeconds: hit.retryAfterSeconds },
        "mail skipped: recipient limit reached",
      );
      return false;
    }
  }
  return true;
}

/**
 * When SMTP has just been configured, mail kept while there was none becomes due again, except
 * mail held for longer than `maxAgeHours`: that is marked `expired` and stays readable in the
 * outbox. A confirmation or a link sent days after the visitor asked is more confusing than useful.
 */
export async function releaseHeldMail(
  db: Db,
  opts: { maxAgeHours: number; now?: Date | undefined },
): Promise<{ released: number; expired: number }> {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - opts.maxAgeHours * 60 * 60_000);
  const expired = await db
    .update(mailOutbox)
    .set({ status: "expired", lastError: `Held without SMTP for more than ${opts.maxAgeHours} hours` })
    .where(and(eq(mailOutbox.status, "held"), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id });
  const released = await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: now })
    .where(eq(mailOutbox.status, "held"))
    .returning({ id: mailOutbox.id });
  return { released: released.length, expired: expired.length };
}

/**
 * One attachment of a stored message with its bytes (inline content or the stored file), for the
 * outbox viewer's download; null when the message, the index or the stored file is unknown.
 */
export async function readOutboxAttachment(
  db: Db,
  files: { readFile(id: string): Promise<{ bytes: Uint8Array } | null> },
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; bytes: Uint8Array } | null> {
  const message = await getOutboxMessage(db, id);
  const a = Number.isSafeInteger(index) && index >= 0 ? message?.attachments[index] : undefined;
  if (!a) return null;
  if (a.contentBase64 !== undefined) {
    return {
      filename: a.filename,
      contentType: a.contentType,
      bytes: Buffer.from(a.contentBase64, "base64"),
    };
  }
  const file = a.fileId ? await files.readFile(a.fileId) : null;
  return file ? { filename: a.filename, contentType: a.contentType, bytes: file.bytes } : null;
}

/**
 * An admin's resend of a failed message: it becomes due now with a fresh count of attempts (the
 * dispatcher then sends it, or keeps it as held without SMTP). Only failed mail can be resent;
 * returns false for anything else.
 */
export async function resendFailedMail(db: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Per kind of email: how many were written, how many failed, and when the latest was written. */
export async function outboxStatsByKind(
  db: Db,
): Promise<{ kind: string; total: number; failed: number; latest: Date | null }[]> {
  const rows = await db
    .select({
      kind: mailOutbox.kind,
      total: sql<number>`count(*)::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
      latest: sql<string | null>`max(${mailOutbox.createdAt})`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.kind);
  return rows.map((r) => ({ ...r, latest: r.latest ? new Date(r.latest) : null }));
}
