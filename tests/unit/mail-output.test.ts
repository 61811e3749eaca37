import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "#src/platform/log/logger.ts";
import { createMailDispatcher, createSmtpTransport } from "#src/platform/mail/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { startSmtpServer } from "#src/platform/mail/smtp-server.testing.ts";
import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { createTestApp } from "../helpers/test-app.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

/** Every kind of email the product writes, caused through the public API as a visitor would. */
async function causeEveryEmail(t: App) {
  const c = t.client();
  const ok = (res: { status: number; json: unknown }) => {
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    return res;
  };
  ok(await c.post("/api/identity/sign-up", { email: "new.user@example.org", password: "secret-pass" }));
  ok(
    await c.post("/api/marketing/contact-submissions", {
      full_name: "Zoë Ångström",
      job_title: "CTO",
      company_name: "Müller & Søn",
      segment: "enterprise",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: "zoe@muller.example",
    }),
  );
  ok(
    await c.post("/api/marketing/contact-messages", {
      name: "Zoë",
      email: "zoe@muller.example",
      message: "Hello, we need help.\nTwo lines.",
    }),
  );
  ok(
    await c.post("/api/marketing/resource-requests", { segment: "government", email: "reader@example.org" }),
  );
  ok(
    await c.post("/api/startup/analyses", {
      pitch: "A marketplace for independent dog walkers where owners book walks and pay by card.",
      email: "founder@walkies.example",
    }),
  );
  ok(
    await c.post("/api/government/analyses", {
      selectedRequirements: ["fedramp", "section508"],
      email: "cio@agency.example.gov",
      agencyType: "federal",
      dataClassification: "sensitive",
    }),
  );
  ok(await c.post("/api/enterprise/consultations", { name: "Jane Doe", email: "jane@acme-mfg.example" }));
  ok(
    await c.post("/api/ventures/applications", {
      name: "Grace",
      email: "grace@orbit.example",
      company: "Orbit",
      projectDescription: "Satellite data for farmers.",
    }),
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({
    companyName: "Lumen Ledger",
    founderName: "Ada Founder",
    email: "ada@lumen-ledger.example",
    stage: "mvp",
    industry: "fintech",
    problem: "Small shops reconcile card payouts by hand every week.",
    solution: "A ledger that matches payouts to sales automatically.",
  }))
    form.set(k, v);
  form.set("pitchDeck", new File([minimalPdf() as BlobPart], "deck.pdf"));
  ok(await c.post("/api/ventures/pitches", form));

  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const slots = ok(await c.get(`/api/intake/slots?from=${today}&to=${later}`)).json as {
    days: { date: string; slots: { time: string }[] }[];
  };
  const day = slots.days.find((d) => d.slots.length > 1)!;
  ok(
    await c.post("/api/intake/bookings", {
      date: day.date,
      time: day.slots[1]!.time,
      fullName: "Ada Lovelace",
      email: "ada@acme.example",
      notes: "Please call me about http://spam.example first.",
      visitorTimeZone: "Europe/Berlin",
      source: "intake",
    }),
  );
}

/** Delivers the whole outbox through a real SMTP listener and parses each message as a client would. */
async function deliverAndParse(t: App): Promise<{ kind: string; parsed: ParsedMail; raw: string }[]> {
  smtp.received.length = 0;
  const rows = await t.db.select({ kind: mailOutbox.kind, to: mailOutbox.to }).from(mailOutbox);
  const transport = createSmtpTransport(smtp.url);
  const dispatcher = createMailDispatcher({
    db: t.db,
    transport,
    from: '"Fallback" <fallback@example.org>',
    logger: silentLogger,
    files: t.services.files,
  });
  await dispatcher.dispatchDue(100);
  await transport.close();
  expect(smtp.received).toHaveLength(rows.length);
  return Promise.all(
    smtp.received.map(async (m) => {
      const parsed = await simpleParser(m.raw);
      const kind = rows.find((r) => r.to === m.to[0] && parsed.subject)?.kind ?? "";
      return { kind, parsed, raw: m.raw };
    }),
  );
}

const icsOf = (parsed: ParsedMail) =>
  parsed.attachments.find((a) => a.filename === "meeting.ics")?.content.toString("utf8") ?? "";

describe("every email the product sends", () => {
  let t: App;
  let mails: Awaited<ReturnType<typeof deliverAndParse>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
    await causeEveryEmail(t);
    mails = await deliverAndParse(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it("covers every kind of message", () => {
    const subjects = mails.map((m) => m.parsed.subject);
    expect(mails.length).toBeGreaterThanOrEqual(11);
    for (const s of [
      /^Verify your email/,
      /^New contact:/,
      /^New message from/,
      /^Your guide:/,
      /^Your project plan:/,
      /^Your compliance assessment:/,
      /^Enterprise consultation request:/,
      /^Ventures application:/,
      /^New pitch:/,
      /^Your meeting with .* is confirmed$/,
      /^Meeting booked:/,
    ]) {
      expect(
        subjects.some((x) => s.test(x ?? "")),
        String(s),
      ).toBe(true);
    }
  });

  it("has a plain-text and an HTML part, both readable, and only absolute links", () => {
    for (const { parsed, raw } of mails) {
      expect(raw, parsed.subject).toMatch(/Content-Type: multipart\/(alternative|mixed)/i);
      expect(parsed.text?.trim().length, parsed.subject).toBeGreaterThan(20);
      expect(parsed.html, parsed.subject).toMatch(/^<!DOCTYPE html/i);
      // Light and dark clients: the message declares both schemes and styles the dark one.
      expect(parsed.html).toContain('name="color-scheme" content="light dark"');
      expect(parsed.html).toContain("prefers-color-scheme: dark");
      const hrefs = [...(parsed.html as string).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      for (const href of hrefs) expect(href, parsed.subject).toMatch(/^(https?:\/\/|mailto:)/);
    }
  });

  it("comes from one sender, which also signs the text and organizes the invitation", () => {
    for (const { parsed } of mails) {
      expect(parsed.from?.value, parsed.subject).toEqual([
        { name: "Ember Forge Labs", address: "hello@emberforge.example" },
      ]);
      expect(parsed.text).toContain("Ember Forge Labs");
      expect(parsed.text).toContain("hello@emberforge.example");
    }
    const invites = mails.filter((m) => icsOf(m.parsed));
    expect(invites).toHaveLength(2);
    for (const { parsed } of invites) {
      expect(icsOf(parsed)).toContain('ORGANIZER;CN="Ember Forge Labs":mailto:hello@emberforge.example');
    }
  });

  it("sends booking invitations inline as text/calendar; method=REQUEST beside the .ics file", () => {
    const invites = mails.filter((m) => /meeting/i.test(m.parsed.subject ?? ""));
    expect(invites).toHaveLength(2);
    for (const { raw, parsed } of invites) {
      // The calendar part sits inside multipart/alternative, beside the text and HTML parts.
      const boundary = /Content-Type: multipart\/alternative;\s*boundary="([^"]+)"/i.exec(raw)?.[1];
      expect(boundary).toBeTruthy();
      const alternative = raw.split(`--${boundary}`).slice(1, -1);
      expect(alternative.map((p) => /Content-Type: ([^;\r\n]+)/i.exec(p)?.[1])).toEqual([
        "text/plain",
        "text/html",
        "text/calendar",
      ]);
      expect(alternative[2]).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(alternative[2]).toContain("METHOD:REQUEST");
      // And once as the meeting.ics file.
      expect(parsed.attachments.filter((a) => a.filename)?.map((a) => a.filename)).toEqual(["meeting.ics"]);
    }
  });

  it("repeats no visitor-typed text to addresses nobody has verified; staff get it all", () => {
    const byTo = (to: string) => mails.filter((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes(to));
    const [confirmation] = byTo("ada@acme.example");
    expect(confirmation).toBeTruthy();
    for (const part of [confirmation!.parsed.text, confirmation!.parsed.html, icsOf(confirmation!.parsed)]) {
      expect(part).not.toContain("spam.example");
      expect(part).not.toContain("Ada");
    }
    const staff = mails.filter((m) => /^Meeting booked/.test(m.parsed.subject ?? ""));
    expect(staff[0]!.parsed.text).toContain("http://spam.example");
    const [plan] = byTo("founder@walkies.example");
    expect(plan!.parsed.text).not.toContain("dog walkers");
    expect(plan!.parsed.html).not.toContain("dog walkers");
  });
});

describe("the sender identity", () => {
  it("is MAIL_FROM when the operator sets it: From, signature and ORGANIZER alike", async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_SCALE: "1000", MAIL_FROM: '"Forge Mail" <mail@forge.example>' },
    });
    try {
      const c = t.client();
      const today = new Date().toISOString().slice(0, 10);
      const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const slots = (await c.get(`/api/intake/slots?from=${today}&to=${later}`)).json;
      const day = slots.days.find((d: { slots: unknown[] }) => d.slots.length > 0);
      const res = await c.post("/api/intake/bookings", {
        date: day.date,
        time: day.slots[0].time,
        fullName: "Grace Hopper",
        email: "grace@navy.example",
        notes: "",
        source: "discovery",
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const mails = await deliverAndParse(t);
      expect(mails).toHaveLength(2);
      for (const { parsed } of mails) {
        expect(parsed.from?.value).toEqual([{ name: "Forge Mail", address: "mail@forge.example" }]);
        expect(parsed.text).toContain("Forge Mail");
        expect(icsOf(parsed)).toContain('ORGANIZER;CN="Forge Mail":mailto:mail@forge.example');
      }
    } finally {
      await t.close();
    }
  });

  it("refuses a MAIL_FROM that is not a mailbox at start-up, naming the variable", async () => {
    const { loadConfig } = await import("#src/platform/config/config.ts");
    expect(() => loadConfig({ MAIL_FROM: "Agency <not an address>" })).toThrow(/MAIL_FROM/);
    expect(loadConfig({ MAIL_FROM: "ops@forge.example" }).mailFrom).toEqual({
      name: "ops",
      address: "ops@forge.example",
    });
  });
});

describe("per-recipient mail limits", () => {
  it("stores every request and lead but sends one address at most 5 guides an hour", async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1", TRUST_PROXY: "1" } });
    try {
      for (let i = 0; i < 7; i++) {
        // Different client addresses, like a spray from many machines at one victim.
        const res = await t
          .client()
          .request(
            "POST",
            "/api/marketing/resource-requests",
            { segment: "startup", email: i % 2 ? "Victim@Example.org" : "victim@example.org" },
            { "x-forwarded-for": `10.0.0.${i}` },
          );
        expect(res.status, JSON.stringify(res.json)).toBe(201);
      }
      const requests = (await t.db.execute(
        "select count(*)::int as n from resource_requests",
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(requests.rows[0]!.n).toBe(7);
      const mails = await t.db.select().from(mailOutbox);
      expect(mails.filter((m) => m.to.toLowerCase() === "victim@example.org")).toHaveLength(5);
      // Another address is not affected.
      const other = await t
        .client()
        .request(
          "POST",
          "/api/marketing/resource-requests",
          { segment: "startup", email: "someone.else@example.org" },
          { "x-forwarded-for": "10.0.1.1" },
        );
      expect(other.status).toBe(201);
      expect((await t.db.select().from(mailOutbox)).length).toBe(6);
    } finally {
      await t.close();
    }
  });
});
