import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSiteSettings, saveSiteSettings } from "#src/features/site/server/index.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { addDays, isoWeekday } from "./lib/schedule-days.ts";
import { todayIso } from "./lib/working-days.ts";
import { PEOPLE_MESSAGES } from "./people.contract.ts";
import { employeeProfiles, orgListEntries } from "./server/people.tables.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});

const account = (email: string, roles: "employee"[] = []) => t.signUp(email, roles);

type Person = { c: TestClient; id: string };

/** A profile added by the admin and linked straight to a new account with the employee role. */
async function employee(first: string, last: string, extra: Record<string, unknown> = {}): Promise<Person> {
  const email = `${first}.${last}@schedule.example`.toLowerCase();
  const created = await admin.c.post("/api/people/employees", {
    firstName: first,
    lastName: last,
    email,
    startDate: "2024-01-15",
    ...extra,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { c, userId } = await account(email, ["employee"]);
  await t.db
    .update(employeeProfiles)
    .set({ userId, profileClaimed: true })
    .where(eq(employeeProfiles.id, created.json.employee.id));
  return { c, id: created.json.employee.id };
}

const TODAY = todayIso();
const YEAR = Number(TODAY.slice(0, 4));
/** The first date from `from` on that falls on the ISO weekday. */
const next = (weekday: number, from = addDays(TODAY, 1)) => {
  let d = from;
  while (isoWeekday(d) !== weekday) d = addDays(d, 1);
  return d;
};
const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: "09:00",
  endTime: "17:00",
  remote: weekday === 3,
}));

let admin: Person;
let lead: Person;
let dev: Person;
let peer: Person;
let otherManager: Person;
let workspaceUser: TestClient;

beforeAll(async () => {
  // The office the profiles below name (an admin adds it at /employee/organization/lists).
  await t.db.insert(orgListEntries).values({ kind: "location", name: "Arlington Virginia" });
  const a = await account("owner@schedule.example", ["employee"]);
  const own = await a.c.post("/api/people/me", {
    firstName: "Ada",
    lastName: "Admin",
    email: "owner@schedule.example",
    startDate: "2024-01-01",
    location: "Arlington Virginia",
  });
  expect(own.status).toBe(201);
  admin = { c: a.c, id: own.json.employee.id };
  lead = await employee("Lena", "Lead");
  const mid = await employee("Milo", "Middle", { reportsTo: lead.id });
  dev = await employee("Dana", "Dev", { reportsTo: mid.id, location: "Arlington Virginia" });
  peer = await employee("Pere", "Peer", { reportsTo: mid.id });
  otherManager = await employee("Omar", "Other");
  workspaceUser = (await account("workspace@schedule.example")).c;
});

type Day = { date: string; kind: string; startTime: string | null; remote: boolean; note: string | null };
const dayOf = async (c: TestClient, date: string, who = "") => {
  const page = await c.get(`/api/people/schedule${who ? `?employee=${who}` : ""}`);
  expect(page.status, JSON.stringify(page.json)).toBe(200);
  return (page.json.upcoming as Day[]).find((d) => d.date === date);
};

describe("schedules: a weekly pattern and one-off changes, set by the manager chain or an admin", () => {
  it("lets a manager up the chain set a report's pattern and change one day; the employee sees both", async () => {
    const set = await lead.c.put(`/api/people/schedule/${dev.id}/pattern`, {
      effectiveFrom: TODAY,
      days: WEEK,
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.message).toBe(PEOPLE_MESSAGES.patternSaved);
    const monday = next(1);
    expect(await dayOf(dev.c, monday)).toMatchObject({ kind: "work", startTime: "09:00", remote: false });
    expect(await dayOf(dev.c, next(3))).toMatchObject({ kind: "work", remote: true });
    expect(await dayOf(dev.c, next(6))).toBeUndefined();

    const tuesday = next(2);
    const change = await lead.c.put(`/api/people/schedule/${dev.id}/changes`, {
      date: tuesday,
      startTime: "07:30",
      endTime: "12:00",
      note: "Client workshop",
    });
    expect(change.status, JSON.stringify(change.json)).toBe(200);
    expect(change.json.message).toBe(PEOPLE_MESSAGES.changeSaved);
    const off = await admin.c.put(`/api/people/schedule/${dev.id}/changes`, { date: next(4), dayOff: true });
    expect(off.status).toBe(200);
    const page = (await dev.c.get("/api/people/schedule")).json;
    expect(page).toMatchObject({ own: true, canEdit: false, employee: { id: dev.id } });
    expect(page.pattern.days).toHaveLength(5);
    expect(page.upcoming.find((d: Day) => d.date === tuesday)).toMatchObject({
      kind: "work",
      startTime: "07:30",
      source: "change",
      note: "Client workshop",
    });
    expect(page.upcoming.find((d: Day) => d.date === next(4))).toMatchObject({
      kind: "off",
      startTime: null,
    });

    // The manager sees and edits it from their side; the audit log names each change.
    const managerView = (await lead.c.get(`/api/people/schedule?employee=${dev.id}`)).json;
    expect(managerView).toMatchObject({ own: false, canEdit: true });
    expect(managerView.team.map((p: { id: string }) => p.id)).toContain(dev.id);
    const audit = await t.db
      .select({ action: adminActivityLogs.action })
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.entityId, dev.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["schedule.pattern_set", "schedule.change_set"]),
    );

    // Undoing the change brings the pattern's hours back.
    const removed = await lead.c.del(`/api/people/schedule/changes/${change.json.change.id}`);
    expect(removed.json.message).toBe(PEOPLE_MESSAGES.changeRemoved);
    expect(await dayOf(dev.c, tuesday)).toMatchObject({ startTime: "09:00", source: "pattern" });
  });

  it("keeps the days before a new pattern as they were: a pattern applies from its date on", async () => {
    const later = addDays(next(1), 7);
    const res = await admin.c.put(`/api/people/schedule/${dev.id}/pattern`, {
      effectiveFrom: later,
      days: [{ weekday: 1, startTime: "10:00", endTime: "14:00" }],
    });
    expect(res.status).toBe(200);
    expect(await dayOf(dev.c, next(1))).toMatchObject({ startTime: "09:00" });
    expect(await dayOf(dev.c, later)).toMatchObject({ startTime: "10:00" });
    expect(await dayOf(dev.c, addDays(later, 1))).toBeUndefined();
    const page = (await dev.c.get("/api/people/schedule")).json;
    expect(page.nextPattern).toMatchObject({ effectiveFrom: later });
    // Back to the five-day week for the tests below.
    await admin.c.put(`/api/people/schedule/${dev.id}/pattern`, { effectiveFrom: later, days: WEEK });
  });

  it("refuses bad input with a clear message on the field, and stores nothing", async () => {
    const url = `/api/people/schedule/${dev.id}/pattern`;
    const cases: [unknown, Record<string, string>][] = [
      [{ days: WEEK }, { effectiveFrom: PEOPLE_MESSAGES.scheduleDateRequired }],
      [{ effectiveFrom: "2026-02-30", days: WEEK }, { effectiveFrom: PEOPLE_MESSAGES.invalidDate }],
      [
        { effectiveFrom: TODAY, days: [{ weekday: 1, startTime: "9am", endTime: "17:00" }] },
        { "days.0.startTime": PEOPLE_MESSAGES.timeInvalid },
      ],
      [
        { effectiveFrom: TODAY, days: [{ weekday: 1, startTime: "17:00", endTime: "09:00" }] },
        { "days.0.endTime": PEOPLE_MESSAGES.endAfterStart },
      ],
      [
        { effectiveFrom: TODAY, days: [{ weekday: 8, startTime: "09:00", endTime: "17:00" }] },
        { "days.0.weekday": PEOPLE_MESSAGES.weekdayInvalid },
      ],
      [{ effectiveFrom: TODAY, days: [WEEK[0], WEEK[0]] }, { days: PEOPLE_MESSAGES.weekdayTwice }],
      [
        { effectiveFrom: addDays(TODAY, -1), days: WEEK },
        { effectiveFrom: PEOPLE_MESSAGES.scheduleDatePast },
      ],
      [
        { effectiveFrom: addDays(TODAY, 800), days: WEEK },
        { effectiveFrom: PEOPLE_MESSAGES.scheduleDateFar },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await lead.c.put(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    const changes = `/api/people/schedule/${dev.id}/changes`;
    const bad: [unknown, Record<string, string>][] = [
      [
        { date: next(5) },
        { startTime: PEOPLE_MESSAGES.hoursOrDayOff, endTime: PEOPLE_MESSAGES.hoursOrDayOff },
      ],
      [{ date: next(5), startTime: "12:00", endTime: "11:00" }, { endTime: PEOPLE_MESSAGES.endAfterStart }],
      [{ date: "", dayOff: true }, { date: PEOPLE_MESSAGES.scheduleDateRequired }],
      [
        { date: next(5), dayOff: true, note: "x".repeat(201) },
        { note: "Note must be at most 200 characters" },
      ],
      [{ date: addDays(TODAY, -2), dayOff: true }, { date: PEOPLE_MESSAGES.scheduleDatePast }],
    ];
    for (const [body, fields] of bad) {
      const res = await lead.c.put(changes, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    expect(await dayOf(dev.c, next(5))).toMatchObject({ kind: "work", startTime: "09:00" });
  });

  it("refuses everyone else: the employee, a colleague, a manager of another team, the workspace user, anonymous", async () => {
    const pattern = { effectiveFrom: TODAY, days: WEEK };
    const change = { date: next(5), dayOff: true };
    for (const [who, c] of [
      ["the employee themself", dev.c],
      ["a colleague", peer.c],
      ["a manager of another team", otherManager.c],
    ] as const) {
      const p = await c.put(`/api/people/schedule/${dev.id}/pattern`, pattern);
      expect(p.status, who).toBe(403);
      expect(p.json.error, who).toBe(PEOPLE_MESSAGES.scheduleEditNotAllowed);
      expect((await c.put(`/api/people/schedule/${dev.id}/changes`, change)).status, who).toBe(403);
    }
    for (const c of [peer.c, otherManager.c]) {
      const view = await c.get(`/api/people/schedule?employee=${dev.id}`);
      expect(view.status).toBe(403);
      expect(view.json.error).toBe(PEOPLE_MESSAGES.scheduleViewNotAllowed);
    }
    // A report cannot look up the chain either.
    expect((await dev.c.get(`/api/people/schedule?employee=${lead.id}`)).status).toBe(403);
    const set = await lead.c.put(`/api/people/schedule/${dev.id}/changes`, change);
    for (const c of [peer.c, otherManager.c])
      expect((await c.del(`/api/people/schedule/changes/${set.json.change.id}`)).status).toBe(404);
    expect((await dev.c.del(`/api/people/schedule/changes/${set.json.change.id}`)).status).toBe(403);
    for (const [method, url, body] of [
      ["GET", "/api/people/schedule", undefined],
      ["PUT", `/api/people/schedule/${dev.id}/pattern`, pattern],
      ["PUT", `/api/people/schedule/${dev.id}/changes`, change],
      ["DELETE", `/api/people/schedule/changes/${set.json.change.id}`, undefined],
      ["POST", "/api/people/schedule/proposals", { kind: "change", ...change }],
      ["POST", "/api/people/remote-days", { date: TODAY }],
    ] as const) {
      expect((await workspaceUser.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await t.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    expect(await dayOf(dev.c, next(5))).toMatchObject({ kind: "off" });
    expect((await lead.c.del(`/api/people/schedule/changes/${set.json.change.id}`)).status).toBe(200);
    // Unknown ids are not found, never a database error.
    expect((await lead.c.put("/api/people/schedule/nope/pattern", pattern)).status).toBe(404);
    expect((await lead.c.del("/api/people/schedule/changes/nope")).status).toBe(404);
    expect((await lead.c.get("/api/people/schedule?employee=nope")).status).toBe(400);
  });

  it("shows approved leave and public holidays instead of working hours", async () => {
    const policy = await admin.c.put(`/api/people/time-off-policy/${YEAR + 1}`, {
      vacationDays: 25,
      sickDays: 10,
      personalDays: 3,
      otherDays: 2,
      carryOverCap: 0,
    });
    expect(policy.status).toBe(200);
    await admin.c.put(`/api/people/time-off-policy/${YEAR}`, {
      vacationDays: 25,
      sickDays: 10,
      personalDays: 3,
      otherDays: 2,
      carryOverCap: 0,
    });
    const leaveDay = addDays(next(1), 7);
    const holiday = addDays(next(2), 7);
    const req = await dev.c.post("/api/people/time-off", {
      requestType: "vacation",
      startDate: leaveDay,
      endDate: leaveDay,
    });
    expect(req.status, JSON.stringify(req.json)).toBe(201);
    expect(await dayOf(dev.c, leaveDay)).toMatchObject({ kind: "work" });
    expect(
      (await lead.c.post(`/api/people/time-off/${req.json.request.id}/review`, { decision: "approved" }))
        .status,
    ).toBe(200);
    expect(await dayOf(dev.c, leaveDay)).toMatchObject({ kind: "leave", startTime: null, note: "vacation" });
    const h = await admin.c.post("/api/people/time-off-policy/holidays", {
      date: holiday,
      name: "Founders Day",
      location: "Arlington Virginia",
    });
    expect(h.status).toBe(201);
    expect(await dayOf(dev.c, holiday)).toMatchObject({ kind: "holiday", note: "Founders Day" });
    // Peer works elsewhere (no location): the Arlington holiday is not theirs.
    await admin.c.put(`/api/people/schedule/${peer.id}/pattern`, { effectiveFrom: TODAY, days: WEEK });
    expect(await dayOf(peer.c, holiday)).toMatchObject({ kind: "work" });
  });
});

describe("schedule proposals: the employee proposes, the manager chain or an admin answers", () => {
  it("applies an accepted proposal, tells the employee by email, and refuses answering twice", async () => {
    const day = addDays(next(5), 14);
    const sent = await dev.c.post("/api/people/schedule/proposals", {
      kind: "change",
      date: day,
      startTime: "12:00",
      endTime: "20:00",
      remote: true,
      reason: "Evening release",
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.message).toBe(PEOPLE_MESSAGES.proposalSent);
    expect(await dayOf(dev.c, day)).toMatchObject({ startTime: "09:00" });
    const waiting = (await lead.c.get("/api/people/schedule")).json.toDecide;
    expect(waiting.map((p: { id: string }) => p.id)).toContain(sent.json.proposal.id);
    expect((await otherManager.c.get("/api/people/schedule")).json.toDecide).toEqual([]);

    const url = `/api/people/schedule/proposals/${sent.json.proposal.id}/decision`;
    expect((await dev.c.post(url, { decision: "accepted" })).json.error).toBe(PEOPLE_MESSAGES.proposalOwn);
    for (const c of [peer.c, otherManager.c])
      expect((await c.post(url, { decision: "accepted" })).status).toBe(404);
    expect((await workspaceUser.post(url, { decision: "accepted" })).status).toBe(403);
    expect((await t.client().post(url, { decision: "accepted" })).status).toBe(401);
    const bad = await lead.c.post(url, { decision: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.decision).toBe(PEOPLE_MESSAGES.decisionRequired);

    const ok = await lead.c.post(url, { decision: "accepted", note: "Fine by me" });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.message).toBe(PEOPLE_MESSAGES.proposalAccepted);
    expect(await dayOf(dev.c, day)).toMatchObject({ startTime: "12:00", remote: true, source: "change" });
    const again = await admin.c.post(url, { decision: "declined" });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(PEOPLE_MESSAGES.proposalAnswered);
    const mine = (await dev.c.get("/api/people/schedule")).json.proposals;
    expect(mine[0]).toMatchObject({
      status: "accepted",
      decisionNote: "Fine by me",
      decidedBy: { id: lead.id },
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, "people-schedule-proposal"), eq(mailOutbox.to, "dana.dev@schedule.example")),
      );
    expect(mail?.subject).toBe("Your schedule proposal was accepted");
  });

  it("declines a weekly pattern with a note, lets the employee withdraw a waiting one, and checks the input", async () => {
    const from = addDays(next(1), 21);
    const pattern = {
      kind: "pattern",
      effectiveFrom: from,
      days: [{ weekday: 2, startTime: "08:00", endTime: "16:00" }],
    };
    const sent = await dev.c.post("/api/people/schedule/proposals", pattern);
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const no = await admin.c.post(`/api/people/schedule/proposals/${sent.json.proposal.id}/decision`, {
      decision: "declined",
      note: "Tuesdays need cover",
    });
    expect(no.json.message).toBe(PEOPLE_MESSAGES.proposalDeclined);
    expect(await dayOf(dev.c, from)).toMatchObject({ startTime: "09:00" });
    const outbox = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "people-schedule-proposal"));
    expect(outbox.map((m) => m.subject)).toContain("Your schedule proposal was declined");

    const second = await dev.c.post("/api/people/schedule/proposals", pattern);
    expect((await peer.c.del(`/api/people/schedule/proposals/${second.json.proposal.id}`)).status).toBe(404);
    const gone = await dev.c.del(`/api/people/schedule/proposals/${second.json.proposal.id}`);
    expect(gone.json.message).toBe(PEOPLE_MESSAGES.proposalWithdrawn);

    const bad: [unknown, Record<string, string>][] = [
      [{ kind: "change", date: next(5) }, { startTime: PEOPLE_MESSAGES.hoursOrDayOff }],
      [
        { ...pattern, effectiveFrom: addDays(TODAY, -7) },
        { effectiveFrom: PEOPLE_MESSAGES.scheduleDatePast },
      ],
      [
        { ...pattern, days: [{ weekday: 2, startTime: "25:00", endTime: "26:00" }] },
        { "days.0.startTime": PEOPLE_MESSAGES.timeInvalid },
      ],
      [{ ...pattern, reason: "x".repeat(501) }, { reason: "Reason must be at most 500 characters" }],
    ];
    for (const [body, fields] of bad) {
      const res = await dev.c.post("/api/people/schedule/proposals", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    const noKind = await dev.c.post("/api/people/schedule/proposals", { date: next(5) });
    expect(noKind.status).toBe(400);
  });
});

describe("remote work: recorded by the employee or marked by the schedule, counted on the dashboard", () => {
  it("counts recorded days and the schedule's remote days once each, this month and this year", async () => {
    const remoteWorker = await employee("Rhea", "Remote", { reportsTo: lead.id });
    const before = (await remoteWorker.c.get("/api/people/metrics")).json;
    expect(before).toMatchObject({ remoteDaysThisMonth: 0, remoteDaysThisYear: 0 });
    // Every day remote from today: today counts (a schedule's future days do not, yet).
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      startTime: "09:00",
      endTime: "17:00",
      remote: true,
    }));
    await lead.c.put(`/api/people/schedule/${remoteWorker.id}/pattern`, {
      effectiveFrom: TODAY,
      days: everyDay,
    });
    expect((await remoteWorker.c.get("/api/people/metrics")).json).toMatchObject({
      remoteDaysThisMonth: 1,
      remoteDaysThisYear: 1,
    });
    const today = await remoteWorker.c.post("/api/people/remote-days", { date: TODAY, note: "Home office" });
    expect(today.status, JSON.stringify(today.json)).toBe(201);
    expect(today.json.message).toBe(PEOPLE_MESSAGES.remoteRecorded);
    const yesterday = addDays(TODAY, -1);
    expect((await remoteWorker.c.post("/api/people/remote-days", { date: yesterday })).status).toBe(201);
    const sameYear = yesterday.slice(0, 4) === TODAY.slice(0, 4);
    const sameMonth = yesterday.slice(0, 7) === TODAY.slice(0, 7);
    expect((await remoteWorker.c.get("/api/people/metrics")).json).toMatchObject({
      remoteDaysThisMonth: sameMonth ? 2 : 1,
      remoteDaysThisYear: sameYear ? 2 : 1,
    });
    const page = (await remoteWorker.c.get("/api/people/schedule")).json;
    expect(page.remoteDays.map((d: { date: string }) => d.date)).toEqual([TODAY, yesterday]);

    // Someone else's day is not found; one's own goes.
    expect((await dev.c.del(`/api/people/remote-days/${today.json.day.id}`)).status).toBe(404);
    expect((await lead.c.del(`/api/people/remote-days/${today.json.day.id}`)).status).toBe(404);
    expect((await remoteWorker.c.del(`/api/people/remote-days/${today.json.day.id}`)).json.message).toBe(
      PEOPLE_MESSAGES.remoteRemoved,
    );
    const audit = await t.db
      .select({ action: adminActivityLogs.action })
      .from(adminActivityLogs)
      .where(eq(adminActivityLogs.entityId, remoteWorker.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["remote_day.recorded", "remote_day.removed"]),
    );
  });

  it("refuses a future day, a day too long ago, a day twice and a day of approved leave", async () => {
    const cases: [unknown, number, string][] = [
      [{}, 400, PEOPLE_MESSAGES.remoteDateRequired],
      [{ date: "yesterday" }, 400, PEOPLE_MESSAGES.invalidDate],
      [{ date: addDays(TODAY, 1) }, 400, PEOPLE_MESSAGES.remoteFuture],
      [{ date: `${YEAR - 2}-12-31` }, 400, PEOPLE_MESSAGES.remoteTooOld(YEAR - 1)],
      [{ date: TODAY, note: "x".repeat(201) }, 400, "Note must be at most 200 characters"],
    ];
    for (const [body, status, message] of cases) {
      const res = await peer.c.post("/api/people/remote-days", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.fields.date ?? res.json.fields.note, JSON.stringify(body)).toBe(message);
    }
    expect((await peer.c.post("/api/people/remote-days", { date: TODAY })).status).toBe(201);
    const twice = await peer.c.post("/api/people/remote-days", { date: TODAY });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(PEOPLE_MESSAGES.remoteExists);
    // An approved day of leave is not a remote day.
    const leaveDay = addDays(TODAY, -3);
    // Written directly: a request made and approved last week (the API takes only future dates).
    await t.db.execute(
      sql`insert into time_off_requests (employee_id, request_type, start_date, end_date, working_days, status)
        values (${peer.id}, 'vacation', ${leaveDay}, ${leaveDay}, 1, 'approved')`,
    );
    const onLeave = await peer.c.post("/api/people/remote-days", { date: leaveDay });
    expect(onLeave.status).toBe(409);
    expect(onLeave.json.error).toBe(PEOPLE_MESSAGES.remoteOnLeave);
  });
});

describe("hostile input", () => {
  it("never answers 500 to random bodies on the schedule and remote-day endpoints", async () => {
    const writes = [
      ["PUT", `/api/people/schedule/${dev.id}/pattern`],
      ["PUT", `/api/people/schedule/${dev.id}/changes`],
      ["POST", "/api/people/schedule/proposals"],
      ["POST", "/api/people/schedule/proposals/00000000-0000-4000-8000-000000000000/decision"],
      ["POST", "/api/people/remote-days"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.anything(), async ([method, url], body) => {
        const res = await lead.c.request(method, url, JSON.stringify(body ?? null) ?? "null");
        expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});

describe("company policy is data: the working week of time off comes from the site settings", () => {
  it("counts a request in the working week an admin set in the business hours", async () => {
    const settings = await getSiteSettings(t.db);
    // Next Saturday: not a working day until the business works Saturdays.
    const saturday = addDays(next(6), 14);
    const body = { requestType: "personal", startDate: saturday, endDate: saturday };
    const refused = await peer.c.post("/api/people/time-off", body);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(PEOPLE_MESSAGES.noWorkingDays);
    await saveSiteSettings(t.db, {
      ...settings,
      businessHours: { ...settings.businessHours, workingDays: [1, 2, 3, 4, 5, 6] },
    });
    try {
      const ok = await peer.c.post("/api/people/time-off", body);
      expect(ok.status, JSON.stringify(ok.json)).toBe(201);
      expect(ok.json.request.workingDays).toBe(1);
    } finally {
      await saveSiteSettings(t.db, settings);
    }
  });
});
