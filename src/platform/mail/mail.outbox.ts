import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { mailOutbox, type OutboxAttachment } from "./mail.tables.ts";

export type MailInput = {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function required(value: string | undefined, field: string): string {
  const v = value?.trim();
  if (!v) throw new Error(`enqueueMail: ${field} is required`);
  if (field !== "text" && /[\r\n]/.test(v)) throw new Error(`enqueueMail: ${field} must be a single line`);
  return field === "text" ? (value as string) : v;
}

/**
 * Stores one message in the outbox and returns its id. Pass a transaction handle to make the mail
 * part of the same commit as the change that caused it: rolled back, it is never sent.
 */
export async function enqueueMail(db: Db, input: MailInput): Promise<string> {
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
  const [row] = await db
    .insert(mailOutbox)
    .values({
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
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
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
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** When SMTP has just been configured, mail kept while there was none becomes due again. */
export async function releaseHeldMail(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: new Date() })
    .where(eq(mailOutbox.status, "held"))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
