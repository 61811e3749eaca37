import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { API_ENDPOINTS } from "#src/server.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { idempotencyKeys } from "./idempotency.tables.ts";
import { answerWhenStored, IDEMPOTENCY_MESSAGES, idempotent, idempotentWriteMark } from "./idempotency.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** The stored claim of a /contact message sent with `key`. */
async function messageClaim(key: string) {
  const [row] = await t.db
    .select()
    .from(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.scope, "POST /api/marketing/contact-messages"), eq(idempotencyKeys.key, key)),
    );
  return row;
}

const MESSAGE = { name: "Rita Retry", email: "rita@retry.example", message: "Hello, is this stored once?" };
const send = (key: string | undefined, body: unknown = MESSAGE, path = "/api/marketing/contact-messages") =>
  t.client().request("POST", path, body, key === undefined ? {} : { "idempotency-key": key });

describe("Idempotency-Key on capturing POSTs", () => {
  it("stores a retried submission once and answers the retry with the first answer", async () => {
    const stored = await count("contact_messages");
    const first = await send("retry-1");
    expect(first.status).toBe(201);
    const again = await send("retry-1");
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await count("contact_messages")).toBe(stored + 1);
  });

  it("stores two submissions with two keys (and without a key, as before)", async () => {
    const stored = await count("contact_messages");
    const a = await send("two-a");
    const b = await send("two-b");
    expect(a.json.id).not.toBe(b.json.id);
    expect((await send(undefined)).status).toBe(201);
    expect(await count("contact_messages")).toBe(stored + 3);
  });

  it("refuses the same key with a different body (422) and stores nothing", async () => {
    expect((await send("changed")).status).toBe(201);
    const stored = await count("contact_messages");
    const changed = await send("changed", { ...MESSAGE, message: "Something else entirely" });
    expect(changed.status).toBe(422);
    expect(changed.json.error).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    expect(await count("contact_messages")).toBe(stored);
  });

  it("stores concurrent duplicates (same key in flight) once; every copy gets the same answer", async () => {
    const stored = await count("contact_messages");
    const answers = await Promise.all(Array.from({ length: 6 }, () => send("in-flight")));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await count("contact_messages")).toBe(stored + 1);
  });

  it("releases the key when the first attempt is refused, so the corrected retry runs", async () => {
    const refused = await send("fix-and-retry", { ...MESSAGE, email: "not-an-email" });
    expect(refused.status).toBe(400);
    const fixed = await send("fix-and-retry");
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
  });

  it("refuses a malformed key with 400", async () => {
    const res = await send("has spaces in it");
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });

  it("stores a retried multipart pitch (new boundary each send) once", async () => {
    const pitches = await count("pitch_submissions");
    const form = () => {
      const f = new FormData();
      const fields = {
        companyName: "Lumen Ledger",
        founderName: "Ada Founder",
        email: "ada@lumen-ledger.example",
        website: "https://lumen-ledger.example",
        stage: "mvp",
        industry: "fintech",
        problem: "Small shops reconcile card payouts by hand every week.",
        solution: "A ledger that matches payouts to sales automatically.",
        traction: "12 paying pilot shops",
      };
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      f.set("pitchDeck", new File([minimalPdf() as BlobPart], "deck.pdf"));
      return f;
    };
    const first = await send("pitch-1", form(), "/api/ventures/pitches");
    const again = await send("pitch-1", form(), "/api/ventures/pitches");
    expect(first.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await count("pitch_submissions")).toBe(pitches + 1);
  });

  it("is honoured by every public POST that captures a visitor's details", async () => {
    // Sign-in, sign-up and first-admin create sessions, the code analyzer stores nothing.
    const notCapturing = new Set([
      "/api/auth/sign-out",
      "/api/identity/first-admin",
      "/api/identity/sign-in",
      "/api/identity/sign-up",
      "/api/code-lab/analyses",
      "/api/flare/gate",
      // Anonymous interaction events (no visitor details); a lost or repeated batch is harmless.
      "/api/analytics/events",
      // The employee invite: the preview only reads, the claim signs in like sign-in and sign-up.
      "/api/people/invites/preview",
      "/api/people/invites/claim",
      // The workspace invitation's sign-up creates an account and a session, like sign-up.
      "/api/workspace/invitations/sign-up",
      // Cancelling a booking by its link stores nothing of the visitor; a repeat is answered 409.
      "/api/intake/bookings/:id/cancel",
    ]);
    const capturing = API_ENDPOINTS.filter(
      (e) => e.method === "POST" && e.permission === "public" && !notCapturing.has(e.path),
    );
    expect(capturing.length).toBeGreaterThanOrEqual(11);
    for (const e of capturing) {
      // A body of the kind the endpoint takes (the API front door refuses any other with 415).
      const body = e.body === "multipart" ? new FormData() : {};
      const res = await t.client().request("POST", e.path, body, { "idempotency-key": "bad key" });
      expect(res.status, e.path).toBe(400);
      expect(res.json.code, e.path).toBe("invalid_idempotency_key");
    }
  });

  it("marks the claim in the capture's own transaction", async () => {
    const first = await send("marked-1");
    expect(first.status).toBe(201);
    const row = await messageClaim("marked-1");
    expect(row?.storedRef).toBe(`contact_messages:${first.json.id}`);
  });

  it("never stores twice when the process died after storing and before answering", async () => {
    // What a kill -9 between the capture's commit and the recorded answer leaves behind: a claim,
    // marked as stored, without an answer, older than the stale-claim takeover (two minutes).
    const body = { ...MESSAGE, message: "Sent just before the server died" };
    await t.db.insert(idempotencyKeys).values({
      scope: "POST /api/marketing/contact-messages",
      key: "died-after-commit",
      requestHash: createHash("sha256").update(JSON.stringify(body)).digest("hex"),
      storedRef: "contact_messages:00000000-0000-4000-8000-000000000000",
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const stored = await count("contact_messages");
    const retry = await send("died-after-commit", body);
    expect(retry.status).toBe(409);
    expect(retry.json.code).toBe("already_stored");
    expect(retry.json.error).toBe(IDEMPOTENCY_MESSAGES.alreadyStored);
    expect(await count("contact_messages")).toBe(stored);
  });

  it("runs the retry when the process died before storing anything (an unmarked stale claim)", async () => {
    const body = { ...MESSAGE, message: "The server died before storing this" };
    await t.db.insert(idempotencyKeys).values({
      scope: "POST /api/marketing/contact-messages",
      key: "died-before-commit",
      requestHash: createHash("sha256").update(JSON.stringify(body)).digest("hex"),
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    const stored = await count("contact_messages");
    const retry = await send("died-before-commit", body);
    expect(retry.status).toBe(201);
    expect(await count("contact_messages")).toBe(stored + 1);
  });

  it("writes the declared answer with the stored rows, so a crash before answering loses nothing", async () => {
    const first = await send("answered-in-tx");
    expect(first.status).toBe(201);
    const row = await messageClaim("answered-in-tx");
    expect(row?.status).toBe(201);
    expect(JSON.parse(row?.body ?? "null")).toEqual(first.json);
    expect(row?.completedAt).not.toBeNull();
  });

  // A small app around the middleware: the "store" writes the mark in its transaction, then the
  // handler fails (the process dying between the commit and the answer) or answers otherwise.
  const scratch = new Hono()
    .use(async (c, next) => {
      c.set("services" as never, { db: t.db } as never);
      await next();
    })
    .onError((err, c) => c.json({ error: err.message }, 500))
    .post("/store/:then", idempotent(), async (c) => {
      const answer = answerWhenStored(201, (id) => ({ id, message: "Stored." }));
      const id = crypto.randomUUID();
      await t.db.transaction(async (tx) => {
        const mark = idempotentWriteMark(`scratch:${id}`, id);
        if (mark) await tx.execute(mark);
      });
      if (c.req.param("then") === "crash") throw new Error("died after the commit");
      if (c.req.param("then") === "other") return c.json({ id, message: "Something else." }, 201);
      return c.json(answer(id), 201);
    });
  const post = (then: string, key: string) =>
    scratch.request(`/store/${then}`, { method: "POST", body: "{}", headers: { "idempotency-key": key } });

  it("answers the retry of a request that died after its commit with the answer written then", async () => {
    const died = await post("crash", "scratch-crash");
    expect(died.status).toBe(500);
    const retry = await post("crash", "scratch-crash");
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toMatchObject({ message: "Stored." });
  });

  it("records the answer actually sent when it differs from the declared one", async () => {
    const sent = await post("other", "scratch-other");
    const body = await sent.json();
    expect(body.message).toBe("Something else.");
    const again = await post("other", "scratch-other");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
  });
});
