import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database } from "../db/db.ts";
import { silentLogger } from "../log/logger.ts";
import { createFileService, type FileService } from "../storage/file.service.ts";
import { createLocalDiskDriver } from "../storage/local-disk.driver.ts";
import { createMailDispatcher } from "./mail.dispatcher.ts";
import {
  enqueueLimitedMail,
  enqueueMail,
  getOutboxMessage,
  listOutbox,
  releaseHeldMail,
  VISITOR_RECIPIENT_LIMITS,
} from "./mail.outbox.ts";
import { mailOutbox } from "./mail.tables.ts";
import type { MailTransport, OutgoingMail } from "./mail.transport.ts";
import { createSmtpTransport } from "./smtp.transport.ts";
import { startSmtpServer } from "./smtp-server.testing.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tmp: string;
let files: FileService;

const FROM = "Agency <hello@agency.example>";
const base = {
  to: "client@example.com",
  subject: "Your proposal",
  text: "Please find the proposal attached.",
  kind: "proposal",
};
const pdf = Buffer.from("%PDF-1.4\n% a tiny test document with enough text to wrap base64 lines\n%%EOF\n");

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "mail-dispatcher-"));
  files = createFileService({
    db: database.db,
    driver: createLocalDiskDriver(tmp),
    logger: silentLogger,
    uploadMaxBytes: 1024 * 1024,
  });
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.execute(sql`delete from rate_limits`);
  smtp.received.length = 0;
});

function fakeTransport(send: (mail: OutgoingMail) => Promise<void>): MailTransport {
  return {
    name: "fake",
    send: async (m) => {
      await send(m);
      return {};
    },
    close: async () => {},
  };
}

/** A clock tests move by hand; starts a little ahead so rows enqueued "now" are due. */
function manualClock() {
  let t = Date.now() + 1000;
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe("mail dispatcher", () => {
  it("delivers due mail over real SMTP with inline and stored attachments", async () => {
    const stored = await files.saveUpload({
      ownerId: "u",
      purpose: "proposal",
      filename: "proposal.pdf",
      bytes: pdf,
      allowed: { mimeTypes: ["application/pdf"] },
    });
    const id = await enqueueMail(database.db, {
      ...base,
      replyTo: "team@agency.example",
      attachments: [
        { filename: "proposal.pdf", contentType: "application/pdf", fileId: stored.id },
        {
          filename: "notes.txt",
          contentType: "text/plain",
          contentBase64: Buffer.from("inline note").toString("base64"),
        },
      ],
    });
    const transport = createSmtpTransport(smtp.url);
    const dispatcher = createMailDispatcher({
      db: database.db,
      transport,
      from: FROM,
      logger: silentLogger,
      files,
    });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 1, retried: 0, failed: 0, held: 0 });
    await transport.close();

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe("hello@agency.example");
    expect(mail.to).toEqual(["client@example.com"]);
    expect(mail.raw).toMatch(/^Subject: Your proposal\r?$/m);
    expect(mail.raw).toMatch(/^Reply-To: team@agency\.example\r?$/m);
    expect(mail.raw).toContain("Please find the proposal attached.");
    expect(mail.raw).toMatch(/filename=proposal\.pdf/);
    expect(mail.raw).toMatch(/filename=notes\.txt/);
    const flat = mail.raw.replace(/\r?\n/g, "");
    expect(flat).toContain(pdf.toString("base64"));
    expect(flat).toContain(Buffer.from("inline note").toString("base64"));

    const row = await getOutboxMessage(database.db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Sent mail is not sent again.
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
  });

  it("marks mail the server refuses with 5xx as failed without retrying", async () => {
    const id = await enqueueMail(database.db, { ...base, to: "reject@example.com" });
    const transport = createSmtpTransport(smtp.url);
    const dispatcher = createMailDispatcher({ db: database.db, transport, from: FROM, logger: silentLogger });
    expect(await dispatcher.dispatchDue()).toMatchObject({ failed: 1 });
    await transport.close();
    const row = await getOutboxMessage(database.db, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toMatch(/550/);
  });

  it("retries a failing transport with growing back-off, then gives up", async () => {
    const clock = manualClock();
    let calls = 0;
    const transport = fakeTransport(async () => {
      calls++;
      throw new Error("connect ECONNREFUSED");
    });
    const dispatcher = createMailDispatcher({
      db: database.db,
      transport,
      from: FROM,
      logger: silentLogger,
      maxAttempts: 4,
      now: clock.now,
    });
    const id = await enqueueMail(database.db, base);

    const expectRow = async (attempts: number, status: string, delayMs?: number) => {
      const row = await getOutboxMessage(database.db, id);
      expect(row).toMatchObject({ attempts, status, lastError: "connect ECONNREFUSED" });
      if (delayMs !== undefined) expect(row!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + delayMs);
    };

    expect(await dispatcher.dispatchDue()).toMatchObject({ retried: 1 });
    await expectRow(1, "pending", 30_000);
    // Not due yet: nothing happens.
    clock.advance(29_000);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
    clock.advance(1_000);
    expect(await dispatcher.dispatchDue()).toMatchObject({ retried: 1 });
    await expectRow(2, "pending", 60_000);
    clock.advance(60_000);
    expect(await dispatcher.dispatchDue()).toMatchObject({ retried: 1 });
    await expectRow(3, "pending", 120_000);
    clock.advance(120_000);
    expect(await dispatcher.dispatchDue()).toMatchObject({ failed: 1 });
    await expectRow(4, "failed");
    clock.advance(24 * 3_600_000);
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
    expect(calls).toBe(4);
  });

  it("fails mail whose stored attachment no longer exists", async () => {
    const id = await enqueueMail(database.db, {
      ...base,
      attachments: [
        {
          filename: "gone.pdf",
          contentType: "application/pdf",
          fileId: "00000000-0000-4000-8000-000000000000",
        },
      ],
    });
    const dispatcher = createMailDispatcher({
      db: database.db,
      transport: fakeTransport(async () => {}),
      from: FROM,
      logger: silentLogger,
      files,
    });
    expect(await dispatcher.dispatchDue()).toMatchObject({ failed: 1 });
    expect((await getOutboxMessage(database.db, id))?.lastError).toMatch(/not found/);
  });

  it("holds due mail when no transport is configured, readable by staff", async () => {
    const a = await enqueueMail(database.db, {
      ...base,
      attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });
    const b = await enqueueMail(database.db, { ...base, subject: "Second" });
    const later = await enqueueMail(database.db, { ...base, subject: "Later" });
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(eq(mailOutbox.id, later));

    const dispatcher = createMailDispatcher({
      db: database.db,
      transport: undefined,
      from: FROM,
      logger: silentLogger,
    });
    expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 2 });

    const held = await listOutbox(database.db, { status: "held" });
    expect(held.total).toBe(2);
    expect(held.items.map((m) => m.id).sort()).toEqual([a, b].sort());
    const full = await getOutboxMessage(database.db, a);
    expect(full).toMatchObject({ status: "held", subject: "Your proposal", text: base.text });
    expect(full?.attachments[0]?.contentBase64).toBe("aGk=");
    expect((await getOutboxMessage(database.db, later))?.status).toBe("pending");
  });

  it("never sends a message twice when dispatchers race", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add(await enqueueMail(database.db, { ...base, subject: `Mail ${i}` }));
    const seen: string[] = [];
    const transport = fakeTransport(async (m) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(m.subject);
    });
    const make = () => createMailDispatcher({ db: database.db, transport, from: FROM, logger: silentLogger });
    const results = await Promise.all([make().dispatchDue(5), make().dispatchDue(5), make().dispatchDue(5)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    expect((await listOutbox(database.db, { status: "sent" })).total).toBe(12);
  });

  it("lets another process take over a claim whose lease ran out", async () => {
    const clock = manualClock();
    const id = await enqueueMail(database.db, base);
    let release: () => void = () => {};
    const stuck = createMailDispatcher({
      db: database.db,
      transport: fakeTransport(() => new Promise<void>((r) => (release = r))),
      from: FROM,
      logger: silentLogger,
      now: clock.now,
    });
    const stuckRun = stuck.dispatchDue();
    // Wait until the stuck dispatcher has claimed the row and is inside send().
    for (let i = 0; i < 100 && (await getOutboxMessage(database.db, id))!.nextAttemptAt <= clock.now(); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const sent: string[] = [];
    let skew = 5 * 60_000;
    const healthy = createMailDispatcher({
      db: database.db,
      transport: fakeTransport(async (m) => void sent.push(m.subject)),
      from: FROM,
      logger: silentLogger,
      now: () => new Date(clock.now().getTime() + skew),
    });
    // Within the 10-minute lease the claim is respected.
    expect(await healthy.dispatchDue()).toMatchObject({ sent: 0 });
    skew = 11 * 60_000;
    expect(await healthy.dispatchDue()).toMatchObject({ sent: 1 });
    release();
    // The stale process's late result does not overwrite the row.
    expect(await stuckRun).toMatchObject({ sent: 0 });
    expect(await getOutboxMessage(database.db, id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(sent).toEqual([base.subject]);
  });
});

async function rows(): Promise<number> {
  const [r] = await database.db.select({ n: count() }).from(mailOutbox);
  return r?.n ?? 0;
}

const welcome = { to: "client@example.com", subject: "Welcome", text: "Hello there.", kind: "welcome" };

describe("mail outbox", () => {
  it("stores a pending message and returns its id", async () => {
    const id = await enqueueMail(database.db, {
      ...welcome,
      html: "<p>Hello there.</p>",
      replyTo: "team@agency.example",
      attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });
    const row = await getOutboxMessage(database.db, id);
    expect(row).toMatchObject({
      ...welcome,
      html: "<p>Hello there.</p>",
      replyTo: "team@agency.example",
      status: "pending",
      attempts: 0,
      lastError: null,
      sentAt: null,
      attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });
  });

  it("leaves no row when the enclosing transaction rolls back", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, welcome);
        throw new Error("the business change failed");
      })
      .catch(() => {});
    expect(await rows()).toBe(0);
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, welcome);
    });
    expect(await rows()).toBe(1);
  });

  it("refuses incomplete input", async () => {
    await expect(enqueueMail(database.db, { ...welcome, to: " " })).rejects.toThrow(/to is required/);
    await expect(enqueueMail(database.db, { ...welcome, subject: "a\r\nBcc: x@y.z" })).rejects.toThrow(
      /single line/,
    );
    await expect(
      enqueueMail(database.db, {
        ...welcome,
        attachments: [{ filename: "a.pdf", contentType: "application/pdf" }],
      }),
    ).rejects.toThrow(/exactly one of fileId or contentBase64/);
    expect(await rows()).toBe(0);
  });

  it("lists newest first with paging, without inline attachment content", async () => {
    for (let i = 0; i < 5; i++) {
      await enqueueMail(database.db, {
        ...welcome,
        subject: `Message ${i}`,
        attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
      });
    }
    const first = await listOutbox(database.db, { limit: 3 });
    const second = await listOutbox(database.db, { limit: 3, offset: 3 });
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((m) => m.id));
    expect(ids.size).toBe(5);
    expect(first.items[0]?.attachments).toEqual([{ filename: "a.txt", contentType: "text/plain" }]);
    const times = [...first.items, ...second.items].map((m) => m.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await listOutbox(database.db, { status: "held" })).total).toBe(0);
  });

  it("answers null for unknown or malformed ids", async () => {
    expect(await getOutboxMessage(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getOutboxMessage(database.db, "nope")).toBeNull();
  });
});

describe("held mail when SMTP arrives", () => {
  it("releases recent held mail and marks mail held longer than the limit expired, still readable", async () => {
    const fresh = await enqueueMail(database.db, { ...welcome, subject: "Fresh" });
    const old = await enqueueMail(database.db, { ...welcome, subject: "Old" });
    await database.db.update(mailOutbox).set({ status: "held" });
    await database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(mailOutbox.id, old));

    expect(await releaseHeldMail(database.db, { maxAgeHours: 72 })).toEqual({ released: 1, expired: 1 });
    expect(await getOutboxMessage(database.db, fresh)).toMatchObject({ status: "pending" });
    const expired = await getOutboxMessage(database.db, old);
    expect(expired).toMatchObject({ status: "expired", subject: "Old", text: welcome.text });
    expect(expired?.lastError).toMatch(/more than 72 hours/);

    // The dispatcher sends the released one only.
    const sent: string[] = [];
    const dispatcher = createMailDispatcher({
      db: database.db,
      transport: fakeTransport(async (m) => void sent.push(m.subject)),
      from: FROM,
      logger: silentLogger,
    });
    await dispatcher.dispatchDue();
    expect(sent).toEqual(["Fresh"]);
    expect((await listOutbox(database.db, { status: "expired" })).total).toBe(1);
  });
});

describe("per-recipient limits", () => {
  it("queues up to the limit per address (any case), then skips and logs without failing", async () => {
    const warnings: unknown[] = [];
    const opts = { limits: VISITOR_RECIPIENT_LIMITS, logger: { warn: (o: unknown) => warnings.push(o) } };
    const ids = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await enqueueLimitedMail(
          database.db,
          { ...welcome, to: i % 2 ? "A@x.example" : "a@x.example" },
          opts,
        ),
      );
    }
    expect(ids.filter(Boolean)).toHaveLength(5);
    expect(ids.slice(5)).toEqual([null, null]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ kind: "welcome", rule: "mail-recipient-hour" });
    expect(await rows()).toBe(5);
    expect(await enqueueLimitedMail(database.db, { ...welcome, to: "b@x.example" }, opts)).toBeTruthy();
  });
});

describe("the sender of each message", () => {
  it("is the one its template stored, else the dispatcher's default", async () => {
    await enqueueMail(database.db, { ...welcome, from: '"Ember Forge Labs" <hello@emberforge.example>' });
    await enqueueMail(database.db, { ...welcome, subject: "Old row" });
    const transport = createSmtpTransport(smtp.url);
    const dispatcher = createMailDispatcher({ db: database.db, transport, from: FROM, logger: silentLogger });
    await dispatcher.dispatchDue();
    await transport.close();
    const froms = smtp.received.map((m) => /^From: (.*)\r?$/m.exec(m.raw)?.[1]).sort();
    expect(froms).toEqual(["Agency <hello@agency.example>", "Ember Forge Labs <hello@emberforge.example>"]);
  });
});
