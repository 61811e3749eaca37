import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordLead } from "#src/features/crm/server/index.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { COMMAND_CENTER_MESSAGES as M, outboxAttachmentPath } from "./command-center.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, role?: "admin" | "employee" | "workspace_user"): Promise<TestClient> {
  return (await t.signUp(email, role ? [role] : [])).c;
}

describe("GET /api/command-center/outbox/:id/attachments/:index", () => {
  it("gives admins each attachment as a download under a sandbox policy, others nothing", async () => {
    const html = "<script>alert(1)</script>";
    const id = await enqueueMail(t.db, {
      to: "someone@example.org",
      subject: "With files",
      text: "See attached.",
      kind: "test",
      attachments: [
        { filename: "meeting.ics", contentType: "text/calendar; method=REQUEST", contentBase64: "QkVHSU4=" },
        {
          filename: 'résumé "x".html',
          contentType: "text/html",
          contentBase64: Buffer.from(html).toString("base64"),
        },
      ],
    });
    const admin = await signedIn("outbox-admin@example.org", "admin");
    const first = await admin.get(outboxAttachmentPath(id, 0));
    expect(first.status).toBe(200);
    expect(first.json).toBe("BEGIN");
    expect(first.headers.get("content-disposition")).toBe(
      `attachment; filename="meeting.ics"; filename*=UTF-8''meeting.ics`,
    );
    const second = await admin.get(outboxAttachmentPath(id, 1));
    expect(second.status).toBe(200);
    expect(second.json).toBe(html);
    expect(second.headers.get("content-disposition")).toMatch(
      /^attachment; filename="r_sum_ _x_\.html"; filename\*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22\.html$/,
    );
    expect(second.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(second.headers.get("cache-control")).toBe("private, no-store");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");

    for (const path of [
      outboxAttachmentPath(id, 2),
      outboxAttachmentPath(id, -1),
      `/api/command-center/outbox/${id}/attachments/x`,
      outboxAttachmentPath("00000000-0000-4000-8000-000000000000", 0),
      outboxAttachmentPath("not-a-uuid", 0),
    ]) {
      const res = await admin.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json.error).toBe(M.attachmentNotFound);
    }

    expect((await t.client().get(outboxAttachmentPath(id, 0))).status).toBe(401);
    const employee = await signedIn("outbox-employee@example.org", "employee");
    expect((await employee.get(outboxAttachmentPath(id, 0))).status).toBe(403);
  });
});

describe("GET /api/command-center/search", () => {
  it("finds a lead by name, email or company as the user types, grouped by type", async () => {
    await recordLead(t.db, {
      source: "madlib-form",
      name: "Jane Quill",
      email: "jane.quill@quillworks.example",
      company: "Quillworks",
    });
    await recordLead(t.db, { source: "contact-page", name: "Bob 50%_Off", email: "bob@example.org" });
    const employee = await signedIn("search-employee@example.org", "employee");
    for (const q of ["Ja", "jane q", "QUILLW", "jane.quill@"]) {
      const res = await employee.get(`/api/command-center/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.json.groups.map((g: { label: string }) => g.label)).toEqual(["Leads"]);
      const hit = res.json.groups[0].hits.find((h: { title: string }) => h.title === "Jane Quill");
      expect(hit, q).toBeDefined();
      expect(hit.subtitle).toBe("jane.quill@quillworks.example · Quillworks");
      expect(hit.href).toMatch(/^\/command-center\/sales\/leads\/[0-9a-f-]{36}$/);
    }
    // Punctuation is no wildcard: the words typed are what is matched.
    const percent = await employee.get(`/api/command-center/search?q=${encodeURIComponent("50%_")}`);
    expect(percent.json.groups[0].hits.map((h: { title: string }) => h.title)).toEqual(["Bob 50%_Off"]);
    expect((await employee.get("/api/command-center/search?q=%25%25")).json.groups).toEqual([]);
    expect((await employee.get("/api/command-center/search?q=zzzz-nothing")).json).toEqual({
      query: "zzzz-nothing",
      groups: [],
    });
    expect((await employee.get("/api/command-center/search?q=")).json.groups).toEqual([]);
    const long = await employee.get(`/api/command-center/search?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it("is for employees only", async () => {
    expect((await t.client().get("/api/command-center/search?q=jane")).status).toBe(401);
    const workspace = await signedIn("search-workspace@example.org", "workspace_user");
    const res = await workspace.get("/api/command-center/search?q=jane");
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("Access denied: employee role required");
  });
});

describe("the notification bell", () => {
  it("counts each user's unread events and goes down when that user reads them", async () => {
    const alice = await signedIn("bell-alice@example.org", "employee");
    const bob = await signedIn("bell-bob@example.org", "employee");
    // Both start from the same mark: read everything so far.
    expect((await alice.post("/api/command-center/notifications/read", {})).status).toBe(200);
    expect((await bob.post("/api/command-center/notifications/read", {})).status).toBe(200);
    expect((await alice.get("/api/command-center/notifications")).json.unread).toBe(0);

    await recordLead(t.db, { source: "madlib-form", name: "Bell One", email: "bell-one@example.org" });
    await new Promise((r) => setTimeout(r, 5));
    await recordLead(t.db, { source: "intake", name: "Bell Two", email: "bell-two@example.org" });

    const before = (await alice.get("/api/command-center/notifications")).json;
    expect(before.unread).toBe(2);
    expect(before.capped).toBe(false);
    expect(
      before.items.slice(0, 2).map((i: { title: string; unread: boolean }) => [i.title, i.unread]),
    ).toEqual([
      ["New lead: Bell Two", true],
      ["New lead: Bell One", true],
    ]);
    expect(before.items[0].type).toBe("lead");
    expect(before.items[0].href).toMatch(/^\/command-center\/sales\/leads\//);

    // Alice read up to the older one: the newer stays unread.
    const read = await alice.post("/api/command-center/notifications/read", { upTo: before.items[1].at });
    expect(read.status).toBe(200);
    expect((await alice.get("/api/command-center/notifications")).json.unread).toBe(1);
    await alice.post("/api/command-center/notifications/read", { upTo: before.items[0].at });
    const after = (await alice.get("/api/command-center/notifications")).json;
    expect(after.unread).toBe(0);
    expect(after.items[0].unread).toBe(false);
    // An older mark never makes read events unread again.
    await alice.post("/api/command-center/notifications/read", { upTo: "2000-01-01T00:00:00.000Z" });
    expect((await alice.get("/api/command-center/notifications")).json.unread).toBe(0);

    // Bob's count is his own.
    expect((await bob.get("/api/command-center/notifications")).json.unread).toBe(2);
  });

  it("refuses a malformed mark, anonymous callers and users without the employee role", async () => {
    const employee = await signedIn("bell-carol@example.org", "employee");
    const bad = await employee.post("/api/command-center/notifications/read", { upTo: "yesterday" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.upTo).toBe(M.badReadMark);
    const anon = t.client();
    expect((await anon.get("/api/command-center/notifications")).status).toBe(401);
    expect((await anon.post("/api/command-center/notifications/read", {})).status).toBe(401);
    const workspace = await signedIn("bell-workspace@example.org", "workspace_user");
    expect((await workspace.get("/api/command-center/notifications")).status).toBe(403);
    expect((await workspace.post("/api/command-center/notifications/read", {})).status).toBe(403);
  });
});
