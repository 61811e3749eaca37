import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { HANDBOOK_SECTIONS } from "../content/handbook.ts";
import { todayIso, workingDays } from "../lib/working-days.ts";
import { seedDemoOrgLists } from "./org-lists.seed.ts";
import {
  employeeProfiles,
  employeeReviews,
  goals,
  handbookSections,
  remoteWorkDays,
  schedulePatterns,
  schedules,
  timeOffPolicies,
  timeOffRequests,
} from "./people.tables.ts";

export type EmployeeSeed = {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
  isAdmin?: boolean;
};

/** Idempotent: one profile per email. */
export async function seedEmployeeProfile(db: Db, seed: EmployeeSeed): Promise<void> {
  await db
    .insert(employeeProfiles)
    .values({ ...seed, profileClaimed: seed.userId !== null, isAdmin: seed.isAdmin ?? false })
    .onConflictDoUpdate({ target: employeeProfiles.email, set: { userId: seed.userId } });
}

/** The starter handbook (content/handbook.ts), added once; sections already there are left alone. */
export async function ensureStarterHandbook(db: Db): Promise<void> {
  await db
    .insert(handbookSections)
    .values(HANDBOOK_SECTIONS.map((s, position) => ({ ...s, position })))
    .onConflictDoNothing({ target: handbookSections.slug });
}

// ---------------------------------------------------------------------------------------------
// Demo data: a small, clearly fictional organisation around the two demo accounts.

const DOMAIN = "demo.agency.example";
const ADMIN_EMAIL = `admin@${DOMAIN}`;
const EMPLOYEE_EMAIL = `employee@${DOMAIN}`;

type Colleague = {
  first: string;
  last: string;
  title: string;
  department: string;
  location: string;
  reportsTo: string | null;
  start: string;
  status?: "resigned";
};

/** Keyed by email local part; `reportsTo` names another key (or a demo account's email). */
const COLLEAGUES: Record<string, Colleague> = {
  "maya.okafor": {
    first: "Maya",
    last: "Okafor",
    title: "Chief Technology Officer",
    department: "Executive Leadership",
    location: "San Francisco Bay Area",
    reportsTo: ADMIN_EMAIL,
    start: "2019-04-01",
  },
  "jonah.reyes": {
    first: "Jonah",
    last: "Reyes",
    title: "Engineering Manager",
    department: "Software Engineering",
    location: "Arlington Virginia",
    reportsTo: "maya.okafor",
    start: "2020-02-17",
  },
  "priya.raman": {
    first: "Priya",
    last: "Raman",
    title: "Senior Software Engineer",
    department: "Software Engineering",
    location: "Islamabad Pakistan",
    reportsTo: "jonah.reyes",
    start: "2021-06-07",
  },
  "tomas.herrera": {
    first: "Tomás",
    last: "Herrera",
    title: "DevOps Engineer",
    department: "Software Engineering",
    location: "Panama City Panama",
    reportsTo: "jonah.reyes",
    start: "2022-09-12",
  },
  "leila.haddad": {
    first: "Leila",
    last: "Haddad",
    title: "Head of Design",
    department: "Design and User Experience (UX)",
    location: "Riyadh Saudi Arabia",
    reportsTo: "maya.okafor",
    start: "2020-11-02",
  },
  "sam.whitfield": {
    first: "Sam",
    last: "Whitfield",
    title: "Product Designer",
    department: "Design and User Experience (UX)",
    location: "San Francisco Bay Area",
    reportsTo: "leila.haddad",
    start: "2023-01-09",
  },
  "grace.liu": {
    first: "Grace",
    last: "Liu",
    title: "Head of Product",
    department: "Product Development",
    location: "San Francisco Bay Area",
    reportsTo: ADMIN_EMAIL,
    start: "2019-08-19",
  },
  "omar.siddiqui": {
    first: "Omar",
    last: "Siddiqui",
    title: "Business Analyst",
    department: "Product Development",
    location: "Islamabad Pakistan",
    reportsTo: "grace.liu",
    start: "2022-03-14",
  },
  "nora.brennan": {
    first: "Nora",
    last: "Brennan",
    title: "Head of People",
    department: "Human Resources (HR)",
    location: "Arlington Virginia",
    reportsTo: ADMIN_EMAIL,
    start: "2019-05-06",
  },
  "diego.alvarez": {
    first: "Diego",
    last: "Alvarez",
    title: "Account Executive",
    department: "Sales and Business Development",
    location: "Panama City Panama",
    reportsTo: ADMIN_EMAIL,
    start: "2021-10-04",
  },
  "hana.kobayashi": {
    first: "Hana",
    last: "Kobayashi",
    title: "Data Analyst",
    department: "Data and Analytics",
    location: "San Francisco Bay Area",
    reportsTo: "maya.okafor",
    start: "2022-07-18",
  },
  "fatima.alsayed": {
    first: "Fatima",
    last: "Al-Sayed",
    title: "Event Coordinator",
    department: "Events and Community Engagement",
    location: "Riyadh Saudi Arabia",
    reportsTo: "nora.brennan",
    start: "2023-04-03",
  },
  "ben.carter": {
    first: "Ben",
    last: "Carter",
    title: "Software Engineering Intern",
    department: "Fellowships and Internships",
    location: "Arlington Virginia",
    reportsTo: "jonah.reyes",
    start: "2025-06-02",
  },
  "rita.moreno": {
    first: "Rita",
    last: "Moreno",
    title: "Copywriter",
    department: "Marketing and Communications",
    location: "Arlington Virginia",
    reportsTo: ADMIN_EMAIL,
    start: "2020-05-11",
    status: "resigned",
  },
};

const emailOf = (key: string) => (key.includes("@") ? key : `${key}@${DOMAIN}`);
const addDays = (iso: string, days: number) =>
  todayIso(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
/** The next `n` weekdays from `from` (inclusive). */
function weekdays(from: string, n: number): string[] {
  const out: string[] = [];
  for (let d = from; out.length < n; d = addDays(d, 1)) {
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) out.push(d);
  }
  return out;
}

/**
 * The demo organisation: colleagues and reporting lines around the demo admin (CEO) and the demo
 * employee, and for the demo employee a schedule, goals, reviews, remote days and time off dated
 * around today. Idempotent: what exists is left as it is.
 */
export async function seedPeopleDemo(db: Db, now = new Date()): Promise<void> {
  await ensureStarterHandbook(db);
  await seedDemoOrgLists(db);
  // A sample time-off policy for this year (an administrator edits it on the policy page).
  await db
    .insert(timeOffPolicies)
    .values({
      year: now.getUTCFullYear(),
      vacationDays: 25,
      sickDays: 10,
      personalDays: 3,
      otherDays: 2,
      carryOverCap: 5,
    })
    .onConflictDoNothing();
  await db
    .insert(employeeProfiles)
    .values(
      Object.entries(COLLEAGUES).map(([key, c]) => ({
        firstName: c.first,
        lastName: c.last,
        email: emailOf(key),
        title: c.title,
        department: c.department,
        location: c.location,
        startDate: c.start,
        workPhone: null,
        ...(c.status
          ? {
              status: c.status,
              archivedAt: new Date(`${now.getUTCFullYear() - 1}-11-28T17:00:00Z`),
              archivedReason: "Moved abroad to join a publishing house.",
            }
          : {}),
      })),
    )
    .onConflictDoNothing({ target: employeeProfiles.email });
  const lines: [string, string | null][] = [
    ...Object.entries(COLLEAGUES).map(
      ([key, c]) => [emailOf(key), c.reportsTo ? emailOf(c.reportsTo) : null] as [string, string | null],
    ),
    [EMPLOYEE_EMAIL, emailOf("jonah.reyes")],
  ];
  const people = await db
    .select({ id: employeeProfiles.id, email: employeeProfiles.email })
    .from(employeeProfiles)
    .where(inArray(employeeProfiles.email, [...lines.map(([e]) => e), ADMIN_EMAIL]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  for (const [email, manager] of lines) {
    const id = idOf.get(email);
    const managerId = manager ? idOf.get(manager) : undefined;
    if (!id || !managerId) continue;
    await db
      .update(employeeProfiles)
      .set({ reportsTo: managerId })
      .where(and(eq(employeeProfiles.id, id), isNull(employeeProfiles.reportsTo)));
  }
  await db
    .update(employeeProfiles)
    .set({ location: "Arlington Virginia", startDate: "2018-09-03", workPhone: "(202) 555-0100" })
    .where(and(eq(employeeProfiles.email, ADMIN_EMAIL), isNull(employeeProfiles.location)));
  await db
    .update(employeeProfiles)
    .set({ location: "Arlington Virginia", startDate: "2023-03-06", workPhone: "(202) 555-0177" })
    .where(and(eq(employeeProfiles.email, EMPLOYEE_EMAIL), isNull(employeeProfiles.location)));

  const eli = idOf.get(EMPLOYEE_EMAIL);
  if (eli) await seedEmployeeActivity(db, eli, now);
  const avery = idOf.get(ADMIN_EMAIL);
  if (avery) await seedCompanyGoals(db, now);
}

async function isEmpty(
  db: Db,
  table: typeof schedulePatterns | typeof goals | typeof employeeReviews,
  employeeId: string,
) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.employeeId, employeeId));
  return (row?.n ?? 0) === 0;
}

/** The notes of the demo employee's one-off schedule changes (a deployment's journey checks they never show). */
export const DEMO_SCHEDULE_NOTES = ["Client workshop (Arlington office)", "Moved day off"] as const;

async function seedEmployeeActivity(db: Db, employeeId: string, now: Date) {
  const today = todayIso(now);
  const year = now.getUTCFullYear();
  if (await isEmpty(db, schedulePatterns, employeeId)) {
    // A weekly pattern from four weeks ago (Thursdays remote, short Fridays) and two one-off
    // changes: a client workshop with other hours and a day off.
    await db.insert(schedulePatterns).values({
      employeeId,
      effectiveFrom: addDays(today, -28),
      days: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        startTime: weekday === 5 ? "08:30" : "09:00",
        endTime: weekday === 5 ? "15:30" : "17:30",
        remote: weekday === 4,
      })),
    });
    const [workshop, off] = weekdays(addDays(today, 2), 6).filter((_, i) => i === 1 || i === 5);
    await db
      .insert(schedules)
      .values([
        {
          employeeId,
          date: workshop!,
          startTime: "08:00",
          endTime: "16:00",
          note: "Client workshop (Arlington office)",
        },
        { employeeId, date: off!, dayOff: true, note: "Moved day off" },
      ])
      .onConflictDoNothing();
    await db
      .insert(remoteWorkDays)
      .values(
        [`${year}-01-09`, `${year}-01-23`, `${year}-02-06`]
          .filter((d) => d < today)
          .map((date) => ({ employeeId, date, note: "Home office" })),
      )
      .onConflictDoNothing();
  }
  if (await isEmpty(db, employeeReviews, employeeId)) {
    await db.insert(employeeReviews).values([
      { employeeId, rating: 4, period: `${year - 1} H1` },
      { employeeId, rating: 4.5, period: `${year - 1} H2` },
      { employeeId, rating: 4.5, period: `${year} Q1` },
    ]);
  }
  if (await isEmpty(db, goals, employeeId)) {
    await db.insert(goals).values([
      {
        employeeId,
        title: "Ship the client portal's accessibility fixes",
        description: "Bring every screen of the client portal to WCAG 2.1 AA and add axe checks to CI.",
        targetDate: addDays(today, 20),
        status: "in_progress",
        progress: 80,
      },
      {
        employeeId,
        title: "Complete the AWS Solutions Architect course",
        description: "Use two learning days this quarter.",
        targetDate: addDays(today, 45),
        status: "in_progress",
        progress: 55,
      },
      {
        employeeId,
        title: "Mentor the engineering intern",
        description: "Weekly pairing sessions with Ben.",
        targetDate: addDays(today, 90),
        status: "in_progress",
        progress: 30,
      },
      {
        employeeId,
        title: "Write the deployment runbook",
        targetDate: addDays(today, 5),
        status: "not_started",
        progress: 0,
      },
      {
        employeeId,
        title: "Migrate the build to Vite",
        status: "completed",
        progress: 100,
        targetDate: addDays(today, -10),
      },
    ]);
    // The first Monday of February, Monday to Friday.
    let approvedStart = `${year}-02-01`;
    while (new Date(`${approvedStart}T00:00:00Z`).getUTCDay() !== 1)
      approvedStart = addDays(approvedStart, 1);
    const approvedEnd = addDays(approvedStart, 4);
    await db.insert(timeOffRequests).values([
      {
        employeeId,
        requestType: "vacation",
        startDate: approvedStart,
        endDate: approvedEnd,
        workingDays: workingDays(approvedStart, approvedEnd),
        notes: "Family trip.",
        status: "approved",
        managerNotes: "Enjoy it!",
        reviewedAt: new Date(`${year}-01-20T10:00:00Z`),
        createdAt: new Date(`${year}-01-15T09:30:00Z`),
      },
    ]);
  }
}

async function seedCompanyGoals(db: Db, now: Date) {
  const [row] = await db.select({ n: count() }).from(goals).where(eq(goals.isCompanyGoal, true));
  if ((row?.n ?? 0) > 0) return;
  const year = now.getUTCFullYear();
  await db.insert(goals).values([
    {
      title: `Reach a client satisfaction score of 9 or more in ${year}`,
      description: "Measured by the post-project survey of every engagement.",
      targetDate: `${year}-12-31`,
      isCompanyGoal: true,
      status: "in_progress",
      progress: 60,
      createdAt: new Date(`${year}-01-06T09:00:00Z`),
    },
    {
      title: "Open the Riyadh studio",
      description: "Hire a team of eight and run the first two client projects from Riyadh.",
      targetDate: `${year}-09-30`,
      isCompanyGoal: true,
      status: "in_progress",
      progress: 35,
      createdAt: new Date(`${year}-01-06T09:05:00Z`),
    },
    {
      title: "Publish twelve open-source tools",
      isCompanyGoal: true,
      targetDate: `${year}-12-31`,
      status: "in_progress",
      progress: 15,
      createdAt: new Date(`${year}-02-02T09:00:00Z`),
    },
  ]);
}
