import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findLead, listLeadActivities } from "#src/features/crm/server/index.ts";
import { TEXT_MESSAGES } from "#src/lib/text.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { testMailContext } from "#src/platform/mail/mail-context.testing.ts";
import { createTestApp } from "../../../../tests/helpers/test-app.ts";
import { GOALS, JOB_TITLES, SEGMENTS, SERVICES, TIMEFRAMES } from "../content/madlib-options.ts";
import {
  contactMessageSchema,
  leadCaptureResultSchema,
  LEAD_MESSAGES as M,
  madlibSubmissionSchema,
} from "../marketing.contract.ts";
import {
  getThankYouDetails,
  sendContactMessage,
  submitMadlibContact,
  THANK_YOU_WINDOW_MS,
} from "./contact.service.ts";
import { contactMessages, madlibContactSubmissions } from "./marketing.tables.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;

beforeAll(async () => {
  // Many requests come from one address here; the rate limit has its own test below.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const SUBMIT = "/api/marketing/contact-submissions";
const MESSAGE = "/api/marketing/contact-messages";

const valid = {
  full_name: "Ada Lovelace",
  job_title: "CTO",
  company_name: "Analytical Engines",
  segment: "enterprise",
  service_type: "Cloud Migration",
  goal: "enhance security posture",
  timeframe: "1-3 months",
  contact_method: "Email",
  contact_info: "ada@analytical.example",
};

async function counts(app: App = t) {
  const n = async (table: any) => (await app.db.select({ n: count() }).from(table))[0]!.n;
  const raw = async (table: string) =>
    Number(((await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);
  return {
    submissions: await n(madlibContactSubmissions),
    messages: await n(contactMessages),
    leads: await raw("leads"),
    activities: await raw("lead_activities"),
    mail: await n(mailOutbox),
  };
}

async function expectRejected(body: unknown, status = 400) {
  const before = await counts();
  const res = await t.client().request("POST", SUBMIT, body as any);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(typeof res.json.error).toBe("string");
  expect(await counts()).toEqual(before);
  return res;
}

describe("POST /api/marketing/contact-submissions (the home contact form)", () => {
  it("stores the submission, its lead and a staff email in one go, and wakes the mailer", async () => {
    const kick = vi.fn();
    const original = t.services.kickMail;
    t.services.kickMail = kick;
    try {
      const res = await t.client().post(SUBMIT, { ...valid, website: "" });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      const body = leadCaptureResultSchema.parse(res.json);
      expect(body.message).toBe(M.submitSuccess);
      const [row] = await t.db
        .select()
        .from(madlibContactSubmissions)
        .where(eq(madlibContactSubmissions.id, body.id));
      expect(row).toMatchObject({
        fullName: "Ada Lovelace",
        jobTitle: "CTO",
        companyName: "Analytical Engines",
        segment: "enterprise",
        serviceType: "Cloud Migration",
        goal: "enhance security posture",
        timeframe: "1-3 months",
        contactMethod: "Email",
        contactInfo: "ada@analytical.example",
      });
      expect(row!.leadId).toBeTruthy();
      const lead = await findLead(t.db, { id: row!.leadId! });
      expect(lead).toMatchObject({
        source: "madlib-form",
        segment: "enterprise",
        name: "Ada Lovelace",
        company: "Analytical Engines",
        email: "ada@analytical.example",
        score: 85,
        sourceTable: "madlib_contact_submissions",
        sourceId: body.id,
      });
      const staffMail = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "lead-madlib-submission"));
      // One message: the plain draft the transaction stored was replaced, once it committed and
      // before the answer, by the rendered email (decision 049), not queued beside it.
      expect(staffMail).toHaveLength(1);
      const [mail] = staffMail;
      expect(mail).toMatchObject({ to: "team@agency.example", replyTo: "ada@analytical.example" });
      expect(mail!.subject).toContain("Ada Lovelace");
      expect(mail!.text).toContain("Score: 85/100");
      expect(mail!.html).toContain("Ada Lovelace");
      expect(kick).toHaveBeenCalledTimes(1);
    } finally {
      t.services.kickMail = original;
    }
  });

  it("attaches a second submission with the same email (any case) to the same lead", async () => {
    const before = await counts();
    const res = await t
      .client()
      .post(SUBMIT, { ...valid, contact_info: "  ADA@Analytical.Example ", timeframe: "12+ months" });
    expect(res.status).toBe(201);
    const after = await counts();
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.leads).toBe(before.leads);
    const lead = await findLead(t.db, { dedupeKey: "email:ada@analytical.example" });
    const acts = await listLeadActivities(t.db, lead!.id);
    expect(acts).toHaveLength(2);
    // The lead keeps the better of the two scores.
    expect(lead!.score).toBe(85);
    const rows = await t.db
      .select({ leadId: madlibContactSubmissions.leadId })
      .from(madlibContactSubmissions)
      .where(eq(madlibContactSubmissions.leadId, lead!.id));
    expect(rows).toHaveLength(2);
  });

  it("stores a phone contact and makes the lead findable by its digits", async () => {
    const res = await t.client().post(SUBMIT, {
      ...valid,
      segment: "government",
      job_title: "Contracting Officer",
      service_type: "FedRAMP Solutions",
      goal: "achieve FedRAMP compliance",
      contact_method: "Phone",
      contact_info: "(202) 555-0143",
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const lead = await findLead(t.db, { dedupeKey: "phone:2025550143" });
    expect(lead).toMatchObject({ phone: "(202) 555-0143", segment: "government", email: null });
  });

  it("accepts any contact details for a video call (no format check) but not none", async () => {
    const ok = await t
      .client()
      .post(SUBMIT, { ...valid, contact_method: "Video Call", contact_info: "Teams, weekday mornings" });
    expect(ok.status).toBe(201);
    const res = await expectRejected({ ...valid, contact_method: "Video Call", contact_info: "   " });
    expect(res.json.fields.contact_info).toBe(M.contactInfoRequired);
  });

  describe("refuses invalid input with the form's messages and stores nothing", () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["an empty name", { full_name: "" }, "full_name", M.nameRequired],
      ["a blank name", { full_name: " \t\n " }, "full_name", M.nameRequired],
      ["a missing name", { full_name: undefined }, "full_name", M.nameRequired],
      ["an empty organization", { company_name: "  " }, "company_name", M.organizationRequired],
      ["an invalid email", { contact_info: "ada at example.com" }, "contact_info", M.invalidEmail],
      [
        "an email without a dot in the domain",
        { contact_info: "ada@example" },
        "contact_info",
        M.invalidEmail,
      ],
      ["an email with two @", { contact_info: "a@b@c.com" }, "contact_info", M.invalidEmail],
      [
        "a short phone",
        { contact_method: "Phone", contact_info: "555-0143" },
        "contact_info",
        M.invalidPhone,
      ],
      [
        "a phone with letters",
        { contact_method: "Phone", contact_info: "(202) 555-CALL" },
        "contact_info",
        M.invalidPhone,
      ],
      [
        "a formatted phone with too few digits",
        { contact_method: "Phone", contact_info: "(202) 555-0" },
        "contact_info",
        M.invalidPhone,
      ],
      ["no segment", { segment: "" }, "segment", M.chooseSegment],
      ["an unknown segment", { segment: "nonprofit" }, "segment", M.chooseSegment],
      ["no job title", { job_title: "" }, "job_title", M.chooseJobTitle],
      ["a job title of another segment", { job_title: "Founder" }, "job_title", M.chooseJobTitle],
      ["no service", { service_type: "" }, "service_type", M.chooseService],
      ["a service of another segment", { service_type: "MVP Development" }, "service_type", M.chooseService],
      ["no goal", { goal: "" }, "goal", M.chooseGoal],
      ["a goal of another segment", { goal: "launch our MVP" }, "goal", M.chooseGoal],
      ["no timeframe", { timeframe: "" }, "timeframe", M.chooseTimeframe],
      ["an unknown timeframe", { timeframe: "tomorrow" }, "timeframe", M.chooseTimeframe],
      ["no contact method", { contact_method: "" }, "contact_method", M.chooseContactMethod],
      ["an unknown contact method", { contact_method: "Fax" }, "contact_method", M.chooseContactMethod],
      ["a 201-character name", { full_name: "a".repeat(201) }, "full_name", M.tooLong("Name", 200)],
      [
        "a 201-character organization",
        { company_name: "a".repeat(201) },
        "company_name",
        M.tooLong("Organization name", 200),
      ],
      [
        "201-character contact details",
        { contact_method: "Video Call", contact_info: "a".repeat(201) },
        "contact_info",
        M.tooLong("Contact details", 200),
      ],
      ["a name that is a number", { full_name: 42 }, "full_name", M.nameRequired],
      ["a name that is an array", { full_name: ["Ada"] }, "full_name", M.nameRequired],
      ["a null organization", { company_name: null }, "company_name", M.organizationRequired],
      ["a segment that is an object", { segment: { $ne: "" } }, "segment", M.chooseSegment],
    ];
    it.each(cases)("%s", async (_label, change, field, message) => {
      const res = await expectRejected({ ...valid, ...change });
      expect(res.json.fields[field]).toBe(message);
      expect(res.json.code).toBe("invalid_input");
    });

    it("an empty form: every required field says what it needs", async () => {
      const res = await expectRejected({});
      expect(res.json.error).toBe(M.nameRequired);
      expect(res.json.fields).toMatchObject({
        full_name: M.nameRequired,
        company_name: M.organizationRequired,
        segment: M.chooseSegment,
        timeframe: M.chooseTimeframe,
        contact_method: M.chooseContactMethod,
      });
    });

    it("bodies that are not a form at all", async () => {
      for (const body of [null, [], [valid], "text", 42, true]) {
        await expectRejected(JSON.stringify(body));
      }
      await expectRejected("{not json");
      await expectRejected("");
    });

    it("a 10 KB field", async () => {
      const res = await expectRejected({ ...valid, full_name: "x".repeat(10_000) });
      expect(res.json.fields.full_name).toBe(M.tooLong("Name", 200));
    });

    it("a megabyte-long field (413 before the body is parsed)", async () => {
      await expectRejected({ ...valid, full_name: "x".repeat(1_000_000) }, 413);
    });
  });

  it("refuses a filled honeypot, says why, and stores nothing", async () => {
    for (const website of ["https://spam.example", "x", 1, ["a"], { a: 1 }, true]) {
      const res = await expectRejected({ ...valid, website });
      expect(res.json.error).toBe(M.automated);
    }
  });

  it("refuses control characters and line breaks in names, with a message naming the field", async () => {
    for (const [field, value, problem] of [
      ["full_name", "Grace\u0000 Hopper", TEXT_MESSAGES.controlCharacter],
      ["full_name", "Grace Hopper\n", TEXT_MESSAGES.lineBreak],
      ["company_name", "US\u2028Navy", TEXT_MESSAGES.lineBreak],
    ] as const) {
      const res = await expectRejected({ ...valid, [field]: value });
      expect(res.json.fields[field]).toContain(problem);
    }
    const fixed = await t.client().post(SUBMIT, {
      ...valid,
      full_name: "Grace Hopper",
      company_name: "US Navy",
      contact_info: "grace@navy.example",
    });
    expect(fixed.status, JSON.stringify(fixed.json)).toBe(201);
  });

  describe("hostile input (property-based): never a 500, nothing stored on rejection", () => {
    const hostileValue = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.string({ minLength: 190, maxLength: 400 }),
      fc.constantFrom(
        "",
        " ",
        "\u0000",
        "'; drop table leads; --",
        "<script>alert(1)</script>",
        "💥".repeat(120),
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    const fields = Object.keys(valid) as (keyof typeof valid)[];

    const seen = new Set<number>();
    async function checkAgainstSchema(body: unknown) {
      const before = await counts();
      const res = await t.client().request("POST", SUBMIT, JSON.stringify(body));
      const expected = madlibSubmissionSchema.safeParse(body).success ? 201 : 400;
      seen.add(res.status);
      expect(res.status, JSON.stringify({ body, res: res.json })).toBe(expected);
      const after = await counts();
      if (expected === 400) {
        expect(typeof res.json.error).toBe("string");
        expect(after).toEqual(before);
      } else {
        expect(after.submissions).toBe(before.submissions + 1);
      }
    }

    it("one field replaced by a random value", async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), hostileValue, async (field, value) => {
          await checkAgainstSchema({ ...valid, [field]: value });
        }),
        { numRuns: 150 },
      );
    });

    it("every field random", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue]))),
          async (body) => {
            await checkAgainstSchema(body);
          },
        ),
        { numRuns: 100 },
      );
    });

    it("any JSON value as the body", async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (body) => {
          await checkAgainstSchema(body);
        }),
        { numRuns: 100 },
      );
    });

    it("random but well-formed submissions are stored exactly when the schema accepts them", async () => {
      const submission = fc.constantFrom(...SEGMENTS).chain((segment) =>
        fc.record({
          full_name: fc.oneof(fc.string({ maxLength: 210 }), fc.constant("Ada")),
          company_name: fc.oneof(fc.string({ maxLength: 210 }), fc.constant("Acme")),
          segment: fc.constant(segment),
          job_title: fc.constantFrom(...JOB_TITLES[segment]),
          service_type: fc.constantFrom(...SERVICES[segment]),
          goal: fc.constantFrom(...GOALS[segment]),
          timeframe: fc.constantFrom(...TIMEFRAMES),
          contact_method: fc.constantFrom("Email", "Phone", "Video Call"),
          contact_info: fc.oneof(
            fc.string({ maxLength: 40 }),
            fc.emailAddress(),
            fc.stringMatching(/^\+?[0-9 ()-]{8,16}$/),
          ),
        }),
      );
      seen.clear();
      await fc.assert(fc.asyncProperty(submission, checkAgainstSchema), { numRuns: 150 });
      // The generator reaches both sides of the rules.
      expect([...seen].sort()).toEqual([201, 400]);
    });
  });

  describe("one transaction", () => {
    it("a failing lead step leaves no submission and no email behind", async () => {
      const before = await counts();
      await expect(
        submitMadlibContact(t.db, madlibSubmissionSchema.parse(valid), {
          mail: testMailContext(),
          captureLead: async () => {
            throw new Error("lead insert failed");
          },
        }),
      ).rejects.toThrow("lead insert failed");
      expect(await counts()).toEqual(before);
    });

    it("a database error in the lead insert rolls the whole submission back (through the API)", async () => {
      await t.db.execute(sql`
        create or replace function test_refuse_leads() returns trigger language plpgsql as $$
        begin raise exception 'leads are refused in this test'; end $$`);
      await t.db.execute(
        sql`create trigger test_refuse_leads before insert on leads for each row execute function test_refuse_leads()`,
      );
      try {
        const before = await counts();
        const res = await t.client().post(SUBMIT, { ...valid, contact_info: "new-person@example.com" });
        expect(res.status).toBe(500);
        expect(res.json.error).not.toContain("refused");
        expect(await counts()).toEqual(before);
      } finally {
        await t.db.execute(sql`drop trigger test_refuse_leads on leads`);
        await t.db.execute(sql`drop function test_refuse_leads()`);
      }
    });
  });
});

describe("POST /api/marketing/contact-messages (the /contact page)", () => {
  const message = {
    name: "Grace Hopper",
    email: "grace@navy.example",
    message: "We need a new logistics portal.",
  };

  it("stores the message, its lead (attached by email) and a staff email", async () => {
    const before = await counts();
    const res = await t.client().post(MESSAGE, { ...message, website: "" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const body = leadCaptureResultSchema.parse(res.json);
    expect(body.message).toBe(M.messageSent);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject(message);
    // grace@navy.example already wrote through the home form above: the same lead gets the activity.
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({ email: "grace@navy.example", source: "madlib-form" });
    const acts = await listLeadActivities(t.db, lead!.id);
    expect(acts.map((a) => a.source).sort()).toEqual(["contact-page", "madlib-form"]);
    const after = await counts();
    expect(after).toMatchObject({
      messages: before.messages + 1,
      leads: before.leads,
      mail: before.mail + 1,
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "lead-contact-message"));
    expect(mail).toMatchObject({ to: "team@agency.example", replyTo: "grace@navy.example" });
    expect(mail!.text).toContain("We need a new logistics portal.");
  });

  it("keeps the message's line breaks", async () => {
    const res = await t
      .client()
      .post(MESSAGE, { ...message, email: "lines@example.com", message: "Line 1\nLine 2" });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id));
    expect(row!.message).toBe("Line 1\nLine 2");
  });

  it.each([
    ["no name", { name: " " }, "name", M.contactNameRequired],
    ["no email", { email: "" }, "email", M.invalidEmail],
    ["an invalid email", { email: "grace@navy" }, "email", M.invalidEmail],
    ["no message", { message: "\n\n" }, "message", M.messageRequired],
    ["a message too long", { message: "a".repeat(5001) }, "message", M.tooLong("Message", 5000)],
    ["a name too long", { name: "a".repeat(201) }, "name", M.tooLong("Name", 200)],
  ])("refuses %s with its message and stores nothing", async (_l, change, field, msg) => {
    const before = await counts();
    const res = await t.client().post(MESSAGE, { ...message, ...change });
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(msg);
    expect(await counts()).toEqual(before);
  });

  it("refuses a filled honeypot", async () => {
    const before = await counts();
    const res = await t.client().post(MESSAGE, { ...message, website: "http://x.example" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.automated);
    expect(await counts()).toEqual(before);
  });

  it("never answers hostile input with a 500, and stores nothing it refuses", async () => {
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc.string({ minLength: 4990, maxLength: 5010 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.emailAddress(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: value, email: value, message: value }, { requiredKeys: [] }),
        async (body) => {
          const before = await counts();
          const res = await t.client().post(MESSAGE, body);
          const expected = contactMessageSchema.safeParse(body).success ? 201 : 400;
          expect(res.status, JSON.stringify(res.json)).toBe(expected);
          if (expected === 400) expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("rolls the message back when the lead cannot be recorded", async () => {
    const before = await counts();
    await expect(
      sendContactMessage(t.db, message, {
        mail: testMailContext(),
        captureLead: async () => {
          throw new Error("no lead");
        },
      }),
    ).rejects.toThrow("no lead");
    expect(await counts()).toEqual(before);
  });
});

describe("rate limits (real limits: 5 per 10 minutes per address)", () => {
  let strict: App;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(async () => {
    await strict.close();
  });

  it("refuses the sixth home form submission in ten minutes, says why, and stores nothing", async () => {
    const c = strict.client();
    // Counted before the body is read: an invalid submission uses up one of the five too.
    expect((await c.post(SUBMIT, {})).status).toBe(400);
    for (let i = 0; i < 4; i++) {
      const res = await c.post(SUBMIT, { ...valid, contact_info: `person${i}@example.com` });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    }
    const before = await counts(strict);
    const res = await c.post(SUBMIT, { ...valid, contact_info: "sixth@example.com" });
    expect(res.status).toBe(429);
    expect(res.json.error).toMatch(
      /^We received several submissions from your connection in the last few minutes\. Please wait (10 minutes|\d+ minutes|a minute) and try again\.$/,
    );
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await counts(strict)).toEqual(before);
  });

  it("counts the contact page separately, with the same limit", async () => {
    const c = strict.client();
    for (let i = 0; i < 5; i++) {
      expect((await c.post(MESSAGE, { name: "N", email: `m${i}@example.com`, message: "Hi" })).status).toBe(
        201,
      );
    }
    const res = await c.post(MESSAGE, { name: "N", email: "m6@example.com", message: "Hi" });
    expect(res.status).toBe(429);
    expect(res.json.code).toBe("rate_limited");
  });
});

describe("/thank-you reads the stored submission (decision 023)", () => {
  it("answers the visitor's details by the submission id, for a day, and nothing for other ids", async () => {
    const res = await t.client().post(SUBMIT, { ...valid, full_name: "Grace Thank You" });
    expect(res.status).toBe(201);
    const { id } = leadCaptureResultSchema.parse(res.json);
    expect(await getThankYouDetails(t.db, id)).toMatchObject({
      full_name: "Grace Thank You",
      company_name: "Analytical Engines",
      contact_info: "ada@analytical.example",
    });
    const later = new Date(Date.now() + THANK_YOU_WINDOW_MS + 60_000);
    expect(await getThankYouDetails(t.db, id, later)).toBeNull();
    expect(await getThankYouDetails(t.db, "0b6f8a52-8a4e-4c5e-9d7e-2f4d1c3b2a10")).toBeNull();
    expect(await getThankYouDetails(t.db, "' or 1=1 --")).toBeNull();
  });
});
