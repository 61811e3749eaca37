import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead } from "#src/features/crm/server/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { storedFiles } from "#src/platform/storage/storage.tables.ts";
import { elfExecutable, minimalPdf, windowsExecutable } from "#src/platform/storage/test-files.testing.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { minimalZip, ole2Header } from "./server/deck-fixtures.testing.ts";
import { pitchSubmissions, ventureApplications } from "./server/ventures.tables.ts";
import { VENTURES_MESSAGES as M, PITCH_DECK_MAX_BYTES } from "./ventures.contract.ts";

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

const PITCH = {
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

function pitchForm(fields: Record<string, string> = PITCH, deck?: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (deck) form.set("pitchDeck", new File([deck.bytes as BlobPart], deck.name));
  return form;
}

async function counts() {
  return {
    pitches: (await t.db.select().from(pitchSubmissions)).length,
    files: (await t.db.select().from(storedFiles)).length,
    leads: Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from leads`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    ),
  };
}

let staffCounter = 0;
async function signedIn(role?: "employee" | "admin"): Promise<TestClient> {
  return (await t.signUp(`staff${++staffCounter}@x.example`, role ? [role] : [])).c;
}

describe("POST /api/ventures/applications", () => {
  it("stores the application and records a startup lead", async () => {
    const res = await t.client().post("/api/ventures/applications", {
      name: "Grace Builder",
      email: "grace@orbit.example",
      company: "Orbit Labs",
      projectDescription: "Satellite data for farmers.",
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title: M.applicationTitle, message: M.applicationText });
    const [row] = await t.db
      .select()
      .from(ventureApplications)
      .where(eq(ventureApplications.id, res.json.id));
    expect(row).toMatchObject({ name: "Grace Builder", company: "Orbit Labs" });
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({
      source: "ventures-application",
      segment: "startup",
      email: "grace@orbit.example",
      company: "Orbit Labs",
    });
    expect(lead!.score).toBeGreaterThan(0);
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "ventures-application"));
    expect(mail.length).toBeGreaterThan(0);
  });

  it("refuses an empty submission, a malformed email and oversize text with clear messages", async () => {
    const c = t.client();
    const empty = await c.post("/api/ventures/applications", { name: " ", email: "" });
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(M.applicationEmpty);
    const bad = await c.post("/api/ventures/applications", { name: "X", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.email).toBe(M.invalidEmail);
    const big = await c.post("/api/ventures/applications", { projectDescription: "x".repeat(6000) });
    expect(big.status).toBe(400);
    expect(big.json.error).toBe("Project description must be at most 5000 characters");
  });

  it("is rate limited with a clear message", async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await c.post("/api/ventures/applications", { name: `N${i}` })).status).toBe(201);
    }
    const res = await c.post("/api/ventures/applications", { name: "N6" });
    expect(res.status).toBe(429);
    expect(res.json.error).toBe(M.rateLimited);
  });
});

describe("POST /api/ventures/pitches", () => {
  it("stores the pitch as pending, the deck as a private file and a startup lead", async () => {
    const pdf = minimalPdf();
    const res = await t
      .client()
      .post("/api/ventures/pitches", pitchForm(PITCH, { name: "deck.pdf", bytes: pdf }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe(M.pitchSuccess);
    const [row] = await t.db.select().from(pitchSubmissions).where(eq(pitchSubmissions.id, res.json.id));
    expect(await eventsWith(t.db, "pitch.submitted", "pitchId", res.json.id)).toHaveLength(1);
    expect(row).toMatchObject({
      companyName: "Lumen Ledger",
      stage: "mvp",
      industry: "fintech",
      status: "pending",
      location: null,
      teamSize: null,
      fundingNeeds: null,
      pitchDeckUrl: `/api/ventures/pitches/${res.json.id}/deck`,
    });
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, row!.pitchDeckFileId));
    expect(file).toMatchObject({ visibility: "private", filename: "deck.pdf", size: pdf.byteLength });
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({ source: "ventures-pitch", segment: "startup", email: PITCH.email });
  });

  it("accepts a Keynote deck (a zip package) and an OLE2 .ppt; refuses a Pages file named .key", async () => {
    const c = t.client();
    const key = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.key", bytes: minimalZip() }),
    );
    expect(key.status, JSON.stringify(key.json)).toBe(201);
    const ppt = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.ppt", bytes: ole2Header() }),
    );
    expect(ppt.status, JSON.stringify(ppt.json)).toBe(201);
    const before = await counts();
    const pages = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.key", bytes: minimalZip("Index/Document.iwa") }),
    );
    expect(pages.status).toBe(415);
    expect(pages.json.error).toBe(M.deckContent("key"));
    expect(await counts()).toEqual(before);
  });

  it("refuses a wrong extension, a renamed executable and an oversize deck, storing nothing", async () => {
    const before = await counts();
    const c = t.client();
    const exe = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.exe", bytes: minimalPdf() }),
    );
    expect(exe.status).toBe(415);
    expect(exe.json.error).toBe(M.deckExtension);
    const elf = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.pdf", bytes: elfExecutable() }),
    );
    expect(elf.status).toBe(415);
    expect(elf.json.error).toBe(M.deckContent("pdf"));
    const mz = await c.post(
      "/api/ventures/pitches",
      pitchForm(PITCH, { name: "deck.pptx", bytes: windowsExecutable() }),
    );
    expect(mz.status).toBe(415);
    const big = new Uint8Array(PITCH_DECK_MAX_BYTES + 1);
    big.set(minimalPdf());
    await t.services.rateLimiter.reset();
    const huge = await c.post("/api/ventures/pitches", pitchForm(PITCH, { name: "deck.pdf", bytes: big }));
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe(M.deckTooLarge);
    expect(await counts()).toEqual(before);
  });

  it("refuses missing fields and a missing deck with the field messages", async () => {
    const before = await counts();
    const res = await t
      .client()
      .post("/api/ventures/pitches", pitchForm({ ...PITCH, companyName: "", stage: "x" }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      companyName: M.companyNameRequired,
      stage: M.stageRequired,
      pitchDeck: M.deckRequired,
    });
    const web = await t
      .client()
      .post(
        "/api/ventures/pitches",
        pitchForm({ ...PITCH, website: "javascript:alert(1)" }, { name: "d.pdf", bytes: minimalPdf() }),
      );
    expect(web.json.fields.website).toBe(M.invalidWebsite);
    // A JSON body never reaches the handler: the API front door wants multipart on uploads.
    const json = await t.client().post("/api/ventures/pitches", PITCH);
    expect(json.status).toBe(415);
    expect(json.json.code).toBe("unsupported_media_type");
    expect(await counts()).toEqual(before);
  });

  it("refuses an empty deck (a file input left blank) with the deck message, storing nothing", async () => {
    const before = await counts();
    const res = await t
      .client()
      .post("/api/ventures/pitches", pitchForm(PITCH, { name: "", bytes: new Uint8Array() }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.deckRequired);
    expect(res.json.fields).toEqual({ pitchDeck: M.deckRequired });
    expect(await counts()).toEqual(before);
  });
});

describe("staff access to pitches", () => {
  let pitchId: string;
  const pdf = minimalPdf();
  beforeAll(async () => {
    const res = await t
      .client()
      .post(
        "/api/ventures/pitches",
        pitchForm({ ...PITCH, email: "deck@x.example" }, { name: "Q3 Déck.pdf", bytes: pdf }),
      );
    expect(res.status).toBe(201);
    pitchId = res.json.id;
  });

  it("answers 401 to anonymous callers and 403 to signed-in users without the employee role", async () => {
    const anon = await t.client().get(`/api/ventures/pitches/${pitchId}/deck`);
    expect(anon.status).toBe(401);
    expect((await t.client().get("/api/ventures/pitches")).status).toBe(401);
    const plain = await signedIn();
    const denied = await plain.get(`/api/ventures/pitches/${pitchId}/deck`);
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("Access denied: employee role required");
    expect((await plain.get("/api/ventures/pitches")).status).toBe(403);
  });

  it("lets an employee download the deck's exact bytes as an attachment and list pitches", async () => {
    const staff = await signedIn("employee");
    const res = await staff.app.request(`/api/ventures/pitches/${pitchId}/deck`, {
      headers: {
        origin: "http://localhost:3000",
        cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Q3 D_ck.pdf"; filename*=UTF-8''${encodeURIComponent("Q3 Déck.pdf")}`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    const list = await staff.get("/api/ventures/pitches");
    expect(list.status).toBe(200);
    const mine = list.json.pitches.find((p: { id: string }) => p.id === pitchId);
    expect(mine).toMatchObject({ stageLabel: "MVP", industryLabel: "FinTech", status: "pending" });
    expect((await staff.get("/api/ventures/pitches/00000000-0000-4000-8000-000000000000/deck")).status).toBe(
      404,
    );
    expect((await staff.get("/api/ventures/pitches/not-a-uuid/deck")).status).toBe(404);
  });
});

describe("hostile input", () => {
  it("never answers 500 to random JSON bodies", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        await t.services.rateLimiter.reset();
        const res = await t
          .client()
          .request("POST", "/api/ventures/applications", JSON.stringify(body ?? null) ?? "null");
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("never answers 500 to random multipart pitches", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.constantFrom("", "mvp", "saas", "a@b.co", "\u0000"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          companyName: field,
          founderName: field,
          email: field,
          website: field,
          stage: field,
          industry: field,
          problem: field,
          solution: field,
        }),
        fc.constantFrom("deck.pdf", "deck.key", "deck", "x.pptx", "../../etc/passwd.pdf"),
        fc.uint8Array({ maxLength: 64 }),
        async (fields, name, bytes) => {
          await t.services.rateLimiter.reset();
          const res = await t.client().post("/api/ventures/pitches", pitchForm(fields, { name, bytes }));
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("disk quota for anonymous uploads", () => {
  it("refuses a pitch deck with a clear message once the quota is used up, and stores nothing", async () => {
    const pdf = minimalPdf();
    const used = (await t.db.select().from(storedFiles))
      .filter((f) => f.ownerId === null)
      .reduce((sum, f) => sum + f.size, 0);
    // Room for one more deck, not two.
    const small = await createTestApp({
      database: t.database,
      env: { ANONYMOUS_UPLOAD_QUOTA_BYTES: String(used + Math.ceil(pdf.byteLength * 1.5)) },
    });
    const first = await small
      .client()
      .post(
        "/api/ventures/pitches",
        pitchForm({ ...PITCH, email: "quota-1@x.example" }, { name: "a.pdf", bytes: pdf }),
      );
    expect(first.status).toBe(201);
    const before = await counts();
    const second = await small
      .client()
      .post(
        "/api/ventures/pitches",
        pitchForm({ ...PITCH, email: "quota-2@x.example" }, { name: "b.pdf", bytes: pdf }),
      );
    expect(second.status).toBe(507);
    expect(second.json.error).toMatch(/space for uploads is full/);
    expect(await counts()).toEqual(before);
  });
});
