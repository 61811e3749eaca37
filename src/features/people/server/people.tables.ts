import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/** Spec document 4, section 3. The portal screens come with the employee-portal work. */
export const employeeProfiles = pgTable("employee_profiles", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  title: text("title"),
  department: text("department"),
  reportsTo: uuid("reports_to"),
  startDate: date("start_date").notNull().defaultNow(),
  email: text("email").notNull().unique(),
  workPhone: text("work_phone"),
  personalPhone: text("personal_phone"),
  avatarUrl: text("avatar_url"),
  pin: text("pin"),
  location: text("location"),
  birthday: date("birthday"),
  personalEmail: text("personal_email"),
  profileClaimed: boolean("profile_claimed").notNull().default(false),
  isAdmin: boolean("is_admin").notNull().default(false),
  inviteToken: text("invite_token").unique(),
  inviteSentAt: timestamp("invite_sent_at", { withTimezone: true }),
  status: text("status").notNull().default("active"),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  archivedReason: text("archived_reason"),
  emergencyContacts: jsonb("emergency_contacts").notNull().default([]),
  medicalInfo: jsonb("medical_info").notNull().default({}),
  preferences: jsonb("preferences").notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
