import { addDays, format, parse } from "date-fns";
import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead } from "#src/features/crm/server/index.ts";
import { openDatabase } from "#src/platform/db/db.ts";
import { isUniqueViolation } from "#src/platform/db/unique-violation.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import {
  AGENCY_TIME_ZONE,
  BOOKING_MESSAGES,
  INTAKE_MESSAGES as M,
  MAX_SLOT_RANGE_DAYS,
  QUALIFY_THRESHOLD,
  SLOT_TIMES,
} from "./intake.contract.ts";
import { intakeSubmissions, meetingBookings } from "./server/intake.tables.ts";
import { bookingWindow, slotStart } from "./server/slots.ts";

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

/** A date n days after today in the agency's calendar (n ≥ 1: every slot is still ahead). */
const day = (n: number) => {
  const { today } = bookingWindow({ now: new Date(), timeZone: AGENCY_TIME_ZONE });
  return format(addDays(parse(today, "yyyy-MM-dd", new Date(0)), n), "yyyy-MM-dd");
};
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
/** The n-th Monday-to-Friday date after today (n ≥ 1), where the default hours offer all 14 slots. */
const workday = (n: number) => {
  let found = 0;
  for (let i = 1; ; i++) if (isWeekday(day(i)) && ++found === n) return day(i);
};

const qualified = {
  fullName: "Ada Lovelace",
  email: "ada@acme.io",
  companyName: "Acme",
  linkedinProfile: "https://www.linkedin.com/in/ada-lovelace",
  projectType: "enterprise_software",
  budgetRange: "100k_200k",
  timeline: "1_3_months",
  projectDescription:
    "Replace our spreadsheet-based order tracking for 250 staff with a web portal. It must integrate with our SAP ERP through its API, offer dashboards for managers and launch by Q2.",
};
const unqualified = {
  fullName: "Bob Builder",
  email: "bob@gmail.com",
  companyName: "Bob's Ideas",
  projectType: "other",
  budgetRange: "under_25k",
  timeline: "not_sure",
  projectDescription: "An app idea.",
};

const SUBMIT = "/api/intake/submissions";
const BOOK = "/api/intake/bookings";

describe("POST /api/intake/submissions (enrich-lead-data)", () => {
  it("scores a strong lead, stores it with its lead and says it qualifies", async () => {
    const res = await t.client().post(SUBMIT, qualified);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ success: true, isQualified: true, threshold: QUALIFY_THRESHOLD });
    expect(res.json.engine).toEqual({ kind: "built-in", name: "built-in" });
    expect(res.json.data.projectFitScore).toBeGreaterThanOrEqual(QUALIFY_THRESHOLD);
    expect(res.json.data.companyInformation).toBe("Company: Acme (acme.io domain)");
    const [row] = await t.db
      .select()
      .from(intakeSubmissions)
      .where(eq(intakeSubmissions.id, res.json.submissionId));
    expect(row).toMatchObject({ email: "ada@acme.io", isQualified: true, leadId: res.json.leadId });
    const lead = await findLead(t.db, { id: res.json.leadId });
    expect(lead).toMatchObject({ source: "intake", score: res.json.data.projectFitScore, company: "Acme" });
    expect(lead!.scoreReasons).toEqual([...res.json.data.greenFlags, ...res.json.data.redFlags]);
  });

  it("a weak lead is stored too but does not qualify", async () => {
    const res = await t.client().post(SUBMIT, unqualified);
    expect(res.status).toBe(201);
    expect(res.json.isQualified).toBe(false);
    expect(res.json.data.redFlags.length).toBeGreaterThan(0);
  });

  it("answers the first failing check, in a fixed order, and stores nothing", async () => {
    const before = (await t.db.select({ n: count() }).from(intakeSubmissions))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{}, M.fullNameRequired],
      [{ ...qualified, email: "" }, M.emailRequired],
      [{ ...qualified, email: "ada(at)acme" }, M.invalidEmail],
      [{ ...qualified, companyName: " ", projectType: "" }, M.companyRequired],
      [{ ...qualified, projectType: "", budgetRange: "" }, M.projectTypeRequired],
      [{ ...qualified, budgetRange: "huge" }, M.budgetRequired],
      [{ ...qualified, timeline: undefined }, M.timelineRequired],
      [{ ...qualified, projectDescription: "" }, M.descriptionRequired],
    ];
    for (const [body, message] of cases) {
      const res = await t.client().post(SUBMIT, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await t.db.select({ n: count() }).from(intakeSubmissions))[0]!.n).toBe(before);
  });

  it("is rate-limited per address with a clear message", async () => {
    const strict = await createTestApp({ database: t.database });
    const client = strict.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.post(SUBMIT, unqualified)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const last = await client.post(SUBMIT, unqualified);
    expect(last.status).toBe(429);
    expect(last.json.error).toMatch(/Please wait/);
  });
});

describe("GET /api/intake/slots", () => {
  it("lists 14 free slots for a future day, and the window", async () => {
    const date = workday(2);
    const res = await t.client().get(`/api/intake/slots?date=${date}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ timeZone: AGENCY_TIME_ZONE, slotMinutes: 30 });
    expect(res.json.days).toHaveLength(1);
    expect(res.json.days[0].slots.map((s: { time: string }) => s.time)).toEqual([...SLOT_TIMES]);
    expect(res.json.lastDate).toBe(day(30));
  });

  it("lists a range, clipped to today … 30 days ahead, working days only", async () => {
    const res = await t.client().get(`/api/intake/slots?from=${day(-5)}&to=${day(30)}`);
    expect(res.status).toBe(200);
    const expected = Array.from({ length: 31 }, (_, i) => day(i)).filter(isWeekday);
    expect(res.json.days.map((d: { date: string }) => d.date)).toEqual(expected);
  });

  it("refuses bad dates with a clear message", async () => {
    for (const q of ["", "?date=2030-02-30", "?date=tomorrow", `?from=${day(5)}&to=${day(1)}`]) {
      const res = await t.client().get(`/api/intake/slots${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.json.error).toBe("string");
    }
  });

  it("refuses a range of more than the longest allowed with its message", async () => {
    const long = await t.client().get(`/api/intake/slots?from=${day(1)}&to=${day(1 + MAX_SLOT_RANGE_DAYS)}`);
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(BOOKING_MESSAGES.invalidRange);
    const longest = await t.client().get(`/api/intake/slots?from=${day(1)}&to=${day(MAX_SLOT_RANGE_DAYS)}`);
    expect(longest.status).toBe(200);
  });
});

describe("POST /api/intake/bookings (book-meeting)", () => {
  const booking = (over: Record<string, unknown> = {}) => ({
    date: workday(3),
    time: "10:00",
    fullName: "Ada Lovelace",
    email: "ada@acme.io",
    notes: "Let's talk about the SAP integration.",
    visitorTimeZone: "Europe/Berlin",
    source: "intake",
    ...over,
  });

  it("offers no Saturday or Sunday, and refuses a booking there or outside opening hours", async () => {
    const weekend = Array.from({ length: 14 }, (_, i) => day(i + 1)).find((d) => !isWeekday(d))!;
    const res = await t.client().get(`/api/intake/slots?date=${weekend}`);
    expect(res.status).toBe(200);
    expect(res.json.days).toEqual([]);
    for (const [date, time] of [
      [weekend, "10:00"],
      [workday(1), "08:30"],
      [workday(1), "17:00"],
    ] as const) {
      const refused = await t.client().post("/api/intake/bookings", booking({ date, time }));
      expect(refused.status, `${date} ${time}`).toBe(400);
      expect(refused.json.error).toMatch(
        /^(We don't hold meetings at that time|Please choose one of the offered times)/,
      );
    }
    const [rows] = await t.db
      .select({ n: count() })
      .from(meetingBookings)
      .where(eq(meetingBookings.date, weekend));
    expect(rows?.n ?? 0).toBe(0);
  });

  it("books a slot, removes it from the list, records the lead and queues both emails with the invite", async () => {
    const intake = await t.client().post(SUBMIT, qualified);
    const res = await t.client().post(BOOK, booking({ leadId: intake.json.leadId }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe(BOOKING_MESSAGES.success);
    expect(res.json.booking).toMatchObject({ date: workday(3), time: "10:00", timeZone: AGENCY_TIME_ZONE });
    const slots = await t.client().get(`/api/intake/slots?date=${workday(3)}`);
    expect(slots.json.days[0].slots.map((s: { time: string }) => s.time)).not.toContain("10:00");
    expect(slots.json.days[0].slots).toHaveLength(13);

    const [row] = await t.db
      .select()
      .from(meetingBookings)
      .where(eq(meetingBookings.id, res.json.booking.id));
    expect(row).toMatchObject({ status: "confirmed", source: "intake", visitorTimeZone: "Europe/Berlin" });
    // The webhook event was written with the booking (the event outbox).
    expect(await eventsWith(t.db, "booking.created", "bookingId", row!.id)).toHaveLength(1);
    // Booking by the same email attaches to the intake's lead.
    expect(row!.leadId).toBe(intake.json.leadId);

    const mails = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} like 'booking-%'`);
    const mine = mails.filter((m) => m.text.includes(workday(3).slice(0, 4)) && m.attachments.length);
    const toVisitor = mine.find((m) => m.to === "ada@acme.io" && m.kind === "booking-confirmation");
    const toStaff = mine.find(
      (m) => m.to === t.services.config.staffEmail && m.kind === "booking-staff-copy",
    );
    expect(toVisitor).toBeTruthy();
    expect(toStaff).toBeTruthy();
    expect(toVisitor!.text).toContain("Your time:");
    const ics = Buffer.from(toVisitor!.attachments[0]!.contentBase64!, "base64").toString("utf8");
    expect(toVisitor!.attachments[0]!.filename).toBe("meeting.ics");
    expect(ics).toContain(`UID:${res.json.booking.id}@`);
    expect(ics).toContain(`DTSTART:${res.json.booking.start.replace(/[-:]/g, "").replace(".000", "")}`);
    expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
    // The visitor's address is unverified: their invitation and email repeat nothing they typed.
    expect(ics).toContain('ATTENDEE;CN="ada@acme.io"');
    for (const typed of ["Ada", "SAP integration"]) {
      expect(ics).not.toContain(typed);
      expect(toVisitor!.text).not.toContain(typed);
      expect(toVisitor!.html).not.toContain(typed);
    }
    // The staff copy has it all.
    const staffIcs = Buffer.from(toStaff!.attachments[0]!.contentBase64!, "base64").toString("utf8");
    expect(staffIcs).toContain('ATTENDEE;CN="Ada Lovelace"');
    expect(staffIcs).toContain("SAP integration");
    expect(toStaff!.text).toContain("Let's talk about the SAP integration.");
  });

  it("refuses a taken slot with 409 and the day's fresh slots", async () => {
    expect((await t.client().post(BOOK, booking({ time: "11:00" }))).status).toBe(201);
    const again = await t.client().post(BOOK, booking({ time: "11:00", email: "other@globex.com" }));
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(BOOKING_MESSAGES.taken);
    expect(again.json.slots.date).toBe(workday(3));
    expect(again.json.slots.slots.map((s: { time: string }) => s.time)).not.toContain("11:00");
  });

  it("refuses missing, past, off-grid and out-of-window slots with clear messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ date: "" }, BOOKING_MESSAGES.dateTimeRequired],
      [{ time: undefined }, BOOKING_MESSAGES.dateTimeRequired],
      [{ time: "12:00" }, BOOKING_MESSAGES.notASlot],
      [{ date: day(-1) }, BOOKING_MESSAGES.outsideWindow],
      [{ date: day(31) }, BOOKING_MESSAGES.outsideWindow],
      [{ date: "2030-02-30" }, BOOKING_MESSAGES.outsideWindow],
      [{ fullName: "" }, M.fullNameRequired],
      [{ email: "nope" }, M.invalidEmail],
    ];
    for (const [over, message] of cases) {
      const res = await t.client().post(BOOK, booking(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.error).toBe(message);
    }
  });

  it("never books one slot twice: 20 simultaneous requests give exactly one 201", async () => {
    const date = workday(4);
    const apps = [t];
    // With PostgreSQL, a second app with its own pool stands in for a second process.
    const url = (t.database as { url?: string }).url;
    let second: App | undefined;
    if (url) {
      second = await createTestApp({
        database: await openDatabase({ databaseUrl: url }),
        env: { RATE_LIMIT_SCALE: "1000" },
      });
      apps.push(second);
    }
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          apps[i % apps.length]!.client().post(
            BOOK,
            booking({ date, time: "14:30", email: `racer${i}@acme.io` }),
          ),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const r of results.filter((r) => r.status === 409)) {
        expect(r.json.error).toBe(BOOKING_MESSAGES.taken);
        expect(r.json.slots.slots.map((s: { time: string }) => s.time)).not.toContain("14:30");
      }
      const rows = await t.db
        .select({ n: count() })
        .from(meetingBookings)
        .where(sql`${meetingBookings.date} = ${date} and ${meetingBookings.time} = '14:30'`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      if (second) await second.close();
    }
  });

  it("the database itself refuses a second confirmed booking of a slot (partial unique index)", async () => {
    const date = workday(5);
    const row = {
      slotStart: slotStart(date, "09:00", AGENCY_TIME_ZONE),
      date,
      time: "09:00",
      timeZone: AGENCY_TIME_ZONE,
      fullName: "Index Test",
      email: "index@acme.io",
      source: "intake",
    };
    await t.db.insert(meetingBookings).values({ ...row, status: "cancelled" });
    await t.db.insert(meetingBookings).values(row);
    const error = await t.db
      .insert(meetingBookings)
      .values(row)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeTruthy();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  it("hostile bodies never give a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            date: fc.oneof(fc.string(), fc.constant(day(2)), fc.integer()),
            time: fc.oneof(fc.string(), fc.constantFrom(...SLOT_TIMES)),
            fullName: fc.oneof(fc.string(), fc.constant("\u0000")),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            notes: fc.oneof(fc.string(), fc.anything()),
            leadId: fc.oneof(fc.uuid(), fc.string()),
            visitorTimeZone: fc.string(),
            source: fc.oneof(fc.constantFrom("intake", "discovery"), fc.string()),
          }),
        ),
        async (body) => {
          const res = await t.client().request("POST", BOOK, JSON.stringify(body) ?? "null");
          expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            fullName: fc.string(),
            email: fc.oneof(fc.emailAddress(), fc.string()),
            companyName: fc.string(),
            linkedinProfile: fc.oneof(fc.webUrl(), fc.string()),
            projectType: fc.string(),
            budgetRange: fc.string(),
            timeline: fc.string(),
            projectDescription: fc.string(),
          }),
          fc.record({
            fullName: fc.string({ minLength: 1 }),
            email: fc.emailAddress(),
            companyName: fc.string({ minLength: 1 }),
            linkedinProfile: fc.string(),
            projectType: fc.constantFrom("mvp", "ai_ml"),
            budgetRange: fc.constantFrom("under_25k", "200k_plus"),
            timeline: fc.constantFrom("asap", "not_sure"),
            projectDescription: fc.string({ minLength: 1, maxLength: 3000 }),
          }),
        ),
        async (body) => {
          const res = await t.client().request("POST", SUBMIT, JSON.stringify(body) ?? "null");
          expect(res.status, JSON.stringify(res.json)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const bad = await t.client().request("POST", BOOK, "{not json");
    expect(bad.status).toBe(400);
  });
});
