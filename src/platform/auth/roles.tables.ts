import { pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { ROLES } from "#src/lib/roles.ts";
import { user } from "./auth.tables.ts";

export const appRole = pgEnum("app_role", ROLES);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: appRole("role").notNull(),
    grantedBy: text("granted_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * One row per one-time set-up step. The primary key makes "create the first admin" atomic:
 * of two simultaneous attempts exactly one insert succeeds, on PGlite and on PostgreSQL alike.
 */
export const setupClaims = pgTable("setup_claims", {
  key: text("key").primaryKey(),
  userId: text("user_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
