import { addDays, format, parse } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { eventsWith } from "../../../tests/helpers/events.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { staffClient } from "../crm/crm-test-helpers.testing.ts";
import { AGENCY_TIME_ZONE, CANCEL_MESSAGES, CANCEL_REASON_MAX } from "./intake.contract.ts";
import { meetingBookings } from "./server/intake.tables.ts";
import { leadMeetings } from "./server/lead-meetings.ts";
import { bookingWindow } from "./server/slots.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const day = (n: number) => {
  const { today } = bookingWindow({ now: new Date(), timeZone: AGENCY_TIME_ZONE });
  return format(addDays(parse(today, "yyyy-MM-dd", new Date(0)), n), "yyyy-MM-dd");
};
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
const workday = (n: number) => {
  let found = 0;
  for (let i = 1; ; i++) if (isWeekday(day(i)) && ++found === n) return day(i);
};

let slot = 0;
const TIMES = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30", "14:00", "14:30"];

/** Books a fresh slot and returns its id and the token from the confirmation email's link. */
async function book(email = `v${slot}@visitor.example`) {
  const n = slot++;
  const res = await t.client().post("/api/intake/bookings", {
    date: workday(2 + Math.floor(n / TIMES.length)),
    time: TIMES[n % TIMES.length],
    fullName: "Vera Visitor",
    email,
    notes: "",
    source: "discovery",
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const id: string = res.json.booking.id;
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "booking-confirmation"), eq(mailOutbox.to, email)));
  const link = mail!.text.match(/\/bookings\/([0-9a-f-]{36})\/cancel\?token=([A-Za-z0-9_%-]+)/);
  expect(link?.[1]).toBe(id);
  return { id, token: decodeURIComponent(link![2]!), res: res.json, email };
}

const view = (id: string, token: string) =>
  t.client().get(`/api/intake/bookings/${id}/cancel?token=${encodeURIComponent(token)}`);
const cancel = (id: string, body: unknown) => t.client().post(`/api/intake/bookings/${id}/cancel`, body);
const freeTimes = async (date: string) =>
  (await t.client().get(`/api/intake/slots?date=${date}`)).json.days[0].slots.map(
    (s: { time: string }) => s.time,
  );

describe("cancelling a booking from the visitor's link", () => {
  it("shows the booking, cancels it, frees the slot, emails an .ics CANCEL and emits booking.cancelled", async () => {
    const b = await book();
    const shown = await view(b.id, b.token);
    expect(shown.status, JSON.stringify(shown.json)).toBe(200);
    expect(shown.json).toMatchObject({ id: b.id, status: "confirmed", cancellable: true });
    expect(shown.headers.get("cache-control")).toBe("no-store");
    expect(await freeTimes(b.res.booking.date)).not.toContain(b.res.booking.time);

    const res = await cancel(b.id, { token: b.token, reason: "Something came up" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(CANCEL_MESSAGES.success);
    expect(res.json.booking).toMatchObject({ status: "cancelled", cancellable: false });
    expect(await freeTimes(b.res.booking.date)).toContain(b.res.booking.time);

    const [row] = await t.db.select().from(meetingBookings).where(eq(meetingBookings.id, b.id));
    expect(row).toMatchObject({
      status: "cancelled",
      sequence: 1,
      cancelledBy: "visitor",
      cancelReason: "Something came up",
    });
    // booking.cancelled reached the event outbox with the change.
    const events = await eventsWith(t.db, "booking.cancelled", "bookingId", b.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ cancelledBy: "visitor", reason: "Something came up" });

    const mails = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.kind} like 'booking-cancel%'`);
    const toVisitor = mails.find((m) => m.to === b.email && m.kind === "booking-cancellation");
    const toStaff = mails.find((m) => m.kind === "booking-cancelled-staff" && m.text.includes(b.email));
    expect(toVisitor).toBeTruthy();
    expect(toStaff).toBeTruthy();
    expect(toStaff!.to).toBe(t.services.config.staffEmail);
    expect(toStaff!.text).toContain("Something came up");
    const att = toVisitor!.attachments[0]!;
    expect(att.contentType).toContain("method=CANCEL");
    const ics = Buffer.from(att.contentBase64!, "base64").toString("utf8");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:${b.id}@`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("STATUS:CANCELLED");
    // A visitor's cancellation is no staff action: no audit row.
    const audits = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, b.id));
    expect(audits).toHaveLength(0);

    // The same slot can be booked again.
    const again = await t.client().post("/api/intake/bookings", {
      date: b.res.booking.date,
      time: b.res.booking.time,
      fullName: "Other",
      email: "other@visitor.example",
      notes: "",
      source: "discovery",
    });
    expect(again.status).toBe(201);
  });

  it("refuses a second cancellation with 409 and shows the booking as cancelled", async () => {
    const b = await book();
    expect((await cancel(b.id, { token: b.token })).status).toBe(200);
    const twice = await cancel(b.id, { token: b.token });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(CANCEL_MESSAGES.alreadyCancelled);
    expect((await view(b.id, b.token)).json).toMatchObject({ status: "cancelled", cancellable: false });
    expect(await eventsWith(t.db, "booking.cancelled", "bookingId", b.id)).toHaveLength(1);
  });

  it("refuses bad, missing and malformed tokens, unknown ids and another booking's token with one 404", async () => {
    const a = await book();
    const b = await book();
    const bad = [
      [a.id, { token: b.token }],
      [b.id, { token: a.token }],
      [a.id, { token: `${a.token}x` }],
      [a.id, { token: "x".repeat(43) }],
      ["00000000-0000-4000-8000-000000000000", { token: a.token }],
      ["not-a-uuid", { token: a.token }],
    ] as const;
    for (const [id, body] of bad) {
      const res = await cancel(id, body);
      expect(res.status, `${id} ${JSON.stringify(res.json)}`).toBe(404);
      expect(res.json.error).toBe(CANCEL_MESSAGES.invalidLink);
      expect((await view(id, body.token)).status).toBe(404);
    }
    for (const body of [{}, { token: "" }, { token: 42 }, { token: "t".repeat(500) }, "nope", null]) {
      const res = await cancel(a.id, body);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.error).toBeTruthy();
    }
    expect((await t.client().get(`/api/intake/bookings/${a.id}/cancel`)).status).toBe(400);
    const long = await cancel(a.id, { token: a.token, reason: "r".repeat(CANCEL_REASON_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(CANCEL_MESSAGES.reasonTooLong);
    // None of that cancelled anything.
    const rows = await t.db
      .select()
      .from(meetingBookings)
      .where(sql`${meetingBookings.id} in (${a.id}, ${b.id})`);
    expect(rows.map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
  });

  it("the link is of no use once the meeting has started (410)", async () => {
    const b = await book();
    await t.db
      .update(meetingBookings)
      .set({ slotStart: new Date(Date.now() - 60_000) })
      .where(eq(meetingBookings.id, b.id));
    const shown = await view(b.id, b.token);
    expect(shown.status).toBe(410);
    expect(shown.json.error).toBe(CANCEL_MESSAGES.past);
    const res = await cancel(b.id, { token: b.token });
    expect(res.status).toBe(410);
    const [row] = await t.db.select().from(meetingBookings).where(eq(meetingBookings.id, b.id));
    expect(row!.status).toBe("confirmed");
  });
});

describe("staff cancelling a booking", () => {
  it("an employee cancels with an audit record, the visitor's email and booking.cancelled", async () => {
    const b = await book();
    const staff = await staffClient(t, ["employee"]);
    const res = await staff.post(`/api/intake/bookings/${b.id}/staff-cancel`, { reason: "Consultant ill" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(CANCEL_MESSAGES.staffSuccess);
    const [row] = await t.db.select().from(meetingBookings).where(eq(meetingBookings.id, b.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: staff.email, sequence: 1 });
    const audits = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, b.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "booking.cancel", actorEmail: staff.email });
    expect(audits[0]!.details).toMatchObject({ reason: "Consultant ill" });
    const events = await eventsWith(t.db, "booking.cancelled", "bookingId", b.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ cancelledBy: "staff" });
    const [toVisitor] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "booking-cancellation"), eq(mailOutbox.to, b.email)));
    expect(toVisitor!.text).toContain("We had to cancel");
    // The visitor's link now shows the cancellation and cannot cancel again.
    expect((await cancel(b.id, { token: b.token })).status).toBe(409);
    expect((await staff.post(`/api/intake/bookings/${b.id}/staff-cancel`, {})).status).toBe(409);
  });

  it("anonymous callers, workspace users and plain accounts cannot cancel as staff", async () => {
    const b = await book();
    const anon = await t.client().post(`/api/intake/bookings/${b.id}/staff-cancel`, {});
    expect(anon.status).toBe(401);
    for (const roles of [["workspace_user"], []] as const) {
      const c = await staffClient(t, [...roles]);
      expect((await c.post(`/api/intake/bookings/${b.id}/staff-cancel`, {})).status).toBe(403);
    }
    const [row] = await t.db.select().from(meetingBookings).where(eq(meetingBookings.id, b.id));
    expect(row!.status).toBe("confirmed");
  });

  it("refuses unknown bookings, past meetings and bad reasons with clear messages", async () => {
    const staff = await staffClient(t, ["employee"]);
    const unknown = await staff.post(
      "/api/intake/bookings/00000000-0000-4000-8000-000000000000/staff-cancel",
      {},
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(CANCEL_MESSAGES.notFound);
    expect((await staff.post("/api/intake/bookings/nope/staff-cancel", {})).status).toBe(404);
    const b = await book();
    const bad = await staff.post(`/api/intake/bookings/${b.id}/staff-cancel`, { reason: 5 });
    expect(bad.status).toBe(400);
    await t.db
      .update(meetingBookings)
      .set({ slotStart: new Date(Date.now() - 60_000) })
      .where(eq(meetingBookings.id, b.id));
    const past = await staff.post(`/api/intake/bookings/${b.id}/staff-cancel`, {});
    expect(past.status).toBe(410);
  });
});

describe("a lead's meetings, as its page in the CRM lists them", () => {
  it("lists the lead's own bookings (and unlinked ones of its email), cancellable until cancelled", async () => {
    const email = `lister${slot}@visitor.example`;
    const b = await book(email);
    const other = await book();
    const [row] = await t.db.select().from(meetingBookings).where(eq(meetingBookings.id, b.id));
    expect(row!.leadId).toBeTruthy();
    // An older booking of the same address, made before any lead was linked.
    const older = await book(email.toUpperCase());
    await t.db.update(meetingBookings).set({ leadId: null }).where(eq(meetingBookings.id, older.id));

    const lead = { id: row!.leadId!, email };
    const listed = await leadMeetings(t.db, lead);
    expect(listed.map((m) => m.id).sort()).toEqual([b.id, older.id].sort());
    expect(listed.map((m) => m.id)).not.toContain(other.id);
    expect(listed.find((m) => m.id === b.id)).toMatchObject({
      status: "confirmed",
      cancellable: true,
      cancelledBy: null,
    });

    const staff = await staffClient(t, ["employee"]);
    expect(
      (await staff.post(`/api/intake/bookings/${b.id}/staff-cancel`, { reason: "Double booked" })).status,
    ).toBe(200);
    const after = (await leadMeetings(t.db, lead)).find((m) => m.id === b.id);
    expect(after).toMatchObject({
      status: "cancelled",
      cancellable: false,
      cancelledBy: staff.email,
      cancelReason: "Double booked",
    });
    // Once its time has come, a confirmed meeting is "past" and offers no cancel.
    const later = (await leadMeetings(t.db, lead, new Date(Date.now() + 90 * 86_400_000))).find(
      (m) => m.id === older.id,
    );
    expect(later).toMatchObject({ status: "past", cancellable: false });
  });

  it("a lead without an email lists only the bookings linked to it", async () => {
    expect(await leadMeetings(t.db, { id: "00000000-0000-4000-8000-000000000000", email: null })).toEqual([]);
  });
});
