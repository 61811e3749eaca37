import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isoDateTime, isoDay, rowId } from "#src/lib/wire.ts";

/** The portal's messages, in the product's fixed wording (screens and tests say the same). */
export const PM = {
  loginRequired: "Please log in to access the employee portal",
  metricsLoadFailed: "Failed to load employee metrics",
  scheduleLoadFailed: "Failed to load schedule",
  profileLoadFailed: "Failed to load profile",
  managersLoadFailed: "Failed to load managers",
  employeeDataLoadFailed: "Failed to load employee data",
  avatarUploadFailed: "Failed to upload profile picture",
  saveFailed: "Failed to save employee",
  employeesLoadFailed: "Failed to load employees",
  archiveFailed: "Failed to archive employee",
  deleteFailed: "Failed to delete employee",
  adminUpdateFailed: "Failed to update admin access",
  organizationLoadFailed: "Failed to load organizational data",
  handbookLoadFailed: "Failed to load handbook content",
  authRequired: "Authentication required",
  // Time off
  noAuthenticatedUser: "No authenticated user found",
  employeeAccessError: "Error checking employee access",
  noProfileContactAdmin: "No employee profile found. Please contact your administrator.",
  timeOffLoadFailed: "Failed to load time off requests",
  createRequestNoProfile: "Error creating request: Profile not found",
  createTimeOffError: "Error creating time off request",
  submitFailed: "Failed to submit request",
  profileDataLoadFailed: "Failed to load profile data",
  bothDates: "Please select both start and end dates",
  // Goals
  goalsProfileError: "Error fetching employee profile",
  goalsProfileNotFound: "Employee profile not found",
  goalsFetchError: "Error fetching goals",
  goalCreateError: "Error creating goal",
  reportError: "Error generating report",
  // Success
  profileCreated: "Profile created successfully",
  employeeUpdated: "Employee updated successfully",
  employeeCreated: "Employee created successfully",
  avatarUpdated: "Profile picture updated successfully",
  employeeArchived: "Employee archived successfully",
  employeeDeleted: "Employee deleted successfully",
  adminGranted: "Admin access granted",
  adminRevoked: "Admin access revoked",
  timeOffSubmitted: "Time off request submitted successfully",
  goalCreated: "Goal created successfully",
  weeklyReport: "Weekly report generated",
  monthlyReport: "Monthly report generated",
  loggedOut: "Successfully logged out",
  disableAdminTitle: "Disable Admin Access?",
  accessDenied: (role: string) => `Access denied: ${role} role required`,
} as const;

/** How a leave type reads inside a sentence. */
export const LEAVE_NAMES: Record<string, string> = {
  vacation: "vacation",
  sick: "sick leave",
  personal: "personal leave",
  other: "other leave",
};

/**
 * Ours: the rules the older product did not have (the server now enforces them)
 * and the invite flow of decision 025.
 */
export const PEOPLE_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  invalidEmail: "Invalid email address",
  startDateRequired: "Start date is required",
  invalidDate: "Enter a real date (YYYY-MM-DD)",
  invalidPhone: "Use digits, spaces and + ( ) - only",
  invalidLocation: "Choose one of our office locations",
  emailTaken: "Another employee profile already uses this email address.",
  notFound: "Employee not found",
  adminOnly: "Only portal administrators can do this.",
  ownProfileOnly: "You can only change your own profile.",
  ownProfileExists: "You already have an employee profile.",
  firstProfileOnly:
    "Employee profiles are created by an administrator. Ask your administrator to add your profile.",
  profileArchived: "Your employee profile is archived. Please contact your administrator.",
  reportsToSelf: "An employee cannot report to themselves.",
  reportsToUnknown: "Choose a manager from the list of employees.",
  reportsToInactive: "Choose an active employee as manager.",
  reportingCycle: (manager: string, employee: string) =>
    `${manager} already reports to ${employee}, directly or through others: that would make a loop.`,
  archiveReasonRequired: "Please give a reason for archiving",
  archiveStatusRequired: "Choose archived, terminated or resigned",
  cannotArchiveSelf: "You cannot archive your own profile.",
  cannotDeleteSelf: "You cannot delete your own profile.",
  cannotChangeOwnAdmin: "You cannot change your own admin access.",
  restored: "Employee restored",
  alreadyArchived: "This employee is already archived.",
  endBeforeStart: "The end date cannot be before the start date.",
  typeRequired: "Choose a type of time off",
  noWorkingDays: "These dates fall on a weekend or a public holiday: choose at least one working day.",
  overlapping: "You already have a pending or approved request for some of these days.",
  balanceExceeded: (needed: number, available: number, year: number, type: TimeOffType = "vacation") =>
    `This request needs ${needed} working ${needed === 1 ? "day" : "days"} of ${LEAVE_NAMES[type]}, but only ${available} ${available === 1 ? "is" : "are"} available for ${year}.`,
  noPolicy: (year: number) =>
    `No time-off policy is set for ${year} yet. Please ask your administrator to set one.`,
  halfDaySingle: "A half day is one day: make the start and end the same date.",
  daysInvalid: "Enter days from 0 to 366, in whole or half days",
  policyYearInvalid: "Choose a year from 2000 to 2100",
  policySaved: (year: number) => `Time-off policy for ${year} saved`,
  holidayNameRequired: "Please enter the holiday's name",
  holidayExists: "This holiday is already on the list for that location.",
  holidayAdded: "Public holiday added",
  holidayRemoved: "Public holiday removed",
  holidayNotFound: "Public holiday not found",
  overrideEmployeeRequired: "Choose an employee",
  overrideSaved: "Allowance override saved",
  overrideRemoved: "Allowance override removed",
  overrideNotFound: "Allowance override not found",
  reviewSaved: "Review saved",
  reviewPeriodRequired: "Please enter the review period",
  reviewRatingInvalid: "Choose a rating from 1 to 5",
  reviewEmployeeRequired: "Choose the employee you are reviewing",
  reviewSelf: "You cannot review yourself.",
  reviewReportsOnly: "Only the employee's managers or an administrator can review them.",
  tooLong: "A single request can cover at most 60 working days.",
  reviewOwn: "You cannot approve or reject your own request.",
  reviewNotAllowed: "Only the employee's managers or an administrator can review this request.",
  alreadyReviewed: "This request has already been reviewed.",
  requestNotFound: "Time off request not found",
  requestApproved: "Time off request approved",
  requestRejected: "Time off request rejected",
  requestCancelled: "Time off request cancelled",
  cancelOnlyPending: "Only pending requests can be cancelled.",
  goalTitleRequired: "Please enter a goal title",
  companyGoalAdminOnly: "Only portal administrators can create company goals.",
  goalNotFound: "Goal not found",
  goalUpdated: "Goal updated",
  inviteSent: (email: string) => `Invitation sent to ${email}`,
  inviteAlreadyClaimed: "This profile is already linked to an account.",
  inviteNeedsActive: "Archived employees cannot be invited.",
  inviteInvalid: "This invitation link is not valid. It may have expired or been used already.",
  inviteEmailMismatch: "Sign up with the address the invitation was sent to.",
  inviteAccountHasProfile: "This account is already linked to another employee profile.",
  inviteClaimed: "Welcome aboard! Your employee profile is linked to your account.",
  // Schedules and remote work (decision 040)
  timeInvalid: "Enter a time as HH:MM (24-hour clock)",
  endAfterStart: "The end time must be after the start time.",
  weekdayInvalid: "Choose a day of the week",
  weekdayTwice: "Each day of the week can appear only once.",
  hoursOrDayOff: "Enter the start and end times, or mark the day as a day off.",
  scheduleDateRequired: "Choose a date",
  scheduleDatePast: "Choose today or a later date: the schedule of past days stays as it was.",
  scheduleDateFar: "Choose a date within the next two years.",
  scheduleViewNotAllowed: "You can only see your own schedule and your team's.",
  scheduleEditNotAllowed:
    "Only the employee's managers or an administrator can change this schedule. Propose a change instead.",
  patternSaved: "Weekly schedule saved",
  changeSaved: "Schedule change saved",
  changeRemoved: "Schedule change removed",
  changeNotFound: "Schedule change not found",
  proposalSent: "Your proposal was sent to your manager",
  proposalAccepted: "Proposal accepted: the schedule is updated",
  proposalDeclined: "Proposal declined",
  proposalWithdrawn: "Proposal withdrawn",
  proposalNotFound: "Schedule proposal not found",
  proposalOwn: "You cannot accept or decline your own proposal.",
  proposalNotAllowed: "Only the employee's managers or an administrator can answer this proposal.",
  proposalAnswered: "This proposal has already been answered.",
  proposalPast: "This proposal is for a day that has passed: decline it instead.",
  proposalLimit: (n: number) =>
    `You have ${n} proposals waiting for an answer. Withdraw one or wait for an answer first.`,
  decisionRequired: "Choose accept or decline",
  remoteDateRequired: "Choose the day you worked remotely",
  remoteFuture: "Record a remote day once it has started: choose today or an earlier date.",
  remoteTooOld: (year: number) => `Remote days can be recorded from January 1, ${year} on.`,
  remoteExists: "This day is already recorded as a remote day.",
  remoteOnLeave: "You were on approved leave that day.",
  remoteRecorded: "Remote day recorded",
  remoteRemoved: "Remote day removed",
  remoteNotFound: "Remote day not found",
  avatarRequired: "Choose an image to upload.",
  avatarTooLarge: "The image is larger than 2 MB.",
} as const;

// ---------------------------------------------------------------------------------------------
// The portal's fixed lists: form choices. Offices, departments and job titles are data an admin
// keeps (decision 048, the org lists below).

export const ALLERGY_OPTIONS = [
  "None",
  "Peanuts",
  "Tree Nuts",
  "Dairy",
  "Eggs",
  "Soy",
  "Wheat",
  "Fish",
  "Shellfish",
  "Other",
] as const;
export const DIETARY_OPTIONS = [
  "None",
  "Vegetarian",
  "Vegan",
  "Gluten-Free",
  "Kosher",
  "Halal",
  "Other",
] as const;
export const ACCOMMODATION_OPTIONS = [
  "None Required",
  "Flexible Work Hours",
  "Remote Work",
  "Ergonomic Equipment",
  "Accessible Workspace",
  "Visual Aids",
  "Hearing Aids",
  "Other",
] as const;
export const TIME_OFF_TYPES = ["vacation", "sick", "personal", "other"] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];
export const TIME_OFF_STATUSES = ["pending", "approved", "rejected"] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const ARCHIVE_STATUSES = ["archived", "terminated", "resigned"] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export type EmployeeStatus = "active" | ArchiveStatus;
export const GOAL_STATUSES = ["not_started", "in_progress", "completed"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

/** Dashboard: the next schedule entries shown. */
export const DASHBOARD_SCHEDULE_ENTRIES = 3;
/** How long an invite link works. */
export const INVITE_TTL_DAYS = 7;
/** Employees per page of the admin list. */
export const EMPLOYEE_PAGE_SIZE = 48;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Inputs.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const yearInRange = (value: string) => {
  const y = Number(value.slice(0, 4));
  return y >= 1900 && y <= 2200;
};

/** A required calendar date (YYYY-MM-DD); `missing` is said when it is empty. */
export const isoDate = (missing: string) =>
  text({ error: missing, label: "Date" })
    .trim()
    .min(1, missing)
    .refine((v) => isRealDate(v) && yearInRange(v), PEOPLE_MESSAGES.invalidDate);

/** An optional date: empty means none. */
const optionalDate = text({ label: "Date" })
  .trim()
  .refine((v) => v === "" || (isRealDate(v) && yearInRange(v)), PEOPLE_MESSAGES.invalidDate)
  .transform((v) => v || null)
  .nullable()
  .optional();

const optionalLine = (label: string, max: number) =>
  text({ label })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();

const optionalMultiline = (label: string, max: number) =>
  multilineText({ label })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();

const phone = (label: string) =>
  text({ label })
    .trim()
    .max(40, `${label} must be at most 40 characters`)
    .regex(/^[0-9+()\-.\s]*(?:(?:ext|x)\.?\s*\d+)?$/i, PEOPLE_MESSAGES.invalidPhone)
    .transform((v) => v || null)
    .nullable()
    .optional();

const requiredEmail = text({ error: PEOPLE_MESSAGES.emailRequired, label: "Email" })
  .trim()
  .min(1, PEOPLE_MESSAGES.emailRequired)
  .max(254, PEOPLE_MESSAGES.invalidEmail)
  .pipe(z.email(PEOPLE_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());

const optionalEmail = text({ label: "Personal email" })
  .trim()
  .max(254, PEOPLE_MESSAGES.invalidEmail)
  .refine((v) => v === "" || z.email().safeParse(v).success, PEOPLE_MESSAGES.invalidEmail)
  .transform((v) => v.toLowerCase() || null)
  .nullable()
  .optional();

const emergencyContactSchema = z.object({
  name: optionalLine("Contact name", 120),
  relationship: optionalLine("Relationship", 80),
  phone: phone("Contact phone"),
});

const choices = <T extends readonly [string, ...string[]]>(options: T) =>
  z.array(z.enum(options)).max(options.length).default([]);

export const medicalInfoSchema = z.object({
  allergies: choices(ALLERGY_OPTIONS),
  allergiesOther: optionalLine("Other allergies", 200),
  conditions: optionalMultiline("Medical conditions", 1000),
  medications: optionalMultiline("Medications", 1000),
});

export const preferencesSchema = z.object({
  dietary: choices(DIETARY_OPTIONS),
  dietaryOther: optionalLine("Other dietary preference", 200),
  accommodations: choices(ACCOMMODATION_OPTIONS),
  accommodationsOther: optionalLine("Other accommodation", 200),
});

/** Fields an employee may change on their own profile (and an admin on anyone's). */
const personalFields = {
  workPhone: phone("Work phone"),
  personalPhone: phone("Personal phone"),
  personalEmail: optionalEmail,
  birthday: optionalDate,
  emergencyContact: emergencyContactSchema.optional(),
  medicalInfo: medicalInfoSchema.optional(),
  preferences: preferencesSchema.optional(),
};

/** Fields only a portal administrator sets (and the first user on their own first profile). */
const employmentFields = {
  firstName: text({ error: PEOPLE_MESSAGES.firstNameRequired, label: "First name" })
    .trim()
    .min(1, PEOPLE_MESSAGES.firstNameRequired)
    .max(80, "First name must be at most 80 characters"),
  lastName: text({ error: PEOPLE_MESSAGES.lastNameRequired, label: "Last name" })
    .trim()
    .min(1, PEOPLE_MESSAGES.lastNameRequired)
    .max(80, "Last name must be at most 80 characters"),
  email: requiredEmail,
  startDate: isoDate(PEOPLE_MESSAGES.startDateRequired),
  title: optionalLine("Title", 120),
  department: optionalLine("Department", 120),
  // Checked by the service against the offices an admin keeps (decision 048).
  location: optionalLine("Location", 120),
  reportsTo: z.uuid(PEOPLE_MESSAGES.reportsToUnknown).nullable().optional(),
};

/** The employee form: name, email and start date are required. */
export const employeeInputSchema = z.object({ ...employmentFields, ...personalFields });
export type EmployeeInput = z.infer<typeof employeeInputSchema>;

/** An admin adding an employee: the form, plus admin access and whether to email an invite. */
export const createEmployeeSchema = employeeInputSchema.extend({
  isAdmin: z.boolean().default(false),
  sendInvite: z.boolean().default(false),
});
export type CreateEmployeeInput = z.infer<typeof createEmployeeSchema>;

/** The first user's own profile: the form without a manager (there is nobody else yet). */
export const ownProfileSchema = employeeInputSchema.omit({ reportsTo: true });

/** An admin's edit: any subset of the form (the reporting-line page sends reportsTo alone). */
export const employeeUpdateSchema = employeeInputSchema.partial();

/** What an employee may change on their own profile; anything else sent is dropped. */
export const selfUpdateSchema = z.object(personalFields).partial();

export const archiveSchema = z.object({
  status: z.enum(ARCHIVE_STATUSES, { error: PEOPLE_MESSAGES.archiveStatusRequired }),
  reason: text({ error: PEOPLE_MESSAGES.archiveReasonRequired, label: "Reason" })
    .trim()
    .min(1, PEOPLE_MESSAGES.archiveReasonRequired)
    .max(500, "Reason must be at most 500 characters"),
});

export const adminToggleSchema = z.object({ isAdmin: z.boolean() });

export const employeeListQuerySchema = z.object({
  q: text({ label: "Search" }).trim().max(100, "Search must be at most 100 characters").default(""),
  sort: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  status: z.enum(["active", "inactive", "all"]).catch("all"),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const timeOffInputSchema = z
  .object({
    requestType: z.enum(TIME_OFF_TYPES, { error: PEOPLE_MESSAGES.typeRequired }),
    startDate: isoDate(PM.bothDates),
    endDate: isoDate(PM.bothDates),
    notes: optionalMultiline("Notes", 1000),
    halfDay: z.boolean({ error: "Half day is yes or no" }).optional().default(false),
  })
  .refine((v) => v.endDate >= v.startDate, { message: PEOPLE_MESSAGES.endBeforeStart, path: ["endDate"] })
  .refine((v) => !v.halfDay || v.endDate === v.startDate, {
    message: PEOPLE_MESSAGES.halfDaySingle,
    path: ["halfDay"],
  });
export type TimeOffInput = z.infer<typeof timeOffInputSchema>;

/** Days of an allowance: 0 to 366, whole or half. */
const days = z
  .number({ error: PEOPLE_MESSAGES.daysInvalid })
  .min(0, PEOPLE_MESSAGES.daysInvalid)
  .max(366, PEOPLE_MESSAGES.daysInvalid)
  .refine((v) => Number.isInteger(v * 2), PEOPLE_MESSAGES.daysInvalid);

export const policyYearSchema = z.coerce
  .number({ error: PEOPLE_MESSAGES.policyYearInvalid })
  .int(PEOPLE_MESSAGES.policyYearInvalid)
  .min(2000, PEOPLE_MESSAGES.policyYearInvalid)
  .max(2100, PEOPLE_MESSAGES.policyYearInvalid);

export const timeOffPolicySchema = z.object({
  vacationDays: days,
  sickDays: days,
  personalDays: days,
  otherDays: days,
  carryOverCap: days,
});
export type TimeOffPolicyInput = z.infer<typeof timeOffPolicySchema>;

export const publicHolidaySchema = z.object({
  date: isoDate(PEOPLE_MESSAGES.invalidDate),
  name: text({ error: PEOPLE_MESSAGES.holidayNameRequired, label: "Name" })
    .trim()
    .min(1, PEOPLE_MESSAGES.holidayNameRequired)
    .max(100, "Name must be at most 100 characters"),
  // Checked by the service against the offices an admin keeps (decision 048).
  location: optionalLine("Location", 120).transform((v) => v ?? null),
});
export type PublicHolidayInput = z.infer<typeof publicHolidaySchema>;

export const allowanceOverrideSchema = z.object({
  employeeId: z.uuid(PEOPLE_MESSAGES.overrideEmployeeRequired),
  year: policyYearSchema,
  requestType: z.enum(TIME_OFF_TYPES, { error: PEOPLE_MESSAGES.typeRequired }),
  allowanceDays: days,
});
export type AllowanceOverrideInput = z.infer<typeof allowanceOverrideSchema>;

export const performanceReviewSchema = z.object({
  employeeId: z.uuid(PEOPLE_MESSAGES.reviewEmployeeRequired),
  period: text({ error: PEOPLE_MESSAGES.reviewPeriodRequired, label: "Period" })
    .trim()
    .min(1, PEOPLE_MESSAGES.reviewPeriodRequired)
    .max(60, "Period must be at most 60 characters"),
  rating: z
    .number({ error: PEOPLE_MESSAGES.reviewRatingInvalid })
    .int(PEOPLE_MESSAGES.reviewRatingInvalid)
    .min(1, PEOPLE_MESSAGES.reviewRatingInvalid)
    .max(5, PEOPLE_MESSAGES.reviewRatingInvalid),
  strengths: optionalMultiline("Strengths", 4000),
  improvements: optionalMultiline("Improvements", 4000),
  privateNotes: optionalMultiline("Private notes", 4000),
  notesShared: z.boolean({ error: "Sharing the notes is yes or no" }).optional().default(false),
});
export type PerformanceReviewInput = z.infer<typeof performanceReviewSchema>;

// ---------------------------------------------------------------------------------------------
// Schedules and remote work (decision 040).

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A time of day, "09:00" (24-hour clock). */
const clock = text({ error: PEOPLE_MESSAGES.timeInvalid, label: "Time" })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, PEOPLE_MESSAGES.timeInvalid);
const optionalClock = text({ label: "Time" })
  .trim()
  .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), PEOPLE_MESSAGES.timeInvalid)
  .nullable()
  .optional()
  .transform((v) => v || null);
const remoteFlag = z.boolean({ error: "Remote is yes or no" }).optional().default(false);

export const patternDaySchema = z
  .object({
    weekday: z
      .number({ error: PEOPLE_MESSAGES.weekdayInvalid })
      .int(PEOPLE_MESSAGES.weekdayInvalid)
      .min(1, PEOPLE_MESSAGES.weekdayInvalid)
      .max(7, PEOPLE_MESSAGES.weekdayInvalid),
    startTime: clock,
    endTime: clock,
    remote: remoteFlag,
  })
  .refine((d) => d.endTime > d.startTime, { message: PEOPLE_MESSAGES.endAfterStart, path: ["endTime"] });

const patternShape = {
  effectiveFrom: isoDate(PEOPLE_MESSAGES.scheduleDateRequired),
  days: z
    .array(patternDaySchema, { error: PEOPLE_MESSAGES.weekdayInvalid })
    .max(7, PEOPLE_MESSAGES.weekdayTwice)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, PEOPLE_MESSAGES.weekdayTwice),
};

/** A weekly pattern from a date on: the working weekdays with their hours (missing days: not worked). */
export const weeklyPatternSchema = z.object(patternShape);
export type WeeklyPatternInput = z.infer<typeof weeklyPatternSchema>;

const changeShape = {
  date: isoDate(PEOPLE_MESSAGES.scheduleDateRequired),
  dayOff: z.boolean({ error: "Day off is yes or no" }).optional().default(false),
  startTime: optionalClock,
  endTime: optionalClock,
  remote: remoteFlag,
  note: optionalLine("Note", 200),
};

type ChangeShape = { dayOff: boolean; startTime: string | null; endTime: string | null };
function checkHours(v: ChangeShape, ctx: z.RefinementCtx) {
  if (v.dayOff) return;
  if (!v.startTime)
    ctx.addIssue({ code: "custom", message: PEOPLE_MESSAGES.hoursOrDayOff, path: ["startTime"] });
  if (!v.endTime) ctx.addIssue({ code: "custom", message: PEOPLE_MESSAGES.hoursOrDayOff, path: ["endTime"] });
  if (v.startTime && v.endTime && v.endTime <= v.startTime)
    ctx.addIssue({ code: "custom", message: PEOPLE_MESSAGES.endAfterStart, path: ["endTime"] });
}

/** A one-off change of one day: other hours, or a day off. */
export const dayChangeSchema = z.object(changeShape).superRefine(checkHours);
export type DayChangeInput = z.infer<typeof dayChangeSchema>;

const reason = optionalMultiline("Reason", 500);

/** An employee's proposal: a new weekly pattern, or a one-off change of a day. */
export const scheduleProposalSchema = z
  .discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("pattern"), ...patternShape, reason }),
      z.object({ kind: z.literal("change"), ...changeShape, reason }),
    ],
    { error: "Choose what to propose: a weekly pattern or a change of one day" },
  )
  .superRefine((v, ctx) => {
    if (v.kind === "change") checkHours(v, ctx);
  });
export type ScheduleProposalInput = z.infer<typeof scheduleProposalSchema>;

export const proposalDecisionSchema = z.object({
  decision: z.enum(["accepted", "declined"], { error: PEOPLE_MESSAGES.decisionRequired }),
  note: optionalMultiline("Note", 500),
});
export type ProposalDecisionInput = z.infer<typeof proposalDecisionSchema>;

export const remoteDaySchema = z.object({
  date: isoDate(PEOPLE_MESSAGES.remoteDateRequired),
  note: optionalLine("Note", 200),
});
export type RemoteDayInput = z.infer<typeof remoteDaySchema>;

/** Whose schedule: an employee id (the caller's own when absent). */
export const scheduleQuerySchema = z.object({
  employee: z
    .uuid(PEOPLE_MESSAGES.notFound)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export const timeOffReviewSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  managerNotes: optionalMultiline("Manager notes", 1000),
});

export const goalInputSchema = z.object({
  title: text({ error: PEOPLE_MESSAGES.goalTitleRequired, label: "Title" })
    .trim()
    .min(1, PEOPLE_MESSAGES.goalTitleRequired)
    .max(200, "Title must be at most 200 characters"),
  description: optionalMultiline("Description", 2000),
  targetDate: optionalDate,
  isCompanyGoal: z.boolean().default(false),
});
export type GoalInput = z.infer<typeof goalInputSchema>;

export const goalUpdateSchema = z
  .object({
    progress: z.number().int("Progress is a whole number").min(0).max(100),
    status: z.enum(GOAL_STATUSES),
  })
  .partial();

export const reportPeriodSchema = z.enum(["weekly", "monthly"]);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const inviteTokenSchema = text({ label: "Invitation" }).trim().min(16).max(200);

export const inviteClaimSchema = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("session"), token: inviteTokenSchema }),
  z.object({
    mode: z.enum(["sign-up", "sign-in"]),
    token: inviteTokenSchema,
    email: requiredEmail,
    password: text({ label: "Password" })
      .min(6, "Password must be at least 6 characters")
      .max(128, "Password is too long"),
  }),
]);
export type InviteClaimInput = z.infer<typeof inviteClaimSchema>;

// ---------------------------------------------------------------------------------------------
// What the browser receives: each answer's JSON as sent (the OpenAPI document's responses; a test
// run holds every answer to its schema), with the DTO types read from the schemas. Health
// information, emergency contacts and personal contact details are only in the detail, which the
// service gives to the employee and to administrators. The schemas stay unexported: callers use
// the types, and the OpenAPI test counts a parse by an exported schema as an input the handler
// validates.

const employeeStatusSchema = z.enum(["active", ...ARCHIVE_STATUSES]);
/** Text that may be absent (null). */
const maybe = z.string().nullable();
/** Days of leave or allowance: whole or half. */
const dayCount = z.number();

const personRefSchema = z.strictObject({
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  title: maybe,
});
export type PersonRef = z.output<typeof personRefSchema>;

/** Someone the caller may pick in a list (reviews, schedules, overrides). */
const namedPersonSchema = z.strictObject({ id: rowId, name: z.string() });

const cardShape = {
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  title: maybe,
  department: maybe,
  location: maybe,
  email: z.string(),
  workPhone: maybe,
  reportsTo: rowId.nullable(),
  avatarUrl: z.string().nullable().describe("Where the picture is served (see the avatar endpoint)"),
  status: employeeStatusSchema,
  isAdmin: z.boolean(),
  profileClaimed: z.boolean(),
  startDate: isoDay,
};
/** A colleague as everyone in the portal sees them (lists, organization, org chart). */
const employeeCardSchema = z.strictObject(cardShape);
export type EmployeeCardDto = z.output<typeof employeeCardSchema>;

/** An admin's view of a card: whether the invite is still open (null for everyone else). */
const adminEmployeeCardSchema = z.strictObject({ ...cardShape, inviteSentAt: isoDateTime.nullable() });
export type AdminEmployeeCardDto = z.output<typeof adminEmployeeCardSchema>;

const emergencyContactDtoSchema = z.strictObject({ name: maybe, relationship: maybe, phone: maybe });
export type EmergencyContactDto = z.output<typeof emergencyContactDtoSchema>;
const medicalInfoDtoSchema = z.strictObject({
  allergies: z.array(z.enum(ALLERGY_OPTIONS)),
  allergiesOther: maybe,
  conditions: maybe,
  medications: maybe,
});
export type MedicalInfoDto = z.output<typeof medicalInfoDtoSchema>;
const preferencesDtoSchema = z.strictObject({
  dietary: z.array(z.enum(DIETARY_OPTIONS)),
  dietaryOther: maybe,
  accommodations: z.array(z.enum(ACCOMMODATION_OPTIONS)),
  accommodationsOther: maybe,
});
export type PreferencesDto = z.output<typeof preferencesDtoSchema>;

/** The whole profile: only for the employee themself and administrators. */
const employeeDetailSchema = z.strictObject({
  ...cardShape,
  personalPhone: maybe,
  personalEmail: maybe,
  birthday: isoDay.nullable(),
  emergencyContact: emergencyContactDtoSchema,
  medicalInfo: medicalInfoDtoSchema,
  preferences: preferencesDtoSchema,
  archivedAt: isoDateTime.nullable(),
  archivedReason: maybe,
  inviteSentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EmployeeDetailDto = z.output<typeof employeeDetailSchema>;

/** A profile as the viewer may see it, with the manager and direct reports. */
const employeeViewSchema = z.strictObject({
  employee: z.union([employeeDetailSchema, employeeCardSchema]),
  full: z.boolean().describe("Whether `employee` is the whole profile (oneself or an administrator)"),
  manager: personRefSchema.nullable(),
  reports: z.array(personRefSchema),
});
export type EmployeeViewDto = z.output<typeof employeeViewSchema>;

const employeeListSchema = z.strictObject({
  items: z.array(adminEmployeeCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(["asc", "desc"]),
  q: z.string(),
});
export type EmployeeListDto = z.output<typeof employeeListSchema>;

const orgNodeSchema = z.strictObject({
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  title: maybe,
  department: maybe,
  reportsTo: rowId.nullable(),
  avatarUrl: maybe,
  status: employeeStatusSchema,
  reportCount: z.number().int().describe("Direct reports, whether or not they are in this answer"),
});
export type OrgNodeDto = z.output<typeof orgNodeSchema>;

const departmentGroupSchema = z.strictObject({
  name: z.string(),
  description: maybe,
  memberCount: z.number().int().describe("Active members in all; `members` may hold only the first"),
  members: z.array(employeeCardSchema),
});
export type DepartmentGroupDto = z.output<typeof departmentGroupSchema>;

const leaveBalanceSchema = z.strictObject({
  requestType: z.enum(TIME_OFF_TYPES),
  allowance: dayCount,
  approved: dayCount,
  pending: dayCount,
  available: dayCount,
});
export type LeaveBalanceDto = z.output<typeof leaveBalanceSchema>;

/** One year's balance: the top figures are vacation's (with days carried over); every type below. */
const timeOffBalanceSchema = z.strictObject({
  year: z.number().int(),
  /** Whether a time-off policy covers this year (without one, nothing is available). */
  policySet: z.boolean(),
  allowance: dayCount,
  carriedOver: dayCount,
  approved: dayCount,
  pending: dayCount,
  available: dayCount,
  types: z.array(leaveBalanceSchema),
});
export type TimeOffBalanceDto = z.output<typeof timeOffBalanceSchema>;

const performanceReviewDtoSchema = z.strictObject({
  id: rowId,
  employee: personRefSchema,
  reviewer: personRefSchema.nullable(),
  period: maybe,
  rating: z.number(),
  strengths: maybe,
  improvements: maybe,
  privateNotes: maybe.describe("Null when the caller may not see them (the employee, unless shared)"),
  notesShared: z.boolean(),
  createdAt: isoDateTime,
});
export type PerformanceReviewDto = z.output<typeof performanceReviewDtoSchema>;

const reviewsPageSchema = z.strictObject({
  /** Reviews of the caller, newest first. */
  mine: z.array(performanceReviewDtoSchema),
  /** Reviews of the people the caller may review (everyone under them; everyone for an admin). */
  written: z.array(performanceReviewDtoSchema),
  /** Whom the caller may review. */
  reviewable: z.array(namedPersonSchema),
});
export type ReviewsPageDto = z.output<typeof reviewsPageSchema>;

const timeOffPolicyDtoSchema = z.strictObject({
  vacationDays: dayCount,
  sickDays: dayCount,
  personalDays: dayCount,
  otherDays: dayCount,
  carryOverCap: dayCount,
  fromYear: z.number().int().describe("The year whose policy applies (an earlier one when this has none)"),
});
export type TimeOffPolicyDto = z.output<typeof timeOffPolicyDtoSchema>;

const publicHolidayDtoSchema = z.strictObject({ id: rowId, date: isoDay, name: z.string(), location: maybe });
export type PublicHolidayDto = z.output<typeof publicHolidayDtoSchema>;

const allowanceOverrideDtoSchema = z.strictObject({
  id: rowId,
  employee: personRefSchema,
  year: z.number().int(),
  requestType: z.enum(TIME_OFF_TYPES),
  allowanceDays: dayCount,
});
export type AllowanceOverrideDto = z.output<typeof allowanceOverrideDtoSchema>;

const timeOffPolicyPageSchema = z.strictObject({
  year: z.number().int(),
  policy: timeOffPolicyDtoSchema.nullable(),
  holidays: z.array(publicHolidayDtoSchema),
  overrides: z.array(allowanceOverrideDtoSchema),
  employees: z.array(namedPersonSchema),
  /** The active offices a holiday may be limited to (decision 048). */
  locations: z.array(z.string()),
});
export type TimeOffPolicyPageDto = z.output<typeof timeOffPolicyPageSchema>;

const timeOffRequestDtoSchema = z.strictObject({
  id: rowId,
  employee: personRefSchema,
  requestType: z.enum(TIME_OFF_TYPES),
  startDate: isoDay,
  endDate: isoDay,
  workingDays: dayCount,
  halfDay: z.boolean(),
  notes: maybe,
  status: z.enum(TIME_OFF_STATUSES),
  managerNotes: maybe,
  reviewedAt: isoDateTime.nullable(),
  reviewer: personRefSchema.nullable(),
  createdAt: isoDateTime,
  /** The requester's manager, who reviews it (name and email). */
  manager: z.strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});
export type TimeOffRequestDto = z.output<typeof timeOffRequestDtoSchema>;

const timeOffPageSchema = z.strictObject({
  requests: z.array(timeOffRequestDtoSchema),
  balance: timeOffBalanceSchema,
  /** Next year's balance too, for requests made in December. */
  nextBalance: timeOffBalanceSchema,
  /** Pending requests the caller may review: everyone's under them, or everyone's for an admin. */
  toReview: z.array(timeOffRequestDtoSchema),
  /** Whether the caller keeps the time-off policy (a portal administrator). */
  isAdmin: z.boolean(),
});
export type TimeOffPageDto = z.output<typeof timeOffPageSchema>;

const goalDtoSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  description: maybe,
  targetDate: isoDay.nullable(),
  isCompanyGoal: z.boolean(),
  status: z.enum(GOAL_STATUSES),
  progress: z.number().int().min(0).max(100),
  createdAt: isoDateTime,
  editable: z.boolean().describe("Whether the caller may update its progress and status"),
});
export type GoalDto = z.output<typeof goalDtoSchema>;

const handbookSectionSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  content: z.string(),
  category: z.string(),
});
export type HandbookSectionDto = z.output<typeof handbookSectionSchema>;

/** A time of day as sent, "09:00" (24-hour clock). */
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

const patternDayDtoSchema = z.strictObject({
  weekday: z.number().int().min(1).max(7).describe("1 Monday … 7 Sunday"),
  startTime: clockTime,
  endTime: clockTime,
  remote: z.boolean(),
});
export type PatternDayDto = z.output<typeof patternDayDtoSchema>;

/** A weekly pattern version: from its date on, until a later one. */
const weeklyPatternDtoSchema = z.strictObject({
  id: rowId,
  effectiveFrom: isoDay,
  days: z.array(patternDayDtoSchema),
  setBy: personRefSchema.nullable(),
});
export type WeeklyPatternDto = z.output<typeof weeklyPatternDtoSchema>;

const dayChangeShape = {
  date: isoDay,
  dayOff: z.boolean(),
  startTime: clockTime.nullable(),
  endTime: clockTime.nullable(),
  remote: z.boolean(),
};
/** A one-off change of one day. */
const dayChangeDtoSchema = z.strictObject({ id: rowId, ...dayChangeShape, note: maybe });
export type DayChangeDto = z.output<typeof dayChangeDtoSchema>;

/** One day of the schedule as it stands (see lib/schedule-days.ts). */
const scheduleDaySchema = z.strictObject({
  date: isoDay,
  kind: z.enum(["work", "off", "leave", "holiday"]),
  startTime: clockTime.nullable(),
  endTime: clockTime.nullable(),
  remote: z.boolean(),
  source: z.enum(["pattern", "change"]).nullable(),
  note: maybe.describe("The change's note, the leave type or the holiday's name"),
  halfDayLeave: z.boolean(),
  changeId: rowId.nullable(),
  /** Recorded by the employee as a remote day (past days). */
  recordedRemote: z.boolean(),
});
export type ScheduleDayDto = z.output<typeof scheduleDaySchema>;

const scheduleProposalDtoSchema = z.strictObject({
  id: rowId,
  employee: personRefSchema,
  kind: z.enum(["pattern", "change"]),
  /** The pattern proposed (kind pattern). */
  effectiveFrom: isoDay.nullable(),
  days: z.array(patternDayDtoSchema),
  /** The change proposed (kind change). */
  change: z.strictObject(dayChangeShape).nullable(),
  reason: maybe,
  status: z.enum(["pending", "accepted", "declined"]),
  decidedBy: personRefSchema.nullable(),
  decidedAt: isoDateTime.nullable(),
  decisionNote: maybe,
  createdAt: isoDateTime,
});
export type ScheduleProposalDto = z.output<typeof scheduleProposalDtoSchema>;

const remoteDayDtoSchema = z.strictObject({ id: rowId, date: isoDay, note: maybe });
export type RemoteDayDto = z.output<typeof remoteDayDtoSchema>;

/** My Schedule, or a report's schedule for their manager or an administrator. */
const schedulePageSchema = z.strictObject({
  employee: personRefSchema,
  own: z.boolean(),
  /** Whether the caller sets this schedule (a manager up the chain or an administrator). */
  canEdit: z.boolean(),
  today: isoDay,
  /** The days from today on (four weeks), then the last two weeks, latest first. */
  upcoming: z.array(scheduleDaySchema),
  past: z.array(scheduleDaySchema),
  /** The pattern in force today, and one set to start later (if any). */
  pattern: weeklyPatternDtoSchema.nullable(),
  nextPattern: weeklyPatternDtoSchema.nullable(),
  /** One-off changes from today on. */
  changes: z.array(dayChangeDtoSchema),
  /** The employee's proposals, newest first (the last 20). */
  proposals: z.array(scheduleProposalDtoSchema),
  /** Pending proposals the caller answers (their team's; everyone's for an administrator). */
  toDecide: z.array(scheduleProposalDtoSchema),
  /** Whose schedules the caller sets: everyone under them, or everyone for an administrator. */
  team: z.array(namedPersonSchema),
  /** The employee's recorded remote days this year and last, newest first (own schedule only). */
  remoteDays: z.array(remoteDayDtoSchema),
});
export type SchedulePageDto = z.output<typeof schedulePageSchema>;

const metricsSchema = z.strictObject({
  rating: z
    .number()
    .nullable()
    .describe("Average review rating out of 5.0, one decimal; null without reviews"),
  reviewCount: z.number().int(),
  balance: timeOffBalanceSchema,
  remoteDaysThisMonth: z.number().int(),
  remoteDaysThisYear: z.number().int(),
});
export type MetricsDto = z.output<typeof metricsSchema>;

const invitePreviewSchema = z.strictObject({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: maybe,
  department: maybe,
  expiresAt: isoDateTime,
});
export type InvitePreviewDto = z.output<typeof invitePreviewSchema>;

/** The answer of an action with only a message to show. */
const messageAnswer = z.strictObject({ message: z.string() });
/** The answer of an action: the message to show and what it changed. */
const withMessage = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ message: z.string(), ...shape });
const employeeAnswer = withMessage({ employee: employeeDetailSchema });

/** Where an avatar is served: through the portal, for signed-in employees only. */
export const avatarPath = (employeeId: string, fileId: string) =>
  `/api/people/employees/${employeeId}/avatar?v=${fileId.slice(0, 8)}`;

// ---------------------------------------------------------------------------------------------

/** Every /api/people endpoint and who may call it (checked against the router by a test). */
// ---------------------------------------------------------------------------------------------
// The organisation's lists (decision 048): office locations, departments and their job titles,
// kept by a portal admin at /employee/organization/lists; every portal screen reads them.

export const ORG_LIST_KINDS = ["locations", "departments", "titles"] as const;
export type OrgListKind = (typeof ORG_LIST_KINDS)[number];

/** One entry's noun per list, for messages and headings. */
export const ORG_LIST_NOUN: Record<OrgListKind, { one: string; title: string }> = {
  locations: { one: "office", title: "Office" },
  departments: { one: "department", title: "Department" },
  titles: { one: "job title", title: "Job title" },
};

export const ORG_MESSAGES = {
  kindUnknown: "Choose a list: locations, departments or titles",
  nameRequired: "Please enter a name",
  nameTooLong: "Name must be at most 120 characters",
  departmentRequired: "Choose the department this job title belongs to",
  departmentUnknown: "That department is not on the list",
  archivedValue: "Archived is yes or no",
  nothingToChange: "Change the name, the description or whether it is archived",
  exists: (kind: OrgListKind, name: string) =>
    kind === "titles"
      ? `This department already has the job title "${name}".`
      : `There is already ${kind === "locations" ? "an office" : "a department"} named "${name}".`,
  notFound: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} not found`,
  inUse: (kind: OrgListKind, name: string, uses: string) =>
    `The ${ORG_LIST_NOUN[kind].one} "${name}" is in use (${uses}), so it cannot be deleted. Archive it instead: it stays on those records but is no longer offered.`,
  added: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} added`,
  saved: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} saved`,
  archived: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} archived`,
  restored: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} restored`,
  deleted: (kind: OrgListKind) => `${ORG_LIST_NOUN[kind].title} deleted`,
  invalidDepartment: "Choose one of the departments on the list, or Other",
} as const;

export const orgListKindSchema = z.enum(ORG_LIST_KINDS, { error: ORG_MESSAGES.kindUnknown });

const orgName = text({ error: ORG_MESSAGES.nameRequired, label: "Name" })
  .trim()
  .min(1, ORG_MESSAGES.nameRequired)
  .max(120, ORG_MESSAGES.nameTooLong);

export const orgEntryCreateSchema = z.object({
  name: orgName,
  description: optionalMultiline("Description", 500),
  /** Required for a job title: the department it belongs to. */
  departmentId: z.uuid(ORG_MESSAGES.departmentUnknown).nullable().optional(),
});
export type OrgEntryCreateInput = z.infer<typeof orgEntryCreateSchema>;

export const orgEntryUpdateSchema = z
  .object({
    name: orgName.optional(),
    description: optionalMultiline("Description", 500),
    archived: z.boolean({ error: ORG_MESSAGES.archivedValue }).optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.archived !== undefined, {
    message: ORG_MESSAGES.nothingToChange,
    path: ["name"],
  });
export type OrgEntryUpdateInput = z.infer<typeof orgEntryUpdateSchema>;

const orgEntryDtoSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  departmentId: rowId.nullable().describe("A job title's department; null otherwise"),
  archived: z.boolean(),
  uses: z
    .number()
    .int()
    .describe("Employees (and, for an office, public holidays; for a department, job titles) using it"),
});
export type OrgEntryDto = z.output<typeof orgEntryDtoSchema>;

const orgListsSchema = z.strictObject({
  locations: z.array(orgEntryDtoSchema),
  departments: z.array(orgEntryDtoSchema),
  titles: z.array(orgEntryDtoSchema),
});
export type OrgListsDto = z.output<typeof orgListsSchema>;

export const peopleEndpoints = [
  { method: "GET", path: "/api/people/me", permission: "employee", summary: "Own employee profile" },
  {
    method: "POST",
    path: "/api/people/me",
    permission: "employee",
    summary: "Create one's own first profile (first run)",
  },
  { method: "GET", path: "/api/people/metrics", permission: "employee", summary: "Dashboard metrics" },
  {
    method: "GET",
    path: "/api/people/employees",
    permission: "employee",
    summary: "Employees by last name (cards, no private fields)",
  },
  {
    method: "POST",
    path: "/api/people/employees",
    permission: "employee",
    summary: "Add an employee (portal admin), optionally with an invite",
  },
  {
    method: "GET",
    path: "/api/people/employees/:id",
    permission: "employee",
    summary: "A profile: whole for oneself and admins, public part for others",
  },
  {
    method: "PATCH",
    path: "/api/people/employees/:id",
    permission: "employee",
    summary: "Edit a profile (admin: all fields; oneself: personal fields)",
  },
  {
    method: "DELETE",
    path: "/api/people/employees/:id",
    permission: "employee",
    summary: "Delete an employee permanently (portal admin)",
  },
  {
    method: "POST",
    path: "/api/people/employees/:id/archive",
    permission: "employee",
    summary: "Archive, terminate or resign an employee (portal admin)",
  },
  {
    method: "POST",
    path: "/api/people/employees/:id/restore",
    permission: "employee",
    summary: "Make an archived employee active again (portal admin)",
  },
  {
    method: "PUT",
    path: "/api/people/employees/:id/admin",
    permission: "employee",
    summary: "Grant or revoke portal admin access (portal admin)",
  },
  {
    method: "POST",
    path: "/api/people/employees/:id/invite",
    permission: "employee",
    summary: "Email a one-time invite link (portal admin)",
  },
  {
    method: "GET",
    path: "/api/people/employees/:id/managers",
    permission: "employee",
    summary: "Who may be this employee's manager (no loops)",
  },
  {
    method: "POST",
    path: "/api/people/employees/:id/avatar",
    permission: "employee",
    summary: "Upload a profile picture (oneself or admin)",
    body: "multipart",
  },
  {
    method: "GET",
    path: "/api/people/employees/:id/avatar",
    permission: "employee",
    summary: "A profile picture (private storage)",
  },
  { method: "GET", path: "/api/people/org-chart", permission: "employee", summary: "The reporting tree" },
  {
    method: "GET",
    path: "/api/people/departments",
    permission: "employee",
    summary: "Departments with their members",
  },
  {
    method: "GET",
    path: "/api/people/schedule",
    permission: "employee",
    summary: "A schedule: one's own, or a report's for their manager or an admin (?employee=)",
  },
  {
    method: "PUT",
    path: "/api/people/schedule/:employeeId/pattern",
    permission: "employee",
    summary: "Set a weekly pattern from a date on (the manager chain or an admin)",
  },
  {
    method: "PUT",
    path: "/api/people/schedule/:employeeId/changes",
    permission: "employee",
    summary: "Set a one-off change of one day: other hours or a day off (the manager chain or an admin)",
  },
  {
    method: "DELETE",
    path: "/api/people/schedule/changes/:id",
    permission: "employee",
    summary: "Remove a one-off change (the manager chain or an admin)",
  },
  {
    method: "POST",
    path: "/api/people/schedule/proposals",
    permission: "employee",
    summary: "Propose a change of one's own schedule",
  },
  {
    method: "POST",
    path: "/api/people/schedule/proposals/:id/decision",
    permission: "employee",
    summary: "Accept (and apply) or decline a proposal (the manager chain or an admin)",
  },
  {
    method: "DELETE",
    path: "/api/people/schedule/proposals/:id",
    permission: "employee",
    summary: "Withdraw one's own pending proposal",
  },
  {
    method: "POST",
    path: "/api/people/remote-days",
    permission: "employee",
    summary: "Record a day one worked remotely",
  },
  {
    method: "DELETE",
    path: "/api/people/remote-days/:id",
    permission: "employee",
    summary: "Remove one's own recorded remote day",
  },
  {
    method: "GET",
    path: "/api/people/time-off",
    permission: "employee",
    summary: "Own requests, balance, and requests to review",
  },
  { method: "POST", path: "/api/people/time-off", permission: "employee", summary: "Request time off" },
  {
    method: "POST",
    path: "/api/people/time-off/:id/review",
    permission: "employee",
    summary: "Approve or reject (the requester's manager or an admin)",
  },
  {
    method: "GET",
    path: "/api/people/reviews",
    permission: "employee",
    summary: "Own performance reviews, and those of the caller's reports",
  },
  {
    method: "POST",
    path: "/api/people/reviews",
    permission: "employee",
    summary: "Write a performance review (a manager up the chain or an admin)",
  },
  {
    method: "GET",
    path: "/api/people/time-off-policy",
    permission: "employee",
    summary: "A year's time-off policy, holidays and overrides (portal admin)",
  },
  {
    method: "PUT",
    path: "/api/people/time-off-policy/:year",
    permission: "employee",
    summary: "Set a year's allowances and carry-over cap (portal admin)",
  },
  {
    method: "POST",
    path: "/api/people/time-off-policy/holidays",
    permission: "employee",
    summary: "Add a public holiday (portal admin)",
  },
  {
    method: "DELETE",
    path: "/api/people/time-off-policy/holidays/:id",
    permission: "employee",
    summary: "Remove a public holiday (portal admin)",
  },
  {
    method: "PUT",
    path: "/api/people/time-off-policy/overrides",
    permission: "employee",
    summary: "Set one employee's allowance of a leave type in a year (portal admin)",
  },
  {
    method: "DELETE",
    path: "/api/people/time-off-policy/overrides/:id",
    permission: "employee",
    summary: "Remove an allowance override (portal admin)",
  },
  {
    method: "GET",
    path: "/api/people/org-lists",
    permission: "employee",
    summary: "Office locations, departments and job titles (every employee reads them)",
  },
  {
    method: "POST",
    path: "/api/people/org-lists/:kind",
    permission: "employee",
    summary: "Add an office, a department or a job title (portal admin)",
  },
  {
    method: "PATCH",
    path: "/api/people/org-lists/:kind/:id",
    permission: "employee",
    summary: "Rename, describe, archive or restore an entry of the org lists (portal admin)",
  },
  {
    method: "DELETE",
    path: "/api/people/org-lists/:kind/:id",
    permission: "employee",
    summary: "Delete an entry nobody uses (portal admin; one in use is archived instead)",
  },
  {
    method: "DELETE",
    path: "/api/people/time-off/:id",
    permission: "employee",
    summary: "Cancel one's own pending request",
  },
  { method: "GET", path: "/api/people/goals", permission: "employee", summary: "Own and company goals" },
  { method: "POST", path: "/api/people/goals", permission: "employee", summary: "Create a goal" },
  {
    method: "PATCH",
    path: "/api/people/goals/:id",
    permission: "employee",
    summary: "Update a goal's progress or status",
  },
  {
    method: "GET",
    path: "/api/people/goal-report",
    permission: "employee",
    summary: "Weekly or monthly goals report (text file)",
  },
  { method: "GET", path: "/api/people/handbook", permission: "employee", summary: "Handbook sections" },
  {
    method: "POST",
    path: "/api/people/invites/preview",
    permission: "public",
    summary: "Who an invite link is for (the token in the body)",
  },
  {
    method: "POST",
    path: "/api/people/invites/claim",
    permission: "public",
    summary: "Claim an invite: sign up, sign in or use the current session",
  },
] as const satisfies readonly EndpointDescriptor[];

/** An optional query parameter (one line, at most 200 characters); absent or empty is null. */
export const optionalQuery = text({ label: "Parameter" })
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || null);

/**
 * What each endpoint's handler validates and what it answers: the OpenAPI document's inputs and
 * responses (a test holds the handlers to both).
 */
export const peopleEndpointSchemas = {
  "GET /api/people/me": { response: employeeDetailSchema },
  "POST /api/people/me": { body: ownProfileSchema, response: employeeAnswer },
  "GET /api/people/metrics": { response: metricsSchema },
  "GET /api/people/employees": { query: employeeListQuerySchema, response: employeeListSchema },
  "POST /api/people/employees": { body: createEmployeeSchema, response: employeeAnswer },
  "GET /api/people/employees/:id": { response: employeeViewSchema },
  "PATCH /api/people/employees/:id": { response: employeeAnswer },
  "DELETE /api/people/employees/:id": { response: messageAnswer },
  "POST /api/people/employees/:id/archive": { body: archiveSchema, response: employeeAnswer },
  "POST /api/people/employees/:id/restore": { response: employeeAnswer },
  "PUT /api/people/employees/:id/admin": { body: adminToggleSchema, response: employeeAnswer },
  "POST /api/people/employees/:id/invite": { response: withMessage({ inviteSentAt: isoDateTime }) },
  "GET /api/people/employees/:id/managers": { response: z.array(personRefSchema) },
  "POST /api/people/employees/:id/avatar": { response: employeeAnswer },
  "GET /api/people/employees/:id/avatar": { response: ANSWERS.image },
  "GET /api/people/org-chart": { query: { manager: optionalQuery }, response: z.array(orgNodeSchema) },
  "GET /api/people/departments": {
    query: { department: optionalQuery },
    response: z.array(departmentGroupSchema),
  },
  "GET /api/people/schedule": { query: scheduleQuerySchema, response: schedulePageSchema },
  "PUT /api/people/schedule/:employeeId/pattern": { body: weeklyPatternSchema, response: messageAnswer },
  "PUT /api/people/schedule/:employeeId/changes": {
    body: dayChangeSchema,
    response: withMessage({ change: dayChangeDtoSchema }),
  },
  "DELETE /api/people/schedule/changes/:id": { response: messageAnswer },
  "POST /api/people/schedule/proposals": {
    body: scheduleProposalSchema,
    response: withMessage({ proposal: scheduleProposalDtoSchema }),
  },
  "POST /api/people/schedule/proposals/:id/decision": {
    body: proposalDecisionSchema,
    response: withMessage({ proposal: scheduleProposalDtoSchema }),
  },
  "DELETE /api/people/schedule/proposals/:id": { response: messageAnswer },
  "POST /api/people/remote-days": {
    body: remoteDaySchema,
    response: withMessage({ day: remoteDayDtoSchema }),
  },
  "DELETE /api/people/remote-days/:id": { response: messageAnswer },
  "GET /api/people/time-off": { response: timeOffPageSchema },
  "POST /api/people/time-off": {
    body: timeOffInputSchema,
    response: withMessage({ request: timeOffRequestDtoSchema }),
  },
  "POST /api/people/time-off/:id/review": {
    body: timeOffReviewSchema,
    response: withMessage({ request: timeOffRequestDtoSchema }),
  },
  "DELETE /api/people/time-off/:id": { response: messageAnswer },
  "GET /api/people/reviews": { response: reviewsPageSchema },
  "POST /api/people/reviews": {
    body: performanceReviewSchema,
    response: withMessage({ review: performanceReviewDtoSchema }),
  },
  "GET /api/people/time-off-policy": { query: { year: policyYearSchema }, response: timeOffPolicyPageSchema },
  "PUT /api/people/time-off-policy/:year": {
    params: { year: policyYearSchema },
    body: timeOffPolicySchema,
    response: withMessage({ policy: timeOffPolicyDtoSchema }),
  },
  "POST /api/people/time-off-policy/holidays": {
    body: publicHolidaySchema,
    response: withMessage({ holiday: publicHolidayDtoSchema }),
  },
  "DELETE /api/people/time-off-policy/holidays/:id": { response: messageAnswer },
  "PUT /api/people/time-off-policy/overrides": {
    body: allowanceOverrideSchema,
    response: withMessage({ override: z.strictObject({ id: rowId }) }),
  },
  "DELETE /api/people/time-off-policy/overrides/:id": { response: messageAnswer },
  "GET /api/people/org-lists": { response: orgListsSchema },
  "POST /api/people/org-lists/:kind": {
    params: { kind: orgListKindSchema },
    body: orgEntryCreateSchema,
    response: withMessage({ entry: orgEntryDtoSchema }),
  },
  "PATCH /api/people/org-lists/:kind/:id": {
    params: { kind: orgListKindSchema },
    body: orgEntryUpdateSchema,
    response: withMessage({ entry: orgEntryDtoSchema }),
  },
  "DELETE /api/people/org-lists/:kind/:id": { params: { kind: orgListKindSchema }, response: messageAnswer },
  "GET /api/people/goals": { response: z.array(goalDtoSchema) },
  "POST /api/people/goals": { body: goalInputSchema, response: withMessage({ goal: goalDtoSchema }) },
  "PATCH /api/people/goals/:id": { body: goalUpdateSchema, response: withMessage({ goal: goalDtoSchema }) },
  "GET /api/people/goal-report": { query: { period: reportPeriodSchema }, response: ANSWERS.text },
  "GET /api/people/handbook": { response: z.array(handbookSectionSchema) },
  "POST /api/people/invites/preview": { body: { token: inviteTokenSchema }, response: invitePreviewSchema },
  "POST /api/people/invites/claim": {
    body: inviteClaimSchema,
    response: z.strictObject({ message: z.string(), redirectTo: z.string() }),
  },
} as const satisfies EndpointSchemas;
