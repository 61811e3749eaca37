import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { SITE_SETTINGS_MESSAGES as SM } from "#src/features/site/site.contract.ts";
import { formatMoney } from "#src/lib/money.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { enqueueMail } from "#src/platform/mail/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { COMMAND_CENTER_MESSAGES as M } from "./command-center.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let employee: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
  admin = await signedIn("settings-admin@example.org", "admin");
  employee = await signedIn("settings-employee@example.org", "employee");
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, role: "admin" | "employee"): Promise<TestClient> {
  const c = t.client();
  expect((await c.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await grantRole(t.db, u!.id, role, null);
  if (role === "admin") await grantRole(t.db, u!.id, "employee", null);
  return c;
}

describe("site settings", () => {
  it("an admin's change is what the public pages read next, at once", async () => {
    const before = await getSiteSettings(t.db); // cached now
    const next = {
      ...before,
      phone: "(415) 555-0199",
      streetAddress: "9 Harbour Row, Oakland, CA 94607",
      taglines: ["Ship the right thing, sooner."],
    };
    const res = await admin.put("/api/command-center/site-settings", next);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(SM.saved);
    const after = await getSiteSettings(t.db);
    expect(after).toMatchObject({ phone: "(415) 555-0199", taglines: ["Ship the right thing, sooner."] });
    expect((await admin.get("/api/command-center/site-settings")).json.streetAddress).toBe(
      "9 Harbour Row, Oakland, CA 94607",
    );
  });

  it("refuses bad values with a message per field and changes nothing", async () => {
    const current = await getSiteSettings(t.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "not-an-email" }, "email", SM.email],
      [{ phone: "12" }, "phone", SM.phone],
      [{ companyName: " " }, "companyName", SM.companyName],
      [{ taglines: [] }, "taglines", SM.taglines],
      [{ taglines: ["a", "b", "c", "d", "e", "f"] }, "taglines", SM.taglines],
      [{ noCodePlatformUrl: "javascript:alert(1)" }, "noCodePlatformUrl", SM.url],
      [{ currency: "XYZ" }, "currency", SM.currency],
      [{ currency: "EURO" }, "currency", SM.currency],
      [{ currency: "" }, "currency", SM.currency],
      [{ currency: 978 }, "currency", SM.currency],
      [
        { bookingUrl: "//evil.example" },
        "bookingUrl",
        "Enter a path on this site (such as /discovery) or a full address starting with https://",
      ],
    ];
    for (const [patch, field, message] of cases) {
      const res = await admin.put("/api/command-center/site-settings", { ...current, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.fields[field]).toBe(message);
    }
    expect(await getSiteSettings(t.db)).toEqual(current);
  });

  it("keeps the company's currency: set by an admin, audited, kept by a body without one", async () => {
    const current = await getSiteSettings(t.db);
    expect(current.currency).toBe("USD");
    const res = await admin.put("/api/command-center/site-settings", { ...current, currency: " eur " });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await getSiteSettings(t.db)).currency).toBe("EUR");
    const [audit] = await t.db
      .select()
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.action, "site_settings.update"))
      .orderBy(desc(adminActivityLogs.createdAt))
      .limit(1);
    expect(audit!.details).toEqual({ currency: { from: "USD", to: "EUR" } });
    // An older client (or a token) that sends no currency changes nothing of it.
    const { currency: _, ...withoutCurrency } = await getSiteSettings(t.db);
    expect((await admin.put("/api/command-center/site-settings", withoutCurrency)).status).toBe(200);
    expect((await getSiteSettings(t.db)).currency).toBe("EUR");
    // Amounts the server formats use it, and nobody else may change it.
    expect(formatMoney(12500)).toBe("€12,500");
    const denied = await employee.put("/api/command-center/site-settings", { ...current, currency: "GBP" });
    expect(denied.status).toBe(403);
    expect((await getSiteSettings(t.db)).currency).toBe("EUR");
    expect(
      (await admin.put("/api/command-center/site-settings", { ...current, currency: "USD" })).status,
    ).toBe(200);
    // Read back, which also puts this process's currency back for the files that run after this one.
    expect((await getSiteSettings(t.db)).currency).toBe("USD");
  });

  it("is for admins only", async () => {
    const current = await getSiteSettings(t.db);
    expect((await employee.put("/api/command-center/site-settings", current)).status).toBe(403);
    expect((await employee.get("/api/command-center/site-settings")).status).toBe(403);
    expect((await t.client().get("/api/command-center/site-settings")).status).toBe(401);
  });
});

describe("outbox resend", () => {
  it("queues a failed email again, refuses anything else and anyone but an admin", async () => {
    const id = await enqueueMail(t.db, {
      to: "someone@example.org",
      subject: "Bounced",
      text: "Hello",
      kind: "test",
    });
    await t.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 5, lastError: "550 mailbox full" })
      .where(eq(mailOutbox.id, id));
    expect((await employee.post(`/api/command-center/outbox/${id}/resend`)).status).toBe(403);
    const res = await admin.post(`/api/command-center/outbox/${id}/resend`);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.resent);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 0, lastError: null });
    expect(["pending", "held", "sent"]).toContain(row!.status);
    const again = await admin.post(`/api/command-center/outbox/${id}/resend`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(M.resendNotFailed);
    expect((await admin.post("/api/command-center/outbox/nope/resend")).status).toBe(404);
  });
});
