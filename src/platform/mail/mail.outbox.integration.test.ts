import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database } from "../db/db.ts";
import { enqueueMail, getOutboxMessage, listOutbox } from "./mail.outbox.ts";
import { mailOutbox } from "./mail.tables.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

async function rows(): Promise<number> {
  const [r] = await database.db.select({ n: count() }).from(mailOutbox);
  return r?.n ?? 0;
}

const base = { to: "client@example.com", subject: "Welcome", text: "Hello there.", kind: "welcome" };

describe("mail outbox", () => {
  it("stores a pending message and returns its id", async () => {
    const id = await enqueueMail(database.db, {
      ...base,
      html: "<p>Hello there.</p>",
      replyTo: "team@agency.example",
      attachments: [{ filename: "a.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });
    const row = await getOutboxMessage(database.db, id);
    expect(row).toMatchObject({
      ...base,
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
        await enqueueMail(tx, base);
        throw new Error("the business change failed");
      })
      .catch(() => {});
    expect(await rows()).toBe(0);
    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, base);
    });
    expect(await rows()).toBe(1);
  });

  it("refuses incomplete input", async () => {
    await expect(enqueueMail(database.db, { ...base, to: " " })).rejects.toThrow(/to is required/);
    await expect(enqueueMail(database.db, { ...base, subject: "a\r\nBcc: x@y.z" })).rejects.toThrow(
      /single line/,
    );
    await expect(
      enqueueMail(database.db, {
        ...base,
        attachments: [{ filename: "a.pdf", contentType: "application/pdf" }],
      }),
    ).rejects.toThrow(/exactly one of fileId or contentBase64/);
    expect(await rows()).toBe(0);
  });

  it("lists newest first with paging, without inline attachment content", async () => {
    for (let i = 0; i < 5; i++) {
      await enqueueMail(database.db, {
        ...base,
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
