import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";
import type { FileService } from "../storage/file.service.ts";
import type { OutboxMessage } from "./mail.outbox.ts";
import { mailOutbox, type OutboxAttachment } from "./mail.tables.ts";
import { type MailTransport, type OutgoingMail, PermanentMailError } from "./mail.transport.ts";

export type MailDispatcherOptions = {
  db: Db;
  /** Undefined when no SMTP is configured: due mail is then marked `held`. */
  transport: MailTransport | undefined;
  /** The sender for rows stored without one (written before each row carried its own). */
  from: string;
  logger: Logger;
  /** After this many failed attempts a message is marked `failed`. */
  maxAttempts?: number;
  /** Resolves `fileId` attachments. */
  files?: Pick<FileService, "readFile"> | undefined;
  /** How long a claimed row is reserved for this process before another may retry it. */
  leaseMs?: number;
  /** The clock; tests move it forward. */
  now?: () => Date;
};

export type DispatchResult = { sent: number; retried: number; failed: number; held: number };

export type MailDispatcher = {
  /** Sends up to `limit` due messages once. Meant to be called by a scheduled job. */
  dispatchDue(limit?: number): Promise<DispatchResult>;
};

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Wait before the next try after `failures` failed attempts: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(failures: number): number {
  const exp = Math.max(0, Math.min(failures - 1, 20));
  return Math.min(BASE_DELAY_MS * 2 ** exp, MAX_DELAY_MS);
}

export function createMailDispatcher(opts: MailDispatcherOptions): MailDispatcher {
  const { db, transport, logger } = opts;
  const maxAttempts = opts.maxAttempts ?? 8;
  const leaseMs = opts.leaseMs ?? 10 * 60_000;
  const now = opts.now ?? (() => new Date());

  async function resolveAttachments(list: OutboxAttachment[]): Promise<OutgoingMail["attachments"]> {
    const out: OutgoingMail["attachments"] = [];
    for (const a of list) {
      if (a.contentBase64 !== undefined) {
        out.push({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        });
      } else if (a.fileId) {
        if (!opts.files)
          throw new Error(`attachment ${a.filename}: no file service to read file ${a.fileId}`);
        const file = await opts.files.readFile(a.fileId);
        if (!file)
          throw new PermanentMailError(`attachment ${a.filename}: stored file ${a.fileId} not found`);
        out.push({ filename: a.filename, contentType: a.contentType, content: file.bytes });
      }
    }
    return out;
  }

  /**
   * An invitation attached as `text/calendar; method=REQUEST` goes inline, as the calendar
   * alternative part that makes mail clients offer "Add to calendar"; the transport attaches the
   * same file under its name for clients that only show attachments.
   */
  function splitCalendar(list: OutboxAttachment[]): {
    calendar: OutgoingMail["calendar"];
    rest: OutboxAttachment[];
  } {
    const i = list.findIndex(
      (a) => a.contentBase64 !== undefined && /^text\/calendar\b.*\bmethod=[A-Za-z-]+/i.test(a.contentType),
    );
    if (i < 0) return { calendar: undefined, rest: list };
    const a = list[i]!;
    const method = /\bmethod=([A-Za-z-]+)/i.exec(a.contentType)![1]!.toUpperCase();
    const content = Buffer.from(a.contentBase64!, "base64").toString("utf8");
    return { calendar: { method, content, filename: a.filename }, rest: list.filter((_, j) => j !== i) };
  }

  /** Sends one claimed row and records the outcome; undefined when the claim was lost meanwhile. */
  async function deliver(
    transport: MailTransport,
    row: OutboxMessage,
    leaseUntil: Date,
  ): Promise<"sent" | "retried" | "failed" | undefined> {
    const attempts = row.attempts + 1;
    // Results land only while this claim holds; otherwise another process has taken the row over.
    const record = async (set: Partial<typeof mailOutbox.$inferInsert>): Promise<boolean> => {
      try {
        const updated = await db
          .update(mailOutbox)
          .set(set)
          .where(
            and(
              eq(mailOutbox.id, row.id),
              eq(mailOutbox.status, "pending"),
              eq(mailOutbox.nextAttemptAt, leaseUntil),
            ),
          )
          .returning({ id: mailOutbox.id });
        if (updated.length === 0)
          logger.warn({ mailId: row.id }, "mail claim lapsed before its result was recorded");
        return updated.length > 0;
      } catch (err) {
        // Not recorded: the row comes due again when the lease ends (at-least-once delivery).
        logger.error({ err, mailId: row.id }, "could not record a mail result");
        return false;
      }
    };

    try {
      const { calendar, rest } = splitCalendar(row.attachments);
      await transport.send({
        from: row.from ?? opts.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: await resolveAttachments(rest),
        calendar,
      });
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const log = { mailId: row.id, kind: row.kind, attempts, err: message };
      if (err instanceof PermanentMailError || attempts >= maxAttempts) {
        if (!(await record({ status: "failed", attempts, lastError: message }))) return undefined;
        logger.error(log, "mail failed for good");
        return "failed";
      }
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempts));
      if (!(await record({ attempts, lastError: message, nextAttemptAt }))) return undefined;
      logger.warn({ ...log, nextAttemptAt }, "mail will be retried");
      return "retried";
    }
    if (!(await record({ status: "sent", sentAt: now(), attempts, lastError: null }))) return undefined;
    logger.info({ mailId: row.id, kind: row.kind }, "mail sent");
    return "sent";
  }

  async function holdDue(): Promise<DispatchResult> {
    // Without a transport nothing is lost: due mail waits as `held` where staff can read it.
    const rows = await db
      .update(mailOutbox)
      .set({ status: "held" })
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now())))
      .returning({ id: mailOutbox.id });
    if (rows.length > 0) logger.info({ count: rows.length }, "mail held: no transport configured");
    return { sent: 0, retried: 0, failed: 0, held: rows.length };
  }

  return {
    async dispatchDue(limit = 20) {
      if (!transport) return holdDue();
      const result: DispatchResult = { sent: 0, retried: 0, failed: 0, held: 0 };
      const claimedAt = now();
      // The claim: one UPDATE that pushes next_attempt_at forward by a lease. SKIP LOCKED lets
      // concurrent dispatchers take disjoint rows on PostgreSQL; a crashed process's rows come due again
      // when the lease runs out. The lease timestamp (ms precision) doubles as this claim's token.
      const leaseUntil = new Date(claimedAt.getTime() + leaseMs);
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, claimedAt)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(Math.max(1, limit))
        .for("update", { skipLocked: true });
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(
          and(
            inArray(mailOutbox.id, due),
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, claimedAt),
          ),
        )
        .returning();

      for (const row of claimed) {
        const outcome = await deliver(transport, row, leaseUntil);
        if (outcome) result[outcome]++;
      }
      return result;
    },
  };
}
