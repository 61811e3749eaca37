import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/** Spec document 1, section 3: id equals the user id; a missing profile is created with just the id. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  username: text("username"),
  avatarUrl: text("avatar_url"),
  avatarFileId: text("avatar_file_id"),
  theme: text("theme", { enum: ["dark", "light"] }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
