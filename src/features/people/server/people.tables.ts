import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

export type EmergencyContact = { name: string; relationship: string; phone: string };
export type MedicalInfo = {
  allergies?: string[];
  allergiesOther?: string;
  conditions?: string;
  medications?: string;
};
export type Preferences = {
  dietary?: string[];
  dietaryOther?: string;
  accommodations?: string[];
  accommodationsOther?: string;
};

/** An employee's staff record, linked to their user account; the portal gate asks for one. */
export const employeeProfiles = pgTable(
  "employee_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    title: text("title"),
    department: text("department"),
    reportsTo: uuid("reports_to").references((): AnyPgColumn => employeeProfiles.id, {
      onDelete: "set null",
    }),
    startDate: date("start_date").notNull().defaultNow(),
    email: text("email").notNull().unique(),
    workPhone: text("work_phone"),
    personalPhone: text("personal_phone"),
    /** The stored file id of the avatar (private storage, served by the portal's avatar route). */
    avatarUrl: text("avatar_url"),
    pin: text("pin"),
    location: text("location"),
    birthday: date("birthday"),
    personalEmail: text("personal_email"),
    profileClaimed: boolean("profile_claimed").notNull().default(false),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** SHA-256 of the open invite's token (the link carries the token itself); null once used. */
    inviteToken: text("invite_token").unique(),
    inviteSentAt: timestamp("invite_sent_at", { withTimezone: true }),
    status: text("status").notNull().default("active"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    archivedReason: text("archived_reason"),
    emergencyContacts: jsonb("emergency_contacts").$type<EmergencyContact[]>().notNull().default([]),
    medicalInfo: jsonb("medical_info").$type<MedicalInfo>().notNull().default({}),
    preferences: jsonb("preferences").$type<Preferences>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One profile per account: an invite claimed twice in parallel cannot link one account twice.
    uniqueIndex("employee_profiles_user_idx").on(t.userId),
    index("employee_profiles_name_idx").on(t.lastName, t.firstName, t.id),
    index("employee_profiles_reports_to_idx").on(t.reportsTo),
  ],
);

/** Time off: created pending by the employee, approved or rejected by their manager or an admin. */
export const timeOffRequests = pgTable(
  "time_off_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    requestType: text("request_type").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /**
     * Monday to Friday days in the range that are not public holidays at the employee's location,
     * counted when the request is made; 0.5 for a half day.
     */
    workingDays: real("working_days").notNull(),
    /** A single day taken as a half day (counts 0.5). */
    halfDay: boolean("half_day").notNull().default(false),
    notes: text("notes"),
    status: text("status").notNull().default("pending"),
    managerNotes: text("manager_notes"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => employeeProfiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("time_off_requests_employee_idx").on(t.employeeId, t.startDate),
    index("time_off_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** One day of a weekly pattern: ISO weekday (1 Monday … 7 Sunday), hours, and whether it is remote. */
export type PatternDay = { weekday: number; startTime: string; endTime: string; remote: boolean };

/**
 * An employee's weekly pattern of working hours, from a date on (decision 040): the pattern of a
 * day is the latest version whose effective_from is on or before it, so setting a new pattern never
 * rewrites the days before it. A weekday missing from `days` is not a working day.
 */
export const schedulePatterns = pgTable(
  "schedule_patterns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    effectiveFrom: date("effective_from").notNull(),
    days: jsonb("days").$type<PatternDay[]>().notNull(),
    setBy: uuid("set_by").references((): AnyPgColumn => employeeProfiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("schedule_patterns_employee_from_idx").on(t.employeeId, t.effectiveFrom)],
);

/**
 * A one-off change of one day (My Schedule; the dashboard shows the next three days): other hours
 * than the pattern's, or a day off (day_off, no hours). One per employee and date.
 */
export const schedules = pgTable(
  "schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    /** Null on a day off. */
    startTime: time("start_time"),
    endTime: time("end_time"),
    dayOff: boolean("day_off").notNull().default(false),
    remote: boolean("remote").notNull().default(false),
    /** What the day is (a client workshop, office day); optional. */
    note: text("note"),
    setBy: uuid("set_by").references((): AnyPgColumn => employeeProfiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("schedules_employee_date_idx").on(t.employeeId, t.date)],
);

/** What an employee proposes: a new weekly pattern from a date, or a one-off change of a day. */
export type ScheduleProposalPayload =
  | { kind: "pattern"; effectiveFrom: string; days: PatternDay[] }
  | {
      kind: "change";
      date: string;
      dayOff: boolean;
      startTime: string | null;
      endTime: string | null;
      remote: boolean;
    };

/** An employee's proposed schedule change, accepted (and applied) or declined by a manager or admin. */
export const scheduleProposals = pgTable(
  "schedule_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<ScheduleProposalPayload>().notNull(),
    reason: text("reason"),
    status: text("status").notNull().default("pending"),
    decidedBy: uuid("decided_by").references((): AnyPgColumn => employeeProfiles.id, {
      onDelete: "set null",
    }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("schedule_proposals_employee_idx").on(t.employeeId, t.createdAt),
    index("schedule_proposals_status_idx").on(t.status, t.createdAt),
  ],
);

/** An employee's goal, or a company goal (employee_id null) everyone sees. */
export const goals = pgTable(
  "goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id").references(() => employeeProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    targetDate: date("target_date"),
    isCompanyGoal: boolean("is_company_goal").notNull().default(false),
    status: text("status").notNull().default("in_progress"),
    progress: integer("progress").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("goals_employee_idx").on(t.employeeId, t.createdAt)],
);

/** The Employee Handbook, by category. */
export const handbookSections = pgTable("handbook_sections", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  category: text("category").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Performance review ratings (1 to 5); the dashboard shows their average. */
export const employeeReviews = pgTable(
  "employee_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    rating: real("rating").notNull(),
    period: text("period"),
    /** Who wrote it: a manager up the employee's chain or a portal administrator. */
    reviewerId: uuid("reviewer_id").references((): AnyPgColumn => employeeProfiles.id, {
      onDelete: "set null",
    }),
    strengths: text("strengths"),
    improvements: text("improvements"),
    /** Seen by the manager chain and administrators; by the employee only when notes_shared. */
    privateNotes: text("private_notes"),
    notesShared: boolean("notes_shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("employee_reviews_employee_idx").on(t.employeeId)],
);

/** Days an employee worked remotely (the dashboard's remote work card). */
export const remoteWorkDays = pgTable(
  "remote_work_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    /** What the day was (optional): "Home office", "Client site in Riyadh". */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("remote_work_days_employee_date_idx").on(t.employeeId, t.date)],
);

/**
 * The time-off policy of one year (decision 033): the allowance of each leave type in
 * working days, and how many unused vacation days of the year before carry over into it. A year
 * without its own row follows the latest earlier year's; before any policy, nothing is allowed.
 */
export const timeOffPolicies = pgTable("time_off_policies", {
  year: integer("year").primaryKey(),
  vacationDays: real("vacation_days").notNull(),
  sickDays: real("sick_days").notNull(),
  personalDays: real("personal_days").notNull(),
  otherDays: real("other_days").notNull(),
  /** At most this many unused vacation days of the year before carry over (0: none). */
  carryOverCap: real("carry_over_cap").notNull().default(0),
  updatedBy: uuid("updated_by").references(() => employeeProfiles.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One employee's own allowance of one leave type in one year, instead of the policy's. */
export const timeOffOverrides = pgTable(
  "time_off_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    requestType: text("request_type").notNull(),
    allowanceDays: real("allowance_days").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("time_off_overrides_unique_idx").on(t.employeeId, t.year, t.requestType)],
);

/** A public holiday: not a day off to count, at one office location or (location null) at all. */
export const publicHolidays = pgTable(
  "public_holidays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    date: date("date").notNull(),
    name: text("name").notNull(),
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("public_holidays_date_location_key").on(t.date, t.location).nullsNotDistinct()],
);

/**
 * The organisation's lists an admin keeps (decision 048): office locations, departments and the
 * job titles of each department. Profiles and holidays keep the name as text, checked against the
 * list when written; a rename carries over to them in the same transaction. An entry in use is
 * archived (hidden from new choices), never deleted.
 */
export const orgListEntries = pgTable(
  "org_list_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** location | department | title */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** A title's department; null for locations and departments. */
    departmentId: uuid("department_id").references((): AnyPgColumn => orgListEntries.id, {
      onDelete: "cascade",
    }),
    position: integer("position").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("org_list_entries_name_idx").on(
      t.kind,
      sql`coalesce(${t.departmentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);
